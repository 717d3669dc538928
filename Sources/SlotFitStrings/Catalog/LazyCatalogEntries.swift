import Synchronization

/// A String Catalog's entries decoded when asked for, from the file's
/// `XCStringsIndex`: what a check reads of a large catalog is the entries
/// its activities show, each decoded once and shared by every state,
/// device and text size. Pseudo-localizations added to the catalog are
/// added to each entry as it is decoded.
///
/// An entry whose members are of the wrong type (a schema error the full
/// read would have thrown) reads as absent, and its error is kept
/// (`problem`): whoever rendered with the catalog throws it.
package final class LazyCatalogEntries: Sendable {
    /// The file, indexed.
    package let index: XCStringsIndex
    /// Pseudo-localizations to add to every translatable entry, in order,
    /// each with its locale.
    private let pseudo: [(localizer: Pseudolocalizer, locale: String)]
    private let state = Mutex(State())

    private struct State: Sendable {
        var decoded: [String: CatalogEntry] = [:]
        var failed: [String: SlotFitError] = [:]
        var all: [String: CatalogEntry]?
    }

    /// The entries of `index`, with `pseudo` added to each.
    package init(_ index: XCStringsIndex, pseudo: [(localizer: Pseudolocalizer, locale: String)] = []) {
        self.index = index
        self.pseudo = pseudo
    }

    /// The same entries with `localizer`'s pseudo-localization added as `locale`.
    package func adding(_ localizer: Pseudolocalizer, locale: String) -> LazyCatalogEntries {
        LazyCatalogEntries(index, pseudo: pseudo + [(localizer, locale)])
    }

    /// The localizations the entries have, pseudo-localizations included.
    package var localizations: Set<String> { index.localizations.union(pseudo.map(\.locale)) }

    /// How many entries there are.
    package var count: Int {
        CatalogReadLog.shared.listed(index)
        return index.members.count
    }

    /// Every key, in no particular order.
    package var keys: Dictionary<String, XCStringsIndex.Member>.Keys {
        CatalogReadLog.shared.listed(index)
        return index.members.keys
    }

    /// Whether there is an entry for `key` (without decoding it).
    package func has(_ key: String) -> Bool {
        CatalogReadLog.shared.lookedUp(key, in: index)
        return index.members[key] != nil
    }

    /// The entry of `key`, decoded on first use; `nil` when there is none
    /// or it does not decode (then `problem` says why). Each key's first
    /// lookup is recorded in `CatalogReadLog`.
    package func entry(_ key: String) -> CatalogEntry? {
        if let known = state.withLock({ $0.all?[key] ?? $0.decoded[key] }) { return known }
        CatalogReadLog.shared.lookedUp(key, in: index)
        guard let member = index.members[key] else { return nil }
        switch decode(key, member) {
        case .success(let entry):
            state.withLock { $0.decoded[key] = entry }
            return entry
        case .failure(let error):
            state.withLock { $0.failed[key] = error }
            return nil
        }
    }

    /// Every entry, decoded once on all cores; those that do not decode
    /// are left out and kept in `problem`.
    package var all: [String: CatalogEntry] {
        CatalogReadLog.shared.listed(index, whole: true)
        if let all = state.withLock({ $0.all }) { return all }
        let members = Array(index.members)
        let chunkCount = min(max(1, members.count / 256), 16)
        let chunks = [[(String, Result<CatalogEntry, SlotFitError>)]].concurrentlyMade(count: chunkCount) { chunk in
            members[(members.count * chunk / chunkCount)..<(members.count * (chunk + 1) / chunkCount)].map { ($0.key, self.decode($0.key, $0.value)) }
        }
        var all: [String: CatalogEntry] = [:]
        all.reserveCapacity(members.count)
        var failed: [String: SlotFitError] = [:]
        for (key, decoded) in chunks.joined() {
            switch decoded {
            case .success(let entry): all[key] = entry
            case .failure(let error): failed[key] = error
            }
        }
        state.withLock { state in
            state.all = all
            state.failed.merge(failed) { first, _ in first }
        }
        return all
    }

    /// The first entry in the file that was asked for and did not decode.
    package var problem: SlotFitError? {
        state.withLock { state in
            state.failed.min { (index.members[$0.key]?.value.lowerBound ?? 0) < (index.members[$1.key]?.value.lowerBound ?? 0) }?.value
        }
    }

    private func decode(_ key: String, _ member: XCStringsIndex.Member) -> Result<CatalogEntry, SlotFitError> {
        do {
            let json = try JSONParser.parse(index.bytes, range: member.value, source: index.source)
            var entry = try CatalogEntry(json, source: index.source, path: JSONPath().member("strings").member(key, bracketed: true))
            entry.line = member.line
            for (localizer, locale) in pseudo {
                entry = localizer.adding(to: entry, key: key, sourceLanguage: index.sourceLanguage, locale: locale)
            }
            return .success(entry)
        } catch let error as SlotFitError {
            return .failure(error)
        } catch {
            return .failure(SlotFitError(.syntax, "cannot read the entry \"\(key)\": \(error)", at: SourceLocation(file: index.source, line: member.line)))
        }
    }
}
