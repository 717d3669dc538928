/// A place in a manifest or a Swift file: what findings point at, and what
/// annotations (GitHub, Xcode, SARIF) are placed on.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The file, relative to the project when it is inside it.
    public var file: String
    /// 1-based; `nil` for the file as a whole.
    public var line: Int?
    /// 1-based; `nil` when only the line is known.
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file; self.line = line; self.column = column
    }

    /// Reads `file:line:column`, `file:line` or `file` (a view's location).
    public init(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
            self.init(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
        } else if parts.count >= 2, let line = Int(parts[parts.count - 1]) {
            self.init(file: parts.dropLast().joined(separator: ":"), line: line)
        } else {
            self.init(file: text)
        }
    }

    /// `file:line:column`, as far as known.
    public var description: String {
        file + (line.map { ":\($0)" } ?? "") + (line != nil ? column.map { ":\($0)" } ?? "" : "")
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line ?? 0, a.column ?? 0) < (b.file, b.line ?? 0, b.column ?? 0)
    }
}
