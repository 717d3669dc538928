import SlotFitText

/// How a text that shows data as it is (a station, a route, a team from
/// the state) is drawn where it is laid out: the fields it shows with the
/// values shown, the whole text, the font, and its limits. `budgets --data`
/// lays a team's data out in its place with it.
package struct DataRoom: Sendable, Hashable, Codable {
    /// The fields shown, with the value each shows in this snapshot.
    package var fields: [String: String]
    /// The whole text as laid out (the value with what surrounds it).
    package var text: String
    /// The font drawn: its size in points and its weight.
    package var size: Double
    package var weight: FontWeight
    /// `.lineLimit(n)`; `nil` for none.
    package var lineLimit: Int?
    /// `.minimumScaleFactor(x)`; 1 when the view sets none.
    package var minimumScaleFactor: Double
    /// With no line limit, the lines the presentation's height leaves it.
    package var heightLines: Int? = nil

    /// The text with `field`'s shown value replaced by `value` (the first
    /// occurrence; the whole text when it is the value alone).
    package func text(with value: String, for field: String) -> String {
        guard let shown = fields[field], let range = text.range(of: shown) else { return value }
        return text.replacingCharacters(in: range, with: value)
    }
}
