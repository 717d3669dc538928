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
        guard let call = font.as(FunctionCallExprSyntax.self) else { return nil }
        func argument(_ label: String?) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            // A modifier of a font: `.title3.weight(.semibold)`.
            guard let styled = applyFont(base, to: view) else { return nil }
            switch member.declName.baseName.text {
            case "weight": return argument(nil).flatMap(DeclarationFinder.literal).flatMap { FontWeight(name: $0.shown) }.map { styled.fontWeight($0) } ?? styled
            case "bold": return styled.fontWeight(.bold)
            case "monospacedDigit", "monospaced": return styled.monospacedDigit()
            case "italic": return styled.italic()
            case "leading", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps": return styled
            default: return nil
            }
        }
        guard call.calledExpression.nameText.hasSuffix("system") else { return nil }
        let weight = argument("weight").flatMap(DeclarationFinder.literal).flatMap { FontWeight(name: $0.shown) }
        var result = view
        if let size = number(argument("size"), .fontSize) {
            result = result.font(size: size, weight: weight ?? .regular)
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

    /// A colour written as a literal: `.blue`, `Color.blue`, `.blue.opacity(0.8)`.
    func colorLiteral(_ expression: ExprSyntax?) -> ColorValue? {
        guard var node = expression else { return nil }
        var opacity: Double? = nil
        if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "opacity", let base = member.base {
            opacity = call.arguments.first.flatMap { DeclarationFinder.literal($0.expression)?.number }
            node = base
        }
        guard let member = node.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.nameText == "Color",
              var color = ColorValue(member.declName.baseName.text) else { return nil }
        if let opacity { color.opacity = opacity }
        return color
    }

    /// Modifiers whose values change the layout.
    static let layoutModifiers: Set<String> = ["font", "padding", "frame", "lineLimit", "minimumScaleFactor", "fontWeight", "tracking", "kerning",
                                               "fontDesign", "imageScale", "layoutPriority", "offset", "multilineTextAlignment", "truncationMode"]

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

    /// Applies a modifier by name, through the DSL (which keeps the order
    /// written); modifiers that change only pixels are recorded as such.
    mutating func modify(_ view: ActivityView, _ name: String, _ call: FunctionCallExprSyntax) -> ActivityView {
        // A layout value chosen by the state (`.padding(family == .small ? 8 : 16)`,
        // `.font(.system(size: compact ? 24 : 28))`): the view twice, each
        // copy with one branch under its condition.
        if Self.layoutModifiers.contains(name), let (ternary, test) = stateTernary(in: call) {
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
        func argument(_ label: String? = nil) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        func word(_ label: String? = nil) -> String? { argument(label).flatMap(DeclarationFinder.literal)?.shown }
        func done(_ result: ActivityView) -> ActivityView { saw("." + name); return result }
        if name == "activityBackgroundTint", let color = colorLiteral(argument()) { backgroundTint = color }
        switch name {
        case "font":
            guard let font = argument(), let result = applyFont(font, to: view) else {
                approximate(call, "the body font")
                return view
            }
            return done(result)
        case "fontWeight":
            guard let weight = word().flatMap(FontWeight.init(name:)) else { approximate(call, "the font's own weight"); return view }
            return done(view.fontWeight(weight))
        case "bold": return done(call.arguments.isEmpty || word() == "true" ? view.bold() : view)
        case "italic": return done(view.italic())
        case "fontDesign": return done(word().flatMap(FontDesign.init(rawValue:)).map { view.fontDesign($0) } ?? view)
        case "monospacedDigit", "monospaced": return done(view.monospacedDigit())
        case "lineLimit":
            if let given = argument(), let bounds = range(given) {
                // `lineLimit(2...3)`: both bounds whole line counts, in order
                // (`5...2` traps in Swift at run time).
                let low = bounds.0.evaluate { _ in nil }.number ?? 1, high = bounds.1.evaluate { _ in nil }.number ?? low
                guard let first = NumberRange.lineCount.whole(low), let last = NumberRange.lineCount.whole(high), first <= last else {
                    let problem = NumberRange.lineCount.problem(with: low) ?? NumberRange.lineCount.problem(with: high)
                        ?? "\(given.trimmedDescription) is an empty range (Swift traps on it at run time); write the smaller bound first"
                    approximate(given, "the text without a line limit (\(problem))")
                    return view
                }
                return done(view.lineLimit(first...last, reservesSpace: word("reservesSpace") == "true"))
            }
            return done(view.lineLimit(number(argument(), .lineCount).flatMap(NumberRange.lineCount.whole)))
        case "minimumScaleFactor": return done(number(argument(), .factor).map { view.minimumScaleFactor($0) } ?? view)
        case "layoutPriority": return done(number(argument(), .priority).map { view.layoutPriority($0) } ?? view)
        case "truncationMode": return done(word().flatMap(TruncationMode.init(rawValue:)).map { view.truncationMode($0) } ?? view)
        case "multilineTextAlignment": return done(word().flatMap { HorizontalAlignment(rawValue: $0) }.map { view.multilineTextAlignment($0) } ?? view)
        case "tracking", "kerning": return done(number(argument(), .signedSize).map { view.tracking($0) } ?? view)
        case "textCase": return done(view.textCase(word().flatMap(TextCase.init(rawValue:))))
        case "imageScale": return done(word().flatMap(ImageScale.init(rawValue:)).map { view.imageScale($0) } ?? view)
        case "labelStyle": return done(word().flatMap(LabelStyle.init(rawValue:)).map { view.labelStyle($0) } ?? view)
        case "resizable": return done(view.resizable())
        case "scaledToFit": return done(view.scaledToFit())
        case "scaledToFill": return done(view.scaledToFill())
        case "aspectRatio":
            let mode = word("contentMode").flatMap(AspectRatio.ContentMode.init(rawValue:)) ?? .fit
            return done(view.aspectRatio(number(argument(), .size), contentMode: mode))
        case "fixedSize":
            if call.arguments.isEmpty { return done(view.fixedSize()) }
            return done(view.fixedSize(horizontal: word("horizontal") == "true", vertical: word("vertical") == "true"))
        case "offset":
            return done(view.offset(x: number(argument("x"), .signedSize) ?? 0, y: number(argument("y"), .signedSize) ?? 0))
        case "padding":
            if call.arguments.isEmpty { return done(view.padding()) }
            let defaultPadding = "16 pt, SwiftUI's default padding"
            // One argument is edges (`.horizontal`, `[.top, .leading]`) or an amount.
            let isEdges = argument()?.is(ArrayExprSyntax.self) == true || argument()?.as(MemberAccessExprSyntax.self).map { $0.base == nil } == true
            if call.arguments.count == 1, !isEdges {
                // `.padding(12)`, `.padding(Metrics.inset)`: an amount on every edge.
                return done(view.padding(number(argument(), .signedSize, otherwise: defaultPadding) ?? 16))
            }
            let edgesText = argument()?.trimmedDescription ?? ""
            let amount = call.arguments.count > 1 ? number(call.arguments.dropFirst().first?.expression, .signedSize, otherwise: defaultPadding) ?? 16 : 16
            let names: [(String, ActivityView.Edges)] = [("horizontal", .horizontal), ("vertical", .vertical), ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing)]
            let chosen = names.filter { edgesText.contains($0.0) }.map(\.1)
            guard !chosen.isEmpty else {
                if edgesText.hasPrefix(".all") || edgesText.isEmpty { return done(view.padding(amount)) }
                approximate(call, "\(ActivityValue.number(amount).shown) pt on every edge")
                return view.padding(amount)
            }
            return done(chosen.reduce(view) { $0.padding($1, amount) })
        case "frame":
            let alignment = word("alignment").flatMap { named in Alignment.named.first { $0.name == named }?.alignment } ?? .center
            if argument("width") != nil || argument("height") != nil {
                return done(view.frame(width: number(argument("width"), .size), height: number(argument("height"), .size), alignment: alignment))
            }
            return done(view.frame(minWidth: number(argument("minWidth"), .size), idealWidth: number(argument("idealWidth"), .size),
                                   maxWidth: number(argument("maxWidth"), .size, allowsInfinity: true),
                                   minHeight: number(argument("minHeight"), .size), idealHeight: number(argument("idealHeight"), .size),
                                   maxHeight: number(argument("maxHeight"), .size, allowsInfinity: true),
                                   alignment: alignment))
        case "background", "overlay":
            // `.background(Color.x)`, `.background { … }`, `.overlay(alignment:) { … }`:
            // a decoration sized to the view; a `ShapeStyle` is pixels only.
            var decorations: [ActivityView] = []
            if let closure = call.trailingClosure { decorations = views(closure.statements) }
            else if let first = argument(), isViewArgument(first) {
                decorations = self.view(first).map { [$0] } ?? []
            } else {
                return done(view.visual(name))
            }
            return done(decorations.reduce(view) { name == "background" ? $0.background($1) : $0.overlay($1) })
        case "tint":
            // Still listed as a pixels-only modifier; its colour reaches the pictures.
            if let color = argument().flatMap(DeclarationFinder.literal)?.shown, ColorValue(color) != nil { return done(view.tint(color)) }
            return done(view.visual(name))
        case "opacity":
            if let value = number(argument(), .opacity) { return done(view.opacity(value)) }
            return done(view.visual(name))
        case "foregroundStyle", "foregroundColor":
            if let color = argument().map({ passedLiteral($0) }).flatMap(DeclarationFinder.literal)?.shown { return done(view.foregroundStyle(color)) }
            return done(view.visual(name))
        case "dynamicIsland":
            let placement = word("verticalPlacement").flatMap(ExpandedVerticalPlacement.init(rawValue:)) ?? .default
            return done(view.dynamicIsland(verticalPlacement: placement))
        case "environment":
            if argument()?.trimmedDescription == "\\.layoutDirection", let direction = word(call.arguments.count > 1 ? nil : nil) ?? call.arguments.dropFirst().first.flatMap({ DeclarationFinder.literal($0.expression)?.shown }) {
                return done(view.environment(\.layoutDirection, direction == "rightToLeft" ? .rightToLeft : .leftToRight))
            }
            approximate(call, "the view without this environment value")
            return view
        case "shadow", "clipShape", "cornerRadius", "contentTransition", "animation", "transition", "widgetURL", "privacySensitive",
             "redacted", "unredacted", "id", "strikethrough", "underline", "scaleEffect", "invalidatableContent", "blur", "brightness", "saturation",
             "symbolRenderingMode", "symbolEffect", "symbolVariant", "renderingMode", "foregroundStyle(_:_:)", "mask", "border", "containerBackground",
             "activityBackgroundTint", "activitySystemActionForegroundColor", "keylineTint", "contentMargins", "widgetAccentable", "luminanceToAlpha",
             "compositingGroup", "drawingGroup", "rotationEffect", "colorMultiply", "grayscale", "hueRotation", "clipped", "contentShape", "buttonStyle",
             "progressViewStyle", "gaugeStyle", "tag", "zIndex", "allowsHitTesting", "disabled", "onAppear", "task", "sensoryFeedback", "numericText",
             "monospacedDigitIfAvailable", "accessibilityHidden", "environmentObject", "fill", "stroke", "strokeBorder", "foregroundStyle(_:_:_:)",
             "widgetBackground", "labelsHidden", "preferredColorScheme", "colorScheme", "trim", "rotation3DEffect":
            if name == "progressViewStyle" || name == "gaugeStyle", let style = word().flatMap(ProgressSpec.Style.init(rawValue:)),
               case .progress(var spec) = view.kind {
                spec.style = style
                var copy = view
                copy.kind = .progress(spec)
                return done(copy)
            }
            return done(view.visual(name))
        case "modifier":
            // `.modifier(CardStyle(tint: .blue))`: the ViewModifier's
            // `body(content:)` with `content` the view.
            guard let modifierCall = argument()?.as(FunctionCallExprSyntax.self),
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
        default:
            if name.hasPrefix("accessibility") { return done(view.visual(name)) }
            // A modifier of the module: `func cardStyle() -> some View` in
            // a `View` extension: its body with `self` the view.
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
}
