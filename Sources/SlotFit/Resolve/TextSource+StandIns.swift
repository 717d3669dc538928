import SlotFitStrings

extension TextSource {
    /// The stand-in a field or derived value rests on, if any: a field
    /// SlotFit assumed (`Activity.assumed`), or one a derived value reads
    /// (through other derived values; a cycle or a chain past 16 stops).
    func standIn(_ name: String) -> StandIn? {
        standIn(name, depth: 0)
    }

    private func standIn(_ name: String, depth: Int) -> StandIn? {
        if let given = state.fields[name] ?? activity.attributes[name], case .byLanguage(let forms) = given, languageForm(of: given) == nil {
            // Given per language, but not in this one: never another's text.
            let assumed = activity.assumed[name]
            let tags = forms.keys.sorted().joined(separator: ", ")
            return StandIn(expression: assumed?.expression ?? name, location: assumed?.location ?? .unknown,
                           reason: "its value is given per language (\(tags)) but not in \(locale); add a \(ActivityValue.language(of: locale)) form")
        }
        if let assumed = activity.assumed[name] { return assumed.suppliedBy == nil ? assumed : nil }
        guard let expression = activity.derived[name], depth < 16 else { return nil }
        for field in expression.fields {
            if let found = standIn(field, depth: depth + 1) { return found }
        }
        // A value the app computes that SlotFit's arithmetic cannot (past
        // ±1e15, a division by zero, a type it does not model) is nothing
        // here; on the device it is something: not a text to judge.
        if (value(name) ?? .null) == .null {
            return StandIn(expression: name, location: .unknown, reason: "SlotFit computes nothing for it in state \"\(state.name)\"")
        }
        return nil
    }

    /// The first stand-in among `names` (fields and derived values a text
    /// reads), if any.
    func standIn(among names: [String]) -> StandIn? {
        for name in names {
            if let found = standIn(name) { return found }
        }
        return nil
    }

    /// When a text shows a string the sample gives once for every language
    /// and this snapshot is in another language than the catalog's
    /// development language, what its findings rest on: the app may send
    /// another form here ("1.2 km" is not what an Arabic app sends). `nil`
    /// in the development language, for a value given per language, for a
    /// string without letters, and for a field that is the same in every
    /// language (`Activity.sameInEveryLanguage`). The presentation's budget
    /// findings do not rest on it: the value's width in the development
    /// language is the estimate, as the text's siblings take it.
    func languageAssumption(among names: [String]) -> String? {
        guard ActivityValue.language(of: locale) != ActivityValue.language(of: catalog.sourceLanguage) else { return nil }
        var pending = names, seen = Set<String>()
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            if let given = state.fields[name] ?? activity.attributes[name] {
                // A string without letters (an id, a score) is data.
                switch given {
                case .string(let text) where Self.hasLetters(text) && !activity.sameInEveryLanguage.contains(name):
                    return describe(name, text)
                case .list(let items) where items.contains(where: Self.hasLetters) && !activity.sameInEveryLanguage.contains(name):
                    return describe(name, items.joined(separator: ", "))
                default: continue
                }
            }
            if let expression = activity.derived[name] { pending += expression.fields }
        }
        return nil
    }

    private func describe(_ name: String, _ text: String) -> String {
        let expression = activity.assumed[name]?.expression ?? name
        let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
        let language = ActivityValue.language(of: locale)
        return "the value \(shown.debugDescription) of \(expression), given once for every language: the app may send another form in \(language); give it per language under values: ({\(ActivityValue.language(of: catalog.sourceLanguage)): …, \(language): …}), or say same: true if the app sends it unchanged"
    }
}
