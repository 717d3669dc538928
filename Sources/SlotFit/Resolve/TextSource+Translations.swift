import Foundation
import SlotFitStrings
import SlotFitText

extension TextSource {
    /// What the device shows for a key the tables of this localization do
    /// not translate, and whether a user would see a problem.
    enum KeyShown: Equatable {
        /// Translated, or nothing to translate.
        case fine
        /// iOS shows the raw key in every language (an identifier-like key
        /// no table has): a `missing-key` error.
        case rawKey
        /// The user sees the development language's text: a
        /// `missing-translation`, an error unless `verbatimReason` says the
        /// text may stay the same in this language (then a warning).
        case untranslated(shownLocalization: String, verbatimReason: String?, missing: MissingValue)
    }

    /// How `key` shows in this localization, as the device shows it:
    /// - a key with no letters (separators "·", digits, format-only "%@")
    ///   needs no translation;
    /// - pseudo-localizations are made from the development language: they
    ///   inherit nothing "missing";
    /// - a key no table has is its own text: fine in the development
    ///   language (its keys are its text, it needs no table), shown in the
    ///   development language elsewhere — unless it reads like an identifier
    ///   (`ride.title`, `eta_label`), which shows raw everywhere;
    /// - a key the table has but not in this localization shows the
    ///   development language's value;
    /// - a text that stays the same across languages (kept verbatim in a
    ///   translated localization, an acronym such as "IOB: %@") is at most a
    ///   warning.
    func shown(key: String, table: StringsTable = StringsTable()) -> KeyShown {
        guard activity.catalog != nil, Self.hasLetters(key), !Self.isPseudoLocalization(localization) else { return .fine }
        let catalog = self.catalog(table)
        let development = catalog.sourceLanguage
        // The table's name as its files are named, for the finding.
        let tableName = catalog.legacyTable?.name ?? table.table ?? activity.table ?? "Localizable"
        guard let entry = catalog.entry(key) else {
            if Self.readsLikeIdentifier(key) { return .rawKey }
            // A near miss of a key shows as written: in the development
            // language that is its text; elsewhere the key, not a translation.
            let index = self.index(table)
            if localization != development, index.nearMiss(key, { Self.isTypo($0, of: index.keys(ofLength: $0.count, within: 2)) }) { return .rawKey }
            guard localization != development, index.localizations.contains(localization) else { return .fine }
            return .untranslated(shownLocalization: development, verbatimReason: Self.acronymReason(key),
                                 missing: .key(table: tableName, catalog: catalog.legacyTable == nil))
        }
        let missing: MissingValue = catalog.legacyTable == nil ? .catalogValue : .stringsValue(table: tableName)
        guard entry.isTranslatable, localization != development, entry.localizations?[localization] == nil else { return .fine }
        let source = entry.localizations?[development]?.stringUnit?.value ?? key
        if let same = (entry.localizations ?? [:]).sorted(by: { $0.key < $1.key }).first(where: { $0.key != development && $0.value.stringUnit?.value == source })?.key {
            return .untranslated(shownLocalization: development, verbatimReason: "the \(same) localization keeps it as written, so it may stay the same in \(localization) too",
                                 missing: missing)
        }
        return .untranslated(shownLocalization: development, verbatimReason: Self.acronymReason(source), missing: missing)
    }

    /// The translation this localization's table has for `text` used as a
    /// key, when it differs from `text`: what `Text(LocalizedStringKey(…))`
    /// would show where `Text(String)` shows `text` as written. `nil` in the
    /// development language, a pseudo-localization, or without a catalog.
    func translation(ofShownString text: String, table: StringsTable = StringsTable()) -> String? {
        guard activity.catalog != nil, Self.hasLetters(text), !Self.isPseudoLocalization(localization) else { return nil }
        let catalog = self.catalog(table)
        guard localization != catalog.sourceLanguage, let entry = catalog.entry(text), entry.isTranslatable,
              let value = entry.localizations?[localization]?.stringUnit?.value, value != text else { return nil }
        return value
    }

    /// A key's letters, without its format specifiers.
    static func letters(_ key: String) -> String {
        String(withoutSpecifiers(key).filter(\.isLetter))
    }

    /// A key with each format specifier (`%lld`, `%1$@`, `%#@minutes@`)
    /// replaced by `replacement`: its words and symbols alone.
    static func withoutSpecifiers(_ key: String, replacement: String = " ") -> String {
        guard key.utf8.contains(UInt8(ascii: "%")) else { return key }
        // The one grammar of Apple's printf dialect (SlotFitStrings).
        return FormatString(key).rendered(percent: replacement) { _, _ in replacement }
    }

