@testable import SlotFitText
import XCTest

/// The per-layout memo table answers as a dictionary does, below and past
/// the size where it turns from a list into a dictionary.
final class SmallTableTests: XCTestCase {
    func testItAnswersAsADictionaryDoes() {
        var table = SmallTable<Int, String>()
        var reference: [Int: String] = [:]
        var state: UInt64 = 42
        for step in 0..<200 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let key = Int(state >> 59)  // 0..<32: keys repeat, and the table passes 16 entries
            if step % 3 == 0 {
                table[key] = "v\(step)"
                reference[key] = "v\(step)"
            }
            XCTAssertEqual(table[key], reference[key], "step \(step), key \(key)")
        }
        XCTAssertGreaterThan(reference.count, 16, "the table turned into a dictionary")
        for key in 0..<40 { XCTAssertEqual(table[key], reference[key]) }
    }
}
