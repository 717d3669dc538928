import SlotFitText

/// A text whose verdict changed between the committed golden and the
/// rendering: which golden (locale, activity folder), which case (state,
/// device), which view (presentation, kind, key and occurrence), and the
/// verdict on each side — kept together as values, as a diff keeps its two
/// sides. `line` is how reports show it; the JSON report stores that line.
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
    /// The presentation's name (`lockScreen`, `compactLeading`).
    public var presentation: String
    /// The view's kind: `text` or `timer`.
    public var kind: String
    /// The view's label: its catalog key or text; empty for none.
    public var subject: String
    /// Which of the views with that label in the presentation (0 first).
    package var occurrence: Int
    /// The verdict with its widths (`fits (38.219/52.330 pt)`); `nil` when
    /// the view is absent on that side.
    public var old: String?
    public var new: String?
    /// The 1-based line of the key in the activity's catalog, when found
    /// where the change was made (not part of `line`).
    package var catalogLine: Int?

    /// Creates a verdict change.
    public init(locale: String, activity: String, state: String, device: String, dynamicTypeSize: DynamicTypeSize = .large,
                presentation: String, kind: String,
                subject: String, occurrence: Int = 0, old: String?, new: String?, catalogLine: Int? = nil) {
        self.locale = locale; self.activity = activity; self.state = state; self.device = device; self.dynamicTypeSize = dynamicTypeSize
        self.presentation = presentation; self.kind = kind; self.subject = subject; self.occurrence = occurrence
        self.old = old; self.new = new; self.catalogLine = catalogLine
    }

    /// The view as a golden names it: `text "Arriving %@"`, `timer`, with
    /// ` #2` for the second view of that label.
    public var label: String {
        GoldenFile.viewLabel(kind: kind, subject: subject) + (occurrence > 0 ? " #\(occurrence + 1)" : "")
    }

    /// `state · device · size · presentation · label`: the view within the golden.
    public var place: String { "\(state) · \(device) · \(dynamicTypeSize.shortName) · \(presentation) · \(label)" }

    /// One line: `de · delivery · onTheWay · iphone-393 · large · lockScreen · text "Key": fits (…) → truncated("…") (…)`.
    public var line: String {
        "\(locale) · \(activity) · \(place): \(old ?? Self.absent) → \(new ?? Self.absent)"
    }

    /// How a side without the view is shown.
    static let absent = "(absent)"
}

extension VerdictChange: Codable {
    /// Decodes the line the JSON report stores.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let change = Self(line: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a verdict change line: \(text)")
        }
        self = change
    }

    /// Encodes it as its line (the JSON report's `verdictChanges` items).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(line)
    }

    /// Reads a line `line` wrote.
    public init?(line text: String) {
        var rest = Substring(text)
        var fields: [String] = []
        for _ in 0..<5 {
            guard let separator = rest.range(of: " · ") else { return nil }
            fields.append(String(rest[..<separator.lowerBound]))
            rest = rest[separator.upperBound...]
        }
        // The size after the device (a line before Dynamic Type sizes has
        // none: large).
        var size = DynamicTypeSize.large
        if let named = DynamicTypeSize(name: fields[4]), let separator = rest.range(of: " · "),
           Presentation(rawValue: String(rest[..<separator.lowerBound])) != nil {
            size = named
            fields.remove(at: 4)
            fields.append(String(rest[..<separator.lowerBound]))
            rest = rest[separator.upperBound...]
        }
        guard let view = GoldenFile.parseViewLabel(rest) else { return nil }
        rest = view.rest
        var occurrence = 0
        if rest.hasPrefix(" #"), let end = rest.firstIndex(of: ":"), let number = Int(rest[rest.index(rest.startIndex, offsetBy: 2)..<end]) {
            occurrence = number - 1
            rest = rest[end...]
        }
        guard rest.hasPrefix(": ") else { return nil }
        rest = rest.dropFirst(2)
        guard let arrow = GoldenFile.firstUnquoted(" → ", in: rest) else { return nil }
        let old = String(rest[..<arrow.lowerBound]), new = String(rest[arrow.upperBound...])
        self.init(locale: fields[0], activity: fields[1], state: fields[2], device: fields[3], dynamicTypeSize: size, presentation: fields[4],
                  kind: view.kind, subject: view.subject, occurrence: occurrence,
                  old: old == Self.absent ? nil : old, new: new == Self.absent ? nil : new)
    }
}
