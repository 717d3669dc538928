import SlotFit
import SwiftSyntax

extension ViewInterpreter {
    /// This interpreter in another scope (for reading a bound argument
    /// where it was written), without its findings.
    func reading(in scope: Scope) -> ViewInterpreter {
        var copy = self
        copy.scope = scope
        return copy
    }

    /// The context, state or attributes an expression names, if any.
    func object(_ expression: ExprSyntax) -> Bound? {
        func resolved(_ bound: Bound?) -> Bound? {
            switch bound {
            case .context?, .state?, .attributes?: return bound
            case .syntax(let inner, let scope, _)?: return reading(in: scope).object(inner)
            default: return nil
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return scope.selfObject }
            return resolved(scope.names[name])
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.nameText == "self" { return resolved(scope.names[member.declName.baseName.text]) }
            if case .context? = object(base) {
                switch member.declName.baseName.text {
                case "state": return .state
                case "attributes": return .attributes
                default: return nil
                }
            }
        }
        return nil
    }

    /// A Swift expression as a value over the fields, or `nil` when it is
    /// not one SlotFit evaluates.
    func value(_ expression: ExprSyntax) -> ValueExpression? {
        guard scope.depth < 24 else { return nil }
        guard budget.spendEvaluation() else {
            budget.cutOff(Approximation(location: location(expression), construct: Self.shortened(expression),
                                        assumed: "unevaluated from here on: the activity's values take more than \(budget.limits.evaluations) evaluations (a function that calls itself?)"))
            return nil
        }
        guard budget.enterValue() else {
            budget.cutOff(Approximation(location: location(expression), construct: Self.shortened(expression),
                                        assumed: "unevaluated: the value nests more than \(budget.limits.valueDepth) levels (operands of one expression, getters inlined)"))
            return nil
        }
        defer { budget.leaveValue() }
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return branchValue(expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // `rawValue` inside an enum's member: `self.rawValue`.
            if name == "rawValue" || name == "description", scope.names[name] == nil, case .value(let selfValue)? = scope.names["self"],
               let property = ValueExpression.Property(rawValue: name) {
                // Cases written with their own raw values: each case's.
                if name == "rawValue", let owner = scope.owner, let written = index.rawValues[owner], !written.isEmpty {
                    return written.sorted { $0.key > $1.key }.reduce(.property(selfValue, property)) { rest, entry in
                        .conditional(.binary(.equal, selfValue, .literal(.string(entry.key))), .literal(.string(entry.value)), rest)
                    }
                }
                return .property(selfValue, property)
            }
            return named(name)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if base.nameText == "self" { return named(name) }
            // A member a construct binds (`timeline.date` in a TimelineView).
            if let bound = scope.names[member.trimmedDescription], case .value(let value) = bound { return value }
            switch object(base) {
            case .context?:
                if name == "isStale" { return .field(EnvironmentValue.isStale.rawValue) }
                // An `enum ContentState`: `switch context.state` tests its case.
                if name == "state", fieldTypes[SourceInventory.stateCaseField] == "ContentState" { return .field(SourceInventory.stateCaseField) }
                return nil
            case .state?, .attributes?:
                let owner = object(base)!
                if let declared, fieldTypes[name] == nil, index.member(name, owner: nil, view: false) == nil {
                    let objectName: String
                    if case .state = owner { objectName = "state" } else { objectName = "attributes" }
                    unknownNames.record(name, of: objectName, in: declared.type, at: location(member.declName), declared: declared.names)
                }
                return field(name, of: owner)
            default: break
            }
            if let constant = constant(member.nameText) { return constant }
            if let computed = staticMember(member) { return computed }
            if ValueExpression.Property(rawValue: name) == nil, let extended = extensionValue(name, on: base, arguments: nil) { return extended }
            if let modeled = modelMember(name, on: base, arguments: nil) { return modeled }
        }
        if let localized = localizedLiteral(expression) { return localized }
        if let call = expression.as(FunctionCallExprSyntax.self), let inlined = callValue(call) {
            return inlined
        }
        // `Int / Int` truncates in Swift: `etaSeconds / 60` is 2 for 150.
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
           integerKind(infix.leftOperand) != nil, integerKind(infix.rightOperand) != nil,
           integerKind(infix.leftOperand) == .typed || integerKind(infix.rightOperand) == .typed,
           let left = value(infix.leftOperand), let right = value(infix.rightOperand) {
            return .call(.int, [.binary(.divide, left, right)])
        }
        return SwiftExpression.convert(expression) { value($0) }
    }

    /// Whether an expression is an `Int`: declared so (a field, `Int(…)`,
    /// `.count`), or an integer literal (which takes the other side's type).
    enum IntegerKind { case typed, literal }

