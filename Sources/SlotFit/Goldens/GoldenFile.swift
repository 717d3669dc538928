import Foundation
import SlotFitText

/// A golden file as a value: its format line, activity and locale, then one
/// case per device, state and Dynamic Type size with its snapshot (`ActivitySnapshot.text`),
/// the fonts it names and each text's verdict. The one codec of the golden
/// format: `text` renders it, `init(parsing:)` reads it, `verdictChanges`
/// and `FontChange` compare two of them.
public struct GoldenFile: Sendable, Hashable {
    /// The first line of every golden of this version.
    public static let formatLine = "slotfit-golden 1"

    /// The file's first line (`formatLine`, or an older version's).
    public var format: String
    /// The activity's name (the `activity:` line).
    public var activity: String
    /// The locale (the `locale:` line and the file name).
    public var locale: String
    /// The `values:` entries its snapshots take (`key = [values]`, by key):
    /// the `value:` lines. A golden whose lines differ from the
    /// configuration's was recorded with other values.
    public var values: [String] = []
    /// One case per device and state, in order.
    public var cases: [Case]

    /// Creates a golden of the current format.
    public init(activity: String, locale: String, cases: [Case] = []) {
        self.format = Self.formatLine; self.activity = activity; self.locale = locale; self.cases = cases
    }

    /// One device and state: its snapshot and what a check compares of it.
    public struct Case: Sendable, Hashable {
        public var device: String
        public var state: String
        /// The Dynamic Type size the case is drawn at.
        public var dynamicTypeSize: DynamicTypeSize
        /// The snapshot's text (from `slotfit-snapshot` to its findings).
        public var snapshot: String
        /// The fonts it names, as their `font:` lines give them.
        public var fonts: [String]
        /// Each text's and timer's verdict, in order.
        public var verdicts: [Verdict]

        /// Creates a case.
        public init(device: String, state: String, dynamicTypeSize: DynamicTypeSize = .large, snapshot: String, fonts: [String], verdicts: [Verdict]) {
            self.device = device; self.state = state; self.dynamicTypeSize = dynamicTypeSize
            self.snapshot = snapshot; self.fonts = fonts; self.verdicts = verdicts
        }

        /// `=== device · state · size ===`: the line that opens a case.
        package var heading: String { "=== \(device) · \(state) · \(dynamicTypeSize.shortName) ===" }
    }

    /// A text's or timer's verdict in a case.
    public struct Verdict: Sendable, Hashable {
        public var presentation: Presentation
        public var kind: ViewKind
        /// The view's label (its key or text); empty for none.
        public var subject: String
        /// Which of the views with that label in the presentation (0 first).
        package var occurrence: Int
        /// The verdict and the widths.
        public var outcome: Outcome
        /// The room left, as the golden prints it (fitting and wrapped
        /// texts with a width offered); `nil` otherwise.
        public var headroom: Double?

        /// Creates a verdict.
        public init(presentation: Presentation, kind: ViewKind, subject: String, occurrence: Int, outcome: Outcome, headroom: Double? = nil) {
            self.presentation = presentation; self.kind = kind; self.subject = subject; self.occurrence = occurrence
            self.outcome = outcome; self.headroom = headroom
        }

        /// The view as the golden names it (`text "Key"`).
        public var label: String { GoldenFile.viewLabel(kind: kind.rawValue, subject: subject) }
    }

    /// The header: format, activity and locale lines.
    public var header: String {
        "\(format)\nactivity: \(activity)\nlocale: \(locale)\n" + values.map { "value: \($0)\n" }.joined()
    }

    /// The `value:` lines of a golden's text, read without parsing its cases.
    static func valueLines(of text: String) -> [String] {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            if line.hasPrefix("=== ") { break }
            if line.hasPrefix("value: ") { lines.append(String(line.dropFirst(7))) }
        }
        return lines
    }

    /// The file's text, byte for byte as committed.
    public var text: String {
        var out = header
        for item in cases { out += "\n" + item.heading + "\n" + item.snapshot }
        return out
    }

    /// Every font the cases name.
    public var fonts: Set<String> { Set(cases.lazy.flatMap(\.fonts)) }

    /// A view as goldens name it: its kind, then its label quoted (none
    /// when it has no label).
    static func viewLabel(kind: String, subject: String) -> String {
        subject.isEmpty ? kind : "\(kind) \(subject.quoted)"
    }

    /// A font as its `font:` line gives it: family and style, version,
    /// file name and face index, SHA-256.
    static func fontName(_ font: FontFileInfo) -> String {
        "\(font.family) \(font.style), \(font.version), \(font.file.split(separator: "/").last.map(String.init) ?? font.file)#\(font.faceIndex), sha256 \(font.sha256)"
    }
}
