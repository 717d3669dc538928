/// A font as a SwiftUI view names it: a text style or a size, and a weight.
public struct FontSpec: Sendable, Hashable, Codable {
    /// The text style, when the font is `.system(.body)`-like.
    public var style: TextStyle?
    /// The point size; from the style when `nil`.
    public var explicitSize: Double?
    /// The weight; the style's own when `nil`.
    public var explicitWeight: FontWeight?

    /// A text style (`.font(.body)`), optionally with another weight.
    public init(style: TextStyle, weight: FontWeight? = nil) {
        self.style = style
        self.explicitWeight = weight
    }

    /// A fixed size (`.font(.system(size: 22, weight: .semibold))`).
    public init(size: Double, weight: FontWeight = .regular) {
        self.explicitSize = size
        self.explicitWeight = weight
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
    /// The style's published leading, when it has one and no size overrides it.
    var styleLeading: Double? { explicitSize == nil ? style?.leading : nil }
}
