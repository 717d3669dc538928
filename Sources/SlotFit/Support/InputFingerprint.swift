import Foundation
import SlotFitCore
import SlotFitStrings
import SlotFitText

/// The identity of every file a render may read, taken without reading
/// one: each file's path, size, modification time (to the nanosecond),
/// inode and mode, and each folder's, under the project's folder (the
/// folders every walk skips and the golden folder left out: a check reads
/// goldens itself) and under the folders fonts come from. Equal
/// fingerprints mean no input changed, so `check` may take the rendered
/// matrix it remembered (its result cache); an edit, a new file, a
/// removal or a rename changes it. String tables under the projects
/// (`.xcstrings`, `.strings`, `.stringsdict`) are the exception: their
/// paths are in the digest, their stamps are given apart
/// (`Digest.catalogs`), for the cache to compare what a render read of
/// them (`CatalogReadLog`) rather than every byte. A folder is known by
/// its path, inode and mode, not its modification time, which an editor's
/// atomic save of a file in it changes.
package enum InputFingerprint {
    /// A fingerprint.
    package struct Digest {
        /// SHA-256 over every stamp but the string tables'.
        package var digest: String
        /// Whether every stamp in `digest` is settled (`settledStamp`).
        package var settled: Bool
        /// Each string table file under the projects, by real path, with
        /// its settled stamp (`nil`: not settled).
        package var catalogs: [String: String?]
    }

    /// The folders fontconfig reads fonts and its configuration from.
    package static var fontFolders: [String] {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        return ["/usr/share/fonts", "/usr/local/share/fonts", "/etc/fonts", home + "/.fonts", home + "/.local/share/fonts", home + "/.config/fontconfig"]
    }

    /// SHA-256 over the stamps of `files`, of every file under `projects`
    /// (skipping the folders every SlotFit walk skips, and `skipped`) and
    /// of every file under `others`; and whether every stamp is settled: a
    /// file modified within the last two seconds may be written again
    /// within the file system's clock tick, its size unchanged, leaving the
    /// same stamp on other bytes (Git's "racy clean" files), so a
    /// fingerprint with one is never trusted.
    package static func digest(files: [String], projects: [String], skipping skipped: Set<String>, others: [String]) -> Digest {
        var walk = Walk(skipped: skipped)
        for file in files {
            var info = stat()
            walk.record(file, stat(file, &info) == 0 ? info : nil)
        }
        walk.catalogsApart = true
        for folder in projects { walk.root(folder, skipsToolFolders: true) }
        walk.catalogsApart = false
        for folder in others { walk.root(folder, skipsToolFolders: false) }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let catalogs = walk.catalogs.mapValues { info -> String? in
            info.st_mtim.tv_sec < now.tv_sec - settlingSeconds ? FileStamp(info).text : nil
        }
        return Digest(digest: FontDigests.sha256(of: walk.bytes), settled: walk.newest < now.tv_sec - settlingSeconds, catalogs: catalogs)
    }

    /// How old a modification time must be for a stamp to be trusted.
    static let settlingSeconds = FileStamp.settlingSeconds

    /// A regular file's `FileStamp` as text when it is settled; `nil` for
    /// a link, a folder, nothing, or a file that may yet change within its
    /// clock tick unseen.
    package static func settledStamp(_ path: String) -> String? {
        FileStamp.settled(path)?.text
    }

    /// The walk: each path and its stamp (size, modification time, inode
    /// and mode, raw) in one buffer, hashed once at the end; each folder
    /// read once (by device and inode: links between folders cannot loop
    /// it), its entries stamped relative to it (`fstatat`: the kernel does
    /// not walk the whole path again for each).
    private struct Walk {
        let skipped: Set<String>
        var bytes: [UInt8] = []
        /// Whether String Catalogs' stamps go to `catalogs` (their paths
        /// still to `bytes`).
        var catalogsApart = false
        var catalogs: [String: stat] = [:]
        var visited = Set<[UInt64]>()
        /// The latest modification time seen, in seconds.
        var newest = 0

        init(skipped: Set<String>) { self.skipped = skipped }

        /// `path`, a tab and its stamp (`-` when nothing is there), a
        /// newline; a folder's stamp without its times, a String
        /// Catalog's (with `catalogsApart`) in `catalogs`.
        mutating func record(_ path: String, _ info: stat?) {
            var path = path
            path.withUTF8 { bytes.append(contentsOf: $0) }
            bytes.append(0x09)
            if let info, (info.st_mode & S_IFMT) == S_IFDIR {
                for field in [Int64(bitPattern: UInt64(info.st_ino)), Int64(info.st_mode)] {
                    withUnsafeBytes(of: field.littleEndian) { bytes.append(contentsOf: $0) }
                }
            } else if let info, catalogsApart, path.hasSuffix(".xcstrings") || path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") {
                catalogs[CatalogReadLog.canonical(path)] = info
            } else if let info {
                newest = max(newest, info.st_mtim.tv_sec)
                for field in [Int64(info.st_size), Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec), Int64(bitPattern: UInt64(info.st_ino)), Int64(info.st_mode)] {
                    withUnsafeBytes(of: field.littleEndian) { bytes.append(contentsOf: $0) }
                }
            } else {
                bytes.append(0x2D)
            }
            bytes.append(0x0A)
        }

        mutating func root(_ folder: String, skipsToolFolders: Bool) {
            var info = stat()
            guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return }
            self.folder(folder, info, skipsToolFolders: skipsToolFolders, depth: 0)
        }

        mutating func folder(_ folder: String, _ own: stat, skipsToolFolders: Bool, depth: Int) {
            guard depth < 40, visited.insert([UInt64(own.st_dev), UInt64(own.st_ino)]).inserted, let handle = opendir(folder) else { return }
            defer { closedir(handle) }
            var names: [String] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            // The folder's own stamp: a file added or removed changes it.
            record(folder + "/", own)
            let descriptor = dirfd(handle)
            for name in names.sorted() {
                let path = folder + "/" + name
                var info = stat()
                guard fstatat(descriptor, name, &info, 0) == 0 else { record(path, nil); continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    if skipped.contains(path) || (skipsToolFolders && SkippedFolders.skips(name)) { continue }
                    self.folder(path, info, skipsToolFolders: skipsToolFolders, depth: depth + 1)
                } else {
                    record(path, info)
                }
            }
        }
    }
}
