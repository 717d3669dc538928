import SlotFitText

/// The room a text showing data SlotFit cannot know (a station, a route, a
/// team) has at its tightest place in one locale: width in points at its
/// font, the characters of each script that fit (an estimate from the
/// font's average advance), and, with a data file, which of the team's
/// values fit there and which do not, longest first.
package struct DataBudget: Sendable, Hashable, Codable {
    /// The field (as the activity names it) and the activity.
    package var field: String
    package var activity: String
    /// The locale of the layout.
    package var locale: String
    /// The room at the tightest place, in points.
    package var width: Double
    package var place: KeyBudget.Place
    /// How the text is drawn there, with the sample value it showed.
    package var room: DataRoom
    /// About how many characters of each script fit one line (`Latin`,
    /// `CJK`, `Arabic`): the width over the script's average advance.
    package var charactersPerLine: [String: Int]
    /// The data file's values checked there, and those that do not fit.
    package var checked: Int = 0
    package var misfits: [Misfit] = []

    /// A value that does not fit, with its width on one line and what the
    /// layout does with it.
    package struct Misfit: Sendable, Hashable, Codable {
        package var value: String
        package var width: Double
        package var verdict: String
    }

    /// `15.0 pt semibold, 1 line, scales to 0.8`.
    package var drawing: String {
        KeyBudget.drawing(font: "\(FixedPoint.string(room.size, decimals: 1)) pt \(room.weight.rawValue)",
                          lineLimit: room.lineLimit, heightLines: room.heightLines, minimumScaleFactor: room.minimumScaleFactor)
    }
}
