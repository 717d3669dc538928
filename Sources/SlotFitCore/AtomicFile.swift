import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see the old bytes or the new, never half:
/// a temporary file in the same folder, then a rename over the target.
///
/// A symbolic link at the target is refused, never written through: a
/// committed link (`golden/a/en.txt → ~/.bashrc`) must not make SlotFit
/// replace the file it points at (docs/SECURITY.md). Several files are
/// written all or nothing with ``stage(_:for:)`` for each, then
/// ``commit(_:)``.
package enum AtomicFile {
    /// A temporary file written in full, waiting to be renamed over its target.
    package struct Staged: Sendable, Hashable {
        /// The file it will replace.
        package var target: String
        /// The temporary beside it (`.NAME.slotfit-UUID`).
        package var temporary: String
    }

    /// `true` for the name of a temporary file `write` makes
    /// (`.NAME.slotfit-UUID`), which only a killed process leaves behind.
    package static func isTemporaryFile(_ name: String) -> Bool {
        guard name.hasPrefix("."), let range = name.range(of: ".slotfit-", options: .backwards) else { return false }
        let uuid = name[range.upperBound...]
        return uuid.count == 36 && UUID(uuidString: String(uuid)) != nil
    }

    /// Writes `bytes` to `path` atomically; an existing file keeps its
    /// permissions. A symbolic link or a folder at `path` is an error.
    package static func write(_ bytes: [UInt8], to path: String) throws {
        try commit([try stage(bytes, for: path)])
    }

    /// Refuses a target that is a symbolic link (naming where it points) or
    /// a folder; a missing target or a regular file is fine.
    package static func checkTarget(_ path: String) throws {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            throw SlotFitError(.io, "is a symbolic link to \"\(target)\"; SlotFit does not write through links: remove it (rm \"\(path)\") and run again", at: SourceLocation(file: path))
        case S_IFDIR:
            throw SlotFitError(.io, "is a folder where SlotFit writes a file; remove it (rm -r \"\(path)\") and run again", at: SourceLocation(file: path))
        default: return
        }
    }

    /// Writes `bytes` to a temporary beside `path` (with `path`'s
    /// permissions when it exists); nothing at `path` changes yet. On
    /// failure the temporary is removed and the error names the real cause
    /// (`No space left on device`, `Read-only file system`…).
    package static func stage(_ bytes: [UInt8], for path: String) throws -> Staged {
        try checkTarget(path)
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).slotfit-\(UUID().uuidString)").path
        var status = stat()
        let existingMode: mode_t? = stat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path, errno) }
        var written = 0
        var code: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 { if errno == EINTR { continue }; code = errno; return }
                written += count
            }
        }
        if code == 0, let existingMode, fchmod(descriptor, existingMode) != 0 { code = errno }
        if close(descriptor) != 0, code == 0 { code = errno }
        guard code == 0 else {
            unlink(temporary)
            throw failure(path, code)
        }
        return Staged(target: path, temporary: temporary)
    }

    /// Renames every staged temporary over its target (rename(2): each
    /// replaced in one step). Targets are checked again first, and if any
    /// has become a link or a folder, nothing is renamed and every
    /// temporary is removed.
    package static func commit(_ staged: [Staged]) throws {
        do {
            for file in staged { try checkTarget(file.target) }
        } catch {
            discard(staged)
            throw error
        }
        for (index, file) in staged.enumerated() where rename(file.temporary, file.target) != 0 {
            let code = errno
            discard(Array(staged[index...]))
            throw failure(file.target, code)
        }
    }

    /// Removes staged temporaries that will not be committed.
    package static func discard(_ staged: [Staged]) {
        for file in staged { unlink(file.temporary) }
    }

    /// The error for `errno` `code` while writing `path`: its strerror and
    /// what to do about that cause.
    static func failure(_ path: String, _ code: Int32) -> SlotFitError {
        let fix: String
        switch code {
        case ENOSPC, EDQUOT: fix = "free space on that disk and run again"
        case EROFS: fix = "the file system is mounted read-only; write somewhere writable"
        case EACCES, EPERM: fix = "make the folder writable (chmod u+w) and run again"
        case ENOENT: fix = "its folder does not exist; create it first"
        case EISDIR: fix = "a folder is in the way; remove it and run again"
        default: fix = "fix the cause and run again"
        }
        return SlotFitError(.io, "cannot write it: \(String(cString: strerror(code))) (the file is unchanged); \(fix)", at: SourceLocation(file: path))
    }

    /// write(2), which `write(_:to:)` hides inside this type.
    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(descriptor, bytes, count)
        #else
        return Darwin.write(descriptor, bytes, count)
        #endif
    }
}
