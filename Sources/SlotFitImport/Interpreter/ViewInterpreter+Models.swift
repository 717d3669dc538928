import SlotFit
import SwiftSyntax

/// View models: a struct or class of the sources that is no view but
/// stores what it is built from (`context`, the state) and computes what
/// the views show from it (`OrderViewModel(context: context).title`,
/// `let model = …; if model.showsETA`). Its stored properties are bound as
/// a custom view's are (its own initializer, else the memberwise one) and
/// its computed properties and methods are evaluated with them.
extension ViewInterpreter {
    /// The model an expression builds (`OrderViewModel(context: context)`)
    /// or names (a `let` bound to one, a view's stored property): its type
    /// and the names its members see; `nil` for anything else.
    func modelInstance(_ expression: ExprSyntax, depth: Int = 0) -> (model: ModuleIndex.ViewType, scope: Scope)? {
        guard depth < 8 else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            var name = call.calledExpression.nameText
            if name.hasSuffix(".init") { name = String(name.dropLast(5)) }
            name = name.split(separator: ".").last.map(String.init) ?? name
            guard let model = index.models[name], call.trailingClosure == nil else { return nil }
            if !model.initializers.isEmpty { return initializerScope(model, call).map { (model, $0) } }
            return memberwiseScope(model, call).map { (model, $0) }
        }
        var bound: Bound?
        if let reference = expression.as(DeclReferenceExprSyntax.self) { bound = scope.names[reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.nameText == "self" { bound = scope.names[member.declName.baseName.text] }
        guard case .syntax(let inner, let boundScope, _)? = bound else { return nil }
        return reading(in: boundScope).modelInstance(inner, depth: depth + 1)
    }

    /// A model's stored properties bound by the memberwise initializer:
    /// labelled arguments, then defaults; `nil` when an argument names no
    /// property.
    func memberwiseScope(_ model: ModuleIndex.ViewType, _ call: FunctionCallExprSyntax) -> Scope? {
        var inner = Scope(owner: model.name)
        inner.depth = scope.depth + 1
        var arguments = Array(call.arguments)
        for property in model.properties {
            if let index = arguments.firstIndex(where: { $0.label?.text == property.name }) {
                inner.names[property.name] = .syntax(arguments.remove(at: index).expression, scope, type: property.type)
            } else if let initial = property.initial {
                inner.names[property.name] = .syntax(initial, Scope(owner: model.name), type: property.type)
            }
        }
        return arguments.isEmpty ? inner : nil
    }

    /// `base.name` or `base.name(arguments)` on a model: a stored
    /// property's value, or a computed property's or method's body run
    /// with the model's stored properties.
    func modelMember(_ name: String, on base: ExprSyntax, arguments: LabeledExprListSyntax?) -> ValueExpression? {
        guard let (model, inner) = modelInstance(base) else { return nil }
        if arguments == nil, model.properties.contains(where: { $0.name == name }) {
            return reading(in: inner).named(name)
        }
        guard let member = index.member(name, owner: model.name, view: false), member.owner == model.name else { return nil }
        var bound = inner
        if let arguments {
            guard bindParameters(member.parameters, arguments, into: &bound) else { return nil }
        } else if !member.parameters.isEmpty {
            return nil
        }
        return budget.guardingCycle(member.body.id) { reading(in: bound).value(of: member.body) }
    }
}
