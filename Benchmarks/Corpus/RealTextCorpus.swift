import Foundation
import SlotFitText

/// A corpus of real translations, built at run time from what the machine
/// has — nothing recombined, nothing third-party committed: Debian's
/// `iso-codes` translations of country, currency, language and script names
/// (`/usr/share/locale/*/LC_MESSAGES/iso_3166-1.mo`, `iso_4217.mo`,
/// `iso_639-2.mo`, `iso_15924.mo`), each a GNU gettext catalog in ~150
/// languages, and ICU's CLDR names and relative-time phrases in every
/// language ICU has (`CLDRText`). Every distinct (language, translation)
/// pair is a request at 17 pt, taken round-robin across languages so each
/// script is represented, each language's texts in an order fixed by
/// their bytes (FNV-1a) so both sources and every initial letter take
/// part, then grouped by language — the same on every run.
public enum RealTextCorpus {
    /// The catalogs read, by gettext domain.
    public static let domains = ["iso_3166-1", "iso_4217", "iso_639-2", "iso_15924"]

    /// Up to `count` distinct requests, and how many languages they span.
    ///
    /// - Throws: when no catalog is installed (install `iso-codes`).
    /// With `includesCLDR` false, iso-codes' translations alone, in byte
    /// order.
    public static func make(count: Int, root: String = "/usr/share/locale", includesCLDR: Bool = true) throws -> (requests: [TextRequest], languages: Int) {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        var byLanguage: [(locale: String, texts: [String])] = []
        for folder in folders {
            guard let locale = Self.tag(folder) else { continue }
            var texts = Set<String>()
            for domain in domains {
                let path = "\(root)/\(folder)/LC_MESSAGES/\(domain).mo"
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                for (source, translation) in Self.messages(Array(data)) where !translation.isEmpty && translation != source {
                    texts.insert(translation)
                }
            }
            if !texts.isEmpty { byLanguage.append((locale, texts.sorted())) }
        }
        if includesCLDR {
            var merged = Dictionary(byLanguage.map { ($0.locale, Set($0.texts)) }, uniquingKeysWith: { $0.union($1) })
            for (locale, texts) in CLDRText.texts() { merged[locale, default: []].formUnion(texts) }
            byLanguage = merged.keys.sorted().map { locale in
                (locale, merged[locale]!.sorted { (Self.order($0), $0) < (Self.order($1), $1) })
            }
        }
        guard !byLanguage.isEmpty else {
            throw NSError(domain: "RealTextCorpus", code: 1, userInfo: [NSLocalizedDescriptionKey: "no iso-codes translations under \(root)/*/LC_MESSAGES; install the Debian package iso-codes"])
        }
        return (roundRobin(byLanguage, count: count), byLanguage.count)
    }

    /// Up to `count` requests at 17 pt from each language's texts (in the
    /// order given). Which texts: round-robin across languages. In what
    /// order: language by language, as a catalog's translations come —
    /// Pango's font map keeps fontsets for 256 (font list, language) pairs,
    /// and a round-robin order over the ~270 languages of both sources
    /// empties it at every string (650 µs a string instead of 30).
    package static func roundRobin(_ byLanguage: [(locale: String, texts: [String])], count: Int) -> [TextRequest] {
        var taken = [Int](repeating: 0, count: byLanguage.count)
        var total = 0, round = 0
        while total < count {
            var added = false
            for (index, language) in byLanguage.enumerated() where round < language.texts.count && total < count {
                taken[index] += 1
                total += 1
                added = true
            }
            if !added { break }
            round += 1
        }
        return byLanguage.indices.flatMap { index in
            byLanguage[index].texts.prefix(taken[index]).map { TextRequest($0, locale: byLanguage[index].locale, font: FontSpec(size: 17)) }
        }
    }

    /// A text's place in its language's order: FNV-1a of its UTF-8 bytes.
    package static func order(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// A locale folder's BCP 47 tag (`pt_BR` → `pt-BR`, `sr@latin` →
    /// `sr-Latn`); `nil` for folders that are not a language.
    package static func tag(_ folder: String) -> String? {
        var name = folder
        var script: String? = nil
        if let at = name.firstIndex(of: "@") {
            let modifier = name[name.index(after: at)...]
            script = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab"][String(modifier)]
            if script == nil { return nil }
            name = String(name[..<at])
        }
        let parts = name.split(separator: "_")
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isLetter && $0.isLowercase }) else { return nil }
        var tag = String(language)
        if let script { tag += "-" + script }
        if parts.count > 1 { tag += "-" + parts[1] }
        return tag
    }

    /// A GNU gettext `.mo` file's messages (original, translation): the
    /// magic number 0x950412de in either byte order, the count at byte 8,
    /// the tables of original and translated strings' lengths and offsets
    /// at the offsets in bytes 12 and 16 (GNU gettext manual, "The Format
    /// of GNU MO Files"). Plural forms keep their first translation.
    package static func messages(_ bytes: [UInt8]) -> [(String, String)] {
        guard bytes.count >= 28 else { return [] }
        func word(_ at: Int, _ little: Bool) -> Int? {
            guard at >= 0, at + 4 <= bytes.count else { return nil }
            let b = bytes[at..<(at + 4)].map(UInt32.init)
            return Int(little ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24 : b[3] | b[2] << 8 | b[1] << 16 | b[0] << 24)
        }
        let little: Bool
        switch word(0, true) {
        case 0x9504_12DE?: little = true
        case 0xDE12_0495?: little = false
        default: return []
        }
        guard let n = word(8, little), let originals = word(12, little), let translations = word(16, little), n < 1_000_000 else { return [] }
        func string(_ table: Int, _ index: Int) -> String? {
            guard let length = word(table + 8 * index, little), let offset = word(table + 8 * index + 4, little),
                  offset + length <= bytes.count else { return nil }
            let raw = bytes[offset..<(offset + length)]
            let first = raw.split(separator: 0, omittingEmptySubsequences: false).first ?? raw[...]
            return String(decoding: first, as: UTF8.self)
        }
        var messages: [(String, String)] = []
        for index in 0..<n {
            guard let source = string(originals, index), !source.isEmpty, let translation = string(translations, index) else { continue }
            messages.append((source, translation))
        }
        return messages
    }
}
