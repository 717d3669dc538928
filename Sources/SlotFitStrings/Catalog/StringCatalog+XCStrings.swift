import Foundation

extension StringCatalog {
    /// Reads an `.xcstrings` file.
    ///
    /// - Throws: `SlotFitError` naming the file with the line and column of a
    ///   JSON error, or the key path of a wrong type or unknown plural category.
    public static func read(xcstrings path: String) throws -> StringCatalog {
        // Once per process while the file is unchanged: the importer and
        // every activity reading it share one parse.
        try parsedCatalogs.value(for: path) {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw SlotFitError(.io, "cannot read \"\(path)\": no such file or not readable; pass the path of an .xcstrings file")
            }
            return try StringCatalog(xcstrings: Array(data), source: path)
        }
    }

    /// The catalogs read so far, by file.
    static let parsedCatalogs = FileMemo<StringCatalog>()

    /// Reads an `.xcstrings` file on demand: the whole file is checked as
    /// JSON and its keys and localizations indexed in one pass, and each
    /// entry is decoded when first asked for (`entry(_:)`), so a check over
    /// a few keys does not decode a 10,000-key catalog. A file the index
    /// does not take is read in full, with that read's errors.
    ///
    /// - Throws: as `read(xcstrings:)`; an entry of the wrong shape is
    ///   said when it is read (`entryProblem`).
    package static func index(xcstrings path: String) throws -> StringCatalog {
        try indexedCatalogs.value(for: path) {
            guard let bytes = FileBytes.read(path) else {
                throw SlotFitError(.io, "cannot read \"\(path)\": no such file or not readable; pass the path of an .xcstrings file")
            }
            guard let index = XCStringsIndex(bytes: bytes, source: path) else { return try StringCatalog(xcstrings: bytes, source: path) }
            var catalog = StringCatalog(sourceLanguage: index.sourceLanguage, version: index.version, extra: index.extra)
            catalog.lazyEntries = LazyCatalogEntries(index)
            return catalog
        }
    }

    /// The catalogs indexed so far, by file.
    static let indexedCatalogs = FileMemo<StringCatalog>()

    /// Parses `.xcstrings` bytes; `source` names them in errors.
    public init(xcstrings bytes: [UInt8], source: String) throws {
        let json = try JSONParser.parse(bytes, source: source)
        var root = try JSONObjectReader(json, source: source, path: JSONPath())
        guard let language = try root.string("sourceLanguage") else {
            throw SlotFitError(.schema, "missing \"sourceLanguage\" at the top level; add the development language, e.g. \"sourceLanguage\" : \"en\"", at: SourceLocation(file: source))
        }
        sourceLanguage = language
        version = try root.string("version") ?? "1.0"
        // Entries are independent: decode them on all cores; the first error
        // in file order is the one reported.
        let members = try root.object("strings", bracketedKeys: true) ?? []
        let chunkCount = min(max(1, members.count / 256), ProcessInfo.processInfo.activeProcessorCount * 4)
        let chunks = try [[(String, CatalogEntry)]].concurrentlyMade(count: chunkCount) { chunk in
            let range = (members.count * chunk / chunkCount)..<(members.count * (chunk + 1) / chunkCount)
            return try members[range].map { ($0.key, try CatalogEntry($0.value, source: source, path: $0.path)) }
        }
        var entries: [String: CatalogEntry] = [:]
        entries.reserveCapacity(members.count)
        for chunk in chunks {
            for (key, entry) in chunk { entries[key] = entry }
        }
        for (key, line) in Self.keyLines(bytes) { entries[key]?.line = line }
        storedEntries = entries
        extra = root.unknown
    }

    /// The line of each key in Xcode's layout (`    "key" : {` at four
    /// spaces), found in one pass; keys in other layouts have none.
    static func keyLines(_ bytes: [UInt8]) -> [String: Int] {
        var lines: [String: Int] = [:]
        var line = 1, start = 0
        let indent: [UInt8] = [0x20, 0x20, 0x20, 0x20, 0x22]
        for i in 0...bytes.count {
            guard i == bytes.count || bytes[i] == 0x0A else { continue }
            if i - start > 5, bytes[start..<(start + 5)].elementsEqual(indent), bytes[start + 5] != 0x20 {
                // The JSON string from the quote to the closing quote.
                var j = start + 5, escaped = false
                while j < i { if escaped { escaped = false } else if bytes[j] == 0x5C { escaped = true } else if bytes[j] == 0x22 { break }; j += 1 }
                if j < i, let key = try? JSONParser.parse(Array(bytes[(start + 4)...j]), source: ""), case .string(let text) = key, lines[text] == nil {
                    lines[text] = line
                }
            }
            line += 1
            start = i + 1
        }
        return lines
    }

    /// The catalog as Xcode writes it, byte for byte.
    package func xcstringsData() -> [UInt8] {
        var members: [(key: String, value: JSONValue)] = [("sourceLanguage", .string(sourceLanguage))]
        members.append(("strings", .object(entries.map { ($0.key, $0.value.json) })))
        members.append(("version", .string(version)))
        members += extra.map { ($0.key, $0.value) }
        return XcodeJSONWriter.data(.object(members))
    }
}

