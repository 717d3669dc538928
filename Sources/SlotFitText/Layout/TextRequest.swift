/// SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// "abc…" (SwiftUI's default).
    case tail
    /// "ab…yz".
    case middle
    /// "…xyz".
    case head
}

/// A text to lay out, with the modifiers SwiftUI gives a `Text`.
public struct TextRequest: Sendable, Hashable, Codable {
    /// The string, as displayed (already localized and formatted).
    public var text: String
    /// The locale, a BCP 47 tag: it picks the paragraph direction, the Han
    /// face, line-break rules and the language HarfBuzz shapes for.
    public var locale: String
    /// `.font(...)`.
    public var font: FontSpec
    /// `.monospacedDigit()`: the OpenType `tnum` feature.
    public var monospacedDigits: Bool
    /// `.tracking(_:)` in points, added after every grapheme cluster.
    public var tracking: Double
    /// The width proposed to the text, in points; `nil` for its ideal width.
    public var width: Double?
    /// The height available, in points; `nil` for unlimited.
    public var height: Double?
    /// `.lineLimit(_:)`; `nil` for unlimited. Values below 1 count as 1.
    public var lineLimit: Int?
    /// `.minimumScaleFactor(_:)`, in (0, 1].
    public var minimumScaleFactor: Double
    /// `.truncationMode(_:)`.
    public var truncationMode: TruncationMode
    /// The environment's layout direction; the locale's when `nil`.
    public var layoutDirection: LayoutDirection?
    /// `.environment(\.layoutDirection, .leftToRight)` on the text: its
    /// content is laid out as an isolated left-to-right paragraph.
    public var pinnedLeftToRight: Bool
    /// `Text + Text`: the text's parts, in order, each with its own font,
    /// digits and tracking; their lengths add up to the text's. Empty: the
    /// whole text in `font`, `monospacedDigits` and `tracking`.
    public var spans: [TextSpan] = []
    /// Whether the result carries every glyph's position (pictures draw
    /// them); measuring alone does not need them, and is faster without.
    public var includesGlyphs = true

    /// Encoded without `includesGlyphs` (an option of the call, not of the
    /// text), so requests written before it still decode.
    enum CodingKeys: String, CodingKey {
        case text, locale, font, monospacedDigits, tracking, width, height, lineLimit, minimumScaleFactor, truncationMode
        case layoutDirection, pinnedLeftToRight, spans
    }

    /// Creates a request; every modifier defaults to SwiftUI's default.
    public init(_ text: String, locale: String = "en", font: FontSpec = FontSpec(style: .body),
                monospacedDigits: Bool = false, tracking: Double = 0,
                width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil,
                minimumScaleFactor: Double = 1, truncationMode: TruncationMode = .tail,
                layoutDirection: LayoutDirection? = nil, pinnedLeftToRight: Bool = false) {
        self.text = text
        self.locale = locale
        self.font = font
        self.monospacedDigits = monospacedDigits
        self.tracking = tracking
        self.width = width
        self.height = height
        self.lineLimit = lineLimit
        self.minimumScaleFactor = minimumScaleFactor
        self.truncationMode = truncationMode
        self.layoutDirection = layoutDirection
        self.pinnedLeftToRight = pinnedLeftToRight
    }

    /// Checks the numbers, naming the bad one and the fix.
    func validate() throws {
        func check(_ value: Double?, _ name: String) throws {
            guard let value else { return }
            guard value.isFinite, value > 0, value <= 1_000_000 else {
                throw SlotFitError(.invalidArgument, "\(name) must be a positive number of points up to 1000000 (got \(value)); propose a \(name) such as \(name == "width" ? "52.33" : "36.67")")
            }
        }
        try check(width, "width")
        try check(height, "height")
        guard font.size.isFinite, font.size > 0, font.size <= 1000 else {
            throw SlotFitError(.invalidArgument, "font size must be between 0 and 1000 pt (got \(font.size)); use a size such as 17 or a style such as body")
        }
        guard minimumScaleFactor.isFinite, minimumScaleFactor > 0, minimumScaleFactor <= 1 else {
            throw SlotFitError(.invalidArgument, "minimumScaleFactor must be in (0, 1] (got \(minimumScaleFactor)); SwiftUI's default is 1, a common floor is 0.6")
        }
        guard tracking.isFinite, abs(tracking) < 100 else {
            throw SlotFitError(.invalidArgument, "tracking must be a finite number of points below 100 (got \(tracking))")
        }
        guard !spans.isEmpty else { return }
        guard spans.count <= 255 else {
            throw SlotFitError(.invalidArgument, "a text has at most 255 concatenated parts (got \(spans.count)); join parts that share their modifiers")
        }
        let total = spans.reduce(0) { $0 + $1.length }
        guard spans.allSatisfy({ $0.length >= 0 }), total == text.utf16.count else {
            throw SlotFitError(.invalidArgument, "the parts' lengths add up to \(total) UTF-16 units, but the text has \(text.utf16.count); give one part per piece of the text")
        }
        for span in spans {
            var part = self
            part.spans = []
            part.font = span.font
            part.tracking = span.tracking
            try part.validate()
        }
    }
}

/// One part of a concatenated text (`Text("5").bold() + Text(" min")`):
/// how many UTF-16 units of the text it covers, and its font, digits and
/// tracking.
public struct TextSpan: Sendable, Hashable, Codable {
    /// UTF-16 units of the request's text this part covers.
    public var length: Int
    /// The part's `.font(...)` (with its weight).
    public var font: FontSpec
    /// The part's `.monospacedDigit()`.
    public var monospacedDigits: Bool
    /// The part's `.tracking(_:)` in points.
    public var tracking: Double

    /// Creates a part.
    public init(length: Int, font: FontSpec, monospacedDigits: Bool = false, tracking: Double = 0) {
        self.length = length
        self.font = font
        self.monospacedDigits = monospacedDigits
        self.tracking = tracking
    }
}
