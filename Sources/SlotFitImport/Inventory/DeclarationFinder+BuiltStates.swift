import SlotFit
import SwiftSyntax

extension DeclarationFinder {
    /// Records a ContentState the source builds outside the places read
    /// before (a static sample, a `#Preview`'s `contentStates`): in a
    /// `PreviewProvider`'s `let`, where the app requests or updates its
    /// activity, in any function. `X.ContentState(…)` names its owner;
    /// `ContentState(…)`, `Self(…)`, `.init(…)` (as `ActivityContent`'s
    /// `state:`, or with a `: X.ContentState` annotation) and a struct a
    /// `typealias ContentState` may name carry an `OwnerHint`, resolved
    /// once every file is read. A state with an argument SlotFit cannot
    /// evaluate (`ContentState(eta: order.eta)`) is left out: its field
    /// would read nothing in that state alone. Named by its binding, else
    /// by the function or property around it.
    func builtState(_ call: FunctionCallExprSyntax, name: String?, annotation: String?, at node: some SyntaxProtocol) {
        let called = call.calledExpression.nameText
        var owner = ""
        var hint: SourceInventory.OwnerHint? = nil
        if called.hasSuffix(".ContentState") || called.hasSuffix(".ContentState.init") {
            owner = String(called.prefix { $0 != "." })
            guard owner != "Self" else { return }
        } else if let annotation, annotation.hasSuffix(".ContentState"), [".init", "Self"].contains(called) {
            owner = String(annotation.prefix { $0 != "." })
        } else if called == "ContentState" || called == "ContentState.init" || called == "Self" {
            hint = .init(calledType: nil, enclosingType: Self.enclosingTypeName(call))
        } else if called == ".init", Self.isStateArgument(call) {
            hint = .init(calledType: nil, enclosingType: nil)
        } else if let first = called.first, first.isUppercase, !called.contains("."), !call.arguments.isEmpty,
                  call.arguments.allSatisfy({ $0.label != nil }) {
            // Maybe the struct a `typealias ContentState` names.
            hint = .init(calledType: called, enclosingType: nil)
        } else {
            return
        }
        // Every argument evaluated: a field left out would read nothing in
        // this state alone, and a stand-in is the activity's, not a state's.
        guard let state = Self.stateInit(ExprSyntax(Self.asStateCall(call))), !state.fields.isEmpty, state.unevaluated.isEmpty else { return }
        let named = name ?? Self.enclosingMemberName(call) ?? "state"
        samples.append(.init(name: named, attributes: owner, fields: state.fields, unevaluated: state.unevaluated,
                             location: location(node), ownerHint: owner.isEmpty ? hint : nil))
    }

    /// The call as `stateInit` reads one: a struct's own name called is read
    /// as `ContentState(…)`.
    static func asStateCall(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        let called = call.calledExpression.nameText
        guard !(called == ".init" || called == "Self" || called.hasSuffix("ContentState") || called.hasSuffix("ContentState.init")) else { return call }
        return call.with(\.calledExpression, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("ContentState"))))
    }

    /// Whether `.init(…)` is the `state:` argument of a call
    /// (`ActivityContent(state: .init(…), staleDate: nil)`).
    static func isStateArgument(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = call.parent?.as(LabeledExprSyntax.self) else { return false }
        return argument.label?.text == "state" || argument.label?.text == "contentState"
    }

    /// The type whose declaration or extension holds `node`.
    static func enclosingTypeName(_ node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let current = parent {
            if let declaration = current.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(EnumDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(ExtensionDeclSyntax.self) { return declaration.extendedType.trimmedDescription }
            parent = current.parent
        }
        return nil
    }

    /// The function or property around `node` (`startActivity`), for a
    /// state's name.
    static func enclosingMemberName(_ node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let current = parent {
            if let function = current.as(FunctionDeclSyntax.self) { return function.name.text }
            if let binding = current.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { return name }
            parent = current.parent
        }
        return nil
    }

    /// Attributes the app builds with values SlotFit can evaluate
    /// (`RideAttributes(pickup: "Hauptbahnhof")` where it requests the
    /// activity), by the type called; the first with a value wins. Kept
    /// for a type that is an attributes type only.
    func builtAttributes(_ call: FunctionCallExprSyntax) {
        let called = call.calledExpression.nameText
        guard called.first?.isUppercase == true, !called.contains("."), !call.arguments.isEmpty,
              call.arguments.allSatisfy({ $0.label != nil }), builtAttributeSamples[called] == nil else { return }
        let values = Self.labelledValues(call)
        if !values.isEmpty { builtAttributeSamples[called] = values }
    }

    /// A call's labelled arguments SlotFit can evaluate, by label: what an
    /// attributes sample (`RideAttributes(pickup: "…")`) gives.
    static func labelledValues(_ call: FunctionCallExprSyntax) -> [String: ActivityValue] {
        var values: [String: ActivityValue] = [:]
        for argument in call.arguments {
            if let label = argument.label?.text, let value = sampleValue(argument.expression) { values[label] = value }
        }
        return values
    }
}
