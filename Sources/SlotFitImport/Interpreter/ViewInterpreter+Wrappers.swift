import SlotFit
import SwiftSyntax

/// An app's own localization helpers, read to what they look up:
/// `L10n.format("eta.minutes", minutes)` over `String(format:
/// NSLocalizedString(key, comment: ""), arguments: args)`, `tr("key")`
/// over `String(localized: String.LocalizationValue(key))`: the key the
/// call passes, its table, and the values it formats into it.
extension ViewInterpreter {
    /// The key, table and format arguments of a call to a helper whose
    /// body looks its key parameter up; `nil` for any other call.
    mutating func wrapperLookup(_ expression: ExprSyntax, table: inout String?) -> (key: String, arguments: [TextArgument])? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var owner: String? = nil
        var functionName = call.calledExpression.nameText
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard base.nameText.first?.isUppercase == true else { return nil }
            owner = base.nameText.split(separator: ".").last.map(String.init)
            functionName = member.declName.baseName.text
        }
        guard let helper = index.member(functionName, owner: owner, view: false), helper.owner == owner || owner == nil,
              !helper.parameters.isEmpty, let bound = Self.arguments(call.arguments, to: helper.parameters) else { return nil }
        let names = Set(helper.parameters.map(\.name))
        guard let lookup = Self.keyLookup(in: helper.body, parameters: names) ?? helperLookup(in: helper.body, parameters: names) else { return nil }
        guard let keyArguments = bound[lookup.parameter], keyArguments.count == 1,
              case .string(let key)? = DeclarationFinder.literal(keyArguments[0]) else { return nil }
        if let written = lookup.table { table = written }
        // The other parameters are the values formatted into it, in order.
        var arguments: [TextArgument] = []
        for parameter in helper.parameters where parameter.name != lookup.parameter && lookup.formats {
            for given in bound[parameter.name] ?? [] {
                guard let shown = value(given) else { return nil }
                arguments.append(TextArgument(field: name(shown)))
            }
        }
        return (key, arguments)
    }

    /// An app's localizing extension of `String` applied to a literal key:
    /// `"tea.title".localized` (a property looking `self` up),
    /// `"tea.eta".localized(minutes)` (a method formatting its arguments
    /// into the looked-up `self`), `"tea.eta" % [minutes]` (an operator
    /// looking its left operand up and formatting its right, an array's
    /// elements each an argument). The key and arguments, as the helper
    /// passes them to `NSLocalizedString`, `String(localized:)` or
    /// `Bundle.localizedString(forKey:…)`; `nil` for anything else.
    mutating func receiverLookup(_ expression: ExprSyntax, table: inout String?) -> (key: String, arguments: [TextArgument])? {
        var given: [ExprSyntax] = []
        let key: String
        let lookup: (parameter: String, table: String?, formats: Bool)
        if let infix = expression.as(InfixOperatorExprSyntax.self), let name = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           case .string(let literal)? = DeclarationFinder.literal(infix.leftOperand), infix.leftOperand.is(StringLiteralExprSyntax.self) {
            guard let helper = stringHelpers(name).first(where: { $0.parameters.count == 2 }),
                  let found = Self.keyLookup(in: helper.body, parameters: [helper.parameters[0].name]) else { return nil }
            key = literal; lookup = found
            given = infix.rightOperand.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [infix.rightOperand]
        } else {
            var accessor = expression
            var call: FunctionCallExprSyntax? = nil
            if let asCall = expression.as(FunctionCallExprSyntax.self) { call = asCall; accessor = asCall.calledExpression }
            guard let member = accessor.as(MemberAccessExprSyntax.self), let base = member.base, base.is(StringLiteralExprSyntax.self),
                  case .string(let literal)? = DeclarationFinder.literal(base) else { return nil }
            // Overloads (`var localized` and `func localized(_:)`): the one
            // the call's arguments bind to; a property without a call.
            let candidates = stringHelpers(member.declName.baseName.text)
            let chosen: (ModuleIndex.Member, [String: [ExprSyntax]])? = call.map { call in
                candidates.lazy.compactMap { candidate in Self.arguments(call.arguments, to: candidate.parameters).map { (candidate, $0) } }.first
            } ?? candidates.first { $0.parameters.isEmpty }.map { ($0, [:]) }
            guard let (helper, bound) = chosen, let found = Self.keyLookup(in: helper.body, parameters: ["self"]) else { return nil }
            given = helper.parameters.flatMap { bound[$0.name] ?? [] }
            key = literal; lookup = found
        }
        if let written = lookup.table { table = written }
        var arguments: [TextArgument] = []
        if lookup.formats {
            for value in given {
                guard let shown = self.value(value) else { return nil }
                arguments.append(TextArgument(field: name(shown)))
            }
        }
        return (key, arguments)
    }

    /// `label.localized` on a `String` value (not a literal): the value is
    /// the key the app's extension looks up. The value's expression, when
    /// `expression` is such a use of a helper without arguments.
    func keyValueLookup(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              !base.is(StringLiteralExprSyntax.self), base.nameText.first?.isUppercase != true,
              stringHelpers(member.declName.baseName.text).contains(where: { $0.parameters.isEmpty && Self.keyLookup(in: $0.body, parameters: ["self"]) != nil })
        else { return nil }
        return base
    }

    /// Whether a `String` member's body passes a value through the app's
    /// own lookup extension (`var title: String { rawValue.localized }`):
    /// what it returns is then a key looked up, not shown as written.
    func returnsLookedUp(_ member: ModuleIndex.Member) -> Bool {
        guard member.returnType == "String" else { return false }
        final class Finder: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { names.append(node.declName.baseName.text); return .visitChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(member.body)
        return finder.names.contains { name in
            stringHelpers(name).contains { $0.parameters.isEmpty && Self.keyLookup(in: $0.body, parameters: ["self"]) != nil }
        }
    }

    /// A member the sources declare in an extension of `String` or
    /// `StringProtocol` (or at file scope, for an operator).
    private func stringHelpers(_ name: String) -> [ModuleIndex.Member] {
        let owners: Set<String?> = ["String", "StringProtocol", "Swift.String"]
        let isOperator = name.first.map { !$0.isLetter && $0 != "_" } == true
        return (index.members[name] ?? []).filter { !$0.returnsView && (owners.contains($0.owner) || (isOperator && $0.owner == nil)) }
    }

    /// The lookup a helper makes through another of the app's helpers:
    /// `format(key, args…)` whose body is `String(format: tr(key), …)` and
    /// `tr(key)` is `NSLocalizedString(key, …)`. One level deep; whether the
    /// outer body formats its arguments (`String(format:)`).
    func helperLookup(in body: CodeBlockItemListSyntax, parameters: Set<String>) -> (parameter: String, table: String?, formats: Bool)? {
        final class Calls: SyntaxVisitor {
            var found: [(name: String, argument: String)] = []
            var formats = false
            let parameters: Set<String>
            init(_ parameters: Set<String>) { self.parameters = parameters; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.nameText == "String", node.arguments.contains(where: { $0.label?.text == "format" }) { formats = true }
                if let first = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self), parameters.contains(first.baseName.text) {
                    let called = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                        ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    if let called { found.append((called, first.baseName.text)) }
                }
                return .visitChildren
            }
        }
        let calls = Calls(parameters)
        calls.walk(body)
        for call in calls.found {
            for inner in index.members[call.name] ?? [] where !inner.returnsView {
                guard let first = inner.parameters.first, let lookup = Self.keyLookup(in: inner.body, parameters: [first.name]) else { continue }
                return (call.argument, lookup.table, calls.formats || lookup.formats)
            }
        }
        return nil
    }

    /// A call's arguments by parameter name (a variadic parameter takes
    /// every remaining unlabelled one); `nil` when they do not match.
    static func arguments(_ list: LabeledExprListSyntax, to parameters: [ModuleIndex.Parameter]) -> [String: [ExprSyntax]]? {
        var remaining = Array(list)
        var bound: [String: [ExprSyntax]] = [:]
        for parameter in parameters {
            if parameter.type.hasSuffix("...") {
                while let index = remaining.firstIndex(where: { $0.label?.text == parameter.label }) {
                    bound[parameter.name, default: []].append(remaining.remove(at: index).expression)
                }
            } else if let index = remaining.firstIndex(where: { $0.label?.text == parameter.label }) {
                bound[parameter.name] = [remaining.remove(at: index).expression]
            } else if parameter.initial == nil {
                return nil
            }
        }
        return remaining.isEmpty ? bound : nil
    }

    /// The lookup of a parameter in a helper's body: `NSLocalizedString(key,
    /// …)`, `String(localized: key)`, `String(localized:
    /// String.LocalizationValue(key))`, `Bundle.main.localizedString(forKey:
    /// key, …)`; whether `String(format:)` formats it.
    static func keyLookup(in body: CodeBlockItemListSyntax, parameters: Set<String>) -> (parameter: String, table: String?, formats: Bool)? {
        final class Finder: SyntaxVisitor {
            let parameters: Set<String>
            var found: (parameter: String, table: String?)?
            var formats = false
            init(_ parameters: Set<String>) { self.parameters = parameters; super.init(viewMode: .sourceAccurate) }
            func parameter(_ expression: ExprSyntax?) -> String? {
                guard var expression else { return nil }
                if let wrapped = expression.as(FunctionCallExprSyntax.self), wrapped.calledExpression.nameText.hasSuffix("LocalizationValue"),
                   let inner = wrapped.arguments.first?.expression { expression = inner }
                return expression.as(DeclReferenceExprSyntax.self).map { $0.baseName.text }.flatMap { parameters.contains($0) ? $0 : nil }
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                func labeled(_ label: String?) -> ExprSyntax? { node.arguments.first { $0.label?.text == label }?.expression }
                let called = node.calledExpression.nameText
                if called == "String", labeled("format") != nil { formats = true }
                guard found == nil else { return .visitChildren }
                let table = (labeled("tableName") ?? labeled("table")).flatMap(DeclarationFinder.literal)?.shown
                if called.hasSuffix("NSLocalizedString"), let name = parameter(node.arguments.first?.expression) { found = (name, table) }
                if called == "String", let name = parameter(labeled("localized")) { found = (name, table) }
                if called.hasSuffix("localizedString"), let name = parameter(labeled("forKey")) { found = (name, table) }
                return .visitChildren
            }
        }
        let finder = Finder(parameters)
        finder.walk(body)
        return finder.found.map { ($0.parameter, $0.table, finder.formats) }
    }

    /// `String(localized: "Soon")`, `NSLocalizedString("Soon", comment: "")`
    /// in a value's code: the key (shown as the development language's
    /// string; a text of such values looks the value up as a key).
    func localizedLiteral(_ expression: ExprSyntax) -> ValueExpression? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let called = call.calledExpression.nameText
        let key: ExprSyntax?
        if called == "String" { key = call.arguments.first { $0.label?.text == "localized" }?.expression }
        else if called == "NSLocalizedString" { key = call.arguments.first?.expression }
        else { return nil }
        guard let literal = key?.as(StringLiteralExprSyntax.self), literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }),
              case .string(let text)? = DeclarationFinder.literal(ExprSyntax(literal)) else { return nil }
        return .literal(.string(text))
    }

    /// Whether a getter's statements are code to run (assignments, `var`,
    /// `guard`, loops, patterns that bind or match ranges) rather than a
    /// value per `if`/`switch` branch: its text is then the value it
    /// evaluates to per state.
    static func isImperative(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { item in
            if let declaration = item.item.as(VariableDeclSyntax.self) {
                return declaration.bindingSpecifier.text != "let" || declaration.bindings.contains { $0.initializer == nil }
            }
            if item.item.is(ReturnStmtSyntax.self) { return false }
            guard let expression = Self.expression(of: item) else { return true }
            if Self.isAssignment(expression) { return true }
            if let conditional = expression.as(IfExprSyntax.self) {
                if isImperative(conditional.body.statements) { return true }
                switch conditional.elseBody {
                case .codeBlock(let block)?: return isImperative(block.statements)
                case .ifExpr(let next)?: return isImperative(CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(next)))]))
                case nil: return false
                }
            }
            if let choice = expression.as(SwitchExprSyntax.self) {
                return choice.cases.contains { item in
                    guard let switchCase = item.as(SwitchCaseSyntax.self) else { return true }
                    if case .case(let label) = switchCase.label, label.caseItems.contains(where: { caseItem in
                        caseItem.whereClause != nil || caseItem.pattern.as(ExpressionPatternSyntax.self).flatMap { DeclarationFinder.literal($0.expression) } == nil
                    }) { return true }
                    return isImperative(switchCase.statements)
                }
            }
            return false
        }
    }

    /// The type a text of an imperative getter shows its value as: a key
    /// when the getter's strings are localized lookups.
    static func imperativeType(_ member: ModuleIndex.Member) -> String? {
        let text = member.body.description
        if member.returnType == "String", text.contains("String(localized:") || text.contains("NSLocalizedString(") { return "LocalizedStringKey" }
        return member.returnType
    }
}
