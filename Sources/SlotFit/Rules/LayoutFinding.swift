/// A problem a rule found in a laid-out activity.
public struct LayoutFinding: Sendable, Hashable, Codable {
    public var severity: Severity
    /// A stable rule name: `rtl-digit-order`, `compact-truncation`, …
    public var rule: Rule
    public var presentation: Presentation?
    /// The view it is about: its catalog key, symbol or field ("" for the
    /// activity as a whole).
    public var subject: String = ""
    /// The manifest file:line of the view.
    public var location: String
    public var message: String
    /// What the finding rests on that SlotFit assumed (a stand-in beside
    /// the text, a font wider than the device's): such a finding is never
    /// an error, whatever the rule's policy (`nil`: it holds as measured).
    public var restsOn: String? = nil

    /// One line: `error rtl-digit-order compactTrailing "key" (file:line): message`.
    public var text: String {
        "\(severity.rawValue) \(rule)\(presentation.map { " \($0.rawValue)" } ?? "")\(subject.isEmpty ? "" : " \(subject.debugDescription)") (\(location)): \(message)"
    }

    init(severity: Severity, rule: Rule, presentation: Presentation?, subject: String = "", location: String, message: String, restsOn: String? = nil) {
        self.restsOn = restsOn
        self.severity = severity
        self.rule = rule
        self.presentation = presentation
        // Bidi controls in a quoted translation would mirror the rest of
        // the line on a terminal or a web page: spelled out instead.
        self.subject = subject.showingInvisibleControls
        self.location = location
        self.message = message.showingInvisibleControls
    }
}
