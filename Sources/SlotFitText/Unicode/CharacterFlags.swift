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
        let value = scalar.value
        if value >= 0x21 && value < 0x7F { rawValue = 0; return }
        rawValue = sf_char_flags(value)
    }

    /// A character a font must have a glyph for (not a control, not
    /// default-ignorable like ZWJ or a variation selector).
    var needsGlyph: Bool { isDisjoint(with: [.control, .defaultIgnorable]) }
}
