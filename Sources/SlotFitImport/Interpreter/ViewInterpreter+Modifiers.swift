import SlotFit
import SlotFitText
import SwiftSyntax

extension ViewInterpreter {
    /// A number a modifier takes: a literal, a constant, an expression over
    /// constants (`UX.padding * 2`), checked against `range` (a number out
    /// of it, `lineLimit(1e300)`, is left out, noted: Swift would trap or
    /// lay out nothing sensible with it). `.infinity` passes only where
    /// `allowsInfinity` (a frame's maximum). A value that depends on the
    /// state is taken in its first sample's absence as `nil` (noted).
    mutating func number(_ expression: ExprSyntax?, _ range: NumberRange, allowsInfinity: Bool = false,
                         otherwise: String = "the modifier without this value") -> Double? {
        guard let expression else { return nil }
        if let chosen = constantBranch(expression) { return number(chosen, range, allowsInfinity: allowsInfinity, otherwise: otherwise) }
        if expression.trimmedDescription.hasSuffix("infinity") {
            guard allowsInfinity else {
                approximate(expression, "the modifier without this value (.infinity is not a finite number; \(range.hint))")
                return nil
            }
            return .infinity
        }
        guard let converted = value(expression) else {
            // A value SlotFit cannot evaluate (a custom initializer's
            // stored property, a computation): said, never silent.
            approximate(expression, "\(otherwise) (the value is not evaluated)")
            return nil
        }
        guard converted.fields.isEmpty else {
            approximate(expression, "\(otherwise) (it depends on the state)")
            return nil
        }
        guard let number = converted.evaluate({ _ in nil }).number else {
            approximate(expression, "\(otherwise) (the value is not a number SlotFit evaluates)")
            return nil
        }
        if allowsInfinity, number == .infinity { return number }
        if let problem = range.problem(with: number) {
            approximate(expression, "\(otherwise) (\(problem))")
            return nil
        }
        return number
    }