    /// The key of the table whose generated symbol is `symbol`, when one
    /// and only one is: Xcode names a manually managed key's symbol in
    /// lowerCamelCase from its words (`widget.untilDeparture` and
    /// `Widget until departure` → `widgetUntilDeparture`).
    func key(forSymbol symbol: String, table: StringsTable = StringsTable()) -> String? {
        // A table the activity's own catalog answers for shares its map.
        let map = symbolKeys[table] ?? (tables[table] == nil ? symbolKeys[StringsTable()] : nil) ?? Self.symbolKeys(catalog(table))
        guard let key = map[symbol], !key.isEmpty else { return nil }
        return key
    }

    /// A table's keys by their generated symbol; "" for a symbol two keys
    /// make (ambiguous: no key).
    static func symbolKeys(_ catalog: StringCatalog) -> [String: String] {
        var keys: [String: String] = [:]
        // In any order: a symbol two keys make is "" whichever comes first.
        for key in catalog.entryKeys { keys[symbolName(key)] = keys[symbolName(key)] == nil ? key : "" }
        return keys
    }

    /// A key's generated symbol: its runs of letters and digits, the first
    /// starting lower case, each later one upper case, joined.
    static func symbolName(_ key: String) -> String {
        let words = key.split { !($0.isLetter || $0.isNumber) }
        guard let first = words.first else { return "" }
        return first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Whether a key has a letter of any script (else it needs no translation).
    static func hasLetters(_ key: String) -> Bool {
        // Format specifiers (`%lld`, `%1$@`, `%#@minutes@`) are not words.
        withoutSpecifiers(key).unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// `ride.title`, `eta_label`, `LiveActivity.Status.Delivered`: a key
    /// written as an identifier, not as text (no spaces, a dot or an
    /// underscore between word characters, or lowerCamelCase).
    static func readsLikeIdentifier(_ key: String) -> Bool {
        guard !key.isEmpty, !key.contains(" "), !key.contains("%") else { return false }
        let word = key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }
        guard word else { return false }
        if key.contains(".") || key.contains("_") { return key.first!.isLetter }
        // lowerCamelCase: a lowercase start, then an uppercase letter.
        return key.first!.isLowercase && key.dropFirst().contains { $0.isUppercase }
    }

    /// A key one or two edits from a key the table has ("Doen" beside
    /// "Done"): a typo, which shows as written in every language.
    /// Only letters count: "Uptime:" beside "Uptime" or "+%lldm" beside
    /// "+%lld" differ in punctuation, a format specifier or a unit letter
    /// too short to judge — another text, not a misspelling.
    static func isTypo(_ key: String, of keys: [String]) -> Bool {
        let wanted = Array(key)
        let ownLetters = letters(key)
        guard wanted.count >= 4, ownLetters.count >= 4 else { return false }
        let allowed = wanted.count >= 12 ? 2 : 1
        return keys.contains { other in
            abs(other.count - wanted.count) <= allowed && other != key
                && DidYouMean.editDistance(wanted, Array(other), bound: allowed) <= allowed
                && letters(other) != ownLetters
        }
    }

    /// "an acronym" when every word of the text is upper case (IOB, ETA,
    /// BG): such text often stays as written in every language.
    /// Only a single short all-caps token is one ("IOB: %@", "ETA"); an
    /// upper-case phrase ("UPDATE IN", "UPDATED:") is words to translate.
    static func acronymReason(_ text: String) -> String? {
        let bare = withoutSpecifiers(text, replacement: "")
        let words = bare.split { !$0.isLetter }.filter { !$0.isEmpty }
        guard words.count == 1, let word = words.first else { return nil }
        // A unit or symbol ("/m", "g", "bpm", "↓%lld/m" around its value):
        // often the same everywhere.
        if word.count <= 3, bare.count <= 6 { return "\"\(text)\" reads as a unit or symbol, which often stays as written" }
        guard (2...5).contains(word.count), word.allSatisfy(\.isUppercase) else { return nil }
        return "\"\(text)\" reads as an acronym, which often stays as written"
    }

    /// The pseudo-localizations SlotFit and Xcode make (`en-XA`, `ar-XB`,
    /// `en-XD`): derived from the development language, never "missing".
    static func isPseudoLocalization(_ localization: String) -> Bool {
        let parts = localization.split(whereSeparator: { $0 == "-" || $0 == "_" })
        return parts.count >= 2 && ["XA", "XB", "XD", "XL"].contains(String(parts[1]))
    }

    /// A language's name in English, as a finding says it ("Czech").
    static func languageName(_ code: String) -> String {
        Locale(identifier: "en").localizedString(forIdentifier: code) ?? code
    }
}
