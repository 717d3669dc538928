import SlotFit
import SlotFitStrings
import SwiftSyntax

/// What the importer made of one `ActivityConfiguration`.
public struct ActivityImport: Sendable, Hashable, Codable {
    /// The attributes type's name (the activity's name).
    public var name: String
    public var file: String
    public var line: Int
    /// Its sample states, by name.
    public var states: [String]
    /// The view and modifier constructs seen (`VStack`, `.padding`,
    /// `Text(timerInterval:)`, a custom view's name…), in order, each once.
    public var constructs: [String]
    /// How many constructs were modelled exactly.
    public var understood: Int
    /// What was approximated, with file, line and assumption.
    public var approximated: [Approximation]
    /// The values it computed from the fields (`Activity.derived`), as text.
    public var derived: [String]
    /// Fields the views read that no sample state or attribute sets (a
    /// placeholder stands in; give them values under `samples:` in
    /// slotfit.yml, or in a `#Preview`'s `contentStates`).
    public var needs: [String] = []
    /// Names the views read that SlotFit finds declared nowhere in the
    /// sources (`context.state.r` where the state is declared in a file
    /// outside `sources:`, or through a type SlotFit cannot follow), each
    /// located, with the nearest declared name. The app compiles, so the
    /// name exists: each is a warning, and the texts reading it are
    /// unverified (a stand-in), never a refusal of the project.
    public var unresolvedNames: [SlotFitError] = []
    /// Its texts and timers, and those that read nothing SlotFit stood in
    /// for (`Activity.textCoverage`): the coverage figure.
    public var texts = 0
    public var textsExact = 0

    /// The share of view and modifier constructs modelled exactly:
    /// understood ÷ (understood + approximated constructs); placeholders
    /// for sample values are not constructs.
    public var understoodShare: Double {
        let total = understood + approximated.filter { !$0.isSample }.count
        return total == 0 ? 1 : Double(understood) / Double(total)
    }
}

/// The Live Activities of a widget extension as SlotFit's model, read from
/// its Swift source, and what was approximated on the way.
package struct ImportedActivities: Sendable {
    public var activities: [Activity]
    /// Per activity, in the same order.
    public var reports: [ActivityImport]
    /// Every approximation, in order.
    package var approximations: [Approximation] { reports.flatMap(\.approximated) }
}

extension SourceInventory {
    /// Interprets every configuration's views into activities, with the
    /// sample states the source declares and the attributes' static
    /// sample. `branches` chooses `#if` / `#available` branches. Each
    /// activity is interpreted within `limits` (what is cut is an
    /// approximation), on a thread with a stack for the deepest file an
    /// inventory accepts.
    package func importActivities(branches: BranchChoice = .newest, samples given: [String: ActivitySamples] = [:],
                                 limits: ImportLimits = .standard) -> ImportedActivities {
        LargeStack.run { interpret(branches: branches, samples: given, limits: limits) }
    }

    private func interpret(branches: BranchChoice, samples given: [String: ActivitySamples], limits: ImportLimits) -> ImportedActivities {
        // Every text here was parsed, folded and accepted once already.
        let trees = trees.trees.count == files.count ? zip(files, trees.trees).map { (file: $0.0, tree: $0.1) }
            : zip(files, texts).compactMap { file, text in (try? SourceInventory.parse(text, file: file, limits: limits)).map { (file: file, tree: $0) } }
        var index = ModuleIndex()
        var locations: [SyntaxIdentifier: (file: String, converter: SourceLocationConverter)] = [:]
        for (file, tree) in trees {
            index.add(tree, file: file)
            locations[tree.id] = (file, SourceLocationConverter(fileName: file, tree: tree))
        }
        var activities: [Activity] = []
        var reports: [ActivityImport] = []
        // The sample states with their owners resolved, once for every configuration.
        let resolved = resolvedSamples
        // Two configurations of one attributes type (a Live Activity and a
        // variant with `.supplementalActivityFamilies`) are two activities:
        // each is named by its widget, or its goldens would overwrite the
        // other's.
        let sharedTypes = Set(Dictionary(grouping: configurations, by: \.attributes).filter { $0.value.count > 1 }.keys)
        var takenNames = Set<String>()
        for (file, tree) in trees {
            let finder = ConfigurationCallFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            for call in finder.calls {
                let converter = locations[tree.id]!.converter
                let start = call.startLocation(converter: converter)
                guard let configuration = configurations.first(where: { $0.location.file == file && $0.location.line == start.line && $0.location.column == start.column }) else { continue }
                let declared = attributes.first { $0.name == configuration.attributes }.map(index.flattening)
                var interpreter = Self.interpreter(for: declared, index: index, files: locations, branches: branches, limits: limits)
                let name = Self.activityName(configuration.attributes, call: call, line: start.line, shared: sharedTypes, taken: &takenNames)
                var activity = sourceActivity(name, configuration: configuration, declared: declared, call: call, index: index, branches: branches,
                                              samples: resolved)
                let widgetScope = Self.widgetScope(of: call)
                let islandClosure = Self.interpretClosures(of: call, into: &activity, widgetScope: widgetScope, index: index, interpreter: &interpreter)
                Self.takeResults(of: interpreter, islandClosure: islandClosure, into: &activity)
                // Samples from slotfit.yml: over the source's, by name.
                if let extra = given[configuration.attributes] { Self.mergeSamples(extra, into: &activity) }
                let (keyed, report) = finish(activity, declared: declared, at: configuration.location, file: file, line: start.line, interpreter: &interpreter)
                activities.append(keyed)
                reports.append(report)
            }
        }
        return ImportedActivities(activities: activities, reports: reports)
    }

