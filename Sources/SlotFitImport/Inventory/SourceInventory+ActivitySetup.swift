import SlotFit
import SwiftSyntax

extension SourceInventory {
    /// An interpreter for one configuration's views: the fields' types of
    /// its attributes type (`declared`, flattened) and, when declared, the
    /// names it declares — stored fields, then computed properties of the
    /// type, its ContentState and their extensions.
    static func interpreter(for declared: AttributesType?, index: ModuleIndex,
                            files locations: [SyntaxIdentifier: (file: String, converter: SourceLocationConverter)],
                            branches: BranchChoice, limits: ImportLimits) -> ViewInterpreter {
        var fieldTypes: [String: String] = [:]
        for field in (declared?.fields ?? []) + (declared?.stateFields ?? []) {
            fieldTypes[field.name] = field.type
            // `[Train]`: each element's fields under its index (`trains.0.destination`), as `ForEach` reads them.
            guard field.type.hasPrefix("["), field.type.hasSuffix("]"), !field.type.contains(":"),
                  let inner = index.structFields[String(field.type.dropFirst().dropLast())] else { continue }
            for element in 0..<ViewInterpreter.listElements {
                for member in inner { fieldTypes["\(field.name).\(element).\(member.name)"] = member.type }
            }
        }
        var interpreter = ViewInterpreter(index: index, files: locations, fieldTypes: fieldTypes, branches: branches, budget: ImportBudget(limits: limits))
        // A state declared as an alias of a struct no file read declares:
        // its names are not known, so none is refused (each a placeholder).
        if let declared, !(declared.stateAlias != nil && declared.stateFields.isEmpty) {
            // Stored fields, then computed properties of the type, its ContentState and their extensions.
            var owners: Set<String> = [declared.name, "ContentState", declared.name + ".ContentState"]
            if let alias = declared.stateAlias { owners.insert(alias) }
            let computed = index.members.values.joined().filter { $0.parameters.isEmpty && $0.owner.map(owners.contains) == true }.map(\.name)
            var names: [String] = []
            for name in (declared.fields + declared.stateFields).map(\.name) + computed.sorted() where !names.contains(name) { names.append(name) }
            interpreter.declared = (declared.name, names)
        }
        return interpreter
    }

    /// The activity's name: its attributes type's, or — when two
    /// configurations share the type — its widget's (`-line` added when
    /// that is taken too); recorded in `taken`.
    static func activityName(_ attributes: String, call: FunctionCallExprSyntax, line: Int, shared: Set<String>, taken: inout Set<String>) -> String {
        var name = attributes
        if shared.contains(name) {
            name = enclosingStruct(call)?.name.text ?? name
            if taken.contains(name) { name += "-\(line)" }
        }
        taken.insert(name)
        return name
    }

    /// The activity named `name` with what the source gives before its
    /// views are read: the attributes' sample values, the sample states,
    /// and whether it supports the small family.
    func sourceActivity(_ name: String, configuration: Configuration, declared: AttributesType?, call: FunctionCallExprSyntax,
                        index: ModuleIndex, branches: BranchChoice,
                        samples resolved: [SampleState]) -> Activity {
        var activity = Activity(name: name)
        activity.attributes = (declared?.sampleValues ?? [:]).merging(attributeSamples[configuration.attributes] ?? [:]) { own, _ in own }
            .merging(builtAttributeSamples[configuration.attributes] ?? [:]) { own, _ in own }
        activity.states = resolved.filter { $0.attributes == configuration.attributes }.map { Activity.State(name: $0.name, fields: $0.fields) }
        activity.supportsSmallFamily = Self.supportsSmallFamily(call, modifiers: configuration.modifiers, index: index, branches: branches)
        return activity
    }

    /// The Widget struct around the configuration: its stored `let`s and
    /// its helpers are in scope of the closures; an
    /// `@Environment(\.activityFamily) var family` reads the environment.
    static func widgetScope(of call: FunctionCallExprSyntax) -> Scope {
        var widgetScope = Scope()
        guard let widget = enclosingStruct(call) else { return widgetScope }
        widgetScope.owner = widget.name.text
        for member in widget.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            // `@Environment(\.activityFamily) var family`.
            if let key = ModuleWalker.environmentKey(variable) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    widgetScope.names[name] = .value(EnvironmentValue(rawValue: "$" + key).map { .field($0.rawValue) } ?? .literal(.null))
                }
                continue
            }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.initializer?.value else { continue }
                widgetScope.names[name] = .syntax(initial, Scope(owner: widget.name.text), type: binding.typeAnnotation?.type.trimmedDescription)
            }
        }
        return widgetScope
    }
}
