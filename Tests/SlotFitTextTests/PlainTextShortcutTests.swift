import Foundation
@testable import SlotFitText
import XCTest

/// Plain alphabetic text (printable ASCII, U+00A0–U+024F, Greek, Cyrillic
/// without its combining marks, and the dashes, quotes and currency signs
/// of General Punctuation) skips ICU's
/// grapheme segmentation and the general itemization: every unit is one
/// cluster (UAX #29) and the text one item. The shortcut must change
/// nothing: every sample catalog string and a set of edge cases lay out
/// identically (every field, every glyph) with it and without it.
final class PlainTextShortcutTests: XCTestCase {
    func layouts(_ requests: [TextRequest], shortcuts: Bool) throws -> [TextLayout] {
        let engine = try TextEngine(shortcutsEnabled: shortcuts)
        return try requests.map { try engine.layout($0) }
    }

    func testTheShortcutChangesNoLayout() throws {
        var texts = try CatalogStrings.all()
        // Edge cases: no letter at all (Common only), Latin-1 symbols and
        // letters, a non-breaking space, a soft hyphen, the ends of the
        // range, and Latin in a right-to-left paragraph.
        for text in ["12:30", "- 5 %", "Ærø × ½ «ça» — ¿qué?", "10\u{A0}km", "Kilo\u{AD}meter", "ɏ ȸ Ǆ", "Zürich 3 km", "„Lauf“ – 5 km…",
                     "‹a› 3′ 20″ ‰ • ‣ ⁞", "12 € · 3 ₹ · 4 ₺", "Пробежка 5 км", "Δρόμος; 3 χλμ", "Run Пробежка", "Ϣϣ Ӂ Ԫ",
                     "ΑΒΓ abc", "ѐ ѱ ҂",
                     // Past the plain range: one scalar a cluster (Han, kana,
                     // Hangul syllables, Arabic and Hebrew letters, emoji
                     // alone), and what joins (a syllable and a trailing
                     // jamo, CR LF, ZWJ sequences, flags, marks, Thai vowels).
                     "到着 12:30 です", "서울역 도착", "\u{AC00}\u{11A8}", "a\r\nb", "رحلة ١٢", "טיסה 12", "🏃 5 km",
                     "🏃🏽‍♀️ 🇫🇷", "e\u{301}", "กำลังส่ง", "नमस्ते", "\u{1100}\u{1161}"] {
            texts.append(("en", text))
            texts.append(("ar", text))
        }
        var requests: [TextRequest] = []
        var plain = 0
        for (index, (locale, text)) in texts.enumerated() {
            if text.utf16.allSatisfy(Paragraph.isPlainAlphabetic) { plain += 1 }
            var request = TextRequest(text, locale: locale, width: index % 2 == 0 ? nil : 50 + Double(index % 4) * 30, lineLimit: 1 + index % 2)
            request.includesGlyphs = true
            requests.append(request)
        }
        XCTAssertGreaterThan(plain, 300, "plain Latin strings among the samples")
        let fast = try layouts(requests, shortcuts: true), full = try layouts(requests, shortcuts: false)
        var differences: [String] = []
        for (index, request) in requests.enumerated() where fast[index] != full[index] {
            differences.append("\(request.locale) \"\(request.text)\": \(fast[index].width) \(fast[index].verdict) vs \(full[index].width) \(full[index].verdict)")
        }
        XCTAssertEqual(differences.count, 0, differences.prefix(5).joined(separator: "\n"))
    }
}