    /// Gives every field the views read that no state or attribute sets a
    /// placeholder of its declared type (a `String` its own name, numbers
    /// 0, `Bool` false, a `Date` the sample clock, an enum its first case),
    /// noted as an approximation; optionals stay nil. Without any sample
    /// state, one named `placeholder` holds them. Returns the fields.
    func fillPlaceholders(_ activity: inout Activity, declared: AttributesType?, interpreter: inout ViewInterpreter, at location: SourceLocation) -> [String] {
        // A field declared with a value has it in every sample that leaves
        // it out (the memberwise initializer's default).
        for field in (declared?.stateFields ?? []) where field.initial != nil {
            for index in activity.states.indices where activity.states[index].fields[field.name] == nil {
                activity.states[index].fields[field.name] = field.initial
            }
        }
        for field in (declared?.fields ?? []) where field.initial != nil && activity.attributes[field.name] == nil {
            activity.attributes[field.name] = field.initial
        }
        // Fields declared as data (an enum, a number, a date…) hold the same
        // value in every language; a String is what the app makes per language.
        let textTypes: Set<String> = ["String", "Substring", "[String]", "LocalizedStringKey", "LocalizedStringResource", "AttributedString"]
        for field in (declared?.fields ?? []) + (declared?.stateFields ?? []) where !textTypes.contains(field.type) {
            activity.sameInEveryLanguage.insert(field.name)
        }
        let fields = (declared?.fields ?? []) + (declared?.stateFields ?? [])
        activity.dateFields = Set(fields.filter { $0.type == "Date" }.map(\.name))
        // `trains.0.destination`: a field of an element of a list of structs.
        // Its row shows while the list has the element, so it needs no
        // placeholder; a member declared as data is the same in every language.
        func listElement(_ name: String) -> (list: Field, member: String)? {
            let parts = name.split(separator: ".", maxSplits: 2)
            guard parts.count == 3, Int(parts[1]) != nil, let list = fields.first(where: { $0.name == parts[0] && $0.type.hasPrefix("[") }) else { return nil }
            return (list, String(parts[2]))
        }
        for name in activity.fieldsRead {
            guard let (list, member) = listElement(name),
                  let type = interpreter.index.structFields[String(list.type.dropFirst().dropLast())]?.first(where: { $0.name == member })?.type,
                  !textTypes.contains(type) else { continue }
            activity.sameInEveryLanguage.insert(name)
        }
        let set = Set(activity.attributes.keys).union(activity.states.flatMap { $0.fields.keys })
        let missing = activity.fieldsRead.filter { !set.contains($0) && activity.assumed[$0] == nil && listElement($0) == nil }
        var placeholders: [String: ActivityValue] = [:]
        for name in missing {
            guard let field = fields.first(where: { $0.name == name }) else {
                // A field of a nested value or a type not among the sources: nil.
                placeholders[name] = .null
                activity.assumed[name] = StandIn(expression: name, location: .unknown, reason: "no sample state sets it, and its type is not in the sources")
                interpreter.approximations.append(Approximation(location: location, construct: name,
                    assumed: "nil (no sample state sets it and its type is not in the sources; give it a value under values: in slotfit.yml)", isSample: true))
                continue
            }
            if let initial = field.initial {
                // Declared with a value: what every sample leaving it out has.
                placeholders[name] = initial
                continue
            }
            if field.isOptional {
                placeholders[name] = .null
                activity.assumed[name] = StandIn(expression: name, location: SourceLocation(file: field.location.file, line: field.location.line), reason: "no sample state sets it; SlotFit assumed nil")
                continue
            }
            let value: ActivityValue
            switch field.type {
            case "String", "LocalizedStringKey", "LocalizedStringResource": value = .string(name)
            case "Int", "Int64", "Int32", "UInt", "Double", "Float", "CGFloat", "Decimal", "TimeInterval": value = .number(0)
            case "Bool": value = .bool(false)
            case "Date": value = .number(EnvironmentValue.sampleNow)
            case let type where type.hasPrefix("["): value = .list([])
            case let type where type.hasPrefix("Measurement<"):
                // Zero in the dimension's first unit: `Measurement<UnitLength>` 0 m.
                guard let unit = MeasurementUnit.units(of: String(type.dropFirst("Measurement<".count).dropLast())).first else { continue }
                value = .measurement(0, unit: unit.cldr)
            case let type:
                guard let first = enums.first(where: { $0.name == type || type.hasSuffix("." + $0.name) })?.cases.first else { continue }
                value = .string(first)
            }
            placeholders[name] = value
            var standIn = StandIn(expression: name, location: SourceLocation(file: field.location.file, line: field.location.line), reason: "no sample state sets it; SlotFit assumed \(value)")
            if let members = interpreter.index.structFields[String(field.type.dropFirst().dropLast())], field.type.hasPrefix("[") {
                // A list of structs is given per state, each element a mapping.
                standIn.form = "give it under samples: (per state) as a list, each element {\(members.map { "\($0.name): …" }.joined(separator: ", "))}"
            } else if case .measurement(_, let unit) = value {
                standIn.form = "a measurement: {value: 350, unit: \(MeasurementUnit.symbol(of: unit))}"
            }
            activity.assumed[name] = standIn
            interpreter.approximations.append(Approximation(location: field.location, construct: name,
                assumed: "\(value) (no sample state sets it; give it a value in a #Preview's contentStates, or under values: (every state) or samples: (per state) in slotfit.yml)", isSample: true))
        }
        // A condition SlotFit could not evaluate: true until values: gives it values.
        for (name, standIn) in activity.assumed {
            if let placeholder = standIn.placeholder { placeholders[name] = placeholder }
        }
        if activity.states.isEmpty && (!placeholders.isEmpty || !missing.isEmpty) {
            activity.states = [Activity.State(name: "placeholder", fields: placeholders)]
            interpreter.approximations.append(Approximation(location: location, construct: activity.name,
                assumed: "one placeholder state (the source has no sample states; add a #Preview with contentStates or samples: in slotfit.yml)", isSample: true))
        } else {
            for index in activity.states.indices {
                activity.states[index].fields.merge(placeholders) { own, _ in own }
            }
        }
        return missing
    }

