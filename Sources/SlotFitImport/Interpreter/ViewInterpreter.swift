import SlotFit
import SlotFitText
import SwiftSyntax

/// A construct the interpreter could not model exactly, and what it
/// assumed instead: shown to the user, never silent.
public struct Approximation: Sendable, Hashable, Codable {
    public var location: SourceLocation
    /// The Swift construct, as written (shortened).
    public var construct: String
    /// What SlotFit laid out in its place.
    public var assumed: String
    /// `true` for a sample value the source lacks (a placeholder), not a
    /// view construct: left out of the understood share.
    package var isSample = false
    /// The name of a custom view the sources do not declare, laid out as a
    /// box in its place: `slotfit init` looks for its declaration elsewhere.
    package var unknownView: String? = nil

    public init(location: SourceLocation, construct: String, assumed: String, isSample: Bool = false) {
        self.location = location; self.construct = construct; self.assumed = assumed; self.isSample = isSample
    }

    private enum CodingKeys: String, CodingKey { case location, construct, assumed, isSample }
}

/// Which branch of `#if` and `if #available` the importer takes.
package enum BranchChoice: String, Sendable, Hashable, CaseIterable, Codable {
    /// `if #available`'s then-branch (the newest OS) and `#if`'s first clause.
    case newest
    /// `if #available`'s else-branch and `#if`'s `#else`, when there is one.
    case oldest
}

/// What the view interpreter reaches by a name.
indirect enum Bound {
    /// `context` (an `ActivityViewContext`).
    case context
    /// `context.state`, or a property holding the ContentState.
    case state
    /// `context.attributes`.
    case attributes
    /// A value already converted.
    case value(ValueExpression)
    /// An argument or a `let`, converted where it was written, with the
    /// type it was declared with (`LocalizedStringKey`, `String`…).
    case syntax(ExprSyntax, Scope, type: String?)
    /// A `@ViewBuilder` argument (`content`, a trailing closure).
    case views(CodeBlockItemListSyntax, Scope)
    /// A view already built: `self` in a `View` extension's modifier,
    /// `content` in a `ViewModifier`'s `body(content:)`.
    case built(ActivityView)
    /// A name declared without a value SlotFit knows (`var result: String`
    /// before it is assigned, a local a mutating call changed): reading it
    /// is no value.
    case unevaluated
}

/// The names in scope while interpreting a view body or a helper.
struct Scope {
    var names: [String: Bound] = [:]
    /// The type whose members unqualified names reach (a custom view).
    var owner: String?
    /// Inside a computed property of the ContentState or the attributes:
    /// unqualified names are its fields.
    var selfObject: Bound?
    /// How deep inlining has gone (a getter reading itself stops at 24).
    var depth = 0
    /// Names known to hold an `Int` (declared so, or given an integer):
    /// `/` between two of them truncates, as Swift's integer division.
    var integers: Set<String> = []
    /// The view's `@ScaledMetric` properties, with the style each grows with.
    var scaledMetrics: [String: TextStyle] = [:]
}

