import SlotFitText

/// How a catalog text is drawn where it is laid out — what a translator's
/// width budget states beside its points: the font drawn (size and weight
/// after Dynamic Type), the face's family, the line limit and the scale
/// floor the view sets, the table its key is looked up in, and the width of
/// the text on one line at full size.
public struct TextRoom: Sendable, Hashable, Codable {
    /// The font drawn: its size in points and its weight.
    public var size: Double
    public var weight: FontWeight
    /// The family of the face that drew its first run (`Inter`, `Noto Sans Arabic`).
    public var family: String
    /// `.lineLimit(n)`; `nil` for none.
    public var lineLimit: Int?
    /// `.minimumScaleFactor(x)`; 1 when the view sets none.
    public var minimumScaleFactor: Double
    /// The table the key is looked up in (`Localizable` when the view names none).
    public var table: String
    /// The bundle the table is in (`nil`: the app's).
    public var bundle: String?
    /// The text on one line at full size, in points.
    public var naturalWidth: Double
    /// The text's length in characters (grapheme clusters).
    public var characters: Int
    /// The text as laid out (formatted with the sample's values).
    public var text: String
}