    /// `.font(…)`'s argument applied: a text style (`.headline`), a
    /// system font (`.system(size: 22, weight: .bold, design: .rounded)`,
    /// `.system(.caption, design: .monospaced)`), either followed by
    /// `.weight(…)`, `.bold()`, `.monospacedDigit()`, `.italic()`; a font
    /// constant of the module (`Theme.title`).
    mutating func applyFont(_ font: ExprSyntax, to view: ActivityView) -> ActivityView? {
        // `.font(titleFont)`: the font a custom view was given.
        if let (passed, bound) = passedArgument(font) { return within(bound) { $0.applyFont(passed, to: view) } }
        if let chosen = constantBranch(font) { return applyFont(chosen, to: view) }
        if let style = DeclarationFinder.literal(font)?.shown, let textStyle = TextStyle(name: style) { return view.font(textStyle) }
        if let constant = index.constants[font.nameText] { return applyFont(constant, to: view) }
        // `Font.caption2`: a text style named with its type.
        if let member = font.as(MemberAccessExprSyntax.self), let base = member.base, ["Font", "SwiftUI.Font"].contains(base.trimmedDescription),
           let textStyle = TextStyle(name: member.declName.baseName.text) {
            return view.font(textStyle)
        }
        // `.subheadline2` declared as `extension Font { static let subheadline2 = Font.system(size: 14) }`.
        if let member = font.as(MemberAccessExprSyntax.self), member.base == nil,
           let constant = index.constants["Font." + member.declName.baseName.text] {
            return applyFont(constant, to: view)
        }
        guard let call = font.as(FunctionCallExprSyntax.self) else { return nil }
        func argument(_ label: String?) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        // `Font.system(size:)` and `Font.custom(…)` name the type, not a font.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           !["Font", "SwiftUI.Font"].contains(base.trimmedDescription) {
            // A modifier of a font: `.title3.weight(.semibold)`.
            guard let styled = applyFont(base, to: view) else { return nil }
            switch member.declName.baseName.text {
            case "weight": return argument(nil).flatMap(DeclarationFinder.literal).flatMap { FontWeight(name: $0.shown) }.map { styled.fontWeight($0) } ?? styled
            case "bold": return styled.fontWeight(.bold)
            case "monospacedDigit": return styled.monospacedDigit()
            case "monospaced": return styled.fontDesign(.monospaced).monospacedDigit()
            case "italic": return styled.italic()
            case "leading", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps": return styled
            default: return nil
            }
        }
        let weight = argument("weight").flatMap(DeclarationFinder.literal).flatMap { FontWeight(name: $0.shown) }
        if call.calledExpression.nameText.hasSuffix("custom") {
            // `Font.custom(name, size:)` grows with body, `relativeTo:` with
            // its style, `fixedSize:` never; the profile's faces stand in
            // for the named one (said in the snapshot).
            var result = view
            let name = argument(nil).flatMap(DeclarationFinder.literal)?.shown ?? argument(nil)?.trimmedDescription ?? "custom"
            if let size = number(argument("fixedSize"), .fontSize) {
                result = result.font(size: size, weight: weight ?? .regular)
            } else if let size = number(argument("size"), .fontSize) {
                let style = argument("relativeTo").flatMap(DeclarationFinder.literal).flatMap { TextStyle(name: $0.shown) } ?? .body
                result = result.font(size: size, weight: weight ?? .regular, relativeTo: style)
            } else {
                return nil
            }
            result.modifiers.unmeasuredVariants.append("font \"\(name)\"")
            return result
        }
        guard call.calledExpression.nameText.hasSuffix("system") else { return nil }
        var result = view
        if let size = number(argument("size"), .fontSize) {
            // `.system(size: metric)` with a `@ScaledMetric` metric grows with its style.
            if let style = scaledStyle(argument("size")) {
                result = result.font(size: size, weight: weight ?? .regular, relativeTo: style)
            } else {
                result = result.font(size: size, weight: weight ?? .regular)
            }
        } else if let style = argument(nil).flatMap(DeclarationFinder.literal)?.shown, let textStyle = TextStyle(name: style) {
            result = result.font(textStyle)
            if let weight { result = result.fontWeight(weight) }
        } else {
            return nil
        }
        if let design = argument("design").flatMap(DeclarationFinder.literal).flatMap({ FontDesign(rawValue: $0.shown) }) {
            result = result.fontDesign(design)
        }
        return result
    }

    /// A colour SlotFit knows (`.blue`, `Color.blue`, `.blue.opacity(0.8)`,
    /// `Palette.accent`); `nil` for one it cannot compute.
    func colorLiteral(_ expression: ExprSyntax?) -> ColorValue? {
        guard let expression else { return nil }
        let color = colorValue(expression)
        return color.isAssumed ? nil : color
    }

    /// The first ternary in a call's arguments whose condition depends on
    /// the state, with that condition.
    mutating func stateTernary(in call: FunctionCallExprSyntax) -> (TernaryExprSyntax, Condition)? {
        final class Finder: SyntaxVisitor {
            var found: [TernaryExprSyntax] = []
            override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(call.arguments)
        for ternary in finder.found {
            guard let condition = value(ternary.condition), !condition.fields.allSatisfy({ $0 == EnvironmentValue.now.rawValue }) else { continue }
            return (ternary, Condition(terms: terms(condition)))
        }
        return nil
    }

    /// The arguments with one ternary replaced by one of its branches.
    static func replacing(_ ternary: TernaryExprSyntax, with branch: ExprSyntax, in arguments: LabeledExprListSyntax) -> LabeledExprListSyntax {
        final class Rewriter: SyntaxRewriter {
            let target: SyntaxIdentifier
            let branch: ExprSyntax
            init(target: SyntaxIdentifier, branch: ExprSyntax) { self.target = target; self.branch = branch; super.init() }
            override func visit(_ node: TernaryExprSyntax) -> ExprSyntax {
                node.id == target ? branch : super.visit(node)
            }
        }
        return Rewriter(target: ternary.id, branch: branch).rewrite(arguments).as(LabeledExprListSyntax.self) ?? arguments
    }

    /// A ternary whose condition does not depend on the state
    /// (`isWatchOS ? 10 : 14` in a view given a constant): the branch it
    /// takes. One that depends on the state takes its first branch, noted.
    mutating func constantBranch(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let ternary = expression.as(TernaryExprSyntax.self) else { return nil }
        if let condition = value(ternary.condition), condition.fields.allSatisfy({ $0 == EnvironmentValue.now.rawValue }) {
            return condition.evaluate { _ in .number(EnvironmentValue.sampleNow) }.isTrue ? ternary.thenExpression : ternary.elseExpression
        }
        approximate(expression, "its first branch (the modifier's value depends on the state)")
        return ternary.thenExpression
    }

    /// Whether a `.background(…)`/`.overlay(…)` argument is a view (a
    /// colour, a shape, a text, a custom view…) rather than a `ShapeStyle`
    /// (a material, `BackgroundStyle`, a gradient), which only colours.
    func isViewArgument(_ expression: ExprSyntax) -> Bool {
        var root = expression
        while true {
            if let call = root.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base { root = base; continue }
                let name = call.calledExpression.nameText
                return ["Color", "Text", "Image", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape",
                        "HStack", "VStack", "ZStack", "Label", "Spacer", "Divider"].contains(name) || index.views[name] != nil
            }
            if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
                if base.nameText == "Color" { return true }
                root = base
                continue
            }
            return false
        }
    }

    /// Applies a modifier by name: one of the modifier table's
    /// (`Modifier`, applied in `ViewInterpreter+ModifierTable.swift`), a
    /// pixel modifier (`PixelModifier`, recorded as such), a modifier of
    /// the module (inlined), or unknown (noted, layout unchanged).
    mutating func modify(_ view: ActivityView, _ name: String, _ call: FunctionCallExprSyntax) -> ActivityView {
        let modifier = Modifier(rawValue: name)
        if modifier?.splitsOnState == true, let (ternary, test) = stateTernary(in: call) {
            return split(view, name, call, on: ternary, test)
        }
        let arguments = ModifierCall(call)
        if name == "activityBackgroundTint", let color = colorLiteral(arguments.argument()) { backgroundTint = color }
        if let modifier, let applied = apply(modifier, to: view, arguments) { return applied }
        if let painted = paint(view, name, arguments) { return painted }
        if Self.pixelModifiers.contains(name) {
            if name == "progressViewStyle" || name == "gaugeStyle", let styled = progressStyle(view, arguments) {
                saw("." + name)
                return styled
            }
            saw("." + name)
            return view.visual(name)
        }
        if name.hasPrefix("accessibility") { saw("." + name); return view.visual(name) }
        return inlineModuleModifier(view, name, call)
    }

    /// A layout value chosen by the state (`.padding(family == .small ? 8 : 16)`,
    /// `.font(.system(size: compact ? 24 : 28))`): the view twice, each
    /// copy with one branch under its condition.
    mutating func split(_ view: ActivityView, _ name: String, _ call: FunctionCallExprSyntax, on ternary: TernaryExprSyntax, _ test: Condition) -> ActivityView {
        guard budget.spendSplit() else {
            // Each split doubles the views below it: past the budget,
            // the first branch stands for both.
            approximate(ternary, "its first branch (the activity's views were already split \(budget.limits.splits) times by state-dependent modifiers)")
            return modify(view, name, call.with(\.arguments, Self.replacing(ternary, with: ternary.thenExpression, in: call.arguments)))
        }
        let then = call.with(\.arguments, Self.replacing(ternary, with: ternary.thenExpression, in: call.arguments))
        let otherwise = call.with(\.arguments, Self.replacing(ternary, with: ternary.elseExpression, in: call.arguments))
        saw("?: in .\(name)")
        let first = conditioned(modify(view, name, then), test)
        let second = conditioned(modify(view, name, otherwise), negation(test))
        return ActivityView(.group(content: [first, second]), location: view.location)
    }

    /// `.modifier(CardStyle(tint: .blue))`: the ViewModifier's
    /// `body(content:)` with `content` the view.
    mutating func inlineViewModifier(_ view: ActivityView, _ call: FunctionCallExprSyntax) -> ActivityView {
        guard let modifierCall = ModifierCall(call).argument()?.as(FunctionCallExprSyntax.self),
              let body = index.member("body", owner: modifierCall.calledExpression.nameText, view: true),
              body.owner == modifierCall.calledExpression.nameText else {
            approximate(call, "the view without this modifier (its ViewModifier is not in these files)")
            return view
        }
        let modifierName = "modifier struct " + (body.owner ?? "")
        guard !inlining.contains(modifierName), scope.depth < budget.limits.inlineDepth else {
            approximate(call, "the view without this modifier (\(modifierCall.calledExpression.nameText) applies itself)")
            return view
        }
        inlining.append(modifierName)
        defer { inlining.removeLast() }
        var inner = Scope(owner: body.owner)
        inner.depth = scope.depth + 1
        inner.names[body.parameters.first?.name ?? "content"] = .built(view)
        for argument in modifierCall.arguments {
            if let label = argument.label?.text { inner.names[label] = .syntax(argument.expression, scope, type: nil) }
        }
        saw(modifierCall.calledExpression.nameText)
        return one(within(inner) { $0.views(body.body) }, call) ?? view
    }

    /// A modifier of the module: `func cardStyle() -> some View` in a
    /// `View` extension: its body with `self` the view. Any other name is
    /// unknown: noted, the layout unchanged.
    mutating func inlineModuleModifier(_ view: ActivityView, _ name: String, _ call: FunctionCallExprSyntax) -> ActivityView {
        if let member = index.member(name, owner: "View", view: true), member.owner == "View", !inlining.contains("modifier " + name),
           scope.depth < budget.limits.inlineDepth {
            var inner = Scope(owner: "View")
            inner.depth = scope.depth + 1
            inner.names["self"] = .built(view)
            guard reading(in: scope).bindParameters(member.parameters, call.arguments, into: &inner) else {
                approximate(call, "the view without .\(name) (its arguments do not match)")
                return view
            }
            saw(name)
            inlining.append("modifier " + name)
            defer { inlining.removeLast() }
            return one(within(inner) { $0.views(member.body) }, call) ?? view
        }
        approximate(call, "the view without .\(name) (layout unchanged)")
        return view
    }
}
