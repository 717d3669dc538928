/// A small XML 1.0 reader over UTF-8 bytes, for the XML SlotFit reads (a
/// `.stringsdict` property list, an XLIFF file): elements with their
/// attributes and 1-based line, character data with entities decoded, and
/// the first well-formedness problem at its line and column. Comments,
/// processing instructions, the XML declaration and a DOCTYPE (with an
/// internal subset) are skipped; CDATA is character data. It replaces
/// Foundation's `XMLParser`, whose libxml2 loaded a second ICU into every
/// start of the command.
package struct XMLScanner {
    /// What the scanner found, in document order.
    package enum Event: Equatable {
        case start(name: String, attributes: [String: String], line: Int)
        case end(name: String)
        case text(String)
    }

    /// A document that is not well-formed: where, and what.
    package struct Problem: Error, Equatable {
        package var line: Int
        package var column: Int
        package var message: String

        package init(line: Int, column: Int, message: String) {
            self.line = line; self.column = column; self.message = message
        }
    }

    /// The document's events, or its first problem.
    package static func scan(_ bytes: [UInt8]) -> Result<[Event], Problem> {
        var scanner = State(bytes: bytes)
        do { return .success(try scanner.run()) } catch let problem as Problem { return .failure(problem) } catch { return .failure(Problem(line: 1, column: 1, message: "\(error)")) }
    }

    /// The text an entity's name (between `&` and `;`) stands for: the
    /// five predefined entities and character references (XML 1.0 §4.6,
    /// §4.1); `nil` for any other name.
    package static func entity(_ name: String) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
            return number.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }

    /// `text` with its entities decoded; one XML does not know is kept as written.
    package static func decodingEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = "", rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { return out + rest[amp...] }
            out += entity(String(rest[rest.index(after: amp)..<semicolon])) ?? String(rest[amp...semicolon])
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }

    private struct State {
        let bytes: [UInt8]
        var i = 0, line = 1, lineStart = 0
        var events: [Event] = []
        var stack: [(name: String, line: Int)] = []
        var sawRoot = false

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A UTF-8 byte order mark.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3; lineStart = 3 }
        }

        /// The problem at byte `index` (the current one by default), with
        /// the line and column of that byte: a construct reported at its
        /// start may have consumed newlines since (an unclosed comment).
        func problem(_ message: String, at index: Int? = nil) -> Problem {
            let at = min(max(index ?? i, 0), bytes.count)
            var line = self.line, lineStart = self.lineStart
            if at < lineStart {
                // Counted once, at the error only.
                let before = bytes[..<at]
                line = 1 + before.count { $0 == 0x0A }
                lineStart = (before.lastIndex(of: 0x0A).map { $0 + 1 }) ?? (bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, at) : 0)
            }
            // The column in characters: UTF-8 continuation bytes do not count.
            let column = bytes[lineStart..<at].filter { $0 & 0xC0 != 0x80 }.count + 1
            return Problem(line: line, column: column, message: message)
        }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where i < bytes.count {
                if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
                i += 1
            }
        }

        func starts(_ text: String) -> Bool {
            let u = Array(text.utf8)
            return i + u.count <= bytes.count && Array(bytes[i..<(i + u.count)]) == u
        }

        /// Skips to just past `terminator`, or fails naming `what`.
        mutating func skip(past terminator: String, _ what: String) throws {
            let start = i
            while i < bytes.count {
                if starts(terminator) { advance(terminator.utf8.count); return }
                advance()
            }
            throw problem("\(what) is not closed", at: start)
        }

        static func isNameByte(_ b: UInt8) -> Bool {
            (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x3A || b == 0x2D || b == 0x2E || b >= 0x80
        }
        static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

        mutating func name() throws -> String {
            let start = i
            while i < bytes.count, Self.isNameByte(bytes[i]) { advance() }
            guard i > start, !(bytes[start] >= 0x30 && bytes[start] <= 0x39), bytes[start] != 0x2D, bytes[start] != 0x2E else { throw problem("a name was expected", at: start) }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }

        mutating func spaces() { while i < bytes.count, Self.isSpace(bytes[i]) { advance() } }

        /// Text up to `stop`, entities decoded; `<` is never text.
        mutating func characters(until stop: UInt8) throws -> String {
            var out: [UInt8] = []
            while i < bytes.count, bytes[i] != stop {
                if bytes[i] == 0x3C { throw problem("\"<\" cannot stand in text or a value; write &lt;") }
                if bytes[i] == 0x26 { out += try entity(); continue }
                out.append(bytes[i]); advance()
            }
            return String(decoding: out, as: UTF8.self)
        }

        /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;`, `&#xH;`.
        mutating func entity() throws -> [UInt8] {
            let start = i
            advance()
            var body: [UInt8] = []
            while i < bytes.count, bytes[i] != 0x3B, body.count < 12 { body.append(bytes[i]); advance() }
            guard i < bytes.count, bytes[i] == 0x3B else { throw problem("an entity is not closed by \";\"", at: start) }
            advance()
            let name = String(decoding: body, as: UTF8.self)
            guard let text = XMLScanner.entity(name) else { throw problem("\"&\(name);\" is not an entity XML knows; write &amp; for \"&\"", at: start) }
            return Array(text.utf8)
        }

        mutating func run() throws -> [Event] {
            while i < bytes.count {
                if bytes[i] != 0x3C {
                    let start = i
                    let text = try characters(until: 0x3C)
                    if stack.isEmpty {
                        guard text.utf8.allSatisfy(Self.isSpace) else { throw problem("text outside the root element", at: start) }
                    } else if !text.isEmpty { events.append(.text(text)) }
                    continue
                }
                if starts("<!--") { try skip(past: "-->", "a comment"); continue }
                if starts("<?") { try skip(past: "?>", "a processing instruction"); continue }
                if starts("<![CDATA[") {
                    let start = i
                    advance(9)
                    let from = i
                    while i < bytes.count, !starts("]]>") { advance() }
                    guard i < bytes.count else { throw problem("a CDATA section is not closed", at: start) }
                    if !stack.isEmpty { events.append(.text(String(decoding: bytes[from..<i], as: UTF8.self))) }
                    advance(3)
                    continue
                }
                if starts("<!DOCTYPE") {
                    let start = i
                    var depth = 0
                    while i < bytes.count {
                        if bytes[i] == 0x5B { depth += 1 } else if bytes[i] == 0x5D { depth -= 1 } else if bytes[i] == 0x3E, depth == 0 { break }
                        advance()
                    }
                    guard i < bytes.count else { throw problem("the DOCTYPE is not closed", at: start) }
                    advance()
                    continue
                }
                if starts("</") {
                    let start = i
                    advance(2)
                    let name = try self.name()
                    spaces()
                    guard i < bytes.count, bytes[i] == 0x3E else { throw problem("\"</\(name)\" is not closed by \">\"", at: start) }
                    advance()
                    guard let open = stack.popLast() else { throw problem("</\(name)> closes no element", at: start) }
                    guard open.name == name else { throw problem("</\(name)> closes <\(open.name)> of line \(open.line)", at: start) }
                    events.append(.end(name: name))
                    continue
                }
                let start = i, startLine = line
                advance()
                if stack.isEmpty, sawRoot { throw problem("a second root element", at: start) }
                let name = try self.name()
                var attributes: [String: String] = [:]
                while true {
                    let before = i
                    spaces()
                    guard i < bytes.count else { throw problem("<\(name) is not closed by \">\"", at: start) }
                    if bytes[i] == 0x3E { advance(); stack.append((name, startLine)); sawRoot = true; events.append(.start(name: name, attributes: attributes, line: startLine)); break }
                    if starts("/>") { advance(2); sawRoot = true; events.append(.start(name: name, attributes: attributes, line: startLine)); events.append(.end(name: name)); break }
                    guard i > before else { throw problem("a space is needed before an attribute") }
                    let attribute = try self.name()
                    spaces()
                    guard i < bytes.count, bytes[i] == 0x3D else { throw problem("the attribute \(attribute) has no \"=\"") }
                    advance(); spaces()
                    guard i < bytes.count, bytes[i] == 0x22 || bytes[i] == 0x27 else { throw problem("the value of \(attribute) is not quoted") }
                    let quote = bytes[i]
                    advance()
                    let value = try characters(until: quote)
                    guard i < bytes.count else { throw problem("the value of \(attribute) is not closed", at: start) }
                    advance()
                    guard attributes[attribute] == nil else { throw problem("the attribute \(attribute) is given twice") }
                    attributes[attribute] = value
                }
            }
            if let open = stack.last { throw problem("<\(open.name)> of line \(open.line) is not closed") }
            guard sawRoot else { throw problem("no root element") }
            return events
        }
    }
}
