import Foundation
@testable import SlotFit
import XCTest

/// Snapshots quote labels and texts as Swift's `debugDescription` does;
/// the quick path for plain ASCII must write the same bytes.
final class QuotedStringTests: XCTestCase {
    func testQuotedIsSwiftsDebugDescription() throws {
        var texts = ["", "Paused", "12:30", "it's", "say \"hi\"", "C:\\path", "tab\there", "line\nbreak", "~ ok ~", "\u{7F}",
                     "Pausiert", "Séance terminée", "الجلسة", "\u{200F}12\u{200F}", "e\u{301}", "🧘🏽‍♀️"]
        // Every string of the sample catalogs, too.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Localizations").standardized
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".xcstrings") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            texts += text.split(separator: "\"").map(String.init)
        }
        XCTAssertGreaterThan(texts.count, 1_000)
        for text in texts { XCTAssertEqual(text.quoted, text.debugDescription, text) }
        // The snapshot writer's byte buffer quotes the same way.
        var buffer = TextBuffer(capacity: 16)
        var expected = ""
        for text in texts {
            buffer.appendQuoted(text)
            buffer.append(" ")
            expected += text.debugDescription + " "
        }
        buffer.append(-12.3456, decimals: 3)
        buffer.append(1e300, decimals: 2)
        expected += String(format: "%.3f", -12.3456) + String(format: "%.2f", 1e300)
        XCTAssertEqual(buffer.string, expected)
    }
}
