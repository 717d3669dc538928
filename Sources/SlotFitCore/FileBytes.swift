import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes read straight into an array: one copy from the kernel,
/// where `FileManager.contents(atPath:)` then `Array(_:)` makes two.
package enum FileBytes {
    /// The bytes of the regular file at `path`; `nil` when it cannot be
    /// opened or read, or is no regular file.
    package static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = max(0, Int(status.st_size))
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            guard size >= 8 << 20, ProcessInfo.processInfo.activeProcessorCount > 1, let base = buffer.baseAddress else {
                count = fill(descriptor, buffer.baseAddress, size, failed: &failed)
                return
            }
            // A large file in two halves on two cores: the kernel's copy and
            // the new pages' faults are most of the time. Where the system
            // gives huge pages on request (Linux's transparent huge pages in
            // their default "madvise" mode), the buffer asks for them: one
            // fault per 2 MB instead of 512.
            adviseHugePages(base, size)
            let half = size / 2
            let filled = Mutex([0, 0])
            nonisolated(unsafe) let start = base
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                let offset = part == 0 ? 0 : half, length = part == 0 ? half : size - half
                var done = 0
                while done < length {
                    let got = pread(descriptor, start + offset + done, length - done, off_t(offset + done))
                    if got < 0 && errno == EINTR { continue }
                    guard got > 0 else { break }
                    done += got
                }
                filled.withLock { $0[part] = done }
            }
            let (first, second) = filled.withLock { ($0[0], $0[1]) }
            // A file that shrank meanwhile is read again from the start, in one go.
            if first == half && second == size - half {
                count = size
            } else {
                _ = lseek(descriptor, 0, SEEK_SET)
                count = fill(descriptor, base, size, failed: &failed)
            }
        }
        // Where the halves were read, the next byte is read after them.
        if bytes.count == size, size >= 8 << 20 { _ = lseek(descriptor, off_t(size), SEEK_SET) }
        guard !failed else { return nil }
        // A file that grew since it was measured is read to its end.
        guard bytes.count == size else { return bytes }
        var more = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = more.withUnsafeMutableBufferPointer { fill(descriptor, $0.baseAddress, $0.count, failed: &failed) }
            guard !failed else { return nil }
            bytes.append(contentsOf: more[0..<got])
            if got < more.count { return bytes }
        }
    }

    /// Asks for huge pages over the 2 MB-aligned part of a new buffer (a
    /// hint: nothing changes where the system declines).
    private static func adviseHugePages(_ base: UnsafeMutablePointer<UInt8>, _ size: Int) {
        #if os(Linux)
        let huge = 2 << 20
        let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1), end = (Int(bitPattern: base) + size) & ~(huge - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, Int32(MADV_HUGEPAGE))
        #endif
    }

    /// Reads up to `size` bytes into `buffer`; how many it read.
    private static func fill(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ size: Int, failed: inout Bool) -> Int {
        guard let buffer, size > 0 else { return 0 }
        var filled = 0
        while filled < size {
            let got = systemRead(descriptor, buffer + filled, size - filled)
            if got < 0 && errno == EINTR { continue }
            if got < 0 { failed = true; return filled }
            if got == 0 { break }
            filled += got
        }
        return filled
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
