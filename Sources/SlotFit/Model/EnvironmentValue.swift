import Foundation
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
    /// `$now - 90` (seconds), `$now + 4m`, `$now + 2h`, `$now - 1d`
    /// (minutes, hours, days; `s` for seconds), as seconds since 1970;
    /// `nil` for other text.
    public static func sampleDate(_ text: String) -> Double? {
        let compact = text.filter { !$0.isWhitespace }
        guard compact.hasPrefix(EnvironmentValue.now.rawValue) else { return nil }
        let rest = compact.dropFirst(EnvironmentValue.now.rawValue.count)
        if rest.isEmpty { return sampleNow }
        guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
        var amount = rest.dropFirst()
        var unit = 1.0
        if let last = amount.last, let size = ["s": 1.0, "m": 60, "h": 3600, "d": 86400][String(last)] {
            unit = size
            amount = amount.dropLast()
        }
        guard let count = Double(amount), count.isFinite, abs(count * unit) <= 1e9 else { return nil }
        return sampleNow + (sign == "+" ? count * unit : -count * unit)
    }

    /// An ISO 8601 date-time (`2026-06-03T09:45:00Z`, with an offset such
    /// as `+02:00`, or fractional seconds) as seconds since 1970; `nil`
    /// for other text, and for a date without a time or a zone (which
    /// instant it means depends on the device).
    public static func isoDate(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 20, trimmed.count <= 40, trimmed.contains("T") else { return nil }
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: trimmed) { return date.timeIntervalSince1970 }
        }
        return nil
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
