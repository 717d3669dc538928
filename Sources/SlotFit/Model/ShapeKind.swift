/// SwiftUI's shapes, and `Color` as a view: each fills what it is offered
/// (its ideal size is 10 × 10 pt, the size SwiftUI gives a shape offered
/// nothing).
public enum ShapeKind: Sendable, Hashable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case capsule
    case circle
    /// `Ellipse()`: fills the whole offer (a circle fits its smaller side).
    case ellipse
    case containerRelativeShape
    /// `Color.red` as a view: a rectangle in that colour.
    case color

    /// The manifest's name.
    public var name: String {
        switch self {
        case .rectangle: return "rectangle"
        case .roundedRectangle: return "roundedRectangle"
        case .capsule: return "capsule"
        case .circle: return "circle"
        case .ellipse: return "ellipse"
        case .containerRelativeShape: return "containerRelativeShape"
        case .color: return "color"
        }
    }
}

/// `ProgressView(value:total:)` and `ProgressView(timerInterval:)`.
public struct ProgressSpec: Sendable, Hashable {
    /// `ProgressViewStyle`: `.linear` (a bar as wide as offered) or
    /// `.circular` (a ring of a fixed size).
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case linear, circular
        /// `Gauge` styles (the Smart Stack and Lock Screen accessory ones).
        case accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity, linearCapacity

        /// `true` for the `Gauge` styles.
        public var isGauge: Bool { ![.linear, .circular].contains(self) }
    }
    /// The field (or number) with the progress.
    public var value: String
    /// The field (or number) with the total; 1 when absent.
    public var total: String?
    public var style: Style
    public init(value: String, total: String? = nil, style: Style = .linear) {
        self.value = value; self.total = total; self.style = style
    }
}
