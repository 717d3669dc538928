/// What a laid-out view is, as snapshots name it (the raw value).
public enum PlacedKind: String, Sendable, Hashable, Codable, CustomStringConvertible {
    case text, timer, image, label, hstack, vstack, zstack, grid, spacer
    /// The box a frame, padding, background or overlay makes around a view.
    case frame
    case rectangle, roundedRectangle, capsule, circle, ellipse, containerRelativeShape, color
    case divider, progressView, gauge, viewThatFits
    /// `GeometryReader { … }`: the whole offer, its content at the top leading corner.
    case geometryReader

    /// The kind of a shape view.
    init(_ shape: ShapeKind) { self = PlacedKind(rawValue: shape.name) ?? .rectangle }

    public var description: String { rawValue }

    /// `true` for the shapes and colours.
    var isShape: Bool { [.rectangle, .roundedRectangle, .capsule, .circle, .ellipse, .containerRelativeShape, .color].contains(self) }
}
