/// A place in a manifest, a configuration or a Swift file: where a view is
/// written, where a configuration key is, what findings and errors point at,
/// and what annotations (GitHub, Xcode, SARIF) are placed on. One value from
/// the reader to the reporter: no stage prints a location and reads it back.
///
/// `file` is the path as the project names it — relative to the project
/// folder for files inside it, absolute otherwise (a path given on the
/// command line) — so snapshots and goldens print the same place on every
/// machine. A reporter that needs a path on disk joins it to the project
/// folder (``path(in:)``).
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The file, relative to the project when it is inside it; empty for
    /// ``unknown``.
    public var file: String
    /// 1-based; `nil` for the file as a whole.
    public var line: Int?
    /// 1-based; `nil` when only the line is known.
    public var column: Int?

    /// Creates a location.
    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file; self.line = line; self.column = column
    }

    /// No place: a view built in code that did not say where.
    public static let unknown = SourceLocation(file: "")

    /// Whether the place is known (it names a file).
    public var isKnown: Bool { !file.isEmpty }

    /// The file on disk: `file` joined to `project` when relative.
    public func path(in project: String) -> String {
        if file.hasPrefix("/") || project.isEmpty { return file }
        return project.hasSuffix("/") ? project + file : project + "/" + file
    }

    /// `file:line:column`, as far as known ("" for ``unknown``).
    public var description: String {
        file + (line.map { ":\($0)" } ?? "") + (line != nil ? column.map { ":\($0)" } ?? "" : "")
    }

    /// `file:line`, without the column (where a line is what a reader looks
    /// for: a declaration named in a comment or a summary).
    public var fileAndLine: String { file + (line.map { ":\($0)" } ?? "") }

    /// By file, then line, then column (a place without a line first).
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line ?? 0, a.column ?? 0) < (b.file, b.line ?? 0, b.column ?? 0)
    }
}
