import Foundation
@testable import SlotFit
@testable import SlotFitText
import XCTest

/// Snapshot numbers: SlotFit's exact integer rounding prints what the C
/// library's printf (`String(format:)`) prints.
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

    /// Halfway cases exactly representable in binary round to the even
    /// neighbour, as printf does: 1.0625 → 1.062, 1.1875 → 1.188, 0.5 → 0,
    /// 2.5 → 2; a value a hair above or below a half goes its own way.
    func testTiesRoundToEvenLikePrintf() {
        var cases: [(Double, Int)] = [(1.0625, 3), (1.1875, 3), (0.5, 0), (1.5, 0), (2.5, 0), (-2.5, 0), (0.125, 2), (0.375, 2), (-0.125, 2), (1.25, 1), (1.35, 1)]
        for numerator in 1..<4096 {
            // k / 2^n for n up to 12: many of these end in an exact 5 one
            // place past the decimals asked for.
            let value = Double(numerator) / 4096
            for decimals in 0...9 { cases.append((value, decimals)); cases.append((-value * 37, decimals)) }
            cases.append((value.nextUp, 3))
            cases.append((value.nextDown, 3))
        }
        var ties = 0
        for (value, decimals) in cases {
            let expected = String(format: "%.\(decimals)f", value)
            XCTAssertEqual(FixedPoint.string(value, decimals: decimals), expected, "\(value) with \(decimals) decimals")
            if decimals == 0, value.truncatingRemainder(dividingBy: 1) == 0.5 { ties += 1 }
        }
        XCTAssertGreaterThan(ties, 0)
    }

    /// Doubles of every binade from the subnormals to 10¹⁹ and beyond, from
    /// random bit patterns, with 0 to 9 decimals; and the path past the
    /// integer range (1e25, 12 decimals) prints what printf prints too.
    func testRandomBitPatternsAcrossBinades() {
        var state: UInt64 = 0x2545F4914F6CDD1D
        var checked = 0
        for _ in 0..<30_000 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            let exponent = UInt64(state % 1100)  // biased exponents 0 (subnormal) … 1099 (about 2⁷⁶)
            let bits = (state & (1 << 63)) | (exponent << 52) | (state >> 11 & ((1 << 52) - 1))
            let value = Double(bitPattern: bits)
            let decimals = Int(state >> 40 % 10)
            XCTAssertEqual(FixedPoint.string(value, decimals: decimals), String(format: "%.\(decimals)f", value), "\(value) with \(decimals) decimals")
            let exact = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { FixedPoint.format(value, decimals: decimals, into: $0) }
            if exact != nil { checked += 1 }
        }
        // Most went the integer path (the rest, above 2⁶⁴ ÷ 10ᵈ, printf's).
        XCTAssertGreaterThan(checked, 25_000)
        XCTAssertEqual(FixedPoint.string(1e25, decimals: 2), String(format: "%.2f", 1e25))
        XCTAssertEqual(FixedPoint.string(1.5, decimals: 12), String(format: "%.12f", 1.5))
        // The snapshot writer appends the same text.
        var text = TextBuffer(capacity: 8)
        text.append("at ")
        text.append(-12.3456, decimals: 3)
        XCTAssertEqual(text.string, "at -12.346")
    }

    /// Budgets print without trailing zeros: printf's text with them cut.
    func testTrimmedIsPrintfWithoutTrailingZeros() {
        func expected(_ value: Double, _ decimals: Int) -> String {
            var text = String(format: "%.\(decimals)f", value)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text
        }
        var values: [Double] = [0, 52.33, 80.5, 371, 371.004, 122.39999999999999, -0.001, 1e25, 0.1, 100, 1e-300]
        var state: UInt64 = 0x9E3779B97F4A7C15
        for _ in 0..<5_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            values.append(Double(state % 1_000_000) / Double(1 << (state >> 60)))
        }
        for value in values {
            for decimals in [0, 2, 3] { XCTAssertEqual(FixedPoint.trimmed(value, decimals: decimals), expected(value, decimals), "\(value)") }
        }
        XCTAssertEqual(FixedPoint.trimmed(52.33, decimals: 2), "52.33")
        XCTAssertEqual(FixedPoint.trimmed(80.5, decimals: 2), "80.5")
        XCTAssertEqual(FixedPoint.trimmed(371, decimals: 2), "371")
    }
}
