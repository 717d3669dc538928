import CICU
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers with a fixed count of decimals, byte for byte what
/// `String(format: "%.3f", value)` gives (both end in the C library's
/// printf, which rounds the exact binary value), without Foundation's format
/// parsing: snapshots print thousands of them.
public enum FixedPoint {
    /// `value` with `decimals` decimals, as `%.Nf` prints it.
    public static func string(_ value: Double, decimals: Int) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let count = sf_format_fixed(buffer.baseAddress!, 64, value, Int32(decimals))
            guard count >= 0, count < 64 else { return String(format: "%.\(decimals)f", value) }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(count)), as: UTF8.self)
        }
    }
}

