/// The grammar, function for function as CFOldStylePList.c has it
/// (swift-corelibs-foundation): `advanceToNonSpace`, `parsePlistString`,
/// `parsePlistObject`, `parsePlistDictContent`, `parsePlistArray`,
/// `parsePlistData`, and the strings-file fallback in
/// `__CFCreateOldStylePropertyListOrStringsFile`.
extension StringsFileParser {
    /// What a value is: Core Foundation parses arrays, dictionaries and
    /// data as values too; a table lookup then returns them where a string
    /// is expected.
    enum Value {
        case string(String)
        case other(String)
    }

    /// Nesting Core Foundation allows (`MAX_DEPTH` on 64-bit).
    static let maximumDepth = 512

    /// The whole file. Core Foundation reads one object first: a `{`
    /// dictionary is the table; a string followed by more text means a
    /// strings file, read again from the start as a dictionary without
    /// braces; a lone string, an array or data is no table.
    mutating func file() throws {
        guard skip() else { return }  // only space and comments: an empty table
        let begin = index
        let first = units[index]
        if first == 0x7B {  // {
            index += 1
            try dictionary(depth: 1, collect: true)
            if skip() { throw fail("\(shown(index)) after the table's closing }; remove it", at: index) }
            return
        }
        if first == 0x28 || first == 0x3C {  // ( <
            throw fail("the file starts with \(shown(index)): Core Foundation reads it as \(first == 0x28 ? "an array" : "data"), not a table; write \"key\" = \"value\"; pairs", at: index)
        }
        guard first == 0x22 || first == 0x27 || Self.isUnquoted(first) else {
            throw fail("unexpected \(shown(index)); a table starts with a key in double quotes: \"key\" = \"value\";", at: index)
        }
        let lone = try string()
        guard skip() else {
            throw fail("the file holds only the string \"\(lone)\", which Core Foundation reads as no table; write \"\(lone)\" = \"value\";", at: begin)
        }
        index = 0  // from the very start, so the first entry keeps its comment
        try dictionaryContent(depth: 0, collect: true)
        if index < units.count {
            // parsePlistDictContent stops at the first character that cannot
            // start a key, and the strings-file path returns what it read.
            let stop = index
            let last = line(units.lastIndex { !(0x09...0x0D).contains($0) && $0 != 0x20 } ?? stop)
            let what = units[stop] == 0x3B ? "a second ; ends the entry before it" : "\(shown(stop)) cannot start a key"
            let fix = units[stop] == 0x3B ? "remove the extra ;" : "put the key in double quotes"
            let lost = last > line(stop) ? "lines \(line(stop))–\(last)" : "line \(last)"
            notes[stop] = Note(rule: "ignored-tail", location: position(stop), key: entries.last?.key ?? "",
                               message: "iOS stops reading this table here: \(what), so Core Foundation ignores everything after it (\(lost)); \(fix)")
        }
    }

    /// `advanceToNonSpace`: skips space (tab to carriage return, space,
    /// U+2028, U+2029) and comments; `false` at the end of the file. The
    /// last comment skipped is `comment`.
    @discardableResult
    mutating func skip() -> Bool {
        var comment: String?
        return skip(comment: &comment)
    }

    mutating func skip(comment: inout String?) -> Bool {
        while index < units.count {
            let unit = units[index]
            if (0x09...0x0D).contains(unit) || unit == 0x20 || unit == 0x2028 || unit == 0x2029 { index += 1; continue }
            guard unit == 0x2F, index + 1 < units.count else { return true }
            if units[index + 1] == 0x2F {
                let start = index + 2
                index = start
                while index < units.count, !Self.endsLine(units[index]) { index += 1 }
                comment = Self.string(units[start..<index]).trimmingWhitespaceAndNewlines
            } else if units[index + 1] == 0x2A {
                let open = index
                index += 2
                let start = index
                while index < units.count, !(units[index] == 0x2A && index + 1 < units.count && units[index + 1] == 0x2F) { index += 1 }
                guard index < units.count else {
                    // Core Foundation takes the rest of the file as the comment.
                    notes[open] = Note(rule: "unterminated-comment", location: position(open), key: "",
                                       message: "this /* comment never closes, so iOS reads nothing after it; close it with */")
                    return false
                }
                comment = Self.string(units[start..<index]).trimmingWhitespaceAndNewlines
                index += 2
            } else {
                return true  // a "/" that starts an unquoted string
            }
        }
        return false
    }

    /// `parsePlistDictContent`: pairs until a character that cannot start
    /// a key (or the end). With `collect`, the pairs are the table's
    /// entries.
    mutating func dictionaryContent(depth: Int, collect: Bool) throws {
        var comment: String?
        while skip(comment: &comment), units[index] == 0x22 || units[index] == 0x27 || Self.isUnquoted(units[index]) {
            let keyStart = index
            let key = try string()
            guard skip() else {
                throw fail("the file ends after the key \"\(key)\"; end the entry with = \"value\";", at: index)
            }
            let value: Value
            if units[index] == 0x3B {
                value = .string(key)  // the strings-file shorthand `"key";`
            } else if units[index] == 0x3D {
                index += 1
                value = try object(depth: depth + 1, what: "the value of \"\(key)\"")
            } else {
                throw fail("expected = after the key \"\(key)\", found \(shown(index)); write \"key\" = \"value\";", at: index)
            }
            guard skip(), units[index] == 0x3B else {
                throw fail("expected ; after the value of \"\(key)\", found \(shown(index)); end each entry with ;", at: index)
            }
            index += 1
            if collect { add(key: key, value: value, comment: comment, at: keyStart) }
            comment = nil
        }
    }

