/// A string catalog in one model for every format SlotFit reads
/// (`.xcstrings`, and `.strings` / `.stringsdict` in `.lproj` folders).
public struct StringCatalog: Sendable, Hashable {
    /// The development language, e.g. "en".
    public var sourceLanguage: String
    /// The format version: "1.0", or "1.1" from Xcode 26.
    public var version: String
    /// Entries by key. A catalog read on demand (`index(xcstrings:)`)
    /// decodes every entry the first time this is read; `entry(_:)` decodes one.
    public var entries: [String: CatalogEntry] {
        get {
            if let lazyEntries { return lazyEntries.all }
            if let legacyTable { CatalogReadLog.shared.listed(legacyTable, whole: true) }
            return storedEntries
        }
        _modify {
            materialize()
            yield &storedEntries
        }
    }
    /// The entries once decoded or made.
    var storedEntries: [String: CatalogEntry]

    /// Replaces each entry with `transform(key, entry)`, made from that
    /// entry alone: not a read of the table (`entries` records one in
    /// `CatalogReadLog`, as every key's value then counts), since each
    /// entry made depends only on the one it replaces, and what a render
    /// reads of it is recorded when it looks the key up. A catalog read on
    /// demand is left to its own `LazyCatalogEntries` (which transforms an
    /// entry as it is decoded).
    package mutating func transformEachEntry(_ transform: (String, CatalogEntry) -> CatalogEntry) {
        for (key, entry) in storedEntries { storedEntries[key] = transform(key, entry) }
    }
    /// The entries still in the file, decoded when asked for; `nil` once
    /// they are all decoded or the catalog was made in memory.
    package var lazyEntries: LazyCatalogEntries?
    /// The `.lproj` table this catalog was read as, once read: lookups in
    /// it are recorded in `CatalogReadLog`.
    package var legacyTable: LegacyTableToken?
    /// The error of an entry that did not decode, kept when the entries
    /// were decoded all at once for a change.
    private var materializedProblem: SlotFitError?
    /// Top-level members SlotFit does not know, kept for writing back.
    public var extra: [String: JSONValue]
    /// `true` when keys are the development language's text, as Xcode
    /// extracts them (`.xcstrings`); `false` for `.strings` tables, whose
    /// keys are often identifiers (`live_activity_title`) and are never
    /// shown or compared as text.
    package var keysAreSourceText = true
    /// Problems found while reading that did not stop it (a key defined
    /// twice in a `.strings` file), for lint to report.
    public var diagnostics: [CatalogDiagnostic] = []

    /// Creates a catalog.
    public init(sourceLanguage: String, version: String = "1.0", entries: [String: CatalogEntry] = [:],
                extra: [String: JSONValue] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.storedEntries = entries
        self.extra = extra
    }

    /// The keys in Xcode's (Finder's) order.
    public var keys: [String] { FinderOrder.shared.sorted(entryKeys) }

    /// Every key, in no particular order (without decoding an entry).
    public var entryKeys: [String] {
        if let lazyEntries { return Array(lazyEntries.keys) }
        if let legacyTable { CatalogReadLog.shared.listed(legacyTable) }
        return Array(storedEntries.keys)
    }

    /// How many entries there are (without decoding one).
    public var entryCount: Int {
        if let lazyEntries { return lazyEntries.count }
        if let legacyTable { CatalogReadLog.shared.listed(legacyTable) }
        return storedEntries.count
    }

    /// The entry of `key`: decoded alone when the catalog is read on demand.
    public func entry(_ key: String) -> CatalogEntry? {
        if let lazyEntries { return lazyEntries.entry(key) }
        if let legacyTable { CatalogReadLog.shared.lookedUp(key, in: legacyTable) }
        return storedEntries[key]
    }

    /// Whether the catalog has an entry for `key` (without decoding it).
    public func hasEntry(_ key: String) -> Bool {
        if let lazyEntries { return lazyEntries.has(key) }
        if let legacyTable { CatalogReadLog.shared.lookedUp(key, in: legacyTable) }
        return storedEntries[key] != nil
    }

