import Foundation

/// Where keys are written in a catalog file (`.xcstrings`, `.strings`):
/// the line a verdict change of a key is annotated at.
struct CatalogKeyLines: Sendable {
    /// The catalog's lines.
    var lines: [Substring]

    /// Reads the catalog at `path`; `nil` when it cannot be read (a folder
    /// of `.lproj` tables, a file gone).
    package init?(catalog path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 1-based line of the first `"key"` in the catalog, the key
    /// written as goldens quote it.
    package func line(of key: String) -> Int? {
        guard !key.isEmpty else { return nil }
        let needle = "\"" + key.quoted.dropFirst().dropLast().replacingOccurrences(of: "\"", with: "\\\"") + "\""
        return lines.firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }
}
