import SlotFit
import SlotFitText
import SwiftSyntax

/// A construct the interpreter could not model exactly, and what it
/// assumed instead: shown to the user, never silent.
public struct Approximation: Sendable, Hashable, Codable {
    public var location: SourceInventory.Location
    /// The Swift construct, as written (shortened).
    public var construct: String
    /// What SlotFit laid out in its place.
    public var assumed: String
}

/// A static interpreter of the SwiftUI Live Activities use, from view
/// expressions to SlotFit's view model: stacks, texts (keys, interpolations,
/// verbatim and `String` values over `context.state`/`context.attributes`),
/// images, spacers, dividers, progress views, labels, `if`/`else` over
/// state fields, custom `View` structs of the module (their `body` inlined),
/// and the modifiers of the layout model. What it cannot evaluate becomes an
/// `Approximation`.
struct ViewInterpreter {
    let converter: SourceLocationConverter
    let file: String
    /// Custom views of the module by name: their `body` statements.
    let customViews: [String: CodeBlockItemListSyntax]
    /// Static constants of the module by qualified name (`UX.padding`,
    /// `Layout.Spacing.small`): literals only.
    var constants: [String: ActivityValue] = [:]
    var approximations: [Approximation] = []
    /// Custom views being inlined (a view that contains itself stops).
    var inlining: [String] = []

    func location(_ node: some SyntaxProtocol) -> SourceInventory.Location {
        let place = node.startLocation(converter: converter)
        return .init(file: file, line: place.line, column: place.column)
    }

    mutating func approximate(_ node: some SyntaxProtocol, _ assumed: String) {
        var construct = node.trimmedDescription.replacingOccurrences(of: "\n", with: " ")
        if construct.count > 60 { construct = String(construct.prefix(57)) + "…" }
        approximations.append(.init(location: location(node), construct: construct, assumed: assumed))
    }

    /// A literal, or a static constant of the module it names.
    func value(_ expression: ExprSyntax) -> ActivityValue? {
        DeclarationFinder.literal(expression) ?? constants[expression.trimmedDescription]
    }

    /// The views a view builder's statements produce, under `condition`.
    mutating func views(_ statements: CodeBlockItemListSyntax, condition: Condition? = nil) -> [ActivityView] {
        var result: [ActivityView] = []
        for statement in statements {
            if let conditional = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? statement.item.as(IfExprSyntax.self) {
                result += ifViews(conditional, condition: condition)
            } else if let choice = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
                        ?? statement.item.as(SwitchExprSyntax.self) {
                result += switchViews(choice, condition: condition)
            } else if let expression = statement.item.as(ExprSyntax.self) {
                if let choice = expression.as(SwitchExprSyntax.self) { result += switchViews(choice, condition: condition); continue }
                if let conditional = expression.as(IfExprSyntax.self) { result += ifViews(conditional, condition: condition); continue }
                guard var view = self.view(expression) else { continue }
                if let condition { view.condition = view.condition.map { condition.and($0) } ?? condition }
                result.append(view)
            }
        }
        return result
    }

    /// `if context.state.flag { … } else { … }`: each branch under its condition.
    mutating func ifViews(_ node: IfExprSyntax, condition outer: Condition?) -> [ActivityView] {
        guard node.conditions.count == 1, let test = node.conditions.first?.condition.as(ExprSyntax.self), let term = self.term(test) else {
            approximate(node.conditions, "the first branch, always shown")
            return views(node.body.statements, condition: outer)
        }
        let then = Condition(terms: [term])
        var result = views(node.body.statements, condition: outer.map { $0.and(then) } ?? then)
        var opposite = term
        opposite.negated.toggle()
        let otherwise = Condition(terms: [opposite])
        switch node.elseBody {
        case .codeBlock(let block)?: result += views(block.statements, condition: outer.map { $0.and(otherwise) } ?? otherwise)
        case .ifExpr(let next)?: result += ifViews(next, condition: outer.map { $0.and(otherwise) } ?? otherwise)
        case nil: break
        }
        return result
    }

