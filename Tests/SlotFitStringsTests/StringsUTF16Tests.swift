import SlotFitStrings
import XCTest

/// The `.strings` parser's UTF-16 to String step against the standard
/// library's own decoding, repairs included.
final class StringsUTF16Tests: XCTestCase {
    func testUnitsBecomeTheStandardLibrarysString() {
        let samples: [[UInt16]] = [
            Array("Pausiert · 12:05 · مرحبا · 東京 · 🚲🏽".utf16),
            [0xD83D],                   // a high surrogate at the end
            [0xD83D, 0x41],             // a high surrogate before a letter
            [0xDE00, 0x41],             // a low surrogate alone
            [0xD83D, 0xD83D, 0xDE00],   // two highs, then a low
            [0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0xE000],
            [],
        ]
        for units in samples {
            XCTAssertEqual(StringsFileParser.string(units), String(decoding: units, as: UTF16.self), "\(units)")
        }
        var generator = SeededGenerator(seed: 16)
        for _ in 0..<2_000 {
            // Surrogates often, so that pairs and strays both come up.
            let units = (0..<Int.random(in: 0...12, using: &generator)).map { _ -> UInt16 in
                switch Int.random(in: 0...3, using: &generator) {
                case 0: return UInt16.random(in: 0xD800...0xDFFF, using: &generator)
                case 1: return UInt16.random(in: 0...0x7F, using: &generator)
                default: return UInt16.random(in: 0...0xFFFF, using: &generator)
                }
            }
            XCTAssertEqual(StringsFileParser.string(units), String(decoding: units, as: UTF16.self), "\(units)")
            XCTAssertEqual(StringsFileParser.string(units[...]), String(decoding: units, as: UTF16.self), "a slice: \(units)")
        }
    }
}
