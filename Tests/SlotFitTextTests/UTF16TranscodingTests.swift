@testable import SlotFitText
import XCTest

/// The engine's own UTF-8 → UTF-16 and UTF-16 → UTF-8 transcoders agree
/// with the standard library's on every sample string and on every kind of
/// code point (one to four UTF-8 bytes, surrogate pairs, controls).
final class UTF16TranscodingTests: XCTestCase {
    func testTranscodingAgreesWithTheStandardLibrary() throws {
        var texts = try CatalogStrings.all().map(\.text)
        texts += ["", "\u{0}", "a\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}", "🧘🏽‍♀️ 12:30", "ﷺ ﷽", "e\u{301}", "\u{FEFF}x\u{202E}y"]
        for text in texts {
            XCTAssertEqual(text.utf16Units, Array(text.utf16), text)
            XCTAssertEqual(String(utf16Units: text.utf16Units), text, text)
        }
    }
}
