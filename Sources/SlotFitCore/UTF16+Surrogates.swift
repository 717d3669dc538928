extension UTF16 {
    /// The code point a surrogate pair stands for (`lead` in D800–DBFF,
    /// `trail` in DC00–DFFF).
    @inline(__always) package static func codePoint(lead: UInt16, trail: UInt16) -> UInt32 {
        0x10000 + ((UInt32(lead) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
    }
}
