import SlotFitStrings
import SlotFitText

/// What a render read of one string table, as digests taken apart by
/// localization (`CatalogReadLog.LocalizedMaterial`): kept by `check`'s
/// result cache beside its entry, read only when a table changed, to find
/// which localizations' values an edit touched.
struct LocalizedDigests: Codable, Equatable {
    /// The table's development language.
    var sourceLanguage: String
    /// SHA-256 of the header: its languages, its keys when listed.
    var header: String
    /// Each key looked up: what every localization shares, and each
    /// localization's value.
    var keys: [String: Key]

    /// One key's digests.
    struct Key: Codable, Equatable {
        var common: String
        var localizations: [String: String]
    }

    /// One localization of one key whose value changed.
    struct Edit: Equatable {
        var key: String
        var localization: String
        /// Whether it is the table's development language.
        var isSourceLanguage: Bool
        /// The localizations the key has, before and after (those both
        /// times): a golden whose localization the key lacks shows
        /// another's value.
        var present: Set<String>
    }

    /// The digests of `material`.
    init(_ material: CatalogReadLog.LocalizedMaterial) {
        sourceLanguage = material.sourceLanguage
        header = FontDigests.sha256(of: material.header)
        keys = material.keys.mapValues { key in
            Key(common: FontDigests.sha256(of: key.common), localizations: key.localizations.mapValues { FontDigests.sha256(of: $0) })
        }
    }

    /// One digest over all of them: the entry's record of the table (equal
    /// when every part is).
    var combined: String {
        var text = "parts\u{0}\(sourceLanguage)\u{0}\(header)\n"
        for (name, key) in keys.sorted(by: { $0.key < $1.key }) {
            text += "\(name)\u{0}\(key.common)"
            for (localization, digest) in key.localizations.sorted(by: { $0.key < $1.key }) { text += "\u{0}\(localization) \(digest)" }
            text += "\n"
        }
        return FontDigests.sha256(of: Array(text.utf8))
    }

    /// The digest a record of a table keeps (of every byte, or
    /// `combined`), and the digests by localization it is made of.
    static func taken(of material: CatalogReadLog.ReadMaterial) -> (digest: String, parts: LocalizedDigests?) {
        switch material {
        case .whole(let bytes): return (FontDigests.sha256(of: Array("whole\u{0}".utf8) + bytes), nil)
        case .parts(let parts):
            let digests = LocalizedDigests(parts)
            return (digests.combined, digests)
        }
    }

    /// The localizations whose values differ in `now`, key by key; `nil`
    /// when more than values changed (the languages, the keys read or
    /// listed, what a key's localizations share: its presence, line,
    /// comment, flags), which every golden may show.
    func edits(to now: LocalizedDigests) -> [Edit]? {
        guard header == now.header, sourceLanguage == now.sourceLanguage, Set(keys.keys) == Set(now.keys.keys) else { return nil }
        var edits: [Edit] = []
        for (name, before) in keys.sorted(by: { $0.key < $1.key }) {
            guard let after = now.keys[name], after.common == before.common else { return nil }
            let present = Set(before.localizations.keys).intersection(after.localizations.keys)
            for localization in Set(before.localizations.keys).union(after.localizations.keys).sorted()
            where before.localizations[localization] != after.localizations[localization] {
                edits.append(Edit(key: name, localization: localization, isSourceLanguage: localization == sourceLanguage, present: present))
            }
        }
        return edits
    }
}
