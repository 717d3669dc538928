import Foundation
import SlotFit
import SlotFitText
import SlotFitCore
import SlotFitStrings

/// `check`'s rendered matrix remembered between runs, as SwiftLint keeps
/// its results: when nothing it reads has changed, a check compares the
/// goldens and runs the reports without importing, reading a catalog or
/// laying anything out. The key is the binary (its version and the file
/// itself, and the shared libraries it runs with), what of the command
/// line changes a render, the configuration and every input's identity
/// (`InputFingerprint`: the project's files, the fonts); one
/// entry per project and configuration, in `results/` of the cache folder
/// (`$SLOTFIT_CACHE_DIR`, else `$XDG_CACHE_HOME/slotfit`, else
/// `~/.cache/slotfit`), replaced atomically. No cache while a file was
/// modified in the last two seconds (its stamp is not yet settled). A
/// String Catalog is the exception: the entry keeps what the render read
/// of each (`CatalogReadLog`: the keys it looked up, their entries' bytes
/// and lines, the catalog's languages), and a catalog whose stamp changed
/// is read again and compared on that alone: a translator's edit to a key
/// no activity shows leaves the entry in use. An
/// entry that cannot be read,
/// or is for other inputs, is a miss; one that cannot be written is
/// skipped. A cached check prints and writes byte for byte what an
/// uncached one does (the render's warnings and notes included).
struct ResultCache {
    /// What a render left for the check after it.
    struct Entry: Codable {
        var key: String
        var files: [GoldenMatrix.File]
        /// The source texts exact and in all (`slotfit import`'s figure).
        var sourceTexts: [Int]?
        /// The warnings and notes the render printed, in order.
        var notices: [String]
        /// Each file's contents' length in bytes in the contents file.
        var contentLengths: [Int]? = nil
        /// This render's own name: the same inputs rendered again (after
        /// a catalog edit the render read) make another generation, and
        /// the contents and goldens files name theirs.
        var generation = UUID().uuidString
        /// Each String Catalog the render read, by real path.
        var catalogs: [CatalogRecord] = []
    }

    /// What a render read of one String Catalog, or of one `.lproj` table.
    struct CatalogRecord: Codable {
        /// The catalog's real path; for a table, the folder it was read from.
        var path: String
        /// The file's stamp when the inputs were fingerprinted, if settled.
        var stamp: String?
        var reads: CatalogReadLog.Reads
        /// SHA-256 of `CatalogReadLog.material` then.
        var digest: String
        /// A path the render read a catalog by: read again by the same,
        /// its index is the one a render after a miss takes from the memo.
        var source: String? = nil
        /// For an `.lproj` table: its name, development language, and each
        /// file's real path with its stamp then.
        var table: String? = nil
        var sourceLanguage: String? = nil
        var files: [String: String?]? = nil

        /// The record's name in the localized digests' file.
        var id: String { table.map { path + "\u{0}" + $0 } ?? path }
    }

    /// The localized digests of an entry's records (`LocalizedDigests`),
    /// in their own file beside it: read only when a table changed.
    struct LocalizedFile: Codable {
        /// The entry's key and generation.
        var key: String
        /// By record (`CatalogRecord.id`).
        var records: [String: LocalizedDigests]
    }

    /// The entry's file.
    let path: String
    /// The inputs' digest an entry must carry to be used.
    let key: String
    /// The String Catalogs under the project, with their settled stamps.
    let catalogStamps: [String: String?]

