/// A value of the environment a condition may read, as app code reads
/// `Locale.current`: written with a `$` (`if: "$metric"`).
public enum EnvironmentValue: String, Sendable, CaseIterable {
    /// `Locale.current.measurementSystem == .metric`: true when the locale
    /// measures road distances in kilometres.
    case metric = "$metric"
}
