import Foundation
import SlotFitStrings

/// Writes goldens: each file atomically, only where the record mode says.
public enum GoldenStore {
    /// swift-snapshot-testing's record modes.
    public enum RecordMode: String, Sendable, CaseIterable {
        /// Write goldens that do not exist yet.
        case missing
        /// Rewrite every golden.
        case all
        /// Rewrite the goldens that differ.
        case failed
    }

    /// Writes `files` under `directory` per `mode`; with `prune`, removes the
    /// goldens of activities and locales no longer rendered. Returns the
    /// relative paths written and removed.
    public static func record(_ files: [GoldenMatrix.File], directory: String, mode: RecordMode,
                              prune: Bool) throws -> (written: [String], removed: [String]) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw StringsError(.io, "golden directory \"\(directory)\" is a file, not a folder; point goldenDirectory (or --golden-dir) at a folder")
        }
        var written: [String] = []
        // Pictures follow their golden: written whenever it is.
        func writePictures(_ file: GoldenMatrix.File) throws {
            for (relative, svg) in file.pictures.sorted(by: { $0.key < $1.key }) {
                let path = (directory as NSString).appendingPathComponent(relative)
                guard FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) != svg else { continue }
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try AtomicFile.write(Array(svg.utf8), to: path)
            }
        }
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file.path)
            let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            let write: Bool
            switch mode {
            case .missing: write = existing == nil
            case .all: write = true
            case .failed: write = existing != file.contents
            }
            if write || existing == nil { try writePictures(file) }
            guard write, existing != file.contents else { continue }
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            } catch {
                throw StringsError(.io, "cannot create \"\((path as NSString).deletingLastPathComponent)\": \(error.localizedDescription); make the golden directory writable")
            }
            try AtomicFile.write(Array(file.contents.utf8), to: path)
            written.append(file.path)
        }
        var removed: [String] = []
        if prune, let enumerator = FileManager.default.enumerator(atPath: directory) {
            let keep = Set(files.map(\.path))
            let keepPictures = Set(files.flatMap { $0.pictures.keys })
            for case let relative as String in enumerator where (relative.hasSuffix(".txt") && !keep.contains(relative))
                || (relative.hasSuffix(".svg") && !keepPictures.contains(relative)) {
                try FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(relative))
                removed.append(relative)
            }
        }
        return (written, removed.sorted())
    }
}
