import SlotFit
import SlotFitText
import SwiftSyntax

/// What the importer sets for each modifier of the table (`Modifier`)
/// written in Swift, through the DSL (which keeps the order written).
extension ViewInterpreter {
    /// The names the importer keeps as pixels only (`PixelModifier`).
    static let pixelModifiers = PixelModifier.names(readBy: .swift)

    /// `modifier` applied to `view`; `nil` for one the importer does not
    /// read from Swift (a manifest's own keys, `fontWidth`…).
    mutating func apply(_ modifier: Modifier, to view: ActivityView, _ call: ModifierCall) -> ActivityView? {
        switch modifier {
        case .font, .fontWeight, .bold, .italic, .fontDesign, .monospacedDigit, .monospaced, .textCase, .tracking, .kerning,
             .truncationMode, .multilineTextAlignment, .minimumScaleFactor, .imageScale, .labelStyle:
            return applyText(modifier, to: view, call)
        case .lineLimit: return applyLineLimit(to: view, call)
        case .layoutPriority, .resizable, .scaledToFit, .scaledToFill, .aspectRatio, .fixedSize, .offset, .dynamicIsland:
            return applyLayout(modifier, to: view, call)
        case .frame: return markingScaledLengths(.frame, call, on: applyLayout(modifier, to: view, call))
        case .padding: return markingScaledLengths(.padding, call, on: applyPadding(to: view, call))
        case .position: return applyPosition(to: view, call)
        case .alignmentGuide: return applyAlignmentGuide(to: view, call)
        case .dynamicTypeSize: return applyDynamicTypeSize(call.argument(), to: view, call: call.call)
        case .background, .overlay, .tint, .opacity, .foregroundStyle, .foregroundColor, .environment:
            return applyPixels(modifier, to: view, call)
        case .modifier: return inlineViewModifier(view, call.call)
        case .gridCellColumns:
            return done(modifier, number(call.argument(), .columnCount).flatMap(NumberRange.columnCount.whole).map { view.gridCellColumns($0) } ?? view)
        case .gridColumnAlignment:
            return done(modifier, call.word().flatMap { HorizontalAlignment(rawValue: $0) }.map { view.gridColumnAlignment($0) } ?? view)
        case .modifiers, .approximated, .table, .bundle, .if, .arguments, .layoutDirection, .fontWidth, .allowsTightening, .scaledMetric:
            return nil
        }
    }

    /// The result of a modifier read, noted as seen.
    mutating func done(_ modifier: Modifier, _ result: ActivityView) -> ActivityView {
        saw("." + modifier.name)
        return result
    }

    /// The text and image environment values.
    mutating func applyText(_ modifier: Modifier, to view: ActivityView, _ c: ModifierCall) -> ActivityView {
        switch modifier {
        case .font:
            guard let font = c.argument(), let result = applyFont(font, to: view) else {
                approximate(c.call, "the body font")
                return view
            }
            return done(modifier, result)
        case .fontWeight:
            guard let weight = c.word().flatMap(FontWeight.init(name:)) else { approximate(c.call, "the font's own weight"); return view }
            return done(modifier, view.fontWeight(weight))
        case .bold: return done(modifier, c.call.arguments.isEmpty || c.word() == "true" ? view.bold() : view)
        case .italic: return done(modifier, view.italic())
        case .fontDesign: return done(modifier, c.word().flatMap(FontDesign.init(rawValue:)).map { view.fontDesign($0) } ?? view)
        case .monospacedDigit: return done(modifier, view.monospacedDigit())
        // `.monospaced()`: every character SF Mono's width, not only digits.
        case .monospaced: return done(modifier, view.fontDesign(.monospaced).monospacedDigit())
        case .minimumScaleFactor: return done(modifier, number(c.argument(), .factor).map { view.minimumScaleFactor($0) } ?? view)
        case .truncationMode: return done(modifier, c.word().flatMap(TruncationMode.init(rawValue:)).map { view.truncationMode($0) } ?? view)
        case .multilineTextAlignment:
            return done(modifier, c.word().flatMap { HorizontalAlignment(rawValue: $0) }.map { view.multilineTextAlignment($0) } ?? view)
        case .tracking, .kerning: return done(modifier, number(c.argument(), .signedSize).map { view.tracking($0) } ?? view)
        case .textCase: return done(modifier, view.textCase(c.word().flatMap(TextCase.init(rawValue:))))
        case .imageScale: return done(modifier, c.word().flatMap(ImageScale.init(rawValue:)).map { view.imageScale($0) } ?? view)
        default: return done(modifier, c.word().flatMap(LabelStyle.init(rawValue:)).map { view.labelStyle($0) } ?? view)
        }
    }

