import SlotFitText

/// How a catalog text is drawn where it is laid out — what a translator's
/// width budget states beside its points: the font drawn (size and weight
/// after Dynamic Type), the face's family, the line limit and the scale
/// floor the view sets, the table its key is looked up in, and the width of
/// the text on one line at full size.
package struct TextRoom: Sendable, Hashable, Codable {
    /// The font drawn: its size in points and its weight.
    package var size: Double
    package var weight: FontWeight
    /// The family of the face that drew its first run (`Inter`, `Noto Sans Arabic`).
    package var family: String
    /// `.lineLimit(n)`; `nil` for none.
    package var lineLimit: Int?
    /// With no line limit: how many lines the presentation's height leaves
    /// the text at its size (the budget's height less what the rest of the
    /// content takes, over the text's line height); `nil` with a limit, or
    /// where the presentation has no height budget. **Assumed**: the text's
    /// extra lines add to the content's height, as in a vertical stack.
    package var heightLines: Int? = nil
    /// `.minimumScaleFactor(x)`; 1 when the view sets none.
    package var minimumScaleFactor: Double
    /// The table the key is looked up in (`Localizable` when the view names none).
    package var table: String
    /// The bundle the table is in (`nil`: the app's).
    package var bundle: String?
    /// The text on one line at full size, in points.
    package var naturalWidth: Double
    /// The text's length in characters (grapheme clusters).
    package var characters: Int
    /// The text as laid out (formatted with the sample's values).
    package var text: String
}
