import SlotFit

extension SourceInventory {
    /// The most sample states one activity takes from the source: its
    /// previews and static samples first, then states its code builds.
    static let samplesPerActivity = 12

    /// The sample states with every owner known: a state built without its
    /// attributes type written takes the type its hint names (a struct a
    /// `typealias ContentState` names; the type whose declaration or
    /// extension encloses it), else the one type in `attributes` whose
    /// ContentState declares every label it sets; a state no type claims is
    /// left out. A state with the same owner and fields as an earlier one is
    /// left out; names are made unique per owner (`startActivity`,
    /// `startActivity-2`); each owner keeps `samplesPerActivity`, written
    /// samples (previews, static members) before the code's.
    package func resolvedSamples(against attributes: [AttributesType]) -> [SampleState] {
        Self.resolving(samples, against: attributes)
    }

    /// The sample states resolved against the inventory's own attributes types.
    package var resolvedSamples: [SampleState] { resolvedSamples(against: attributes) }

    private static func resolving(_ samples: [SampleState], against attributes: [AttributesType]) -> [SampleState] {
        var resolved: [SampleState] = []
        var seen = Set<String>()
        var names: [String: Set<String>] = [:]
        var counts: [String: Int] = [:]
        let ordered = samples.filter { $0.ownerHint == nil } + samples.filter { $0.ownerHint != nil }
        for sample in ordered {
            var state = sample
            if let hint = sample.ownerHint {
                guard let owner = Self.owner(of: sample, hint: hint, among: attributes) else { continue }
                state.attributes = owner
            }
            let identity = state.attributes + "\u{0}" + state.fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\u{0}")
            guard seen.insert(identity).inserted, counts[state.attributes, default: 0] < Self.samplesPerActivity else { continue }
            var name = state.name, index = 2
            while names[state.attributes, default: []].contains(name) { name = "\(state.name)-\(index)"; index += 1 }
            state.name = name
            names[state.attributes, default: []].insert(name)
            counts[state.attributes, default: 0] += 1
            resolved.append(state)
        }
        return resolved
    }

    private static func owner(of sample: SampleState, hint: OwnerHint, among attributes: [AttributesType]) -> String? {
        if let called = hint.calledType {
            return attributes.first { $0.stateAlias == called }?.name
        }
        if let enclosing = hint.enclosingType {
            let simple = enclosing.split(separator: ".").first.map(String.init) ?? enclosing
            if let found = attributes.first(where: { $0.name == simple || $0.name == enclosing || $0.stateAlias == enclosing }) { return found.name }
        }
        // Every label it sets is a field of exactly one ContentState.
        let labels = Set(sample.fields.keys.map { String($0.prefix { $0 != "." }) }).union(sample.unevaluated.map { String($0.prefix { $0 != "." }) })
        let claiming = attributes.filter { type in
            !type.stateFields.isEmpty && labels.isSubset(of: Set(type.stateFields.map(\.name)))
        }
        return claiming.count == 1 ? claiming[0].name : nil
    }
}