    /// The error of the first entry read that did not decode: a catalog
    /// read on demand reads as absent an entry whose members have the
    /// wrong type, and whoever used it throws this afterwards.
    package var entryProblem: SlotFitError? { lazyEntries?.problem ?? materializedProblem }

    /// Decodes the entries still in the file, for a change to them.
    private mutating func materialize() {
        guard let lazy = lazyEntries else { return }
        storedEntries = lazy.all
        materializedProblem = lazy.problem
        lazyEntries = nil
    }

    /// Equal catalogs have the same members and entries, however they
    /// were read (on demand or in full).
    public static func == (a: StringCatalog, b: StringCatalog) -> Bool {
        a.sourceLanguage == b.sourceLanguage && a.version == b.version && a.extra == b.extra && a.keysAreSourceText == b.keysAreSourceText
            && a.diagnostics == b.diagnostics && a.shippedLocalizations == b.shippedLocalizations && a.entries == b.entries
    }

    /// Hashes what equality compares, in part.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sourceLanguage)
        hasher.combine(version)
        hasher.combine(entries)
    }

    /// Localizations the app ships whatever their entries: an `.lproj`
    /// folder with this table, even an empty one (iOS then runs the app in
    /// that language and shows the development language's text for every
    /// key it lacks).
    package var shippedLocalizations: Set<String> = []

    /// Every localization any entry has, and those shipped, sorted.
    public var localizations: [String] {
        var all = Set<String>([sourceLanguage]).union(shippedLocalizations)
        if let lazyEntries { return all.union(lazyEntries.localizations).sorted() }
        for entry in storedEntries.values { all.formUnion(entry.localizations?.keys ?? [:].keys) }
        return all.sorted()
    }
}

/// One key of a catalog.
public struct CatalogEntry: Sendable, Hashable {
    /// A note for translators.
    public var comment: String?
    /// `true` when Xcode wrote the comment.
    public var isCommentAutoGenerated: Bool?
    /// `manual`, `extracted_with_value`, `stale`, `migrated`; `nil` when
    /// Xcode extracted the key from source.
    public var extractionState: String?
    /// `false`: not for translation.
    public var shouldTranslate: Bool?
    /// The localizations by locale; `nil` when the entry has none (`{}`).
    public var localizations: [String: LocalizedValue]?
    /// Members SlotFit does not know.
    public var extra: [String: JSONValue]
    /// Where the entry is written; not part of its value (two entries with
    /// the same content are equal wherever they stand).
    public var places = SourcePlaces()
    /// Where each localization's value is written, when read from
    /// `.strings` / `.stringsdict` files.
    var origins: [String: SourceLine] {
        get { places.byLocalization }
        // In place: a get-then-set copied the whole map per localization
        // added, for every key of every .lproj table.
        _modify { yield &places.byLocalization }
    }
    /// Where `localization`'s value is written, when read from a
    /// `.strings` or `.stringsdict` file.
    public func place(of localization: String) -> SourceLine? { places.byLocalization[localization] }
    /// Every localization's place, by localization.
    public var placesByLocalization: [String: SourceLine] { places.byLocalization }

    /// The 1-based line of the key in its `.xcstrings` file, when the file
    /// is in Xcode's layout.
    public var line: Int? {
        get { places.line }
        set { places.line = newValue }
    }

    /// Creates an entry.
    public init(comment: String? = nil, isCommentAutoGenerated: Bool? = nil, extractionState: String? = nil,
                shouldTranslate: Bool? = nil, localizations: [String: LocalizedValue]? = nil,
                extra: [String: JSONValue] = [:]) {
        self.comment = comment
        self.isCommentAutoGenerated = isCommentAutoGenerated
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.localizations = localizations
        self.extra = extra
    }

    /// `true` unless the entry says `shouldTranslate: false`.
    public var isTranslatable: Bool { shouldTranslate ?? true }
}

