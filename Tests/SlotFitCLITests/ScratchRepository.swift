import Foundation

/// A repository the CLI tests write into a temporary folder: its files
/// written, read back and removed with it.
protocol ScratchRepository {
    /// The repository's folder.
    var root: URL { get }
}

extension ScratchRepository {
    /// Writes `text` to `relative`, making its folders.
    func write(_ text: String, to relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The text of the file at `relative`.
    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Removes the repository.
    func remove() { try? FileManager.default.removeItem(at: root) }
}
