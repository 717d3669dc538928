import SlotFitText

/// Every catalog key's width budget, from the rendered matrix: for each text
/// looked up in a table, the places the development language's goldens show
/// it, the tightest of them (the least room offered), and each locale's text
/// at that place. Texts showing a value SlotFit could not compute, and texts
/// not looked up (`verbatim:`, a `String` value), have no budget.
package enum KeyBudgets {
    /// The budgets of the keys the files show, sorted by catalog, table and key.
    package static func compute(_ files: [GoldenMatrix.File]) -> [KeyBudget] {
        struct Identity: Hashable { var catalog: String?; var table: String; var key: String }
        struct Candidate { var place: KeyBudget.Place; var entry: VerdictEntry; var file: GoldenMatrix.File }
        var places: [Identity: [Candidate]] = [:]
        for file in files where file.locale == file.sourceLanguage {
            for entry in file.verdicts where entry.kind == .text {
                guard let room = entry.room, let proposed = entry.proposed, proposed.isFinite, !entry.subject.isEmpty else { continue }
                let identity = Identity(catalog: file.catalog, table: room.table, key: entry.subject)
                let place = KeyBudget.Place(activity: file.activity, presentation: entry.key.presentation, device: entry.key.device,
                                            state: entry.key.state, dynamicTypeSize: entry.key.dynamicTypeSize, location: entry.location)
                places[identity, default: []].append(Candidate(place: place, entry: entry, file: file))
            }
        }
        // Each activity's files by locale, for the translations.
        var byActivity: [String: [GoldenMatrix.File]] = [:]
        for file in files { byActivity[file.manifest + "\u{0}" + file.activity, default: []].append(file) }

        // Each file's verdicts by view, made once (a lookup per key per
        // locale walked every verdict: 4,000 keys took 20 s).
        var verdictIndex: [String: [VerdictEntry.Key: VerdictEntry]] = [:]
        func verdict(_ key: VerdictEntry.Key, in file: GoldenMatrix.File) -> VerdictEntry? {
            if let index = verdictIndex[file.path] { return index[key] }
            let index = Dictionary(file.verdicts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            verdictIndex[file.path] = index
            return index[key]
        }
        var budgets: [KeyBudget] = []
        for (identity, candidates) in places {
            // The least room; among equals, the first place in order.
            let tightest = candidates.min { a, b in
                (a.entry.proposed!, a.place) < (b.entry.proposed!, b.place)
            }!
            let room = tightest.entry.room!
            let width = tightest.entry.proposed!
            var translations: [KeyBudget.Translation] = []
            for file in byActivity[tightest.file.manifest + "\u{0}" + tightest.file.activity] ?? []
                // Each localization once (not an app language that resolves
                // to one), pseudo-localizations apart: nobody translates those.
                where file.locale != file.sourceLanguage && file.locale == file.localization && !TextSource.isPseudoLocalization(file.locale) {
                guard let entry = verdict(tightest.entry.key, in: file), let their = entry.room else { continue }
                translations.append(KeyBudget.Translation(locale: file.locale, width: their.naturalWidth, characters: their.characters, verdict: entry.textVerdict.description,
                                                          showsAllText: entry.textVerdict.showsAllText, headroom: width - their.naturalWidth))
            }
            let distinct = Set(candidates.map(\.place)).count
            budgets.append(KeyBudget(key: identity.key, table: identity.table, catalog: identity.catalog, width: width, place: tightest.place,
                                     room: room, places: distinct, developmentLanguage: tightest.file.sourceLanguage,
                                     developmentWidth: room.naturalWidth, developmentCharacters: room.characters, developmentText: room.text, translations: translations.sorted { $0.locale < $1.locale }))
        }
        return budgets.sorted { ($0.catalog ?? "", $0.table, $0.key) < ($1.catalog ?? "", $1.table, $1.key) }
    }
}
