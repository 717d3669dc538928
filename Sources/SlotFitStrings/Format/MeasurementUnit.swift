/// A unit of a `Measurement` as Foundation names it (`UnitLength.kilometers`,
/// symbol "km") and as CLDR and ICU identify it ("length-kilometer"): the
/// units Live Activities show (distances, speeds, temperatures, energy,
/// mass, volume, durations). Foundation's names and symbols are from
/// Apple's `Dimension` subclasses' documentation; CLDR's identifiers from
/// `units.xml` (common/validity/unit.xml).
public struct MeasurementUnit: Sendable, Hashable {
    /// CLDR's identifier: "length-kilometer".
    public var cldr: String
    /// Foundation's symbol: "km".
    public var symbol: String
    /// Foundation's class property name: "kilometers".
    public var foundationName: String

    /// The units SlotFit knows, in the order `known` lists them.
    public static let all: [MeasurementUnit] = [
        .init("length-meter", "m", "meters"), .init("length-kilometer", "km", "kilometers"), .init("length-centimeter", "cm", "centimeters"),
        .init("length-mile", "mi", "miles"), .init("length-foot", "ft", "feet"), .init("length-yard", "yd", "yards"), .init("length-inch", "in", "inches"),
        .init("speed-meter-per-second", "m/s", "metersPerSecond"), .init("speed-kilometer-per-hour", "km/h", "kilometersPerHour"),
        .init("speed-mile-per-hour", "mph", "milesPerHour"), .init("speed-knot", "kn", "knots"),
        .init("temperature-celsius", "°C", "celsius"), .init("temperature-fahrenheit", "°F", "fahrenheit"), .init("temperature-kelvin", "K", "kelvin"),
        .init("mass-kilogram", "kg", "kilograms"), .init("mass-gram", "g", "grams"), .init("mass-pound", "lb", "pounds"), .init("mass-ounce", "oz", "ounces"),
        .init("volume-liter", "L", "liters"), .init("volume-milliliter", "mL", "milliliters"), .init("volume-gallon", "gal", "gallons"),
        .init("energy-kilocalorie", "kCal", "kilocalories"), .init("energy-kilowatt-hour", "kWh", "kilowattHours"), .init("energy-kilojoule", "kJ", "kilojoules"),
        .init("duration-second", "s", "seconds"), .init("duration-minute", "min", "minutes"), .init("duration-hour", "hr", "hours"),
        .init("power-kilowatt", "kW", "kilowatts"), .init("power-watt", "W", "watts"),
        .init("concentr-percent", "%", "percent"),
    ]

    init(_ cldr: String, _ symbol: String, _ foundationName: String) {
        self.cldr = cldr
        self.symbol = symbol
        self.foundationName = foundationName
    }

    /// The unit a team or the sources write: a Foundation name
    /// (`kilometers`, `UnitLength.kilometers`, `.kilometers`), its symbol
    /// (`km`) or CLDR's identifier (`length-kilometer`); `nil` for any other.
    public init?(written: String) {
        let name = written.split(separator: ".").last.map(String.init) ?? written
        guard let found = Self.all.first(where: { $0.foundationName == name || $0.cldr == written })
                ?? Self.all.first(where: { $0.symbol == written })
                ?? Self.all.first(where: { $0.symbol.lowercased() == written.lowercased() }) else { return nil }
        self = found
    }

    /// The symbol `Measurement.description` prints for a CLDR unit (the
    /// identifier itself for one SlotFit does not list).
    public static func symbol(of cldr: String) -> String {
        all.first { $0.cldr == cldr }?.symbol ?? cldr
    }

    /// Foundation's `Dimension` subclass the unit belongs to: "UnitLength"
    /// for "length-meter".
    public var dimension: String {
        let names = ["length": "UnitLength", "speed": "UnitSpeed", "temperature": "UnitTemperature", "mass": "UnitMass", "volume": "UnitVolume",
                     "energy": "UnitEnergy", "duration": "UnitDuration", "power": "UnitPower"]
        return names[String(cldr.prefix { $0 != "-" })] ?? ""
    }

    /// The units of a `Dimension` subclass (`UnitLength`, `Foundation.UnitLength`), base unit first.
    public static func units(of dimension: String) -> [MeasurementUnit] {
        let name = dimension.split(separator: ".").last.map(String.init) ?? dimension
        return all.filter { $0.dimension == name }
    }

    /// The symbols, for a message listing what may be written.
    public static var known: String { all.map(\.symbol).joined(separator: ", ") }
}