    func integerKind(_ expression: ExprSyntax) -> IntegerKind? {
        if expression.is(IntegerLiteralExprSyntax.self) { return .literal }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            // A local declared `Int` or given an integer is an `Int`
            // (an integer literal's default type, The Swift Programming
            // Language, "The Basics": "Type Inference").
            let name = reference.baseName.text
            if scope.integers.contains(name) { return .typed }
            if case .syntax(let inner, let bound, let type)? = scope.names[name] {
                if let type { return Self.isIntegerType(type) ? .typed : nil }
                return reading(in: bound).integerKind(inner) != nil ? .typed : nil
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 { return integerKind(tuple.elements.first!.expression) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return integerKind(prefix.expression) }
        if let call = expression.as(FunctionCallExprSyntax.self), ["Int", "Int64", "Int32"].contains(call.calledExpression.nameText) { return .typed }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           ["+", "-", "*", "/", "%"].contains(op) {
            let a = integerKind(infix.leftOperand), b = integerKind(infix.rightOperand)
            guard a != nil, b != nil else { return nil }
            return a == .typed || b == .typed ? .typed : .literal
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count" { return .typed }
        if case .field(let name)? = value(expression), let type = fieldTypes[name],
           ["Int", "Int64", "Int32", "Int16", "UInt", "UInt64", "UInt32"].contains(type) {
            return .typed
        }
        return nil
    }

    /// A name: a binding in scope, a field of `self` in the state's own
    /// computed properties, a computed property of the view, or a constant.
    func named(_ name: String) -> ValueExpression? {
        switch scope.names[name] {
        case .value(let value)?: return value
        case .syntax(let inner, let scope, _)?: return reading(in: scope).value(inner)
        case .some: return nil
        case nil: break
        }
        if let object = scope.selfObject, fieldTypes[name] != nil || index.member(name, owner: nil, view: false) != nil {
            return field(name, of: object)
        }
        if let nested = selfField(name) { return nested }
        if let member = index.member(name, owner: scope.owner, view: false), member.parameters.isEmpty, member.owner == scope.owner {
            // A getter of the view reading itself is no value (found at
            // once, not by exhausting the depth: its branches multiply).
            var inner = scope
            inner.depth += 1
            return budget.guardingCycle(member.body.id) { reading(in: inner).value(of: member.body) }
        }
        return constant(name) ?? scope.owner.flatMap { constant("\($0).\(name)") }
    }

    /// A field of the state or the attributes: a stored one by name, a
    /// computed one evaluated from its getter.
    func field(_ name: String, of object: Bound) -> ValueExpression? {
        if fieldTypes[name] != nil { return .field(name) }
        if let member = index.member(name, owner: nil, view: false), member.parameters.isEmpty {
            // Its value depends on the fields alone: evaluated once.
            let inner = Scope(names: [:], owner: member.owner, selfObject: object, depth: scope.depth + 1)
            return budget.getter(member.body.id) { reading(in: inner).value(of: member.body) }
        }
        // A field the inventory did not see (declared in a file not read):
        // read as a field; the check names it if no state has it.
        return .field(name)
    }

    /// A static constant by qualified name (`UX.padding`), converted where
    /// it is declared.
    func constant(_ name: String) -> ValueExpression? {
        let key = name.hasPrefix("Self.") ? (scope.owner.map { $0 + name.dropFirst(4) } ?? name) : name
        guard let expression = index.constants[key] else { return nil }
        var inner = Scope()
        inner.depth = scope.depth + 1
        return reading(in: inner).value(expression)
    }

    /// A call of a small function of the module (`minutes(from: eta)`,
    /// `context.state.progress(at: 3)`, `Format.eta(x)`), its parameters
    /// bound to the arguments.
    func callValue(_ call: FunctionCallExprSyntax) -> ValueExpression? {
        var functionName = call.calledExpression.nameText
        var selfObject: Bound? = nil
        var owner = scope.owner
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            functionName = member.declName.baseName.text
            if let modeled = modelMember(functionName, on: base, arguments: call.arguments) { return modeled }
            selfObject = object(base)
            if selfObject == nil, base.nameText.first?.isUppercase != true, base.nameText != "self" {
                return extensionValue(functionName, on: base, arguments: call.arguments)
            }
            // `Formatter.shared.eta(x)`, `Format.eta(x)`: a member of that type first.
            if base.nameText.first?.isUppercase == true { owner = base.nameText.split(separator: ".").first.map(String.init) }
        }
        let preferred = index.member(functionName, owner: owner, view: false).flatMap { $0.owner == owner ? $0 : nil }
        guard let member = preferred ?? index.member(functionName, owner: selfObject == nil ? scope.owner : nil, view: false), !member.parameters.isEmpty || call.arguments.isEmpty,
              ValueExpression.Function(rawValue: functionName) == nil else { return nil }
        var inner = Scope(names: [:], owner: member.owner, selfObject: selfObject ?? scope.selfObject, depth: scope.depth + 1)
        // A method of the view being read sees its stored properties as the
        // body does (`func nextLabel(_:)` reading `context.state.phase`).
        if selfObject == nil, let owner = member.owner, owner == scope.owner, let view = index.views[owner] {
            for property in view.properties where property.environment == nil {
                if let bound = scope.names[property.name] { inner.names[property.name] = bound }
            }
        }
        guard bindParameters(member.parameters, call.arguments, into: &inner) else { return nil }
        return reading(in: inner).value(of: member.body)
    }

    /// Binds a function's parameters to a call's arguments (labels, then
    /// positions; defaults for the rest).
    func bindParameters(_ parameters: [ModuleIndex.Parameter], _ arguments: LabeledExprListSyntax, into inner: inout Scope) -> Bool {
        var remaining = Array(arguments)
        for parameter in parameters {
            if let index = remaining.firstIndex(where: { $0.label?.text == parameter.label }) {
                inner.names[parameter.name] = .syntax(remaining[index].expression, scope, type: parameter.type)
                remaining.remove(at: index)
            } else if let initial = parameter.initial {
                inner.names[parameter.name] = .syntax(initial, Scope(), type: parameter.type)
            } else {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// `a, let b = c, case .x = d` as one boolean value, binding `b`.
    func conditionValue(_ conditions: ConditionElementListSyntax, bindingInto inner: inout Scope) -> ValueExpression? {
        var parts: [ValueExpression] = []
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                guard let value = reading(in: inner).value(expression) else { return nil }
                parts.append(value)
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let source = binding.initializer?.value
                guard let value = source.map({ reading(in: inner).value($0) }) ?? reading(in: inner).named(name) else {
                    // Not evaluated: the name still stands for its expression
                    // (a stand-in named where the value is written).
                    if let source { inner.names[name] = .syntax(source, inner, type: nil) }
                    return nil
                }
                inner.names[name] = .value(value)
                parts.append(.binary(.notEqual, value, .literal(.null)))
            case .matchingPattern(let pattern):
                guard let literal = pattern.pattern.as(ExpressionPatternSyntax.self).flatMap({ DeclarationFinder.literal($0.expression) }),
                      let value = reading(in: inner).value(pattern.initializer.value) else { return nil }
                parts.append(.binary(.equal, value, .literal(literal)))
            case .availability:
                parts.append(.literal(.bool(branches == .newest)))
            }
        }
        guard let first = parts.first else { return nil }
        return parts.dropFirst().reduce(first) { .binary(.and, $0, $1) }
    }

    /// A boolean expression as a view condition: fields and comparisons
    /// with literals as terms (readable in snapshots), anything else a
    /// derived value's truth.
    mutating func condition(_ expression: ExprSyntax) -> Condition? {
        value(expression).map { Condition(terms: terms($0)) }
    }

    /// The clauses of a condition list SlotFit can evaluate, when some
    /// cannot: their conjunction as a view condition, and whether one is
    /// false whatever the state (then the whole list is). `nil` when none
    /// can be evaluated.
    mutating func knownClauses(_ conditions: ConditionElementListSyntax, bindingInto inner: inout Scope) -> (condition: Condition, isFalse: Bool)? {
        var known: [ValueExpression] = []
        for element in conditions {
            var probe = inner
            let single = ConditionElementListSyntax([element.with(\.trailingComma, nil)])
            if let value = reading(in: probe).conditionValue(single, bindingInto: &probe) { known.append(value) }
            inner = probe
        }
        guard let first = known.first else { return nil }
        let isFalse = known.contains { if case .literal(let literal) = $0 { return !literal.isTrue } else { return false } }
        return (Condition(terms: terms(known.dropFirst().reduce(first) { .binary(.and, $0, $1) })), isFalse)
    }

    /// `if`/`guard` conditions as a view condition, binding `if let` names into `inner`.
    mutating func condition(_ conditions: ConditionElementListSyntax, bindingInto inner: inout Scope) -> Condition? {
        conditionValue(conditions, bindingInto: &inner).map { Condition(terms: terms($0)) }
    }

    mutating func terms(_ value: ValueExpression) -> [Condition.Term] {
        switch value {
        case .binary(.and, let a, let b): return terms(a) + terms(b)
        case .field(let field): return [.init(field: field)]
        case .not(.field(let field)): return [.init(field: field, negated: true)]
        case .not(let inner) where !inner.isConjunction: return [.init(field: name(inner), negated: true)]
        case .binary(let op, .field(let field), .literal(let literal)) where op == .equal || op == .notEqual,
             .binary(let op, .literal(let literal), .field(let field)) where op == .equal || op == .notEqual:
            return [.init(field: field, value: Self.comparable(literal), negated: op == .notEqual, mustMatchASample: false)]
        case .literal(let literal):
            // `if true`, `#available` folded: a constant condition.
            return literal.isTrue ? [] : [.init(field: name(.literal(.bool(false))))]
        default:
            return [.init(field: name(value))]
        }
    }
}
