import Foundation
import SlotFitCore
import XCTest

/// `String.utf8Range(of:from:)` finds what Foundation's `range(of:)`
/// finds, where both match exactly (ASCII names in Swift sources, and
/// text whose characters are written one way).
final class UTF8SearchTests: XCTestCase {
    func testFindsWhatFoundationFinds() {
        let texts = ["struct RideAttributes: ActivityAttributes {", "aaab", "ActivityConfiguration(for: X.self)", "", "Zürich → 東京 🚲 Zürich",
                     "let a = ActivityConfiguration"]
        let needles = ["ActivityConfiguration(", "aab", "Zürich", "東京", "🚲", "a", "b", "struct RideAttributes", "x", "Attributes {", "ActivityConfiguration"]
        for text in texts {
            for needle in needles {
                XCTAssertEqual(text.utf8Range(of: needle), text.range(of: needle), "\(needle) in \(text)")
                XCTAssertEqual(text.containsUTF8(needle), text.range(of: needle) != nil)
                // From each place a match may start.
                for start in text.indices {
                    XCTAssertEqual(text.utf8Range(of: needle, from: start), text.range(of: needle, range: start..<text.endIndex), "\(needle) in \(text) from \(start)")
                }
            }
        }
        XCTAssertNil("abc".utf8Range(of: ""), "an empty needle is found nowhere")
        XCTAssertNil("ab".utf8Range(of: "abc"))
    }
}
