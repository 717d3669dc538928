import SlotFitText
import XCTest

/// Digits and timers under right-to-left layout: what the user sees.
final class BidiDisplayTests: XCTestCase {
    func testTimerPairReordersUnpinnedAndKeepsOrderPinned() throws {
        for locale in ["ar", "he", "fa", "ur"] {
            let unpinned = try TestEngine.layout(TextRequest("5:23 / 10:00", locale: locale))
            XCTAssertEqual(unpinned.direction, .rightToLeft, locale)
            XCTAssertEqual(unpinned.visualText, "10:00 / 5:23", locale)
            let pinned = try TestEngine.layout(TextRequest("5:23 / 10:00", locale: locale, pinnedLeftToRight: true))
            XCTAssertEqual(pinned.direction, .leftToRight, locale)
            XCTAssertEqual(pinned.visualText, "5:23 / 10:00", locale)
            XCTAssertEqual(pinned.width, unpinned.width, accuracy: 1e-9, "pinning moves glyphs, it does not change width")
        }
    }

    func testLatinDigitsInsideArabicSentenceStayInOrder() throws {
        // "Cycle 2 of 3" in Arabic with Latin digits: each number reads LTR,
        // the sentence reads RTL.
        let layout = try TestEngine.layout(TextRequest("الدورة 2 من 3", locale: "ar"))
        XCTAssertEqual(layout.visualText, "3 نم 2 ةرودلا")
        let hebrew = try TestEngine.layout(TextRequest("נותרו 12:05 דקות", locale: "he"))
        XCTAssertEqual(hebrew.visualText, "תוקד 12:05 ורתונ")
    }

    /// A grapheme cluster appears once in the visual text even when ICU
    /// gives its base and its mark different levels (a bracket with a mark:
    /// ICU 72's listed deviation from UBA 8.0's N0).
    func testAClusterIsShownOnce() throws {
        let layout = try TestEngine.layout(TextRequest("a(b)\u{331}", layoutDirection: .rightToLeft))
        XCTAssertEqual(layout.visualText.unicodeScalars.filter { $0 == "(" || $0 == ")" }.count, 2)
        XCTAssertEqual(layout.visualText.unicodeScalars.filter { $0 == "\u{331}" }.count, 1)
        XCTAssertEqual(layout.visualText.unicodeScalars.count, "a(b)\u{331}".unicodeScalars.count)
    }

    func testArabicIndicDigitsAndMirroredBrackets() throws {
        let layout = try TestEngine.layout(TextRequest("الوقت (٣:٠٥)", locale: "ar-EG"))
        // Brackets are mirrored in the RTL run: "(" shows as ")" glyph-wise.
        XCTAssertEqual(layout.visualText, "(٣:٠٥) تقولا")
    }

    /// A run is one font and one bidi level: Arabic-Indic digits inside an
    /// Arabic item are left-to-right runs of their own, their glyphs left to
    /// right (the SVG pictures draw them from these runs); the space, the
    /// slash and the colon are the primary (Latin) face's.
    func testDigitsInsideAnArabicItemAreTheirOwnLeftToRightRun() throws {
        let layout = try TestEngine.layout(TextRequest("٥:٢٧ /كم", locale: "ar"))
        XCTAssertEqual(layout.visualText, "مك/ ٥:٢٧")
        let runs = layout.lines[0].runs
        XCTAssertEqual(runs.map(\.text), ["كم", " /", "٥", ":", "٢٧"])
        XCTAssertEqual(runs.map { layout.fonts[$0.font].family }, ["Noto Sans Arabic UI", "Inter", "Noto Sans Arabic UI", "Inter", "Noto Sans Arabic UI"])
        XCTAssertEqual(runs.map(\.direction), [.rightToLeft, .rightToLeft, .leftToRight, .leftToRight, .leftToRight])
        let digits = try XCTUnwrap(runs.last?.glyphs.map(\.x))
        XCTAssertEqual(digits, digits.sorted(), "glyphs of the digits run advance to the right")
        XCTAssertEqual(runs.map(\.width).reduce(0, +), layout.width, accuracy: 0.01)
    }

    func testRunsCarryDirectionAndScript() throws {
        let layout = try TestEngine.layout(TextRequest("Build 42 نجح", locale: "ar"))
        let runs = layout.lines[0].runs
        XCTAssertEqual(runs.first?.script, "Arab", "visual order starts at the left: the Arabic word, read last")
        XCTAssertEqual(runs.first?.direction, .rightToLeft)
        XCTAssertTrue(runs.contains { $0.direction == .leftToRight && $0.text.contains("Build") })
    }

    func testLayoutDirectionOverridesLocale() throws {
        let layout = try TestEngine.layout(TextRequest("5:23 / 10:00", locale: "en", layoutDirection: .rightToLeft))
        XCTAssertEqual(layout.visualText, "10:00 / 5:23")
    }
}
