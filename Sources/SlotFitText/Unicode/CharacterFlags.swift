import CICU

/// The few character properties layout asks about for every character,
/// from ICU's property tries in one call (Swift's own lookups are a binary
/// search each).
struct CharacterFlags: OptionSet {
    let rawValue: Int32

    static let control = CharacterFlags(rawValue: 1)
    static let defaultIgnorable = CharacterFlags(rawValue: 2)
    static let emoji = CharacterFlags(rawValue: 4)
    static let emojiPresentation = CharacterFlags(rawValue: 8)
    static let whiteSpace = CharacterFlags(rawValue: 16)

    init(rawValue: Int32) { self.rawValue = rawValue }

    init(_ scalar: Unicode.Scalar) {
        self.init(scalar, only: [.control, .defaultIgnorable, .emoji, .emojiPresentation, .whiteSpace])
    }

    /// Only the flags in `wanted` (each is one ICU lookup).
    init(_ scalar: Unicode.Scalar, only wanted: CharacterFlags) {
        let value = scalar.value
        if value >= 0x21 && value < 0x7F { rawValue = 0; return }
        rawValue = sf_char_flags_in(value, wanted.rawValue)
    }

    /// Whether a font must have a glyph for `scalar` (`needsGlyph`), asking
    /// ICU for those two properties alone.
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        CharacterFlags(scalar, only: [.control, .defaultIgnorable]).needsGlyph
    }

    /// Whether `scalar` has Emoji_Presentation. Emoji-data puts every such
    /// character in U+2300–U+2BFF or from U+1F000 on (a test holds ICU's
    /// tables to that), so other characters need no lookup.
    static func hasEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard (0x2300..<0x2C00).contains(value) || value >= 0x1F000 else { return false }
        return CharacterFlags(scalar, only: .emojiPresentation).contains(.emojiPresentation)
    }

    /// A character a font must have a glyph for (not a control, not
    /// default-ignorable like ZWJ or a variation selector).
    var needsGlyph: Bool { isDisjoint(with: [.control, .defaultIgnorable]) }
}