    /// The cache of `configuration` rendered as `variant` says (what of the
    /// command line changes a render: pictures drawn, the unverified-text
    /// policy); `nil` when no cache folder can be named.
    init?(configuration: SlotFitConfiguration, variant: String, directory: String? = CacheFile.defaultDirectory) {
        guard let directory else { return nil }
        let project = configuration.projectDirectory
        var skipped: Set<String> = [configuration.goldenDirectory]
        skipped.insert(directory)
        // The binary and the libraries it runs with (ICU, HarfBuzz,
        // FreeType, Fontconfig: an upgrade changes widths and formats, not
        // the binary).
        let libraries = Self.loadedLibraries()
        let fingerprint = InputFingerprint.digest(files: ["/proc/self/exe", configuration.file] + libraries, projects: [project], skipping: skipped,
                                                  others: InputFingerprint.fontFolders + [FontProfile.sanFranciscoFolder])
        // A file changed in the last two seconds may change again unseen.
        guard fingerprint.settled else { return nil }
        let inputs = fingerprint.digest
        catalogStamps = fingerprint.catalogs
        let environment = ProcessInfo.processInfo.environment.filter { $0.key.hasPrefix("SLOTFIT_") || $0.key.hasPrefix("FONTCONFIG") }
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let material = [SlotFitVersion.string, FileManager.default.currentDirectoryPath, configuration.goldenDirectory, inputs, variant] + environment
        key = FontDigests.sha256(of: Array(material.joined(separator: "\u{0}").utf8))
        let name = FontDigests.sha256(of: Array((project + "\u{0}" + configuration.file).utf8))
        path = directory + "/results/" + name + ".entry"
    }

