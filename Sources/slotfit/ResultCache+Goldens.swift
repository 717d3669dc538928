import Foundation
import SlotFit
import SlotFitCore
import SlotFitStrings
import SlotFitText

/// The goldens found equal to the entry's renderings, and what a check
/// printed from the entry: kept to be trusted, or printed, again.
extension ResultCache {
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

    /// The generation of the entry whose key is this cache's, read from
    /// its contents file's first line without decoding the entry; `nil`
    /// when the entry is for other inputs (any input changed) or gone.
    func currentGeneration() -> String? {
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
        guard let tables = CheckOutcomeReplay.tables(of: entry, current: catalogStamps),
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
