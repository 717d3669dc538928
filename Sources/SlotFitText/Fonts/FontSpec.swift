/// A font as a SwiftUI view names it: a text style or a size, and a weight.
public struct FontSpec: Sendable, Hashable, Codable {
    /// The text style, when the font is `.system(.body)`-like.
    public var style: TextStyle?
    /// The point size; from the style when `nil`.
    public var explicitSize: Double?
    /// The weight; the style's own when `nil`.
    public var explicitWeight: FontWeight?
    /// The text style a sized font grows with under Dynamic Type:
    /// `body` for `Font.custom(_:size:)`, the style named by
    /// `custom(_:size:relativeTo:)`, the `@ScaledMetric`'s style for a size
    /// read from one. `nil` for a size that never changes
    /// (`.system(size:)`, `custom(_:fixedSize:)`).
    public var scalesWith: TextStyle?
    /// The line height in points, once the font is sized for a Dynamic Type
    /// size (`sized(for:)`): the style's published leading there.
    public var explicitLeading: Double?

    /// A text style (`.font(.body)`), optionally with another weight.
    public init(style: TextStyle, weight: FontWeight? = nil) {
        self.style = style
        self.explicitWeight = weight
    }

    /// A size (`.font(.system(size: 22, weight: .semibold))`), fixed unless
    /// `scalesWith` names the text style it grows with.
    public init(size: Double, weight: FontWeight = .regular, scalesWith: TextStyle? = nil) {
        self.explicitSize = size
        self.explicitWeight = weight
        self.scalesWith = scalesWith
    }

    /// The point size in use.
    public var size: Double { explicitSize ?? style?.size ?? TextStyle.body.size }
    /// The weight in use.
    public var weight: FontWeight { explicitWeight ?? style?.defaultWeight ?? .regular }

    /// The same font in another weight (`.fontWeight(_:)`, `.bold()`).
    public func with(weight: FontWeight) -> FontSpec {
        var copy = self
        copy.explicitWeight = weight
        return copy
    }

    /// The font as drawn at `dynamicTypeSize`: a text style takes its size
    /// and leading from Apple's table; a size that scales with a style is
    /// multiplied by that style's growth; a fixed size stays. The result has
    /// an explicit size, so sizing it again changes nothing.
    public func sized(for dynamicTypeSize: DynamicTypeSize) -> FontSpec {
        var copy = self
        if explicitSize == nil, let style {
            copy.explicitSize = style.size(at: dynamicTypeSize)
            copy.explicitLeading = style.leading(at: dynamicTypeSize)
        } else if let explicitSize, let scalesWith {
            copy.explicitSize = explicitSize * scalesWith.scale(at: dynamicTypeSize)
            copy.scalesWith = nil
        }
        return copy
    }

    /// The style's published leading, when it has one and no size overrides it.
    var styleLeading: Double? { explicitLeading ?? (explicitSize == nil ? style?.leading : nil) }
}
