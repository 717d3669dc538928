import Foundation
import SlotFitStrings
import XCTest

/// SlotFit's formatters (system ICU through the shim) against Foundation's
/// own formatters on this machine (swift-corelibs-foundation over its
/// bundled ICU): an independent path to the strings the device shows, in
/// 20 locales. Spaces are compared as spaces (the two ICU versions' CLDR
/// data differ in U+00A0 / U+202F choices, not in digits, signs or words).
final class FoundationParityTests: XCTestCase {
    static let locales = ["en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "sv_SE", "pl_PL", "ru_RU",
                          "tr_TR", "ja_JP", "ko_KR", "zh_Hans_CN", "he_IL", "hi_IN", "th_TH", "ar_EG", "fa_IR", "id_ID"]

    func normalized(_ s: String) -> String {
        s.replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
    }
    func tag(_ identifier: String) -> String { identifier.replacingOccurrences(of: "_", with: "-") }

    func testNumbersPercentsAndCurrenciesMatchFoundation() throws {
        var mismatches: [String] = []
        for identifier in Self.locales {
            let locale = Locale(identifier: identifier)
            let decimal = NumberFormatter()
            decimal.locale = locale
            decimal.numberStyle = .decimal
            decimal.maximumFractionDigits = 2
            let percent = NumberFormatter()
            percent.locale = locale
            percent.numberStyle = .percent
            let currency = NumberFormatter()
            currency.locale = locale
            currency.numberStyle = .currency
            currency.currencyCode = "EUR"
            let pairs: [(String?, String)] = [
                (decimal.string(from: 12345.678), try ValueFormatter.format(.number(12345.678), as: .number(.init(fractionLength: 0...2)), locale: tag(identifier))),
                (percent.string(from: 0.42), try ValueFormatter.format(.number(0.42), as: .percent(.init()), locale: tag(identifier))),
                (currency.string(from: 12.5), try ValueFormatter.format(.number(12.5), as: .currency(code: "EUR", .init()), locale: tag(identifier))),
            ]
            for (expected, got) in pairs where normalized(expected ?? "") != normalized(got) {
                mismatches.append("\(identifier): Foundation \"\(expected ?? "nil")\", SlotFit \"\(got)\"")
            }
        }
        XCTAssertEqual(mismatches, [])
    }

    func testDatesRelativeTimesAndListsMatchFoundation() throws {
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        var mismatches: [String] = []
        for identifier in Self.locales {
            let locale = Locale(identifier: identifier)
            let time = DateFormatter()
            time.locale = locale
            time.timeZone = TimeZone(identifier: "UTC")
            time.setLocalizedDateFormatFromTemplate("jm")
            let long = DateFormatter()
            long.locale = locale
            long.timeZone = TimeZone(identifier: "UTC")
            long.dateStyle = .long
            let relative = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide, locale: locale)
            let list = ListFormatStyle<StringStyle, [String]>.list(type: .and, width: .standard).locale(locale)
            let pairs: [(String?, String)] = [
                (time.string(from: date), try ValueFormatter.format(.number(date.timeIntervalSince1970), as: .date(.init(skeleton: "jm")), locale: tag(identifier))),
                (long.string(from: date), try ValueFormatter.format(.number(date.timeIntervalSince1970), as: .date(.init(date: .long)), locale: tag(identifier))),
                (relative.format(Date().addingTimeInterval(330)), try ValueFormatter.format(.number(330), as: .relative(.init()), locale: tag(identifier))),
                (["A", "B", "C"].formatted(list), try ValueFormatter.format(.list(["A", "B", "C"]), as: .list(.and, .wide), locale: tag(identifier))),
            ]
            for (expected, got) in pairs where normalized(expected ?? "") != normalized(got) {
                mismatches.append("\(identifier): Foundation \"\(expected ?? "nil")\", SlotFit \"\(got)\"")
            }
        }
        // Where the two ICUs' CLDR versions differ (Foundation bundles a newer
        // one, as iOS does; SlotFit formats with the system's ICU 72, CLDR 42).
        // The test fails when one of these starts to agree or a new one appears.
        let cldrVersionDifferences: Set<String> = [
            "he_IL: Foundation \"\u{2068}A\u{2069}, \u{2068}B\u{2069} ו-\u{2068}C\u{2069}\", SlotFit \"A, B ו-C\"",
            "ar_EG: Foundation \"\u{2068}A\u{2069} و\u{2068}B\u{2069} و\u{2068}C\u{2069}\", SlotFit \"A وB وC\"",
            "fa_IR: Foundation \"\u{2068}A\u{2069}،\u{200F} \u{2068}B\u{2069}، و \u{2068}C\u{2069}\", SlotFit \"A،\u{200F} B، و C\"",
            "hi_IN: Foundation \"A, B और C\", SlotFit \"A, B, और C\"",
            "hi_IN: Foundation \"पू 11:06\", SlotFit \"11:06 am\"",
            "th_TH: Foundation \"A B และ C\", SlotFit \"A B และC\"",
            "ar_EG: Foundation \"١٨ نوفمبر، ٢٠٢٦\", SlotFit \"١٨ نوفمبر ٢٠٢٦\"",
        ]
        XCTAssertEqual(Set(mismatches).subtracting(cldrVersionDifferences).sorted(), [], "differences not listed")
        XCTAssertEqual(cldrVersionDifferences.subtracting(mismatches).sorted(), [], "listed differences that no longer occur")
    }

    /// Durations as positional time (Measurement's format style is not in
    /// Foundation on Linux; road units are checked against CLDR's unit
    /// preferences in ValueFormatterTests).
    func testDurationsMatchFoundation() throws {
        var mismatches: [String] = []
        for identifier in Self.locales {
            let locale = Locale(identifier: identifier)
            let time = Duration.seconds(307).formatted(.time(pattern: .minuteSecond).locale(locale))
            let pairs: [(String, String)] = [
                (time, try ValueFormatter.format(.number(307), as: .duration(.time(.minuteSecond)), locale: tag(identifier))),
            ]
            for (expected, got) in pairs where normalized(expected) != normalized(got) {
                mismatches.append("\(identifier): Foundation \"\(expected)\", SlotFit \"\(got)\"")
            }
        }
        XCTAssertEqual(mismatches, [])
    }
}

