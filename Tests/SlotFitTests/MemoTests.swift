@testable import SlotFit
import SlotFitText
import Dispatch
import Synchronization
import XCTest

/// The renderer's memo: one value per key whatever the threads, made once
/// per key while the table has room, and emptied (never wrong) when full.
final class MemoTests: XCTestCase {
    func testValuesPerKeyFromEveryThread() {
        let memo = ShardedCache<String, Int>()
        let made = Mutex(0)
        let wrong = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<2_000 {
                let n = (round * 7 + thread) % 500
                let value = memo.value("key \(n)") { made.withLock { $0 += 1 }; return n * n }
                if value != n * n { wrong.withLock { $0 += 1 } }
            }
        }
        XCTAssertEqual(wrong.withLock { $0 }, 0)
        // Each of the 500 keys made at least once; twice only when two
        // threads missed it at the same moment, never once per lookup.
        let count = made.withLock { $0 }
        XCTAssertGreaterThanOrEqual(count, 500)
        XCTAssertLessThan(count, 1_000)
        // Later lookups find every key without making it again.
        for n in 0..<500 { XCTAssertEqual(memo.value("key \(n)") { -1 }, n * n) }
    }

    func testFullTableStartsOverWithRightValues() {
        let memo = ShardedCache<Int, Int>(limit: 64)
        var made = 0
        for round in 0..<3 {
            for n in 0..<1_000 { XCTAssertEqual(memo.value(n) { made += 1; return n + 1 }, n + 1, "round \(round)") }
        }
        // Far more keys than room: most are made again in later rounds.
        XCTAssertGreaterThan(made, 2_000)
    }
}
