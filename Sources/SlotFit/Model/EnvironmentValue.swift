/// A value of the environment a condition or a derived value may read, as
/// app code reads `Locale.current`, `context.isStale` or
/// `@Environment(\.isLuminanceReduced)`: written with a `$` (`if: "$metric"`).
public enum EnvironmentValue: String, Sendable, CaseIterable {
    /// `Locale.current.measurementSystem == .metric`: true when the locale
    /// measures road distances in kilometres.
    case metric = "$metric"
    /// `Date.now`: SlotFit's fixed sample clock (`EnvironmentValue.sampleNow`),
    /// so dates in sample states and timers are the same on every run.
    case now = "$now"
    /// `context.isStale`: false (a sample state is current).
    case isStale = "$isStale"
    /// `@Environment(\.isLuminanceReduced)`: false (the Always-On display's
    /// dimmed state is not a layout SlotFit checks separately).
    case isLuminanceReduced = "$isLuminanceReduced"
    /// `@Environment(\.colorScheme)`: "light".
    case colorScheme = "$colorScheme"
    /// `@Environment(\.layoutDirection)`: "leftToRight" or "rightToLeft",
    /// the localization's direction.
    case layoutDirection = "$layoutDirection"
    /// `@Environment(\.activityFamily)`: "small" on CarPlay and the Smart
    /// Stack, "medium" elsewhere.
    case activityFamily = "$activityFamily"

    /// The instant `$now` stands for: 2026-06-03 09:41:00 UTC, in seconds
    /// since 1970. Fixed, so snapshots never depend on when they run.
    public static let sampleNow: Double = 1_780_479_660

    /// A date written on the sample clock: `$now`, `$now + 240`,
    /// `$now - 90` (seconds), as seconds since 1970; `nil` for other text.
    public static func sampleDate(_ text: String) -> Double? {
        let compact = text.filter { !$0.isWhitespace }
        guard compact.hasPrefix(EnvironmentValue.now.rawValue) else { return nil }
        let rest = compact.dropFirst(EnvironmentValue.now.rawValue.count)
        if rest.isEmpty { return sampleNow }
        guard let sign = rest.first, sign == "+" || sign == "-", let seconds = Double(rest.dropFirst()), seconds.isFinite,
              abs(seconds) <= 1e9 else { return nil }
        return sampleNow + (sign == "+" ? seconds : -seconds)
    }

    /// Seconds since 1970 from which a timer's number is a date on the
    /// sample clock rather than a count of seconds (a count of a billion
    /// seconds, 31 years, is no Live Activity's).
    public static let datesFrom: Double = 1_000_000_000

    /// The values a condition on it can compare with.
    public var values: [String] {
        switch self {
        case .metric, .isStale, .isLuminanceReduced: return ["false", "true"]
        case .now: return []
        case .colorScheme: return ["dark", "light"]
        case .layoutDirection: return ["leftToRight", "rightToLeft"]
        case .activityFamily: return ["medium", "small"]
        }
    }
}
