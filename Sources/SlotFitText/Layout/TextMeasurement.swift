/// A text's fit without its lines' runs, glyphs and visual order: what a
/// batch of measurements or a budget check needs, made by the same fitting
/// as `TextLayout` (same widths, verdict and scale, to the bit) without
/// building what draws it.
public struct TextMeasurement: Sendable, Hashable {
    /// The verdict.
    public var verdict: TextVerdict
    /// The widest line at the final scale, in points.
    public var width: Double
    /// All lines' height at the final scale, in points.
    public var height: Double
    /// The scale applied (1 unless `minimumScaleFactor` was used).
    public var scale: Double
    /// The width of the whole text on one line at full size.
    public var naturalWidth: Double
    /// The number of lines shown.
    public var lineCount: Int
    /// What the user reads, in logical order (with "…" where cut).
    public var visibleText: String
    /// The paragraph direction.
    public var direction: LayoutDirection
}
