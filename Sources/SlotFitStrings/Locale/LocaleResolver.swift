import Foundation

/// Chooses a localization for an activity's `languageCode` the way Apple's
/// bundles do (`ualoc_localizationsToUse` behind CFBundle), which Foundation
/// on Linux does not: exact match; likely subtags (`zh-TW` ≡ `zh-Hant-TW`);
/// CLDR parent chains (`en-IN → en-GB → en-001 → en`, `es-MX → es-419 → es`,
/// `zh-HK → zh-Hant-HK → zh-Hant`); aliases (`iw` → `he`, `no-NO` → `nb-NO`,
/// old English lproj names like `French`); language groups (`nb`/`nn`/`no`,
/// `ars` → `ar`, `yue`/`wuu` → `zh`); a region other than the language's
/// default counts against a match; then the development language, `en-US`,
/// the first localization, `en`.
package enum LocaleResolver {
    /// How a fallback step's reason starts ("nothing matched: the development language").
    static let fallbackReasonPrefix = "nothing matched:"

    /// Resolves `languageCode` against `available`.
    ///
    /// - Parameters:
    ///   - languageCode: the app's language from the activity attributes;
    ///     empty or `nil` means the system's.
    ///   - available: the catalog's or bundle's localizations as spelled there.
    ///   - developmentLanguage: the development region (`sourceLanguage`).
    ///   - systemDefault: the device language used when `languageCode` is empty.
    package static func resolve(languageCode: String?, available: [String], developmentLanguage: String?,
                               systemDefault: String) -> LocaleResolution {
        var steps: [LocaleResolution.Step] = []
        var preference = languageCode?.trimmingCharacters(in: .whitespaces) ?? ""
        if preference.isEmpty {
            steps.append(.init(candidate: systemDefault, match: nil, reason: "languageCode is empty: the system default language"))
            preference = systemDefault
        }
        let candidates = available.compactMap { name -> (name: String, id: String, max: String)? in
            guard let id = normalized(name) else { return nil }
            return (name, id, ICULocale.maximize(id))
        }
        func finish(_ name: String, _ candidate: String, _ reason: String) -> LocaleResolution {
            steps.append(.init(candidate: candidate, match: name, reason: reason))
            return LocaleResolution(localization: name, chain: steps)
        }

        if let id = normalized(preference) {
            if id != preference.replacingOccurrences(of: "-", with: "_") {
                steps.append(.init(candidate: ICULocale.tag(id), match: nil, reason: "\"\(preference)\" is an alias of \(ICULocale.tag(id))"))
            }
            for group in [id] + languageGroup(id) {
                if group != id {
                    steps.append(.init(candidate: ICULocale.tag(group), match: nil, reason: "\(ICULocale.language(id)) belongs to the language group of \(ICULocale.language(group))"))
                }
                for element in parentChain(group) {
                    let elementMax = ICULocale.maximize(element)
                    if let exact = candidates.first(where: { $0.id == element }) {
                        return finish(exact.name, ICULocale.tag(element), element == group ? "exact match" : "CLDR parent of \(ICULocale.tag(group))")
                    }
                    if let same = candidates.first(where: { $0.max == elementMax }) {
                        return finish(same.name, ICULocale.tag(element), "the same locale once likely subtags are added (\(ICULocale.tag(elementMax)))")
                    }
                    steps.append(.init(candidate: ICULocale.tag(element), match: nil, reason: element == group ? "not available" : "parent: not available"))
                }
                // Same language, another region: the language's default region
                // first (a non-default region counts against a match), then the
                // rest in order.
                let language = ICULocale.language(group)
                let script = scriptOf(ICULocale.maximize(group))
                let sameLanguage = candidates.filter { ICULocale.language($0.id) == language && scriptOf($0.max) == script }
                if let best = sameLanguage.min(by: { regionPenalty($0.id) < regionPenalty($1.id) }) {
                    return finish(best.name, ICULocale.tag(best.id), "same language and script, another region\(regionPenalty(best.id) == 0 ? " (the language's default region)" : "")")
                }
            }
        } else {
            steps.append(.init(candidate: preference, match: nil, reason: "\"\(preference)\" is not a locale identifier"))
        }

        for fallback in [developmentLanguage, "en-US"].compactMap({ $0 }) {
            if let id = normalized(fallback), let found = candidates.first(where: { $0.id == id || $0.max == ICULocale.maximize(id) }) {
                return finish(found.name, fallback, fallback == developmentLanguage ? "\(fallbackReasonPrefix) the development language" : "\(fallbackReasonPrefix) en-US")
            }
            steps.append(.init(candidate: fallback, match: nil, reason: "not available"))
        }
        if let first = available.first { return finish(first, first, "\(fallbackReasonPrefix) the first localization") }
        return finish("en", "en", "no localizations at all: en")
    }

    /// Old lproj folder names (`English.lproj`).
    static let legacyNames: [String: String] = [
        "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es", "italian": "it",
        "dutch": "nl", "swedish": "sv", "norwegian": "nb", "danish": "da", "finnish": "fi", "portuguese": "pt",
        "korean": "ko", "russian": "ru", "polish": "pl", "chinese": "zh-Hans", "arabic": "ar", "hebrew": "he", "turkish": "tr",
    ]

    static let legacyLanguageCodes = ["iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro"]

    /// A localization name or tag as a canonical ICU id, with Apple's aliases.
    static func normalized(_ name: String) -> String? {
        var text = name
        if text.hasSuffix(".lproj") { text = String(text.dropLast(6)) }
        if let legacy = legacyNames[text.lowercased()] { text = legacy }
        if text.lowercased() == "base" { return nil }
        guard var id = ICULocale.canonical(text) else { return nil }
        // CLDR's deprecated language codes (ICU 72's uloc_canonicalize keeps
        // them): iw → he, in → id, ji → yi, jw → jv, mo → ro.
        let language = ICULocale.language(id)
        if let replacement = legacyLanguageCodes[language] { id = replacement + id.dropFirst(language.count) }
        // Apple's aliases beyond CLDR's: no-NO → nb-NO; zh-TW and zh-HK carry
        // their script.
        if ICULocale.language(id) == "no" && id.contains("_") { id = "nb" + id.dropFirst(2) }
        let parts = id.split(separator: "_")
        if parts.count == 2, parts[0] == "zh", parts[1].count == 2 {
            let max = ICULocale.maximize(id).split(separator: "_")
            if max.count >= 2 { id = "zh_\(max[1])_\(parts[1])" }
        }
        return id
    }

    /// The locale and its ancestors, most specific first.
    static func parentChain(_ id: String) -> [String] {
        var chain: [String] = []
        var current = id
        var seen = Set<String>()
        while !current.isEmpty, current != "root", seen.insert(current).inserted {
            // Apple inserts en-GB before en-001 (en-IN → en-GB → en-001 → en).
            if current == "en_001", !chain.contains("en_GB") { chain.append("en_GB") }
            chain.append(current)
            current = ICULocale.parent(current)
        }
        return chain
    }

    /// Languages Apple treats as one, tried after the language's own chain.
    static func languageGroup(_ id: String) -> [String] {
        let language = ICULocale.language(id)
        if language == "yue" || language == "wuu" {
            // Chinese in the script and region the language is written in:
            // yue → zh-Hant-HK, wuu → zh-Hans-CN.
            let parts = ICULocale.maximize(id).split(separator: "_").dropFirst()
            return [(["zh"] + parts.map(String.init)).joined(separator: "_")]
        }
        let rest = id.dropFirst(language.count)
        let groups: [String: [String]] = ["nb": ["no", "nn"], "nn": ["no", "nb"], "no": ["nb", "nn"],
                                          "ars": ["ar"], "yue": ["zh"], "wuu": ["zh"]]
        return (groups[language] ?? []).map { $0 + rest }
    }

    static func scriptOf(_ maximized: String) -> String {
        maximized.split(separator: "_").dropFirst().first { $0.count == 4 }.map(String.init) ?? ""
    }

    /// 0 for the language's default region (or none), 1 otherwise.
    static func regionPenalty(_ id: String) -> Int {
        let minimized = ICULocale.minimize(id)
        return minimized.split(separator: "_").count <= 1 || minimized == ICULocale.language(id) ? 0 : 1
    }
}
