import SlotFit
import SlotFitStrings
import SwiftSyntax

extension ViewInterpreter {
    /// One string a text may show, under the condition it shows on: what a
    /// name, a computed property, a ternary or a `switch` returning strings
    /// comes down to.
    struct Leaf {
        var condition: Condition?
        var expression: ExprSyntax
        var scope: Scope
        /// The type it was declared with on the way (`String` shows as
        /// written; `LocalizedStringKey` is looked up).
        var type: String?
        /// Set when the string was chosen by guess (the first branch of an
        /// `if` SlotFit could not evaluate): the text is marked approximated.
        var guess: String? = nil
    }

    /// `Text(…)`: keys (with interpolations), verbatim strings, `String`
    /// values, `String(localized:)`, generated accessors, dates in a style,
    /// timers, formatted values; a text whose string depends on the state
    /// (`Text(state.statusText)` over a `switch`) is one text per case,
    /// each under its condition.
    mutating func text(_ call: FunctionCallExprSyntax, location: SourceLocation) -> ActivityView? {
        func labeled(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        if let verbatim = labeled("verbatim") {
            saw("Text(verbatim:)")
            if case .string(let string)? = DeclarationFinder.literal(verbatim) {
                var view = ActivityView(.text(key: string, arguments: []), location: location)
                view.lookup = .verbatim
                return view
            }
            return valueText(verbatim, location: location, node: call)
        }
        if let interval = labeled("timerInterval") {
            guard let (start, end) = range(interval) else {
                approximate(interval, "a stand-in for the timer's interval (not evaluated): the timer is not checked")
                return ActivityView(.timer(TimerSpec(seconds: standIn(interval))), location: location)
            }
            saw("Text(timerInterval:)")
            let countsDown = labeled("countsDown").flatMap(DeclarationFinder.literal)?.isTrue ?? true
            // `pauseTime:`: while it is set the timer stands still at it;
            // the static value is measured then (SlotFit's `pausedWhen`).
            var reference = SwiftExpression.now
            var paused: Condition? = nil
            if let pauseTime = labeled("pauseTime") {
                if let pause = value(pauseTime) {
                    reference = .coalesce(pause, SwiftExpression.now)
                    paused = Condition(terms: terms(.binary(.notEqual, pause, .literal(.null))))
                } else {
                    approximate(pauseTime, "the timer running (its pause time is not evaluated)")
                }
            }
            let seconds: ValueExpression = countsDown ? .binary(.subtract, end, reference) : .binary(.subtract, reference, start)
            // A count-up timer to a distant end: no interval to reserve.
            let isOpenEnded = labeled("timerInterval")?.as(InfixOperatorExprSyntax.self)?.rightOperand.trimmedDescription.filter { $0 != "(" && $0 != ")" }.hasSuffix("distantFuture") ?? false
            var spec = TimerSpec(seconds: name(seconds), countsDown: countsDown, pausedWhen: paused,
                                 interval: isOpenEnded ? nil : name(.binary(.subtract, end, start)))
            if let hours = labeled("showsHours").flatMap(DeclarationFinder.literal) { spec.showsHours = hours.isTrue }
            return ActivityView(.timer(spec), location: location)
        }
        guard let argument = call.arguments.first(where: { $0.label == nil })?.expression else {
            approximate(call, "an empty text")
            return ActivityView(.text(key: "", arguments: []), location: location)
        }
        if let style = labeled("style").flatMap(DeclarationFinder.literal)?.shown {
            return dateText(argument, style: style, location: location, node: call)
        }
        if let format = labeled("format"), argument.trimmedDescription == ".currentDate" || argument.trimmedDescription == "Date.currentDate" {
            return systemTimer(format, call: call, location: location)
        }
        if let format = labeled("format") {
            guard let valueFormat = formatStyle(format), let shown = value(argument) else {
                approximate(call, "the value as written (its format is not one SlotFit models)")
                return valueText(argument, location: location, node: call)
            }
            saw("Text(_:format:)")
            return formattedText(shown, valueFormat, location: location)
        }
        var table = labeled("tableName").flatMap { tableName($0) }
        let bundle = labeled("bundle").map { $0.trimmedDescription }
        let result = text(argument, location: location, node: call, table: &table)
        guard var view = result else { return nil }
        if table != nil || bundle != nil {
            view = view.mappingViewsWithText { copy in
                copy.table = copy.table ?? table
                if let bundle, bundle != ".main", bundle != "Bundle.main" { copy.bundle = bundle.replacingOccurrences(of: "Bundle.", with: "").replacingOccurrences(of: ".", with: "") }
            }
        }
        return view
    }

    /// `Text(.currentDate, format: .timer(countingDownIn: start..<end))`
    /// and `.stopwatch(startingAt: start)` (SwiftUI's system formats, iOS
    /// 18): a timer counting down to the range's end, or up from the start,
    /// as `Text(timerInterval:)` is. Another format of the current date is
    /// a stand-in: the text is not checked (never laid out as the word
    /// "currentDate").
    mutating func systemTimer(_ format: ExprSyntax, call: FunctionCallExprSyntax, location: SourceLocation) -> ActivityView {
        let formatCall = format.as(FunctionCallExprSyntax.self)
        let kind = formatCall?.calledExpression.nameText ?? ""
        func argument(_ label: String) -> ExprSyntax? { formatCall?.arguments.first { $0.label?.text == label }?.expression }
        if kind == ".timer", let interval = argument("countingDownIn") ?? argument("countingUpIn"), let (start, end) = range(interval) {
            saw("Text(.currentDate, format: .timer)")
            let countsDown = argument("countingDownIn") != nil
            let seconds: ValueExpression = countsDown ? .binary(.subtract, end, SwiftExpression.now) : .binary(.subtract, SwiftExpression.now, start)
            var spec = TimerSpec(seconds: name(seconds), countsDown: countsDown, interval: name(.binary(.subtract, end, start)))
            if let hours = argument("showsHours").flatMap(DeclarationFinder.literal) { spec.showsHours = hours.isTrue }
            return ActivityView(.timer(spec), location: location)
        }
        if kind == ".stopwatch", let start = argument("startingAt").flatMap({ value($0) }) {
            saw("Text(.currentDate, format: .stopwatch)")
            return ActivityView(.timer(TimerSpec(seconds: name(.binary(.subtract, SwiftExpression.now, start)), countsDown: false)), location: location)
        }
        approximate(call, "a stand-in for the current date in a format SlotFit does not model: the text is not checked")
        return ActivityView(.timer(TimerSpec(seconds: standIn(ExprSyntax(call)))), location: location)
    }

    /// A text of `argument` (a `LocalizedStringKey` position): one text,
    /// or a group of texts each under its condition.
    mutating func text(_ argument: ExprSyntax, location: SourceLocation, node: some SyntaxProtocol, table: inout String?) -> ActivityView? {
        let leaves = self.leaves(argument, type: nil, condition: nil)
        var texts: [ActivityView] = []
        for leaf in leaves {
            guard var text = within(leaf.scope, { $0.leafText(leaf, location: location, table: &table) }) else { continue }
            if let guess = leaf.guess, text.approximated == nil { text.approximated = guess }
            texts.append(conditioned(text, leaf.condition))
        }
        if leaves.count > 1 { saw("conditional text") }
        return one(texts, node)
    }

    /// The strings an expression comes down to, following names, computed
    /// properties, ternaries and `switch`/`if` returning per branch.
    mutating func leaves(_ expression: ExprSyntax, type: String?, condition: Condition?) -> [Leaf] {
        guard scope.depth < 24 else { return [Leaf(condition: condition, expression: expression, scope: scope, type: type)] }
        if let flowed = keyFlowLeaves(expression, type: type, condition: condition) { return flowed }
        var referenced: String? = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.nameText == "self" { referenced = member.declName.baseName.text }
        if let name = referenced {
            if case .syntax(let inner, let bound, let declared)? = scope.names[name] {
                return within(bound) { $0.leaves(inner, type: type ?? declared, condition: condition) }
            }
            if scope.names[name] == nil, let member = index.member(name, owner: scope.owner, view: false), member.parameters.isEmpty, member.owner == scope.owner {
                if Self.isImperative(member.body) { return [Leaf(condition: condition, expression: expression, scope: scope, type: type ?? Self.imperativeType(member))] }
                var inner = scope
                inner.depth += 1
                return within(inner) { $0.statementLeaves(member.body, type: type ?? Self.returnType(member), condition: condition) }
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let object = object(base) {
            let name = member.declName.baseName.text
            if fieldTypes[name] == nil, let computed = index.member(name, owner: nil, view: false), computed.parameters.isEmpty {
                if Self.isImperative(computed.body) { return [Leaf(condition: condition, expression: expression, scope: scope, type: type ?? Self.imperativeType(computed))] }
                let inner = Scope(names: [:], owner: computed.owner, selfObject: object, depth: scope.depth + 1)
                return within(inner) { $0.statementLeaves(computed.body, type: type ?? Self.returnType(computed), condition: condition) }
            }
        }
        if let ternary = expression.as(TernaryExprSyntax.self), let test = self.condition(ternary.condition) {
            return leaves(ternary.thenExpression, type: type, condition: combine(condition, test))
                + leaves(ternary.elseExpression, type: type, condition: combine(condition, negation(test)))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return leaves(tuple.elements.first!.expression, type: type, condition: condition)
        }
        return [Leaf(condition: condition, expression: expression, scope: scope, type: type)]
    }

    static func returnType(_ member: ModuleIndex.Member) -> String? { member.returnType }

    /// The leaves of a getter's statements: `return`s per `if`/`switch` branch.
    mutating func statementLeaves(_ statements: CodeBlockItemListSyntax, type: String?, condition: Condition?) -> [Leaf] {
        var result: [Leaf] = []
        var condition = condition
        for statement in statements {
            let item = statement.item
            if let declaration = item.as(VariableDeclSyntax.self) { bind(declaration); continue }
            var expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            if let statement = item.as(ExpressionStmtSyntax.self) { expression = statement.expression }
            guard let expression else { continue }
            if let choice = expression.as(SwitchExprSyntax.self), let subject = value(choice.subject) {
                let field = name(subject)
                var named: [String] = []
                for item in choice.cases {
                    guard case .switchCase(let switchCase) = item else { continue }
                    switch switchCase.label {
                    case .case(let label):
                        let values = label.caseItems.compactMap { $0.pattern.as(ExpressionPatternSyntax.self).flatMap { DeclarationFinder.literal($0.expression) }.map(Self.comparable) }
                        guard values.count == label.caseItems.count else { approximate(label, "this case never shown"); continue }
                        named += values
                        for value in values {
                            let test = Condition(terms: [.init(field: field, value: value, mustMatchASample: false)])
                            result += statementLeaves(switchCase.statements, type: type, condition: combine(condition, test))
                        }
                    case .default:
                        let none = Condition(terms: named.map { .init(field: field, value: $0, negated: true, mustMatchASample: false) })
                        result += statementLeaves(switchCase.statements, type: type, condition: named.isEmpty ? condition : combine(condition, none))
                    }
                }
                return result
            }
            if let conditional = expression.as(IfExprSyntax.self) {
                var inner = scope
                guard let test = self.condition(conditional.conditions, bindingInto: &inner) else {
                    // A condition SlotFit cannot evaluate: its first branch,
                    // said — never a text silently dropped.
                    approximate(conditional.conditions, "the first branch, always shown")
                    let note = "the first branch of an if SlotFit could not evaluate (\(Self.shortened(conditional.conditions))), always shown"
                    return result + within(inner) { $0.statementLeaves(conditional.body.statements, type: type, condition: condition) }
                        .map { leaf in var guessed = leaf; guessed.guess = guessed.guess ?? note; return guessed }
                }
                let then = combine(condition, test)
                result += within(inner) { $0.statementLeaves(conditional.body.statements, type: type, condition: then) }
                let otherwise = negation(test)
                switch conditional.elseBody {
                case .codeBlock(let block)?: result += statementLeaves(block.statements, type: type, condition: combine(condition, otherwise))
                case .ifExpr(let next)?:
                    result += statementLeaves(CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(next)))]), type: type, condition: combine(condition, otherwise))
                case nil:
                    // `if … { return a }` then the rest: the rest when it does not hold.
                    condition = combine(condition, otherwise)
                    continue
                }
                return result
            }
            return result + leaves(expression, type: type, condition: condition)
        }
        return result
    }

    /// One leaf as a text.
    mutating func leafText(_ leaf: Leaf, location: SourceLocation, table: inout String?) -> ActivityView? {
        let expression = leaf.expression
        let isString = leaf.type.map { $0 == "String" || $0 == "String?" } ?? false
        if let string = expression.as(StringLiteralExprSyntax.self) {
            if isString {
                // A `String` property given a literal: shown as written.
                saw("Text(String)")
                var view = valueText(expression, location: location, node: expression)
                view.showsStringValue = true
                return view
            }
            saw("Text(LocalizedStringKey)")
            return keyText(string, location: location)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let localized = localizedKey(call, table: &table) {
            saw(localized.construct)
            return keyText(localized.key, location: location, arguments: localized.arguments)
        }
        if let accessor = generatedAccessor(expression, table: &table) {
            saw("generated string accessor")
            return keyText(accessor.key, location: location, arguments: accessor.arguments)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let formatted = formattedCall(call) {
            saw(".formatted")
            return formattedText(formatted.0, formatted.1, location: location)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, leaf.type == nil || Self.isKeyType(leaf.type),
           let first = member.declName.baseName.text.first, first.isLowercase {
            // `Text(.widgetUntilDeparture)`: Text takes a
            // LocalizedStringResource there, so the member is a symbol
            // Xcode generated for a string catalog key.
            saw("generated string catalog symbol")
            var view = ActivityView(.text(key: member.declName.baseName.text, arguments: []), location: location)
            view.lookup = .symbol(member.declName.baseName.text)
            return view
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           leaf.type == nil || Self.isKeyType(leaf.type), member.declName.baseName.text != "init",
           let first = member.declName.baseName.text.first, first.isLowercase {
            // `Text(.teaSteep(minutes))`: the symbol Xcode generates for a
            // key whose value takes arguments is a function of them, in
            // the order of the value's format specifiers.
            var arguments: [TextArgument] = []
            for argument in call.arguments {
                guard let shown = value(argument.expression) else { arguments = []; break }
                arguments.append(TextArgument(field: name(shown)))
            }
            if arguments.count == call.arguments.count {
                saw("generated string catalog symbol")
                var view = ActivityView(.text(key: member.declName.baseName.text, arguments: arguments), location: location)
                view.lookup = .symbol(member.declName.baseName.text)
                return view
            }
        }
        if let keyValue = keyValueLookup(expression), let shown = value(keyValue) {
            // `Text(label.localized)`: the app's extension looks the value up.
            saw("a key looked up by the app's String extension")
            var view = ActivityView(.text(key: "", arguments: []), location: location)
            view.lookup = .keyFrom(field: name(shown))
            return view
        }
        guard let shown = value(expression) else {
            // Not evaluated: a stand-in (unverified, never judged); a key
            // held in it is looked up once `values:` gives it samples.
            approximate(expression, "a stand-in for the value (not evaluated): the text is not checked")
            var view = ActivityView(.text(key: "", arguments: []), location: location)
            let isKey = leaf.type.map { $0.hasPrefix("LocalizedStringKey") || $0.hasPrefix("LocalizedStringResource") } ?? false
            view.lookup = isKey ? .keyFrom(field: standIn(expression)) : .value(field: standIn(expression))
            return view
        }
        if leaf.type.map({ $0.hasPrefix("LocalizedStringKey") || $0.hasPrefix("LocalizedStringResource") }) ?? false {
            // A key held in a field: looked up.
            saw("Text(LocalizedStringKey)")
            var view = ActivityView(.text(key: "", arguments: []), location: location)
            view.lookup = .keyFrom(field: name(shown))
            return view
        }
        saw("Text(String)")
        var view = ActivityView(.text(key: "", arguments: []), location: location)
        view.lookup = .value(field: name(shown))
        view.showsStringValue = true
        return view
    }

    /// A `String` value shown as it is.
    mutating func valueText(_ expression: ExprSyntax, location: SourceLocation, node: some SyntaxProtocol) -> ActivityView {
        guard let shown = value(expression) else {
            approximate(node, "a stand-in for the value (not evaluated): the text is not checked")
            var view = ActivityView(.text(key: "", arguments: []), location: location)
            view.lookup = .value(field: standIn(expression))
            return view
        }
        if case .literal(let literal) = shown {
            var view = ActivityView(.text(key: literal.shown, arguments: []), location: location)
            view.lookup = .verbatim
            return view
        }
        var view = ActivityView(.text(key: "", arguments: []), location: location)
        view.lookup = .value(field: name(shown))
        return view
    }

    /// A value shown through a Foundation format style.
    mutating func formattedText(_ shown: ValueExpression, _ format: ValueFormat, location: SourceLocation) -> ActivityView {
        var view = ActivityView(.text(key: "", arguments: [TextArgument(field: name(shown), valueFormat: format)]), location: location)
        view.lookup = .value(field: name(shown))
        return view
    }

    /// A `LocalizedStringKey` literal: its interpolations become `\(name)`
    /// (the key Xcode extracts is computed from the sample values once the
    /// activity is built), formatted interpolations `%@` arguments.
    mutating func keyText(_ literal: StringLiteralExprSyntax, location: SourceLocation) -> ActivityView {
        var written = ""
        var arguments: [TextArgument] = []
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                written += text.content.text
                continue
            }
            guard let interpolation = segment.as(ExpressionSegmentSyntax.self), let first = interpolation.expressions.first else { continue }
            let inner = first.expression
            var argument: TextArgument?
            let labels = interpolation.expressions.dropFirst().compactMap { $0.label?.text }
            if let format = interpolation.expressions.first(where: { $0.label?.text == "format" })?.expression {
                if let shown = value(inner), let valueFormat = formatStyle(format) { argument = TextArgument(field: name(shown), valueFormat: valueFormat, specifier: .known("%@")) }
            } else if let call = inner.as(FunctionCallExprSyntax.self), let formatted = formattedCall(call) {
                argument = TextArgument(field: name(formatted.0), valueFormat: formatted.1, specifier: .known("%@"))
            } else if let style = interpolation.expressions.first(where: { $0.label?.text == "style" }).flatMap({ DeclarationFinder.literal($0.expression)?.shown }),
                      ["time", "date", "timer", "relative"].contains(style), let date = value(inner) {
                // `\(date, style: .time)`: the date as Text(_:style:) shows it;
                // `.timer` and `.relative` from the sample clock.
                switch style {
                case "timer": argument = TextArgument(field: name(date), format: .timer, specifier: .known("%@"))
                case "relative": argument = TextArgument(field: name(date), format: .relative, specifier: .known("%@"))
                default:
                    let format: ValueFormat = style == "time" ? .date(.init(time: .numeric)) : .date(.init(date: .long))
                    argument = TextArgument(field: name(date), valueFormat: format, specifier: .known("%@"))
                }
            } else if interpolation.expressions.count == 1, let shown = value(inner) {
                argument = TextArgument(field: name(shown), specifier: staticSpecifier(inner))
            }
            if argument == nil {
                // Not evaluated: the key is still the one Xcode extracts
                // (the specifier from the static type: `\(x, style: .time)`,
                // `\(x.formatted(…))`, `\(x, format:)` are `%@`), and the
                // value a stand-in: the text is unverified, never "00".
                let typed = labels.isEmpty ? staticSpecifier(inner) : .known("%@")
                approximate(segment, "a stand-in for the value (not evaluated): the text is not checked")
                argument = TextArgument(field: standIn(interpolation.expressions.count == 1 ? Syntax(inner) : Syntax(interpolation.expressions)), specifier: typed)
            }
            guard let argument else { continue }
            written += "\\(\(argument.field))"
            arguments.append(argument)
        }
        return keyText(written, location: location, arguments: arguments)
    }

    /// A key written with `\(field)` interpolations and their arguments.
    func keyText(_ written: String, location: SourceLocation, arguments: [TextArgument]) -> ActivityView {
        ActivityView(.text(key: written, arguments: arguments), location: location)
    }

    /// `Text(date, style: .time / .date / .relative / .offset / .timer)`.
    /// A date SlotFit cannot evaluate is a stand-in, still shown in the
    /// style: a date given for it under `values:` (`$now + 2h`) reads as the
    /// device shows it ("2 hours"), never as the number it is stored as.
    mutating func dateText(_ argument: ExprSyntax, style: String, location: SourceLocation, node: FunctionCallExprSyntax) -> ActivityView? {
        let date: ValueExpression
        if let known = value(argument) {
            date = known
            saw("Text(_:style: .\(style))")
        } else {
            date = .field(standIn(argument))
        }
        let fromNow = ValueExpression.binary(.subtract, date, SwiftExpression.now)
        var view = ActivityView(.text(key: "", arguments: []), location: location)
        switch style {
        case "timer":
            // A timer counts down to a future date and up from a past one.
            return ActivityView(.timer(TimerSpec(seconds: name(.call(.abs, [fromNow])))), location: location)
        case "time": view.lookup = .date(field: name(date), style: .time)
        case "date": view.lookup = .date(field: name(date), style: .date)
        case "relative": view.lookup = .date(field: name(fromNow), style: .relative)
        case "offset": view.lookup = .date(field: name(fromNow), style: .offset)
        default:
            approximate(node, "the date's time (style .\(style) is not modelled)")
            view.lookup = .date(field: name(date), style: .time)
        }
        return view
    }

    /// A table's name as written: a literal, or a constant of the sources
    /// (`tableName: Self.table`, `tableName: Tables.common`).
    mutating func tableName(_ expression: ExprSyntax) -> String? {
        if let literal = DeclarationFinder.literal(expression)?.shown { return literal }
        if case .literal(.string(let name))? = value(expression) { return name }
        return nil
    }

    /// `String(localized: "key", table:)`, `NSLocalizedString("key",
    /// tableName:comment:)`, `LocalizedStringKey("key")`,
    /// `LocalizedStringResource("key", table:)`: the key as a text.
    mutating func localizedKey(_ call: FunctionCallExprSyntax, table: inout String?) -> (key: String, arguments: [TextArgument], construct: String)? {
        let called = call.calledExpression.nameText
        func labeled(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        let keyExpression: ExprSyntax?
        switch called {
        case "String" where labeled("localized") != nil:
            keyExpression = labeled("localized")
            table = labeled("table").flatMap { tableName($0) } ?? table
        case "NSLocalizedString":
            keyExpression = call.arguments.first?.expression
            table = labeled("tableName").flatMap { tableName($0) } ?? table
        case "LocalizedStringKey", "LocalizedStringResource":
            keyExpression = call.arguments.first { $0.label == nil }?.expression
            table = labeled("table").flatMap { tableName($0) } ?? table
        default:
            return nil
        }
        guard let literal = keyExpression?.as(StringLiteralExprSyntax.self) else { return nil }
        guard case .text(let key, let arguments) = keyText(literal, location: .unknown).kind else { return nil }
        return (key, arguments, called)
    }

    /// SwiftGen's `L10n.Ride.title` / `L10n.Ride.eta(5)` and R.swift's
    /// `R.string.localizable.rideTitle()` resolved through the generated
    /// file (when it is among the sources) to the key and table it passes
    /// to its lookup: `tr("Localizable", "ride.title", …)`,
    /// `NSLocalizedString("ride.title", tableName: …)`,
    /// `.init(key: "ride.title", tableName: …)`.
    mutating func generatedAccessor(_ expression: ExprSyntax, table: inout String?) -> (key: String, arguments: [TextArgument])? {
        var call: FunctionCallExprSyntax? = nil
        var accessor = expression
        if let asCall = expression.as(FunctionCallExprSyntax.self) { call = asCall; accessor = asCall.calledExpression }
        if let wrapped = wrapperLookup(expression, table: &table) ?? receiverLookup(expression, table: &table) { return wrapped }
        guard let member = accessor.as(MemberAccessExprSyntax.self), let base = member.base?.nameText else { return nil }
        let accessorName = member.declName.baseName.text
        let owner = base.split(separator: ".").last.map(String.init)
        var body: ExprSyntax?
        var parameters: [ModuleIndex.Parameter] = []
        if let constant = index.constants["\(base).\(accessorName)"] {
            // `static let ok = { NSLocalizedString(…) }()`: the lookup in
            // the closure the constant is made by.
            body = Self.closureLookup(constant) ?? constant
        } else if let found = index.member(accessorName, owner: owner, view: false), found.owner == owner {
            parameters = found.parameters
            // The lookup anywhere in the body (R.swift 5 guards on the
            // preferred languages before its NSLocalizedString).
            final class Finder: SyntaxVisitor {
                var found: FunctionCallExprSyntax?
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    if found == nil, ViewInterpreter.lookupCall(ExprSyntax(node)) != nil,
                       node.arguments.contains(where: { DeclarationFinder.literal($0.expression) != nil }) { found = node }
                    return .visitChildren
                }
            }
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(found.body)
            body = finder.found.map(ExprSyntax.init)
        }
        guard let lookup = body.flatMap(Self.lookupCall) else { return nil }
        // The key and table: string literals among the lookup's arguments.
        var strings = lookup.arguments.compactMap { argument -> (String?, String)? in
            guard case .string(let s)? = DeclarationFinder.literal(argument.expression) else { return nil }
            return (argument.label?.text, s)
        }
        // A table named by a constant of the accessor's type
        // (`tableName: filename`, `static private let filename = "Common"`).
        if !strings.contains(where: { $0.0 == "tableName" || $0.0 == "table" }),
           let named = lookup.arguments.first(where: { $0.label?.text == "tableName" || $0.label?.text == "table" }),
           let reference = named.expression.as(DeclReferenceExprSyntax.self),
           let value = index.constants["\(owner ?? base).\(reference.baseName.text)"],
           case .string(let table)? = DeclarationFinder.literal(value) {
            strings.append((named.label?.text, table))
        }
        let key: String
        if let labeledKey = strings.first(where: { $0.0 == "key" }) {
            key = labeledKey.1
            table = strings.first { $0.0 == "tableName" || $0.0 == "table" }?.1 ?? table
        } else if lookup.calledExpression.nameText.hasSuffix("tr"), strings.count >= 2, strings[0].0 == nil, strings[1].0 == nil {
            // SwiftGen: `tr("Localizable", "ride.title", fallback: …)`.
            table = strings[0].1
            key = strings[1].1
        } else if let first = strings.first(where: { $0.0 == nil }) {
            key = first.1
            table = strings.first { $0.0 == "tableName" }?.1 ?? table
        } else if let localized = strings.first(where: { $0.0 == "localized" }) {
            // `static let untilDeparture = String(localized: "widget.untilDeparture", table: …)`.
            key = localized.1
            table = strings.first { $0.0 == "table" }?.1 ?? table
        } else {
            return nil
        }
        // Arguments: the generated function's parameters, as passed.
        var arguments: [TextArgument] = []
        if let call, !parameters.isEmpty {
            var inner = Scope()
            guard bindParameters(parameters, call.arguments, into: &inner) else { return nil }
            for parameter in parameters {
                guard let shown = reading(in: inner).named(parameter.name) else { return nil }
                arguments.append(TextArgument(field: name(shown)))
            }
        }
        return (key, arguments)
    }

    /// The lookup a closure makes when it is called where it is written
    /// (`{ return NSLocalizedString(…) }()`): its one statement's call.
    static func closureLookup(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let statement = closure.statements.first else { return nil }
        let inner = statement.item.as(ReturnStmtSyntax.self)?.expression ?? Self.expression(of: statement)
        return inner.flatMap { lookupCall($0) != nil ? $0 : nil }
    }

    /// The call inside a generated accessor that looks the string up.
    static func lookupCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let called = call.calledExpression.nameText
        if called.hasSuffix("tr") || called.hasSuffix("NSLocalizedString") || called == ".init" || called.hasSuffix("StringResource")
            || called == "String" || called.hasSuffix("localizedString") {
            return call
        }
        return nil
    }

    /// `Label("key", systemImage: "x")`, `Label(title, systemImage:)`,
    /// `Label { Text(…) } icon: { Image(…) }`.
    mutating func label(_ call: FunctionCallExprSyntax, location: SourceLocation) -> ActivityView? {
        let symbol = call.arguments.first { $0.label?.text == "systemImage" }.flatMap { DeclarationFinder.literal($0.expression)?.shown }
        if let title = call.trailingClosure, let icon = call.additionalTrailingClosures.first(where: { $0.label.text == "icon" })?.closure {
            approximate(call, "an HStack of its icon and title (Label's own spacing)")
            return ActivityView(.hstack(spacing: nil, alignment: .center, content: views(icon.statements) + views(title.statements)), location: location)
        }
        guard let titleExpression = call.arguments.first(where: { $0.label == nil })?.expression else {
            approximate(call, "an empty label")
            return nil
        }
        var table: String? = nil
        guard let title = text(titleExpression, location: location, node: call, table: &table) else { return nil }
        saw("Label")
        guard case .text(let key, let arguments) = title.kind else {
            // A title per state: each a label.
            return title.mappingViewsWithText { copy in
                if case .text(let key, let arguments) = copy.kind {
                    copy.kind = .label(key: key, arguments: arguments, symbol: symbol ?? "circle", iconSize: 17)
                }
            }
        }
        var view = ActivityView(.label(key: key, arguments: arguments, symbol: symbol ?? "circle", iconSize: 17), location: location)
        view.lookup = title.lookup
        view.showsStringValue = title.showsStringValue
        view.table = table
        return view
    }
}

extension ActivityView {
    /// The view with `change` applied to it and to each text in it.
    func mappingViewsWithText(_ change: (inout ActivityView) -> Void) -> ActivityView {
        var copy = self
        switch kind {
        case .text, .label: change(&copy)
        default: copy = mappingChildren { $0.mappingViewsWithText(change) }
        }
        return copy
    }
}
