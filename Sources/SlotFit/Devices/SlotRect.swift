/// A rectangle in points, in a presentation's own coordinates (origin at
/// its top-left corner, y down, left to right whatever the language).
public struct SlotRect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// A rectangle; a negative width or height is taken as 0.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = max(0, width); self.height = max(0, height)
    }

    public var minX: Double { x }
    public var maxX: Double { x + width }
    public var minY: Double { y }
    public var maxY: Double { y + height }

    /// Whether the two share an area (rectangles that only touch along an
    /// edge do not: the center region starts where the camera ends).
    public func intersects(_ other: SlotRect) -> Bool {
        let tolerance = 0.001
        return min(maxX, other.maxX) - max(minX, other.minX) > tolerance && min(maxY, other.maxY) - max(minY, other.minY) > tolerance
    }

    /// Whether `other` lies inside this one (within a thousandth of a point).
    public func contains(_ other: SlotRect) -> Bool {
        let tolerance = 0.001
        return other.minX >= minX - tolerance && other.maxX <= maxX + tolerance && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
    }

    /// The same rectangle seen in a mirror of a `containerWidth`-wide
    /// container: where a right-to-left language puts it.
    public func mirrored(in containerWidth: Double) -> SlotRect {
        SlotRect(x: containerWidth - maxX, y: y, width: width, height: height)
    }

    public var description: String {
        "(\(Points(value: x, derived: false)), \(Points(value: y, derived: false))) \(Points(value: width, derived: false)) × \(Points(value: height, derived: false))"
    }
}
