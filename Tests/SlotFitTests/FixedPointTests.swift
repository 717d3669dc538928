import Foundation
import SlotFit
import XCTest

/// Snapshot numbers: the fast path prints what String(format:) prints.
final class FixedPointTests: XCTestCase {
    func testSameBytesAsStringFormat() {
        var values: [Double] = [0, -0.0, 0.0005, 0.0015, 0.0025, 1.2345, -1.2345, 52.33, 371, 1e20, -1e-9, 123456.78951, .infinity, -.infinity, .nan]
        var state: UInt64 = 0x9E3779B97F4A7C15
        for _ in 0..<20_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            values.append(Double(Int64(bitPattern: state) % 100_000_000) / 1000.0 + Double(state % 1000) / 1e7)
        }
        for value in values {
            XCTAssertEqual(FixedPoint.string(value, decimals: 3), String(format: "%.3f", value), "\(value)")
            XCTAssertEqual(FixedPoint.string(value, decimals: 1), String(format: "%.1f", value), "\(value)")
        }
        XCTAssertEqual(FixedPoint.string(1e300, decimals: 3), String(format: "%.3f", 1e300))
    }
}
