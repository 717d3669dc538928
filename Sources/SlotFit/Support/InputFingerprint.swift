import Foundation
import SlotFitCore
import SlotFitText

/// The identity of every file a render may read, taken without reading
/// one: each file's path, size, modification time (to the nanosecond),
/// inode and mode, and each folder's, under the project's folder (the
/// folders every walk skips and the golden folder left out: a check reads
/// goldens itself) and under the folders fonts come from. Equal
/// fingerprints mean no input changed, so `check` may take the rendered
/// matrix it remembered (its result cache); an edit, a new file, a
/// removal or a rename changes it.
package enum InputFingerprint {
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
    package static func digest(files: [String], projects: [String], skipping skipped: Set<String>, others: [String]) -> (digest: String, settled: Bool) {
        var walk = Walk(skipped: skipped)
        for file in files { walk.lines.append("\(file)\t\(walk.stamp(file) ?? "-")") }
        for folder in projects { walk.folder(folder, skipsToolFolders: true, depth: 0) }
        for folder in others { walk.folder(folder, skipsToolFolders: false, depth: 0) }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return (FontDigests.sha256(of: Array(walk.lines.joined(separator: "\n").utf8)), walk.newest < now.tv_sec - settlingSeconds)
    }

    /// How old a modification time must be for a stamp to be trusted.
    static let settlingSeconds = 2

    /// A regular file's identity (device, inode, size, modification and
    /// change times to the nanosecond) when its modification time is
    /// settled (`settlingSeconds` old): the change time is part of the
    /// identity, so a modification time set back still changes it. `nil`
    /// for a link, a folder, nothing, or a file that may yet change within
    /// its clock tick unseen.
    package static func settledStamp(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        guard info.st_mtim.tv_sec < now.tv_sec - settlingSeconds else { return nil }
        return "\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }

    private struct Walk {
        let skipped: Set<String>
        var lines: [String] = []
        var visited = Set<String>()
        /// The latest modification time seen, in seconds.
        var newest = 0

        init(skipped: Set<String>) { self.skipped = skipped }

        /// A file's or folder's stamp (what follows a link), `nil` when nothing is there.
        mutating func stamp(_ path: String) -> String? { stamped(path)?.stamp }

        /// The stamp and whether it is a folder, from one `stat`.
        mutating func stamped(_ path: String) -> (stamp: String, isFolder: Bool)? {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            newest = max(newest, info.st_mtim.tv_sec)
            return ("\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino) \(info.st_mode)", (info.st_mode & S_IFMT) == S_IFDIR)
        }

        mutating func folder(_ folder: String, skipsToolFolders: Bool, depth: Int) {
            // Each real folder once (links between folders cannot loop the walk).
            guard depth < 40, let real = realpath(folder, nil) else { return }
            defer { free(real) }
            guard visited.insert(String(cString: real)).inserted, let handle = opendir(folder) else { return }
            var names: [String] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(handle)
            // The folder's own stamp: a file added or removed changes it.
            lines.append("\(folder)/\t\(stamp(folder) ?? "-")")
            for name in names.sorted() {
                let path = folder + "/" + name
                guard let (own, isFolder) = stamped(path) else { lines.append("\(path)\t-"); continue }
                if isFolder {
                    if skipped.contains(path) || (skipsToolFolders && SkippedFolders.skips(name)) { continue }
                    self.folder(path, skipsToolFolders: skipsToolFolders, depth: depth + 1)
                } else {
                    lines.append("\(path)\t\(own)")
                }
            }
        }
    }
}
