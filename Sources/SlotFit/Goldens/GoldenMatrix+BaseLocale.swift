import Foundation
import SlotFitText

extension GoldenMatrix {
    /// The rendered files sorted by path, with the base-locale rule's
    /// findings.
    func withBaseLocaleRule(_ rendered: [File]) -> [File] {
        var files = rendered.sorted { $0.path < $1.path }
        applyBaseLocaleRule(&files)
        return files
    }

    /// Texts truncated in a locale but not in the source language: the
    /// translation, not the layout, is what to look at.
    func applyBaseLocaleRule(_ files: inout [File]) {
        guard let severity = configuration.policy(for: .baseLocaleTruncation).severity else { return }
        // The source language's verdicts, by the view they belong to, read
        // once per activity.
        var sourceTables: [String: [VerdictEntry.Key: VerdictEntry]] = [:]
        for index in files.indices {
            let file = files[index]
            guard file.locale != file.sourceLanguage, file.verdicts.contains(where: \.isCut),
                  let source = files.first(where: { $0.manifest == file.manifest && $0.locale == file.sourceLanguage }) else { continue }
            let theirs = sourceTables[source.path] ?? Dictionary(source.verdicts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            sourceTables[source.path] = theirs
            let activity = file.activity
            let ignores = configuration.ignores + file.ignores
            for entry in file.verdicts.filter(\.isCut).sorted(by: { $0.key < $1.key }) {
                guard let base = theirs[entry.key], !base.isCut else { continue }
                // Only a translator's text: a catalog key with words in it.
                // A value, a literal or a key of symbols is the same in every
                // language; its cut is not a translation's.
                guard entry.room != nil, TextSource.hasLetters(entry.subject) else { continue }
                let atSize = configuration.dynamicTypeSizes.count > 1 ? ", both at \(entry.key.dynamicTypeSize.shortName)" : ""
                // One cause, one finding: the truncation the layout found on
                // this text in this case is this finding, told with its cause.
                let place = (state: entry.key.state, device: entry.key.device, size: entry.key.dynamicTypeSize, presentation: entry.key.presentation)
                let absorbed = files[index].findings.filter {
                    Self.truncationRules.contains($0.rule) && $0.location == entry.location && $0.subject == entry.subject && $0.state == place.state
                        && $0.device == place.device && $0.dynamicTypeSize == place.size && $0.presentation == place.presentation
                }
                let finding = CheckFinding(severity: mergedSeverity(severity, absorbing: absorbed, locale: file.locale), rule: .baseLocaleTruncation, activity: activity, locale: Self.fileName(locale: file.locale),
                                           state: entry.key.state, device: entry.key.device, dynamicTypeSize: entry.key.dynamicTypeSize,
                                           presentation: entry.key.presentation, subject: entry.subject, location: entry.location,
                                           message: "\(entry.verdict)\(entry.widths) in \(file.locale) but \(base.verdict)\(base.widths) in \(file.sourceLanguage)\(atSize)" + Self.baseLocaleFix(entry, locale: file.locale),
                                           assumption: absorbed.lazy.compactMap(\.assumption).first)
                if ignores.contains(where: { $0.matches(finding) }) { continue }
                files[index].findings.removeAll { found in absorbed.contains(found) }
                files[index].findings.append(finding)
            }
        }
    }

    /// The layout's rules a translation's cut replaces.
    static let truncationRules: Set<Rule> = [.textTruncation, .compactTruncation]

    /// The severity of a base-locale finding that stands for the truncation
    /// findings `absorbed`: the stronger of its policy's and theirs (a cut
    /// in the compact slot stays an error when its cause is named), never
    /// stronger than theirs when theirs was lowered because it rests on an
    /// assumption, and never an error in a pseudo-locale.
    func mergedSeverity(_ own: Severity, absorbing absorbed: [CheckFinding], locale: String) -> Severity {
        // The absorbed findings' severities are already decided (policy and
        // caps); what rests on an assumption caps the merged one as well.
        Self.capped(absorbed.map(\.severity).reduce(own, min), assumed: absorbed.contains { $0.assumption != nil }, locale: locale)
    }

    /// What to do: the width the translation has to fit, or room for it.
    static func baseLocaleFix(_ entry: VerdictEntry, locale: String) -> String {
        let language = TextSource.languageName(locale)
        let article = "AEIOU".contains(language.first ?? "x") ? "an" : "a"
        guard let room = entry.proposed else { return "; ask for a shorter \(language) text of \(entry.subject.debugDescription), or give the text room for the longest locales" }
        return "; ask for \(article) \(language) text of \(entry.subject.debugDescription) that fits \(FixedPoint.string(room, decimals: 1)) pt, let it scale (.minimumScaleFactor) or wrap, or give it room for the longest locales"
    }
}
