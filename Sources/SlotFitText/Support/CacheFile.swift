import Foundation

/// The files SlotFit remembers between runs (font digests, fontconfig's
/// answers): where they live and how one is replaced (a file they speak
/// of is known by its `FileStamp`). Never in the project; a cache that cannot be written is
/// skipped.
package enum CacheFile {
    /// `$SLOTFIT_CACHE_DIR`, else `$XDG_CACHE_HOME/slotfit`, else
    /// `~/.cache/slotfit`; `nil` when none can be named.
    package static var defaultDirectory: String? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SLOTFIT_CACHE_DIR"], !explicit.isEmpty { return explicit }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/slotfit" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/slotfit" }
        return nil
    }

    /// Replaces `name` in `directory` with `text` atomically (a temporary
    /// file renamed over it), creating the folder; failures are ignored.
    static func replace(_ name: String, in directory: String, with text: String) {
        replace(name, in: directory, with: Data(text.utf8))
    }

    /// Replaces `name` in `directory` with `bytes`, as `replace(_:in:with:)` does text.
    package static func replace(_ name: String, in directory: String, with bytes: Data) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let file = directory + "/" + name
        let temporary = "\(file).\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: bytes) else { return }
        if rename(temporary, file) != 0 { unlink(temporary) }
    }
}
