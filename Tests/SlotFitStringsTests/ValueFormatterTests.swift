import SlotFitStrings
import XCTest

/// Values formatted as Foundation formats them on the device (its
/// formatters are ICU's), checked against CLDR's published data for each
/// locale: separators, grouping, digits, percent and currency patterns,
/// unit names, date patterns, relative-time phrases. Expected strings are
/// written from CLDR's charts (unicode.org/cldr/charts, v42 = ICU 72), not
/// from SlotFit's output.
final class ValueFormatterTests: XCTestCase {
    func f(_ value: Double, _ format: ValueFormat, _ locale: String) throws -> String {
        try ValueFormatter.format(.number(value), as: format, locale: locale)
    }

    /// 1234.5 in 22 locales: CLDR's decimal and group symbols, its minimum
    /// grouping digits (es, pl: no group below 10,000) and each locale's
    /// default numbering system (Arabic-Indic in ar, Persian in fa).
    /// `Text(date, style: .relative)`: a bare duration in two units.
    /// Apple's `Text.DateStyle.relative` gives the English examples
    /// "2 hours, 23 minutes" and "1 year, 1 month"; the German is CLDR's
    /// unit names (Stunden, Minuten) joined by its unit list ("{0}, {1}").
    func testRelativeDateStyleIsABareDuration() throws {
        XCTAssertEqual(try ValueFormatter.relativeDuration(2 * 3600 + 23 * 60, locale: "en"), "2 hours, 23 minutes")
        XCTAssertEqual(try ValueFormatter.relativeDuration(-(2 * 3600 + 23 * 60), locale: "en"), "2 hours, 23 minutes", "no \"ago\"")
        XCTAssertEqual(try ValueFormatter.relativeDuration(395 * 86400, locale: "en"), "1 year, 1 month")
        XCTAssertEqual(try ValueFormatter.relativeDuration(3600, locale: "en"), "1 hour", "a zero second unit is left out")
        XCTAssertEqual(try ValueFormatter.relativeDuration(42, locale: "en"), "42 seconds")
        XCTAssertEqual(try ValueFormatter.relativeDuration(2 * 3600 + 23 * 60, locale: "de"), "2 Stunden, 23 Minuten")
        XCTAssertThrowsError(try ValueFormatter.relativeDuration(.infinity, locale: "en"))
    }

    func testNumbersInTwentyTwoLocales() throws {
        let expected: [(String, String)] = [
            ("en", "1,234.5"), ("de", "1.234,5"), ("fr", "1\u{202F}234,5"), ("pt-BR", "1.234,5"), ("it", "1.234,5"),
            ("nl", "1.234,5"), ("es", "1234,5"), ("pl", "1234,5"), ("ru", "1\u{A0}234,5"), ("uk", "1\u{A0}234,5"),
            ("sv", "1\u{A0}234,5"), ("tr", "1.234,5"), ("ja", "1,234.5"), ("ko", "1,234.5"), ("zh-Hans", "1,234.5"),
            ("he", "1,234.5"), ("hi", "1,234.5"), ("th", "1,234.5"), ("ar", "١٬٢٣٤٫٥"), ("fa", "۱٬۲۳۴٫۵"),
            ("de-CH", "1’234.5"), ("id", "1.234,5"),
        ]
        for (locale, text) in expected {
            XCTAssertEqual(try f(1234.5, .number(.init()), locale), text, locale)
        }
        XCTAssertEqual(try f(1234567.5, .number(.init()), "en-IN"), "12,34,567.5", "Indian grouping")
        XCTAssertEqual(try f(1234.5, .number(.init(fractionLength: 2...2)), "de"), "1.234,50")
        XCTAssertEqual(try f(1234.5, .number(.init(fractionLength: 0...0, grouping: false)), "en"), "1234", "half-even: 1234.5 → 1234")
        XCTAssertEqual(try f(1234, .number(.init(compact: true)), "en"), "1.2K")
    }

    func testPercentsAndCurrencies() throws {
        XCTAssertEqual(try f(0.42, .percent(.init()), "en"), "42%")
        XCTAssertEqual(try f(0.42, .percent(.init()), "de"), "42\u{A0}%")
        XCTAssertEqual(try f(0.42, .percent(.init()), "fr"), "42\u{A0}%", "fr groups with U+202F but spaces its percent sign with U+00A0")
        XCTAssertEqual(try f(0.42, .percent(.init()), "tr"), "%42")
        XCTAssertEqual(try f(12.5, .currency(code: "EUR", .init()), "en"), "€12.50")
        XCTAssertEqual(try f(12.5, .currency(code: "EUR", .init()), "de"), "12,50\u{A0}€")
        XCTAssertEqual(try f(1234.5, .currency(code: "JPY", .init()), "ja"), "￥1,234", "yen has no fraction digits; half-even")
        XCTAssertEqual(try f(12.5, .currency(code: "USD", .init()), "en"), "$12.50")
        XCTAssertThrowsError(try f(1, .currency(code: "EURO", .init()), "en")) { XCTAssertTrue("\($0)".contains("is not an ISO 4217 code"), "\($0)") }
    }

