@testable import SlotFitText
import XCTest

/// A locale's direction comes from its script, given or likely: the scripts
/// Unicode writes right to left (Arabic, Hebrew, Thaana, Syriac) and CLDR's
/// likely subtags for a bare language (ar → Arab, yi → Hebr, dv → Thaa,
/// uz → Latn, pa → Guru, az-IR → Arab).
final class TextLocaleTests: XCTestCase {
    func testDirectionFollowsTheLikelyScript() throws {
        let rightToLeft = ["ar", "ar-EG", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug", "syr", "az-Arab", "pa-Arab", "uz-Arab", "az-IR"]
        let leftToRight = ["en", "de-CH", "ja", "zh-Hant-HK", "ko", "hi", "th", "uz", "az", "pa", "tr", "ru", "el", "und"]
        for tag in rightToLeft {
            let locale = try TextLocale(tag)
            XCTAssertTrue(locale.isRightToLeft, tag)
            XCTAssertEqual(locale.layoutDirection, .rightToLeft, tag)
        }
        for tag in leftToRight {
            let locale = try TextLocale(tag)
            XCTAssertFalse(locale.isRightToLeft, tag)
            XCTAssertEqual(locale.layoutDirection, .leftToRight, tag)
        }
        XCTAssertEqual(try TextLocale("az-IR").script, "Arab")
        XCTAssertEqual(try TextLocale("yi").script, "Hebr")
        XCTAssertEqual(try TextLocale("dv").script, "Thaa")
        XCTAssertFalse(TextLocale.root.isRightToLeft)
    }

    /// A layout in a right-to-left locale gets a right-to-left paragraph
    /// without being told; a pinned layout direction wins over the locale.
    func testLayoutsTakeTheLocalesDirection() throws {
        XCTAssertEqual(try TestEngine.layout(TextRequest("שלום 12", locale: "he")).direction, .rightToLeft)
        XCTAssertEqual(try TestEngine.layout(TextRequest("12 abc", locale: "ar")).direction, .rightToLeft)
        XCTAssertEqual(try TestEngine.layout(TextRequest("12 abc", locale: "ar", layoutDirection: .leftToRight)).direction, .leftToRight)
        XCTAssertEqual(try TestEngine.layout(TextRequest("12 abc", locale: "en")).direction, .leftToRight)
    }
}