    /// A root whose views each show under `$activityFamily == small` or
    /// its negation, as the Lock Screen view and the `.small` view, the
    /// family term dropped; any other root as it is.
    static func splittingByFamily(_ root: ActivityView?) -> (medium: ActivityView?, small: ActivityView?) {
        guard let root, case .group(let children) = root.kind, root.modifiers == ViewModifiers() else { return (root, nil) }
        let family = EnvironmentValue.activityFamily.rawValue
        var medium: [ActivityView] = [], small: [ActivityView] = []
        for child in children {
            guard let condition = child.condition,
                  let term = condition.terms.first(where: { $0.field == family && $0.value != nil }) else { return (root, nil) }
            let isSmall = (term.value == "small") != term.negated
            var copy = child
            let rest = condition.terms.filter { $0 != term }
            copy.condition = rest.isEmpty ? nil : Condition(terms: rest)
            if isSmall { small.append(copy) } else { medium.append(copy) }
        }
        func one(_ views: [ActivityView]) -> ActivityView? {
            views.isEmpty ? nil : views.count == 1 ? views[0] : ActivityView(.group(content: views), location: root.location)
        }
        return (one(medium), one(small))
    }

    /// The struct declaration a node is in, if any.
    static func enclosingStruct(_ node: some SyntaxProtocol) -> StructDeclSyntax? {
        var current = node.parent
        while let parent = current {
            if let found = parent.as(StructDeclSyntax.self) { return found }
            current = parent.parent
        }
        return nil
    }

