/// Reading one line of `measure --batch` JSON Lines input straight into a
/// `MeasureLine`: a single pass over the bytes that knows the line's keys
/// and their types, without building a general JSON value (Foundation's
/// `JSONSerialization` and then `JSONDecoder` took about 5 µs a line, as
/// long as measuring it).
///
/// It reads JSON as RFC 8259 defines it, and says what is wrong in the
/// order a person fixes it: bytes that are not UTF-8, a lone surrogate
/// escape, the first syntax error (with its column), a line that is not an
/// object, an unknown key, a value of the wrong type.
extension MeasureLine {
    /// Reads `bytes`, one JSON object, as the request line `number`.
    ///
    /// - Throws: `SlotFitError.invalidArgument` naming the line, and the
    ///   column or key, with the fix.
    init(jsonLine bytes: UnsafeBufferPointer<UInt8>, number: Int) throws {
        var reader = JSONLineReader(bytes: bytes, number: number)
        self = try reader.read()
    }
}

/// The reader behind `MeasureLine(jsonLine:number:)`.
private struct JSONLineReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let number: Int
    var i = 0
    /// The first key no request has, and the first value of the wrong type:
    /// reported once the whole line is known to be well-formed JSON.
    var unknownKey: String?
    var typeError: String?

    init(bytes: UnsafeBufferPointer<UInt8>, number: Int) {
        self.bytes = bytes
        self.number = number
    }

    static let example = #"write one object per line, e.g. {"text":"Hello","width":52.33}"#

    /// The first syntax error, unless the line's bytes are not UTF-8
    /// (the cause to fix first).
    func syntax(_ expected: String) -> SlotFitError {
        if String(validating: bytes, as: UTF8.self) == nil { return notUTF8() }
        let found = i < bytes.count ? " at column \(column(of: i))" : " at the end of the line"
        return SlotFitError(.invalidArgument, "line \(number) is not valid JSON: expected \(expected)\(found); \(JSONLineReader.example)")
    }

    /// The 1-based column of byte `offset`, in characters.
    func column(of offset: Int) -> Int {
        var characters = 1
        for k in 0..<min(offset, bytes.count) where bytes[k] & 0xC0 != 0x80 { characters += 1 }
        return characters
    }

    mutating func space() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D || bytes[i] == 0x0A { i += 1 }
    }

    mutating func read() throws -> MeasureLine {
        space()
        guard i < bytes.count else { throw syntax("a JSON object") }
        guard bytes[i] == 0x7B else {
            // A well-formed value that is not an object, or no JSON at all.
            let start = i
            if (try? skipValue(depth: 0)) != nil {
                space()
                if i == bytes.count {
                    throw SlotFitError(.invalidArgument, "line \(number) is not a JSON object; \(JSONLineReader.example)")
                }
            }
            i = start
            throw syntax("a JSON object")
        }
        i += 1
        var line = MeasureLine(text: "")
        var hasText = false
        var seen: Set<String> = []
        space()
        if i < bytes.count, bytes[i] == 0x7D {
            i += 1
        } else {
            while true {
                space()
                guard i < bytes.count, bytes[i] == 0x22 else { throw syntax("a key in double quotes") }
                let key = try string()
                space()
                guard i < bytes.count, bytes[i] == 0x3A else { throw syntax("\":\" after the key") }
                i += 1
                space()
                if !seen.insert(key).inserted, typeError == nil {
                    typeError = "line \(number): the key \"\(key)\" appears twice; keep one"
                }
                if try readValue(for: key, into: &line) { hasText = true }
                space()
                guard i < bytes.count else { throw syntax("\",\" or \"}\"") }
                if bytes[i] == 0x2C { i += 1; continue }
                if bytes[i] == 0x7D { i += 1; break }
                throw syntax("\",\" or \"}\"")
            }
        }
        space()
        guard i == bytes.count else { throw syntax("the end of the line after the object") }
        if let unknownKey {
            let suggestion = DidYouMean.nearest(to: unknownKey, in: MeasureLine.keys) ?? "text"
            throw SlotFitError(.invalidArgument, "line \(number): unknown key \"\(unknownKey)\"\(DidYouMean.phrase(suggestion)) Keys: \(MeasureLine.keys.joined(separator: ", "))")
        }
        if let typeError { throw SlotFitError(.invalidArgument, typeError) }
        guard hasText else {
            throw SlotFitError(.invalidArgument, "line \(number): missing key \"text\"; every line needs the text to measure, e.g. {\"text\":\"Hello\"}")
        }
        return line
    }

    /// Reads the value of `key` into `line`; `true` when it was the text.
    mutating func readValue(for key: String, into line: inout MeasureLine) throws -> Bool {
        let start = i
        func mismatch(_ wanted: String) throws {
            i = start
            try skipValue(depth: 0)
            if typeError == nil {
                let shown = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(i, start + 40)]), as: UTF8.self)
                typeError = "line \(number): \(key) should be \(wanted), not \(shown)\(i - start > 40 ? "…" : "")"
            }
        }
        guard i < bytes.count else { throw syntax("a value") }
        let isNull = bytes[i] == 0x6E
        switch key {
        case "text":
            guard bytes[i] == 0x22 else { try mismatch("a string"); return false }
            line.text = try string()
            return true
        case "locale", "style", "weight", "truncation", "layoutDirection":
            if isNull { try literal("null"); return false }
            guard bytes[i] == 0x22 else { try mismatch("a string or null"); return false }
            let value = try string()
            switch key {
            case "locale": line.locale = value
            case "style": line.style = value
            case "weight": line.weight = value
            case "truncation": line.truncation = value
            default: line.layoutDirection = value
            }
        case "size", "tracking", "width", "height", "minimumScaleFactor", "lineLimit":
            if isNull { try literal("null"); return false }
            guard bytes[i] == 0x2D || (0x30...0x39).contains(bytes[i]) else { try mismatch("a number or null"); return false }
            let value = try numberValue()
            guard value.isFinite else {
                if typeError == nil { typeError = "line \(number): \(key) is beyond the largest number a Double holds; give a number of points" }
                return false
            }
            switch key {
            case "size": line.size = value
            case "tracking": line.tracking = value
            case "width": line.width = value
            case "height": line.height = value
            case "minimumScaleFactor": line.minimumScaleFactor = value
            default:
                guard value.rounded() == value, abs(value) < 1e15 else {
                    if typeError == nil { typeError = "line \(number): lineLimit should be a whole number, not \(value)" }
                    return false
                }
                line.lineLimit = Int(value)
            }
        case "monospacedDigits", "pinLTR":
            if isNull { try literal("null"); return false }
            let value: Bool
            if bytes[i] == 0x74 { try literal("true"); value = true }
            else if bytes[i] == 0x66 { try literal("false"); value = false }
            else { try mismatch("true, false or null"); return false }
            if key == "pinLTR" { line.pinLTR = value } else { line.monospacedDigits = value }
        default:
            if unknownKey == nil { unknownKey = key }
            try skipValue(depth: 0)
        }
        return false
    }

    mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        let matches = i + count <= bytes.count && (0..<count).allSatisfy { bytes[i + $0] == word.utf8Start[$0] }
        guard matches else { throw syntax("a value") }
        i += count
    }

    /// A number as RFC 8259 writes it: `-`, digits without a leading zero,
    /// an optional fraction and exponent.
    mutating func numberValue() throws -> Double {
        let start = i
        func digits() -> Int {
            let first = i
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 }
            return i - first
        }
        if i < bytes.count, bytes[i] == 0x2D { i += 1 }
        guard i < bytes.count, (0x30...0x39).contains(bytes[i]) else { throw syntax("a digit") }
        if bytes[i] == 0x30 { i += 1 } else { _ = digits() }
        if i < bytes.count, bytes[i] == 0x2E {
            i += 1
            guard digits() > 0 else { throw syntax("a digit after the decimal point") }
        }
        if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
            i += 1
            if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
            guard digits() > 0 else { throw syntax("a digit in the exponent") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        return Double(text) ?? .nan
    }

    /// A string starting at the opening quote, its escapes decoded.
    mutating func string() throws -> String {
        i += 1
        let start = i
        // Fast path: no escape, ASCII or valid UTF-8 to the closing quote.
        while i < bytes.count, bytes[i] != 0x22, bytes[i] != 0x5C, bytes[i] >= 0x20 { i += 1 }
        if i < bytes.count, bytes[i] == 0x22 {
            let slice = UnsafeBufferPointer(rebasing: bytes[start..<i])
            guard let text = String(validating: slice, as: UTF8.self) else { throw notUTF8() }
            i += 1
            return text
        }
        var out: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<i]))
        while true {
            guard i < bytes.count else { throw syntax("a closing quote") }
            let byte = bytes[i]
            if byte == 0x22 { i += 1; break }
            if byte < 0x20 { throw syntax("a closing quote (a control character in a string is written as an escape, e.g. \\t)") }
            guard byte == 0x5C else { out.append(byte); i += 1; continue }
            i += 1
            guard i < bytes.count else { throw syntax("an escape after \\") }
            switch bytes[i] {
            case 0x22: out.append(0x22)
            case 0x5C: out.append(0x5C)
            case 0x2F: out.append(0x2F)
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x75:
                let escapeStart = i - 1
                i += 1
                let unit = try hex4()
                var scalar: Unicode.Scalar?
                if (0xD800...0xDBFF).contains(unit) {
                    if i + 1 < bytes.count, bytes[i] == 0x5C, bytes[i + 1] == 0x75 {
                        let save = i
                        i += 2
                        let low = try hex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                        } else {
                            i = save
                        }
                    }
                } else if !(0xDC00...0xDFFF).contains(unit) {
                    scalar = Unicode.Scalar(unit)
                }
                guard let scalar else {
                    let escape = String(decoding: UnsafeBufferPointer(rebasing: bytes[escapeStart..<(escapeStart + 6)]), as: UTF8.self)
                    throw SlotFitError(.invalidArgument, "line \(number): \"\(escape)\" is a lone UTF-16 surrogate, not a character; encode the character whole (a surrogate pair, or the character itself)")
                }
                out.append(contentsOf: String(Character(scalar)).utf8)
                continue
            default:
                throw syntax("an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)")
            }
            i += 1
        }
        guard let text = String(validating: out, as: UTF8.self) else { throw notUTF8() }
        return text
    }

    func notUTF8() -> SlotFitError {
        SlotFitError(.invalidArgument, "line \(number) is not valid UTF-8; save the input as UTF-8")
    }

    mutating func hex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard i < bytes.count else { throw syntax("four hexadecimal digits after \\u") }
            let byte = bytes[i]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw syntax("four hexadecimal digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            i += 1
        }
        return value
    }

    /// Steps over any value (an unknown key's, or a mistyped one).
    mutating func skipValue(depth: Int) throws {
        guard depth < 64 else { throw syntax("less nesting (64 levels at most)") }
        space()
        guard i < bytes.count else { throw syntax("a value") }
        switch bytes[i] {
        case 0x22: _ = try string()
        case 0x74: try literal("true")
        case 0x66: try literal("false")
        case 0x6E: try literal("null")
        case 0x2D, 0x30...0x39: _ = try numberValue()
        case 0x7B, 0x5B:
            let close: UInt8 = bytes[i] == 0x7B ? 0x7D : 0x5D
            i += 1
            space()
            if i < bytes.count, bytes[i] == close { i += 1; return }
            while true {
                space()
                if close == 0x7D {
                    guard i < bytes.count, bytes[i] == 0x22 else { throw syntax("a key in double quotes") }
                    _ = try string()
                    space()
                    guard i < bytes.count, bytes[i] == 0x3A else { throw syntax("\":\" after the key") }
                    i += 1
                }
                try skipValue(depth: depth + 1)
                space()
                guard i < bytes.count else { throw syntax(close == 0x7D ? "\",\" or \"}\"" : "\",\" or \"]\"") }
                if bytes[i] == 0x2C { i += 1; continue }
                if bytes[i] == close { i += 1; return }
                throw syntax(close == 0x7D ? "\",\" or \"}\"" : "\",\" or \"]\"")
            }
        default:
            throw syntax("a value")
        }
    }
}
