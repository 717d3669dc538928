import SlotFitText

/// A length a view reads from a `@ScaledMetric` property
/// (`@ScaledMetric(relativeTo: .caption) var side = 24` then
/// `.frame(width: side)`): it grows with its text style under Dynamic Type
/// (`TextStyle.scale(at:)`), where a literal stays. The font size read from
/// one is `FontSpec.scalesWith`.
public enum ScaledField: String, Sendable, Hashable, CaseIterable, Codable {
    case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight
    case paddingTop, paddingLeading, paddingBottom, paddingTrailing
    /// A stack's `spacing:`.
    case spacing
}

extension ViewModifiers {
    /// The modifiers as drawn at `size`: every field read from a
    /// `@ScaledMetric` multiplied by its style's growth there, and the font
    /// sized (`FontSpec.sized(for:)`). `size` is the size in effect for this
    /// view, after any `.dynamicTypeSize(…)` clamp.
    func sized(for size: DynamicTypeSize) -> ViewModifiers {
        var m = self
        m.font = font?.sized(for: size)
        for (field, style) in scaledFields {
            let factor = style.scale(at: size)
            func scale(_ value: inout Double?) { value = value.map { $0.isFinite ? $0 * factor : $0 } }
            func scale(_ value: inout Double) { value *= factor }
            switch field {
            case .width: scale(&m.frame.width)
            case .height: scale(&m.frame.height)
            case .minWidth: scale(&m.frame.minWidth)
            case .idealWidth: scale(&m.frame.idealWidth)
            case .maxWidth: scale(&m.frame.maxWidth)
            case .minHeight: scale(&m.frame.minHeight)
            case .idealHeight: scale(&m.frame.idealHeight)
            case .maxHeight: scale(&m.frame.maxHeight)
            case .paddingTop: scale(&m.padding.top)
            case .paddingLeading: scale(&m.padding.leading)
            case .paddingBottom: scale(&m.padding.bottom)
            case .paddingTrailing: scale(&m.padding.trailing)
            case .spacing: break // the stack reads it (`scaledSpacing`)
            }
        }
        return m
    }

    /// A stack's spacing at `size`, when it was read from a `@ScaledMetric`.
    func scaledSpacing(_ spacing: Double?, at size: DynamicTypeSize) -> Double? {
        guard let spacing, let style = scaledFields[.spacing] else { return spacing }
        return spacing * style.scale(at: size)
    }
}
