import SlotFit
import SwiftSyntax

/// Members of any type across the sources, read as values: computed
/// properties and methods of an extension on a value's type (`extension Int
/// { var minutesText: String { … } }`, `eta.minutesText`), static computed
/// properties and methods of a type (`Theme.label`, `Formatter.shared.eta(x)`),
/// and the fields of a nested struct read through `self` in its own
/// extension.
extension ViewInterpreter {
    /// `base.name` or `base.name(arguments)` where an extension of the
    /// sources declares `name`: its body with `self` the base's value.
    func extensionValue(_ name: String, on base: ExprSyntax, arguments: LabeledExprListSyntax?) -> ValueExpression? {
        let candidates = (index.members[name] ?? []).filter { member in
            guard !member.returnsView, let owner = member.owner, index.views[owner] == nil, !index.stateTypes.contains(owner) else { return false }
            return arguments != nil || member.parameters.isEmpty
        }
        guard !candidates.isEmpty, let receiver = value(base) else { return nil }
        let type = typeName(of: receiver).map(Self.canonicalType)
        guard let member = candidates.first(where: { $0.owner.map(Self.canonicalType) == type }) ?? (candidates.count == 1 ? candidates[0] : nil) else { return nil }
        var inner = Scope(owner: member.owner, depth: scope.depth + 1)
        inner.names["self"] = .value(receiver)
        if Self.isIntegerType(Self.canonicalType(member.owner ?? "")) { inner.integers.insert("self") }
        if let arguments, !bindParameters(member.parameters, arguments, into: &inner) { return nil }
        return budget.guardingCycle(member.body.id) { reading(in: inner).value(of: member.body) }
    }

    /// `Type.name` for a static computed property of several statements
    /// (single expressions are constants).
    func staticMember(_ member: MemberAccessExprSyntax) -> ValueExpression? {
        guard let base = member.base, let owner = base.nameText.split(separator: ".").last.map(String.init), owner.first?.isUppercase == true,
              let found = index.member(member.declName.baseName.text, owner: owner, view: false), found.owner == owner, found.parameters.isEmpty else { return nil }
        let inner = Scope(owner: owner, depth: scope.depth + 1)
        return budget.guardingCycle(found.body.id) { reading(in: inner).value(of: found.body) }
    }

    /// Inside a nested struct's extension, `destination` (or
    /// `self.destination`) of a `self` that is the field `route`: the field
    /// `route.destination`.
    func selfField(_ name: String) -> ValueExpression? {
        guard case .value(.field(let prefix))? = scope.names["self"], let owner = scope.owner,
              index.structFields[owner]?.contains(where: { $0.name == name }) == true else { return nil }
        return .field(prefix + "." + name)
    }

    /// The type of a value, when it shows: a field's declared type, a
    /// literal's, a conversion's.
    func typeName(of value: ValueExpression) -> String? {
        switch value {
        case .field(let name): return fieldTypes[name]
        case .literal(.number(let n)): return n == n.rounded() ? "Int" : "Double"
        case .literal(.string): return "String"
        case .literal(.bool): return "Bool"
        case .call(.int, _): return "Int"
        case .call(.double, _): return "Double"
        case .call(.string, _): return "String"
        default: return nil
        }
    }

    /// A type's name with Foundation's aliases resolved (`TimeInterval` is
    /// `Double`).
    static func canonicalType(_ type: String) -> String {
        let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
        return ["TimeInterval": "Double", "CGFloat": "Double", "Float": "Double", "Int64": "Int", "Int32": "Int"][bare] ?? bare
    }

    /// `a...b` / `a..<b` as its two bounds, also through a name bound to
    /// one (`let window = start...end`) or a getter of one expression
    /// (`var interval: ClosedRange<Date> { start...end }`).
    func boundsOfRange(_ expression: ExprSyntax) -> (ValueExpression, ValueExpression)? {
        guard scope.depth < 24 else { return nil }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 { return boundsOfRange(tuple.elements.first!.expression) }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op == "..." || op == "..<" {
            guard let low = value(infix.leftOperand), let high = value(infix.rightOperand) else { return nil }
            return (low, high)
        }
        var name: String? = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        var selfObject: Bound? = nil
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.nameText == "self" { name = member.declName.baseName.text }
            else if let object = object(base) { name = member.declName.baseName.text; selfObject = object }
        }
        guard let name else { return nil }
        if selfObject == nil, case .syntax(let inner, let bound, _)? = scope.names[name] { return reading(in: bound).boundsOfRange(inner) }
        // A stored `ClosedRange<Date>` field (`context.state.timerRange`):
        // its bounds, which samples give as `timerRange.lowerBound` and
        // `timerRange.upperBound` (or as a range in the Swift sample).
        if selfObject != nil, let type = fieldTypes[name], type.hasPrefix("ClosedRange<") || type.hasPrefix("Range<") {
            return (.field(name + ".lowerBound"), .field(name + ".upperBound"))
        }
        guard selfObject != nil || scope.names[name] == nil, let getter = index.member(name, owner: selfObject == nil ? scope.owner : nil, view: false),
              getter.parameters.isEmpty, getter.body.count == 1, let first = getter.body.first,
              let body = Self.expression(of: first) ?? first.item.as(ReturnStmtSyntax.self)?.expression else { return nil }
        var inner = selfObject == nil ? scope : Scope(owner: getter.owner, selfObject: selfObject)
        inner.depth = scope.depth + 1
        return reading(in: inner).boundsOfRange(body)
    }
}
