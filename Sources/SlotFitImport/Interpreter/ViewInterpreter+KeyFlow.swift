import SlotFit
import SwiftSyntax

extension ViewInterpreter {
    /// Whether a declared type is a localized key (looked up in a table).
    static func isKeyType(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.hasPrefix("LocalizedStringKey") || type.hasPrefix("LocalizedStringResource")
    }

    /// Whether a `String`-returning member's body makes its strings with
    /// `String(localized:)` or `NSLocalizedString` (an enum's `var title:
    /// String { switch self { case .a: String(localized: "Starting") … } }`):
    /// each branch is then a key looked up, not a value shown as written.
    static func returnsLocalized(_ member: ModuleIndex.Member) -> Bool {
        guard member.returnType == "String" else { return false }
        // Literal keys only: a wrapper passing its parameter on
        // (`NSLocalizedString(key, …)`) is read as a wrapper instead.
        let text = member.body.description
        return text.contains(/String\(localized:\s*"/) || text.contains(/NSLocalizedString\(\s*"/)
    }

    /// Keys that flow through the app's own functions and computed
    /// properties: `Text(label(for: context.state.mode))` where `func
    /// label(for:) -> LocalizedStringKey` switches over its parameter, and
    /// `Text(context.state.mode.title)` where an enum's `var title:
    /// LocalizedStringKey` switches over `self` — each returned literal a
    /// key (looked up in the table, never shown raw), under the condition
    /// its branch holds. `nil` when the expression is neither.
    mutating func keyFlowLeaves(_ expression: ExprSyntax, type: String?, condition: Condition?) -> [Leaf]? {
        if let leaves = modelKeyLeaves(expression, condition: condition) { return leaves }
        // A call of a function of the sources returning a key.
        if let call = expression.as(FunctionCallExprSyntax.self) {
            var functionName = call.calledExpression.nameText
            var selfObject: Bound? = nil
            var selfValue: ValueExpression? = nil
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                functionName = member.declName.baseName.text
                selfObject = object(base)
                if selfObject == nil, base.nameText.first?.isUppercase != true, base.nameText != "self" {
                    guard let value = value(base) else { return nil }
                    selfValue = value
                }
            }
            guard let found = index.member(functionName, owner: selfObject == nil && selfValue == nil ? scope.owner : nil, view: false)
                    ?? index.member(functionName, owner: nil, view: false),
                  Self.isKeyType(found.returnType) || (Self.isKeyType(type) && found.returnType == nil) || Self.returnsLocalized(found) || returnsLookedUp(found) else { return nil }
            var inner = Scope(names: [:], owner: found.owner, selfObject: selfObject ?? scope.selfObject, depth: scope.depth + 1)
            if let selfValue { inner.names["self"] = .value(selfValue) }
            guard bindParameters(found.parameters, call.arguments, into: &inner) else { return nil }
            saw("a key returned by \(functionName)(…)")
            return within(inner) { $0.statementLeaves(found.body, type: found.returnType, condition: condition) }
        }
        // `value.title`: a computed property of the value's type (an enum's
        // `switch self`) returning a key.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, object(base) == nil,
           base.nameText != "self", base.nameText.first?.isUppercase != true {
            let name = member.declName.baseName.text
            guard let found = index.member(name, owner: nil, view: false), found.parameters.isEmpty,
                  Self.isKeyType(found.returnType) || Self.returnsLocalized(found) || returnsLookedUp(found), let selfValue = value(base) else { return nil }
            var inner = Scope(names: [:], owner: found.owner, selfObject: nil, depth: scope.depth + 1)
            inner.names["self"] = .value(selfValue)
            saw("a key returned by .\(name)")
            return within(inner) { $0.statementLeaves(found.body, type: found.returnType, condition: condition) }
        }
        return nil
    }

    /// A view model's computed property or method returning a key
    /// (`OrderViewModel(context: context).title`, `model.label(for: x)`):
    /// its body run with the model's stored properties, each returned
    /// literal a key.
    mutating func modelKeyLeaves(_ expression: ExprSyntax, condition: Condition?) -> [Leaf]? {
        var access = expression.as(MemberAccessExprSyntax.self)
        var arguments: LabeledExprListSyntax? = nil
        if let call = expression.as(FunctionCallExprSyntax.self) {
            access = call.calledExpression.as(MemberAccessExprSyntax.self)
            arguments = call.arguments
        }
        guard let access, let base = access.base, let (model, instance) = modelInstance(base) else { return nil }
        let name = access.declName.baseName.text
        guard let found = index.member(name, owner: model.name, view: false), found.owner == model.name,
              Self.isKeyType(found.returnType) || Self.returnsLocalized(found) || returnsLookedUp(found) else { return nil }
        var inner = instance
        if let arguments {
            guard bindParameters(found.parameters, arguments, into: &inner) else { return nil }
        } else if !found.parameters.isEmpty {
            return nil
        }
        saw("a key returned by \(model.name).\(name)")
        return within(inner) { $0.statementLeaves(found.body, type: found.returnType, condition: condition) }
    }
}
