import Foundation

/// One problem a lint found, with where it is.
package struct LintFinding: Sendable, Hashable, Codable {
    package var severity: Severity
    /// A stable rule name, e.g. `placeholder-type`.
    package var rule: String
    package var file: String
    package var key: String
    /// The localization, when the finding is about one.
    package var locale: String?
    /// The variation path inside the localization, e.g. `variations.plural.one`.
    package var path: String?
    package var message: String
    /// The 1-based line in `file`, when known.
    package var line: Int?

    /// Creates a finding.
    package init(severity: Severity, rule: String, file: String, line: Int? = nil, key: String, locale: String?, path: String?, message: String) {
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
    package var text: String {
        // A finding about the file rather than a key has no key to show.
        let place = [key.isEmpty ? nil : key, locale.map { "[\($0)]" }, path].compactMap { $0 }.joined(separator: " ")
        return "\(file)\(line.map { ":\($0)" } ?? ""): \(place.isEmpty ? "" : place + ": ")\(severity.rawValue): \(message) [\(rule)]"
    }

    /// A GitHub Actions workflow annotation.
    package var githubAnnotation: String {
        let level = severity == .note ? "notice" : severity.rawValue
        let title = "\(rule): \(key)\(locale.map { " [\($0)]" } ?? "")"
        return "::\(level) file=\(WorkflowCommand.property(file))\(line.map { ",line=\($0)" } ?? ""),title=\(WorkflowCommand.property(title))::\(WorkflowCommand.message(message))"
    }
}
