@testable import SlotFit
import XCTest

/// Values made on every core land in index order, each once.
final class ConcurrentMapTests: XCTestCase {
    func testElementsInIndexOrder() {
        let made = [String].concurrentlyMade(count: 10_000) { "item \($0 * 3)" }
        XCTAssertEqual(made, (0..<10_000).map { "item \($0 * 3)" })
        XCTAssertEqual([Int].concurrentlyMade(count: 0) { $0 }, [])
        XCTAssertEqual([Int].concurrentlyMade(count: 1) { $0 + 7 }, [7])
    }
}
