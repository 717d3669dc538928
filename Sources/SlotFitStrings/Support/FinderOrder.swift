import CICU
import Synchronization

/// The order Finder gives names, and Xcode gives a String Catalog's keys:
/// Foundation's `localizedStandardCompare` — ICU collation (root order:
/// white space, punctuation, symbols, digits, letters), case differences
/// only breaking ties (lowercase first), digits compared as numbers. Equal
/// strings under collation fall back to code-point order, so the order is
/// total.
package struct FinderOrder: Sendable {
    /// The shared comparator.
    package static let shared = FinderOrder()

    private let collator: Collator

    private init() {
        collator = Collator()
    }

    /// `true` when `a` sorts before `b`.
    package func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        let result = collator.compare(Array(a.utf16), Array(b.utf16))
        if result != 0 { return result < 0 }
        return Array(a.unicodeScalars.map(\.value)).lexicographicallyPrecedes(b.unicodeScalars.map(\.value))
    }

    /// `strings` in Finder order.
    package func sorted(_ strings: [String]) -> [String] {
        let keyed = strings.map { ($0, Array($0.utf16)) }
        return keyed.sorted { a, b in
            let result = collator.compare(a.1, b.1)
            if result != 0 { return result < 0 }
            return a.0.unicodeScalars.map(\.value).lexicographicallyPrecedes(b.0.unicodeScalars.map(\.value))
        }.map(\.0)
    }
}

/// An ICU collator (root locale, numeric ordering). `ucol_strcoll` on a
/// collator nobody changes is safe from many threads.
final class Collator: @unchecked Sendable {
    private let handle: OpaquePointer

    init() {
        var status: Int32 = 0
        guard let handle = sf_collator_open("", 1, &status), status <= 0 else {
            fatalError("ICU has no root collator (error \(status)); the ICU data library is broken")
        }
        self.handle = handle
    }

    deinit { sf_collator_close(handle) }

    func compare(_ a: [UInt16], _ b: [UInt16]) -> Int32 {
        a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in sf_collate(handle, x.baseAddress, Int32(x.count), y.baseAddress, Int32(y.count)) }
        }
    }
}
