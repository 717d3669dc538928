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