    /// A road distance in the locale's unit: CLDR's unit preferences give
    /// miles in the US and the UK, kilometres elsewhere.
    func testMeasurementsUseTheLocalesUnits() throws {
        let road = ValueFormat.measurement(unit: "length-kilometer", width: .abbreviated, usage: .road, .init())
        XCTAssertEqual(try f(5, road, "de"), "5 km")
        XCTAssertEqual(try f(5, road, "en-US"), "3.1 mi")
        XCTAssertEqual(try f(5, road, "en-GB"), "3.1 mi")
        XCTAssertEqual(try f(5, .measurement(unit: "length-kilometer", width: .wide, usage: nil, .init()), "en"), "5 kilometers")
        XCTAssertEqual(try f(21, .measurement(unit: "temperature-celsius", width: .abbreviated, usage: .weather, .init()), "en-US"), "70°F")
        XCTAssertEqual(try f(21, .measurement(unit: "temperature-celsius", width: .abbreviated, usage: .weather, .init()), "de"), "21 °C")
        XCTAssertThrowsError(try f(1, .measurement(unit: "length-furlongz", width: .abbreviated, usage: nil, .init()), "en"))
        // Blood glucose, as CLDR names the units.
        XCTAssertEqual(try f(105, .measurement(unit: "concentr-milligram-ofglucose-per-deciliter", width: .abbreviated, usage: nil, .init()), "en"), "105 mg/dL")
        XCTAssertEqual(try f(5.8, .measurement(unit: "concentr-millimole-per-liter", width: .abbreviated, usage: nil, .init()), "en"), "5.8 mmol/L")
    }

    /// `Measurement(value: 5.2, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .road))`.
    /// Foundation reads a locale without a region through its likely region
    /// (`en` is en-Latn-US, measurement system US). The expected strings are
    /// what ICU 72's own API gives (`unumf_openForSkeletonAndLocale` with
    /// "measure-unit/length-kilometer unit-width-short usage/road" in en_US,
    /// en_GB and de_DE, run in C on this machine), and follow CLDR's
    /// unitPreferenceData for length/road (units.xml): US mile, then foot
    /// below a tenth of a mile; GB mile, then yard; the world (DE)
    /// kilometre, then metre.
    func testRoadDistancesFollowTheLocalesRegion() throws {
        let road = ValueFormat.measurement(unit: "length-kilometer", width: .abbreviated, usage: .road, .init())
        XCTAssertEqual(try f(5.2, road, "en"), "3.2 mi", "en is en-US: miles")
        XCTAssertEqual(try f(5.2, road, "en-GB"), "3.2 mi", "the UK drives in miles")
        XCTAssertEqual(try f(5.2, road, "de"), "5,2 km")
        XCTAssertEqual(try f(5.2, road, "en-CA"), "5.2 km", "Canada is metric")
        let meters = ValueFormat.measurement(unit: "length-meter", width: .abbreviated, usage: .road, .init())
        XCTAssertEqual(try f(350, meters, "en"), "1,150 ft", "US short road distances in feet, ICU rounding them to 50")
        XCTAssertEqual(try f(350, meters, "en-GB"), "400 yd", "UK short road distances in yards")
        XCTAssertEqual(try f(350, meters, "de"), "350 m")
        // The region sets the unit, never the digits: Arabic-Indic in ar.
        XCTAssertEqual(try f(5.2, road, "ar"), "٥٫٢ كم")
        // Foundation's default usage is .general (ICU's usage/default): the
        // locale's unit too; .asProvided keeps the unit given.
        XCTAssertEqual(try f(5.2, .measurement(unit: "length-kilometer", width: .abbreviated, usage: .general, .init()), "en"), "3.2 mi")
        XCTAssertEqual(try f(5.2, .measurement(unit: "length-kilometer", width: .abbreviated, usage: .asProvided, .init()), "en"), "5.2 km")
        XCTAssertEqual(try f(5.2, .measurement(unit: "length-kilometer", width: .abbreviated, usage: .general, .init()), "de"), "5,2 km")
        // An explicit measurement system wins over the region.
        XCTAssertEqual(try f(5.2, road, "en-US-u-ms-metric"), "5.2 km")
    }

    /// ByteCountFormatter's adaptive digits: none up to kilobytes, one for
    /// megabytes, two from gigabytes; file counts 1000, memory 1024.
    func testByteCounts() throws {
        XCTAssertEqual(try f(532, .byteCount(.file), "en"), "532 byte")
        XCTAssertEqual(try f(1_500, .byteCount(.file), "en"), "2 kB")
        XCTAssertEqual(try f(1_530_000, .byteCount(.file), "en"), "1.5 MB")
        XCTAssertEqual(try f(2_346_000_000, .byteCount(.file), "de"), "2,35\u{A0}GB", "de unit patterns put U+00A0 before the unit")
        XCTAssertEqual(try f(1_048_576, .byteCount(.memory), "en"), "1 MB")
    }

