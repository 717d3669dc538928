import SlotFit
import SwiftSyntax

extension SourceInventory {
    /// Reads the configuration's closures into `activity`: the Lock Screen
    /// (and `.small`) closure, then the Dynamic Island's. Returns the
    /// Dynamic Island closure, if any.
    static func interpretClosures(of call: FunctionCallExprSyntax, into activity: inout Activity, widgetScope: Scope, index: ModuleIndex,
                                  interpreter: inout ViewInterpreter) -> ClosureExprSyntax? {
        if let lock = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self) {
            // `if family == .small { … } else { … }` at the root: the
            // `.small` view (CarPlay, the Smart Stack) and the Lock Screen's.
            (activity.lockScreen, activity.small) = splittingByFamily(closureViews(lock, widgetScope: widgetScope, interpreter: &interpreter))
        }
        let islandClosure = call.additionalTrailingClosures.first { $0.label.text == "dynamicIsland" }?.closure
            ?? call.arguments.first { $0.label?.text == "dynamicIsland" }?.expression.as(ClosureExprSyntax.self)
        if let islandClosure, let source = islandSource(islandClosure, index: index) {
            let scope = islandScope(source, closure: islandClosure, widgetScope: widgetScope, interpreter: &interpreter)
            let island = source.call
            if let regions = island.trailingClosure ?? island.arguments.first(where: { $0.label?.text == "expanded" })?.expression.as(ClosureExprSyntax.self) {
                interpretRegions(regions, into: &activity, scope: scope, interpreter: &interpreter)
            }
            interpretCompact(island, into: &activity, scope: scope, interpreter: &interpreter)
        }
        return islandClosure
    }

    /// A closure's views with its parameter (`context`) in scope.
    static func closureViews(_ closure: ClosureExprSyntax, widgetScope: Scope, interpreter: inout ViewInterpreter) -> ActivityView? {
        var scope = widgetScope
        scope.names[parameterName(closure) ?? "context"] = .context
        let views = interpreter.within(scope) { $0.views(closure.statements) }
        return views.isEmpty ? nil : views.count == 1 ? views[0] : ActivityView(.group(content: views), location: interpreter.here(closure))
    }

    /// The scope the Dynamic Island's views are read in: the widget's, the
    /// context's names, a function's parameters bound to the arguments the
    /// closure passes, and the `let`s before `DynamicIsland { … }`.
    static func islandScope(_ source: IslandSource, closure islandClosure: ClosureExprSyntax, widgetScope: Scope,
                            interpreter: inout ViewInterpreter) -> Scope {
        // The closure's own scope: its context parameter.
        var closureScope = widgetScope
        closureScope.names[parameterName(islandClosure) ?? "context"] = .context
        var scope = widgetScope
        for contextName in source.contextNames { scope.names[contextName] = .context }
        // A function's parameters: the arguments the closure passes
        // (`makeIsland(attributes: context.attributes, state: context.state)`).
        for (name, argument, type) in source.arguments { scope.names[name] = .syntax(argument, closureScope, type: type) }
        // `let accent = context.state.tint` before `DynamicIsland { … }`.
        for statement in source.statements {
            guard let declaration = statement.item.as(VariableDeclSyntax.self) else { continue }
            scope = interpreter.within(scope) { interpreter in
                interpreter.bind(declaration)
                return interpreter.scope
            }
        }
        return scope
    }

    /// The expanded regions (`DynamicIslandExpandedRegion(.leading) { … }`)
    /// with their priorities.
    static func interpretRegions(_ regions: ClosureExprSyntax, into activity: inout Activity, scope: Scope, interpreter: inout ViewInterpreter) {
        for region in regionCalls(regions.statements) {
            guard let position = region.arguments.first?.expression.trimmedDescription,
                  let place = Activity.ExpandedRegion(rawValue: String(position.drop { $0 == "." })),
                  let body = region.trailingClosure else { continue }
            let views = interpreter.within(scope) { $0.views(body.statements) }
            activity.expanded[place] = views.isEmpty ? nil : views.count == 1 ? views[0] : ActivityView(.group(content: views), location: interpreter.here(region))
            if let priority = region.arguments.first(where: { $0.label?.text == "priority" }).flatMap({ DeclarationFinder.literal($0.expression)?.number }) {
                activity.expandedPriorities[place] = priority
            }
        }
    }

    /// The compact leading and trailing views and the minimal view: the
    /// island's other trailing closures.
    static func interpretCompact(_ island: FunctionCallExprSyntax, into activity: inout Activity, scope: Scope, interpreter: inout ViewInterpreter) {
        for closure in island.additionalTrailingClosures {
            let views = interpreter.within(scope) { $0.views(closure.closure.statements) }
            let one = views.isEmpty ? nil : views.count == 1 ? views[0] : ActivityView(.group(content: views), location: interpreter.here(closure))
            // Empty as written (nothing, or `EmptyView()`): a view SlotFit
            // could not build is not the app leaving the slot blank.
            let writtenEmpty = closure.closure.statements.allSatisfy { item in
                item.item.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "EmptyView"
                    || item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "EmptyView"
            }
            if views.isEmpty, writtenEmpty, let presentation = Presentation(rawValue: closure.label.text) {
                activity.emptyPresentations[presentation] = interpreter.here(closure)
            }
            switch closure.label.text {
            case "compactLeading": activity.compactLeading = one
            case "compactTrailing": activity.compactTrailing = one
            case "minimal": activity.minimal = one
            default: break
            }
        }
    }
}