    /// The shared libraries whose upgrade changes what SlotFit measures or
    /// prints (ICU, HarfBuzz, FreeType, Fontconfig), wherever the system
    /// keeps them: found by name, so the list is the same on every run
    /// (the libraries a process has mapped vary with what it loaded yet).
    static func loadedLibraries() -> [String] {
        let prefixes = ["libicu", "libharfbuzz", "libfreetype", "libfontconfig"].map { Array($0.utf8) }
        var found: [String] = []
        for folder in ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib", "/usr/lib64", "/usr/local/lib"] {
            // Read with readdir and compared as bytes: a system's library
            // folder has a thousand names or more, and FileManager's
            // listing and String's `contains` cost a millisecond there.
            guard let handle = opendir(folder) else { continue }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                guard prefixes.contains(where: { name.starts(with: $0) }), String(decoding: name, as: UTF8.self).containsUTF8(".so") else { continue }
                found.append(folder + "/" + String(decoding: name, as: UTF8.self))
            }
        }
        return found.sorted()
    }

    /// What the cache holds for these inputs.
    enum Lookup {
        /// The entry, every rendering of it still what a render would make.
        case entry(Entry)
        /// The entry, but for the goldens at these paths: an edit to a
        /// string table changed values of localizations those show, and
        /// nothing the others show (`affectedFiles`).
        case partial(Entry, render: Set<String>)
    }

    /// The remembered entry for these inputs, if there is one, its files'
    /// contents left empty: `withContents` fills those a check needs.
    func load() -> Entry? {
        if case .entry(let entry)? = lookup() { return entry }
        return nil
    }

    /// The remembered entry for these inputs, whole or but for the goldens
    /// a string table's edit reaches; `nil` when there is none or an edit
    /// reaches what every golden shows.
    func lookup() -> Lookup? {
        // The contents file's first line is its entry's key: a stale entry
        // (any input changed) is known without decoding it.
        guard headerMatches() else { return nil }
        guard let bytes = FileBytes.read(path),
              let entry = try? PackedDecoder().decode(Entry.self, from: bytes), entry.key == key,
              entry.contentLengths?.count == entry.files.count else { return nil }
        var changed: [(record: CatalogRecord, now: CatalogReadLog.LocalizedMaterial)] = []
        for record in entry.catalogs {
            switch state(of: record) {
            case .same: continue
            case .changed(let now?): changed.append((record, now))
            case .changed(nil), .unknown:
                return nil
            }
        }
        guard !changed.isEmpty else { return .entry(entry) }
        guard let saved = localizedDigests(of: entry) else { return nil }
        var edits: [(record: CatalogRecord, edits: [LocalizedDigests.Edit])] = []
        for (record, now) in changed {
            guard let before = saved[record.id],
                  let found = before.edits(to: LocalizedDigests(now)) else { return nil }
            edits.append((record, found))
        }
        guard let render = Self.affectedFiles(entry.files, by: edits) else { return nil }
        return .partial(entry, render: render)
    }

    /// What became of a table the entry's render read.
    private enum RecordState {
        /// It gives what the render read of it.
        case same
        /// Its material differs: what it is now, by localization (`nil`
        /// when it cannot be taken apart: every entry was read).
        case changed(CatalogReadLog.LocalizedMaterial?)
        /// It is gone, or no longer reads.
        case unknown
    }

    /// Whether a String Catalog (or `.lproj` table) the entry's render read
    /// still gives what it read: the same stamp, or the same keys, entries
    /// and languages read again now.
    private func state(of record: CatalogRecord) -> RecordState {
        if let table = record.table, let files = record.files, let language = record.sourceLanguage {
            return tableState(record, table: table, files: files, sourceLanguage: language)
        }
        // A catalog no longer under the project (or never was).
        guard let current = catalogStamps[record.path] else { return .unknown }
        if let stamp = record.stamp, stamp == current { return .same }
        if record.reads.whole {
            guard let bytes = FileBytes.read(record.path) else { return .unknown }
            return FontDigests.sha256(of: CatalogReadLog.wholeMaterial(bytes)) == record.digest ? .same : .changed(nil)
        }
        guard let index = try? StringCatalog.index(xcstrings: record.source ?? record.path).lazyEntries?.index else { return .unknown }
        if FontDigests.sha256(of: CatalogReadLog.material(of: index, reads: record.reads)) == record.digest { return .same }
        return .changed(CatalogReadLog.localizedMaterial(of: index, reads: record.reads))
    }

    /// Whether an `.lproj` table gives what the render read of it: every
    /// file with its stamp then, or the table read again the same way with
    /// the same material.
    private func tableState(_ record: CatalogRecord, table: String, files: [String: String?], sourceLanguage: String) -> RecordState {
        var stamped = true
        for (file, stamp) in files {
            guard let current = catalogStamps[file] else { return .unknown }
            if stamp == nil || stamp != current { stamped = false }
        }
        if stamped { return .same }
        guard let tables = try? StringTables.read(record.path, sourceLanguage: sourceLanguage, keepingBrokenTables: true, onDemand: true),
              tables.broken.isEmpty, let catalog = tables.tables[table],
              Set(tables.files.filter { !$0.hasSuffix(".xcstrings") }.map(CatalogReadLog.canonical)) .isSuperset(of: files.keys) else { return .unknown }
        if FontDigests.sha256(of: CatalogReadLog.material(of: catalog, reads: record.reads)) == record.digest { return .same }
        return .changed(CatalogReadLog.localizedMaterial(of: catalog, reads: record.reads))
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
            let record = CatalogRecord(path: path, stamp: catalogStamps[path] ?? nil, reads: read.reads, digest: FontDigests.sha256(of: material), source: read.source)
            records.append(record)
            localized[record.id] = read.localized.map(LocalizedDigests.init)
        }
        for (token, reads, material, parts) in tables {
            guard let material else { return nil }
            let files = Dictionary(token.files.map { CatalogReadLog.canonical($0) }.map { ($0, catalogStamps[$0] ?? nil) }, uniquingKeysWith: { first, _ in first })
            let record = CatalogRecord(path: token.root, reads: reads, digest: FontDigests.sha256(of: material),
                                       table: token.name, sourceLanguage: token.sourceLanguage, files: files)
            records.append(record)
            localized[record.id] = parts.map(LocalizedDigests.init)
        }
        for record in carried where !records.contains(where: { $0.id == record.id }) {
            records.append(record)
            localized[record.id] = earlier?.localized[record.id]
        }
        return (records, localized)
    }

    /// The first line of a contents file: the entry's key and generation.
    private static func header(key: String, generation: String) -> [UInt8] { Array("\(key) \(generation)\n".utf8) }

    /// Whether the contents file starts with this cache's key and a space.
    private func headerMatches() -> Bool {
        let header = Array((key + " ").utf8)
        guard let handle = FileHandle(forReadingAtPath: contentsPath) else { return false }
        defer { try? handle.close() }
        guard let read = try? handle.read(upToCount: header.count) else { return false }
        return Array(read) == header
    }

    /// `entry` with the contents of the files at `indexes` read from the
    /// contents file (one raw blob beside the entry: 18 MB of golden text
    /// is not decoded as strings in the entry); `nil` when that file is not this
    /// entry's.
    func withContents(_ entry: Entry, at indexes: [Int]) -> Entry? {
        guard !indexes.isEmpty else { return entry }
        let header = Self.header(key: key, generation: entry.generation)
        guard let blob = FileBytes.read(contentsPath), blob.starts(with: header), let lengths = entry.contentLengths else { return nil }
        var offsets: [Int] = [], offset = header.count
        for length in lengths { offsets.append(offset); offset += length }
        guard offset == blob.count else { return nil }
        var filled = entry
        for index in indexes {
            filled.files[index].contents = String(decoding: blob[offsets[index]..<(offsets[index] + lengths[index])], as: UTF8.self)
        }
        return filled
    }

    /// Remembers `entry` (atomically, beside the font digests) with what
    /// its render read of each String Catalog: the contents in their own
    /// file, written first and headed by the key and generation, so that
    /// an entry never takes another run's contents. `false` when nothing
    /// was stored (a catalog changed during the render).
    @discardableResult
    func store(_ entry: Entry, carrying earlier: (records: [CatalogRecord], localized: [String: LocalizedDigests])? = nil) -> Bool {
        var light = entry
        guard let catalogs = catalogRecords(carrying: earlier) else { return false }
        light.catalogs = catalogs.records
        var blob = Self.header(key: key, generation: entry.generation)
        var lengths: [Int] = []
        for index in light.files.indices {
            var contents = light.files[index].contents
            contents.withUTF8 { blob.append(contentsOf: $0) }
            lengths.append(contents.utf8.count)
            light.files[index].contents = ""
        }
        light.contentLengths = lengths
        guard let bytes = try? PackedEncoder().encode(light) else { return false }
        let folder = (path as NSString).deletingLastPathComponent
        CacheFile.replace((contentsPath as NSString).lastPathComponent, in: folder, with: Data(blob))
        CacheFile.replace((path as NSString).lastPathComponent, in: folder, with: Data(bytes))
        if let localized = try? PackedEncoder().encode(LocalizedFile(key: key + " " + entry.generation, records: catalogs.localized)) {
            CacheFile.replace((localizedPath as NSString).lastPathComponent, in: folder, with: Data(localized))
        }
        // The entry and goldens as JSON, as SlotFit kept them before the
        // packed form: this project's own, replaced by the files above.
        unlink(String(path.dropLast(6)) + ".json")
        unlink(String(path.dropLast(6)) + ".goldens.json")
        return true
    }

    // MARK: Goldens known equal

    /// The goldens found equal to this entry's renderings, by path in the
    /// golden folder, each with its stamp then (`InputFingerprint.settledStamp`).
    struct Goldens: Codable, Equatable {
        /// The entry's key and generation.
        var key: String
        var stamps: [String: String]
    }

    /// The goldens that still carry the stamp they had when found equal to
    /// this entry's renderings: equal still (the renderings are the same,
    /// and so are those files), compared without being read.
    func unchangedGoldens(in directory: String, of entry: Entry) -> (paths: Set<String>, known: [String: String]) {
        guard let bytes = FileBytes.read(goldensPath),
              let goldens = try? PackedDecoder().decode(Goldens.self, from: bytes), goldens.key == key + " " + entry.generation else { return ([], [:]) }
        let paths = goldens.stamps.filter { InputFingerprint.settledStamp((directory as NSString).appendingPathComponent($0.key)) == $0.value }.map(\.key)
        return (Set(paths), goldens.stamps)
    }

    /// Remembers the goldens `report` found equal, with their stamps, when
    /// they differ from `known`.
    func rememberGoldens(of report: GoldenCheck.Report, in directory: String, known: [String: String], generation: String) {
        var stamps: [String: String] = [:]
        for file in report.files where file.status == .match {
            if let stamp = InputFingerprint.settledStamp((directory as NSString).appendingPathComponent(file.path)) { stamps[file.path] = stamp }
        }
        guard stamps != known, let bytes = try? PackedEncoder().encode(Goldens(key: key + " " + generation, stamps: stamps)) else { return }
        CacheFile.replace((goldensPath as NSString).lastPathComponent, in: (goldensPath as NSString).deletingLastPathComponent, with: Data(bytes))
    }

    private var contentsPath: String { String(path.dropLast(6)) + ".contents" }
    private var goldensPath: String { String(path.dropLast(6)) + ".goldens" }
    private var localizedPath: String { String(path.dropLast(6)) + ".localized" }
    private var outcomePath: String { String(path.dropLast(6)) + ".outcome" }

    // MARK: Outcomes printed again

    /// The generation of the entry whose key is this cache's, read from
    /// its contents file's first line without decoding the entry.
    private func currentGeneration() -> String? {
        guard let handle = FileHandle(forReadingAtPath: contentsPath) else { return nil }
        defer { try? handle.close() }
        guard let read = try? handle.read(upToCount: key.utf8.count + 64), let line = read.split(separator: 0x0A, maxSplits: 1).first,
              let text = String(bytes: line, encoding: .utf8), text.hasPrefix(key + " ") else { return nil }
        return String(text.dropFirst(key.utf8.count + 1))
    }

    /// What a check with `variant`'s options printed from the current
    /// entry, when no golden and no string table it read has changed since.
    func replay(variant: String, goldenDirectory: String) -> CheckOutcomeReplay? {
        guard let generation = currentGeneration(),
              let bytes = FileBytes.read(outcomePath),
              let outcome = try? PackedDecoder().decode(CheckOutcomeReplay.self, from: bytes),
              outcome.key == key + " " + generation + "\u{0}" + variant,
              outcome.tables.allSatisfy({ catalogStamps[$0.key] == $0.value }),
              CheckOutcomeReplay.goldenStamps(Array(outcome.goldens.keys), in: goldenDirectory) == outcome.goldens else { return nil }
        return outcome
    }

    /// Remembers what a check with `variant`'s options printed from
    /// `entry`, when every golden and string table it rests on is settled.
    func rememberOutcome(of entry: Entry, variant: String, notices: [String], text: String, status: Int32, goldenDirectory: String) {
        guard let tables = CheckOutcomeReplay.tables(of: entry),
              let goldens = CheckOutcomeReplay.goldenStamps(entry.files.map(\.path), in: goldenDirectory) else { return }
        let outcome = CheckOutcomeReplay(key: key + " " + entry.generation + "\u{0}" + variant, notices: notices, text: text, status: status,
                                         goldens: goldens, tables: tables)
        if let bytes = FileBytes.read(outcomePath), (try? PackedDecoder().decode(CheckOutcomeReplay.self, from: bytes)) == outcome { return }
        guard let bytes = try? PackedEncoder().encode(outcome) else { return }
        CacheFile.replace((outcomePath as NSString).lastPathComponent, in: (outcomePath as NSString).deletingLastPathComponent, with: Data(bytes))
    }

    /// The localized digests stored with `entry`, if they are its.
    func localizedDigests(of entry: Entry) -> [String: LocalizedDigests]? {
        guard let saved = FileBytes.read(localizedPath).flatMap({ try? PackedDecoder().decode(LocalizedFile.self, from: $0) }),
              saved.key == key + " " + entry.generation else { return nil }
        return saved.records
    }
}
