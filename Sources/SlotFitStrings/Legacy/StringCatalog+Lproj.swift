import Foundation
import Synchronization

extension StringCatalog {
    /// Reads one table (`Localizable` by default) from every `*.lproj`
    /// folder in `directory`: `.strings` and `.stringsdict` files, into one
    /// catalog (`.stringsdict` entries win over `.strings` ones with the same
    /// key). `Base.lproj` counts as the source language.
    public static func read(lprojIn directory: String, table: String = "Localizable", sourceLanguage: String) throws -> StringCatalog {
        let tables = try StringTables.read(directory, sourceLanguage: sourceLanguage)
        guard let catalog = tables.tables[table] else {
            throw SlotFitError(.io, "\"\(directory)\" has no table \"\(table)\" (.strings, .stringsdict or .xcstrings)\(tables.tables.isEmpty ? "" : "; its tables: \(tables.tables.keys.sorted().joined(separator: ", "))")")
        }
        return catalog
    }

    /// One `.stringsdict` file's bytes as a catalog of `localization`
    /// (binary or XML property list, shape checked before use).
    public init(stringsdict bytes: [UInt8], source: String, localization: String, sourceLanguage: String = "en") throws {
        self.init(sourceLanguage: sourceLanguage)
        keysAreSourceText = false
        for (key, value) in try StringsDictReader.values(bytes, source: source) {
            entries[key] = CatalogEntry(localizations: [localization: value])
        }
    }

    /// The table `table` from whatever `path` is: an `.xcstrings` file, a
    /// `.strings` or `.stringsdict` file, an `.lproj` folder, a folder of
    /// `.lproj` folders, or a folder with catalogs anywhere below. Without
    /// `table`: the only table there is, else `Localizable`.
    /// A table that does not parse is an error only when it is the one
    /// asked for: the others are never read.
    public static func load(_ path: String, table: String? = nil, sourceLanguage: String = "en") throws -> StringCatalog {
        try StringTables.read(path, sourceLanguage: sourceLanguage, keepingBrokenTables: true).table(table, in: path)
    }

    /// `load`, with String Catalogs read on demand (`index(xcstrings:)`):
    /// what rendering reads, a few keys of a table of thousands.
    package static func loadOnDemand(_ path: String, table: String? = nil, sourceLanguage: String = "en") throws -> StringCatalog {
        try StringTables.read(path, sourceLanguage: sourceLanguage, keepingBrokenTables: true, onDemand: true).table(table, in: path)
    }
}

