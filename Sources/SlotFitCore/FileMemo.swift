import Foundation
import Synchronization

/// What reading a file produced, kept for the rest of the process while
/// the file is unchanged: the same device, inode, size and modification
/// time. A run reads a catalog once however many stages ask for it (the
/// importer, each activity, each table name), and a long-lived process (a
/// test suite) reads it again when it changed. Past `maximumBytes` of
/// files remembered, the memo starts over, so it never holds more than
/// about that much of what it read.
package final class FileMemo<Value: Sendable>: Sendable {
    private struct Stamp: Hashable, Sendable {
        var device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int
    }
    private struct State: Sendable {
        var entries: [String: (stamp: Stamp, value: Value)] = [:]
        var bytes: Int64 = 0
    }
    private let state = Mutex(State())
    private let maximumBytes: Int64

    /// A memo that forgets everything once it holds `maximumBytes` of files.
    package init(maximumBytes: Int64 = 512 << 20) {
        self.maximumBytes = maximumBytes
    }

    /// `read()`'s value for `path` (with `variant`: how it was read), from
    /// the memo when the file has not changed since; a file that cannot be
    /// stat'ed is read every time.
    package func value(for path: String, variant: String = "", _ read: () throws -> Value) rethrows -> Value {
        guard let stamp = Self.identity(path) else { return try read() }
        let key = variant + "\u{0}" + path
        if let known = state.withLock({ $0.entries[key] }), known.stamp == stamp { return known.value }
        let value = try read()
        state.withLock { state in
            if state.bytes + stamp.size > maximumBytes { state = State() }
            state.entries[key] = (stamp, value)
            state.bytes += stamp.size
        }
        return value
    }

    /// A file's stamp as text (device, inode, size, modification time), `nil` when nothing is there.
    package static func stamp(_ path: String) -> String? {
        identity(path).map { "\($0.device) \($0.inode) \($0.size) \($0.seconds).\($0.nanoseconds)" }
    }

    private static func identity(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                     seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
    }
}
