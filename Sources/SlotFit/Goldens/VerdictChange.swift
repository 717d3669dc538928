import SlotFitText

/// A text whose verdict changed between the committed golden and the
/// rendering: which golden (locale, activity folder), which case (state,
/// device), which view (presentation, kind, key and occurrence), and the
/// verdict on each side — kept together as values, as a diff keeps its two
/// sides. `line` is how reports show it; the JSON report stores the values.
public struct VerdictChange: Sendable, Hashable {
    /// The golden's locale (its file name: `de`, `system-default`).
    public var locale: String
    /// The golden's folder (the activity's slug: `delivery`).
    public var activity: String
    public var state: String
    /// The device id.
    public var device: String
    /// The Dynamic Type size of the case.
    public var dynamicTypeSize: DynamicTypeSize
    /// The presentation (`lockScreen`, `compactLeading`).
    public var presentation: Presentation
    /// The view's kind: `text` or `timer`.
    public var kind: GoldenFile.ViewKind
    /// The view's label: its catalog key or text; empty for none.
    public var subject: String
    /// Which of the views with that label in the presentation (0 first).
    package var occurrence: Int
    /// The verdict with its widths (`fits (38.219/52.330 pt)`); `nil` when
    /// the view is absent on that side.
    public var old: GoldenFile.Outcome?
    public var new: GoldenFile.Outcome?
    /// The 1-based line of the key in the activity's catalog, when found
    /// where the change was made (not part of `line`).
    package var catalogLine: Int?

    /// Creates a verdict change.
    public init(locale: String, activity: String, state: String, device: String, dynamicTypeSize: DynamicTypeSize = .large,
                presentation: Presentation, kind: GoldenFile.ViewKind,
                subject: String, occurrence: Int = 0, old: GoldenFile.Outcome?, new: GoldenFile.Outcome?, catalogLine: Int? = nil) {
        self.locale = locale; self.activity = activity; self.state = state; self.device = device; self.dynamicTypeSize = dynamicTypeSize
        self.presentation = presentation; self.kind = kind; self.subject = subject; self.occurrence = occurrence
        self.old = old; self.new = new; self.catalogLine = catalogLine
    }

    /// The view as a golden names it: `text "Arriving %@"`, `timer`, with
    /// ` #2` for the second view of that label.
    public var label: String {
        GoldenFile.viewLabel(kind: kind.rawValue, subject: subject) + (occurrence > 0 ? " #\(occurrence + 1)" : "")
    }

    /// `state · device · size · presentation · label`: the view within the golden.
    public var place: String { "\(state) · \(device) · \(dynamicTypeSize.shortName) · \(presentation.rawValue) · \(label)" }

    /// One line: `de · delivery · onTheWay · iphone-393 · large · lockScreen · text "Key": fits (…) → truncated("…") (…)`.
    public var line: String {
        "\(locale) · \(activity) · \(place): \(old?.description ?? Self.absent) → \(new?.description ?? Self.absent)"
    }

    /// More views of one label than a presentation can hold: an
    /// occurrence read from a report at or past it is refused (it would
    /// overflow when numbered).
    static let occurrenceLimit = 1 << 20

    /// How a side without the view is shown.
    static let absent = "(absent)"
}
