/// Where a JSON text first goes wrong, for an error a person can act on:
/// Foundation's decoder says only "not valid JSON". A recognizer, not a
/// parser (the profile is decoded by `JSONDecoder` once it is well formed).
enum JSONSyntaxCheck {
    /// The line, column and what was expected at the first error; `nil`
    /// when the text is well-formed JSON.
    static func firstError(in bytes: [UInt8]) -> (line: Int, column: Int, expected: String)? {
        var i = 0
        var failure: (offset: Int, expected: String)? = nil
        func fail(_ expected: String) -> Bool { if failure == nil { failure = (i, expected) }; return false }
        func space() { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
        func literal(_ word: String) -> Bool {
            let w = Array(word.utf8)
            guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else { return fail(word) }
            i += w.count
            return true
        }
        func string() -> Bool {
            guard i < bytes.count, bytes[i] == 0x22 else { return fail("a string in double quotes") }
            i += 1
            while i < bytes.count, bytes[i] != 0x22 {
                if bytes[i] < 0x20 { return fail("a closing quote (control characters must be escaped)") }
                i += bytes[i] == 0x5C ? 2 : 1
            }
            guard i < bytes.count else { return fail("a closing quote") }
            i += 1
            return true
        }
        func number() -> Bool {
            let start = i
            while i < bytes.count, "+-0123456789.eE".utf8.contains(bytes[i]) { i += 1 }
            return i > start && Double(String(decoding: bytes[start..<i], as: UTF8.self)) != nil ? true : { i = start; return fail("a value") }()
        }
        func value(_ depth: Int) -> Bool {
            guard depth < 256 else { return fail("less nesting") }
            space()
            guard i < bytes.count else { return fail("a value") }
            switch bytes[i] {
            case 0x7B: // {
                i += 1; space()
                if i < bytes.count, bytes[i] == 0x7D { i += 1; return true }
                while true {
                    space()
                    guard string() else { return false }
                    space()
                    guard i < bytes.count, bytes[i] == 0x3A else { return fail("\":\" after the key") }
                    i += 1
                    guard value(depth + 1) else { return false }
                    space()
                    guard i < bytes.count else { return fail("\",\" or \"}\"") }
                    if bytes[i] == 0x2C { i += 1; continue }
                    if bytes[i] == 0x7D { i += 1; return true }
                    return fail("\",\" or \"}\"")
                }
            case 0x5B: // [
                i += 1; space()
                if i < bytes.count, bytes[i] == 0x5D { i += 1; return true }
                while true {
                    guard value(depth + 1) else { return false }
                    space()
                    guard i < bytes.count else { return fail("\",\" or \"]\"") }
                    if bytes[i] == 0x2C { i += 1; continue }
                    if bytes[i] == 0x5D { i += 1; return true }
                    return fail("\",\" or \"]\"")
                }
            case 0x22: return string()
            case 0x74: return literal("true")
            case 0x66: return literal("false")
            case 0x6E: return literal("null")
            default: return number()
            }
        }
        if value(0) { space(); if i < bytes.count { _ = fail("the end of the file") } }
        guard let failure else { return nil }
        let (line, column) = UTF8Position.lineAndColumn(at: failure.offset, in: bytes)
        return (line, column, failure.expected)
    }
}
