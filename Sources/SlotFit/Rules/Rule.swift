/// The rules `slotfit check` applies, by identifier; what each finds, its
/// policy and its fix are its definition's (`Rule.definition`, one file a
/// rule under `Rules/Definitions/`; docs/RULES.md has an example of each).
public enum Rule: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The rule's name, as findings and policies write it.
    public var description: String { rawValue }

    case widthBudget = "width-budget"
    case heightBudget = "height-budget"
    case compactTruncation = "compact-truncation"
    case textTruncation = "text-truncation"
    case baseLocaleTruncation = "base-locale-truncation"
    case scaleFloor = "scale-floor"
    case brokenWord = "broken-word"
    case rtlDigitOrder = "rtl-digit-order"
    case rtlLTRArgument = "rtl-ltr-argument"
    case missingTranslation = "missing-translation"
    case missingKey = "missing-key"
    case missingGlyph = "missing-glyph"
    case imageSize = "image-size"
    case payloadSize = "payload-size"
    case unknownModifier = "unknown-modifier"
    case unverifiedText = "unverified-text"
    case unbundledStrings = "unbundled-strings"
    case verbatimText = "verbatim-text"
    case emptyPresentation = "empty-presentation"
}
