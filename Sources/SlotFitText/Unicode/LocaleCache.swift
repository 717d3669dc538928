import Synchronization

/// Parsed locales by the tag as given: ICU's canonicalization and likely
/// subtags run once per tag, not once per text; with each, the fallback
/// chains its layouts share and its language as HarfBuzz interns it.
final class LocaleCache: Sendable {
    /// A locale and what its layouts share.
    struct Entry: Sendable {
        var locale: TextLocale
        var chains: ChainCache
        var shapingLanguage: ShapingLanguage
    }

    private let table = Mutex<[String: Entry]>([:])

    /// The locale of `tag` and what its layouts share.
    func entry(_ tag: String) throws -> Entry {
        if let known = table.withLock({ $0[tag] }) { return known }
        let parsed = try TextLocale(tag)
        return table.withLock { table in
            if let raced = table[tag] { return raced }
            let entry = Entry(locale: parsed, chains: ChainCache(), shapingLanguage: ShapingLanguage(parsed.identifier))
            table[tag] = entry
            return entry
        }
    }

    func locale(_ tag: String) throws -> TextLocale { try entry(tag).locale }
}
