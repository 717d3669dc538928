/// A legacy `.strings` file: `"key" = "value";` pairs with `/* */` and `//`
/// comments, UTF-8 or UTF-16 with a byte order mark. The comment before an
/// entry becomes its comment.
public struct StringsFileParser {
    /// One entry in file order.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: String
        public var comment: String?
        /// 1-based line of the key.
        public var line: Int
    }

    /// A key defined twice: iOS keeps the last value (Core Foundation's
    /// strings-file parser sets each pair into one dictionary in file
    /// order), so SlotFit does too, and reports the earlier one.
    public struct Duplicate: Sendable, Hashable {
        public var key: String
        /// 1-based line of the later definition (the one that counts).
        public var line: Int
        /// 1-based line of the earlier definition.
        public var firstLine: Int

        /// Creates a duplicate.
        public init(key: String, line: Int, firstLine: Int) { self.key = key; self.line = line; self.firstLine = firstLine }
    }

    private let scalars: [Unicode.Scalar]
    private let source: String
    private var index = 0
    /// Index of the first scalar of each line, for positions in O(log n).
    private let lineStarts: [Int]
    private var duplicates: [Duplicate] = []

    /// Parses a file's bytes; `source` names it in errors. A key defined
    /// twice keeps its last value, in the place of its first.
    public static func parse(_ bytes: [UInt8], source: String) throws -> [Entry] {
        try read(bytes, source: source).entries
    }

    /// Parses a file's bytes, with the keys defined more than once.
    public static func read(_ bytes: [UInt8], source: String) throws -> (entries: [Entry], duplicates: [Duplicate]) {
        var parser = StringsFileParser(scalars: try decode(bytes, source: source), source: source)
        let entries = try parser.entries()
        return (entries, parser.duplicates)
    }

    private init(scalars: [Unicode.Scalar], source: String) {
        self.scalars = scalars
        self.source = source
        var starts = [0]
        for (i, s) in scalars.enumerated() where s == "\n" { starts.append(i + 1) }
        lineStarts = starts
    }

    /// UTF-16 with a BOM (either order), UTF-8 with or without one.
    static func decode(_ bytes: [UInt8], source: String) throws -> [Unicode.Scalar] {
        if bytes.count >= 2 && (bytes[0] == 0xFF && bytes[1] == 0xFE || bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let little = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else { throw SlotFitError(.syntax, "UTF-16 file with an odd number of bytes; it is truncated", at: SourceLocation(file: source)) }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var i = 2
            while i + 1 < bytes.count {
                units.append(little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
                i += 2
            }
            var scalars: [Unicode.Scalar] = []
            var iterator = units.makeIterator()
            var decoder = UTF16()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let s): scalars.append(s)
                case .emptyInput: break loop
                case .error: throw SlotFitError(.syntax, "invalid UTF-16 (a lone surrogate) after \(scalars.count) characters", at: SourceLocation(file: source))
                }
            }
            return scalars
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            let (line, column, offset) = UTF8Position.firstInvalid(body)
            throw SlotFitError(.syntax, "neither UTF-8 nor UTF-16 with a byte order mark (byte 0x\(String(body[offset], radix: 16, uppercase: true))); save it as UTF-8", at: SourceLocation(file: source, line: line, column: column))
        }
        return Array(text.unicodeScalars)
    }

    private func position(_ at: Int) -> SourceLocation {
        let line = self.line(at)
        return SourceLocation(file: source, line: line, column: min(at, scalars.count) - lineStarts[line - 1] + 1)
    }

    /// The 1-based line of scalar `at`, by binary search over line starts.
    private func line(_ at: Int) -> Int {
        let target = min(at, scalars.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= target { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    private mutating func skip() throws -> String? {
        var comment: String? = nil
        while index < scalars.count {
            let s = scalars[index]
            if s.properties.isWhitespace { index += 1; continue }
            if s == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = index
                index += 2
                var text = String.UnicodeScalarView()
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { text.append(scalars[index]); index += 1 }
                guard index + 1 < scalars.count else { throw SlotFitError(.syntax, "unterminated /* comment; close it with */", at: position(start)) }
                index += 2
                comment = String(text).trimmingWhitespaceAndNewlines
                continue
            }
            if s == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                var text = String.UnicodeScalarView()
                index += 2
                while index < scalars.count, scalars[index] != "\n" { text.append(scalars[index]); index += 1 }
                comment = String(text).trimmingWhitespaceAndNewlines
                continue
            }
            break
        }
        return comment
    }

    private mutating func entries() throws -> [Entry] {
        var result: [Entry] = []
        var seen: [String: Int] = [:]
        while true {
            let comment = try skip()
            guard index < scalars.count else { return result }
            let keyStart = index
            let key = try token("a key")
            _ = try skip()
            let value: String
            if index < scalars.count, scalars[index] == ";" {
                // `"key";`: the strings-file shortcut whose value is the key.
                value = key
            } else {
                guard index < scalars.count, scalars[index] == "=" else {
                    throw SlotFitError(.syntax, "expected = after the key \"\(key)\"; write \"key\" = \"value\";", at: position(index))
                }
                index += 1
                _ = try skip()
                value = try token("a value")
                _ = try skip()
            }
            guard index < scalars.count, scalars[index] == ";" else {
                throw SlotFitError(.syntax, "expected ; after the value of \"\(key)\"", at: position(index))
            }
            index += 1
            let keyLine = line(keyStart)
            if let previous = seen[key] {
                duplicates.append(Duplicate(key: key, line: keyLine, firstLine: result[previous].line))
                result[previous].value = value
                result[previous].line = keyLine
                if let comment { result[previous].comment = comment }
                continue
            }
            seen[key] = result.count
            result.append(Entry(key: key, value: value, comment: comment, line: keyLine))
        }
    }

    private mutating func token(_ what: String) throws -> String {
        guard index < scalars.count else { throw SlotFitError(.syntax, "the file ends where \(what) was expected", at: position(index)) }
        if scalars[index] == "\"" { return try quoted() }
        var text = String.UnicodeScalarView()
        while index < scalars.count, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) || "_.$:/-".unicodeScalars.contains(scalars[index]) {
            text.append(scalars[index]); index += 1
        }
        guard !text.isEmpty else { throw SlotFitError(.syntax, "expected \(what) in double quotes", at: position(index)) }
        return String(text)
    }

    private mutating func quoted() throws -> String {
        let start = index
        index += 1
        var text = String.UnicodeScalarView()
        while index < scalars.count {
            let s = scalars[index]
            if s == "\"" { index += 1; return String(text) }
            if s == "\\" {
                index += 1
                guard index < scalars.count else { break }
                let e = scalars[index]
                index += 1
                switch e {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "0": text.append("\0")
                case "a": text.append("\u{7}")
                case "b": text.append("\u{8}")
                case "f": text.append("\u{C}")
                case "v": text.append("\u{B}")
                case "U", "u":
                    guard index + 4 <= scalars.count, let value = UInt32(String(String.UnicodeScalarView(scalars[index..<(index + 4)])), radix: 16) else {
                        throw SlotFitError(.syntax, "\\U needs four hex digits", at: position(index - 2))
                    }
                    index += 4
                    var code = value
                    if (0xD800...0xDBFF).contains(value), index + 6 <= scalars.count, scalars[index] == "\\",
                       let low = UInt32(String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 6)])), radix: 16), (0xDC00...0xDFFF).contains(low) {
                        code = UTF16.codePoint(lead: UInt16(value), trail: UInt16(low))
                        index += 6
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw SlotFitError(.syntax, "\\U\(String(value, radix: 16)) is a lone surrogate", at: position(index - 6)) }
                    text.append(scalar)
                default: text.append(e)
                }
                continue
            }
            text.append(s)
            index += 1
        }
        throw SlotFitError(.syntax, "unterminated string; close it with \"", at: position(start))
    }
}

extension String {
    var trimmingWhitespaceAndNewlines: String {
        let s = unicodeScalars
        guard let a = s.firstIndex(where: { !$0.properties.isWhitespace }), let b = s.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(s[a...b])
    }
}