/// A localized value: a string unit, variations (plural, device, width), or
/// both, with substitutions for `%#@name@` placeholders.
public struct LocalizedValue: Sendable, Hashable {
    /// The string and its translation state.
    public var stringUnit: StringUnit?
    /// Plural, device or width variations; each leaf is a `LocalizedValue`.
    public var variations: Variations?
    /// Substitutions by name.
    public var substitutions: [String: Substitution]?
    /// Members SlotFit does not know.
    public var extra: [String: JSONValue]

    /// Creates a value.
    public init(stringUnit: StringUnit? = nil, variations: Variations? = nil,
                substitutions: [String: Substitution]? = nil, extra: [String: JSONValue] = [:]) {
        self.stringUnit = stringUnit
        self.variations = variations
        self.substitutions = substitutions
        self.extra = extra
    }

    /// A translated string.
    public static func translated(_ value: String) -> LocalizedValue {
        LocalizedValue(stringUnit: StringUnit(state: "translated", value: value))
    }
}

/// `stringUnit`: a value and its state.
public struct StringUnit: Sendable, Hashable {
    /// `translated`, `new`, `needs_review`, `stale` or "".
    public var state: String?
    /// The string, with printf-style placeholders.
    public var value: String
    /// Members SlotFit does not know.
    public var extra: [String: JSONValue]

    /// Creates a unit.
    public init(state: String? = "translated", value: String, extra: [String: JSONValue] = [:]) {
        self.state = state
        self.value = value
        self.extra = extra
    }
}

/// `variations`: by plural category, by device, or (from `.stringsdict`) by
/// width. Variations nest either way (a device variation may hold plurals).
public struct Variations: Sendable, Hashable {
    /// By CLDR plural category.
    public var plural: [PluralCategory: LocalizedValue]?
    /// By device key (`iphone`, `ipad`, `mac`, `other`, …).
    public var device: [String: LocalizedValue]?
    /// By width (NSStringVariableWidthRuleType keys).
    public var width: [Int: LocalizedValue]?
    /// Members SlotFit does not know.
    public var extra: [String: JSONValue]

    /// Creates variations.
    public init(plural: [PluralCategory: LocalizedValue]? = nil, device: [String: LocalizedValue]? = nil,
                width: [Int: LocalizedValue]? = nil, extra: [String: JSONValue] = [:]) {
        self.plural = plural
        self.device = device
        self.width = width
        self.extra = extra
    }
}

/// A substitution for a `%#@name@` placeholder.
public struct Substitution: Sendable, Hashable {
    /// The 1-based argument it reads.
    public var argNum: Int?
    /// The specifier without `%`, e.g. `lld`.
    public var formatSpecifier: String?
    /// Its plural variations; leaves use `%arg` for the argument.
    public var variations: Variations?
    /// Members SlotFit does not know.
    public var extra: [String: JSONValue]

    /// Creates a substitution.
    public init(argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil,
                extra: [String: JSONValue] = [:]) {
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.extra = extra
    }
}

/// A file and a 1-based line.
public struct SourceLine: Sendable, Hashable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public init(file: String, line: Int) { self.file = file; self.line = line }
    public var description: String { "\(file):\(line)" }
}

/// A problem found while reading a catalog that did not stop the reading.
public struct CatalogDiagnostic: Sendable, Hashable {
    /// A stable rule name (`duplicate-key`).
    public var rule: String
    public var place: SourceLine
    public var key: String
    public var locale: String
    public var message: String
    public init(rule: String, place: SourceLine, key: String, locale: String, message: String) {
        self.rule = rule; self.place = place; self.key = key; self.locale = locale; self.message = message
    }
}

/// Where a catalog entry is written. Positions are not part of a catalog's
/// value: every `SourcePlaces` equals every other, so reading a catalog
/// from another layout or writing it back compares equal.
public struct SourcePlaces: Sendable, Hashable {
    /// The key's line in an `.xcstrings` file.
    public var line: Int?
    /// Each localization's file and line (`.strings`, `.stringsdict`).
    var byLocalization: [String: SourceLine] = [:]
    public init() {}
    public static func == (_: SourcePlaces, _: SourcePlaces) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}
