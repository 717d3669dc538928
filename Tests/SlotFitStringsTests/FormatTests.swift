import SlotFitStrings
import XCTest

final class FormatTests: XCTestCase {
    var catalog: StringCatalog!

    override func setUpWithError() throws {
        catalog = try StringCatalog.read(xcstrings: Fixture.path("AllFields.xcstrings"))
    }

    func testArabicSubstitutionPicksTheCLDRCategoryAndArabicDigits() throws {
        let expected: [(Int, String)] = [(0, "الدورة ٢ من ٠ دورة"), (1, "الدورة ٢ من دورة واحدة"), (2, "الدورة ٢ من دورتين"),
                                         (3, "الدورة ٢ من ٣ دورات"), (11, "الدورة ٢ من ١١ دورة"), (100, "الدورة ٢ من ١٠٠ دورة")]
        for (total, text) in expected {
            XCTAssertEqual(try catalog.format(key: "Cycle %lld of %lld", localization: "ar", arguments: [.int(2), .int(total)]), text)
        }
        XCTAssertEqual(try catalog.format(key: "Cycle %lld of %lld", localization: "ar", arguments: [.int(2), .int(3)], numberLocale: "ar@numbers=latn"),
                       "الدورة 2 من 3 دورات")
        XCTAssertEqual(try catalog.format(key: "Cycle %lld of %lld", localization: "ar-MA", arguments: [.int(2), .int(3)], numberLocale: "ar-MA"),
                       "Cycle 2 of 3", "no ar-MA localization: the source language; Latin digits in Morocco")
    }

    func testPositionalArguments() throws {
        XCTAssertEqual(try catalog.format(key: "Cycle %lld of %lld", localization: "de", arguments: [.int(2), .int(3)]), "Runde 2 von 3")
    }

    func testDeviceVariationWithNestedPlural() throws {
        XCTAssertEqual(try catalog.format(key: "Session complete", localization: "de", arguments: [.int(1)], device: .iphone), "Sitzung beendet")
        XCTAssertEqual(try catalog.format(key: "Session complete", localization: "de", arguments: [.int(4)], device: .iphone), "Sitzungen beendet")
        XCTAssertEqual(try catalog.format(key: "Session complete", localization: "de", device: .ipad), "Deine Sitzung ist abgeschlossen")
        XCTAssertEqual(try catalog.format(key: "Session complete", localization: "de", device: .mac), "Sitzung beendet", "mac falls back to other")
    }

    func testPluralComesFromTheFormattedNumber() throws {
        let entry = CatalogEntry(localizations: ["en": LocalizedValue(variations: Variations(plural: [
            .one: .translated("%.1f kilometer"), .other: .translated("%.1f kilometers"),
        ])), "fr": LocalizedValue(variations: Variations(plural: [
            .one: .translated("%lld séance"), .many: .translated("%lld de séances"), .other: .translated("%lld séances"),
        ]))])
        let catalog = StringCatalog(sourceLanguage: "en", entries: ["distance": entry])
        XCTAssertEqual(try catalog.format(key: "distance", localization: "en", arguments: [.double(1)]), "1.0 kilometers",
                       "\"1.0\" has a visible fraction: other, not one")
        XCTAssertEqual(try catalog.format(key: "distance", localization: "fr", arguments: [.int(1)]), "1 séance")
        XCTAssertEqual(try catalog.format(key: "distance", localization: "fr", arguments: [.int(1_000_000)]), "1000000 de séances", "French many")
    }

    func testAppleZeroRule() throws {
        let entry = CatalogEntry(localizations: ["en": LocalizedValue(variations: Variations(plural: [
            .zero: .translated("No sessions"), .one: .translated("%lld session"), .other: .translated("%lld sessions"),
        ]))])
        let catalog = StringCatalog(sourceLanguage: "en", entries: ["n": entry])
        XCTAssertEqual(try catalog.format(key: "n", localization: "en", arguments: [.int(0)]), "No sessions")
        XCTAssertEqual(try catalog.format(key: "n", localization: "en", arguments: [.int(1)]), "1 session")
    }

    func testCrashClassesAreErrors() {
        XCTAssertThrowsError(try catalog.format(key: "Status: %@", localization: "he", arguments: [.int(5)])) {
            XCTAssertTrue("\($0)".contains("needs a string"), "\($0)")
        }
        XCTAssertThrowsError(try catalog.format(key: "Cycle %lld of %lld", localization: "de", arguments: [.string("zwei"), .int(3)])) {
            XCTAssertTrue("\($0)".contains("needs an integer"), "\($0)")
        }
        XCTAssertThrowsError(try catalog.format(key: "Cycle %lld of %lld", localization: "de", arguments: [.int(2)])) {
            XCTAssertTrue("\($0)".contains("reads argument 2 but 1 was given"), "\($0)")
        }
        let broken = StringCatalog(sourceLanguage: "en", entries: ["posts": CatalogEntry(localizations: ["ca": .translated("%lld % publicacions")])])
        XCTAssertThrowsError(try broken.format(key: "posts", localization: "ca", arguments: [.int(3)])) {
            XCTAssertTrue("\($0)".contains("reads argument 2") || "\($0)".contains("pointer"), "\($0)")
        }
    }

    func testTimerText() throws {
        XCTAssertEqual(try TimerText.format(seconds: 59), "0:59")
        XCTAssertEqual(try TimerText.format(seconds: 323.9), "5:23")
        XCTAssertEqual(try TimerText.format(seconds: 3599), "59:59")
        XCTAssertEqual(try TimerText.format(seconds: 3600), "1:00:00")
        XCTAssertEqual(try TimerText.format(seconds: 36_061), "10:01:01")
        XCTAssertEqual(try TimerText.format(seconds: -5), "0:00")
        XCTAssertEqual(try TimerText.format(seconds: 323, locale: "ar-EG", localizedDigits: true), "٥:٢٣")
        XCTAssertEqual(try TimerText.format(seconds: 323, locale: "fa", localizedDigits: true), "۵:۲۳")
        XCTAssertEqual(try TimerText.format(seconds: 323, locale: "ar-EG"), "5:23")
    }

    func testPluralCategoriesPerLocale() {
        XCTAssertEqual(ICUNumbers.categories(locale: "ar"), [.zero, .one, .two, .few, .many, .other])
        XCTAssertEqual(ICUNumbers.categories(locale: "ru"), [.one, .few, .many, .other])
        XCTAssertEqual(ICUNumbers.categories(locale: "he"), [.one, .two, .other])
        XCTAssertEqual(ICUNumbers.categories(locale: "fr"), [.one, .many, .other])
        XCTAssertEqual(ICUNumbers.categories(locale: "ja"), [.other])
    }
}
