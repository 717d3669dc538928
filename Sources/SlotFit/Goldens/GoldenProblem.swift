/// A golden that could not be compared, as a value: it leads out of the
/// project or is a folder (`refused`), or it is of another format version
/// (`format`). An error that is not a view's finding; reports list it
/// beside the findings.
public struct GoldenProblem: Sendable, Hashable, Codable {
    /// Why the golden could not be compared.
    public enum Kind: String, Sendable, Codable {
        /// Not read: it leads out of the project, loops, or is a folder.
        case refused
        /// Read, but written by another version of the golden format.
        case format
        /// An error line of a report of an older version, kept as it was.
        case reported
    }

    /// Why.
    public var kind: Kind
    /// The golden's path, relative to the golden folder.
    public var path: String
    /// What is wrong and what to do, without the path.
    public var message: String

    /// Creates a problem.
    public init(kind: Kind, path: String, message: String) {
        self.kind = kind; self.path = path; self.message = message
    }

    /// `path: message`: how reports show it.
    public var line: String { kind == .reported ? message : "\(path): \(message)" }
}