    /// `lineLimit(2)`, `lineLimit(2...3, reservesSpace: true)`.
    mutating func applyLineLimit(to view: ActivityView, _ c: ModifierCall) -> ActivityView {
        if let given = c.argument(), let bounds = range(given) {
            // `lineLimit(2...3)`: both bounds whole line counts, in order
            // (`5...2` traps in Swift at run time).
            let low = bounds.0.evaluate { _ in nil }.number ?? 1, high = bounds.1.evaluate { _ in nil }.number ?? low
            guard let first = NumberRange.lineCount.whole(low), let last = NumberRange.lineCount.whole(high), first <= last else {
                let problem = NumberRange.lineCount.problem(with: low) ?? NumberRange.lineCount.problem(with: high)
                    ?? "\(given.trimmedDescription) is an empty range (Swift traps on it at run time); write the smaller bound first"
                approximate(given, "the text without a line limit (\(problem))")
                return view
            }
            return done(.lineLimit, view.lineLimit(first...last, reservesSpace: c.word("reservesSpace") == "true"))
        }
        return done(.lineLimit, view.lineLimit(number(c.argument(), .lineCount).flatMap(NumberRange.lineCount.whole)))
    }

    /// The layout modifiers but padding, and what only the view reads.
    mutating func applyLayout(_ modifier: Modifier, to view: ActivityView, _ c: ModifierCall) -> ActivityView {
        func number(_ label: String, allowsInfinity: Bool = false) -> Double? { self.number(c.argument(label), .size, allowsInfinity: allowsInfinity) }
        switch modifier {
        case .layoutPriority: return done(modifier, self.number(c.argument(), .priority).map { view.layoutPriority($0) } ?? view)
        case .resizable: return done(modifier, view.resizable())
        case .scaledToFit: return done(modifier, view.scaledToFit())
        case .scaledToFill: return done(modifier, view.scaledToFill())
        case .aspectRatio:
            let mode = c.word("contentMode").flatMap(AspectRatio.ContentMode.init(rawValue:)) ?? .fit
            return done(modifier, view.aspectRatio(self.number(c.argument(), .size), contentMode: mode))
        case .fixedSize:
            if c.call.arguments.isEmpty { return done(modifier, view.fixedSize()) }
            return done(modifier, view.fixedSize(horizontal: c.word("horizontal") == "true", vertical: c.word("vertical") == "true"))
        case .offset:
            return done(modifier, view.offset(x: self.number(c.argument("x"), .signedSize) ?? 0, y: self.number(c.argument("y"), .signedSize) ?? 0))
        case .frame:
            let alignment = c.word("alignment").flatMap { named in Alignment.named.first { $0.name == named }?.alignment } ?? .center
            if c.argument("width") != nil || c.argument("height") != nil {
                return done(modifier, view.frame(width: number("width"), height: number("height"), alignment: alignment))
            }
            return done(modifier, view.frame(minWidth: number("minWidth"), idealWidth: number("idealWidth"),
                                             maxWidth: number("maxWidth", allowsInfinity: true),
                                             minHeight: number("minHeight"), idealHeight: number("idealHeight"),
                                             maxHeight: number("maxHeight", allowsInfinity: true),
                                             alignment: alignment))
        default:
            let placement = c.word("verticalPlacement").flatMap(ExpandedVerticalPlacement.init(rawValue:)) ?? .default
            return done(modifier, view.dynamicIsland(verticalPlacement: placement))
        }
    }

