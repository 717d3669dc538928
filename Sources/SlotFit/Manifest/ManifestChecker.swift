import Foundation
import SlotFitStrings
import SlotFitText

/// Checks a parsed activity against its states and catalog.
struct ManifestChecker {
    let source: String
    let activity: Activity
    let locations: [String: SourceLocation]
    /// The activity's catalog when already read; read from its path when `nil`.
    var catalog: StringCatalog? = nil

    func check() throws {
        let catalog = try self.catalog ?? activity.catalog.map { path -> StringCatalog in
            do { return try StringCatalog.loadOnDemand(path, table: activity.table, sourceLanguage: activity.developmentLanguages[path] ?? "en") } catch let error as SlotFitError {
                throw error.within("\(source): catalog")
            }
        }
        var views: [(String, ActivityView)] = []
        if let v = activity.lockScreen { views.append(("lockScreen", v)) }
        if let v = activity.small { views.append(("small", v)) }
        if let v = activity.compactLeading { views.append(("dynamicIsland.compactLeading", v)) }
        if let v = activity.compactTrailing { views.append(("dynamicIsland.compactTrailing", v)) }
        if let v = activity.minimal { views.append(("dynamicIsland.minimal", v)) }
        for (region, v) in activity.expanded.sorted(by: { $0.key.rawValue < $1.key.rawValue }) { views.append(("dynamicIsland.expanded.\(region.rawValue)", v)) }
        for (path, view) in views { try check(view, path: path, catalog: catalog, states: activity.states) }
        // Values the DSL may set without the manifest reader's range check.
        for state in activity.states {
            for (field, value) in state.fields.sorted(by: { $0.key < $1.key }) {
                guard case .number(let n) = value, !n.isFinite || abs(n) > ManifestReader.largestValue else { continue }
                let path = "states.\(state.name).\(field)"
                throw SlotFitError(.manifest, "\(n) is beyond what SlotFit lays out (numbers up to ±1e15); use a realistic value", at: locations[path] ?? SourceLocation(file: source), keyPath: "\(path)")
            }
        }
    }

    /// A field a view reads must be an attribute or defined by some state;
    /// a state may leave it out (an optional: nil there), unless what it has
    /// instead is a near spelling of it. With `states` nil (a condition's own
    /// field) some state or attribute must define it.
    func requireField(_ name: String, _ view: ActivityView, _ path: String, what: String, states: [Activity.State]? = nil) throws {
        let field = name.hasPrefix("!") ? String(name.dropFirst()) : name
        if activity.attributes[field] != nil { return }
        // A stand-in: no value, known to be none (the text is unverified).
        if activity.assumed[field] != nil { return }
        if let expression = activity.derived[field] {
            // A derived value: every field it reads must exist somewhere (a
            // state leaving one out gives nil, which `??` handles).
            for read in expression.fields where read != field && activity.derived[read] == nil {
                try requireField(read, view, path, what: "\(what) \"\(field)\" reads", states: nil)
            }
            return
        }
        if field.hasPrefix("$") {
            guard ActivityView.environmentFields.contains(field) else {
                throw SlotFitError(.manifest, "\(what) \"\(field)\" is not an environment value; known: \(ActivityView.environmentFields.sorted().joined(separator: ", "))", at: view.location, keyPath: "\(path)")
            }
            return
        }
        let definedSomewhere = activity.states.contains { $0.fields[field] != nil }
        var missing = states.map { $0.filter { $0.fields[field] == nil }.map(\.name) } ?? (definedSomewhere ? [] : activity.states.map(\.name))
        if definedSomewhere && !missing.isEmpty {
            // A field some states define and others leave out is optional
            // (nil where absent: ContentState's `String?`), unless the state
            // that leaves it out has a near spelling of it that the states
            // defining it lack — a typo, not an optional.
            let defining = activity.states.filter { $0.fields[field] != nil }
            for name in missing {
                guard let state = activity.states.first(where: { $0.name == name }) else { continue }
                let ownOnly = state.fields.keys.filter { key in !defining.contains { $0.fields[key] != nil } }.sorted()
                if let near = DidYouMean.nearest(to: field, in: ownOnly) {
                    throw SlotFitError(.manifest, "\(what) \"\(field)\": state \(name) does not define it but has \"\(near)\"; a field a state leaves out is nil (an optional), so check the spelling", at: view.location, keyPath: "\(path)")
                }
            }
            missing = []
        }
        if activity.states.isEmpty || !missing.isEmpty {
            let known = Set(activity.attributes.keys).union(activity.states.flatMap { $0.fields.keys }).sorted()
            let closest = DidYouMean.nearest(to: field, in: known)
            let where_ = activity.states.isEmpty ? "no attribute or state defines it" : "state\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) \(missing.count == 1 ? "does" : "do") not define it"
            throw SlotFitError(.manifest, "\(what) \"\(field)\" is not an attribute, and \(where_)\(DidYouMean.phrase(closest))", at: view.location, keyPath: "\(path)")
        }
    }