    /// `switch context.state.status { case .a: … case .b, .c: … default: … }`:
    /// each case's views shown when the field has one of its values, the
    /// default's when it has none of the cases'.
    mutating func switchViews(_ node: SwitchExprSyntax, condition outer: Condition?) -> [ActivityView] {
        guard let field = Self.field(node.subject) else {
            approximate(node.subject, "the first case, always shown")
            if case .switchCase(let first)? = node.cases.first { return views(first.statements, condition: outer) }
            return []
        }
        var result: [ActivityView] = []
        var named: [String] = []
        for item in node.cases {
            guard case .switchCase(let switchCase) = item else { continue }
            switch switchCase.label {
            case .case(let label):
                let values = label.caseItems.compactMap { DeclarationFinder.literal($0.pattern.as(ExpressionPatternSyntax.self)?.expression ?? ExprSyntax(MissingExprSyntax()))?.shown }
                guard values.count == label.caseItems.count else {
                    approximate(label, "this case never shown (its pattern is not a value)")
                    continue
                }
                named += values
                // One value: `field == value`; several: each view once per value.
                for value in values {
                    let test = Condition(terms: [.init(field: field, value: value, mustMatchASample: false)])
                    result += views(switchCase.statements, condition: outer.map { $0.and(test) } ?? test)
                }
            case .default:
                let none = Condition(terms: named.map { .init(field: field, value: $0, negated: true, mustMatchASample: false) })
                result += views(switchCase.statements, condition: named.isEmpty ? outer : (outer.map { $0.and(none) } ?? none))
            }
        }
        return result
    }

    /// A condition term: `context.state.x`, `!context.state.x`,
    /// `context.state.x == .case` / `!= .case` / `== "text"`.
    func term(_ expression: ExprSyntax) -> Condition.Term? {
        if let field = Self.field(expression) { return .init(field: field) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!", let field = Self.field(prefix.expression) {
            return .init(field: field, negated: true)
        }
        // The parser leaves `a == b` an unfolded sequence of three.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            if let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=",
               let field = Self.field(parts[0]), let value = DeclarationFinder.literal(parts[2]) {
                return .init(field: field, value: value.shown, negated: op == "!=", mustMatchASample: false)
            }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op == "==" || op == "!=", let field = Self.field(infix.leftOperand), let value = DeclarationFinder.literal(infix.rightOperand) {
            return .init(field: field, value: value.shown, negated: op == "!=", mustMatchASample: false)
        }
        return nil
    }

    /// `context.state.x` / `context.attributes.x` (or `state.x` in a view
    /// given the state): the field's name.
    static func field(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription else { return nil }
        guard ["context.state", "context.attributes", "state", "attributes"].contains(base) else { return nil }
        return member.declName.baseName.text
    }

