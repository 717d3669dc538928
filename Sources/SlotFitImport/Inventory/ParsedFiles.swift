import Foundation

/// Each Swift file's declarations, read once per process for the same
/// text: `init` discovers the extension, imports it and renders its
/// goldens, and `check` imports then renders, each stage asking for the
/// same files; the syntax tree and what `DeclarationFinder` found in it are
/// made the first time and shared after. Keyed by the file's name and its
/// text (a file edited between two stages of a long-lived process is read
/// again). Past 256 MB of source remembered the memo starts over.
final class ParsedFiles: @unchecked Sendable {
    static let shared = ParsedFiles()

    private let lock = NSLock()
    private var entries: [Key: SourceInventory] = [:]
    private var bytes = 0
    private static let maximumBytes = 256 << 20

    private struct Key: Hashable {
        var file: String
        var text: String
        var limits: ImportLimits
    }

    /// The single-file inventory of `source`, read by `read` once.
    func inventory(source: String, file: String, limits: ImportLimits, _ read: () -> SourceInventory) -> SourceInventory {
        let key = Key(file: file, text: source, limits: limits)
        if let known = lock.withLock({ entries[key] }) { return known }
        let made = read()
        lock.withLock {
            if bytes + source.utf8.count > Self.maximumBytes { entries = [:]; bytes = 0 }
            entries[key] = made
            bytes += source.utf8.count
        }
        return made
    }
}
