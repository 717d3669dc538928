/// Apple's printf dialect, parsed: IEEE printf conversions plus `%@`,
/// positional `%1$@`, length modifiers `h hh l ll q z t j L`, `%%`, and
/// `%#@name@` substitutions. Parsing never fails and never traps: what is
/// not a conversion is reported as a problem with its offset.
public struct FormatString: Sendable, Hashable {
    /// A piece of the string.
    public enum Token: Sendable, Hashable {
        case literal(String)
        /// `%%`.
        case percent
        case specifier(FormatSpecifier)
    }

    /// Something in the string that is not a valid conversion.
    public struct Problem: Sendable, Hashable {
        /// UTF-16 offset of the `%`.
        public var offset: Int
        /// The text from `%` to where parsing gave up.
        public var text: String
        /// What is wrong.
        public var message: String
    }

    /// The tokens in order.
    public var tokens: [Token]
    /// Invalid conversions (a lone `%` at the end, an unknown conversion…).
    public var problems: [Problem]

    /// The conversions in order.
    public var specifiers: [FormatSpecifier] {
        tokens.compactMap { if case .specifier(let s) = $0 { return s } else { return nil } }
    }

    static let conversions: Set<Character> = ["@", "d", "D", "i", "u", "U", "o", "O", "x", "X", "f", "F", "e", "E", "g", "G",
                                              "a", "A", "c", "C", "s", "S", "p"]
    static let flagCharacters: Set<Character> = ["-", "+", " ", "#", "0", "'"]

    /// Parses `text`.
    public init(_ text: String) {
        var tokens: [Token] = []
        var problems: [Problem] = []
        let scalars = Array(text.unicodeScalars)
        var offsets = [Int](repeating: 0, count: scalars.count + 1)
        for (i, s) in scalars.enumerated() { offsets[i + 1] = offsets[i] + (s.value > 0xFFFF ? 2 : 1) }
        var literal = String.UnicodeScalarView()
        func flushLiteral() {
            if !literal.isEmpty { tokens.append(.literal(String(literal))); literal = String.UnicodeScalarView() }
        }
        func slice(_ a: Int, _ b: Int) -> String { String(String.UnicodeScalarView(scalars[a..<min(b, scalars.count)])) }
        func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
        func char(_ i: Int) -> Character? { i < scalars.count ? Character(scalars[i]) : nil }

        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else { literal.append(scalars[i]); i += 1; continue }
            let start = i
            var j = i + 1
            if char(j) == "%" { flushLiteral(); tokens.append(.percent); i = j + 1; continue }
            // Positional: digits then '$'.
            var position: Int? = nil
            var k = j
            while isDigit(k) { k += 1 }
            if k > j, char(k) == "$" {
                position = Int(slice(j, k)).flatMap { $0 > 0 && $0 < 10_000 ? $0 : nil }
                if position == nil {
                    problems.append(Problem(offset: offsets[start], text: slice(start, k + 1), message: "argument position must be 1 or more"))
                }
                j = k + 1
            }
            var flags = ""
            while let c = char(j), FormatString.flagCharacters.contains(c) { flags.append(c); j += 1 }
            // %#@name@ substitution.
            if flags.contains("#"), char(j) == "@" {
                var end = j + 1
                while end < scalars.count, scalars[end] != "@" { end += 1 }
                if end < scalars.count, end > j + 1 {
                    flushLiteral()
                    let name = slice(j + 1, end)
                    tokens.append(.specifier(FormatSpecifier(text: slice(start, end + 1), position: position, flags: flags, width: nil,
                                                             precision: nil, length: "", conversion: "@", substitution: name,
                                                             offset: offsets[start])))
                    i = end + 1
                    continue
                }
                problems.append(Problem(offset: offsets[start], text: slice(start, end), message: "a substitution needs a name between @ and @"))
                literal.append(contentsOf: scalars[start..<min(end, scalars.count)])
                i = min(end, scalars.count)
                continue
            }
            var width: String? = nil
            if char(j) == "*" { width = "*"; j += 1 } else {
                let w = j
                while isDigit(j) { j += 1 }
                if j > w { width = slice(w, j) }
            }
            var precision: String? = nil
            if char(j) == "." {
                j += 1
                if char(j) == "*" { precision = "*"; j += 1 } else {
                    let p = j
                    while isDigit(j) { j += 1 }
                    precision = slice(p, j)
                }
            }
            var length = ""
            for candidate in ["hh", "ll", "h", "l", "q", "z", "t", "j", "L"] {
                let chars = Array(candidate.unicodeScalars)
                if j + chars.count <= scalars.count, Array(scalars[j..<(j + chars.count)]) == chars {
                    length = candidate
                    j += chars.count
                    break
                }
            }
            guard let conversion = char(j), FormatString.conversions.contains(conversion) else {
                let message = char(j) == nil ? "a lone % at the end; write %% for a percent sign"
                    : "\"\(slice(start, j + 1))\" is not a conversion; write %% for a percent sign"
                problems.append(Problem(offset: offsets[start], text: slice(start, j + 1), message: message))
                literal.append(contentsOf: scalars[start..<min(j + 1, scalars.count)])
                i = min(j + 1, scalars.count)
                continue
            }
            flushLiteral()
            tokens.append(.specifier(FormatSpecifier(text: slice(start, j + 1), position: position, flags: flags, width: width,
                                                     precision: precision, length: length, conversion: conversion,
                                                     substitution: nil, offset: offsets[start])))
            i = j + 1
        }
        flushLiteral()
        self.tokens = tokens
        self.problems = problems
    }

    /// The argument each conversion reads, 1-based: explicit positions, or
    /// the next argument in order.
    public var argumentNumbers: [Int] {
        var next = 1
        return specifiers.map { specifier in
            if let position = specifier.position { return position }
            defer { next += 1 }
            return next
        }
    }
}
