import SlotFitText

/// Dynamic Type in the DSL: clamping the size a subtree shows, fonts that
/// grow with a text style, and lengths read from a `@ScaledMetric`.
extension ActivityView {
    private func with(_ change: (inout ViewModifiers) -> Void) -> ActivityView {
        var copy = self
        change(&copy.modifiers)
        return copy
    }

    /// `.dynamicTypeSize(.large)`: the subtree always shows this size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ActivityView {
        with { $0.dynamicTypeSizes = DynamicTypeSizeRange(only: size) }
    }

    /// `.dynamicTypeSize(.small ... .xxLarge)`.
    public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> ActivityView {
        with { $0.dynamicTypeSizes = DynamicTypeSizeRange(range.lowerBound, range.upperBound) }
    }

    /// `.dynamicTypeSize(...DynamicTypeSize.xxLarge)`.
    public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> ActivityView {
        with { $0.dynamicTypeSizes = DynamicTypeSizeRange(.xSmall, range.upperBound) }
    }

    /// `.dynamicTypeSize(DynamicTypeSize.large...)`.
    public func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> ActivityView {
        with { $0.dynamicTypeSizes = DynamicTypeSizeRange(range.lowerBound, .accessibility5) }
    }

    /// `.font(.custom(name, size: 15, relativeTo: .body))` (the profile's
    /// faces stand in for the named one), or `.font(.system(size: metric))`
    /// with a `@ScaledMetric(relativeTo:)` size: a size that grows with `style`.
    public func font(size: Double, weight: FontWeight = .regular, relativeTo style: TextStyle) -> ActivityView {
        with { $0.font = FontSpec(size: size, weight: weight, scalesWith: style) }
    }

    /// Lengths this view reads from a `@ScaledMetric(relativeTo: style)`
    /// (`.body` when the property names none): each grows with the style.
    public func scaledMetric(_ fields: [ScaledField], relativeTo style: TextStyle = .body) -> ActivityView {
        with { for field in fields { $0.scaledFields[field] = style } }
    }
}
