import Foundation
import SlotFit
import SlotFitCore
import SlotFitStrings
import SlotFitText

/// What the entry's render read of each string table, compared with the
/// tables now: kept, taken apart by localization, or recorded.
extension ResultCache {
    /// What became of a table the entry's render read.
    enum RecordState {
        /// It gives what the render read of it.
        case same
        /// Its material differs: its digests now, by localization (`nil`
        /// when it cannot be taken apart: a String Catalog read in full).
        case changed(LocalizedDigests?)
        /// It is gone, or no longer reads.
        case unknown
    }

    /// Whether a String Catalog (or `.lproj` table) the entry's render read
    /// still gives what it read: the same stamp, or the same keys, entries
    /// and languages read again now.
    func state(of record: CatalogRecord) -> RecordState {
        if let table = record.table, let files = record.files, let language = record.sourceLanguage {
            return tableState(record, table: table, files: files, sourceLanguage: language)
        }
        // A catalog no longer under the project (or never was).
        guard let current = catalogStamps[record.path] else { return .unknown }
        if let stamp = record.stamp, stamp == current { return .same }
        if record.reads.whole {
            guard let bytes = FileBytes.read(record.path) else { return .unknown }
            return Self.state(record, now: .whole(bytes))
        }
        guard let index = try? StringCatalog.index(xcstrings: record.source ?? record.path).lazyEntries?.index else { return .unknown }
        return Self.state(record, now: CatalogReadLog.material(of: index, reads: record.reads))
    }

    /// `.same` when `now` gives the record's digest, else its digests now
    /// (taken once: the digest is theirs combined).
    private static func state(_ record: CatalogRecord, now: CatalogReadLog.ReadMaterial) -> RecordState {
        let taken = LocalizedDigests.taken(of: now)
        return taken.digest == record.digest ? .same : .changed(taken.parts)
    }

    /// Whether an `.lproj` table gives what the render read of it: every
    /// file with its stamp then, or the table read again the same way with
    /// the same material.
    func tableState(_ record: CatalogRecord, table: String, files: [String: String?], sourceLanguage: String) -> RecordState {
        var stamped = true
        for (file, stamp) in files {
            guard let current = catalogStamps[file] else { return .unknown }
            if stamp == nil || stamp != current { stamped = false }
        }
        if stamped { return .same }
        guard let tables = try? StringTables.read(record.path, sourceLanguage: sourceLanguage, keepingBrokenTables: true, onDemand: true),
              tables.broken.isEmpty, let catalog = tables.tables[table],
              Set(tables.files.filter { !$0.hasSuffix(".xcstrings") }.map(CatalogReadLog.canonical)) .isSuperset(of: files.keys) else { return .unknown }
        return Self.state(record, now: CatalogReadLog.material(of: catalog, reads: record.reads))
    }

    /// The goldens of `files` that `edits` reach, by path; `nil` when they
    /// reach every golden. A golden reads its own activity's table, and
    /// shows one localization of it (`File.localization`), falling back to
    /// the development language; a key it shows that its localization
    /// lacks reads every language's value (a text kept as written
    /// elsewhere is only a warning). So an edit to localization L of key K
    /// in a table reaches the goldens of that table's activities in L and
    /// those whose localization K lacks, before or after; an edit to a
    /// development language, or to a table no golden's activity reads as
    /// its own (the importer's or a rule's reading), reaches all. A golden
    /// of an activity with no table of its own (the unbundled-strings rule
    /// reads the app's tables in every language) is always rendered again.
    static func affectedFiles(_ files: [GoldenMatrix.File], by changes: [(record: CatalogRecord, edits: [LocalizedDigests.Edit])]) -> Set<String>? {
        let sources = Set(files.map(\.sourceLanguage))
        var render = Set(files.filter { $0.catalog == nil || $0.localization.isEmpty }.map(\.path))
        var real: [String: String] = [:]
        func canonical(_ path: String) -> String {
            if let known = real[path] { return known }
            let found = CatalogReadLog.canonical(path)
            real[path] = found
            return found
        }
        for (record, edits) in changes where !edits.isEmpty {
            guard !edits.contains(where: { sources.contains($0.localization) || $0.isSourceLanguage }) else { return nil }
            // The goldens whose activity's table this is: the catalog file
            // itself, the folder it is in, or the `.lproj` tables' folder.
            let owners = files.filter { file in
                guard let catalog = file.catalog.map(canonical) else { return false }
                return record.table != nil ? catalog == canonical(record.path)
                    : catalog == record.path || catalog == (record.path as NSString).deletingLastPathComponent
            }
            guard !owners.isEmpty else { return nil }
            for file in owners where edits.contains(where: { $0.localization == file.localization || !$0.present.contains(file.localization) }) {
                render.insert(file.path)
            }
        }
        return render
    }

    /// What the render of this process read of each String Catalog and
    /// `.lproj` table, for its entry, with each one's localized digests;
    /// `nil` when a table changed while it ran. A render of part of the
    /// matrix carries `earlier`, the records of the render it completes:
    /// their reads are added to this one's of the same table (the goldens
    /// kept read those), and a table this run did not read is kept as it
    /// was recorded.
    func catalogRecords(carrying earlier: (records: [CatalogRecord], localized: [String: LocalizedDigests])? = nil)
        -> (records: [CatalogRecord], localized: [String: LocalizedDigests])? {
        let log = CatalogReadLog.shared
        guard var snapshot = log.snapshot() else { return nil }
        var carried: [CatalogRecord] = []
        for record in earlier?.records ?? [] {
            if let table = record.table, let language = record.sourceLanguage {
                if !log.merge(record.reads, table: table, root: record.path, sourceLanguage: language) { carried.append(record) }
            } else if let read = snapshot[record.path] {
                log.merge(record.reads, file: read.source)
            } else {
                carried.append(record)
            }
        }
        if earlier != nil { snapshot = log.snapshot() ?? [:] }
        guard let tables = log.tableSnapshot() else { return nil }
        var records: [CatalogRecord] = [], localized: [String: LocalizedDigests] = [:]
        for (path, read) in snapshot.sorted(by: { $0.key < $1.key }) {
            guard let material = read.material else { return nil }
            let taken = LocalizedDigests.taken(of: material)
            let record = CatalogRecord(path: path, stamp: catalogStamps[path] ?? nil, reads: read.reads, digest: taken.digest, source: read.source)
            records.append(record)
            localized[record.id] = taken.parts
        }
        for (token, reads, material) in tables {
            guard let material else { return nil }
            let files = Dictionary(token.files.map { CatalogReadLog.canonical($0) }.map { ($0, catalogStamps[$0] ?? nil) }, uniquingKeysWith: { first, _ in first })
            let taken = LocalizedDigests.taken(of: material)
            let record = CatalogRecord(path: token.root, reads: reads, digest: taken.digest,
                                       table: token.name, sourceLanguage: token.sourceLanguage, files: files)
            records.append(record)
            localized[record.id] = taken.parts
        }
        for record in carried where !records.contains(where: { $0.id == record.id }) {
            records.append(record)
            localized[record.id] = earlier?.localized[record.id]
        }
        return (records, localized)
    }
}
