/// The FNV-1a hash, for cache keys that hash their text once when they are
/// made (a dictionary's own hashing would go over it on every lookup).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always) mutating func mix(_ part: UInt64) { value = (value ^ part) &* 0x100_0000_01b3 }

    /// Every unit of `units`, in order.
    @inline(__always) mutating func mix<Units: Sequence>(_ units: Units) where Units.Element: FixedWidthInteger {
        for unit in units { mix(UInt64(truncatingIfNeeded: unit)) }
    }

    /// The hash as an `Int`.
    var digest: Int { Int(truncatingIfNeeded: value) }
}