    /// Every value a field takes in the attributes and the sample states,
    /// as a condition compares them (`TextSource.condition`).
    func valuesSeen(_ field: String) -> [String] {
        if let environment = EnvironmentValue(rawValue: field) { return environment.values }
        if let expression = activity.derived[field] {
            let empty = StringCatalog(sourceLanguage: "en")
            return Set(activity.states.map { state in
                TextSource.comparable(TextSource(activity: activity, state: state, catalog: empty, tables: [:], localization: "en", locale: "en").value(field) ?? .null)
            }).sorted() + (expression.fields.contains { $0.hasPrefix("$") } ? ["false", "true"] : [])
        }
        let values = [activity.attributes[field]] + activity.states.map { $0.fields[field] }
        return Set(values.compactMap { $0.map(TextSource.comparable) }).sorted()
    }

    /// `field == value` where no state has the value hides (or shows) the
    /// view in every state: a typo, never what was meant.
    func checkCondition(_ condition: Condition, _ view: ActivityView, _ path: String, what: String) throws {
        for term in condition.terms {
            try requireField(term.field, view, path, what: what)
            guard let wanted = term.value, term.mustMatchASample else { continue }
            let seen = valuesSeen(term.field)
            if !seen.contains(wanted) {
                let closest = DidYouMean.nearest(to: wanted, in: seen)
                let place = locations["\(view.keyPath).if"] ?? view.location
                throw SlotFitError(.manifest, "\(what) \"\(condition)\" compares \(term.field) with \"\(wanted)\", a value no sample state has, so the view is \(term.negated ? "shown" : "hidden") in every state; values seen: \(seen.map { "\"\($0)\"" }.joined(separator: ", "))\(DidYouMean.phrase(closest))", at: place, keyPath: "\(path)")
            }
        }
    }

    /// The states in which a view with `condition` shows, among `states`
    /// (all of them when the condition reads the environment, which
    /// depends on the locale).
    func visible(_ condition: Condition?, in states: [Activity.State]) -> [Activity.State] {
        guard let condition, !condition.terms.contains(where: { term in
            term.field.hasPrefix("$") || (activity.derived[term.field]?.fields.contains { $0.hasPrefix("$") } ?? false)
        }) else { return states }
        let empty = StringCatalog(sourceLanguage: "en")
        return states.filter { TextSource(activity: activity, state: $0, catalog: empty, tables: [:], localization: "en", locale: "en").condition(condition) }
    }

    func check(_ view: ActivityView, path: String, catalog: StringCatalog?, states parentStates: [Activity.State]) throws {
        let path = view.keyPath.isEmpty ? path : view.keyPath
        if let condition = view.condition { try checkCondition(condition, view, path, what: "condition") }
        let states = visible(view.condition, in: parentStates)
        switch view.kind {
        case .text(_, let arguments), .label(_, let arguments, _, _):
            for argument in arguments { try requireField(argument.field, view, path, what: "argument", states: states) }
            // A key the catalog lacks is shown as written, as iOS shows it:
            // the render reports it (`missing-key`), naming the closest keys.
            if let field = view.keyField {
                try requireField(field, view, path, what: "text key field", states: states)
            }
            if case .value(let field) = view.lookup {
                try requireField(field, view, path, what: "text value field", states: states)
            }
            if case .date(let field, _) = view.lookup {
                try requireField(field, view, path, what: "date field", states: states)
            }
            if let bundle = view.bundle, activity.bundles[bundle] == nil {
                let closest = DidYouMean.nearest(to: bundle, in: activity.bundles.keys.sorted())
                throw SlotFitError(.manifest, "no bundle is named \"\(bundle)\"\(DidYouMean.phrase(closest)); name its catalog in the activity's bundles: { \(bundle): path/to/Localizable.xcstrings }", at: locations["\(path).bundle"] ?? view.location, keyPath: "\(path).bundle")
            }
        case .timer(let spec):
            try requireField(spec.seconds, view, path, what: "timer field", states: states)
            if let paused = spec.pausedWhen { try checkCondition(paused, view, path, what: "timer condition") }
            if let interval = spec.interval { try requireField(interval, view, path, what: "timer field", states: states) }
        default: break
        }
        for (index, child) in view.children.enumerated() {
            try check(child, path: "\(path).\(view.kind.name).content[\(index)]", catalog: catalog, states: states)
        }
        for (index, decoration) in (view.modifiers.background + view.modifiers.overlay).enumerated() {
            try check(decoration, path: "\(path).decoration[\(index)]", catalog: catalog, states: states)
        }
        if case .progress(let spec) = view.kind {
            for name in [spec.value] + (spec.total.map { [$0] } ?? []) where Double(name) == nil {
                try requireField(name, view, path, what: "progress field", states: states)
            }
        }
    }
}

