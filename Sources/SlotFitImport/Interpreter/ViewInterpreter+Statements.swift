import SlotFit
import SwiftSyntax

/// A function's or getter's statements as one value per state: `let`/`var`,
/// assignment (`=`, `+=`…), `if`/`else if`/`else` and `switch` that assign
/// (each name assigned becomes a conditional of its branches' values) or
/// return (the rest followed per branch), `guard … else { return … }`,
/// `for`-`in` over a literal array or a small range (unrolled), `break`,
/// `continue` and `fallthrough`. Every statement spends an evaluation, and
/// the paths one body forks into are bounded (`ImportLimits.paths`): past
/// either the value is `nil`, noted.
extension ViewInterpreter {
    /// The value a getter's or function's statements return.
    func value(of statements: CodeBlockItemListSyntax) -> ValueExpression? {
        let items = Array(statements)
        // A body of one expression returns it (The Swift Programming
        // Language, "Functions With an Implicit Return"), an `if` or
        // `switch` expression included.
        if items.count == 1, let expression = Self.expression(of: items[0]), !Self.isAssignment(expression) {
            return value(expression)
        }
        return result(of: run(Execution(scope: scope, statements: items[...])))
    }

    /// An `if` or `switch` used as a value (`let x = if a { "x" } else { "y" }`):
    /// each branch's one expression, under its condition.
    func branchValue(_ expression: ExprSyntax) -> ValueExpression? {
        var execution = Execution(scope: scope, statements: [])
        execution.implicitReturn = true
        let arms = expression.as(IfExprSyntax.self).flatMap { ifArms($0, in: scope) }
            ?? expression.as(SwitchExprSyntax.self).flatMap { switchArms($0, in: scope) }
        guard let arms else { return nil }
        // One branch taken without a state: run where it was entered.
        if let outcome = branch(arms, &execution, at: expression) { return result(of: outcome) }
        return result(of: run(execution))
    }

    func result(of outcome: Execution.Outcome) -> ValueExpression? {
        if case .returned(let value) = outcome { return value }
        return nil
    }

