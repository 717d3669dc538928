import Synchronization

/// A table's keys indexed once per run, so that what a snapshot asks of it
/// costs the same in a table of 100 keys or 100,000: its localizations
/// (every entry's, gathered once), its keys by length (the candidates of a
/// near miss are the keys one or two characters longer or shorter), its
/// keys in Finder order (sorted on first use: only a finding's "did you
/// mean" needs them) and the answers already given per key, which every
/// state, device and text size of a run shares.
public final class CatalogIndex: Sendable {
    /// Every localization of the table (`StringCatalog.localizations`).
    public let localizations: Set<String>
    /// Keys by their length in characters.
    private let byLength: [Int: [String]]
    private let entryKeys: [String]
    private let sortedKeys = Mutex<[String]?>(nil)
    private let nearMisses = Mutex<[String: Bool]>([:])
    private let closest = Mutex<[String: [String]]>([:])

    /// Indexes `catalog`: one pass over its entries.
    public init(_ catalog: StringCatalog) {
        localizations = Set(catalog.localizations)
        var byLength: [Int: [String]] = [:]
        let keys = catalog.entryKeys
        for key in keys { byLength[key.count, default: []].append(key) }
        // A fixed order, so that equal inputs give equal answers.
        for length in byLength.keys { byLength[length]!.sort() }
        self.byLength = byLength
        entryKeys = keys
    }

    /// The keys in Xcode's (Finder's) order, sorted once.
    public var keys: [String] {
        sortedKeys.withLock { sorted in
            if let sorted { return sorted }
            let made = FinderOrder.shared.sorted(entryKeys)
            sorted = made
            return made
        }
    }

    /// The keys whose length is within `distance` of `length`.
    public func keys(ofLength length: Int, within distance: Int) -> [String] {
        (max(0, length - distance)...(length + distance)).flatMap { byLength[$0] ?? [] }
    }

    /// `answer(key)` the first time `key` is asked, then the same answer:
    /// whether a key no entry has is a near miss of one that does.
    public func nearMiss(_ key: String, _ answer: (String) -> Bool) -> Bool {
        if let known = nearMisses.withLock({ $0[key] }) { return known }
        let found = answer(key)
        nearMisses.withLock { $0[key] = found }
        return found
    }

    /// `answer(key)` the first time `key` is asked, then the same: the
    /// keys closest to one no entry has, for a finding's suggestion.
    public func closestKeys(_ key: String, _ answer: (String) -> [String]) -> [String] {
        if let known = closest.withLock({ $0[key] }) { return known }
        let found = answer(key)
        closest.withLock { $0[key] = found }
        return found
    }
}