    /// One view expression, with its modifiers.
    mutating func view(_ expression: ExprSyntax) -> ActivityView? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            approximate(expression, "nothing (not a view SlotFit models)")
            return nil
        }
        // `base.modifier(arguments)`.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let view = self.view(base) else { return nil }
            return modify(view, member.declName.baseName.text, call)
        }
        let name = call.calledExpression.trimmedDescription
        let here = "\(file):\(location(call).line)"
        func unlabeled() -> ExprSyntax? { call.arguments.first { $0.label == nil }?.expression }
        func labeled(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        func content() -> [ActivityView] { call.trailingClosure.map { views($0.statements) } ?? [] }
        switch name {
        case "VStack", "HStack", "ZStack":
            let spacing = labeled("spacing").flatMap(value)?.number
            let alignmentName = labeled("alignment").flatMap(DeclarationFinder.literal)?.shown
            let children = content()
            if name == "VStack" {
                let alignment = alignmentName.flatMap { HorizontalAlignment(rawValue: $0) } ?? .center
                return ActivityView(.vstack(spacing: spacing, alignment: alignment, content: children), location: here)
            }
            if name == "HStack" {
                let alignment = alignmentName.flatMap { VerticalAlignment(rawValue: $0) } ?? .center
                return ActivityView(.hstack(spacing: spacing, alignment: alignment, content: children), location: here)
            }
            let alignment = alignmentName.flatMap { named in Alignment.named.first { $0.name == named }?.alignment } ?? .center
            return ActivityView(.zstack(alignment: alignment, content: children), location: here)
        case "Group":
            return ActivityView(.group(content: content()), location: here)
        case "Spacer":
            return ActivityView(.spacer(minLength: labeled("minLength").flatMap(DeclarationFinder.literal)?.number), location: here)
        case "Divider":
            return ActivityView(.divider, location: here)
        case "Image":
            if let symbol = labeled("systemName").flatMap(DeclarationFinder.literal)?.shown {
                return ActivityView(.image(symbol: symbol, width: 0, height: 0), location: here)
            }
            approximate(call, "a 24 × 24 pt image (an asset's size is not in the source)")
            return ActivityView(.image(symbol: unlabeled()?.trimmedDescription ?? "image", width: 24, height: 24), location: here)
        case "Text":
            return text(call, here)
        case "Label":
            guard let title = unlabeled().flatMap(DeclarationFinder.literal)?.shown,
                  let symbol = labeled("systemImage").flatMap(DeclarationFinder.literal)?.shown else {
                approximate(call, "a text of its first argument")
                return ActivityView(.text(key: unlabeled()?.trimmedDescription ?? "", arguments: []), location: here)
            }
            return ActivityView(.label(key: title, arguments: [], symbol: symbol, iconSize: 17), location: here)
        case "ProgressView":
            if let value = labeled("value"), let field = Self.field(value) ?? DeclarationFinder.literal(value).map({ $0.shown }) {
                let total = labeled("total").flatMap { Self.field($0) ?? DeclarationFinder.literal($0)?.shown }
                return ActivityView(.progress(ProgressSpec(value: field, total: total)), location: here)
            }
            approximate(call, "a linear progress view at 0")
            return ActivityView(.progress(ProgressSpec(value: "0")), location: here)
        default:
            // A custom view of the module: its body, inlined.
            if let body = customViews[name], !inlining.contains(name) {
                inlining.append(name)
                defer { inlining.removeLast() }
                let children = views(body)
                return children.count == 1 ? children[0] : ActivityView(.group(content: children), location: here)
            }
            approximate(call, "a 44 × 20 pt box (\(name) is not a view SlotFit models or a view in these files)")
            return ActivityView(.shape(.rectangle, fill: nil), modifiers: ViewModifiers(), location: here).frame(width: 44, height: 20)
        }
    }

    /// `Text("key")`, `Text("… \(context.state.x) …")`, `Text(verbatim:)`,
    /// `Text(context.state.name)`.
    mutating func text(_ call: FunctionCallExprSyntax, _ here: String) -> ActivityView? {
        if let verbatim = call.arguments.first(where: { $0.label?.text == "verbatim" })?.expression {
            if case .string(let string)? = DeclarationFinder.literal(verbatim) {
                var view = ActivityView(.text(key: string, arguments: []), location: here)
                view.lookup = .verbatim
                return view
            }
            if let field = Self.field(verbatim) {
                var view = ActivityView(.text(key: "", arguments: []), location: here)
                view.lookup = .value(field: field)
                return view
            }
        }
        guard let argument = call.arguments.first(where: { $0.label == nil })?.expression else {
            approximate(call, "an empty text")
            return ActivityView(.text(key: "", arguments: []), location: here)
        }
        let table = call.arguments.first { $0.label?.text == "tableName" }.flatMap { DeclarationFinder.literal($0.expression)?.shown }
        if let string = argument.as(StringLiteralExprSyntax.self) {
            // A LocalizedStringKey: interpolations of fields become `\(field)`
            // (their specifiers come from the sample values, as Xcode's do).
            var written = ""
            for segment in string.segments {
                if let text = segment.as(StringSegmentSyntax.self) {
                    written += text.content.text
                } else if let interpolation = segment.as(ExpressionSegmentSyntax.self),
                          interpolation.expressions.count == 1, let inner = interpolation.expressions.first?.expression,
                          let field = Self.field(inner) {
                    written += "\\(\(field))"
                } else {
                    // Not a field: most such values are arithmetic on numbers
                    // (`etaSeconds / 60`); two digits stand in.
                    approximate(segment, "\"00\" in its place (a value SlotFit does not evaluate)")
                    written += "00"
                }
            }
            let fields = (try? Interpolation(parsing: written))?.fields ?? []
            var view = ActivityView(.text(key: written, arguments: fields.map { TextArgument(field: $0) }), location: here)
            view.table = table
            return view
        }
        if let field = Self.field(argument) {
            // `Text(context.state.driverName)`: a String value, never looked up.
            var view = ActivityView(.text(key: "", arguments: []), location: here)
            view.lookup = .value(field: field)
            return view
        }
        approximate(argument, "an empty text (the expression is not evaluated)")
        return ActivityView(.text(key: "", arguments: []), location: here)
    }

    /// Applies a modifier by name, through the DSL (which keeps the order
    /// written); modifiers that change only pixels are recorded as such.
    mutating func modify(_ view: ActivityView, _ name: String, _ call: FunctionCallExprSyntax) -> ActivityView {
        func argument(_ label: String? = nil) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        func number(_ label: String? = nil) -> Double? { argument(label).flatMap(value)?.number }
        func word(_ label: String? = nil) -> String? { argument(label).flatMap(value)?.shown }
        switch name {
        case "font":
            guard let font = argument() else { return view }
            if let style = DeclarationFinder.literal(font)?.shown, let textStyle = TextStyle(name: style) { return view.font(textStyle) }
            if let system = font.as(FunctionCallExprSyntax.self), system.calledExpression.trimmedDescription.hasSuffix("system"),
               let size = system.arguments.first(where: { $0.label?.text == "size" }).flatMap({ DeclarationFinder.literal($0.expression)?.number }) {
                let weight = system.arguments.first { $0.label?.text == "weight" }.flatMap { DeclarationFinder.literal($0.expression)?.shown }.flatMap(FontWeight.init(name:))
                return view.font(size: size, weight: weight ?? .regular)
            }
            approximate(call, "the body font")
            return view
        case "fontWeight": return word().flatMap(FontWeight.init(name:)).map { view.fontWeight($0) } ?? view
        case "bold": return view.bold()
        case "monospacedDigit": return view.monospacedDigit()
        case "lineLimit": return view.lineLimit(number().map { Int($0) })
        case "minimumScaleFactor": return number().map { view.minimumScaleFactor($0) } ?? view
        case "layoutPriority": return number().map { view.layoutPriority($0) } ?? view
        case "multilineTextAlignment": return word().flatMap { HorizontalAlignment(rawValue: $0) }.map { view.multilineTextAlignment($0) } ?? view
        case "padding":
            if call.arguments.isEmpty { return view.padding() }
            if let all = number() { return view.padding(all) }
            let edge = word()
            let amount = call.arguments.dropFirst().first.flatMap { value($0.expression)?.number } ?? 16
            let edges: [String: ActivityView.Edges] = ["horizontal": .horizontal, "vertical": .vertical, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing]
            return edge.flatMap { edges[$0] }.map { view.padding($0, amount) } ?? view.padding(amount)
        case "frame":
            func infinity(_ label: String) -> Double? {
                guard let given = argument(label) else { return nil }
                return given.trimmedDescription.hasSuffix("infinity") ? .infinity : number(label)
            }
            let alignment = word("alignment").flatMap { named in Alignment.named.first { $0.name == named }?.alignment } ?? .center
            if argument("width") != nil || argument("height") != nil {
                return view.frame(width: number("width"), height: number("height"), alignment: alignment)
            }
            return view.frame(minWidth: number("minWidth"), idealWidth: number("idealWidth"), maxWidth: infinity("maxWidth"),
                              minHeight: number("minHeight"), idealHeight: number("idealHeight"), maxHeight: infinity("maxHeight"), alignment: alignment)
        case "foregroundStyle", "foregroundColor", "tint", "opacity", "shadow", "clipShape", "cornerRadius", "contentTransition",
             "animation", "widgetURL", "privacySensitive", "redacted", "id", "strikethrough", "underline", "scaleEffect", "invalidatableContent":
            return view.visual(name)
        default:
            if name.hasPrefix("accessibility") { return view.visual(name) }
            approximate(call, "the view without .\(name) (layout unchanged)")
            return view
        }
    }
}
