@testable import SlotFitText
import XCTest

/// The narrow questions itemization asks of every character agree with the
/// full set of ICU properties on every code point.
final class CharacterFlagsTests: XCTestCase {
    /// Emoji_Presentation lies in U+2300–U+2BFF and from U+1F000 on (the
    /// range check before ICU is asked), and the two-property question of
    /// whether a character needs a glyph is the full one's answer.
    func testNarrowQuestionsAgreeWithEveryProperty() {
        var presentation = 0
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let full = CharacterFlags(scalar)
            if full.contains(.emojiPresentation) { presentation += 1 }
            if CharacterFlags.hasEmojiPresentation(scalar) != full.contains(.emojiPresentation) {
                mismatches.append("U+\(String(value, radix: 16)) Emoji_Presentation")
            }
            if CharacterFlags.needsGlyph(scalar) != full.needsGlyph { mismatches.append("U+\(String(value, radix: 16)) needs a glyph") }
            if mismatches.count > 20 { break }
        }
        XCTAssertEqual(mismatches, [])
        XCTAssertGreaterThan(presentation, 1_000, "Emoji_Presentation characters in ICU's tables")
    }
}
