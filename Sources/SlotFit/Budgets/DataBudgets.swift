import SlotFitText

/// Data budgets from the rendered matrix: for each field a text shows as it
/// is, per activity and locale, the tightest place (the least width
/// offered), and, for the fields given a data file, every value of the file
/// laid out there (the place's text with the sample value replaced) with
/// the place's font and limits.
package enum DataBudgets {
    /// Text whose average advance estimates characters per line, written
    /// here: a pangram, common city names in Han and kana, and in Arabic.
    static let scriptSamples: [(script: String, text: String, locale: String)] = [
        ("Latin", "The quick brown fox jumps over the lazy dog", "en"),
        ("CJK", "東京大阪名古屋札幌福岡横浜神戸京都", "ja"),
        ("Arabic", "الرياض جدة مكة المدينة الدمام", "ar"),
    ]

    /// The budgets, sorted by activity, field and locale; `values` by
    /// field name are checked at each locale's tightest place.
    package static func compute(_ files: [GoldenMatrix.File], values: [String: [String]] = [:], engine: TextEngine) throws -> [DataBudget] {
        struct Identity: Hashable { var activity: String; var field: String; var locale: String }
        var tightest: [Identity: (entry: VerdictEntry, file: GoldenMatrix.File)] = [:]
        for file in files where !TextSource.isPseudoLocalization(file.locale) {
            for entry in file.verdicts where entry.kind == .text {
                guard let room = entry.dataRoom, let proposed = entry.proposed, proposed.isFinite else { continue }
                for field in room.fields.keys {
                    let identity = Identity(activity: file.activity, field: field, locale: file.locale)
                    if let known = tightest[identity], (known.entry.proposed!, known.entry.key) <= (proposed, entry.key) { continue }
                    tightest[identity] = (entry, file)
                }
            }
        }
        var budgets: [DataBudget] = []
        for (identity, found) in tightest {
            let room = found.entry.dataRoom!, width = found.entry.proposed!
            let place = KeyBudget.Place(activity: identity.activity, presentation: found.entry.key.presentation, device: found.entry.key.device,
                                        state: found.entry.key.state, dynamicTypeSize: found.entry.key.dynamicTypeSize, location: found.entry.location)
            let font = FontSpec(size: room.size, weight: room.weight)
            var perScript: [String: Int] = [:]
            for sample in scriptSamples {
                let layout = try engine.layout(TextRequest(sample.text, locale: sample.locale, font: font))
                let count = sample.text.count
                guard layout.naturalWidth > 0 else { continue }
                perScript[sample.script] = Int((width / (layout.naturalWidth / Double(count))).rounded(.down))
            }
            var budget = DataBudget(field: identity.field, activity: identity.activity, locale: identity.locale, width: width, place: place,
                                    room: room, charactersPerLine: perScript)
            if let list = values[identity.field] {
                budget.checked = list.count
                for value in list {
                    let layout = try engine.layout(TextRequest(room.text(with: value, for: identity.field), locale: found.file.locale, font: font, width: width,
                                                               lineLimit: room.lineLimit ?? room.heightLines, minimumScaleFactor: room.minimumScaleFactor))
                    if !layout.verdict.showsAllText {
                        budget.misfits.append(.init(value: value, width: layout.naturalWidth, verdict: layout.verdict.description))
                    }
                }
                budget.misfits.sort { ($0.width, $1.value) > ($1.width, $0.value) }
            }
            budgets.append(budget)
        }
        return budgets.sorted { ($0.activity, $0.field, $0.locale) < ($1.activity, $1.field, $1.locale) }
    }
}