/// A static interpreter of the SwiftUI Live Activities use, from view
/// expressions to SlotFit's view model. Names are resolved through a
/// `Scope`: the closures' `context`, custom views' stored properties bound
/// to their arguments, `@ViewBuilder` helpers' parameters, `let`s, `if let`
/// bindings and `@Environment` properties. Values over the state become
/// fields or derived values (`Activity.derived`); what it cannot evaluate
/// becomes an `Approximation` with its file and line.
struct ViewInterpreter {
    let index: ModuleIndex
    /// Each parsed file's name and location converter, by its root node.
    let files: [SyntaxIdentifier: (file: String, converter: SourceLocationConverter)]
    /// Declared types of the state's and attributes' stored fields.
    let fieldTypes: [String: String]
    var branches: BranchChoice = .newest
    /// What this activity's interpretation may still spend, and its memo
    /// of getters (shared by every copy of the interpreter).
    var budget = ImportBudget(limits: .standard)
    /// The attributes type's name and what it declares (stored fields and
    /// computed properties of it and its ContentState), when the sources
    /// declare it: a name read from the state or the attributes outside
    /// these is recorded in `unknownNames`.
    var declared: (type: String, names: [String])? = nil
    /// Names read that the attributes type does not declare.
    var unknownNames = UnknownNames()
    var scope = Scope()
    var derived: [String: ValueExpression] = [:]
    /// Expressions SlotFit could not evaluate, each named as a field the
    /// views read (`Activity.assumed`): texts reading them are unverified,
    /// and `values:` in slotfit.yml can give them samples.
    var assumed: [String: StandIn] = [:]
    var approximations: [Approximation] = []
    /// Texts in the branches not taken where a condition could not be
    /// evaluated (`Activity.untakenTexts`).
    var untakenTexts: Set<SourceLocation> = []
    /// The view and modifier constructs seen (`VStack`, `.padding`…), in order, each once.
    var constructs: [String] = []
    /// Constructs modelled exactly / approximated.
    var understood = 0
    /// Custom views and helpers being inlined (recursion stops).
    var inlining: [String] = []
    /// `.activityBackgroundTint(…)` seen on a view, when a literal colour.
    var backgroundTint: ColorValue? = nil

    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        guard let (file, converter) = files[node.root.id] else { return .init(file: "?", line: 0, column: 0) }
        let place = node.startLocation(converter: converter)
        return .init(file: file, line: place.line, column: place.column)
    }

    /// Where a view is written, as views carry it: its file and line (the
    /// column is left out: snapshots and goldens name a view by its line).
    func here(_ node: some SyntaxProtocol) -> SourceLocation {
        let place = location(node)
        return SourceLocation(file: place.file, line: place.line)
    }

    mutating func saw(_ construct: String) {
        understood += 1
        if !constructs.contains(construct) { constructs.append(construct) }
    }

    mutating func approximate(_ node: some SyntaxProtocol, _ assumed: String, unknownView: String? = nil) {
        var construct = node.trimmedDescription.replacingOccurrences(of: "\n", with: " ")
        while construct.contains("  ") { construct = construct.replacingOccurrences(of: "  ", with: " ") }
        if construct.count > 60 { construct = String(construct.prefix(57)) + "…" }
        var approximation = Approximation(location: location(node), construct: construct, assumed: assumed)
        approximation.unknownView = unknownView
        if !approximations.contains(approximation) { approximations.append(approximation) }
    }

    /// Runs `body` with `scope` in effect.
    mutating func within<T>(_ scope: Scope, _ body: (inout ViewInterpreter) -> T) -> T {
        let saved = self.scope
        self.scope = scope
        defer { self.scope = saved }
        return body(&self)
    }

    /// The name under which a view reads `expression`: a field's own name,
    /// or the expression's text for a derived value.
    mutating func name(_ expression: ValueExpression) -> String {
        if case .field(let name) = expression { return name }
        // `!x` reads as a negated field in a condition's text: parenthesized.
        let name = expression.description.hasPrefix("!") ? "(" + expression.description + ")" : expression.description
        derived[name] = expression
        return name
    }

    /// A field standing in for an expression SlotFit cannot evaluate:
    /// named from its source text (the same expression, the same field),
    /// recorded in `assumed` with where it is written.
    mutating func standIn(_ node: some SyntaxProtocol, reason: String = "not evaluated") -> String {
        // A name bound by `let`/`if let`/a parameter stands for the
        // expression it was bound to: two `minuteChange`s over different
        // formatters are two stand-ins, each named where it is written.
        var written = Syntax(node)
        var names = scope.names
        for _ in 0..<8 {
            guard let reference = written.as(DeclReferenceExprSyntax.self),
                  case .syntax(let inner, let bound, _)? = names[reference.baseName.text] else { break }
            written = Syntax(inner)
            names = bound.names
        }
        return standIn(named: written, reason: reason)
    }

    private mutating func standIn(named node: Syntax, reason: String) -> String {
        // A chain continued on the next line (`x⏎    .y`) reads as written on one.
        var text = node.trimmedDescription.replacingOccurrences(of: "\\n[ \\t]*\\.(?!\\.)", with: ".", options: .regularExpression)
            .replacingOccurrences(of: "\n", with: " ")
        while text.contains("  ") { text = text.replacingOccurrences(of: "  ", with: " ") }
        var identifier = text.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        while identifier.contains("__") { identifier = identifier.replacingOccurrences(of: "__", with: "_") }
        identifier = String(identifier.trimmingCharacters(in: ["_"]).prefix(80))
        let name = "unevaluated_" + identifier
        if assumed[name] == nil {
            let place = location(node)
            assumed[name] = StandIn(expression: text, location: SourceLocation(file: place.file, line: place.line), reason: reason)
        }
        return name
    }

    // MARK: Statements

    /// The views a view builder's statements produce, under `condition`.
    mutating func views(_ statements: CodeBlockItemListSyntax, condition: Condition? = nil) -> [ActivityView] {
        let saved = scope
        defer { scope = saved }
        var result: [ActivityView] = []
        var condition = condition
        for statement in statements {
            let item = statement.item
            if let declaration = item.as(VariableDeclSyntax.self) {
                bind(declaration)
                continue
            }
            if let guardStatement = item.as(GuardStmtSyntax.self) {
                // `guard let x = … else { return … }`: the rest shows when it holds.
                var bound = scope
                guard let test = self.condition(guardStatement.conditions, bindingInto: &bound) else {
                    approximate(guardStatement.conditions, "the guard holds")
                    continue
                }
                result += views(guardStatement.body.statements, condition: combine(condition, negation(test)))
                condition = combine(condition, test)
                scope = bound
                continue
            }
            if let config = item.as(IfConfigDeclSyntax.self) {
                if let chosen = clause(config) { result += views(chosen, condition: condition) }
                continue
            }
            var expression: ExprSyntax?
            if let returned = item.as(ReturnStmtSyntax.self) { expression = returned.expression }
            else if let statementExpression = item.as(ExpressionStmtSyntax.self) { expression = statementExpression.expression }
            else { expression = item.as(ExprSyntax.self) }
            guard let expression else { continue }
            result += self.views(of: expression, condition: condition)
        }
        return result
    }

    /// The statements of the `#if` clause the options choose.
    mutating func clause(_ config: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
        let clauses = Array(config.clauses)
        let chosen = branches == .oldest ? (clauses.last { $0.poundKeyword.text == "#else" } ?? clauses.first) : clauses.first
        guard let chosen else { return nil }
        // The branch taken is the configured one, as the issue of the
        // build: a construct, not an approximation.
        saw("#if")
        if case .statements(let list)? = chosen.elements { return list }
        return nil
    }

    /// `let x = …` in a view body: `x` names the expression from here on.
    mutating func bind(_ declaration: VariableDeclSyntax) {
        for binding in declaration.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
            scope.names[name] = .syntax(value, scope, type: binding.typeAnnotation?.type.trimmedDescription)
        }
    }

    /// The views one expression yields under `condition`: a view, or an
    /// `if`/`switch`/ternary's branches each under its own condition.
    mutating func views(of expression: ExprSyntax, condition: Condition?) -> [ActivityView] {
        if let choice = expression.as(SwitchExprSyntax.self) { return switchViews(choice, condition: condition) }
        if let conditional = expression.as(IfExprSyntax.self) { return ifViews(conditional, condition: condition) }
        if let ternary = expression.as(TernaryExprSyntax.self), let test = self.condition(ternary.condition) {
            return views(of: ternary.thenExpression, condition: combine(condition, test))
                + views(of: ternary.elseExpression, condition: combine(condition, negation(test)))
        }
        return view(expression).map { [conditioned($0, condition)] } ?? []
    }

    func conditioned(_ view: ActivityView, _ condition: Condition?) -> ActivityView {
        guard let condition else { return view }
        var copy = view
        copy.condition = copy.condition.map { condition.and($0) } ?? condition
        return copy
    }

    func combine(_ outer: Condition?, _ inner: Condition) -> Condition {
        outer.map { $0.and(inner) } ?? inner
    }

    /// The condition that holds when `condition` does not: one term
    /// negated, several as the negation of a derived value.
    mutating func negation(_ condition: Condition) -> Condition {
        // No terms: a condition that always holds (`if true`); its negation never does.
        guard !condition.terms.isEmpty else { return Condition(terms: [.init(field: name(.literal(.bool(false))))]) }
        if condition.terms.count == 1 {
            var term = condition.terms[0]
            term.negated.toggle()
            return Condition(terms: [term])
        }
        let all = condition.terms.map(expression(of:)).dropFirst().reduce(expression(of: condition.terms[0])) { .binary(.and, $0, $1) }
        return Condition(terms: [.init(field: name(all), negated: true)])
    }

    /// A condition term as a value expression.
    func expression(of term: Condition.Term) -> ValueExpression {
        let field = ValueExpression.field(term.field)
        guard let value = term.value else { return term.negated ? .not(field) : field }
        let literal: ValueExpression = value == "null" ? .literal(.null) : Double(value).map { .literal(.number($0)) } ?? .literal(.string(value))
        return .binary(term.negated ? .notEqual : .equal, field, literal)
    }

    /// `if a, let b = …, #available(…) { … } else if … { … } else { … }`.
    mutating func ifViews(_ node: IfExprSyntax, condition outer: Condition?) -> [ActivityView] {
        // `if #available(iOS 17, *)`: the newest branch (or the oldest).
        if node.conditions.count == 1, node.conditions.first?.condition.is(AvailabilityConditionSyntax.self) == true {
            if branches == .newest { return views(node.body.statements, condition: outer) }
            switch node.elseBody {
            case .codeBlock(let block)?: return views(block.statements, condition: outer)
            case .ifExpr(let next)?: return ifViews(next, condition: outer)
            case nil: return []
            }
        }
        var inner = scope
        let test: Condition
        if let known = condition(node.conditions, bindingInto: &inner) {
            test = known
        } else {
            // Some clauses may still be known: a false one hides the branch
            // (`if false, let x = f()`), a state's one decides per state.
            if let known = knownClauses(node.conditions, bindingInto: &inner) {
                if known.isFalse {
                    noteUntakenTexts(in: Syntax(node.body))
                    switch node.elseBody {
                    case .codeBlock(let block)?: return views(block.statements, condition: outer)
                    case .ifExpr(let next)?: return ifViews(next, condition: outer)
                    case nil: return []
                    }
                }
                approximate(node.conditions, "shown where its known clauses hold, the others taken as true")
                if let other = node.elseBody { noteUntakenTexts(in: Syntax(other)) }
                let shownWhere = combine(outer, known.condition)
                return Self.guessed(within(inner) { $0.views(node.body.statements, condition: shownWhere) },
                                    "the first branch of an if whose clauses SlotFit could not all evaluate (\(Self.shortened(node.conditions))), shown where the others hold")
            }
            // The whole condition stands in, true until `values:` gives it
            // values: the first branch shows, and each value given makes
            // a variant of every state with its branch.
            let field = standIn(node.conditions, reason: "not evaluated; SlotFit took it as true (its first branch)")
            assumed[field]?.placeholder = .bool(true)
            assumed[field]?.form = "true or false, or [true, false] for a variant of each branch"
            approximate(node.conditions, "true (the first branch), until values: gives it values")
            test = Condition(terms: [.init(field: field)])
        }
        let then = combine(outer, test)
        var result = within(inner) { $0.views(node.body.statements, condition: then) }
        switch node.elseBody {
        case .codeBlock(let block)?: result += views(block.statements, condition: combine(outer, negation(test)))
        case .ifExpr(let next)?: result += ifViews(next, condition: combine(outer, negation(test)))
        case nil: break
        }
        return result
    }

    /// Views of a branch taken by guess: each marked approximated, so what a
    /// presentation holding them overruns or cuts rests on the guess (a
    /// warning that says so, never an error).
    static func guessed(_ views: [ActivityView], _ note: String) -> [ActivityView] {
        views.map { view in
            var copy = view
            if copy.approximated == nil { copy.approximated = note }
            return copy
        }
    }

    /// The texts (`Text(…)`, `Label(…)`) a branch that is not laid out
    /// would show: never checked, and said so. Those written in it, and
    /// those of the module's custom views and view-returning members it
    /// names (`BasalView(rate: r)`, `footer(for: item)`), and of theirs in
    /// turn: a `case` that draws a custom view hides that view's texts.
    mutating func noteUntakenTexts(in branch: Syntax) {
        var followed: Set<String> = []
        noteTexts(in: branch, owner: scope.owner, followed: &followed)
    }

    private mutating func noteTexts(in node: Syntax, owner: String?, followed: inout Set<String>) {
        let finder = TextCallFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        for call in finder.calls { untakenTexts.insert(here(call)) }
        for name in finder.names {
            if let custom = index.views[name] {
                guard followed.insert("view " + name).inserted else { continue }
                noteTexts(in: Syntax(custom.body), owner: custom.name, followed: &followed)
            } else if let member = (index.members[name] ?? []).first(where: { $0.returnsView && ($0.owner == owner || $0.owner == nil) }) {
                // The owner's own member, or a free function: another type's
                // member of the same name is not what the branch names.
                guard followed.insert("member \(member.owner ?? "") \(name)").inserted else { continue }
                noteTexts(in: Syntax(member.body), owner: member.owner, followed: &followed)
            }
        }
    }

    /// `switch value { case .a: … case .b, .c: … default: … }`: each case's
    /// views shown when the value is one of its patterns, the default's
    /// when it is none of the cases'.
    mutating func switchViews(_ node: SwitchExprSyntax, condition outer: Condition?) -> [ActivityView] {
        guard let subject = value(node.subject) else {
            approximate(node.subject, "the first case, always shown")
            for item in node.cases.dropFirst() { noteUntakenTexts(in: Syntax(item)) }
            if case .switchCase(let first)? = node.cases.first {
                return Self.guessed(views(first.statements, condition: outer),
                                    "the first case of a switch SlotFit could not evaluate (\(Self.shortened(node.subject))), always shown")
            }
            return []
        }
        let field = name(subject)
        var result: [ActivityView] = []
        var named: [String] = []
        for item in node.cases {
            guard case .switchCase(let switchCase) = item else { continue }
            switch switchCase.label {
            case .case(let label):
                // `case .completed(let steps, _)` of an `enum ContentState`:
                // its case, its values bound for the case's views.
                if label.caseItems.count == 1, let item = label.caseItems.first, item.whereClause == nil,
                   let (test, bound) = pattern(item.pattern, subject, in: scope),
                   case .binary(.equal, _, .literal(.string(let value))) = test, !bound.isEmpty || item.pattern.is(ValueBindingPatternSyntax.self)
                    || item.pattern.as(ExpressionPatternSyntax.self)?.expression.is(FunctionCallExprSyntax.self) == true {
                    named.append(value)
                    var inner = scope
                    for (name, binding) in bound { inner.names[name] = binding }
                    let shown = combine(outer, Condition(terms: [.init(field: field, value: value, mustMatchASample: false)]))
                    result += within(inner) { $0.views(switchCase.statements, condition: shown) }
                    continue
                }
                let values = label.caseItems.compactMap { item in
                    item.pattern.as(ExpressionPatternSyntax.self).flatMap { DeclarationFinder.literal($0.expression) }.map(Self.comparable)
                }
                guard values.count == label.caseItems.count else {
                    approximate(label, "this case never shown (its pattern binds or is not a value)")
                    continue
                }
                named += values
                // One view per value: `field == value` each.
                for value in values {
                    let test = Condition(terms: [.init(field: field, value: value, mustMatchASample: false)])
                    result += views(switchCase.statements, condition: combine(outer, test))
                }
            case .default:
                let none = Condition(terms: named.map { .init(field: field, value: $0, negated: true, mustMatchASample: false) })
                result += views(switchCase.statements, condition: named.isEmpty ? outer : combine(outer, none))
            }
        }
        return result
    }

    /// A value as a condition compares it (SlotFit's `TextSource.comparable`).
    static func comparable(_ value: ActivityValue) -> String {
        switch value {
        case .string(let s): return s
        case .null: return "null"
        case let other: return other.description
        }
    }
}

/// The `Text(…)` and `Label(…)` calls under a node.
final class TextCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    /// Every name the syntax refers to (`BasalView`, `footer`, `self.header`'s
    /// `header`), in order, each once: a custom view or member among them
    /// is followed by `noteUntakenTexts`.
    var names: [String] = []
    private var seen: Set<String> = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if ["Text", "Label"].contains(node.calledExpression.trimmedDescription) { calls.append(node) }
        return .visitChildren
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if seen.insert(name).inserted { names.append(name) }
        return .visitChildren
    }
}
