import SlotFitStrings

/// An argument of a text: a field of the attributes or the state, and how
/// the app formats it before it reaches the format string.
public struct TextArgument: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// How a number is formatted, as app code would with Foundation.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// Meters as a road distance in the locale's unit with its short
        /// symbol: "5.2 km", "3.2 mi" (`Measurement` with `.road` usage).
        case distance
        /// The same number without the unit: "5.2", "5,2", "٥٫٢".
        case distanceValue
        /// Seconds per kilometre as minutes and seconds per the locale's unit
        /// of distance: "5:12" (per km) or "8:22" (per mile).
        case pace
        /// Seconds as whole minutes, a started minute counting as one
        /// (`Int((seconds / 60).rounded(.up))`), for plural format strings.
        case minutes
        /// A date as `\(date, style: .timer)` shows it inside a text: the
        /// time between it and the sample clock as a timer does ("5:59",
        /// "1:05:07"), in the locale's digits.
        case timer
        /// A date as `\(date, style: .relative)` shows it: the bare
        /// duration from the sample clock in its two largest units ("2
        /// hours, 23 minutes"), as `Text(_:style: .relative)` does.
        case relative
    }

    /// Where the format specifier of a `\(value)` interpolation comes from
    /// in the key Xcode extracts.
    public enum Specifier: Sendable, Hashable {
        /// From the values the field takes in the samples (a manifest's
        /// `\(field)`: numbers `%lld`/`%lf`, anything else `%@`).
        case fromValues
        /// From the value's static Swift type, as Xcode writes it: `String`
        /// and formatted values `%@`, `Int` `%lld`, `Double` `%lf`…
        case known(String)
        /// Its type is not known (a value SlotFit could not type): the key
        /// is looked up with `%@`, and a missing key is not an error.
        case unknown
    }

    /// The attribute or state field.
    public var field: String
    /// The formatting; `nil` passes the value as it is (numbers to `%lld`/`%f`).
    public var format: Format?
    /// A Foundation formatter the app applies (`.formatted(.percent)`,
    /// `.measurement(width:usage:)`, a relative date…): the argument becomes
    /// the string the device shows, in the locale's digits.
    public var valueFormat: ValueFormat?
    /// How the key's specifier for it is found (`.fromValues` in manifests;
    /// the importer knows the static type).
    public var specifier: Specifier = .fromValues

    /// Creates an argument.
    public init(field: String, format: Format? = nil, valueFormat: ValueFormat? = nil, specifier: Specifier = .fromValues) {
        self.field = field
        self.format = format
        self.valueFormat = valueFormat
        self.specifier = specifier
    }

    /// `value.formatted(format)`: the field as the app formats it with
    /// Foundation (`TextArgument("battery").formatted(.percent(.init()))`).
    public func formatted(_ format: ValueFormat) -> TextArgument {
        var copy = self
        copy.valueFormat = format
        return copy
    }

    /// A plain field: `arguments: ["currentCycle"]`.
    public init(stringLiteral value: String) { self.init(field: value) }

    public var description: String {
        if let valueFormat { return "\(field) as \(valueFormat)" }
        return format.map { "\(field) as \($0.rawValue)" } ?? field
    }
}
