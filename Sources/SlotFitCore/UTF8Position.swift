/// Places in UTF-8 text, for errors that name them: where bytes stop
/// being UTF-8, and the line and column of an offset.
package enum UTF8Position {
    /// The 1-based line and column (in characters: bytes that start one)
    /// of the byte at `offset` (or of the end, past it).
    package static func lineAndColumn(at offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var i = 0
        while i < min(offset, bytes.count) {
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }

    /// The 1-based line and column (in characters) of the first byte that
    /// does not start or continue a valid UTF-8 sequence, and its offset.
    package static func firstInvalid(_ bytes: [UInt8]) -> (line: Int, column: Int, offset: Int) {
        var line = 1, column = 1, i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0
            guard length > 0, i + length <= bytes.count,
                  String(validating: bytes[i..<(i + length)], as: UTF8.self) != nil else { return (line, column, i) }
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
            i += length
        }
        return (line, column, max(0, bytes.count - 1))
    }
}
