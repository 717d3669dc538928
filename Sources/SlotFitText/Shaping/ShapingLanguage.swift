import CHarfBuzz

/// A language as HarfBuzz interns it: the same tag always gives the same
/// pointer, so a shaping key compares and hashes it as a number and copies
/// it without reference counting.
struct ShapingLanguage: Hashable, @unchecked Sendable {
    /// HarfBuzz's language (`hb_language_t`).
    let value: hb_language_t?

    /// The language of a BCP 47 tag (HarfBuzz keeps what it needs of it).
    init(_ tag: String) { value = hb_language_from_string(tag, -1) }

    /// The interned pointer as a number, for hashing.
    var id: UInt { UInt(bitPattern: value) }
}
