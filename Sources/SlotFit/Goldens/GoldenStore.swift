import Foundation
import SlotFitStrings

/// Writes goldens: each file atomically, only where the record mode says.
package enum GoldenStore {
    /// swift-snapshot-testing's record modes.
    package enum RecordMode: String, Sendable, CaseIterable {
        /// Write goldens that do not exist yet, and rewrite those that rested
        /// on values SlotFit could not compute (an `unverified (…)` text)
        /// once the rendering differs: new `sources:`, `values:` or samples
        /// made them exact; and those recorded with other `values:` (their
        /// `value:` lines differ), whose rendering changed with them.
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

    /// Writes `files` under `directory` per `mode`, all or nothing: every
    /// new golden and picture is first written in full to a temporary
    /// beside its target, and only when all are written are they renamed
    /// into place — a failure part-way (a full disk, a read-only folder)
    /// leaves the old set and no temporaries. With `prune`, removes the
    /// goldens of activities and locales no longer rendered — only files
    /// SlotFit wrote (a golden's header, a picture's mark), inside
    /// `directory`, never through a symbolic link. Temporary files left by
    /// an earlier render that was killed are removed first.
    ///
    /// Every golden and picture read or written must lead inside
    /// `boundary`'s project after symbolic links, and none is written
    /// through a link: a link or a folder where a golden goes is an error.
    /// `location` is where the golden directory was set (`slotfit.yml:9:18`).
    /// Returns the relative paths written and removed, and those rewritten
    /// because the team changed their `values:` (`revalued`).
    package static func record(_ files: [GoldenMatrix.File], directory: String, mode: RecordMode, prune: Bool,
                              boundary: ProjectBoundary, at location: SourceLocation? = nil) throws -> Recorded {
        // Absolute, so creating its folders ends at `/` (`--config slotfit.yml` gives relative paths).
        let directory = URL(fileURLWithPath: directory).standardizedFileURL.path
        try boundary.resolve(directory, what: "the golden directory", at: location, keyPath: "goldenDirectory")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw SlotFitError(.io, "golden directory \"\(directory)\" is a file, not a folder; point goldenDirectory (or --golden-dir) at a folder", at: location, keyPath: "goldenDirectory")
        }
        // One render at a time per golden directory: another waits for this
        // lock (which the kernel releases if this process is killed), so
        // removing a killed render's temporaries never removes the staged
        // files of one still running.
        var created: [String] = []
        try makeFolder(directory, created: &created)
        let lock = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if lock >= 0 { close(lock) } }
        if lock >= 0 { _ = flock(lock, LOCK_EX) }
        removeStaleTemporaryFiles(in: directory)
        /// The bytes at `path` when it is there, read only once it is known
        /// to lead inside the project.
        func existing(_ path: String) throws -> String? {
            try boundary.resolve(path, what: "the golden", at: location, keyPath: "goldenDirectory")
            return FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        }
        // What to write: each golden per the mode; its pictures whenever it
        // is written or new, where they differ.
        // (Texts share the rendered files' storage; each is made bytes only
        // while it is staged.)
        var plan: [(path: String, text: String)] = []
        var written: [String] = []
        var revalued: [String] = []
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file.path)
            let old = try existing(path)
            let write: Bool
            switch mode {
            case .missing:
                // Only a golden that differs is read for its value lines.
                let differs = old != nil && old != file.contents
                let valuesChanged = differs && GoldenFile.valueLines(of: old!) != GoldenFile.valueLines(of: file.contents)
                write = old == nil || (differs && (old!.contains(" unverified (") || valuesChanged))
                if valuesChanged { revalued.append(file.path) }
            case .all: write = true
            case .failed: write = old != file.contents
            }
            if write || old == nil {
                for (relative, svg) in file.pictures.sorted(by: { $0.key < $1.key }) {
                    let picture = (directory as NSString).appendingPathComponent(relative)
                    if try existing(picture) != svg { plan.append((picture, svg)) }
                }
            }
            guard write, old != file.contents else { continue }
            plan.append((path, file.contents))
            written.append(file.path)
        }
        // Stage everything, then rename; undo the staging on any failure.
        var staged: [AtomicFile.Staged] = []
        do {
            for (path, text) in plan {
                let folder = (path as NSString).deletingLastPathComponent
                try boundary.resolve(folder, what: "the golden folder", at: location, keyPath: "goldenDirectory")
                try makeFolder(folder, created: &created)
                try boundary.checkWrite(path, what: "the golden", at: location, keyPath: "goldenDirectory")
                staged.append(try AtomicFile.stage(Array(text.utf8), for: path))
            }
            try AtomicFile.commit(staged)
        } catch {
            AtomicFile.discard(staged)
            for folder in created.reversed() { rmdir(folder) }
            throw error
        }
        if plan.isEmpty { for folder in created.reversed() { rmdir(folder) } }
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
        return Recorded(written: written, removed: removed.sorted(), revalued: revalued)
    }

    /// What `record` wrote and removed, as paths relative to the golden directory.
    package struct Recorded: Sendable {
        /// Goldens and pictures written.
        package var written: [String]
        /// SlotFit's files pruned.
        package var removed: [String]
        /// Goldens rewritten because their `values:` changed.
        package var revalued: [String]
    }

    /// Creates `folder` and the folders above it that are missing, adding
    /// each one made to `created` (to be removed if the render fails); an
    /// error names the folder and the real cause.
    static func makeFolder(_ folder: String, created: inout [String]) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw SlotFitError(.io, "is a file where SlotFit keeps a folder of goldens; remove it (rm \"\(folder)\") and run again", at: SourceLocation(file: folder))
            }
            return
        }
        let parent = (folder as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != folder { try makeFolder(parent, created: &created) }
        guard mkdir(folder, 0o777) == 0 else {
            let code = errno
            // Made meanwhile by another process (or a dangling link: the write into it says so).
            if code == EEXIST { return }
            throw SlotFitError(.io, "cannot create the folder: \(String(cString: strerror(code))) (the goldens are unchanged); \(code == ENOSPC ? "free space on that disk" : code == EROFS ? "write somewhere writable" : "make the golden directory writable") and run again", at: SourceLocation(file: folder))
        }
        created.append(folder)
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