    /// `.padding()`, `.padding(12)`, `.padding(.horizontal, 8)`, `.padding([.top, .leading])`.
    mutating func applyPadding(to view: ActivityView, _ c: ModifierCall) -> ActivityView {
        if c.call.arguments.isEmpty { return done(.padding, view.padding()) }
        let defaultPadding = "16 pt, SwiftUI's default padding"
        // One argument is edges (`.horizontal`, `[.top, .leading]`) or an amount.
        let isEdges = c.argument()?.is(ArrayExprSyntax.self) == true || c.argument()?.as(MemberAccessExprSyntax.self).map { $0.base == nil } == true
        if c.call.arguments.count == 1, let insets = c.argument()?.as(FunctionCallExprSyntax.self),
           ["EdgeInsets", ".init", "init"].contains(insets.calledExpression.trimmedDescription) {
            // `.padding(EdgeInsets(top: 2, leading: 16, bottom: 3, trailing: 16))`:
            // each edge its own amount, an edge not given 0.
            var padded = view
            for (label, edge) in [("top", ActivityView.Edges.top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)] {
                guard let argument = insets.arguments.first(where: { $0.label?.text == label })?.expression else { continue }
                guard let amount = number(argument, .signedSize, otherwise: "the view without this edge's inset") else {
                    padded.approximated = padded.approximated ?? "padding without the \(label) inset \(argument.trimmedDescription) (not evaluated)"
                    continue
                }
                padded = padded.padding(edge, amount)
            }
            if insets.arguments.contains(where: { $0.label == nil }) {
                approximate(c.call, "no padding (EdgeInsets written without edge labels)")
                return view
            }
            return done(.padding, padded)
        }
        if c.call.arguments.count == 1, !isEdges {
            // `.padding(12)`, `.padding(Metrics.inset)`: an amount on every edge.
            return done(.padding, view.padding(number(c.argument(), .signedSize, otherwise: defaultPadding) ?? 16))
        }
        let edgesText = c.argument()?.trimmedDescription ?? ""
        let amount = c.call.arguments.count > 1 ? number(c.call.arguments.dropFirst().first?.expression, .signedSize, otherwise: defaultPadding) ?? 16 : 16
        let names: [(String, ActivityView.Edges)] = [("horizontal", .horizontal), ("vertical", .vertical), ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing)]
        let chosen = names.filter { edgesText.contains($0.0) }.map(\.1)
        guard !chosen.isEmpty else {
            if edgesText.hasPrefix(".all") || edgesText.isEmpty { return done(.padding, view.padding(amount)) }
            let assumed = "\(ActivityValue.number(amount).shown) pt on every edge"
            approximate(c.call, assumed)
            // A finding resting on the assumed padding is at most a warning.
            var padded = view.padding(amount)
            padded.approximated = padded.approximated ?? "padding \(c.call.trimmedDescription) read as \(assumed)"
            return padded
        }
        return done(.padding, chosen.reduce(view) { $0.padding($1, amount) })
    }

    /// `.position(x:y:)`, `.position(CGPoint(x:y:))`: a coordinate SlotFit
    /// cannot compute (`proxy.size.width / 2`) is 0, said as an approximation.
    mutating func applyPosition(to view: ActivityView, _ c: ModifierCall) -> ActivityView {
        var point = c
        if let inner = c.argument()?.as(FunctionCallExprSyntax.self), inner.calledExpression.nameText.hasSuffix("CGPoint") { point = ModifierCall(inner) }
        let x = number(point.argument("x"), .signedSize, otherwise: "x: 0") ?? 0
        let y = number(point.argument("y"), .signedSize, otherwise: "y: 0") ?? 0
        if point.argument("x") == nil && point.argument("y") == nil, let given = c.argument() {
            approximate(given, "the point (0, 0) (SlotFit could not read \(given.trimmedDescription))")
        }
        return done(.position, view.position(x: x, y: y))
    }

    /// `.alignmentGuide(.leading) { d in d[.trailing] }`: the closure's one
    /// expression, read as a function of the view's size (`d.width`,
    /// `d[.trailing]`, `d[VerticalAlignment.center]`, numbers, `+ - * /`);
    /// anything else leaves the guide where it was, said as an approximation.
    mutating func applyAlignmentGuide(to view: ActivityView, _ c: ModifierCall) -> ActivityView {
        let guideText = c.argument()?.trimmedDescription ?? ""
        let closure = c.call.trailingClosure ?? c.argument("computeValue")?.as(ClosureExprSyntax.self)
        guard let guide = Self.alignmentGuide(guideText) else {
            approximate(c.call, "the view without this alignment guide (\(guideText) is not an alignment SlotFit lines views up on)")
            return view
        }
        guard let closure, let value = guideValue(closure) else {
            approximate(c.call, "the view without this alignment guide (SlotFit could not compute its value)")
            return view
        }
        return done(.alignmentGuide, view.alignmentGuide(guide, value))
    }

    /// `.leading`, `HorizontalAlignment.center`, `.firstTextBaseline`…
    static func alignmentGuide(_ text: String) -> AlignmentGuide.Guide? {
        switch text {
        case ".leading", "HorizontalAlignment.leading": return .leading
        case ".trailing", "HorizontalAlignment.trailing": return .trailing
        case "HorizontalAlignment.center", ".horizontalCenter": return .horizontalCenter
        case ".top", "VerticalAlignment.top": return .top
        case ".bottom", "VerticalAlignment.bottom": return .bottom
        case "VerticalAlignment.center", ".verticalCenter": return .verticalCenter
        case ".firstTextBaseline", "VerticalAlignment.firstTextBaseline": return .firstTextBaseline
        case ".lastTextBaseline", "VerticalAlignment.lastTextBaseline": return .lastTextBaseline
        default: return nil
        }
    }

    /// The value of an alignment guide's closure: its one expression (or
    /// `return` of one), read on its syntax tree as a value linear in the
    /// view's size — numbers, `d.width`, `d.height`, `d[.trailing]`,
    /// `d[VerticalAlignment.center]`, `+ - * /` (a product or quotient with
    /// a number on one side) and parentheses; a name bound to a number
    /// (`Metrics.inset`) is its number. `nil` for anything else.
    mutating func guideValue(_ closure: ClosureExprSyntax) -> GuideValue? {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
        guard let expression else { return nil }
        let parameter = SourceInventory.parameterName(closure) ?? "$0"
        return guideTerm(expression, dimensions: parameter)
    }

    /// One term of a guide's value; `dimensions` is the closure's
    /// `ViewDimensions` parameter.
    private mutating func guideTerm(_ expression: ExprSyntax, dimensions: String) -> GuideValue? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return guideTerm(tuple.elements.first!.expression, dimensions: dimensions)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return guideTerm(prefix.expression, dimensions: dimensions).map { Self.scaled($0, by: -1) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == dimensions {
            switch member.declName.baseName.text {
            case "width": return GuideValue(widthFactor: 1)
            case "height": return GuideValue(heightFactor: 1)
            default: return nil
            }
        }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self), subscripted.calledExpression.trimmedDescription == dimensions,
           subscripted.arguments.count == 1, let argument = subscripted.arguments.first?.expression.trimmedDescription {
            switch Self.alignmentGuide(argument) {
            case .leading?, .top?: return GuideValue()
            case .trailing?: return GuideValue(widthFactor: 1)
            case .bottom?: return GuideValue(heightFactor: 1)
            case .horizontalCenter? where argument != ".horizontalCenter": return GuideValue(widthFactor: 0.5)
            case .verticalCenter? where argument != ".verticalCenter": return GuideValue(heightFactor: 0.5)
            default: return nil
            }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            guard let left = guideTerm(infix.leftOperand, dimensions: dimensions),
                  let right = guideTerm(infix.rightOperand, dimensions: dimensions) else { return nil }
            func isNumber(_ value: GuideValue) -> Bool { value.widthFactor == 0 && value.heightFactor == 0 }
            switch op {
            case "+": return GuideValue(constant: left.constant + right.constant, widthFactor: left.widthFactor + right.widthFactor,
                                        heightFactor: left.heightFactor + right.heightFactor)
            case "-": return GuideValue(constant: left.constant - right.constant, widthFactor: left.widthFactor - right.widthFactor,
                                        heightFactor: left.heightFactor - right.heightFactor)
            case "*" where isNumber(right): return Self.scaled(left, by: right.constant)
            case "*" where isNumber(left): return Self.scaled(right, by: left.constant)
            case "/" where isNumber(right) && right.constant != 0: return Self.scaled(left, by: 1 / right.constant)
            default: return nil
            }
        }
        // A number, or a name bound to one.
        if let number = value(expression)?.evaluate({ _ in nil }).number, number.isFinite { return GuideValue(constant: number) }
        return nil
    }

    /// `value` times `factor`.
    private static func scaled(_ value: GuideValue, by factor: Double) -> GuideValue {
        GuideValue(constant: value.constant * factor, widthFactor: value.widthFactor * factor, heightFactor: value.heightFactor * factor)
    }

    /// Decorations, colours, opacity, the layout direction.
    mutating func applyPixels(_ modifier: Modifier, to view: ActivityView, _ c: ModifierCall) -> ActivityView {
        let name = modifier.name
        switch modifier {
        case .background, .overlay:
            // `.background(Color.x)`, `.background { … }`, `.overlay(alignment:) { … }`:
            // a decoration sized to the view; a `ShapeStyle` is pixels only.
            var decorations: [ActivityView] = []
            if let closure = c.call.trailingClosure { decorations = views(closure.statements) }
            else if let first = c.argument(), isViewArgument(first) {
                decorations = self.view(first).map { [$0] } ?? []
            } else if let first = c.argument(), c.argument("in") == nil, let inlined = colorViews(first) {
                // `.background(statusColor)`, a getter that switches on the
                // state: its colours, each in its own state.
                decorations = [inlined]
            } else if let first = c.argument(), let color = colorStyle(first) {
                // `.background(.red.opacity(0.3))`, `.background(statusColor)`:
                // a colour as a `ShapeStyle` fills the view's bounds, as
                // `Color` does as a view (assumed when SlotFit cannot compute it).
                // `in: Capsule()`: that shape, in the colour.
                var shape = ShapeKind.color
                if let given = c.argument("in"), let view = self.view(given), case .shape(let kind, _) = view.kind { shape = kind }
                decorations = [ActivityView(.shape(shape, fill: color), location: here(first))]
            } else {
                return done(modifier, view.visual(name))
            }
            return done(modifier, decorations.reduce(view) { modifier == .background ? $0.background($1) : $0.overlay($1) })
        case .tint:
            // Still listed as a pixels-only modifier; its colour reaches the pictures.
            if let argument = c.argument() { return done(modifier, view.tint(colorValue(argument))) }
            return done(modifier, view.visual(name))
        case .opacity:
            if let value = number(c.argument(), .opacity) { return done(modifier, view.opacity(value)) }
            return done(modifier, view.visual(name))
        case .foregroundStyle, .foregroundColor:
            guard let argument = c.argument() else { return done(modifier, view.visual(name)) }
            let color = colorValue(argument)
            // A colour SlotFit cannot compute is kept for a shape (which it
            // fills: drawn as assumed); a text keeps the colour around it.
            if !color.isAssumed || view.isShape { return done(modifier, view.foregroundStyle(color)) }
            return done(modifier, view.visual(name))
        default:
            if let key = c.argument()?.trimmedDescription, key == "\\.dynamicTypeSize" || key == "\\.sizeCategory" {
                return applyDynamicTypeSize(c.call.arguments.dropFirst().first?.expression, to: view, call: c.call)
            }
            if c.argument()?.trimmedDescription == "\\.layoutDirection", let direction = c.word(c.call.arguments.count > 1 ? nil : nil) ?? c.call.arguments.dropFirst().first.flatMap({ DeclarationFinder.literal($0.expression)?.shown }) {
                return done(modifier, view.environment(\.layoutDirection, direction == "rightToLeft" ? .rightToLeft : .leftToRight))
            }
            approximate(c.call, "the view without this environment value")
            return view
        }
    }
}
