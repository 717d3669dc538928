/// How a shape's modifiers paint it (`.fill(_:)`, `.stroke(_:lineWidth:)`,
/// `.strokeBorder(_:lineWidth:)`): pictures only, never the layout.
public enum ShapePaint: Sendable, Hashable {
    /// `.fill(_:)` (or `.foregroundStyle(_:)` on the shape).
    case fill(ColorValue)
    /// `.stroke(_:lineWidth:)` or `.strokeBorder(_:lineWidth:)`: an
    /// outline, the inside left clear (SwiftUI's default width: 1 pt).
    case stroke(ColorValue, lineWidth: Double)

    /// The colour painted.
    public var color: ColorValue {
        switch self {
        case .fill(let color), .stroke(let color, _): return color
        }
    }
}
