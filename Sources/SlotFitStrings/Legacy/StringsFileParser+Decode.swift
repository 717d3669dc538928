/// The file's bytes as UTF-16, by the byte order marks Core Foundation
/// looks for (`encodingForXMLData` in swift-corelibs-foundation's
/// `CFPropertyList.c`): UTF-32 and UTF-16 with a BOM in either order,
/// UTF-8 with or without one (`__CFStringDecodeByteStream3` skips it).
extension StringsFileParser {
    static func decode(_ bytes: [UInt8], source: String) throws -> [UInt16] {
        if bytes.count > 4, bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return try utf32(bytes, bigEndian: bytes[0] == 0x00, source: source)
        }
        if bytes.count >= 2, bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF {
            return try utf16(bytes, bigEndian: bytes[0] == 0xFE, source: source)
        }
        if bytes.count > 2, bytes[0] == 0x00 || bytes[1] == 0x00 {
            // Core Foundation takes this for UTF-16 without a BOM and skips
            // two bytes as if they were one: the first character is lost.
            throw SlotFitError(.syntax, "UTF-16 without a byte order mark: Core Foundation drops its first character; save it as UTF-8 (or UTF-16 with a BOM)",
                               at: SourceLocation(file: source, line: 1, column: 1))
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            let (line, column, offset) = UTF8Position.firstInvalid(body)
            throw SlotFitError(.syntax, "neither UTF-8 nor UTF-16 with a byte order mark (byte 0x\(String(body[offset], radix: 16, uppercase: true))); save it as UTF-8", at: SourceLocation(file: source, line: line, column: column))
        }
        return Array(text.utf16)
    }

    static func utf16(_ bytes: [UInt8], bigEndian: Bool, source: String) throws -> [UInt16] {
        guard bytes.count % 2 == 0 else { throw SlotFitError(.syntax, "UTF-16 file with an odd number of bytes; it is truncated", at: SourceLocation(file: source)) }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2 - 1)
        var i = 2
        while i + 1 < bytes.count {
            units.append(bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8)
            i += 2
        }
        // A lone surrogate is no text; say where, rather than read it as U+FFFD.
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var count = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: count += 1
            case .emptyInput: break loop
            case .error: throw SlotFitError(.syntax, "invalid UTF-16 (a lone surrogate) after \(count) characters; save the file again as UTF-8", at: SourceLocation(file: source))
            }
        }
        return units
    }

    static func utf32(_ bytes: [UInt8], bigEndian: Bool, source: String) throws -> [UInt16] {
        guard bytes.count % 4 == 0 else { throw SlotFitError(.syntax, "UTF-32 file with a byte count that is no multiple of 4; it is truncated", at: SourceLocation(file: source)) }
        var units: [UInt16] = []
        var i = 4
        while i + 3 < bytes.count {
            let b = bytes[i..<(i + 4)].map(UInt32.init)
            let value = bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
            guard let scalar = Unicode.Scalar(value) else {
                throw SlotFitError(.syntax, "invalid UTF-32 (0x\(String(value, radix: 16, uppercase: true)) is no character) at byte \(i); save the file as UTF-8", at: SourceLocation(file: source))
            }
            units.append(contentsOf: scalar.utf16)
            i += 4
        }
        return units
    }
}
