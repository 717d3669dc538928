import Foundation
import SlotFitStrings
import SlotFitText

extension GoldenMatrix {
    /// The `unbundled-strings` rule: an activity whose widget extension
    /// bundles no string table shows its development-language texts in
    /// every language the app ships. One cause (the target, at its line in
    /// the project file), one finding per language in which the app's own
    /// tables translate a text the activity shows — what the person would
    /// have read had the extension bundled them — held by the development
    /// language's golden (every language shows that golden's texts). A
    /// language the app's tables translate none of its texts into raises
    /// nothing.
    /// When SlotFit cannot be sure what the bundle holds (a script phase
    /// may copy tables), the finding is at most a warning that says so.
    func applyBundleRule(_ files: inout [File], activities: [Activity]) {
        guard let policySeverity = configuration.policy(for: .unbundledStrings).severity else { return }
        for activity in activities {
            guard let bundle = activity.extensionBundle, case let missing = bundle.languagesMissing, !missing.isEmpty,
                  let index = files.firstIndex(where: { $0.activity == activity.name && $0.locale == bundle.developmentLanguage })
                    ?? files.firstIndex(where: { $0.activity == activity.name }) else { continue }
            // What every language shows is this golden's texts as written;
            // only a text that looks its key up (not a String shown as
            // written, which no table would change) loses a translation.
            let shown = Set(files.indices.filter { files[$0].activity == activity.name }
                .flatMap { files[$0].verdicts.filter { $0.room != nil }.map(\.subject) })
            let read = Self.translations(of: shown, in: bundle.appTables, development: bundle.developmentLanguage)
            // Every language the app ships, the development one too: keys
            // written in another language (a zh-Hans catalog in an `en`
            // project) or identifiers reach those users as written as well.
            let keysLanguage = ExtensionBundle.language(read.source ?? bundle.developmentLanguage)
            for language in missing {
                let affected = shown.compactMap { key in read.values[language]?[key].map { (key, $0) } }.sorted { $0.0 < $1.0 }
                // Keys with words no app table has in this language at all
                // (not even kept as written): English there whatever is bundled.
                let untranslated = ExtensionBundle.language(language) == keysLanguage ? []
                    // An identifier key (`widgets.title`) is a framework's or
                    // a generated accessor's, whose table SlotFit may not see.
                    : shown.filter { TextSource.hasLetters($0) && TextSource.acronymReason($0) == nil && !TextSource.readsLikeIdentifier($0)
                        && read.present[language]?.contains($0) != true }.sorted()
                guard !affected.isEmpty || !untranslated.isEmpty else { continue }
                // At most a warning when SlotFit cannot be sure what the bundle holds.
                let severity = Self.capped(policySeverity, assumed: bundle.uncertainty != nil, locale: language)
                let finding = CheckFinding(severity: severity, rule: .unbundledStrings, activity: activity.name, locale: language,
                                           state: "", device: "", presentation: nil, subject: bundle.target, location: bundle.location,
                                           message: Self.unbundledMessage(bundle, language: language, keysLanguage: read.source, affected: affected,
                                                                          untranslated: untranslated))
                if (configuration.ignores + files[index].ignores).contains(where: { $0.matches(finding) }) { continue }
                files[index].findings.append(finding)
            }
        }
    }

