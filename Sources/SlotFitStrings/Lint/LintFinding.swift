import Foundation

/// One problem a lint found, with where it is.
public struct LintFinding: Sendable, Hashable, Codable {
    public var severity: Severity
    /// A stable rule name, e.g. `placeholder-type`.
    public var rule: String
    public var file: String
    public var key: String
    /// The localization, when the finding is about one.
    public var locale: String?
    /// The variation path inside the localization, e.g. `variations.plural.one`.
    public var path: String?
    public var message: String
    /// The 1-based line in `file`, when known.
    public var line: Int?

    /// Creates a finding.
    public init(severity: Severity, rule: String, file: String, line: Int? = nil, key: String, locale: String?, path: String?, message: String) {
        self.line = line
        self.severity = severity
        self.rule = rule
        self.file = file
        self.key = key
        self.locale = locale
        self.path = path
        self.message = message
    }

    /// `file: key [locale] path: severity: message`.
    public var text: String {
        // A finding about the file rather than a key has no key to show.
        let place = [key.isEmpty ? nil : key, locale.map { "[\($0)]" }, path].compactMap { $0 }.joined(separator: " ")
        return "\(file)\(line.map { ":\($0)" } ?? ""): \(place.isEmpty ? "" : place + ": ")\(severity.rawValue): \(message) [\(rule)]"
    }

    /// A GitHub Actions workflow annotation.
    public var githubAnnotation: String {
        let level = severity == .note ? "notice" : severity.rawValue
        let title = "\(rule): \(key)\(locale.map { " [\($0)]" } ?? "")"
        return "::\(level) file=\(WorkflowCommand.property(file))\(line.map { ",line=\($0)" } ?? ""),title=\(WorkflowCommand.property(title))::\(WorkflowCommand.message(message))"
    }
}
