extension Activity {
    /// The activity with the stand-ins a team gave values for (`values:` in
    /// slotfit.yml) replaced by those values, and the keys of `values` that
    /// matched a stand-in. A key names a stand-in by its Swift expression as
    /// written (`context.state.bgValueString()`), by where it is written
    /// (`Glucose.swift:41`), or, for a field, by its name (`trendArrow` or
    /// `context.state.trendArrow`): a field no sample sets, or one the
    /// samples set, whose values the team's replace. One value is that
    /// value in every state; several make each sample state a variant per
    /// value (`riding`, `riding-v2`, …), the i-th value of every list in the
    /// i-th variant (a shorter list repeats its last value). A replaced
    /// stand-in is no longer one: its texts are checked exactly.
    ///
    /// A field supplied by a key in `same` is the same in every language
    /// (`sameInEveryLanguage`); any other string supplied once is the
    /// development language's (`TextSource.languageAssumption(among:)`).
    ///
    /// A value for a stand-in of a `Date` that is neither a date on the
    /// sample clock (`$now + 20m`) nor ISO 8601 text is refused: its key
    /// and text are in `refused`, and nothing is supplied for it.
    public func supplying(_ values: [String: [ActivityValue]], same: Set<String> = []) -> (activity: Activity, used: Set<String>, refused: [(key: String, text: String)]) {
        guard !values.isEmpty || !same.isEmpty else { return (self, [], []) }
        var refused: [(key: String, text: String)] = []
        var given: [String: [ActivityValue]] = [:]
        var used = Set<String>()
        var supplied: [String: String] = [:]
        var copy = self
        let keys = Set(values.keys).union(same).sorted()
        for (field, standIn) in assumed.sorted(by: { $0.key < $1.key }) where standIn.suppliedBy == nil {
            let names = Self.names(of: standIn, field: field)
            guard let key = keys.first(where: { names.contains(Self.normalized($0)) }) else { continue }
            used.insert(key)
            if same.contains(key) { copy.sameInEveryLanguage.insert(field) }
            guard let list = values[key], !list.isEmpty else { continue }
            guard let dates = dates(list, key: key, field: field, refused: &refused) else { continue }
            given[field] = dates
            supplied[field] = key
        }
        // A field the samples set (a preview's, samples:'s): the team's
        // values replace it in every state; `same: true` alone keeps them.
        let sampled = Set(states.flatMap(\.fields.keys)).union(attributes.keys).subtracting(assumed.keys)
        for field in sampled.sorted() {
            let names: Set<String> = [field, "context.state." + field, "context.attributes." + field]
            guard let key = keys.first(where: { names.contains(Self.normalized($0)) }) else { continue }
            used.insert(key)
            if same.contains(key) { copy.sameInEveryLanguage.insert(field) }
            if let list = values[key], !list.isEmpty, let dates = dates(list, key: key, field: field, refused: &refused) { given[field] = dates }
        }
        for (field, key) in supplied { copy.assumed[field]?.suppliedBy = key }
        guard !given.isEmpty else { return (copy, used, refused) }
        let variants = given.values.map(\.count).max() ?? 1
        let base = states.isEmpty ? [State(name: "default", fields: [:])] : states
        copy.states = base.flatMap { state in
            (0..<variants).map { index -> State in
                var variant = state
                if index > 0 { variant.name = "\(state.name)-v\(index + 1)" }
                for (field, list) in given { variant.fields[field] = list[min(index, list.count - 1)] }
                return variant
            }
        }
        return (copy, used, refused)
    }

    /// `list` for `field`, its dates as the app's `Date`s: ISO 8601 text
    /// becomes the instant on the sample clock where the field is declared
    /// as `Date` or the states hold a date there (a number); for a field
    /// declared as `Date`, other text is refused (`nil`, with the key and
    /// text in `refused`). Any other field's list is as given.
    private func dates(_ list: [ActivityValue], key: String, field: String, refused: inout [(key: String, text: String)]) -> [ActivityValue]? {
        let declared = dateFields.contains(field)
        guard declared || states.contains(where: { $0.fields[field]?.number != nil }) else { return list }
        var dates: [ActivityValue] = []
        for value in list {
            guard case .string(let text) = value else { dates.append(value); continue }
            if let date = EnvironmentValue.isoDate(text) {
                dates.append(.number(date))
            } else if declared {
                refused.append((key, text))
                return nil
            } else {
                dates.append(value)
            }
        }
        return dates
    }

    /// The spellings a `values:` key may use for a stand-in, normalized.
    static func names(of standIn: StandIn, field: String) -> Set<String> {
        var names: Set<String> = [normalized(standIn.expression), normalized(field)]
        // A key may name the stand-in by where it is written (`Ride.swift:41`).
        if standIn.location.isKnown { names.insert(standIn.location.description) }
        for prefix in ["context.state.", "context.attributes."] where !field.hasPrefix("unevaluated_") {
            names.insert(normalized(prefix + field))
        }
        return names
    }

    /// An expression without its spaces (`a+b` and `a + b` are one key).
    static func normalized(_ expression: String) -> String {
        String(expression.filter { !$0.isWhitespace })
    }
}
