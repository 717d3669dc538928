import SlotFitText

extension Activity {
    /// The activity with a generated `stress` state: the first sample
    /// state with each listed field set to its longest candidate (by the
    /// characters it shows: "Maximiliano Alessandro" over "Ana", 1250.5
    /// over 999, "99+" over 7), so every view is laid out at its widest.
    /// A field no state or attribute has is an error naming the fields
    /// there are.
    public func addingStressState(_ candidates: [String: [ActivityValue]], source: SourceLocation) throws -> Activity {
        guard !candidates.isEmpty else { return self }
        let known = Set(states.flatMap(\.fields.keys)).union(attributes.keys)
        for field in candidates.keys.sorted() where !known.contains(field) {
            throw SlotFitError(.manifest, "stress.\(name).\(field): \(name) has no field \"\(field)\"\(DidYouMean.suffix(for: field, in: known.sorted())); fields: \(known.sorted().joined(separator: ", "))", at: source)
        }
        var fields = states.first?.fields ?? [:]
        for (field, values) in candidates {
            // The longest as shown; the first of equal length.
            let longest = values.enumerated().max { a, b in
                let la = Self.shownLength(a.element), lb = Self.shownLength(b.element)
                return la != lb ? la < lb : a.offset > b.offset
            }
            if let longest { fields[field] = longest.element }
        }
        var name = "stress"
        var index = 2
        while states.contains(where: { $0.name == name }) { name = "stress-\(index)"; index += 1 }
        var copy = self
        copy.states.append(State(name: name, fields: fields))
        return copy
    }

    /// Characters a value shows as (a whole number without ".0").
    static func shownLength(_ value: ActivityValue) -> Int { value.shown.count }
}
