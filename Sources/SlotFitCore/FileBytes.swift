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
            count = fill(descriptor, buffer.baseAddress, size, failed: &failed)
        }
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
