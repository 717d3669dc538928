import Foundation
import Synchronization

/// What this process read of each String Catalog: the keys it looked up
/// (found or not), whether it listed every key, whether it read the whole
/// file. `check`'s result cache keeps it with the renderings, so that an
/// edit to a catalog that touches nothing a render read (another key's
/// translation, in an app whose catalog has 2,000 keys and whose Live
/// Activity shows six) does not lay the matrix out again, and one that
/// does, does.
///
/// The log records once `record()` is called (the check that keeps a
/// cache calls it before reading anything; other commands never do, and
/// keep no catalog's bytes for it). It only grows: a read recorded stays
/// recorded for the process, whichever render it was for (more recorded is
/// more re-rendered, never a result kept that an edit changed).
package final class CatalogReadLog: Sendable {
    /// The log of this process.
    package static let shared = CatalogReadLog()

    /// What was read of one file.
    package struct Reads: Sendable, Codable, Equatable {
        /// The keys looked up, found or not.
        package var keys: Set<String> = []
        /// Whether every key was listed (a did-you-mean, a count).
        package var keyList = false
        /// Whether every entry was read: the file's bytes are its input.
        package var whole = false

        /// These reads (nothing, by default).
        package init(keys: Set<String> = [], keyList: Bool = false, whole: Bool = false) {
            self.keys = keys; self.keyList = keyList; self.whole = whole
        }
    }

    private struct File: Sendable {
        var reads = Reads()
        /// The index the reads were made in.
        var index: XCStringsIndex?
        /// The bytes of a file read in full.
        var bytes: [UInt8]?
        /// Set when the file was read twice with different bytes (it
        /// changed during the run): no result may be kept for it.
        var changed = false
    }

    private let files = Mutex<[String: File]>([:])
    private let recording = Atomic<Bool>(false)

    /// An `.lproj` table read: the table as built, and what was read of it.
    private struct Table: Sendable {
        var token: LegacyTableToken
        var catalog: StringCatalog
        var reads = Reads()
        var changed = false
    }

    private let tables = Mutex<[String: Table]>([:])
    /// Set when a table did not parse: what a render says of it rests on
    /// every byte of its files, which the log does not keep.
    private let untrackable = Atomic<Bool>(false)

    package init() {}

    /// Starts recording, for the rest of the process.
    package func record() { recording.store(true, ordering: .releasing) }

    /// Whether reads are recorded.
    package var isRecording: Bool { recording.load(ordering: .acquiring) }

    /// The file's real path: the log's and the fingerprint's name for it.
    package static func canonical(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// Records that `index`'s file was indexed (its reads follow). Files
    /// are kept by the path they were read by, made real in `snapshot`.
    package func indexed(_ index: XCStringsIndex) {
        guard isRecording else { return }
        let path = index.source
        files.withLock { files in
            if let known = files[path]?.index, known.bytes != index.bytes { files[path]!.changed = true }
            files[path, default: File()].index = index
        }
    }

    /// Records that the file at `path` was read in full, from `bytes`.
    package func readWhole(_ path: String, bytes: [UInt8]) {
        guard isRecording else { return }
        files.withLock { files in
            if let known = files[path]?.bytes, known != bytes { files[path]!.changed = true }
            files[path, default: File()].bytes = bytes
            files[path]!.reads.whole = true
        }
    }

    /// Records a lookup of `key` in `index`'s file.
    package func lookedUp(_ key: String, in index: XCStringsIndex) {
        guard isRecording else { return }
        files.withLock { _ = $0[index.source, default: File()].reads.keys.insert(key) }
    }

    /// Records that every key of `index`'s file was listed, or every entry read.
    package func listed(_ index: XCStringsIndex, whole: Bool = false) {
        guard isRecording else { return }
        files.withLock { files in
            files[index.source, default: File()].reads.keyList = true
            if whole { files[index.source]!.reads.whole = true }
        }
    }

    /// Records that `token`'s table was read as `catalog` (its lookups follow).
    package func readTable(_ token: LegacyTableToken, as catalog: StringCatalog) {
        guard isRecording else { return }
        tables.withLock { tables in
            if let known = tables[token.id] {
                if known.catalog.storedEntries != catalog.storedEntries || known.catalog.shippedLocalizations != catalog.shippedLocalizations {
                    tables[token.id]!.changed = true
                }
                return
            }
            tables[token.id] = Table(token: token, catalog: catalog)
        }
    }

    /// Records that a table did not parse: no result may be kept.
    package func tableBroken() {
        guard isRecording else { return }
        untrackable.store(true, ordering: .releasing)
    }

    /// Records a lookup of `key` in `token`'s table.
    package func lookedUp(_ key: String, in token: LegacyTableToken) {
        guard isRecording else { return }
        tables.withLock { _ = $0[token.id]?.reads.keys.insert(key) }
    }

    /// Records that every key of `token`'s table was listed, or every entry read.
    package func listed(_ token: LegacyTableToken, whole: Bool = false) {
        guard isRecording else { return }
        tables.withLock { tables in
            tables[token.id]?.reads.keyList = true
            if whole { tables[token.id]?.reads.whole = true }
        }
    }

    /// Adds `reads` (a render's before this one, kept with its results) to
    /// what this process read of the file the render read by `path`, so
    /// that the material taken now covers both.
    package func merge(_ reads: Reads, file path: String) {
        guard isRecording else { return }
        files.withLock { $0[path, default: File()].reads.formUnion(reads) }
    }

    /// Adds `reads` to what this process read of the `.lproj` table `table`
    /// under `root` (in `sourceLanguage`); `false` when it was not read.
    @discardableResult
    package func merge(_ reads: Reads, table: String, root: String, sourceLanguage: String) -> Bool {
        guard isRecording else { return false }
        let id = LegacyTableToken(root: root, name: table, sourceLanguage: sourceLanguage, files: []).id
        return tables.withLock { tables in
            guard tables[id] != nil else { return false }
            tables[id]!.reads.formUnion(reads)
            return true
        }
    }

    /// Each `.lproj` table read, with what was read of it and its material
    /// (`material(of:reads:)`; `nil` when it changed during the run); `nil`
    /// when the log was not recording or a table did not parse.
    package func tableSnapshot() -> [(token: LegacyTableToken, reads: Reads, material: ReadMaterial?)]? {
        guard isRecording, !untrackable.load(ordering: .acquiring) else { return nil }
        return tables.withLock { $0 }.values.sorted { $0.token.id < $1.token.id }.map { table in
            (table.token, table.reads, table.changed ? nil : Self.material(of: table.catalog, reads: table.reads))
        }
    }

    /// Each file read, by real path, with what was read of it and the
    /// material its digest is taken over (`material(of:reads:)`); the
    /// material `nil` when the file changed during the run, and a path it
    /// was read by (the index memo's key, for reading it again). `nil` when
    /// the log was not recording.
    package func snapshot() -> [String: (reads: Reads, material: ReadMaterial?, source: String)]? {
        guard isRecording else { return nil }
        // One file read by two paths (`Examples/../L.xcstrings`, and
        // absolute): its reads together.
        var files: [String: File] = [:], sources: [String: String] = [:]
        for (path, file) in self.files.withLock({ $0 }).sorted(by: { $0.key < $1.key }) {
            let real = Self.canonical(path)
            guard var merged = files[real] else { files[real] = file; sources[real] = path; continue }
            merged.reads.formUnion(file.reads)
            if let index = file.index {
                if let known = merged.index, known.bytes != index.bytes { merged.changed = true }
                merged.index = index
            }
            if let bytes = file.bytes {
                if let known = merged.bytes, known != bytes { merged.changed = true }
                merged.bytes = bytes
            }
            merged.changed = merged.changed || file.changed
            files[real] = merged
        }
        var result: [String: (reads: Reads, material: ReadMaterial?, source: String)] = [:]
        for (path, file) in files {
            let source = sources[path] ?? path
            if file.changed {
                result[path] = (file.reads, nil, source)
            } else if file.reads.whole, let bytes = file.bytes {
                result[path] = (file.reads, .whole(bytes), source)
            } else if let index = file.index, file.bytes.map({ $0 == index.bytes }) != false {
                result[path] = (file.reads, Self.material(of: index, reads: file.reads), source)
            } else {
                result[path] = (file.reads, nil, source)
            }
        }
        return result
    }
}
