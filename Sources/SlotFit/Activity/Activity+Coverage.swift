extension Activity {
    /// The texts and timers of its views, and how many of them read a
    /// stand-in (`assumed`, through derived values) or are an approximated
    /// view: what `slotfit import` and `init` report as "texts exact N/M"
    /// before anything is rendered (check counts the same per snapshot).
    public var textCoverage: (texts: Int, exact: Int) {
        func readsStandIn(_ names: [String]) -> Bool {
            var pending = names, seen = Set<String>()
            while let name = pending.popLast() {
                guard seen.insert(name).inserted else { continue }
                if let standIn = assumed[name], standIn.suppliedBy == nil { return true }
                if let expression = derived[name] { pending += expression.fields }
            }
            return false
        }
        var texts = 0, exact = 0
        var visited = Set<ActivityView>()
        func walk(_ view: ActivityView) {
            guard visited.insert(view).inserted else { return }
            var read: [String]? = nil
            switch view.kind {
            case .text(_, let arguments), .label(_, let arguments, _, _):
                read = arguments.map(\.field)
                switch view.lookup {
                case .value(let field), .keyFrom(let field), .date(let field, _): read?.append(field)
                case .localized, .verbatim: break
                }
            case .timer(let spec): read = [spec.seconds] + (spec.interval.map { [$0] } ?? [])
            default: break
            }
            if let read {
                texts += 1
                if view.approximated == nil && !readsStandIn(read) { exact += 1 }
            }
            view.children.forEach(walk)
            (view.modifiers.background + view.modifiers.overlay).forEach(walk)
        }
        presentationViews.forEach(walk)
        return (texts, exact)
    }

    /// Where each text, label and timer of its views is written: what
    /// `check` compares with the texts its snapshots laid out, to name those
    /// no sample state shows (never checked).
    public var textLocations: Set<String> {
        var found = Set<String>()
        var visited = Set<ActivityView>()
        func walk(_ view: ActivityView) {
            guard visited.insert(view).inserted else { return }
            switch view.kind {
            case .text, .label, .timer: found.insert(view.location)
            default: break
            }
            view.children.forEach(walk)
            (view.modifiers.background + view.modifiers.overlay).forEach(walk)
        }
        presentationViews.forEach(walk)
        return found
    }
}
