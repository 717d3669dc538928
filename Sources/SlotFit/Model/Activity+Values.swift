extension Activity {
    /// The activity with the stand-ins a team gave values for (`values:` in
    /// slotfit.yml) replaced by those values, and the keys of `values` that
    /// matched a stand-in. A key names a stand-in by its Swift expression as
    /// written (`context.state.bgValueString()`), by where it is written
    /// (`Glucose.swift:41`), or, for a field no sample sets, by the field's
    /// name (`trendArrow` or `context.state.trendArrow`). One value is that
    /// value in every state; several make each sample state a variant per
    /// value (`riding`, `riding-v2`, …), the i-th value of every list in the
    /// i-th variant (a shorter list repeats its last value). A replaced
    /// stand-in is no longer one: its texts are checked exactly.
    public func supplying(_ values: [String: [ActivityValue]]) -> (activity: Activity, used: Set<String>) {
        guard !values.isEmpty, !assumed.isEmpty else { return (self, []) }
        var given: [String: [ActivityValue]] = [:]
        var used = Set<String>()
        var supplied: [String: String] = [:]
        for (field, standIn) in assumed.sorted(by: { $0.key < $1.key }) where standIn.suppliedBy == nil {
            let names = Self.names(of: standIn, field: field)
            guard let key = values.keys.sorted().first(where: { names.contains(Self.normalized($0)) }), let list = values[key], !list.isEmpty else { continue }
            given[field] = list
            supplied[field] = key
            used.insert(key)
        }
        guard !given.isEmpty else { return (self, []) }
        var copy = self
        for (field, key) in supplied { copy.assumed[field]?.suppliedBy = key }
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
        return (copy, used)
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
