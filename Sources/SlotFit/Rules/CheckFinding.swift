import SlotFitText

/// A finding of `slotfit check`, with where it was found: the rule and its
/// severity, the activity, locale, state and device, the presentation and
/// view (its key or field), the source location, and the message. Reports,
/// ignores and grouping work from these values; the text line is only how a
/// terminal shows one.
public struct CheckFinding: Sendable, Hashable, Codable {
    public var severity: Severity
    /// `compact-truncation`, `rtl-digit-order`, … (see docs/DESIGN.md).
    public var rule: Rule
    public var activity: String
    /// The locale or app language of the golden (`de`, `es-MX`, `system-default`).
    public var locale: String
    /// The sample state; empty for a finding across states.
    public var state: String
    /// The device id; empty for a finding across devices.
    public var device: String
    /// The Dynamic Type size the case was drawn at; `nil` for a finding
    /// that holds at every size (catalog, payload and source findings).
    public var dynamicTypeSize: DynamicTypeSize?
    public var presentation: Presentation?
    /// The view it is about: its catalog key, symbol or field.
    public var subject: String
    public var location: SourceLocation
    public var message: String
    /// What it rests on that SlotFit assumed, with its place; `nil` when
    /// it holds as measured.
    public var assumption: Assumption?

    public init(severity: Severity, rule: Rule, activity: String, locale: String, state: String, device: String,
                dynamicTypeSize: DynamicTypeSize? = nil,
                presentation: Presentation?, subject: String, location: SourceLocation, message: String, assumption: Assumption? = nil) {
        self.severity = severity; self.rule = rule; self.activity = activity; self.locale = locale; self.state = state
        self.device = device; self.dynamicTypeSize = dynamicTypeSize; self.presentation = presentation; self.subject = subject; self.location = location; self.message = message
        self.assumption = assumption
    }

    /// One line: `de · Delivery · nearby · iphone-393 · large · compact-truncation compactTrailing "key" (file:line): message`.
    public var line: String {
        let subjectText = subject.isEmpty ? "" : " \(subject.debugDescription)"
        let context = [locale, activity, state, device, dynamicTypeSize?.shortName ?? ""].filter { !$0.isEmpty }.joined(separator: " · ")
        return "\(context) · \(rule) \(presentation?.rawValue ?? "-")\(subjectText) (\(location)): \(message)"
    }

    /// What makes findings one cause: the same rule on the same view (its
    /// place in the source and its key) in the same presentation.
    /// A key's catalog findings (missing translation, missing key) are one
    /// cause wherever the view is shown: the compact view on the Lock
    /// Screen's device and the same view on CarPlay are one key to translate.
    public var cause: Cause {
        let catalogRule = rule == .missingTranslation || rule == .missingKey || rule == .verbatimText
        return Cause(rule: rule, activity: activity, presentation: catalogRule ? nil : presentation, subject: subject, location: location,
                     pseudoLocale: TextSource.isPseudoLocalization(locale) ? true : nil)
    }

    /// The identity of a cause (`FindingGroup`).
    public struct Cause: Sendable, Hashable, Codable {
        public var rule: Rule
        public var activity: String
        public var presentation: Presentation?
        public var subject: String
        public var location: SourceLocation
        /// `true` for a pseudo-locale's findings: their own group, never
        /// counted in a real language's.
        public var pseudoLocale: Bool? = nil
    }
}