    /// Dates at 2026-11-22 09:21:27 UTC: CLDR's best patterns for the skeleton
    /// "jm" (12-hour in en-US, 24-hour in de and ja) and the medium date.
    func testDatesFollowTheLocalesPatterns() throws {
        let date = ValueFormatter.Value.string("2026-11-22T09:21:27Z")
        func d(_ format: ValueFormat.DateFormat, _ locale: String) throws -> String { try ValueFormatter.format(date, as: .date(format), locale: locale) }
        XCTAssertEqual(try d(.init(skeleton: "jm"), "en-US"), "9:21\u{202F}AM")
        XCTAssertEqual(try d(.init(skeleton: "jm"), "de"), "09:21")
        XCTAssertEqual(try d(.init(skeleton: "jm"), "ja"), "9:21")
        XCTAssertEqual(try d(.init(skeleton: "jm", timeZone: "America/New_York"), "en-US"), "4:21\u{202F}AM")
        XCTAssertEqual(try d(.init(date: .abbreviated), "en-US"), "Nov 22, 2026")
        XCTAssertEqual(try d(.init(date: .abbreviated), "de"), "22.11.2026")
        XCTAssertEqual(try d(.init(skeleton: "jm"), "ar-EG"), "٩:٢١ ص")
        XCTAssertThrowsError(try ValueFormatter.format(.string("tomorrow"), as: .date(.init(skeleton: "jm")), locale: "en")) {
            XCTAssertTrue("\($0)".contains("is not an ISO 8601 date"), "\($0)")
        }
    }

    /// RelativeDateTimeFormatter's phrases from CLDR's relative-time data,
    /// in the largest unit the offset reaches.
    func testRelativeTimes() throws {
        let wide = ValueFormat.relative(.init())
        XCTAssertEqual(try f(300, wide, "en"), "in 5 minutes")
        XCTAssertEqual(try f(-300, wide, "en"), "5 minutes ago")
        XCTAssertEqual(try f(300, .relative(.init(width: .short)), "en"), "in 5 min.")
        XCTAssertEqual(try f(300, wide, "de"), "in 5 Minuten")
        XCTAssertEqual(try f(7200, wide, "fr"), "dans 2 heures")
        XCTAssertEqual(try f(86400, .relative(.init(named: true)), "en"), "tomorrow")
        XCTAssertEqual(try f(86400, wide, "en"), "in 1 day")
    }

    /// Durations: positional minutes and seconds in the locale's digits,
    /// and units joined as CLDR's unit lists join them.
    func testDurations() throws {
        XCTAssertEqual(try f(307, .duration(.time(.minuteSecond)), "en"), "5:07")
        XCTAssertEqual(try f(3907, .duration(.time(.hourMinuteSecond)), "en"), "1:05:07")
        XCTAssertEqual(try f(7185, .duration(.time(.hourMinute)), "en"), "2:00", "1:59:45 rounds to the minute")
        XCTAssertEqual(try f(307, .duration(.time(.minuteSecond)), "ar"), "٥:٠٧")
        XCTAssertEqual(try f(3900, .duration(.units([.hours, .minutes], width: .abbreviated)), "en"), "1 hr, 5 min")
        XCTAssertEqual(try f(3600, .duration(.units([.hours, .minutes], width: .abbreviated)), "en"), "1 hr")
        XCTAssertEqual(try f(3900, .duration(.units([.hours, .minutes], width: .wide)), "de"), "1 Stunde, 5 Minuten")
    }

    /// ListFormatter's patterns from CLDR's listPatterns: "and" with an
    /// Oxford comma in en, "und" in de, "、" and "、" in ja, "و" in ar.
    func testLists() throws {
        let items = ValueFormatter.Value.list(["Milk", "Eggs", "Bread"])
        func l(_ type: ValueFormat.ListType, _ locale: String) throws -> String { try ValueFormatter.format(items, as: .list(type, .wide), locale: locale) }
        XCTAssertEqual(try l(.and, "en"), "Milk, Eggs, and Bread")
        XCTAssertEqual(try l(.or, "en"), "Milk, Eggs, or Bread")
        XCTAssertEqual(try l(.and, "de"), "Milk, Eggs und Bread")
        XCTAssertEqual(try l(.and, "ja"), "Milk、Eggs、Bread")
        XCTAssertEqual(try ValueFormatter.format(.list(["A", "B"]), as: .list(.and, .wide), locale: "en"), "A and B")
        XCTAssertThrowsError(try ValueFormatter.format(.number(3), as: .list(.and, .wide), locale: "en"))
    }
}

