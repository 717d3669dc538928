import SlotFitText

/// A number of points and where it comes from: Apple's published figure, or
/// arithmetic on published figures that Apple does not state.
public struct Points: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The value in points.
    public var value: Double
    /// `true` when SlotFit derived the number; output marks it.
    public var derived: Bool

    /// A published number.
    public static func apple(_ value: Double) -> Points { Points(value: value, derived: false) }
    /// A derived number.
    public static func derived(_ value: Double) -> Points { Points(value: value, derived: true) }

    /// Hundredths of a point, as Apple publishes budgets (52.33, 80.5,
    /// 371), without trailing zeros: fixed precision, so arithmetic on
    /// published numbers never prints 122.39999999999999.
    public var description: String {
        var text = FixedPoint.trimmed(value, decimals: 2)
        if text == "-0" { text = "0" }
        return derived ? text + "*" : text
    }
}

/// A width and height budget; the height may be a range (Apple: 84–160 pt).
public struct SlotBudget: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Smallest width (the width for fixed slots).
    public var minWidth: Points
    /// Largest width (equal to `minWidth` for fixed slots).
    public var maxWidth: Points
    /// Smallest height.
    public var minHeight: Points
    /// Largest height; past it the system truncates the presentation.
    public var maxHeight: Points

    /// A fixed size.
    public init(width: Points, height: Points) {
        minWidth = width; maxWidth = width; minHeight = height; maxHeight = height
    }

    /// Ranges.
    public init(width: ClosedRange<Double>, height: ClosedRange<Double>, derived: Bool = false) {
        minWidth = Points(value: width.lowerBound, derived: derived)
        maxWidth = Points(value: width.upperBound, derived: derived)
        minHeight = Points(value: height.lowerBound, derived: derived)
        maxHeight = Points(value: height.upperBound, derived: derived)
    }

    public var description: String {
        // Spelled out: interpolating a value finds its description through
        // dynamic casts (every snapshot prints a budget per presentation).
        func range(_ a: Points, _ b: Points) -> String { a == b ? a.description : a.description + "–" + b.description }
        return range(minWidth, maxWidth) + " × " + range(minHeight, maxHeight)
    }
}
