/// The binary form `PackedEncoder` writes and `PackedDecoder` reads: any
/// `Codable` value, for SlotFit's own caches, where a value written by one
/// run is read back by the next and JSON's cost is the run's (a check with
/// nothing changed spent 60 % of its time decoding its 2.5 MB JSON entry).
///
/// The file:
///
///     magic      "SFPACK1\n"
///     strings    count (varint), then each: byte length (varint), UTF-8
///     value      one value (below)
///
/// Every string — a value or a key — is an index into the table, so text
/// that repeats (a finding's message, a locale, a key) is stored and
/// decoded once. A value is a tag byte and its payload:
///
/// | tag | value | payload |
/// |---|---|---|
/// | 0 | nil | — |
/// | 1, 2 | false, true | — |
/// | 3 | signed integer | zigzag varint |
/// | 4 | unsigned integer | varint |
/// | 5 | Double | 8 bytes, little-endian bit pattern |
/// | 6 | Float | 4 bytes, little-endian bit pattern |
/// | 7 | string | table index (varint) |
/// | 8 | array | body length (4 bytes, little-endian), count (varint), values |
/// | 9 | keyed | body length (4 bytes, little-endian), count (varint), then key index (varint) and value, each |
///
/// A compound's body length lets a reader step over it without reading it.
/// A varint is LEB128: 7 bits a byte, low first, the high bit set on every
/// byte but the last; at most 10 bytes.
package enum PackedFormat {
    /// The bytes a packed file starts with.
    package static let magic: [UInt8] = Array("SFPACK1\n".utf8)

    /// A value's tag byte.
    package enum Tag: UInt8 {
        case null = 0, isFalse, isTrue, signed, unsigned, double, float, string, array, keyed
    }

    /// Why a packed file cannot be read: where in it, and what was wrong.
    package struct Problem: Error, CustomStringConvertible {
        /// The byte offset in the file.
        package var offset: Int
        /// What was wrong there.
        package var reason: String

        package var description: String { "packed data, byte \(offset): \(reason)" }
    }
}
