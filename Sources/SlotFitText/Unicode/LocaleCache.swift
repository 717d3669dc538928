import Synchronization

/// Parsed locales by the tag as given: ICU's canonicalization and likely
/// subtags run once per tag, not once per text; with each, the fallback
/// chains its layouts share.
final class LocaleCache: Sendable {
    private let table = Mutex<[String: (locale: TextLocale, chains: ChainCache)]>([:])

    /// The locale of `tag` and its chains.
    func entry(_ tag: String) throws -> (locale: TextLocale, chains: ChainCache) {
        if let known = table.withLock({ $0[tag] }) { return known }
        let parsed = try TextLocale(tag)
        return table.withLock { table in
            if let raced = table[tag] { return raced }
            let entry = (locale: parsed, chains: ChainCache())
            table[tag] = entry
            return entry
        }
    }

    func locale(_ tag: String) throws -> TextLocale { try entry(tag).locale }
}
