/// A problem a rule found in a laid-out activity.
public struct LayoutFinding: Sendable, Hashable, Encodable {
    public var severity: Severity
    /// A stable rule name: `rtl-digit-order`, `compact-truncation`, …
    public var rule: Rule
    public var presentation: Presentation?
    /// The view it is about: its catalog key, symbol or field ("" for the
    /// activity as a whole).
    public var subject: String = ""
    /// Where the view is written.
    public var location: SourceLocation
    public var message: String
    /// What the finding rests on that SlotFit assumed (a stand-in beside
    /// the text, a font wider than the device's), with its place: such a
    /// finding is never an error, whatever the rule's policy (`nil`: it
    /// holds as measured).
    package var assumption: Assumption? = nil

    /// The assumption's text (setting it keeps the place).
    package var restsOn: String? {
        get { assumption?.text }
        set { assumption = newValue.map { Assumption($0, at: assumption?.location) } }
    }

    /// One line: `error rtl-digit-order compactTrailing "key" (file:line): message`.
    public var text: String {
        "\(severity.rawValue) \(rule)\(presentation.map { " \($0.rawValue)" } ?? "")\(subject.isEmpty ? "" : " \(subject.debugDescription)") (\(location)): \(message)"
    }

    init(severity: Severity, rule: Rule, presentation: Presentation?, subject: String = "", location: SourceLocation, message: String,
         restsOn: String? = nil, assumedAt: SourceLocation? = nil) {
        self.assumption = restsOn.map { Assumption($0, at: assumedAt) }
        self.severity = severity
        self.rule = rule
        self.presentation = presentation
        // Bidi controls in a quoted translation would mirror the rest of
        // the line on a terminal or a web page: spelled out instead.
        self.subject = subject.showingInvisibleControls
        self.location = location
        self.message = message.showingInvisibleControls
    }

    private enum CodingKeys: String, CodingKey { case severity, rule, presentation, subject, location, message, restsOn }

    /// The snapshot JSON's form: the location as `file:line:column` text
    /// (schemas/ and every snapshot JSON written so far).
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(severity, forKey: .severity)
        try c.encode(rule, forKey: .rule)
        try c.encodeIfPresent(presentation, forKey: .presentation)
        try c.encode(subject, forKey: .subject)
        try c.encode(location.description, forKey: .location)
        try c.encode(message, forKey: .message)
        try c.encodeIfPresent(restsOn, forKey: .restsOn)
    }
}
