extension Activity {
    /// Every field its views read — text arguments, `String` values, keys
    /// from fields, dates, conditions, timers, progress — and the fields
    /// its derived values read, sorted; environment values (`$now`…) and
    /// the derived values' own names are left out.
    public var fieldsRead: [String] {
        valuesRead.filter { !$0.hasPrefix("$") }.sorted()
    }

    /// Whether its views read `value` (`context.isStale` in a condition, a
    /// text or a derived value), so a state with it set lays them out.
    public func reads(_ value: EnvironmentValue) -> Bool {
        valuesRead.contains(value.rawValue)
    }

    /// Every field and environment value its views read, through derived values.
    var valuesRead: Set<String> {
        var found = Set<String>()
        func condition(_ condition: Condition?) { condition?.terms.forEach { found.insert($0.field) } }
        func walk(_ view: ActivityView) {
            condition(view.condition)
            switch view.kind {
            case .text(_, let arguments), .label(_, let arguments, _, _):
                arguments.forEach { found.insert($0.field) }
            case .timer(let spec):
                found.insert(spec.seconds)
                spec.interval.map { _ = found.insert($0) }
                condition(spec.pausedWhen)
            case .progress(let spec):
                if Double(spec.value) == nil { found.insert(spec.value) }
                if let total = spec.total, Double(total) == nil { found.insert(total) }
            default: break
            }
            switch view.lookup {
            case .value(let field), .keyFrom(let field), .date(let field, _): found.insert(field)
            case .localized, .verbatim, .symbol: break
            }
            view.children.forEach(walk)
            (view.modifiers.background + view.modifiers.overlay).forEach(walk)
        }
        presentationViews.forEach(walk)
        // Through derived values to the fields they read.
        var pending = Array(found)
        var result = Set<String>()
        var seen = Set<String>()
        while let field = pending.popLast() {
            guard seen.insert(field).inserted else { continue }
            if let expression = derived[field] { pending += expression.fields } else { result.insert(field) }
        }
        return result
    }

    /// With views that read `context.isStale`, a copy of the first state
    /// marked stale (`riding-stale`): what the views show once the
    /// activity's `staleDate` has passed ("Updating…") is laid out and
    /// checked too, never left unread.
    public func withStaleVariant() -> Activity {
        guard reads(.isStale), let first = states.first, !states.contains(where: { $0.fields[EnvironmentValue.isStale.rawValue] != nil }) else { return self }
        var copy = self
        var stale = first
        stale.name = first.name + "-stale"
        stale.fields[EnvironmentValue.isStale.rawValue] = .bool(true)
        copy.states.append(stale)
        return copy
    }
}

/// Sample values for an activity read from Swift source, given in
/// slotfit.yml (`samples:`) where the source has none or too few: the
/// attributes' values and named ContentStates.
public struct ActivitySamples: Sendable, Hashable {
    public var attributes: [String: ActivityValue]
    public var states: [Activity.State]
    /// `from:`: push payload files (paths as written, relative to the
    /// project) whose `aps.content-state` objects are sample states.
    public var payloads: [String] = []
    public init(attributes: [String: ActivityValue] = [:], states: [Activity.State] = []) {
        self.attributes = attributes
        self.states = states
    }
}