/// Every string table under a path, in any form a project keeps them:
/// `.xcstrings` catalogs (the file name is the table) and `.strings` /
/// `.stringsdict` files in `.lproj` folders (the file name is the table,
/// the folder the localization). A table is a namespace, as Xcode's
/// `tableName`: `Common.strings` and `Localizable.strings` are separate.
package struct StringTables: Sendable {
    /// The tables by name.
    package var tables: [String: StringCatalog]
    /// The files read, sorted.
    package var files: [String]
    /// Tables a file of which does not parse, by name: the first file's
    /// error (in file order). Such a table is not in `tables`. Only filled
    /// when read `keepingBrokenTables`; otherwise that error is thrown.
    package var broken: [String: SlotFitError] = [:]

    /// The table `name` (without a name: the only table there is, else
    /// `Localizable`); its own error when it does not parse. `path` names
    /// the place in messages.
    package func table(_ name: String?, in path: String) throws -> StringCatalog {
        let names = Set(tables.keys).union(broken.keys).sorted()
        let name = name ?? (names.count == 1 ? names[0] : "Localizable")
        if let error = broken[name] { throw error }
        guard let catalog = tables[name] else {
            throw SlotFitError(.io, "\"\(path)\" has no table \"\(name)\"\(names.isEmpty ? " (no .xcstrings, .strings or .stringsdict found)" : "; its tables: \(names.joined(separator: ", ")) — name one with table:")")
        }
        return catalog
    }

    /// The name `table(_:in:)` reads for `name`.
    package func resolvedName(_ name: String?) -> String {
        let names = Set(tables.keys).union(broken.keys)
        return name ?? (names.count == 1 ? names.first! : "Localizable")
    }

    /// Reads every table under `path`; see `StringCatalog.load`. With
    /// `keepingBrokenTables`, a file that does not parse puts its table in
    /// `broken` instead of throwing (errors of the folder walk still throw).
    /// Where a table file lives as a table: an `.xcstrings` file itself, a
    /// `xx.lproj/Name.strings` file the folder holding its `.lproj` folders
    /// (what `read` takes to read every language of it).
    package static func home(of table: String) -> String {
        let folder = (table as NSString).deletingLastPathComponent
        return folder.hasSuffix(".lproj") ? (folder as NSString).deletingLastPathComponent : table
    }

    /// `onDemand`: String Catalogs are indexed, their entries decoded when
    /// read (`StringCatalog.index(xcstrings:)`).
    package static func read(_ path: String, sourceLanguage: String, keepingBrokenTables: Bool = false, onDemand: Bool = false) throws -> StringTables {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SlotFitError(.io, "cannot read \"\(path)\": no such file or folder; pass an .xcstrings file, a .strings or .stringsdict file, an .lproj folder or a folder that holds them")
        }
        var xcstrings: [String] = [], lprojFiles: [(file: String, locale: String)] = []
        if isDirectory.boolValue {
            try collect(path, depth: 0, xcstrings: &xcstrings, lprojFiles: &lprojFiles, sourceLanguage: sourceLanguage)
        } else if path.hasSuffix(".xcstrings") {
            xcstrings.append(path)
        } else if path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") {
            lprojFiles.append((path, try locale(ofFolder: (path as NSString).deletingLastPathComponent, sourceLanguage: sourceLanguage)))
        } else {
            throw SlotFitError(.io, "\"\(path)\" is not a catalog: pass an .xcstrings, .strings or .stringsdict file, or a folder that holds them")
        }
        // The same files, unchanged, were read before in this process (the
        // importer, the matrix and the broken-table warning each ask): that result.
        let stamp = ([path, sourceLanguage, keepingBrokenTables ? "keep" : "throw", onDemand ? "index" : "read"] + (xcstrings + lprojFiles.map(\.file)).sorted().map { "\($0) \(FileStamp(path: $0)?.text ?? "-")" })
            .joined(separator: "\n")
        if let known = readTables.withLock({ $0[stamp] }) { return known }
        var result = try read(xcstrings: xcstrings, lprojFiles: lprojFiles, sourceLanguage: sourceLanguage, keepingBrokenTables: keepingBrokenTables,
                              onDemand: onDemand)
        result.markLegacyTables(root: path, sourceLanguage: sourceLanguage, lprojFiles: lprojFiles.map(\.file))
        readTables.withLock { memo in
            if memo.count >= 64 { memo = [:] }
            memo[stamp] = result
        }
        return result
    }

    /// Gives each table read from `.lproj` files its token, so that its
    /// lookups are recorded (`CatalogReadLog`), and records it; a table
    /// that did not parse is recorded as such.
    private mutating func markLegacyTables(root: String, sourceLanguage: String, lprojFiles: [String]) {
        if !broken.isEmpty { CatalogReadLog.shared.tableBroken() }
        var byTable: [String: [String]] = [:]
        for file in lprojFiles { byTable[((file as NSString).lastPathComponent as NSString).deletingPathExtension, default: []].append(file) }
        for (name, files) in byTable where tables[name] != nil {
            let token = LegacyTableToken(root: root, name: name, sourceLanguage: sourceLanguage, files: files.sorted())
            tables[name]!.legacyTable = token
            CatalogReadLog.shared.readTable(token, as: tables[name]!)
        }
    }

    /// Every table read so far in this process, by its files' stamps.
    private static let readTables = Mutex<[String: StringTables]>([:])

    private static func read(xcstrings: [String], lprojFiles: [(file: String, locale: String)], sourceLanguage: String, keepingBrokenTables: Bool,
                             onDemand: Bool) throws -> StringTables {
        var tables: [String: StringCatalog] = [:]
        var broken: [String: SlotFitError] = [:]
        /// Runs `body`; a `SlotFitError` from it marks table `name` broken when that is allowed.
        func reading(_ name: String, _ body: () throws -> Void) throws {
            guard broken[name] == nil else { return }
            do { try body() } catch let error as SlotFitError where keepingBrokenTables {
                broken[name] = error
            }
        }
        for file in xcstrings.sorted() {
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            try reading(name) {
                let catalog = try onDemand ? StringCatalog.index(xcstrings: file) : StringCatalog.read(xcstrings: file)
                tables[name] = tables[name].map { merged($0, catalog) } ?? catalog
            }
        }
        // .strings first, then .stringsdict over them, file by file.
        let ordered = lprojFiles.sorted { ($0.file.hasSuffix(".stringsdict") ? 1 : 0, $0.file) < ($1.file.hasSuffix(".stringsdict") ? 1 : 0, $1.file) }
        var legacy: [String: StringCatalog] = [:]
        for (file, locale) in ordered {
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            try reading(name) {
                // Taken out while it grows: a copy left in `legacy` would
                // share every entry, and each file would copy them all.
                var catalog = legacy.removeValue(forKey: name) ?? StringCatalog(sourceLanguage: sourceLanguage)
                catalog.keysAreSourceText = false
                try add(file, locale: locale, to: &catalog)
                catalog.shippedLocalizations.insert(locale)
                legacy[name] = catalog
            }
        }
        for (name, catalog) in legacy { tables[name] = tables[name].map { merged($0, catalog) } ?? catalog }
        for name in broken.keys { tables[name] = nil }
        var result = StringTables(tables: tables, files: (xcstrings + lprojFiles.map(\.file)).sorted())
        result.broken = broken
        return result
    }

    static func collect(_ folder: String, depth: Int, xcstrings: inout [String], lprojFiles: inout [(file: String, locale: String)],
                        sourceLanguage: String) throws {
        guard depth < 12 else { return }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
            throw SlotFitError(.io, "cannot list \"\(folder)\": \(error.localizedDescription); make it readable")
        }
        if folder.hasSuffix(".lproj") {
            let locale = try locale(ofFolder: folder, sourceLanguage: sourceLanguage)
            for name in names where name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
                lprojFiles.append(((folder as NSString).appendingPathComponent(name), locale))
            }
            return
        }
        for name in names where !SkippedFolders.skips(name) {
            let path = (folder as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                // Not through links: a link can lead anywhere, or in a circle.
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil { continue }
                try collect(path, depth: depth + 1, xcstrings: &xcstrings, lprojFiles: &lprojFiles, sourceLanguage: sourceLanguage)
            } else if name.hasSuffix(".xcstrings") {
                xcstrings.append(path)
            }
        }
    }

    /// The localization an `.lproj` folder holds (`Base` is the source
    /// language); an error for a folder whose name is no language tag.
    static func locale(ofFolder folder: String, sourceLanguage: String) throws -> String {
        let name = (folder as NSString).lastPathComponent
        guard name.hasSuffix(".lproj") else { return sourceLanguage }
        let locale = String(name.dropLast(6))
        if locale == "Base" { return sourceLanguage }
        let legacyNames = ["English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it", "Dutch": "nl"]
        if let mapped = legacyNames[locale] { return mapped }
        guard !locale.isEmpty, locale.utf8.count < 64,
              locale.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }) else {
            throw SlotFitError(.locale, "\"\(folder)\": \"\(locale)\" is not a language tag; name .lproj folders by language, e.g. de.lproj, pt-BR.lproj, zh-Hans.lproj")
        }
        return locale.replacingOccurrences(of: "_", with: "-")
    }

    /// Reads one `.strings` or `.stringsdict` file into `catalog`.
    static func add(_ file: String, locale: String, to catalog: inout StringCatalog) throws {
        if file.hasSuffix(".strings") {
            let contents = try parsed(file)
            for entry in contents.entries {
                // Taken out while it changes: its localizations are then
                // not shared with the table, so adding one copies nothing.
                var item = catalog.entries.removeValue(forKey: entry.key) ?? CatalogEntry(localizations: [:])
                if item.localizations == nil { item.localizations = [:] }
                item.localizations![locale] = .translated(entry.value)
                item.origins[locale] = SourceLine(file: file, line: entry.line)
                // The source language's comment is the one translators read.
                if let comment = entry.comment, item.comment == nil || locale == catalog.sourceLanguage { item.comment = comment }
                catalog.entries[entry.key] = item
            }
            for duplicate in contents.duplicates {
                catalog.diagnostics.append(CatalogDiagnostic(
                    rule: "duplicate-key", place: SourceLine(file: file, line: duplicate.line), key: duplicate.key, locale: locale,
                    message: "\"\(duplicate.key)\" is defined again here after line \(duplicate.firstLine); iOS shows this later value — remove one"))
            }
            for note in contents.notes {
                catalog.diagnostics.append(CatalogDiagnostic(
                    rule: note.rule, place: SourceLine(file: file, line: note.location.line ?? 1), key: note.key, locale: locale,
                    message: "\(note.location.column.map { "column \($0): " } ?? "")\(note.message)"))
            }
        } else {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw SlotFitError(.io, "cannot read \"\(file)\"; make it readable")
            }
            let bytes = Array(data)
            let lines = StringsDictReader.keyLines(bytes)
            for (key, value) in try StringsDictReader.values(bytes, source: file) {
                var item = catalog.entries.removeValue(forKey: key) ?? CatalogEntry(localizations: [:])
                if item.localizations == nil { item.localizations = [:] }
                item.localizations![locale] = value
                item.origins[locale] = SourceLine(file: file, line: lines[key] ?? 1)
                catalog.entries[key] = item
            }
        }
    }

    /// A `.strings` file's contents, parsed once per process while the
    /// file is unchanged.
    static func parsed(_ file: String) throws -> StringsFileParser.Contents {
        try parsedStrings.value(for: file) {
            guard let data = FileBytes.read(file) else {
                throw SlotFitError(.io, "cannot read \"\(file)\"; make it readable")
            }
            return try StringsFileParser.contents(data, source: file)
        }
    }

    /// The `.strings` files parsed so far, by file.
    static let parsedStrings = FileMemo<StringsFileParser.Contents>()

    /// `primary` with what `extra` adds: its keys, and localizations
    /// `primary`'s entries lack.
    static func merged(_ primary: StringCatalog, _ extra: StringCatalog) -> StringCatalog {
        var result = primary
        result.shippedLocalizations.formUnion(extra.shippedLocalizations)
        for (key, entry) in extra.entries {
            guard var existing = result.entries[key] else { result.entries[key] = entry; continue }
            for (locale, value) in entry.localizations ?? [:] where existing.localizations?[locale] == nil {
                if existing.localizations == nil { existing.localizations = [:] }
                existing.localizations![locale] = value
                existing.origins[locale] = entry.origins[locale]
            }
            result.entries[key] = existing
        }
        result.diagnostics += extra.diagnostics
        return result
    }
}
