/// A problem a rule found in a laid-out activity.
public struct LayoutFinding: Sendable, Hashable, Codable {
    public enum Severity: String, Sendable, Hashable, Codable { case error, warning, note }
    public var severity: Severity
    /// A stable rule name: `rtl-digit-order`, `compact-truncation`, …
    public var rule: String
    public var presentation: Presentation?
    /// The manifest file:line of the view.
    public var location: String
    public var message: String

    /// One line: `error rtl-digit-order compactTrailing (file:line): message`.
    public var text: String {
        "\(severity.rawValue) \(rule)\(presentation.map { " \($0.rawValue)" } ?? "") (\(location)): \(message)"
    }
}
