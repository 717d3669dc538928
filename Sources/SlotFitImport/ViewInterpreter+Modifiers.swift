import SlotFit
import SlotFitText
import SwiftSyntax

extension ViewInterpreter {
    /// A number a modifier takes: a literal, a constant, an expression over
    /// constants (`UX.padding * 2`). A value that depends on the state is
    /// taken in its first sample's absence as `nil` (noted).
    mutating func number(_ expression: ExprSyntax?) -> Double? {
        guard let expression else { return nil }
        if expression.trimmedDescription.hasSuffix("infinity") { return .infinity }
        guard let converted = value(expression) else { return nil }
        guard converted.fields.isEmpty else {
            approximate(expression, "the modifier without this value (it depends on the state)")
            return nil
        }
        return converted.evaluate { _ in nil }.number
    }

    /// Applies a modifier by name, through the DSL (which keeps the order
    /// written); modifiers that change only pixels are recorded as such.
    mutating func modify(_ view: ActivityView, _ name: String, _ call: FunctionCallExprSyntax) -> ActivityView {
        func argument(_ label: String? = nil) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        func word(_ label: String? = nil) -> String? { argument(label).flatMap(DeclarationFinder.literal)?.shown }
        func done(_ result: ActivityView) -> ActivityView { saw("." + name); return result }
        switch name {
        case "font":
            guard let font = argument() else { return view }
            if let style = DeclarationFinder.literal(font)?.shown, let textStyle = TextStyle(name: style) { return done(view.font(textStyle)) }
            // `.font(.title3.weight(.semibold))`, `.font(.caption.bold())`.
            if let chained = font.as(FunctionCallExprSyntax.self), let member = chained.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, let style = DeclarationFinder.literal(base)?.shown, let textStyle = TextStyle(name: style) {
                var result = view.font(textStyle)
                switch member.declName.baseName.text {
                case "weight": if let weight = chained.arguments.first.flatMap({ DeclarationFinder.literal($0.expression)?.shown }).flatMap(FontWeight.init(name:)) { result = result.fontWeight(weight) }
                case "bold": result = result.fontWeight(.bold)
                case "monospacedDigit": result = result.monospacedDigit()
                case "italic": result = result.italic()
                default: approximate(call, "\(style) without .\(member.declName.baseName.text)")
                }
                return done(result)
            }
            if let system = font.as(FunctionCallExprSyntax.self), system.calledExpression.trimmedDescription.hasSuffix("system") {
                func systemArgument(_ label: String?) -> ExprSyntax? { system.arguments.first { $0.label?.text == label }?.expression }
                let weight = systemArgument("weight").flatMap(DeclarationFinder.literal).flatMap { FontWeight(name: $0.shown) } ?? .regular
                var result = view
                if let size = number(systemArgument("size")) {
                    result = result.font(size: size, weight: weight)
                } else if let style = systemArgument(nil).flatMap(DeclarationFinder.literal)?.shown, let textStyle = TextStyle(name: style) {
                    result = result.font(textStyle).fontWeight(weight)
                } else {
                    approximate(call, "the body font")
                    return view
                }
                if let design = systemArgument("design").flatMap(DeclarationFinder.literal).flatMap { FontDesign(rawValue: $0.shown) } {
                    result = result.fontDesign(design)
                }
                return done(result)
            }
            // A font constant of the module (`Theme.title`): its expression.
            if let constant = index.constants[font.trimmedDescription] {
                let rewritten = call.with(\.arguments, LabeledExprListSyntax([LabeledExprSyntax(expression: constant)]))
                return modify(view, name, rewritten)
            }
            approximate(call, "the body font")
            return view
        case "fontWeight":
            guard let weight = word().flatMap(FontWeight.init(name:)) else { approximate(call, "the font's own weight"); return view }
            return done(view.fontWeight(weight))
        case "bold": return done(call.arguments.isEmpty || word() == "true" ? view.bold() : view)
        case "italic": return done(view.italic())
        case "fontDesign": return done(word().flatMap(FontDesign.init(rawValue:)).map { view.fontDesign($0) } ?? view)
        case "monospacedDigit", "monospaced": return done(view.monospacedDigit())
        case "lineLimit":
            if let range = argument().flatMap(range) {
                let low = range.0.evaluate { _ in nil }.number ?? 1, high = range.1.evaluate { _ in nil }.number ?? low
                return done(view.lineLimit(Int(low)...Int(high), reservesSpace: word("reservesSpace") == "true"))
            }
            return done(view.lineLimit(number(argument()).map { Int($0) }))
        case "minimumScaleFactor": return done(number(argument()).map { view.minimumScaleFactor($0) } ?? view)
        case "layoutPriority": return done(number(argument()).map { view.layoutPriority($0) } ?? view)
        case "truncationMode": return done(word().flatMap(TruncationMode.init(rawValue:)).map { view.truncationMode($0) } ?? view)
        case "multilineTextAlignment": return done(word().flatMap { HorizontalAlignment(rawValue: $0) }.map { view.multilineTextAlignment($0) } ?? view)
        case "tracking", "kerning": return done(number(argument()).map { view.tracking($0) } ?? view)
        case "textCase": return done(view.textCase(word().flatMap(TextCase.init(rawValue:))))
        case "imageScale": return done(word().flatMap(ImageScale.init(rawValue:)).map { view.imageScale($0) } ?? view)
        case "labelStyle": return done(word().flatMap(LabelStyle.init(rawValue:)).map { view.labelStyle($0) } ?? view)
        case "resizable": return done(view.resizable())
        case "scaledToFit": return done(view.scaledToFit())
        case "scaledToFill": return done(view.scaledToFill())
        case "aspectRatio":
            let mode = word("contentMode").flatMap(AspectRatio.ContentMode.init(rawValue:)) ?? .fit
            return done(view.aspectRatio(number(argument()), contentMode: mode))
        case "fixedSize":
            if call.arguments.isEmpty { return done(view.fixedSize()) }
            return done(view.fixedSize(horizontal: word("horizontal") == "true", vertical: word("vertical") == "true"))
        case "offset":
            return done(view.offset(x: number(argument("x")) ?? 0, y: number(argument("y")) ?? 0))
        case "padding":
            if call.arguments.isEmpty { return done(view.padding()) }
            if call.arguments.count == 1, let all = number(argument()) { return done(view.padding(all)) }
            let edgesText = argument()?.trimmedDescription ?? ""
            let amount = call.arguments.count > 1 ? number(call.arguments.dropFirst().first?.expression) ?? 16 : 16
            let names: [(String, ActivityView.Edges)] = [("horizontal", .horizontal), ("vertical", .vertical), ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing)]
            let chosen = names.filter { edgesText.contains($0.0) }.map(\.1)
            guard !chosen.isEmpty else {
                if edgesText.hasPrefix(".all") || edgesText.isEmpty { return done(view.padding(amount)) }
                approximate(call, "\(Int(amount)) pt on every edge")
                return view.padding(amount)
            }
            return done(chosen.reduce(view) { $0.padding($1, amount) })
        case "frame":
            let alignment = word("alignment").flatMap { named in Alignment.named.first { $0.name == named }?.alignment } ?? .center
            if argument("width") != nil || argument("height") != nil {
                return done(view.frame(width: number(argument("width")), height: number(argument("height")), alignment: alignment))
            }
            return done(view.frame(minWidth: number(argument("minWidth")), idealWidth: number(argument("idealWidth")), maxWidth: number(argument("maxWidth")),
                                   minHeight: number(argument("minHeight")), idealHeight: number(argument("idealHeight")), maxHeight: number(argument("maxHeight")),
                                   alignment: alignment))
        case "background", "overlay":
            // `.background(Color.x)`, `.background { … }`, `.overlay(alignment:) { … }`:
            // a decoration sized to the view; a `ShapeStyle` is pixels only.
            var decorations: [ActivityView] = []
            if let closure = call.trailingClosure { decorations = views(closure.statements) }
            else if let first = argument(), first.is(FunctionCallExprSyntax.self) || first.trimmedDescription.hasPrefix("Color") {
                decorations = self.view(first).map { [$0] } ?? []
            } else {
                return done(view.visual(name))
            }
            return done(decorations.reduce(view) { name == "background" ? $0.background($1) : $0.overlay($1) })
        case "foregroundStyle", "foregroundColor":
            if let color = argument().flatMap(DeclarationFinder.literal)?.shown { return done(view.foregroundStyle(color)) }
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
        case "tint", "opacity", "shadow", "clipShape", "cornerRadius", "contentTransition", "animation", "transition", "widgetURL", "privacySensitive",
             "redacted", "unredacted", "id", "strikethrough", "underline", "scaleEffect", "invalidatableContent", "blur", "brightness", "saturation",
             "symbolRenderingMode", "symbolEffect", "symbolVariant", "renderingMode", "foregroundStyle(_:_:)", "mask", "border", "containerBackground",
             "activityBackgroundTint", "activitySystemActionForegroundColor", "keylineTint", "contentMargins", "widgetAccentable", "luminanceToAlpha",
             "compositingGroup", "drawingGroup", "rotationEffect", "colorMultiply", "grayscale", "hueRotation", "clipped", "contentShape", "buttonStyle",
             "progressViewStyle", "gaugeStyle", "tag", "zIndex", "allowsHitTesting", "disabled", "onAppear", "task", "sensoryFeedback", "numericText",
             "monospacedDigitIfAvailable", "accessibilityHidden", "environmentObject":
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
                  let body = index.member("body", owner: modifierCall.calledExpression.trimmedDescription, view: true),
                  body.owner == modifierCall.calledExpression.trimmedDescription else {
                approximate(call, "the view without this modifier (its ViewModifier is not in these files)")
                return view
            }
            var inner = Scope(owner: body.owner)
            inner.depth = scope.depth + 1
            inner.names[body.parameters.first?.name ?? "content"] = .built(view)
            for argument in modifierCall.arguments {
                if let label = argument.label?.text { inner.names[label] = .syntax(argument.expression, scope, type: nil) }
            }
            saw(modifierCall.calledExpression.trimmedDescription)
            return one(within(inner) { $0.views(body.body) }, call) ?? view
        default:
            if name.hasPrefix("accessibility") { return done(view.visual(name)) }
            // A modifier of the module: `func cardStyle() -> some View` in
            // a `View` extension: its body with `self` the view.
            if let member = index.member(name, owner: "View", view: true), member.owner == "View", !inlining.contains("modifier " + name) {
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
