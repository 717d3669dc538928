import SlotFit
import SwiftSyntax

/// A custom view's own initializers (`init(label:background:compact:)`),
/// honoured instead of the memberwise one: the call's arguments bound to
/// its parameters, its body run (`self.compact = compact`, `fontSize =
/// compact ? 12 : 17`), and each stored property given what the body
/// assigned, or its default.
extension ViewInterpreter {
    /// The names a custom view's body sees when `call` matches one of its
    /// declared initializers; `nil` when it declares none, none matches
    /// or the body is not one SlotFit follows.
    func initializerScope(_ custom: ModuleIndex.ViewType, _ call: FunctionCallExprSyntax) -> Scope? {
        for initializer in custom.initializers {
            guard var names = initializerArguments(initializer.parameters, call, owner: custom.name) else { continue }
            for property in custom.properties {
                if let environment = property.environment {
                    names["self." + property.name] = .value(EnvironmentValue(rawValue: "$" + environment).map { .field($0.rawValue) } ?? .literal(.null))
                    continue
                }
                names["self." + property.name] = property.initial.map { .syntax($0, Scope(owner: custom.name), type: property.type) } ?? .unevaluated
            }
            var execution = Execution(scope: Scope(names: names, owner: custom.name, depth: scope.depth + 1), statements: Array(initializer.body)[...])
            execution.initializer = true
            guard case .finished(let end) = run(execution) else { return nil }
            var inner = Scope(owner: custom.name)
            inner.depth = scope.depth + 1
            for property in custom.properties {
                switch end.scope.names["self." + property.name] {
                case .syntax(let expression, let bound, let type)?: inner.names[property.name] = .syntax(expression, bound, type: property.type ?? type)
                case .unevaluated?, nil: continue
                case let bound?: inner.names[property.name] = bound
                }
            }
            return inner
        }
        return nil
    }

    /// An initializer's parameters bound to a call's arguments (labels,
    /// unlabelled ones in order, trailing closures to parameters of views
    /// or closures, defaults for the rest); `nil` when they do not match.
    func initializerArguments(_ parameters: [ModuleIndex.Parameter], _ call: FunctionCallExprSyntax, owner: String) -> [String: Bound]? {
        var arguments = Array(call.arguments)
        var closures: [(String?, ClosureExprSyntax)] = call.trailingClosure.map { [(nil, $0)] } ?? []
        closures += call.additionalTrailingClosures.map { ($0.label.text, $0.closure) }
        var names: [String: Bound] = [:]
        for parameter in parameters {
            let given: ExprSyntax?
            if let index = arguments.firstIndex(where: { $0.label?.text == parameter.label }) {
                given = arguments.remove(at: index).expression
            } else if let index = closures.firstIndex(where: { $0.0 != nil && $0.0 == parameter.label })
                        ?? (Self.holdsViews(parameter.type) ? closures.firstIndex(where: { $0.0 == nil }) : nil) {
                given = ExprSyntax(closures.remove(at: index).1)
            } else {
                given = nil
            }
            if let closure = given?.as(ClosureExprSyntax.self), Self.holdsViews(parameter.type) {
                names[parameter.name] = .views(closure.statements, scope)
            } else if let given {
                names[parameter.name] = .syntax(given, scope, type: parameter.type)
            } else if let initial = parameter.initial {
                names[parameter.name] = .syntax(initial, Scope(owner: owner), type: parameter.type)
            } else {
                return nil
            }
        }
        return arguments.isEmpty && closures.isEmpty ? names : nil
    }

    /// A name (`titleFont`, `self.tint`) bound to an argument as written:
    /// the argument and the scope it was written in.
    func passedArgument(_ expression: ExprSyntax) -> (ExprSyntax, Scope)? {
        var name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.nameText == "self" { name = member.declName.baseName.text }
        guard let name, case .syntax(let passed, let bound, _)? = scope.names[name] else { return nil }
        return (passed, bound)
    }

    /// The expression a name passed down stands for, followed through
    /// custom views (at most the inlining depth): `tint` given `.orange`
    /// is `.orange`.
    func passedLiteral(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        var reader = self
        for _ in 0..<budget.limits.inlineDepth {
            guard let (passed, bound) = reader.passedArgument(current) else { break }
            current = passed
            reader = reader.reading(in: bound)
        }
        return current
    }
}
