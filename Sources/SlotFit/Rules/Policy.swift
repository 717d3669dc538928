/// What slotfit.yml's `policies:` makes of a rule's findings: the severity
/// they get, or none.
public enum Policy: String, Sendable, Hashable, CaseIterable, Codable {
    /// Findings fail the check.
    case error
    /// Findings are reported and do not fail it.
    case warning
    /// Findings are listed apart (`unverified-text`: the texts not checked).
    case note
    /// Findings are dropped.
    case off

    /// The severity a finding gets under this policy; `nil` when off.
    public var severity: Severity? {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .note: return .note
        case .off: return nil
        }
    }
}

extension Rule {
    /// The policy a rule has unless slotfit.yml sets another (docs/RULES.md
    /// gives each rule's severity).
    package var defaultPolicy: Policy {
        switch self {
        case .rtlDigitOrder, .compactTruncation, .widthBudget, .heightBudget, .imageSize, .payloadSize,
             .missingTranslation, .missingKey, .missingGlyph, .rtlLTRArgument, .unbundledStrings, .verbatimText:
            return .error
        case .scaleFloor, .baseLocaleTruncation, .textTruncation, .unknownModifier, .brokenWord:
            return .warning
        case .unverifiedText, .emptyPresentation:
            // A text SlotFit could not compute: listed, never failing a
            // check, unless a team asks for full coverage (`--require-checked`).
            return .note
        }
    }
}
