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

    /// The first bytes of every golden text SlotFit writes.
    static let goldenHeader = "slotfit-golden "
    /// The mark every SVG picture SlotFit writes carries in its root element.
    static let pictureMark = "data-slotfit=\"picture "

    /// `true` when the file at `path` is one SlotFit wrote: a golden text
    /// (its header) or a picture (its mark). Only those are ever pruned.
    static func isSlotFitFile(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 256), as: UTF8.self)
        return path.hasSuffix(".txt") ? head.hasPrefix(goldenHeader) : path.hasSuffix(".svg") && head.hasPrefix("<svg") && head.contains(pictureMark)
    }

    /// Writes `files` under `directory` per `mode`; with `prune`, removes the
    /// goldens of activities and locales no longer rendered — only files
    /// SlotFit wrote (a golden's header, a picture's mark), inside
    /// `directory`, never through a symbolic link. Temporary files left by
    /// an earlier render that was killed are removed first. Every folder
    /// written to must lie inside `confinedTo` (the project) after symbolic
    /// links are resolved, unless it is `nil`. Returns the relative paths
    /// written and removed.
    public static func record(_ files: [GoldenMatrix.File], directory: String, mode: RecordMode,
                              prune: Bool, confinedTo project: String? = nil) throws -> (written: [String], removed: [String]) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw SlotFitError(.io, "golden directory \"\(directory)\" is a file, not a folder; point goldenDirectory (or --golden-dir) at a folder")
        }
        let root = SlotFitConfiguration.realPath(project ?? directory)
        func confined(_ path: String) throws {
            guard project != nil else { return }
            let real = SlotFitConfiguration.realPath(path)
            guard real == root || real.hasPrefix(root + "/") else {
                throw SlotFitError(.io, "\"\(path)\" leads to \"\(real)\", outside the project \"\(root)\" (a symbolic link?); SlotFit does not write there — remove the link, or set goldenDirectoryOutsideProject: true if that is really meant")
            }
        }
        try confined(directory)
        removeStaleTemporaryFiles(in: directory)
        var written: [String] = []
        // Pictures follow their golden: written whenever it is.
        func writePictures(_ file: GoldenMatrix.File) throws {
            for (relative, svg) in file.pictures.sorted(by: { $0.key < $1.key }) {
                let path = (directory as NSString).appendingPathComponent(relative)
                guard FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) != svg else { continue }
                try confined((path as NSString).deletingLastPathComponent)
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
            try confined((path as NSString).deletingLastPathComponent)
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            } catch {
                throw SlotFitError(.io, "cannot create \"\((path as NSString).deletingLastPathComponent)\": \(error.localizedDescription); make the golden directory writable")
            }
            try AtomicFile.write(Array(file.contents.utf8), to: path)
            written.append(file.path)
        }
        var removed: [String] = []
        if prune {
            let keep = Set(files.map(\.path)).union(files.flatMap { $0.pictures.keys })
            for relative in regularFiles(under: directory) where !keep.contains(relative) {
                let path = (directory as NSString).appendingPathComponent(relative)
                guard isSlotFitFile(path) else { continue }
                try FileManager.default.removeItem(atPath: path)
                removed.append(relative)
            }
        }
        return (written, removed.sorted())
    }

    /// Relative paths of the regular files below `directory`, not following
    /// symbolic links (a link inside the golden directory is never a way out).
    static func regularFiles(under directory: String) -> [String] {
        var found: [String] = []
        func walk(_ relative: String) {
            let path = relative.isEmpty ? directory : (directory as NSString).appendingPathComponent(relative)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names.sorted() {
                let child = relative.isEmpty ? name : (relative as NSString).appendingPathComponent(name)
                let full = (directory as NSString).appendingPathComponent(child)
                guard let type = try? FileManager.default.attributesOfItem(atPath: full)[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory { walk(child) } else if type == .typeRegular { found.append(child) }
            }
        }
        walk("")
        return found
    }

    /// Removes `.NAME.slotfit-UUID` files that a killed render left behind
    /// (AtomicFile's temporaries), and only those.
    static func removeStaleTemporaryFiles(in directory: String) {
        for relative in regularFiles(under: directory) where AtomicFile.isTemporaryFile((relative as NSString).lastPathComponent) {
            try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(relative))
        }
    }
}
