/// The rules `slotfit check` applies, with what each finds and how a team
/// fixes it (docs/RULES.md has an example of each).
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

    /// What it finds, in one sentence.
    public var summary: String {
        switch self {
        case .widthBudget: return "A presentation's content is wider than the slot Apple gives it."
        case .heightBudget: return "A presentation's content is taller than its budget (the Lock Screen's 160 pt); the system cuts it."
        case .compactTruncation: return "A text in the compact or minimal presentation is truncated."
        case .textTruncation: return "A text outside the compact presentations is truncated."
        case .baseLocaleTruncation: return "A text is truncated in a locale but fits in the development language: the translation is the cause."
        case .scaleFloor: return "A text shrinks below the scale floor to fit (minimumScaleFactor reached too far)."
        case .brokenWord: return "A word (or a number, a timer) is wider than its line, so it is broken between letters across two lines."
        case .rtlDigitOrder: return "Under right-to-left layout, bidi reorders the Latin digits of an unpinned run (5:23 reads 23:5)."
        case .rtlLTRArgument: return "A left-to-right argument inside right-to-left text loses its edge digits or punctuation to the surrounding run."
        case .missingTranslation: return "A localization shows the development language's text for a key."
        case .missingKey: return "A text's key is not in the catalog: iOS shows the key itself."
        case .missingGlyph: return "No installed font has a glyph for a character of the text."
        case .imageSize: return "An image is larger than the presentation's budget."
        case .payloadSize: return "A sample state's ContentState is over ActivityKit's 4 KB payload limit."
        case .unknownModifier: return "A modifier SlotFit does not know: the view is laid out as if it were absent."
        case .unverifiedText: return "A text shows a value SlotFit could not compute (or no sample sets): it is laid out with a stand-in and not checked."
        case .emptyPresentation: return "A presentation the app leaves empty (EmptyView()): the device shows it blank."
        case .verbatimText: return "Text given a String value shows it as written, never looked up, though the table translates it in this language."
        case .unbundledStrings: return "The widget extension bundles no string table: in every language the app ships, the Live Activity shows its texts as their keys are written."
        }
    }

    /// How to fix it.
    public var fix: String {
        switch self {
        case .widthBudget, .heightBudget: return "Shorten the content, let the text scale (minimumScaleFactor) or truncate, or drop a view in this presentation."
        case .compactTruncation: return "Use a shorter string for the compact slot (a short key or a number), or .minimumScaleFactor within the floor."
        case .textTruncation: return "Allow a second line (lineLimit(2)), scale within the floor, or shorten the translation."
        case .baseLocaleTruncation: return "Ask for a shorter translation, or give the text room that fits the longest locales."
        case .scaleFloor: return "Raise the space for the text or shorten it; scaling below the floor makes it unreadable."
        case .brokenWord: return "Give the text room for its longest word, let it scale (.minimumScaleFactor), or keep it on one line (.lineLimit(1)) with a shorter string."
        case .rtlDigitOrder: return "Pin the view: .environment(\\.layoutDirection, .leftToRight), or isolate the number with U+2066…U+2069 in the translation."
        case .rtlLTRArgument: return "Isolate the argument with FSI U+2068 … PDI U+2069 around the placeholder, or pin the text left to right."
        case .missingTranslation: return "Translate the key in that localization, or mark it as not to be translated."
        case .missingKey: return "Add the key to the catalog, or fix the key the view uses (the finding names the closest keys)."
        case .missingGlyph: return "Install or bundle a font that covers the script, or name it in the font profile."
        case .imageSize: return "Give the image a frame within the presentation's budget, or a smaller asset."
        case .payloadSize: return "Send less in the ContentState: ids instead of texts, shorter strings."
        case .unknownModifier: return "Check the spelling, or accept it as pixels only if it does not change the layout."
        case .unverifiedText: return "Give the value samples under values: in slotfit.yml (keyed by its Swift expression), or set it in a #Preview's contentStates."
        case .emptyPresentation: return "Give it a view (the minimal view is what shows when two Live Activities share the island), or accept it: nothing there to lay out."
        case .verbatimText: return "Look the value up: Text(LocalizedStringKey(value)) where it is shown, or make it with String(localized:) where it is made."
        case .unbundledStrings: return "Add the string catalog (or the .lproj tables) to the widget extension target: Target Membership in Xcode's File inspector, or its Copy Bundle Resources phase."
        }
    }
}
