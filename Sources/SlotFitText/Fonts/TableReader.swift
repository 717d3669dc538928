/// Big-endian reads from a font table that never leave it: a read past
/// the end gives 0 and sets `outOfBounds`.
struct TableReader {
    let bytes: UnsafeRawBufferPointer
    private(set) var outOfBounds = false

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    mutating func u16(_ offset: Int) -> Int {
        guard offset >= 0, offset + 2 <= bytes.count else { outOfBounds = true; return 0 }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    mutating func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }

    /// The class ClassDef (format 1 or 2) at `classDef` gives `glyph`: 0
    /// when it is not listed.
    mutating func glyphClass(_ glyph: UInt32, classDef: Int) -> Int {
        let g = Int(glyph)
        switch u16(classDef) {
        case 1:
            let start = u16(classDef + 2), count = u16(classDef + 4)
            return g >= start && g < start + count ? u16(classDef + 6 + 2 * (g - start)) : 0
        case 2:
            for range in 0..<u16(classDef + 2) {
                let record = classDef + 4 + 6 * range
                if g >= u16(record) && g <= u16(record + 2) { return u16(record + 4) }
                if outOfBounds { return 0 }
            }
            return 0
        default:
            return 0
        }
    }
}
