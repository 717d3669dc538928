/// Apple's printf dialect, parsed: IEEE printf conversions plus `%@`,
/// positional `%1$@`, length modifiers `h hh l ll q z t j L`, `%%`, and
/// `%#@name@` substitutions. Parsing never fails and never traps: what is
/// not a conversion is reported as a problem with its offset.
package struct FormatString: Sendable, Hashable {
    /// A piece of the string.
    package enum Token: Sendable, Hashable {
        case literal(String)
        /// `%%`.
        case percent
        case specifier(FormatSpecifier)
    }

    /// Something in the string that is not a valid conversion.
    package struct Problem: Sendable, Hashable {
        /// UTF-16 offset of the `%`.
        package var offset: Int
        /// The text from `%` to where parsing gave up.
        package var text: String
        /// What is wrong.
        package var message: String
    }

    /// The tokens in order.
    package var tokens: [Token]
    /// Invalid conversions (a lone `%` at the end, an unknown conversion…).
    package var problems: [Problem]

    /// The conversions in order.
    package var specifiers: [FormatSpecifier] {
        tokens.compactMap { if case .specifier(let s) = $0 { return s } else { return nil } }
    }

    static let conversions: Set<Character> = ["@", "d", "D", "i", "u", "U", "o", "O", "x", "X", "f", "F", "e", "E", "g", "G",
                                              "a", "A", "c", "C", "s", "S", "p"]
    static let flagCharacters: Set<Character> = ["-", "+", " ", "#", "0", "'"]

    /// Parses `text`.
    package init(_ text: String) {
        if !text.utf8.contains(UInt8(ascii: "%")) {
            tokens = text.isEmpty ? [] : [.literal(text)]
            problems = []
            return
        }
        var tokens: [Token] = []
        var problems: [Problem] = []
        // The syntax is ASCII: scan UTF-8 bytes and cut only at ASCII bytes.
        let bytes = Array(text.utf8)
        var offsets = [Int](repeating: 0, count: bytes.count + 1)
        for (k, b) in bytes.enumerated() {
            // UTF-16 offsets: a lead byte starts a code point (2 units for 4-byte ones).
            offsets[k + 1] = offsets[k] + (b & 0xC0 == 0x80 ? 0 : (b >= 0xF0 ? 2 : 1))
        }
        func slice(_ a: Int, _ b: Int) -> String { String(decoding: bytes[a..<min(b, bytes.count)], as: UTF8.self) }
        func isDigit(_ k: Int) -> Bool { k < bytes.count && bytes[k] >= 0x30 && bytes[k] <= 0x39 }
        func char(_ k: Int) -> Character? { k < bytes.count ? Character(Unicode.Scalar(bytes[k])) : nil }
        // The literal text since the last conversion (problems stay in it).
        var literalStart = 0
        var i = 0
        func flushLiteral() {
            if literalStart < i { tokens.append(.literal(slice(literalStart, i))) }
        }
        // A conversion character must be ASCII; a multi-byte character ends it.
        func ascii(_ k: Int) -> Character? { k < bytes.count && bytes[k] < 0x80 ? char(k) : nil }

        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else { i += 1; continue }
            let start = i
            var j = i + 1
            if ascii(j) == "%" { flushLiteral(); tokens.append(.percent); i = j + 1; literalStart = i; continue }
            // Positional: digits then '$'.
            var position: Int? = nil
            var k = j
            while isDigit(k) { k += 1 }
            if k > j, ascii(k) == "$" {
                position = Int(slice(j, k)).flatMap { $0 > 0 && $0 < 10_000 ? $0 : nil }
                if position == nil {
                    problems.append(Problem(offset: offsets[start], text: slice(start, k + 1), message: "argument position must be 1 or more"))
                }
                j = k + 1
            }
            var flags = ""
            while let c = ascii(j), FormatString.flagCharacters.contains(c) { flags.append(c); j += 1 }
            // %#@name@ substitution.
            if flags.contains("#"), ascii(j) == "@" {
                var end = j + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "@") { end += 1 }
                if end < bytes.count, end > j + 1 {
                    flushLiteral()
                    let name = slice(j + 1, end)
                    tokens.append(.specifier(FormatSpecifier(text: slice(start, end + 1), position: position, flags: flags, width: nil,
                                                             precision: nil, length: "", conversion: "@", substitution: name,
                                                             offset: offsets[start])))
                    i = end + 1
                    literalStart = i
                    continue
                }
                problems.append(Problem(offset: offsets[start], text: slice(start, end), message: "a substitution needs a name between @ and @"))
                i = min(end, bytes.count)
                continue
            }
            var width: String? = nil
            if ascii(j) == "*" { width = "*"; j += 1 } else {
                let w = j
                while isDigit(j) { j += 1 }
                if j > w { width = slice(w, j) }
            }
            var precision: String? = nil
            if ascii(j) == "." {
                j += 1
                if ascii(j) == "*" { precision = "*"; j += 1 } else {
                    let p = j
                    while isDigit(j) { j += 1 }
                    precision = slice(p, j)
                }
            }
            var length = ""
            for candidate in ["hh", "ll", "h", "l", "q", "z", "t", "j", "L"] {
                let chars = Array(candidate.utf8)
                if j + chars.count <= bytes.count, Array(bytes[j..<(j + chars.count)]) == chars {
                    length = candidate
                    j += chars.count
                    break
                }
            }
            guard let conversion = ascii(j), FormatString.conversions.contains(conversion) else {
                // Report the whole character that stopped the conversion.
                var stop = j
                if stop < bytes.count { stop += 1; while stop < bytes.count, bytes[stop] & 0xC0 == 0x80 { stop += 1 } }
                let message = j >= bytes.count ? "a lone % at the end; write %% for a percent sign"
                    : "\"\(slice(start, stop))\" is not a conversion; write %% for a percent sign"
                problems.append(Problem(offset: offsets[start], text: slice(start, stop), message: message))
                i = min(stop, bytes.count)
                continue
            }
            flushLiteral()
            tokens.append(.specifier(FormatSpecifier(text: slice(start, j + 1), position: position, flags: flags, width: width,
                                                     precision: precision, length: length, conversion: conversion,
                                                     substitution: nil, offset: offsets[start])))
            i = j + 1
            literalStart = i
        }
        flushLiteral()
        self.tokens = tokens
        self.problems = problems
    }

    /// The text again, each conversion replaced by `replace(specifier, the
    /// argument it reads)` and each `%%` by `percent`.
    package func rendered(percent: String, _ replace: (FormatSpecifier, Int) throws -> String) rethrows -> String {
        var out = ""
        var index = 0
        let numbers = argumentNumbers
        for token in tokens {
            switch token {
            case .literal(let text): out += text
            case .percent: out += percent
            case .specifier(let specifier):
                out += try replace(specifier, numbers[index])
                index += 1
            }
        }
        return out
    }

    /// The argument each conversion reads, 1-based: explicit positions, or
    /// the next argument in order.
    package var argumentNumbers: [Int] {
        var next = 1
        return specifiers.map { specifier in
            if let position = specifier.position { return position }
            defer { next += 1 }
            return next
        }
    }
}
