import Synchronization

/// Parsed locales by the tag as given: ICU's canonicalization and likely
/// subtags run once per tag, not once per text.
final class LocaleCache: Sendable {
    private let table = Mutex<[String: TextLocale]>([:])

    func locale(_ tag: String) throws -> TextLocale {
        if let known = table.withLock({ $0[tag] }) { return known }
        let parsed = try TextLocale(tag)
        table.withLock { $0[tag] = parsed }
        return parsed
    }
}
