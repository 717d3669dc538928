import Foundation

/// A strict JSON parser (RFC 8259) that reports errors by line and column
/// and keeps member order and number text.
package struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    /// Where the text parsed ends (the end of `bytes`, or of a range of it).
    private let end: Int
    private let source: String

    /// Parses `bytes`; `source` names the file in errors.
    package static func parse(_ bytes: [UInt8], source: String) throws -> JSONValue {
        try parse(bytes, range: 0..<bytes.count, source: source)
    }

    /// Parses the one value written in `range` of `bytes` (a member of a
    /// larger document): errors give the line and column in all of `bytes`.
    package static func parse(_ bytes: [UInt8], range: Range<Int>, source: String) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes, end: range.upperBound, source: source)
        parser.index = range.lowerBound
        if range.lowerBound == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.end else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8], end: Int, source: String) {
        self.bytes = bytes
        self.end = min(end, bytes.count)
        self.source = source
    }

    private func error(_ message: String, at offset: Int? = nil) -> SlotFitError {
        let (line, column) = UTF8Position.lineAndColumn(at: offset ?? index, in: bytes)
        return SlotFitError(.syntax, "invalid JSON: \(message); fix the file (or let Xcode rewrite it)", at: SourceLocation(file: source, line: line, column: column))
    }

    private mutating func skipWhitespace() {
        while index < end {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private var current: UInt8? { index < end ? bytes[index] : nil }

    private mutating func expect(_ byte: UInt8, _ what: String) throws {
        guard current == byte else {
            throw error(current == nil ? "the file ends where \(what) was expected" : "expected \(what), found \(describe(current!))")
        }
        index += 1
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "byte 0x%02X", byte)
    }

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard depth < 512 else { throw error("nesting deeper than 512 levels") }
        guard let byte = current else { throw error("the file ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("expected a value, found \(describe(byte))")
        }
    }

    private mutating func literal(_ word: String) throws {
        let start = index
        for expected in word.utf8 {
            guard current == expected else { throw error("expected '\(word)'", at: start) }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object([]) }
        while true {
            skipWhitespace()
            let keyStart = index
            guard current == UInt8(ascii: "\"") else {
                throw error(current == nil ? "the file ends inside an object" : "expected a member name in double quotes, found \(describe(current!))")
            }
            let key = try parseString()
            // Small objects: a linear scan beats hashing every key.
            let duplicate = members.count < 16 ? members.contains { $0.key == key } : !seen.insert(key).inserted
            if members.count == 15 { seen = Set(members.map(\.key)); seen.insert(key) }
            guard !duplicate else { throw error("duplicate key \"\(key)\"", at: keyStart) }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the member name")
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return .object(members)
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array([]) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return .array(elements)
        }
    }

    private mutating func parseNumber() throws -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while let c = current, c >= 0x30 && c <= 0x39 { index += 1 }
            return index - from
        }
        if current == UInt8(ascii: "0") { index += 1 } else if digits() == 0 { throw error("a number needs digits", at: start) }
        if current == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { throw error("a number needs digits after '.'", at: start) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { throw error("a number needs digits in its exponent", at: start) }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseString() throws -> String {
        let start = index
        index += 1
        // Fast path: no escapes — one validated slice.
        var scan = index
        while scan < end, bytes[scan] != UInt8(ascii: "\""), bytes[scan] != UInt8(ascii: "\\"), bytes[scan] >= 0x20 { scan += 1 }
        if scan < end, bytes[scan] == UInt8(ascii: "\"") {
            guard let text = String(validating: bytes[index..<scan], as: UTF8.self) else { throw error("invalid UTF-8 in a string", at: index) }
            index = scan + 1
            return text
        }
        var out: [UInt8] = []
        out.reserveCapacity(scan - index + 16)
        func appendScalar(_ value: UInt32) {
            var utf8 = [UInt8]()
            for unit in String(Unicode.Scalar(value)!).utf8 { utf8.append(unit) }
            out.append(contentsOf: utf8)
        }
        while true {
            guard let byte = current else { throw error("unterminated string", at: start) }
            if byte == UInt8(ascii: "\"") {
                index += 1
                guard let text = String(validating: out, as: UTF8.self) else { throw error("invalid UTF-8 in a string", at: start) }
                return text
            }
            if byte < 0x20 { throw error("a control character (\(describe(byte))) inside a string must be escaped") }
            if byte != UInt8(ascii: "\\") { out.append(byte); index += 1; continue }
            index += 1
            guard let escape = current else { throw error("unterminated escape", at: start) }
            index += 1
            switch escape {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                let high = try hex4()
                if (0xD800...0xDBFF).contains(high) {
                    guard current == UInt8(ascii: "\\"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error(String(format: "\\u%04X is a lone surrogate; escape the whole character as a surrogate pair", high))
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error(String(format: "\\u%04X is a lone surrogate", high)) }
                    appendScalar(UTF16.codePoint(lead: UInt16(high), trail: UInt16(low)))
                } else if (0xDC00...0xDFFF).contains(high) {
                    throw error(String(format: "\\u%04X is a lone surrogate", high))
                } else {
                    appendScalar(high)
                }
            default:
                throw error("unknown escape \\\(Character(Unicode.Scalar(escape)))", at: index - 2)
            }
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= end, let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) else {
            throw error("\\u needs four hex digits")
        }
        index += 4
        return value
    }
}