    /// The app's tables' values by localization and key, where a value
    /// differs from its key (a translation the person would read).
    /// Every language counts, the source one too: a key that is an
    /// identifier (`widget.title`) or in another language reaches its users
    /// as written. Also the language a string catalog says its keys are
    /// written in (`nil` for `.strings` tables, which do not say).
    static func translations(of keys: Set<String>, in tables: [String], development: String) -> (values: [String: [String: String]], present: [String: Set<String>], source: String?) {
        var found: [String: [String: String]] = [:]
        var present: [String: Set<String>] = [:]
        var source: String?
        // Each `.lproj` home read once (it holds every language of every
        // table), each string catalog once.
        var catalogs: [StringCatalog] = []
        var homes: [String: Set<String>] = [:]
        for table in tables {
            let home = StringTables.home(of: table)
            if home != table {
                homes[home, default: []].insert(((table as NSString).lastPathComponent as NSString).deletingPathExtension)
            } else if table.hasSuffix(".xcstrings"), let catalog = try? StringCatalog.index(xcstrings: table) {
                source = source ?? catalog.sourceLanguage
                catalogs.append(catalog)
            }
        }
        for (home, names) in homes.sorted(by: { $0.key < $1.key }) {
            guard let read = try? StringTables.read(home, sourceLanguage: development, keepingBrokenTables: true, onDemand: true) else { continue }
            catalogs += names.sorted().compactMap { read.tables[$0] }
        }
        for catalog in catalogs {
            // Only the keys shown: a large catalog's other entries stay in the file.
            for key in keys.sorted() {
                guard let entry = catalog.entry(key) else { continue }
                for (localization, value) in entry.localizations ?? [:] {
                    present[localization, default: []].insert(key)
                    guard let text = value.stringUnit?.value, text != key else { continue }
                    found[localization, default: [:]][key] = text
                }
            }
        }
        return (found, present, source)
    }

    /// What the person reads instead of their language, and the fix.
    static func unbundledMessage(_ bundle: ExtensionBundle, language: String, keysLanguage: String?, affected: [(key: String, value: String)],
                                 untranslated: [String] = []) -> String {
        guard bundle.holdsNoTable else { return missingLanguageMessage(bundle, language: language, affected: affected, untranslated: untranslated) }
        let quoted = lost(affected: affected, untranslated: untranslated)
        let written = keysLanguage.map { "its \(TextSource.languageName($0)) texts as written" } ?? "its texts as their keys are written"
        let direction = ((try? TextLocale(bundle.developmentLanguage))?.layoutDirection ?? .leftToRight) == .rightToLeft ? "right to left" : "left to right"
        let doubt = bundle.uncertainty.map { "; SlotFit cannot be sure: \($0)" } ?? ""
        return "the widget extension \(bundle.target) bundles no string table, so in \(TextSource.languageName(language)) the Live Activity shows \(written), laid out \(direction), \(quoted)\(doubt); \(untranslated.isEmpty ? "" : "translate the keys the activity looks up and ")add the app's string catalog (or its .lproj tables) to the \(bundle.target) target (Target Membership, or its Copy Bundle Resources phase)"
    }

    /// The finding where the extension bundles tables, but none in
    /// `language`: the person sees its development language's texts.
    static func missingLanguageMessage(_ bundle: ExtensionBundle, language: String, affected: [(key: String, value: String)], untranslated: [String]) -> String {
        let name = TextSource.languageName(language), development = TextSource.languageName(bundle.developmentLanguage)
        let doubt = bundle.uncertainty.map { "; SlotFit cannot be sure: \($0)" } ?? ""
        return "the app ships \(name) (\(language)), but the widget extension \(bundle.target)'s tables have no \(language) localization (they have \(bundle.localizations.joined(separator: ", "))), so in \(name) the Live Activity shows its \(development) texts, \(lost(affected: affected, untranslated: untranslated))\(doubt); add \(language) to the tables the \(bundle.target) target bundles"
    }

    /// What the person loses: the app's translations they do not see, and
    /// the keys no table of the app translates either.
    static func lost(affected: [(key: String, value: String)], untranslated: [String]) -> String {
        var parts: [String] = []
        if !affected.isEmpty {
            parts.append("where the app's own table translates them (" + affected.prefix(3).map { "\($0.key.debugDescription), not \($0.value.debugDescription)" }.joined(separator: "; ")
                + (affected.count > 3 ? "; and \(affected.count - 3) more" : "") + ")")
        }
        if !untranslated.isEmpty {
            parts.append((affected.isEmpty ? "and " : "") + "no table of the app translates " + untranslated.prefix(3).map(\.debugDescription).joined(separator: ", ")
                + (untranslated.count > 3 ? " and \(untranslated.count - 3) more" : "") + " into it either")
        }
        return parts.joined(separator: "; ")
    }
}