    /// Sets one pair as `CFDictionarySetValue` does: the last value wins.
    mutating func add(key: String, value: Value, comment: String?, at keyStart: Int) {
        let keyLine = line(keyStart)
        guard case .string(let text) = value else {
            if case .other(let kind) = value {
                notes[keyStart] = Note(rule: "non-string-value", location: position(keyStart), key: key,
                                       message: "the value of \"\(key)\" is \(kind), not a string; iOS hands it to the view where text is expected — write a quoted string")
            }
            return
        }
        if let previous = seen[key] {
            duplicates.append(Duplicate(key: key, line: keyLine, firstLine: entries[previous].line))
            entries[previous].value = text
            entries[previous].line = keyLine
            if let comment { entries[previous].comment = comment }
            return
        }
        seen[key] = entries.count
        entries.append(Entry(key: key, value: text, comment: comment, line: keyLine))
    }

    /// `parsePlistDict`: the content, then `}`.
    mutating func dictionary(depth: Int, collect: Bool) throws {
        let open = index - 1
        try dictionaryContent(depth: depth, collect: collect)
        guard skip(), units[index] == 0x7D else {
            throw fail("expected } to close the dictionary opened at \(position(open).line.map { "line \($0)" } ?? "its start"), found \(shown(index))", at: index)
        }
        index += 1
    }

    /// `parsePlistString`: a quoted or unquoted string; the caller has
    /// checked that one starts at `index`.
    mutating func string() throws -> String {
        let unit = units[index]
        if unit == 0x22 || unit == 0x27 {
            index += 1
            return try quoted(unit)
        }
        let start = index
        while index < units.count, Self.isUnquoted(units[index]) { index += 1 }
        return Self.string(units[start..<index])
    }

    /// `parsePlistObject` with an object required: a string, `{ }`, `( )` or `< >`.
    mutating func object(depth: Int, what: String) throws -> Value {
        guard depth <= Self.maximumDepth else { throw fail("more than \(Self.maximumDepth) nested arrays or dictionaries; flatten the value", at: index) }
        guard skip() else { throw fail("the file ends where \(what) was expected; write a value in double quotes and end with ;", at: index) }
        let unit = units[index]
        switch unit {
        case 0x7B:
            index += 1
            try dictionary(depth: depth, collect: false)
            return .other("a dictionary")
        case 0x28:
            index += 1
            try array(depth: depth)
            return .other("an array")
        case 0x3C:
            index += 1
            try data()
            return .other("data")
        case 0x22, 0x27:
            return .string(try string())
        default:
            guard Self.isUnquoted(unit) else {
                throw fail("unexpected \(shown(index)) where \(what) was expected; write it in double quotes: \"value\"", at: index)
            }
            return .string(try string())
        }
    }

    /// `parsePlistArray`: values separated by `,` (one after the last is
    /// allowed), then `)`.
    mutating func array(depth: Int) throws {
        let open = index - 1
        while skip(), units[index] != 0x29 {
            _ = try object(depth: depth + 1, what: "an array element")
            guard skip() else { break }
            guard units[index] == 0x2C else { break }
            index += 1
        }
        guard skip(), units[index] == 0x29 else {
            throw fail("expected , or ) in the array opened at line \(line(open)), found \(shown(index))", at: index)
        }
        index += 1
    }

    /// `parsePlistData`: pairs of hex digits and space, then `>`.
    mutating func data() throws {
        let open = index - 1
        while index < units.count, units[index] != 0x3E {
            let unit = units[index]
            if unit == 0x20 || unit == 0x09 || Self.endsLine(unit) { index += 1; continue }
            guard Self.hexValue(unit) != nil else { throw fail("\(shown(index)) in the data opened at line \(line(open)); data holds hex digits only", at: index) }
            guard index + 1 < units.count, Self.hexValue(units[index + 1]) != nil else {
                throw fail("an odd number of hex digits in the data opened at line \(line(open)); write whole bytes", at: index)
            }
            index += 2
        }
        guard index < units.count else { throw fail("the data opened here never closes; end it with >", at: open) }
        index += 1
    }

    /// `\n`, `\r`, U+2028, U+2029: what ends a `//` comment.
    static func endsLine(_ unit: UInt16) -> Bool { unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029 }

    static func hexValue(_ unit: UInt16) -> UInt16? {
        switch unit {
        case 0x30...0x39: return unit - 0x30
        case 0x41...0x46: return unit - 0x41 + 10
        case 0x61...0x66: return unit - 0x61 + 10
        default: return nil
        }
    }
}
