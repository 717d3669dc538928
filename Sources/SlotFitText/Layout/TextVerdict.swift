/// What happened to a text in its frame: SlotFit's answer to "does it fit?".
public enum TextVerdict: Sendable, Hashable {
    /// Fits on one line at full size.
    case fits
    /// Fits after shrinking by `factor` (≥ the minimum scale factor).
    case scaled(Double)
    /// Fits at full size on `lines` lines.
    case wrapped(Int)
    /// Shown cut with an ellipsis: `visible` is what the user reads.
    case truncated(String)
    /// Even one grapheme and the ellipsis overflow: `overflow` points stick
    /// out of the frame (the wider of width and height).
    case clipped(Double)

    /// "fits", "scaled", "wrapped", "truncated" or "clipped".
    public var name: String {
        switch self {
        case .fits: return "fits"
        case .scaled: return "scaled"
        case .wrapped: return "wrapped"
        case .truncated: return "truncated"
        case .clipped: return "clipped"
        }
    }

    /// `true` for `fits`, `scaled` and `wrapped`: all the text is shown.
    public var showsAllText: Bool {
        switch self {
        case .fits, .scaled, .wrapped: return true
        case .truncated, .clipped: return false
        }
    }
}