    /// An expression statement's expression.
    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
    }

    static func isAssignment(_ expression: ExprSyntax) -> Bool {
        guard let infix = expression.as(InfixOperatorExprSyntax.self) else { return false }
        if infix.operator.is(AssignmentExprSyntax.self) { return true }
        return compoundOperators[infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""] != nil
    }

    static let compoundOperators: [String: ValueExpression.BinaryOperator] = ["+=": .add, "-=": .subtract, "*=": .multiply, "/=": .divide, "%=": .remainder]

    /// Follows one path to its end.
    func run(_ start: Execution) -> Execution.Outcome {
        var execution = start
        while let next = execution.pending.popLast() {
            guard budget.spendEvaluation() else {
                budget.cutOff(Approximation(location: .init(file: "?", line: 0, column: 0), construct: "statements",
                                            assumed: "unevaluated from here on: the activity's values take more than \(budget.limits.evaluations) evaluations (a function that calls itself?)"))
                return .failed
            }
            switch next {
            case .breakTarget:
                continue
            case .blockEnd(let enclosing):
                execution.endBlock(enclosing)
            case .loop(var loop):
                guard let element = loop.elements.first else { continue }
                loop.elements = loop.elements.dropFirst()
                execution.pending.append(.loop(loop))
                execution.beginBlock()
                if let name = loop.name { execution.declare(name, .value(element), integer: loop.integers) }
                let body = Array(loop.body)[...]
                guard let filter = loop.filter else {
                    execution.pending.append(.statements(body))
                    continue
                }
                guard let test = reading(in: execution.scope).value(filter) else { return .failed }
                if let outcome = branch([.init(test: test, statements: [body]), .init(test: nil, statements: [])], &execution, at: filter) { return outcome }
            case .statements(let slice):
                guard let item = slice.first else { continue }
                if slice.count > 1 { execution.pending.append(.statements(slice.dropFirst())) }
                if let outcome = step(item, &execution) { return outcome }
            }
        }
        return .finished(execution)
    }

    /// Runs one statement: `nil` to go on, or how the path ends.
    func step(_ item: CodeBlockItemSyntax, _ execution: inout Execution) -> Execution.Outcome? {
        let here = reading(in: execution.scope)
        if let declaration = item.item.as(VariableDeclSyntax.self) {
            for binding in declaration.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil else { return .failed }
                let type = binding.typeAnnotation?.type.trimmedDescription
                guard let initial = binding.initializer?.value else {
                    execution.declare(name, .unevaluated, integer: type.map(Self.isIntegerType) ?? false)
                    continue
                }
                let integer = type.map(Self.isIntegerType) ?? (here.integerKind(initial) != nil)
                execution.declare(name, .syntax(initial, execution.scope, type: type), integer: integer)
            }
            return nil
        }
        if let returned = item.item.as(ReturnStmtSyntax.self) {
            guard let expression = returned.expression else { return execution.initializer ? .finished(execution) : .failed }
            return here.value(expression).map(Execution.Outcome.returned) ?? .failed
        }
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            var inner = execution.scope
            guard let test = here.conditionValue(guardStatement.conditions, bindingInto: &inner) else { return .failed }
            // The rest of the body with the guard's names, or its `else`.
            var holds = Execution.Arm(test: test, statements: [])
            holds.bindings = Self.boundNames(guardStatement.conditions).compactMap { name in inner.names[name].map { (name, $0) } }
            let fails = Execution.Arm(test: nil, statements: [Array(guardStatement.body.statements)[...]])
            return branch([holds, fails], &execution, at: guardStatement, keepsBindings: true)
        }
        if let loop = item.item.as(ForStmtSyntax.self) {
            return forLoop(loop, &execution)
        }
        if let breakStatement = item.item.as(BreakStmtSyntax.self) {
            guard breakStatement.label == nil else { return .failed }
            while let next = execution.pending.popLast() {
                if case .breakTarget = next { return nil }
                if case .blockEnd(let enclosing) = next { execution.endBlock(enclosing) }
            }
            return .failed
        }
        if let continueStatement = item.item.as(ContinueStmtSyntax.self) {
            guard continueStatement.label == nil else { return .failed }
            while let next = execution.pending.popLast() {
                if case .loop = next { execution.pending.append(next); return nil }
                if case .blockEnd(let enclosing) = next { execution.endBlock(enclosing) }
            }
            return .failed
        }
        if let config = item.item.as(IfConfigDeclSyntax.self) {
            let clauses = Array(config.clauses)
            let chosen = branches == .oldest ? (clauses.last { $0.poundKeyword.text == "#else" } ?? clauses.first) : clauses.first
            if case .statements(let list)? = chosen?.elements { execution.pending.append(.statements(Array(list)[...])) }
            return nil
        }
        // Declarations of functions or types inside a body declare nothing a value reads.
        if item.item.is(DeclSyntax.self) { return nil }
        guard let expression = Self.expression(of: item) else { return .failed }
        if let conditional = expression.as(IfExprSyntax.self) {
            guard let arms = ifArms(conditional, in: execution.scope) else { return .failed }
            return branch(arms, &execution, at: conditional)
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            guard let arms = switchArms(choice, in: execution.scope) else { return .failed }
            return branch(arms, &execution, at: choice)
        }
        if Self.isAssignment(expression) {
            return assign(expression.as(InfixOperatorExprSyntax.self)!, &execution) ? nil : .failed
        }
        if execution.implicitReturn {
            return here.value(expression).map(Execution.Outcome.returned) ?? .failed
        }
        return call(expression, &execution)
    }

    /// An expression statement that is not an assignment: `fatalError()`
    /// ends the path; a mutating call on a local (`parts.append(x)`)
    /// leaves it unevaluated; anything else (`print`, logging) changes no
    /// value.
    func call(_ expression: ExprSyntax, _ execution: inout Execution) -> Execution.Outcome? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return .failed }
        if ["fatalError", "preconditionFailure"].contains(call.calledExpression.nameText) { return .unreachable }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           execution.scope.names[base.baseName.text] != nil {
            execution.scope.names[base.baseName.text] = .unevaluated
            execution.assigned.insert(base.baseName.text)
        }
        return nil
    }

    /// `name = value`, `name += value`, and in an initializer `self.x = value`.
    func assign(_ infix: InfixOperatorExprSyntax, _ execution: inout Execution) -> Bool {
        let target = infix.leftOperand
        if target.is(DiscardAssignmentExprSyntax.self) { return true }
        var name: String
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if execution.initializer, execution.scope.names[name] == nil, execution.scope.names["self." + name] != nil { name = "self." + name }
        } else if let member = target.as(MemberAccessExprSyntax.self), member.base?.nameText == "self", execution.initializer {
            name = "self." + member.declName.baseName.text
        } else {
            return false
        }
        var right = infix.rightOperand
        if execution.initializer, name.hasPrefix("self._") || name.hasPrefix("_") {
            // `_count = State(initialValue: count)`: the wrapped property.
            name = "self." + String(name.replacingOccurrences(of: "self.", with: "").dropFirst())
            guard let call = right.as(FunctionCallExprSyntax.self), let initial = call.arguments.first(where: { ["initialValue", "wrappedValue"].contains($0.label?.text) }) else { return false }
            right = initial.expression
        }
        guard execution.scope.names[name] != nil else { return false }
        let here = reading(in: execution.scope)
        let compound = Self.compoundOperators[infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""]
        if compound == nil, execution.initializer {
            // A stored property keeps what it is given as written: a key
            // stays a key, a closure of views stays views.
            execution.scope.names[name] = initialBinding(right, in: execution.scope)
            execution.assigned.insert(name)
            return true
        }
        guard var value = here.value(right) else {
            execution.scope.names[name] = .unevaluated
            execution.assigned.insert(name)
            return true
        }
        if let op = compound {
            guard let current = here.named(name) else { return false }
            value = .binary(op, current, value)
            // `total /= 60` on an `Int` truncates, as `/` does.
            if op == .divide, execution.scope.integers.contains(name) { value = .call(.int, [value]) }
        }
        execution.scope.names[name] = bounded(value, infix)
        execution.assigned.insert(name)
        return true
    }

    /// A value a name is given, or `.unevaluated` (noted) when it has grown
    /// past `ImportLimits.valueSize`: evaluating it per state and naming it
    /// would cost as much.
    func bounded(_ value: ValueExpression, _ node: some SyntaxProtocol) -> Bound {
        var count = 0, bytes = 0
        func fits(_ expression: ValueExpression) -> Bool {
            count += 1
            guard count <= budget.limits.valueSize else { return false }
            switch expression {
            case .literal(let literal):
                // Bytes as well as terms: a long literal doubled a few times
                // is few terms and gigabytes.
                switch literal {
                case .string(let text): bytes += text.utf8.count
                case .list(let items): bytes += items.reduce(0) { $0 + $1.utf8.count }
                default: bytes += 8
                }
                return bytes <= budget.limits.valueBytes
            case .field: return true
            case .negate(let x), .not(let x), .property(let x, _): return fits(x)
            case .binary(_, let a, let b), .coalesce(let a, let b): return fits(a) && fits(b)
            case .conditional(let c, let a, let b): return fits(c) && fits(a) && fits(b)
            case .call(_, let arguments): return arguments.allSatisfy(fits)
            }
        }
        guard fits(value) else {
            budget.note(Approximation(location: location(node), construct: Self.shortened(node),
                                      assumed: "unevaluated: the value built here grows past \(budget.limits.valueSize) terms or \(budget.limits.valueBytes) bytes"))
            return .unevaluated
        }
        return .value(value)
    }

    /// What a stored property assigned `expression` in an initializer holds.
    func initialBinding(_ expression: ExprSyntax, in scope: Scope) -> Bound {
        // `self.content = content()`: the views passed.
        var passed = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil { passed = call.calledExpression }
        if let reference = passed.as(DeclReferenceExprSyntax.self), let bound = scope.names[reference.baseName.text] {
            switch bound {
            case .views, .built, .syntax: return bound
            default: break
            }
        }
        return .syntax(expression, scope, type: nil)
    }

    /// The names an `if let` / `guard let` binds.
    static func boundNames(_ conditions: ConditionElementListSyntax) -> [String] {
        conditions.compactMap { $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    static func isIntegerType(_ type: String) -> Bool {
        ["Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32"].contains(type)
    }
}
