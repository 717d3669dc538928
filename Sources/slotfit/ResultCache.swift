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
        guard currentGeneration() != nil else { return nil }
        guard let bytes = FileBytes.read(path),
              let entry = try? PackedDecoder().decode(Entry.self, from: bytes), entry.key == key,
              entry.contentLengths?.count == entry.files.count else { return nil }
        var changed: [(record: CatalogRecord, now: LocalizedDigests)] = []
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
                  let found = before.edits(to: now) else { return nil }
            edits.append((record, found))
        }
        // An edit that reaches every golden is a render of all of them:
        // the entry's renderings would be read only to be replaced.
        guard let render = Self.affectedFiles(entry.files, by: edits), render.count < entry.files.count else { return nil }
        return .partial(entry, render: render)
    }

    /// The first line of a contents file: the entry's key and generation.
    static func header(key: String, generation: String) -> [UInt8] { Array("\(key) \(generation)\n".utf8) }

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

    /// The files beside the entry: its renderings' text, the goldens
    /// found equal, its localized digests, the report printed from it.
    var contentsPath: String { String(path.dropLast(6)) + ".contents" }
    var goldensPath: String { String(path.dropLast(6)) + ".goldens" }
    var localizedPath: String { String(path.dropLast(6)) + ".localized" }
    var outcomePath: String { String(path.dropLast(6)) + ".outcome" }
}
