import Foundation

/// What must be unchanged for anything SlotFit remembers about a file to
/// hold: its device, inode, size and modification and change times to the
/// nanosecond. The one rule behind every "this file is unchanged" — the
/// in-process memo of files read (`FileMemo`), the font digests and
/// fontconfig's answers kept between runs, and `check`'s result cache —
/// and one text for it. The change time is part of it, so a modification
/// time set back (`touch -d`, a checkout) still changes the stamp.
package struct FileStamp: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var modified: timespec
    package var changed: timespec

    /// How old a modification time must be for a stamp to be trusted
    /// between runs (`settled`): a file written twice within its clock
    /// tick, its size unchanged, keeps its stamp on other bytes (Git's
    /// "racy clean" files).
    package static let settlingSeconds = 2

    /// The stamp of what `stat` returned.
    package init(_ info: stat) {
        device = UInt64(info.st_dev); inode = UInt64(info.st_ino); size = Int64(info.st_size)
        modified = info.st_mtim; changed = info.st_ctim
    }

    /// The stamp of what is at `path` (a link followed), `nil` when
    /// nothing is.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The stamp of the regular file at `path` (not a link, not a folder)
    /// when its modification time is `settlingSeconds` old; `nil` for
    /// anything else, or a file that may yet change within its clock tick
    /// unseen.
    package static func settled(_ path: String) -> FileStamp? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let stamp = FileStamp(info)
        return stamp.isSettled() ? stamp : nil
    }

    /// Whether the modification time is `settlingSeconds` old.
    package func isSettled() -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return modified.tv_sec < now.tv_sec - Self.settlingSeconds
    }

    /// The stamp as text, as caches keep it.
    package var text: String {
        "\(device) \(inode) \(size) \(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec)"
    }

    package static func == (a: FileStamp, b: FileStamp) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size && a.modified.tv_sec == b.modified.tv_sec
            && a.modified.tv_nsec == b.modified.tv_nsec && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(device); hasher.combine(inode); hasher.combine(size)
        hasher.combine(modified.tv_sec); hasher.combine(modified.tv_nsec); hasher.combine(changed.tv_sec); hasher.combine(changed.tv_nsec)
    }
}