extension CatalogEntry {
    init(_ value: JSONValue, source: String, path: JSONPath) throws {
        var reader = try JSONObjectReader(value, source: source, path: path)
        comment = try reader.string("comment")
        isCommentAutoGenerated = try reader.bool("isCommentAutoGenerated")
        extractionState = try reader.string("extractionState")
        shouldTranslate = try reader.bool("shouldTranslate")
        if let members = try reader.object("localizations") {
            var localizations: [String: LocalizedValue] = [:]
            for (locale, value, path) in members { localizations[locale] = try LocalizedValue(value, source: source, path: path) }
            self.localizations = localizations
        }
        extra = reader.unknown
    }

    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let comment { members.append(("comment", .string(comment))) }
        if let isCommentAutoGenerated { members.append(("isCommentAutoGenerated", .bool(isCommentAutoGenerated))) }
        if let extractionState { members.append(("extractionState", .string(extractionState))) }
        if let shouldTranslate { members.append(("shouldTranslate", .bool(shouldTranslate))) }
        if let localizations { members.append(("localizations", .object(localizations.map { ($0.key, $0.value.json) }))) }
        return .object(members + extra.map { ($0.key, $0.value) })
    }
}

extension LocalizedValue {
    init(_ value: JSONValue, source: String, path: JSONPath) throws {
        var reader = try JSONObjectReader(value, source: source, path: path)
        if let unit = reader.value("stringUnit") {
            stringUnit = try StringUnit(unit, source: source, path: path.member("stringUnit"))
        }
        if let variations = reader.value("variations") {
            self.variations = try Variations(variations, source: source, path: path.member("variations"))
        }
        if let members = try reader.object("substitutions") {
            var substitutions: [String: Substitution] = [:]
            for (name, value, path) in members { substitutions[name] = try Substitution(value, source: source, path: path) }
            self.substitutions = substitutions
        }
        extra = reader.unknown
    }

    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let stringUnit { members.append(("stringUnit", stringUnit.json)) }
        if let variations { members.append(("variations", variations.json)) }
        if let substitutions { members.append(("substitutions", .object(substitutions.map { ($0.key, $0.value.json) }))) }
        return .object(members + extra.map { ($0.key, $0.value) })
    }
}

extension StringUnit {
    init(_ value: JSONValue, source: String, path: JSONPath) throws {
        var reader = try JSONObjectReader(value, source: source, path: path)
        state = try reader.string("state")
        guard let text = try reader.string("value") else {
            throw SlotFitError(.schema, "has no \"value\"; a stringUnit needs \"state\" and \"value\"", at: SourceLocation(file: source), keyPath: "\(path)")
        }
        self.value = text
        extra = reader.unknown
    }

    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let state { members.append(("state", .string(state))) }
        members.append(("value", .string(value)))
        return .object(members + extra.map { ($0.key, $0.value) })
    }
}

extension Variations {
    init(_ value: JSONValue, source: String, path: JSONPath) throws {
        var reader = try JSONObjectReader(value, source: source, path: path)
        if let members = try reader.object("plural") {
            var plural: [PluralCategory: LocalizedValue] = [:]
            for (name, value, path) in members {
                guard let category = PluralCategory(rawValue: name) else {
                    throw SlotFitError(.schema, "is not a plural category; use zero, one, two, few, many or other", at: SourceLocation(file: source), keyPath: "\(path)")
                }
                plural[category] = try LocalizedValue(value, source: source, path: path)
            }
            self.plural = plural
        }
        if let members = try reader.object("device") {
            var device: [String: LocalizedValue] = [:]
            for (name, value, path) in members { device[name] = try LocalizedValue(value, source: source, path: path) }
            self.device = device
        }
        extra = reader.unknown
    }

    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let plural { members.append(("plural", .object(plural.map { ($0.key.rawValue, $0.value.json) }))) }
        if let device { members.append(("device", .object(device.map { ($0.key, $0.value.json) }))) }
        return .object(members + extra.map { ($0.key, $0.value) })
    }
}

extension Substitution {
    init(_ value: JSONValue, source: String, path: JSONPath) throws {
        var reader = try JSONObjectReader(value, source: source, path: path)
        argNum = try reader.int("argNum")
        formatSpecifier = try reader.string("formatSpecifier")
        if let variations = reader.value("variations") {
            self.variations = try Variations(variations, source: source, path: path.member("variations"))
        }
        extra = reader.unknown
    }

    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let argNum { members.append(("argNum", .number(String(argNum)))) }
        if let formatSpecifier { members.append(("formatSpecifier", .string(formatSpecifier))) }
        if let variations { members.append(("variations", variations.json)) }
        return .object(members + extra.map { ($0.key, $0.value) })
    }
}
