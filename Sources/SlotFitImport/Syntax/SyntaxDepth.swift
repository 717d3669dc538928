import SlotFit
import SwiftSyntax

/// How deep a syntax tree nests, measured without recursion (an explicit
/// stack), so a tree of any depth is measured on any stack.
enum SyntaxDepth {
    /// Throws at the first node (in source order) that lies deeper than
    /// `limit`, with its line and column in `file`.
    static func check(_ root: Syntax, limit: Int, source: String, file: String) throws {
        var stack: [(Syntax, Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            if depth > limit {
                let (line, column) = lineAndColumn(of: node.positionAfterSkippingLeadingTrivia.utf8Offset, in: source)
                throw SlotFitError(.swiftSource, "the Swift here nests more than \(limit) levels deep (a chain of hundreds of modifiers, or of operands in one expression?); SlotFit reads no deeper, so nothing of this file was read: split the expression into smaller views or values, or leave the file out of sources:",
                                   at: SourceLocation(file: file, line: line, column: column))
            }
            // Children pushed last-first, so the first child is visited first.
            for child in node.children(viewMode: .sourceAccurate).reversed() { stack.append((child, depth + 1)) }
        }
    }

    /// Throws at the first `[` nested more than `limit` square brackets
    /// deep, read from the text before parsing (outside comments and string
    /// literals, but inside their interpolations, which are code). SwiftParser's
    /// lookahead for array types tries the inline-array form (`[3 of Int]`)
    /// and then the plain one at every `[`, so its time doubles with each
    /// level: 20 nested `[` take seconds, 30 take hours. No Swift a Live
    /// Activity holds nests them so deep. The scan follows the lexer's rules
    /// where they decide what is code: a single-line string ends at its line
    /// even unterminated, and `\(…)` inside a string is code.
    static func checkBrackets(_ source: String, limit: Int, file: String) throws {
        let bytes = Array(source.utf8)
        /// Where the scan is: code (at the top, or inside an interpolation
        /// with its open parentheses counted), or a string literal.
        enum Context { case code(interpolation: Int?), string(multiline: Bool) }
        var contexts: [Context] = [.code(interpolation: nil)]
        var depth = 0
        var stack: [UInt8] = []
        var index = 0
        func at(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return text.withUTF8Buffer { pattern in (0..<count).allSatisfy { bytes[index + $0] == pattern[$0] } }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch contexts[contexts.count - 1] {
            case .string(let multiline):
                if byte == UInt8(ascii: "\\") {
                    // `\(` and a raw string's `\#(`: code until the matching `)`.
                    var next = index + 1
                    while next < bytes.count, bytes[next] == UInt8(ascii: "#") { next += 1 }
                    if next < bytes.count, bytes[next] == UInt8(ascii: "(") {
                        contexts.append(.code(interpolation: 1))
                        stack.append(UInt8(ascii: "("))
                        index = next + 1
                    } else {
                        index += 2
                    }
                } else if !multiline, byte == UInt8(ascii: "\n") {
                    contexts.removeLast()
                    index += 1
                } else if multiline ? at("\"\"\"") : byte == UInt8(ascii: "\"") {
                    contexts.removeLast()
                    index += multiline ? 3 : 1
                } else {
                    index += 1
                }
                continue
            case .code(let interpolation):
                if at("//") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                if at("/*") {
                    var nesting = 0
                    while index < bytes.count {
                        if at("/*") { nesting += 1; index += 2; continue }
                        if at("*/") { nesting -= 1; index += 2; if nesting == 0 { break }; continue }
                        index += 1
                    }
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    let multiline = at("\"\"\"")
                    contexts.append(.string(multiline: multiline))
                    index += multiline ? 3 : 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                    stack.append(byte)
                    if byte == UInt8(ascii: "("), let open = interpolation { contexts[contexts.count - 1] = .code(interpolation: open + 1) }
                    if byte == UInt8(ascii: "[") {
                        depth += 1
                        if depth > limit {
                            let (line, column) = lineAndColumn(of: index, in: source)
                            throw SlotFitError(.swiftSource, "square brackets nest more than \(limit) deep here; SlotFit's Swift parser takes time that doubles with each level, so nothing of this file was read: nest fewer arrays, or leave the file out of sources:",
                                               at: SourceLocation(file: file, line: line, column: column))
                        }
                    }
                case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
                    if let open = stack.popLast(), open == UInt8(ascii: "[") { depth -= 1 }
                    if byte == UInt8(ascii: ")"), let open = interpolation {
                        // The interpolation's own closing parenthesis returns to the string.
                        if open <= 1 { contexts.removeLast() } else { contexts[contexts.count - 1] = .code(interpolation: open - 1) }
                    }
                default: break
                }
                index += 1
            }
        }
    }

    /// The 1-based line and column (in UTF-8 bytes, as SwiftSyntax counts)
    /// of a byte offset.
    static func lineAndColumn(of offset: Int, in source: String) -> (Int, Int) {
        var line = 1, lineStart = 0, index = 0
        for byte in source.utf8 {
            if index >= offset { break }
            if byte == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            index += 1
        }
        return (line, offset - lineStart + 1)
    }
}
