import CICU
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers with a fixed count of decimals, byte for byte what
/// `String(format: "%.3f", value)` gives: snapshots print thousands of them.
///
/// printf rounds the exact binary value of the double to the nearest
/// multiple of 10⁻ᵈ, ties to even. A double is m × 2ᵉ with m below 2⁵³, so
/// m × 10ᵈ × 2ᵉ is computed exactly in 128-bit integers and rounded the
/// same way, without the C library's multi-precision arithmetic (a fifth of
/// writing a snapshot's text). What that cannot hold (NaN, infinities, more
/// than 19 digits, more than 9 decimals) goes to the C library.
package enum FixedPoint {
    /// `value` with `decimals` decimals, as `%.Nf` prints it.
    package static func string(_ value: Double, decimals: Int) -> String {
        text(value, decimals: decimals, trimmingZeros: false)
    }

    /// `value` with at most `decimals` decimals: `%.Nf` without its
    /// trailing zeros, nor a point left bare (52.33, 80.5, 371).
    package static func trimmed(_ value: Double, decimals: Int) -> String {
        text(value, decimals: decimals, trimmingZeros: true)
    }

    private static func text(_ value: Double, decimals: Int, trimmingZeros: Bool) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            guard var count = format(value, decimals: decimals, into: buffer) else {
                var text = printed(value, decimals: decimals)
                if trimmingZeros && text.contains(".") {
                    while text.hasSuffix("0") { text.removeLast() }
                    if text.hasSuffix(".") { text.removeLast() }
                }
                return text
            }
            if trimmingZeros && decimals > 0 {
                while buffer[count - 1] == UInt8(ascii: "0") { count -= 1 }
                if buffer[count - 1] == UInt8(ascii: ".") { count -= 1 }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// The C library's `%.Nf`.
    package static func printed(_ value: Double, decimals: Int) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 400) { buffer in
            let count = sf_format_fixed(buffer.baseAddress!, 400, value, Int32(decimals))
            guard count >= 0, count < 400 else { return String(format: "%.\(decimals)f", value) }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(count)), as: UTF8.self)
        }
    }

    private static let powersOfTen: [UInt64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]

    /// Writes `%.Nf` of `value` into `buffer` (at least 48 bytes) and
    /// returns the count of bytes; `nil` when the value is out of the exact
    /// integer path's range.
    package static func format(_ value: Double, decimals: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        guard value.isFinite, decimals >= 0, decimals < powersOfTen.count, buffer.count >= 48 else { return nil }
        let scale = powersOfTen[decimals]
        // |value| = significand × 2^exponent, the significand an integer.
        let bits = value.bitPattern
        let biased = Int((bits >> 52) & 0x7FF)
        let fraction = bits & ((1 << 52) - 1)
        let significand = biased == 0 ? fraction : fraction | (1 << 52)
        let exponent = (biased == 0 ? 1 : biased) - 1075
        let product = UInt128(significand) * UInt128(scale)
        let rounded: UInt128
        if exponent >= 0 {
            guard exponent < 64, product.leadingZeroBitCount >= exponent + 64 else { return nil }
            rounded = product << exponent
        } else {
            let shift = -exponent
            if shift >= 127 {
                // m × 10ᵈ is below 2⁸³: shifted 127 places it is far below a half.
                rounded = 0
            } else {
                let quotient = product >> shift
                let remainder = product - (quotient << shift)
                let half = UInt128(1) << (shift - 1)
                rounded = remainder > half || (remainder == half && quotient & 1 == 1) ? quotient + 1 : quotient
            }
        }
        guard rounded <= UInt128(UInt64.max) else { return nil }
        let whole = UInt64(rounded) / scale, fractional = UInt64(rounded) % scale
        // Written from the end: the decimals, the point, the whole part, the sign.
        var index = 47
        func put(_ digit: UInt64) { buffer[index] = UInt8(ascii: "0") + UInt8(digit); index -= 1 }
        var number = fractional
        for _ in 0..<decimals { put(number % 10); number /= 10 }
        if decimals > 0 { buffer[index] = UInt8(ascii: "."); index -= 1 }
        number = whole
        repeat { put(number % 10); number /= 10 } while number > 0
        if bits >> 63 == 1 { buffer[index] = UInt8(ascii: "-"); index -= 1 }
        // Then moved to the front.
        let count = 47 - index
        for offset in 0..<count { buffer[offset] = buffer[index + 1 + offset] }
        return count
    }
}
