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

    /// Every element is made; the error thrown is the first in index
    /// order, whichever thread failed first.
    func testTheFirstErrorInIndexOrder() {
        struct Failed: Error { var index: Int }
        for inParallel in [true, false] {
            XCTAssertThrowsError(try [Int].concurrentlyMade(count: 1_000, inParallel: inParallel) { index in
                if index % 100 == 37 { throw Failed(index: index) }
                return index
            }) { XCTAssertEqual(($0 as? Failed)?.index, 37) }
            XCTAssertEqual(try [Int].concurrentlyMade(count: 100, inParallel: inParallel) { index in
                if index < 0 { throw Failed(index: index) }
                return index * 2
            }, (0..<100).map { $0 * 2 })
        }
    }
}
