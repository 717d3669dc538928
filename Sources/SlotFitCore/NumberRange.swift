/// The ranges a number written in a project file may take, wherever it was
/// written: a manifest, `slotfit.yml`, or a modifier's argument in a team's
/// Swift source. A Live Activity is at most 1366 pt wide, so a size past
/// 10,000 pt is a typo, and a number past what `Int` holds would trap when
/// converted: every number from input goes through ``checked(_:)`` or
/// ``whole(_:)`` before it is used, never through `Int(_:)` directly.
public enum NumberRange: Sendable, Hashable, CaseIterable {
    /// Sizes and lengths in points: 0 … 10,000.
    case size
    /// Spacing and offsets: −10,000 … 10,000 (negative spacing overlaps).
    case signedSize
    /// A font's point size: 1 … 1,000.
    case fontSize
    /// A count of lines: 1 … 10,000, whole.
    case lineCount
    /// `minimumScaleFactor` and floors: (0, 1].
    case factor
    /// `layoutPriority`: −1,000,000 … 1,000,000.
    case priority
    /// `opacity`: 0 … 1.
    case opacity
    /// Digits after the decimal point (`.fractionLength(2)`): 0 … 15, whole.
    case fractionDigits
    /// Significant digits (`.significantDigits(3)`): 1 … 40, whole.
    case significantDigits
    /// A `printf` field width or precision (`%08.2f`): 0 … 100, whole.
    case formatWidth
    /// A bound of a literal `ForEach` range: −10,000 … 10,000, whole.
    case loopBound
    /// A share in percent (`minimumCoverage:`): 0 … 100.
    case percent
    /// Columns a grid cell spans (`gridCellColumns`): 1 … 1,000, whole.
    case columnCount

    /// The closed range of values allowed.
    public var bounds: ClosedRange<Double> {
        switch self {
        case .size: return 0...10_000
        case .signedSize: return -10_000...10_000
        case .fontSize: return 1...1_000
        case .lineCount: return 1...10_000
        case .factor: return 0...1
        case .priority: return -1_000_000...1_000_000
        case .opacity: return 0...1
        case .fractionDigits: return 0...15
        case .significantDigits: return 1...40
        case .formatWidth: return 0...100
        case .loopBound: return -10_000...10_000
        case .percent: return 0...100
        case .columnCount: return 1...1_000
        }
    }

    /// Whether only whole numbers are allowed.
    public var isWhole: Bool {
        switch self {
        case .lineCount, .fractionDigits, .significantDigits, .formatWidth, .loopBound, .columnCount: return true
        default: return false
        }
    }

    /// What the range is, for an error message: "font sizes are points
    /// between 1 and 1000, e.g. 17".
    public var hint: String {
        switch self {
        case .size: return "sizes are points between 0 and 10000 (a Live Activity is at most 1366 pt wide)"
        case .signedSize: return "spacing is points between -10000 and 10000"
        case .fontSize: return "font sizes are points between 1 and 1000, e.g. 17"
        case .lineCount: return "a line limit is a whole number of lines between 1 and 10000"
        case .factor: return "a scale factor is greater than 0 and at most 1, e.g. 0.7"
        case .priority: return "a layout priority is between -1000000 and 1000000, e.g. 1"
        case .opacity: return "an opacity is between 0 and 1, e.g. 0.6"
        case .fractionDigits: return "a fraction length is a whole number of digits between 0 and 15, e.g. 2"
        case .significantDigits: return "significant digits are a whole number between 1 and 40, e.g. 3"
        case .formatWidth: return "a format's width or precision is a whole number between 0 and 100, e.g. %02d"
        case .loopBound: return "a ForEach range's bounds are whole numbers between -10000 and 10000"
        case .percent: return "a share is a percentage between 0 and 100, e.g. 80"
        case .columnCount: return "a cell spans a whole number of columns between 1 and 1000, e.g. 2"
        }
    }

    /// Why `value` is not in the range, or `nil` when it is: "1e+300 is out
    /// of range; a line limit is …".
    public func problem(with value: Double) -> String? {
        guard value.isFinite else { return "\(Self.shown(value)) is not a finite number; \(hint)" }
        guard bounds.contains(value), self != .factor || value > 0 else { return "\(Self.shown(value)) is out of range; \(hint)" }
        if isWhole, value != value.rounded() { return "\(Self.shown(value)) is not a whole number; \(hint)" }
        return nil
    }

    /// `value` when it lies in the range (and is whole where the range
    /// wants it), else `nil`.
    public func checked(_ value: Double) -> Double? {
        problem(with: value) == nil ? value : nil
    }

    /// `value` as an `Int` when it lies in the range and is whole, else
    /// `nil`: the one conversion of an input number to `Int`.
    public func whole(_ value: Double) -> Int? {
        guard problem(with: value) == nil, value == value.rounded() else { return nil }
        return Int(value)
    }

    /// A number as a person wrote it: `12`, `0.5`, `1e+300`.
    static func shown(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
