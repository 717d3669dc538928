import Foundation
import SlotFitText

/// Interface sentences and their translations, read at run time from the
/// GNU gettext catalogs every installed package ships
/// (`/usr/share/locale/*/LC_MESSAGES/*.mo`: GTK, GLib, coreutils, apt,
/// dpkg, glibc…): menu items, button labels, status lines and error
/// messages written by people for people, each with the translations its
/// translators made. Names (iso-codes' country and language lists) are
/// `RealTextCorpus`'s and left out here. Nothing is committed; a machine
/// without the catalogs gets an error naming them.
public enum InterfaceTextCorpus {
    /// One message: its source (the English `msgid`) and its translations
    /// by BCP 47 tag.
    public struct Message: Sendable {
        public var source: String
        public var translations: [String: String]
    }

    /// Every message of one line (no newline, no tab, 2–120 characters, a
    /// letter in it) translated in at least `minimumLanguages` languages,
    /// the most translated first, then by source text (the same on every
    /// run). Plural forms keep their first translation.
    ///
    /// - Throws: when no catalog is installed.
    public static func messages(root: String = "/usr/share/locale", minimumLanguages: Int = 1) throws -> [Message] {
        var bySource: [String: [String: String]] = [:]
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        for folder in folders {
            guard let tag = RealTextCorpus.tag(folder) else { continue }
            let directory = "\(root)/\(folder)/LC_MESSAGES"
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
            where file.hasSuffix(".mo") && !file.hasPrefix("iso_") {
                guard let data = FileManager.default.contents(atPath: "\(directory)/\(file)") else { continue }
                for (source, translation) in RealTextCorpus.messages(Array(data)) where isInterfaceLine(source) && isInterfaceLine(translation) && translation != source {
                    bySource[source, default: [:]][tag] = bySource[source]?[tag] ?? translation
                }
            }
        }
        guard !bySource.isEmpty else {
            throw NSError(domain: "InterfaceTextCorpus", code: 1, userInfo: [NSLocalizedDescriptionKey: "no gettext catalogs under \(root)/*/LC_MESSAGES/*.mo; install a desktop package's translations (libgtk-3-common, coreutils…)"])
        }
        return bySource.filter { $0.value.count >= minimumLanguages }
            .map { Message(source: $0.key, translations: $0.value) }
            .sorted { ($1.translations.count, $0.source) < ($0.translations.count, $1.source) }
    }

    /// Up to `count` distinct (language, translation) requests at 17 pt,
    /// taken round-robin across languages (each language's translations in
    /// the FNV-1a order of their bytes, as `RealTextCorpus` takes them), then
    /// grouped by language as a catalog's translations come; and how many
    /// languages they span.
    public static func requests(count: Int, root: String = "/usr/share/locale") throws -> (requests: [TextRequest], languages: Int) {
        var byLanguage: [String: Set<String>] = [:]
        for message in try messages(root: root) {
            for (tag, translation) in message.translations { byLanguage[tag, default: []].insert(translation) }
        }
        let languages = byLanguage.keys.sorted().map { tag in (locale: tag, texts: byLanguage[tag]!.sorted { (RealTextCorpus.order($0), $0) < (RealTextCorpus.order($1), $1) }) }
        return (RealTextCorpus.roundRobin(languages, count: count), languages.count)
    }

    /// A line of interface text: one line, no tab, 2–120 characters, with a letter.
    static func isInterfaceLine(_ text: String) -> Bool {
        let count = text.count
        return (2...120).contains(count) && !text.contains("\n") && !text.contains("\t") && !text.contains("\r")
            && text.unicodeScalars.contains { $0.properties.isAlphabetic } && !text.unicodeScalars.contains { $0.value < 0x20 }
    }
}
