import SlotFitStrings

extension TextSource {
    /// The stand-in a field or derived value rests on, if any: a field
    /// SlotFit assumed (`Activity.assumed`), or one a derived value reads
    /// (through other derived values; a cycle or a chain past 16 stops).
    func standIn(_ name: String) -> StandIn? {
        standIn(name, depth: 0)
    }

    private func standIn(_ name: String, depth: Int) -> StandIn? {
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
}
