extension Activity {
    /// Every text, label and timer of its views, each once (a view shared
    /// by two presentations is one).
    var textViews: [ActivityView] {
        var found: [ActivityView] = []
        var visited = Set<ActivityView>()
        func walk(_ view: ActivityView) {
            guard visited.insert(view).inserted else { return }
            switch view.kind {
            case .text, .label, .timer: found.append(view)
            default: break
            }
            view.children.forEach(walk)
            (view.modifiers.background + view.modifiers.overlay).forEach(walk)
        }
        presentationViews.forEach(walk)
        return found
    }

    /// The texts and timers of its views, and how many of them read no
    /// stand-in (`assumed`, through derived values) and are no approximated
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
        let views = textViews
        // Texts inside a view whose condition reads a stand-in (an `if`
        // SlotFit could not evaluate) show on its assumption.
        var underAssumedCondition = Set<ActivityView>()
        var visited: [Bool: Set<ActivityView>] = [false: [], true: []]
        func mark(_ view: ActivityView, _ assumedAbove: Bool) {
            guard visited[assumedAbove]!.insert(view).inserted else { return }
            let here = assumedAbove || (view.condition.map { readsStandIn($0.terms.map(\.field)) } ?? false)
            if here { underAssumedCondition.insert(view) }
            view.children.forEach { mark($0, here) }
            (view.modifiers.background + view.modifiers.overlay).forEach { mark($0, here) }
        }
        presentationViews.forEach { mark($0, false) }
        let exact = views.filter { view in
            var read: [String]
            switch view.kind {
            case .text(_, let arguments), .label(_, let arguments, _, _): read = arguments.map(\.field)
            case .timer(let spec): read = [spec.seconds] + (spec.interval.map { [$0] } ?? [])
            default: read = []
            }
            switch view.lookup {
            case .value(let field), .keyFrom(let field), .date(let field, _): read.append(field)
            case .localized, .verbatim, .symbol: break
            }
            return view.approximated == nil && !readsStandIn(read) && !underAssumedCondition.contains(view)
        }.count
        // Texts in branches never taken count, and are not exact; so do
        // the texts a stand-in box hides.
        let untaken = untakenTexts.subtracting(views.map(\.location)).count
        return (views.count + untaken + hiddenTexts, exact)
    }

    /// The texts the stand-in boxes of its views hide (a `Chart`,
    /// a view declared nowhere), each box once.
    var hiddenTexts: Int {
        var count = 0
        var visited = Set<ActivityView>()
        func walk(_ view: ActivityView) {
            guard visited.insert(view).inserted else { return }
            if case .unreadView(_, let hidden)? = view.approximatedConstruct { count += hidden }
            view.children.forEach(walk)
            (view.modifiers.background + view.modifiers.overlay).forEach(walk)
        }
        presentationViews.forEach(walk)
        return count
    }

    /// Where each text, label and timer of its views is written: what
    /// `check` compares with the texts its snapshots laid out, to name those
    /// no sample state shows (never checked).
    /// Texts in branches the importer never took are among them.
    public var textLocations: Set<SourceLocation> { Set(textViews.map(\.location)).union(untakenTexts) }
}
