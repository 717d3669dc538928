import SlotFit
import SwiftSyntax

/// The ways through an `if`, `guard` and `switch` in a value's code, and
/// how a path takes them: a test that does not depend on the state picks
/// its branch at once; branches that only assign are each run and their
/// names merged (`result` becomes `a ? x : y`); branches that return,
/// `break` or `continue` fork the path, each fork followed to its end.
extension ViewInterpreter {
    /// Takes `arms` (the last one, untested, the fallback) on `execution`:
    /// `nil` to go on with the merged names, or the outcome of the forks.
    func branch(_ arms: [Execution.Arm], _ execution: inout Execution, at node: some SyntaxProtocol, keepsBindings: Bool = false) -> Execution.Outcome? {
        var live: [Execution.Arm] = []
        for var arm in arms {
            if let test = arm.test, test.fields.isEmpty {
                // Known without a state (`if true`, a literal argument): taken or not.
                guard test.evaluate({ _ in nil }).isTrue else { continue }
                arm.test = nil
            }
            live.append(arm)
            if arm.test == nil { break }
        }
        guard !live.isEmpty else { return nil }
        if live.count == 1 {
            enter(live[0], &execution, keepsBindings: keepsBindings)
            return nil
        }
        if !execution.implicitReturn, !keepsBindings, !live.contains(where: { Self.escapes($0.statements) }) {
            return merge(live, &execution, at: node)
        }
        execution.paths.count += live.count - 1
        guard execution.paths.count <= budget.limits.paths else {
            budget.note(Approximation(location: location(node), construct: Self.shortened(node),
                                      assumed: "unevaluated: a value's code forks into more than \(budget.limits.paths) paths"))
            return .failed
        }
        var outcomes: [(ValueExpression?, ValueExpression)] = []
        for arm in live {
            var fork = execution
            let statements = arm.statements.flatMap { $0 }
            let outcome: Execution.Outcome
            if fork.implicitReturn, statements.count == 1, let expression = Self.expression(of: statements[0]),
               !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self), !Self.isAssignment(expression) {
                // A branch of an `if` or `switch` expression: its one expression.
                var bare = arm
                bare.statements = []
                enter(bare, &fork, keepsBindings: keepsBindings)
                outcome = reading(in: fork.scope).value(expression).map(Execution.Outcome.returned) ?? .failed
            } else {
                enter(arm, &fork, keepsBindings: keepsBindings)
                if statements.count > 1 { fork.implicitReturn = false }
                outcome = run(fork)
            }
            switch outcome {
            case .returned(let value): outcomes.append((arm.test, value))
            case .unreachable: continue
            case .finished, .failed: return .failed
            }
        }
        return fold(outcomes).map(Execution.Outcome.returned) ?? .unreachable
    }

    /// Enters an arm: a block with its bindings and statements (a guard's
    /// holding arm binds into the enclosing block instead).
    func enter(_ arm: Execution.Arm, _ execution: inout Execution, keepsBindings: Bool) {
        if keepsBindings {
            for (name, bound) in arm.bindings { execution.declare(name, bound) }
        } else {
            if arm.breaks { execution.pending.append(.breakTarget) }
            execution.beginBlock()
            for (name, bound) in arm.bindings { execution.declare(name, bound) }
        }
        for statements in arm.statements.reversed() { execution.pending.append(.statements(statements)) }
    }

    /// Runs each arm to its end and gives every name an arm assigned the
    /// conditional of the arms' values.
    func merge(_ arms: [Execution.Arm], _ execution: inout Execution, at node: some SyntaxProtocol) -> Execution.Outcome? {
        var ends: [(ValueExpression?, Execution)] = []
        for arm in arms {
            var path = execution
            path.pending = []
            path.assigned = []
            enter(arm, &path, keepsBindings: false)
            switch run(path) {
            case .finished(let end): ends.append((arm.test, end))
            case .unreachable: continue
            case .returned, .failed: return .failed
            }
        }
        guard !ends.isEmpty else { return .unreachable }
        let names = ends.reduce(into: Set<String>()) { $0.formUnion($1.1.assigned) }.filter { execution.scope.names[$0] != nil }
        for name in names.sorted() {
            var values: [(ValueExpression?, ValueExpression)] = []
            for (test, end) in ends {
                guard let value = reading(in: end.scope).named(name) else { values = []; break }
                values.append((test, value))
            }
            execution.scope.names[name] = fold(values).map { bounded($0, node) } ?? .unevaluated
            execution.assigned.insert(name)
        }
        return nil
    }

    /// `t1 ? v1 : t2 ? v2 : … vn`; one value when every arm gives it.
    func fold(_ values: [(ValueExpression?, ValueExpression)]) -> ValueExpression? {
        guard var result = values.last?.1 else { return nil }
        for (test, value) in values.dropLast().reversed() where value != result {
            guard let test else { continue }
            result = .conditional(test, value, result)
        }
        return result
    }

    /// Whether statements leave their block other than at its end:
    /// `return`, `break`, `continue`, `fallthrough`, `throw` (closures'
    /// own are theirs).
    static func escapes(_ statements: [ArraySlice<CodeBlockItemSyntax>]) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: FallThroughStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        for item in statements.joined() where !finder.found { finder.walk(item) }
        return finder.found
    }

    /// `if a, let b = c { … } else if … { … } else { … }` as arms, the
    /// last one the `else` (empty when there is none).
    func ifArms(_ node: IfExprSyntax, in scope: Scope) -> [Execution.Arm]? {
        var arms: [Execution.Arm] = []
        var current: IfExprSyntax? = node
        while let node = current {
            current = nil
            let availability = node.conditions.count == 1 && node.conditions.first?.condition.is(AvailabilityConditionSyntax.self) == true
            if availability, branches == .newest {
                arms.append(.init(test: nil, statements: [Array(node.body.statements)[...]]))
                return arms
            }
            if !availability {
                var inner = scope
                guard let test = reading(in: scope).conditionValue(node.conditions, bindingInto: &inner) else { return nil }
                var arm = Execution.Arm(test: test, statements: [Array(node.body.statements)[...]])
                arm.bindings = Self.boundNames(node.conditions).compactMap { name in inner.names[name].map { (name, $0) } }
                arms.append(arm)
            }
            switch node.elseBody {
            case .codeBlock(let block)?: arms.append(.init(test: nil, statements: [Array(block.statements)[...]]))
            case .ifExpr(let next)?: current = next
            case nil: arms.append(.init(test: nil, statements: []))
            }
        }
        return arms
    }

    /// A `switch`'s cases as arms: `case .a, .b`, `case 0..<10`, `case let
    /// x where x > 3`, `default`; a case ending in `fallthrough` runs on
    /// into the next case's body, and no case falls into the next without
    /// it (The Swift Programming Language, "Control Flow": "No Implicit
    /// Fallthrough", "Fallthrough"). The last case of a switch without
    /// `default` is the fallback (Swift's switches are exhaustive).
    func switchArms(_ node: SwitchExprSyntax, in scope: Scope) -> [Execution.Arm]? {
        let here = reading(in: scope)
        guard let subject = here.value(node.subject) else { return nil }
        let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard cases.count == node.cases.count else { return nil }
        var arms: [Execution.Arm] = []
        for (position, switchCase) in cases.enumerated() {
            var slices: [ArraySlice<CodeBlockItemSyntax>] = []
            var body = Array(switchCase.statements)[...]
            var next = position
            while let last = body.last, last.item.is(FallThroughStmtSyntax.self) {
                slices.append(body.dropLast())
                next += 1
                guard next < cases.count else { return nil }
                body = Array(cases[next].statements)[...]
            }
            slices.append(body)
            // `default: break`: a case that does nothing.
            if slices.count == 1, body.count == 1, let only = body.first?.item.as(BreakStmtSyntax.self), only.label == nil { slices = [] }
            switch switchCase.label {
            case .default:
                arms.append(.init(test: nil, statements: slices, breaks: true))
            case .case(let label):
                var tests: [ValueExpression] = []
                var bindings: [(String, Bound)] = []
                for item in label.caseItems {
                    guard case (var test, let bound)? = pattern(item.pattern, subject, in: scope) else { return nil }
                    if let clause = item.whereClause {
                        var inner = scope
                        for (name, value) in bound { inner.names[name] = value }
                        guard let condition = reading(in: inner).value(clause.condition) else { return nil }
                        test = Self.and(test, condition)
                    }
                    // Several patterns binding names: not followed.
                    guard bound.isEmpty || label.caseItems.count == 1 else { return nil }
                    tests.append(test)
                    bindings = bound
                }
                guard let first = tests.first else { return nil }
                arms.append(.init(test: tests.dropFirst().reduce(first) { .binary(.or, $0, $1) }, bindings: bindings, statements: slices, breaks: true))
            }
        }
        if !arms.isEmpty, arms[arms.count - 1].test != nil { arms[arms.count - 1].test = nil }
        return arms
    }

    /// A case pattern as a test of `subject`, with the names it binds: a
    /// value (`.a`, `3`, `"x"`, a constant), a range (`0..<10`, `...5`,
    /// `10...`: the subject within it, The Swift Programming Language,
    /// "Control Flow": "Interval Matching"), `let x` (binds the subject),
    /// `_`.
    func pattern(_ pattern: PatternSyntax, _ subject: ValueExpression, in scope: Scope) -> (ValueExpression, [(String, Bound)])? {
        let here = reading(in: scope)
        if pattern.is(WildcardPatternSyntax.self) { return (.literal(.bool(true)), []) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            // `case let .completed(steps, distance)`.
            if let inner = binding.pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self) {
                return caseWithValues(inner, subject, bindingAll: true)
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            return (.literal(.bool(true)), [(name, .value(subject))])
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        // `case .completed(let steps, _)`.
        if let call = expression.as(FunctionCallExprSyntax.self), let matched = caseWithValues(call, subject, bindingAll: false) { return matched }
        if expression.is(DiscardAssignmentExprSyntax.self) { return (.literal(.bool(true)), []) }
        if let range = expression.as(InfixOperatorExprSyntax.self), let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..." {
            guard let low = here.value(range.leftOperand), let high = here.value(range.rightOperand) else { return nil }
            return (Self.and(.binary(.greaterOrEqual, subject, low), .binary(op == "..<" ? .less : .lessOrEqual, subject, high)), [])
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "..<" || prefix.operator.text == "..." {
            guard let high = here.value(prefix.expression) else { return nil }
            return (.binary(prefix.operator.text == "..<" ? .less : .lessOrEqual, subject, high), [])
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            guard let low = here.value(postfix.expression) else { return nil }
            return (.binary(.greaterOrEqual, subject, low), [])
        }
        if let literal = DeclarationFinder.literal(expression) { return (.binary(.equal, subject, .literal(literal)), []) }
        guard let value = here.value(expression) else { return nil }
        return (.binary(.equal, subject, value), [])
    }

    /// `.completed(let steps, _)` (or, under `case let`, `.completed(steps, _)`)
    /// against an `enum ContentState`'s case field: the case tested, each
    /// name bound to its associated value (`completed.numSteps`, by
    /// position in the case's declaration). `nil` for any other pattern.
    func caseWithValues(_ call: FunctionCallExprSyntax, _ subject: ValueExpression, bindingAll: Bool) -> (ValueExpression, [(String, Bound)])? {
        guard case .field(SourceInventory.stateCaseField) = subject, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil else { return nil }
        let name = member.declName.baseName.text
        let labels = (declared?.names ?? []).filter { $0.hasPrefix(name + ".") }.map { String($0.dropFirst(name.count + 1)) }
        var bound: [(String, Bound)] = []
        for (index, argument) in call.arguments.enumerated() {
            let written = argument.expression
            if let pattern = written.as(PatternExprSyntax.self) {
                // `let steps`, or `steps` under `case let`.
                let named = pattern.pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? (bindingAll ? pattern.pattern : nil)
                guard let identifier = named?.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    if pattern.pattern.is(WildcardPatternSyntax.self) { continue }
                    return nil
                }
                guard index < labels.count else { return nil }
                bound.append((identifier, .value(.field("\(name).\(labels[index])"))))
                continue
            }
            if written.is(DiscardAssignmentExprSyntax.self) { continue }
            if bindingAll, let reference = written.as(DeclReferenceExprSyntax.self), index < labels.count {
                bound.append((reference.baseName.text, .value(.field("\(name).\(labels[index])"))))
                continue
            }
            return nil
        }
        return (.binary(.equal, subject, .literal(.string(name))), bound)
    }

    static func and(_ a: ValueExpression, _ b: ValueExpression) -> ValueExpression {
        if case .literal(let literal) = a, literal.isTrue { return b }
        return .binary(.and, a, b)
    }

    /// `for x in [a, b, c]`, `for i in 0..<n` (bounds known without a
    /// state), `stride(from:to:by:)`, each `.reversed()`: unrolled, at most
    /// `forEachElements` iterations.
    func forLoop(_ node: ForStmtSyntax, _ execution: inout Execution) -> Execution.Outcome? {
        guard node.tryKeyword == nil, node.awaitKeyword == nil, node.caseKeyword == nil else { return .failed }
        var name: String? = nil
        if let identifier = node.pattern.as(IdentifierPatternSyntax.self) { name = identifier.identifier.text }
        else if !node.pattern.is(WildcardPatternSyntax.self) { return .failed }
        guard let (elements, integers) = sequence(node.sequence, in: execution.scope) else {
            budget.note(Approximation(location: location(node.sequence), construct: Self.shortened(node.sequence),
                                      assumed: "unevaluated: a loop over what is known at run time, or over more than \(budget.limits.forEachElements) iterations"))
            return .failed
        }
        guard elements.count <= budget.limits.forEachElements else {
            budget.note(Approximation(location: location(node.sequence), construct: Self.shortened(node.sequence),
                                      assumed: "unevaluated: a loop of more than \(budget.limits.forEachElements) iterations"))
            return .failed
        }
        execution.pending.append(.breakTarget)
        execution.pending.append(.loop(.init(name: name, elements: elements[...], integers: integers, body: node.body.statements,
                                             filter: node.whereClause?.condition)))
        return nil
    }

    /// The elements a loop's sequence holds, and whether they are `Int`s.
    func sequence(_ expression: ExprSyntax, in scope: Scope) -> ([ValueExpression], Bool)? {
        let here = reading(in: scope)
        if let reference = expression.as(DeclReferenceExprSyntax.self), case .syntax(let inner, let bound, _)? = scope.names[reference.baseName.text] {
            return sequence(inner, in: bound)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            guard array.elements.count <= budget.limits.forEachElements else { return (Array(repeating: .literal(.null), count: budget.limits.forEachElements + 1), false) }
            let values = array.elements.compactMap { here.value($0.expression) }
            guard values.count == array.elements.count else { return nil }
            return (values, array.elements.allSatisfy { here.integerKind($0.expression) != nil })
        }
        func constant(_ expression: ExprSyntax?) -> Int? {
            guard let expression, let value = here.value(expression), value.fields.isEmpty,
                  let number = value.evaluate({ _ in nil }).number else { return nil }
            return NumberRange.loopBound.whole(number)
        }
        func numbers(from: Int, to: Int, by: Int) -> ([ValueExpression], Bool) {
            // Counted as it is built: a range of a billion stops one past the limit.
            var values: [ValueExpression] = []
            var next = from
            while by > 0 ? next < to : next > to, values.count <= budget.limits.forEachElements {
                values.append(.literal(.number(Double(next))))
                next += by
            }
            return (values, true)
        }
        if let range = expression.as(InfixOperatorExprSyntax.self), let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..." {
            guard let low = constant(range.leftOperand), let high = constant(range.rightOperand) else { return nil }
            // A reversed range traps in Swift: nothing to iterate here.
            return numbers(from: low, to: high + (op == "..." ? 1 : 0), by: 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            func argument(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
            if call.calledExpression.nameText == "stride", let from = constant(argument("from")), let by = constant(argument("by")), by != 0 {
                if let to = constant(argument("to")) { return numbers(from: from, to: to, by: by) }
                if let through = constant(argument("through")) { return numbers(from: from, to: through + (by > 0 ? 1 : -1), by: by) }
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "reversed", call.arguments.isEmpty,
               let base = member.base, let (values, integers) = sequence(base, in: scope) {
                return (values.reversed(), integers)
            }
        }
        return nil
    }
}
