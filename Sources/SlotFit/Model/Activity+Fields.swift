extension Activity {
    /// Every field its views read — text arguments, `String` values, keys
    /// from fields, dates, conditions, timers, progress — and the fields
    /// its derived values read, sorted; environment values (`$now`…) and
    /// the derived values' own names are left out.
    public var fieldsRead: [String] {
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
        return result.filter { !$0.hasPrefix("$") }.sorted()
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
