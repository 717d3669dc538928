import Foundation
import Synchronization

/// What reading a file produced, kept for the rest of the process while
/// the file is unchanged (the same `FileStamp`). A run reads a catalog once however many stages ask for it (the
/// importer, each activity, each table name), and a long-lived process (a
/// test suite) reads it again when it changed. Past `maximumBytes` of
/// files remembered, the memo starts over, so it never holds more than
/// about that much of what it read.
package final class FileMemo<Value: Sendable>: Sendable {
    private struct State: Sendable {
        var entries: [String: (stamp: FileStamp, value: Value)] = [:]
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
        guard let stamp = FileStamp(path: path) else { return try read() }
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
}