    /// The argument of a `.keylineTint(…)` in a `dynamicIsland:` closure.
    static func keylineTint(in closure: ClosureExprSyntax) -> ExprSyntax? {
        final class Finder: SyntaxVisitor {
            var found: ExprSyntax?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "keylineTint" {
                    found = node.arguments.first?.expression
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(closure)
        return finder.found
    }

    /// A closure's first parameter name (`{ context in … }`).
    /// The `DynamicIsland { … }` a `dynamicIsland:` closure builds, the
    /// statements before it, and the names the activity's context has
    /// there: in the closure itself, or in a function of the app the closure
    /// calls (`dynamicIsland: { makeIsland(context: $0) }` with
    /// `func makeIsland(context: ActivityViewContext<…>) -> DynamicIsland`),
    /// whose parameters of type `ActivityViewContext` are the context.
    static func islandSource(_ closure: ClosureExprSyntax, index: ModuleIndex) -> IslandSource? {
        if let island = IslandCallFinder.find(in: closure) {
            return IslandSource(call: island, statements: closure.statements, contextNames: [parameterName(closure) ?? "context"], arguments: [])
        }
        for call in CallFinder.calls(in: closure) {
            let name = call.calledExpression.nameText
            for member in index.members[name] ?? [] where member.returnType?.contains("DynamicIsland") == true {
                guard let island = IslandCallFinder.find(in: member.body) else { continue }
                // Each parameter takes the argument of its label, or the
                // next unlabelled one (`_ context:`).
                var unlabelled = call.arguments.filter { $0.label == nil }.makeIterator()
                var arguments: [(String, ExprSyntax, String?)] = []
                var contexts: [String] = []
                for parameter in member.parameters {
                    if parameter.type.contains("ActivityViewContext") { contexts.append(parameter.name) }
                    let given = parameter.label == nil ? unlabelled.next() : call.arguments.first { $0.label?.text == parameter.label }
                    if let given, !contexts.contains(parameter.name) { arguments.append((parameter.name, given.expression, parameter.type)) }
                }
                return IslandSource(call: island, statements: member.body, contextNames: contexts, arguments: arguments)
            }
        }
        return propertyIslandSource(closure, index: index)
    }

    /// `IslandView(context: context).dynamicIsland`: a property of a struct
    /// of the app that returns the `DynamicIsland`, read with the struct's
    /// stored properties bound to the call's arguments (one of type
    /// `ActivityViewContext` is the activity's context).
    static func propertyIslandSource(_ closure: ClosureExprSyntax, index: ModuleIndex) -> IslandSource? {
        final class Finder: SyntaxVisitor {
            var accesses: [(base: FunctionCallExprSyntax, name: String)] = []
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if let base = node.base?.as(FunctionCallExprSyntax.self) { accesses.append((base, node.declName.baseName.text)) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(closure)
        for (base, name) in finder.accesses {
            let owner = base.calledExpression.nameText
            for member in index.members[name] ?? [] where member.owner == owner && member.parameters.isEmpty && member.returnType?.contains("DynamicIsland") == true {
                guard let island = IslandCallFinder.find(in: member.body) else { continue }
                var contexts: [String] = [], arguments: [(String, ExprSyntax, String?)] = []
                let stored = index.structFields[owner] ?? index.views[owner].map { $0.properties.map { ModuleIndex.StoredField(name: $0.name, type: $0.type ?? "", isOptional: false) } } ?? []
                var unlabelled = base.arguments.filter { $0.label == nil }.makeIterator()
                for field in stored {
                    if field.type.contains("ActivityViewContext") { contexts.append(field.name); continue }
                    if let given = base.arguments.first(where: { $0.label?.text == field.name }) ?? unlabelled.next() {
                        arguments.append((field.name, given.expression, field.type))
                    }
                }
                return IslandSource(call: island, statements: member.body, contextNames: contexts, arguments: arguments)
            }
        }
        return nil
    }

    /// Where a `dynamicIsland:` closure's `DynamicIsland { … }` is written:
    /// the call, the statements before it, the names the activity's context
    /// has there, and (in a function of the app) each parameter's argument.
    struct IslandSource {
        var call: FunctionCallExprSyntax
        var statements: CodeBlockItemListSyntax
        var contextNames: [String]
        var arguments: [(name: String, argument: ExprSyntax, type: String?)]
    }

    static func parameterName(_ closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.first?.name.text
        case .parameterClause(let list)?: return list.parameters.first.map { $0.secondName?.text ?? $0.firstName.text }
        case nil: return nil
        }
    }

    /// The `DynamicIslandExpandedRegion(…)` calls among a `DynamicIsland`'s
    /// statements (inside `#if` and `if #available` too).
    static func regionCalls(_ statements: CodeBlockItemListSyntax) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.nameText == "DynamicIslandExpandedRegion" { calls.append(node); return .skipChildren }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.calls
    }
}

/// The `ActivityConfiguration(for:)` calls of a file.
final class ConfigurationCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.nameText == "ActivityConfiguration" { calls.append(node) }
        return .visitChildren
    }
}

/// The `DynamicIsland { … }` call in a `dynamicIsland:` closure.
final class IslandCallFinder: SyntaxVisitor {
    var found: FunctionCallExprSyntax?

    static func find(in node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        let finder = IslandCallFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.calledExpression.nameText == "DynamicIsland" { found = node }
        return .visitChildren
    }
}

/// The function calls in a closure, outermost first.
final class CallFinder: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []

    static func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
