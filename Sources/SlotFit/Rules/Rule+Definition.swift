extension Rule {
    /// The registry: each rule's definition (its file under
    /// `Rules/Definitions/`). Adding a rule is a case of `Rule`, its file,
    /// and its line here.
    package var definition: any RuleDefinition.Type {
        switch self {
        case .widthBudget: return WidthBudgetRule.self
        case .heightBudget: return HeightBudgetRule.self
        case .compactTruncation: return CompactTruncationRule.self
        case .textTruncation: return TextTruncationRule.self
        case .baseLocaleTruncation: return BaseLocaleTruncationRule.self
        case .scaleFloor: return ScaleFloorRule.self
        case .brokenWord: return BrokenWordRule.self
        case .rtlDigitOrder: return RtlDigitOrderRule.self
        case .rtlLTRArgument: return RtlLTRArgumentRule.self
        case .missingTranslation: return MissingTranslationRule.self
        case .missingKey: return MissingKeyRule.self
        case .missingGlyph: return MissingGlyphRule.self
        case .imageSize: return ImageSizeRule.self
        case .payloadSize: return PayloadSizeRule.self
        case .unknownModifier: return UnknownModifierRule.self
        case .unverifiedText: return UnverifiedTextRule.self
        case .unbundledStrings: return UnbundledStringsRule.self
        case .verbatimText: return VerbatimTextRule.self
        case .emptyPresentation: return EmptyPresentationRule.self
        }
    }

    /// What it finds, in one sentence.
    public var summary: String { definition.summary }
    /// How to fix it.
    public var fix: String { definition.fix }
    /// The policy it has unless slotfit.yml sets another (docs/RULES.md
    /// gives each rule's severity).
    package var defaultPolicy: Policy { definition.defaultPolicy }
}
