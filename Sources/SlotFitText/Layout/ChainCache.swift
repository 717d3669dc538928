import Synchronization

/// Fallback chains by script code (-2: emoji), weight and size, for one
/// locale, shared by every layout in that locale (`LocaleCache` keeps one
/// per locale): the profile's chain is worked out once, not once per text.
final class ChainCache: Sendable {
    private let table = Mutex<[ChainKey: [FontFace]]>([:])

    /// The chain for `key`, made by `make` the first time.
    func faces(_ key: ChainKey, make: () throws -> [FontFace]) rethrows -> [FontFace] {
        if let known = table.withLock({ $0[key] }) { return known }
        let faces = try make()
        table.withLock { $0[key] = faces }
        return faces
    }
}

/// A script (-2: emoji) at one weight and size.
struct ChainKey: Hashable {
    var script: Int32
    var weight: FontWeight
    var size: Double
}
