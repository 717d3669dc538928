import SlotFitText

/// A catalog key's width budget: the room the layout gives its text at the
/// tightest place it is shown — activity, presentation, device, state and
/// Dynamic Type size — in points, with the font, line limit and scale floor
/// it is drawn with there, and how wide the development language's text and
/// each translation are at that place. What a translator needs to know
/// before translating ("52.3 pt at 11 pt semibold"), not after.
package struct KeyBudget: Sendable, Hashable, Codable {
    /// The key, as the catalog holds it.
    package var key: String
    /// The table it is looked up in (`Localizable`, `Common`…).
    package var table: String
    /// The catalog (file or folder) of the activity that shows it.
    package var catalog: String?
    /// The room at the tightest place, in points: the width the layout
    /// offers the text there (its share of the row after its siblings).
    package var width: Double
    /// The tightest place.
    package var place: Place
    /// How the text is drawn there.
    package var room: TextRoom
    /// How many places show the key (each presentation × device × state ×
    /// size of each activity).
    package var places: Int
    /// The development language and its text's width on one line there.
    package var developmentLanguage: String
    package var developmentWidth: Double
    /// The development language's text's length in characters (grapheme clusters).
    package var developmentCharacters: Int
    /// The development language's text at that place, as laid out.
    package var developmentText: String
    /// Each localization's text at the tightest place, by locale.
    package var translations: [Translation]

    /// Where a text is shown.
    package struct Place: Sendable, Hashable, Codable, Comparable {
        package var activity: String
        package var presentation: Presentation
        package var device: String
        package var state: String
        package var dynamicTypeSize: DynamicTypeSize
        /// The view's place in the source.
        package var location: SourceLocation

        /// `compactTrailing · iphone-393 · paused · large`.
        package var description: String {
            "\(presentation.rawValue) · \(device) · \(state) · \(dynamicTypeSize.shortName)"
        }

        package static func < (a: Place, b: Place) -> Bool {
            (a.activity, a.presentation.rawValue, a.device, a.state, a.dynamicTypeSize.index)
                < (b.activity, b.presentation.rawValue, b.device, b.state, b.dynamicTypeSize.index)
        }
    }

    /// One localization's text at the key's tightest place.
    package struct Translation: Sendable, Hashable, Codable {
        package var locale: String
        /// Its width on one line at the place's font, in points.
        package var width: Double
        /// Its length in characters (grapheme clusters).
        package var characters: Int
        /// What the layout does with it there (`fits`, `wrapped(2)`,
        /// `scaled(0.84)`, `truncated("Pausi…")`).
        package var verdict: String
        /// Whether every character shows (fits, wraps or scales within the
        /// view's own limits).
        package var showsAllText: Bool
        /// The budget less its width: negative when one line cannot hold it.
        package var headroom: Double
    }

    /// The development language's headroom: the budget less its width.
    package var developmentHeadroom: Double { width - developmentWidth }

    /// `11 pt semibold Inter, 1 line, scales to 0.8`.
    package var drawing: String {
        Self.drawing(font: "\(FixedPoint.string(room.size, decimals: 1)) pt \(room.weight.rawValue) \(room.family)",
                     lineLimit: room.lineLimit, heightLines: room.heightLines, minimumScaleFactor: room.minimumScaleFactor)
    }

    /// A text's font, then its line limit (or the lines its presentation's
    /// height leaves it) and its scale floor: one phrase for every budget.
    package static func drawing(font: String, lineLimit: Int?, heightLines: Int?, minimumScaleFactor: Double) -> String {
        var parts = [font]
        parts.append(lineLimit.map { "\($0) line\($0 == 1 ? "" : "s")" }
                     ?? heightLines.map { "no line limit (the height leaves \($0) line\($0 == 1 ? "" : "s"))" } ?? "no line limit")
        if minimumScaleFactor < 1 { parts.append("scales to \(FixedPoint.string(minimumScaleFactor, decimals: 2))") }
        return parts.joined(separator: ", ")
    }
}
