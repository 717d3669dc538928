#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// The first occurrence of `needle`'s UTF-8 bytes at or after `start`,
    /// found with `memchr` and `memcmp`. Foundation's `range(of:)` and `contains(_:)`
    /// go through UTF-16 on Linux, many times slower on a repository's
    /// sources; this matches exactly, byte for byte (no canonical
    /// equivalence), which is what searching Swift code for names needs.
    package func utf8Range(of needle: String, from start: Index? = nil) -> Range<Index>? {
        guard !needle.isEmpty else { return nil }
        var text = self, pattern = needle
        let offset = start.map { utf8.distance(from: utf8.startIndex, to: $0) } ?? 0
        let found: Int? = text.withUTF8 { haystack in
            pattern.withUTF8 { bytes in
                guard offset <= haystack.count, let base = haystack.baseAddress, let needleBase = bytes.baseAddress else { return nil }
                // memchr to each first byte, then memcmp the rest.
                let first = Int32(bytes[0]), end = haystack.count - bytes.count
                var at = offset
                while at <= end, let hit = memchr(base + at, first, end - at + 1) {
                    let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + position, needleBase, bytes.count) == 0 { return position }
                    at = position + 1
                }
                return nil
            }
        }
        guard let found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: found)
        return lower..<utf8.index(lower, offsetBy: needle.utf8.count)
    }

    /// Whether `needle`'s UTF-8 bytes occur in the text (see `utf8Range(of:from:)`).
    package func containsUTF8(_ needle: String) -> Bool {
        utf8Range(of: needle) != nil
    }
}
