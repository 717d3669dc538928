import CCrypto
import Foundation
import Synchronization

/// SHA-256 digests of font files, remembered on disk by file identity
/// (path, size, modification time, inode): a snapshot header names the
/// exact font it was measured with, and start-up need not read and hash a
/// 20 MB CJK collection to say so. An entry whose file changed is hashed
/// again; a cache that cannot be read or written is skipped (the digest is
/// then computed every time), never an error.
///
/// The cache is `digests.tsv` in `$SLOTFIT_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/slotfit`, else `~/.cache/slotfit`; it is written
/// atomically (a temporary file renamed over it).
package final class FontDigests: Sendable {
    /// The process's cache, in the directory the environment names.
    static let shared = FontDigests(directory: CacheFile.defaultDirectory)

    /// Where the cache lives, or `nil` for none.
    let directory: String?
    private let state = Mutex<(loaded: Bool, entries: [String: String])>((false, [:]))

    init(directory: String?) { self.directory = directory }

    /// The file's identity: what must be unchanged for a remembered digest to hold.
    static func identity(of path: String) -> String? {
        FileStamp(path: path).map { "\($0.text)\t\(path)" }
    }

    /// The digest of the file at `path` whose bytes are `bytes`, and whether
    /// it was remembered (the file unchanged since a load that succeeded);
    /// a computed digest is remembered by `remember`, once the file has
    /// proved to be a font.
    func digest(path: String, bytes: UnsafeRawBufferPointer) -> (sha256: String, remembered: Bool) {
        if let identity = FontDigests.identity(of: path) {
            let known = state.withLock { state -> String? in
                if !state.loaded { state.entries = load(); state.loaded = true }
                return state.entries[identity]
            }
            if let known { return (known, true) }
        }
        return (FontDigests.sha256(bytes), false)
    }

    /// Remembers `digest` for the file at `path` as it is now.
    func remember(path: String, digest: String) {
        guard let identity = FontDigests.identity(of: path) else { return }
        let snapshot = state.withLock { state -> [String: String]? in
            if !state.loaded { state.entries = load(); state.loaded = true }
            guard state.entries[identity] != digest else { return nil }
            state.entries[identity] = digest
            return state.entries
        }
        if let snapshot { save(snapshot) }
    }

    /// The SHA-256 of `bytes` as 64 lower-case hex digits (a report's
    /// matrix digest, beside the fonts').
    package static func sha256(of bytes: [UInt8]) -> String { bytes.withUnsafeBytes { sha256($0) } }

    /// The SHA-256 of `bytes` as 64 lower-case hex digits (libcrypto's
    /// `EVP_Digest`; the same digest as coreutils' sha256sum).
    static func sha256(_ bytes: UnsafeRawBufferPointer) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let empty: UInt8 = 0
        let status = withUnsafePointer(to: empty) { fallback in
            EVP_Digest(bytes.baseAddress ?? UnsafeRawPointer(fallback), bytes.count, &digest, &length, EVP_sha256(), nil)
        }
        precondition(status == 1 && length == 32, "libcrypto's SHA-256 failed")
        let hex: [Character] = Array("0123456789abcdef")
        var text = ""
        text.reserveCapacity(64)
        for byte in digest { text.append(hex[Int(byte >> 4)]); text.append(hex[Int(byte & 0x0f)]) }
        return text
    }

    private var file: String? { directory.map { $0 + "/digests.tsv" } }

    /// Lines of `digest TAB identity`; malformed lines are skipped.
    private func load() -> [String: String] {
        guard let file, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [:] }
        // Read as bytes: start-up reads this file on every run, and splitting
        // it by Characters took a millisecond.
        var entries: [String: String] = [:]
        for line in text.utf8.split(separator: 0x0A) {
            guard let tab = line.firstIndex(of: 0x09) else { continue }
            let digest = line[..<tab]
            guard digest.count == 64, digest.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) || (0x41...0x46).contains($0) }) else { continue }
            entries[String(Substring(line[line.index(after: tab)...]))] = String(Substring(digest))
        }
        return entries
    }

    private func save(_ entries: [String: String]) {
        guard let directory else { return }
        CacheFile.replace("digests.tsv", in: directory, with: entries.keys.sorted().map { "\(entries[$0]!)\t\($0)" }.joined(separator: "\n") + "\n")
    }
}
