/// How an app formats a value before it reaches a format string, named as
/// Foundation names it; `ValueFormatter` produces the string the device
/// shows, through ICU (Foundation's formatters are ICU's).
public enum ValueFormat: Sendable, Hashable {
    /// `value.formatted()`, `.number.precision(.fractionLength(…))`,
    /// `.grouping(.never)`, `.notation(.compactName)`.
    case number(NumberOptions)
    /// `.percent`: a fraction, 0.42 → "42%" (`FormatStyle.Percent` on a
    /// `Double`).
    case percent(NumberOptions)
    /// `.currency(code: "EUR")`.
    case currency(code: String, NumberOptions)
    /// `Measurement(value:unit:).formatted(.measurement(width:usage:))`:
    /// `unit` is a CLDR unit ("length-kilometer", "speed-kilometer-per-hour",
    /// "temperature-celsius", "energy-kilocalorie"…); a usage converts to the
    /// locale's preferred unit (km → mi in en-US for `.road`).
    case measurement(unit: String, width: UnitWidth, usage: MeasurementUsage?, NumberOptions)
    /// `ByteCountFormatter` / `.byteCount(style:)`: bytes in the largest
    /// unit below the value, 0 fraction digits up to kB, 1 for MB, 2 from GB
    /// (`isAdaptive`).
    case byteCount(ByteCountStyle)
    /// `Date.FormatStyle` / `DateFormatter`: the value is a date (ISO 8601
    /// or seconds since 1970).
    case date(DateFormat)
    /// `RelativeDateTimeFormatter` / `Text(date, style: .relative)`-like
    /// "in 5 min", "5 min ago": the value is seconds from now (negative:
    /// past), in the largest unit it reaches.
    case relative(RelativeStyle)
    /// `Duration.formatted(.time(pattern:))` ("5:07", "1:05:07") or
    /// `.units(allowed:width:)` ("1 hr, 5 min"): the value is seconds.
    case duration(DurationFormat)
    /// `[String].formatted(.list(type:width:))` / `ListFormatter`: "a, b
    /// and c" in the locale's list patterns.
    case list(ListType, UnitWidth)

    /// `ListFormatStyle.ListType`: and, or, or a list of units ("5 ft, 3 in").
    public enum ListType: String, Sendable, Hashable, CaseIterable { case and, or, units }

    /// Precision and grouping, as `NumberFormatStyleConfiguration` sets them.
    public struct NumberOptions: Sendable, Hashable {
        /// `.precision(.fractionLength(a...b))`; `nil`: the style's default.
        public var fractionLength: ClosedRange<Int>?
        /// `.precision(.significantDigits(n))`.
        public var significantDigits: Int?
        /// `.grouping(.never)` when false.
        public var grouping: Bool
        /// `.notation(.compactName)`: "1.2K".
        public var compact: Bool
        /// Creates options (Foundation's defaults when none are given).
        public init(fractionLength: ClosedRange<Int>? = nil, significantDigits: Int? = nil, grouping: Bool = true, compact: Bool = false) {
            self.fractionLength = fractionLength
            self.significantDigits = significantDigits
            self.grouping = grouping
            self.compact = compact
        }
    }

    /// `Measurement.FormatStyle.UnitWidth`.
    public enum UnitWidth: String, Sendable, Hashable, CaseIterable { case wide, abbreviated, narrow }
    /// `MeasurementFormatUnitUsage` (the ones CLDR has preferences for),
    /// and `asProvided`: the unit as given, never converted.
    public enum MeasurementUsage: String, Sendable, Hashable, CaseIterable { case general, road, personHeight, weather, food, person, asProvided }
    /// `ByteCountFormatter.CountStyle`: file and decimal count 1000 bytes
    /// a kilobyte, memory and binary 1024.
    public enum ByteCountStyle: String, Sendable, Hashable, CaseIterable { case file, memory, decimal, binary }
    /// `RelativeDateTimeFormatter.UnitsStyle` and whether words are allowed
    /// ("tomorrow": `named`, as `.dateTimeStyle = .named`).
    public struct RelativeStyle: Sendable, Hashable {
        public enum Width: String, Sendable, Hashable, CaseIterable { case wide, short, narrow }
        public var width: Width
        public var named: Bool
        public init(width: Width = .wide, named: Bool = false) { self.width = width; self.named = named }
    }
    /// A date's pattern: CLDR's best pattern for a skeleton (`.dateTime
    /// .hour().minute()` is "jm"; `setLocalizedDateFormatFromTemplate`), or
    /// the locale's date and time styles (`.formatted(date:time:)`).
    public struct DateFormat: Sendable, Hashable {
        /// `Date.FormatStyle.DateStyle` / `DateFormatter.Style`.
        public enum Style: String, Sendable, Hashable, CaseIterable {
            case omitted, numeric, abbreviated, long, complete
            /// ICU's UDateFormatStyle.
            var icu: Int32 {
                switch self {
                case .omitted: return -1
                case .numeric: return 3
                case .abbreviated: return 2
                case .long: return 1
                case .complete: return 0
                }
            }
        }
        /// A CLDR skeleton ("jm", "yMMMd", "EEEE"); when set, the styles are unused.
        public var skeleton: String?
        public var date: Style
        /// `.shortened` is `numeric`, `.standard` `abbreviated`, `.complete` `complete`.
        public var time: Style
        /// The Olson time zone the device is in (SlotFit cannot know the
        /// user's: "UTC" unless given).
        public var timeZone: String
        public init(skeleton: String? = nil, date: Style = .omitted, time: Style = .omitted, timeZone: String = "UTC") {
            self.skeleton = skeleton
            self.date = date
            self.time = time
            self.timeZone = timeZone
        }
    }
    /// `Duration.TimeFormatStyle.Pattern` or `Duration.UnitsFormatStyle`.
    public enum DurationFormat: Sendable, Hashable {
        public enum Pattern: String, Sendable, Hashable, CaseIterable { case minuteSecond, hourMinute, hourMinuteSecond }
        public enum Unit: String, Sendable, Hashable, CaseIterable {
            case hours, minutes, seconds
            var cldr: String { self == .hours ? "hour" : self == .minutes ? "minute" : "second" }
            var seconds: Double { self == .hours ? 3600 : self == .minutes ? 60 : 1 }
        }
        case time(Pattern)
        case units([Unit], width: UnitWidth)
    }
}
