/// A legacy `.strings` file read as Core Foundation reads it on the device:
/// the old-style property-list parser's dictionary without braces
/// (`__CFCreateOldStylePropertyListOrStringsFile` and
/// `parsePlistDictContent` in swift-corelibs-foundation's
/// `Sources/CoreFoundation/CFOldStylePList.c`). The same input is accepted
/// or rejected, with the same dictionary: `"key" = "value";` pairs, the
/// `"key";` shorthand, unquoted tokens of `a-z A-Z 0-9 _ $ / : . -`, single
/// or double quotes, `/* */` and `//` comments, `\U` and octal escapes, a
/// whole file in `{ }`. What Core Foundation accepts silently but the
/// device then lacks (a stray `;` ends the table there) comes back as a
/// `Note`. The comment before an entry becomes its comment.
package struct StringsFileParser {
    /// One entry in file order.
    package struct Entry: Sendable, Hashable {
        package var key: String
        package var value: String
        package var comment: String?
        /// 1-based line of the key.
        package var line: Int
    }

    /// A key defined twice: iOS keeps the last value (Core Foundation's
    /// strings-file parser sets each pair into one dictionary in file
    /// order), so SlotFit does too, and reports the earlier one.
    package struct Duplicate: Sendable, Hashable {
        package var key: String
        /// 1-based line of the later definition (the one that counts).
        package var line: Int
        /// 1-based line of the earlier definition.
        package var firstLine: Int

        /// Creates a duplicate.
        package init(key: String, line: Int, firstLine: Int) { self.key = key; self.line = line; self.firstLine = firstLine }
    }

    /// Something Core Foundation reads without an error that still changes
    /// what the device shows: entries it never reaches, a value that is no
    /// string.
    package struct Note: Sendable, Hashable {
        /// A stable rule name: `ignored-tail`, `unterminated-comment`, `non-string-value`.
        package var rule: String
        /// Where it is.
        package var location: SourceLocation
        /// The key it concerns, or `""`.
        package var key: String
        /// What happens on the device and what to do.
        package var message: String

        /// Creates a note.
        package init(rule: String, location: SourceLocation, key: String, message: String) {
            self.rule = rule; self.location = location; self.key = key; self.message = message
        }
    }

    /// Everything read from one file.
    package struct Contents: Sendable, Hashable {
        /// The entries in file order; a key defined twice keeps its last value in the place of its first.
        package var entries: [Entry]
        /// Keys defined more than once.
        package var duplicates: [Duplicate]
        /// What the device reads differently from what the file seems to say.
        package var notes: [Note]
    }

    /// The file as UTF-16 code units, as Core Foundation parses it.
    let units: [UInt16]
    let source: String
    var index = 0
    /// Index of the first unit of each line (`\n`, `\r` and `\r\n` end a
    /// line, as `lineNumberStrings` counts them).
    let lineStarts: [Int]
    var entries: [Entry] = []
    var seen: [String: Int] = [:]
    var duplicates: [Duplicate] = []
    var notes: [Int: Note] = [:]

    /// Parses a file's bytes; `source` names it in errors. A key defined
    /// twice keeps its last value, in the place of its first.
    package static func parse(_ bytes: [UInt8], source: String) throws -> [Entry] {
        try contents(bytes, source: source).entries
    }

    /// Parses a file's bytes, with the keys defined more than once.
    package static func read(_ bytes: [UInt8], source: String) throws -> (entries: [Entry], duplicates: [Duplicate]) {
        let contents = try contents(bytes, source: source)
        return (contents.entries, contents.duplicates)
    }

    /// Parses a file's bytes: the entries, the duplicates and the notes.
    package static func contents(_ bytes: [UInt8], source: String) throws -> Contents {
        var parser = StringsFileParser(units: try decode(bytes, source: source), source: source)
        try parser.file()
        return Contents(entries: parser.entries, duplicates: parser.duplicates, notes: parser.notes.keys.sorted().map { parser.notes[$0]! })
    }

    init(units: [UInt16], source: String) {
        self.units = units
        self.source = source
        var starts = [0]
        var i = 0
        while i < units.count {
            if units[i] == 0x0D, i + 1 < units.count, units[i + 1] == 0x0A { i += 1 }
            if units[i] == 0x0A || units[i] == 0x0D { starts.append(i + 1) }
            i += 1
        }
        lineStarts = starts
    }

    /// The line and column (in characters) of unit `at`.
    func position(_ at: Int) -> SourceLocation {
        let target = min(at, units.count)
        let line = self.line(target)
        var column = 1
        for i in lineStarts[line - 1]..<target where !UTF16.isTrailSurrogate(units[i]) { column += 1 }
        return SourceLocation(file: source, line: line, column: column)
    }

    /// The 1-based line of unit `at`, by binary search over line starts.
    func line(_ at: Int) -> Int {
        let target = min(at, units.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= target { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    func fail(_ message: String, at: Int) -> SlotFitError {
        SlotFitError(.syntax, message, at: position(at))
    }

    /// The character at `at`, quoted for a message.
    func shown(_ at: Int) -> String {
        guard at < units.count else { return "the end of the file" }
        if UTF16.isLeadSurrogate(units[at]), at + 1 < units.count {
            return "\"\(Self.string(units[at...(at + 1)]))\""
        }
        let unit = units[at]
        if let scalar = Unicode.Scalar(unit), !scalar.properties.isWhitespace, scalar.properties.generalCategory != .control {
            return "\"\(Character(scalar))\""
        }
        return "U+\(String(unit, radix: 16, uppercase: true).leftPadded(to: 4))"
    }

    /// `isValidUnquotedStringCharacter` in CFOldStylePList.c: ASCII letters,
    /// digits and `_ $ / : . -`, nothing else.
    static func isUnquoted(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: return true
        case 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: return true
        default: return false
        }
    }
}

extension String {
    var trimmingWhitespaceAndNewlines: String {
        let s = unicodeScalars
        guard let a = s.firstIndex(where: { !$0.properties.isWhitespace }), let b = s.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(s[a...b])
    }

    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
