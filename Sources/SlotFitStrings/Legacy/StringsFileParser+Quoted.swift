import Foundation

/// Quoted strings and their escapes, as `parseQuotedPlistString` and
/// `getSlashedChar` in CFOldStylePList.c (swift-corelibs-foundation) read
/// them: the string is UTF-16, so `\U` escapes of a surrogate pair join
/// into one character.
extension StringsFileParser {
    /// The string after an opening `quote` (`"` or `'`), up to the same
    /// quote.
    mutating func quoted(_ quote: UInt16) throws -> String {
        let open = index - 1
        var text: [UInt16] = []
        while index < units.count {
            let unit = units[index]
            if unit == quote {
                index += 1
                return Self.string(text)
            }
            index += 1
            guard unit == 0x5C else { text.append(unit); continue }  // backslash
            guard index < units.count else {
                throw fail("the file ends in the middle of the escape \\ in the string opened at line \(line(open)); finish it, e.g. \\\" or \\n, and close the string with \(quote == 0x22 ? "\"" : "'")", at: index - 1)
            }
            text.append(escaped())
        }
        throw fail("unterminated string; close it with \(quote == 0x22 ? "\"" : "'")", at: open)
    }

    /// `getSlashedChar`: the character after a backslash. Octal takes up to
    /// three digits into one byte (wrapping) read as NeXTSTEP Latin; `\U`
    /// takes up to four hex digits (`\u` is no escape: it is `u`); a
    /// backslash before any other character keeps that character.
    mutating func escaped() -> UInt16 {
        let unit = units[index]
        index += 1
        switch unit {
        case 0x30...0x37:
            var byte = UInt8(unit - 0x30)
            for _ in 0..<2 {
                guard index < units.count, (0x30...0x37).contains(units[index]) else { break }
                byte = byte &<< 3 &+ UInt8(units[index] - 0x30)
                index += 1
            }
            return Self.nextStepLatin[Int(byte)]
        case 0x55:  // U
            var value: UInt16 = 0
            // Four tries; a try at a character that is no hex digit reads
            // nothing and still counts, as in getSlashedChar.
            for _ in 0..<4 where index < units.count {
                if let digit = Self.hexValue(units[index]) {
                    value = value &<< 4 | digit
                    index += 1
                }
            }
            return value
        case 0x61: return 0x07  // a
        case 0x62: return 0x08  // b
        case 0x66: return 0x0C  // f
        case 0x6E: return 0x0A  // n
        case 0x72: return 0x0D  // r
        case 0x74: return 0x09  // t
        case 0x76: return 0x0B  // v
        default: return unit   // ", \, ', a newline, anything else: itself
        }
    }

    /// Each byte read as NeXTSTEP Latin, the encoding Core Foundation
    /// converts an octal escape's byte from
    /// (`CFStringEncodingBytesToUnicode(kCFStringEncodingNextStepLatin, …)`),
    /// through Foundation's own converter; U+0000 where it has none.
    static let nextStepLatin: [UInt16] = (0...255).map { byte -> UInt16 in
        guard let text = String(bytes: [UInt8(byte)], encoding: .nextstep), text.utf16.count == 1 else { return byte < 0x80 ? UInt16(byte) : 0 }
        return text.utf16.first!
    }

    /// UTF-16 code units as a String, as `String(decoding:as: UTF16.self)`
    /// makes it (each unpaired surrogate becomes U+FFFD), transcoded to
    /// UTF-8 in one pass: the standard library's generic path took a fifth
    /// of reading 34 languages' tables.
    package static func string<Units: Collection<UInt16>>(_ units: Units) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(units.count)
        var index = units.startIndex
        while index != units.endIndex {
            let unit = units[index]
            units.formIndex(after: &index)
            switch unit {
            case 0..<0x80:
                bytes.append(UInt8(unit))
            case 0x80..<0x800:
                bytes.append(0xC0 | UInt8(unit >> 6))
                bytes.append(0x80 | UInt8(unit & 0x3F))
            case 0xD800..<0xDC00:
                guard index != units.endIndex, (0xDC00..<0xE000).contains(units[index]) else {
                    bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    continue
                }
                let scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                units.formIndex(after: &index)
                bytes.append(0xF0 | UInt8(scalar >> 18))
                bytes.append(0x80 | UInt8((scalar >> 12) & 0x3F))
                bytes.append(0x80 | UInt8((scalar >> 6) & 0x3F))
                bytes.append(0x80 | UInt8(scalar & 0x3F))
            case 0xDC00..<0xE000:
                bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
            default:
                bytes.append(0xE0 | UInt8(unit >> 12))
                bytes.append(0x80 | UInt8((unit >> 6) & 0x3F))
                bytes.append(0x80 | UInt8(unit & 0x3F))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
