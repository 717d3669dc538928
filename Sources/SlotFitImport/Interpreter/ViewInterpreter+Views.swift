import SlotFit
import SlotFitText
import SwiftSyntax

extension ViewInterpreter {
    /// One view expression, with its modifiers.
    mutating func view(_ expression: ExprSyntax) -> ActivityView? {
        guard budget.spendConstruct() else { return spent(expression) }
        guard budget.enterView() else {
            // Deeper than any Live Activity: what the layout would recurse through.
            let why = "a 44 × 20 pt stand-in: views nest more than \(budget.limits.viewDepth) levels here (stacks, custom views and modifiers of a chain each add one)"
            budget.cutOff(Approximation(location: location(expression), construct: Self.shortened(expression), assumed: why))
            var stand = box(expression)
            stand.approximated = why
            return stand
        }
        defer { budget.leaveView() }
        return built(expression)
    }

    /// One view expression, with its modifiers, within the budgets.
    private mutating func built(_ expression: ExprSyntax) -> ActivityView? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return namedView(reference.baseName.text, arguments: nil, expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let base = member.base?.nameText
            if base == "self" || base == "Self" { return namedView(member.declName.baseName.text, arguments: nil, expression) }
            if base == "Color" || base == nil {
                // `Color.blue` as a view: a colour filling what it is offered.
                saw("Color")
                // The snapshot names the colour as before (its label); the
                // picture paints what SlotFit computed, or an assumed grey.
                var color = ActivityView(.shape(.color, fill: ColorValue(member.declName.baseName.text)), location: here(expression))
                color.modifiers.shapePaint = .fill(colorValue(expression))
                return color
            }
            if let base, base.first?.isUppercase == true, index.member(member.declName.baseName.text, owner: base, view: true) != nil {
                return namedView(member.declName.baseName.text, arguments: nil, expression)
            }
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return view(forced.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 { return view(tuple.elements.first!.expression) }
        if let sum = expression.as(InfixOperatorExprSyntax.self), sum.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
            // `Text(…) + Text(…)`: one text of both parts.
            guard let left = view(sum.leftOperand), let right = view(sum.rightOperand) else { return nil }
            saw("Text + Text")
            return left + right
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return one(ifViews(ifExpression, condition: nil), expression)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return one(switchViews(switchExpression, condition: nil), expression)
        }
        if expression.is(TernaryExprSyntax.self) {
            return one(views(of: expression, condition: nil), expression)
        }
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) { return postfixIfConfigView(postfix) }
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            // A view written as an expression SlotFit does not evaluate
            // (`reading(context).0`, `model.badge`): the device draws
            // something there, so it takes room as a stand-in whose texts
            // are counted, never checked (at least one: what it shows is
            // not in this expression).
            approximate(expression, "a 44 × 20 pt box (\(Self.shortened(expression)) is not a view SlotFit models)")
            var stand = box(expression)
            if case .unreadView(let name, let texts)? = stand.approximatedConstruct { stand.approximatedConstruct = .unreadView(name: name, texts: max(texts, 1)) }
            return stand
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            let baseText = base.nameText
            if baseText == "self" || baseText == "content", case .built(let built)? = scope.names[baseText] {
                return modify(built, name, call)
            }
            // A helper on self or a type: `self.row(…)`, `Helpers.badge(…)`.
            if baseText == "self" || baseText == "Self"
                || (baseText.first?.isUppercase == true && !baseText.contains("(") && baseText != "Color" && baseText != "Text" && baseText != "Image"
                    && index.member(name, owner: baseText, view: true) != nil) {
                return namedView(name, arguments: call, expression)
            }
            if baseText == "Color" || baseText == "Image" || baseText == "Text" || (baseText == "_VariadicView" && name == "Tree") {
                // `Color(.systemBlue)`, `Image(uiImage:)`… fall through to the initializers below.
            } else {
                guard let view = self.view(base) else { return nil }
                return modify(view, name, call)
            }
        }
        return initializer(call)
    }

    /// Several views as one (a `Group`), one as itself, none as nothing.
    func one(_ views: [ActivityView], _ node: some SyntaxProtocol) -> ActivityView? {
        views.isEmpty ? nil : views.count == 1 ? views[0] : ActivityView(.group(content: views), location: here(node))
    }

    /// A name used as a view: a `@ViewBuilder` argument (`content`,
    /// `content()`), a view passed as an argument, or a helper (`header`,
    /// `row(title:)`).
    mutating func namedView(_ name: String, arguments call: FunctionCallExprSyntax?, _ node: some SyntaxProtocol) -> ActivityView? {
        switch scope.names[name] {
        case .built(let view)?:
            return view
        case .views(let statements, let bound)?:
            return one(within(bound) { $0.views(statements) }, node)
        case .syntax(let expression, let bound, _)?:
            if let closure = expression.as(ClosureExprSyntax.self) {
                return one(within(bound) { $0.views(closure.statements) }, node)
            }
            return within(bound) { $0.view(expression) }
        default: break
        }
        guard let member = index.member(name, owner: scope.owner, view: true), !inlining.contains("helper " + name), scope.depth < budget.limits.inlineDepth else {
            approximate(node, "a 44 × 20 pt box (\(name) is not a view in these files)")
            return box(node)
        }
        var inner = member.owner == scope.owner ? scope : Scope(owner: member.owner)
        inner.depth += 1
        if let call {
            guard reading(in: scope).bindParameters(member.parameters, call.arguments, into: &inner) else {
                approximate(call, "a 44 × 20 pt box (the call's arguments do not match \(name)'s parameters)")
                return box(node)
            }
        }
        saw(name)
        inlining.append("helper " + name)
        defer { inlining.removeLast() }
        return one(within(inner) { $0.views(member.body) }, node)
    }

    /// The stand-in for a view once the activity's construct budget is
    /// spent: a box marked approximated (so no finding on its presentation
    /// is an error), and the place where expanding stopped, noted once.
    mutating func spent(_ node: some SyntaxProtocol) -> ActivityView {
        let why = "a 44 × 20 pt stand-in from here on: the activity expands to more than \(budget.limits.constructs) views and modifiers (a view that uses itself repeatedly, or ForEach inside ForEach?)"
        budget.cutOff(Approximation(location: location(node), construct: Self.shortened(node), assumed: why))
        var view = box(node)
        view.approximated = why
        return view
    }

    /// Whether a view's modifier chain gives it a fixed width and height
    /// (`.frame(width: 24, height: 24)`): the frame's size is what its
    /// container lays out, whatever the asset's own size [Apple:
    /// `frame(width:height:alignment:)` "positions this view within an
    /// invisible frame with the specified size"].
    static func hasFixedFrame(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "frame",
               outer.arguments.contains(where: { $0.label?.text == "width" }), outer.arguments.contains(where: { $0.label?.text == "height" }) {
                return true
            }
            node = Syntax(outer)
        }
        return false
    }

    /// The stand-in for a view SlotFit cannot read: a 44 × 20 pt box.
    func box(_ node: some SyntaxProtocol) -> ActivityView {
        var view = ActivityView(.shape(.rectangle, fill: nil), location: here(node)).frame(width: 44, height: 20)
        view.approximated = "a 44 × 20 pt stand-in for \(Self.shortened(node))"
        // Pictures label the box with what it stands for: `Chart`, `MapView`.
        let called = Syntax(node).as(FunctionCallExprSyntax.self)?.calledExpression.nameText
        view.approximatedConstruct = .unreadView(name: called.flatMap { $0.isEmpty ? nil : $0 } ?? Self.shortened(node), texts: Self.textsInside(node))
        return view
    }

    /// The texts a construct SlotFit cannot read holds, as written
    /// (`Text(`, `Label(` calls in its syntax); a call of a view declared
    /// nowhere, whose content is not known, counts as one: the coverage
    /// figure never counts what a box hides as checked.
    static func textsInside(_ node: some SyntaxProtocol) -> Int {
        let tokens = Array(node.tokens(viewMode: .sourceAccurate))
        var count = 0
        for (index, token) in tokens.enumerated() where index + 1 < tokens.count {
            if ["Text", "Label"].contains(token.text), tokens[index + 1].tokenKind == .leftParen { count += 1 }
        }
        if count == 0, let call = Syntax(node).as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
           !["Chart", "Canvas", "Map", "Image", "Color", "Rectangle", "Circle", "Capsule"].contains(name) {
            return 1
        }
        return count
    }

    /// A construct's text on one line, at most 40 characters.
    static func shortened(_ node: some SyntaxProtocol) -> String {
        var text = node.trimmedDescription.replacingOccurrences(of: "\n", with: " ")
        while text.contains("  ") { text = text.replacingOccurrences(of: "  ", with: " ") }
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }

    /// `VStack(…) { … }`, `Text(…)`, a custom view's initializer…
    mutating func initializer(_ call: FunctionCallExprSyntax) -> ActivityView? {
        let name = call.calledExpression.nameText
        let location = here(call)
        switch name {
        case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack":
            return stack(call, name: name, location: location)
        case "Group", "Button", "Link", "AnyView", "VStackLayout", "HStackLayout":
            return group(call, name: name, location: location)
        case "ViewThatFits":
            saw(name)
            let axes = Self.argument(call, "in")?.trimmedDescription ?? ""
            let horizontal = axes.isEmpty || axes.contains("horizontal") || axes.contains("[")
            let vertical = axes.isEmpty || axes.contains("vertical") || axes.contains("[")
            return ActivityView(.viewThatFits(horizontal: horizontal, vertical: vertical, content: content(of: call)), location: location)
        case "Spacer":
            saw(name)
            return ActivityView(.spacer(minLength: number(call, "minLength", .signedSize)), location: location)
        case "Divider":
            saw(name)
            return ActivityView(.divider, location: location)
        case "EmptyView":
            saw(name)
            return nil
        case "Color":
            saw(name)
            // `Color(red:green:blue:)`, `Color(.systemGray)`; `Color(hex:)`
            // or an asset's colour is assumed (pictures say so).
            var color = ActivityView(.shape(.color, fill: nil), location: location)
            color.modifiers.shapePaint = .fill(colorValue(ExprSyntax(call)))
            return color
        case "Rectangle", "Circle", "Capsule", "ContainerRelativeShape", "RoundedRectangle", "Ellipse":
            return shape(call, name: name, location: location)
        case "Image":
            return image(call, location: location)
        case "Text":
            return text(call, location: location)
        case "Label":
            return label(call, location: location)
        case "ProgressView", "Gauge":
            return progress(call, name: name, location: location)
        case "ForEach":
            return forEach(call, location: location)
        case "GeometryReader":
            // Its content closure's `proxy.size` is known only at layout:
            // values read from it are approximations (noted where used).
            saw(name)
            return ActivityView(.geometryReader(content: content(of: call)), location: location)
        case "_VariadicView.Tree":
            return variadicTree(call, location: location)
        case "TimelineView":
            return timelineView(call, location: location)
        case "Grid":
            return grid(call, location: location)
        case "GridRow":
            // Its cells, column by column (a row of the Grid around it).
            saw(name)
            return ActivityView(.group(content: content(of: call)), location: location)
        case "Chart", "Canvas", "Map":
            approximate(call, "a 44 × 20 pt box (\(name) is drawn at run time; give it a frame to fix its size)")
            return box(call)
        default:
            return otherView(call, name: name)
        }
    }

    /// The argument labeled `label` (`nil`: the first unlabeled one).
    static func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// A number argument (`spacing:`, `minLength:`): `nil` when absent, or
    /// when SlotFit cannot compute it or it is out of `range` — SwiftUI's
    /// default in its place, said as an approximation, never silently.
    mutating func number(_ call: FunctionCallExprSyntax, _ label: String, _ range: NumberRange) -> Double? {
        guard let given = Self.argument(call, label) else { return nil }
        // `spacing: .zero` (CGFloat.zero): none.
        if ["zero", "CGFloat.zero", "Double.zero"].contains(given.trimmedDescription.drop { $0 == "." }) { return 0 }
        guard let number = value(given)?.evaluate({ _ in nil }).number else {
            approximate(given, "the default \(label) (SlotFit could not compute \(given.trimmedDescription))")
            return nil
        }
        if let problem = range.problem(with: number) {
            approximate(given, "the default \(label) (\(problem))")
            return nil
        }
        return number
    }

    /// The views of a call's trailing closure and `content:` closure.
    mutating func content(of call: FunctionCallExprSyntax) -> [ActivityView] {
        var children = call.trailingClosure.map { views($0.statements) } ?? []
        if let closure = Self.argument(call, "content")?.as(ClosureExprSyntax.self) { children += views(closure.statements) }
        return children
    }

    /// `VStack`, `HStack`, `ZStack` and their lazy forms.
    mutating func stack(_ call: FunctionCallExprSyntax, name: String, location: SourceLocation) -> ActivityView {
        saw(name)
        let alignmentName = Self.argument(call, "alignment").flatMap(DeclarationFinder.literal)?.shown
        let children = content(of: call)
        if name.hasSuffix("VStack") {
            let alignment = alignmentName.flatMap { HorizontalAlignment(rawValue: $0) } ?? .center
            return scalingSpacing(ActivityView(.vstack(spacing: number(call, "spacing", .signedSize), alignment: alignment, content: children), location: location),
                                  Self.argument(call, "spacing"))
        }
        if name.hasSuffix("HStack") {
            let alignment = alignmentName.flatMap { VerticalAlignment(rawValue: $0) } ?? .center
            return scalingSpacing(ActivityView(.hstack(spacing: number(call, "spacing", .signedSize), alignment: alignment, content: children), location: location),
                                  Self.argument(call, "spacing"))
        }
        let alignment = alignmentName.flatMap { named in Alignment.named.first { $0.name == named }?.alignment } ?? .center
        return ActivityView(.zstack(alignment: alignment, content: children), location: location)
    }

    /// `Group`, `AnyView`, the stack layouts, and a `Button` or `Link`,
    /// which lays out its label.
    mutating func group(_ call: FunctionCallExprSyntax, name: String, location: SourceLocation) -> ActivityView? {
        saw(name)
        if name == "AnyView", let inner = Self.argument(call, nil) { return view(inner) }
        var children = content(of: call)
        if let label = call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure {
            children = views(label.statements)
        }
        // `Button("Pause", intent: …)`, `Link(title, destination:)`: the
        // first unlabeled argument is the title (a key, or a String shown
        // as written).
        if children.isEmpty, name == "Button" || name == "Link", let title = Self.argument(call, nil) {
            var table: String? = nil
            children = [text(title, location: location, node: call, table: &table)].compactMap { $0 }
        }
        return ActivityView(.group(content: children), location: location)
    }

    /// `Rectangle()`, `Circle()`, `RoundedRectangle(cornerRadius:)`…
    mutating func shape(_ call: FunctionCallExprSyntax, name: String, location: SourceLocation) -> ActivityView {
        saw(name)
        let shape: ShapeKind
        switch name {
        case "Circle": shape = .circle
        case "Ellipse": shape = .ellipse
        case "Capsule": shape = .capsule
        case "ContainerRelativeShape": shape = .containerRelativeShape
        case "RoundedRectangle": shape = .roundedRectangle(cornerRadius: number(call, "cornerRadius", .size) ?? 0)
        default: shape = .rectangle
        }
        return ActivityView(.shape(shape, fill: nil), location: location)
    }

    /// `Image(systemName:)`, or an asset's image: 24 × 24 pt assumed unless
    /// the caller's chain gives it a fixed frame.
    mutating func image(_ call: FunctionCallExprSyntax, location: SourceLocation) -> ActivityView {
        if let symbol = Self.argument(call, "systemName") {
            saw("Image(systemName:)")
            let shown = DeclarationFinder.literal(symbol)?.shown ?? value(symbol)?.description ?? symbol.trimmedDescription
            return ActivityView(.image(symbol: shown, width: 0, height: 0), location: location)
        }
        // SFSafeSymbols' `Image(systemSymbol: .figureWalk)`: an SF Symbol,
        // named in lowerCamelCase for its dotted name (`figure.walk`).
        if let symbol = Self.argument(call, "systemSymbol") {
            saw("Image(systemSymbol:)")
            let written = symbol.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? symbol.trimmedDescription
            return ActivityView(.image(symbol: Self.symbolName(fromSafeSymbol: written), width: 0, height: 0), location: location)
        }
        var image = ActivityView(.image(symbol: Self.argument(call, nil)?.trimmedDescription ?? "image", width: 24, height: 24), location: location)
        if !Self.hasFixedFrame(call) {
            approximate(call, "a 24 × 24 pt image (an asset's size is not in the source)")
            image.approximated = ActivityView.unknownAssetSize
        }
        return image
    }

    /// SFSafeSymbols' case name as the symbol's name: each capital starts a
    /// new dotted part, and a leading digit's underscore goes
    /// (`figureWalk` → `figure.walk`, `_1Circle` → `1.circle`).
    static func symbolName(fromSafeSymbol name: String) -> String {
        var out = ""
        for character in name.drop(while: { $0 == "_" }) {
            if character.isUppercase, !out.isEmpty { out += "." + character.lowercased() } else { out.append(character) }
        }
        return out
    }

    /// `_VariadicView.Tree(Root()) { … }`: the root's layout.
    mutating func variadicTree(_ call: FunctionCallExprSyntax, location: SourceLocation) -> ActivityView {
        let root = Self.argument(call, nil)?.as(FunctionCallExprSyntax.self)?.calledExpression.nameText ?? ""
        guard let layout = index.layouts[root] else {
            approximate(call, "its children as a VStack (the variadic root \(root.isEmpty ? "given" : root) is not in these files); every text in it is measured")
            var stack = ActivityView(.vstack(spacing: nil, alignment: .center, content: content(of: call)), location: location)
            stack.approximatedConstruct = .customLayout(name: root.isEmpty ? "_VariadicView.Tree" : root)
            return stack
        }
        return customLayout(layout, call, content: content(of: call))
    }

    /// A modifier on `self` in a `View` extension, a view or layout of the
    /// module, a member or name that holds a view; else a stand-in box.
    mutating func otherView(_ call: FunctionCallExprSyntax, name: String) -> ActivityView? {
        // `padding(12)` in a `View` extension's modifier: on `self`.
        if name.first?.isLowercase == true, case .built(let built)? = scope.names["self"], index.member(name, owner: scope.owner, view: true) == nil {
            return modify(built, name, call)
        }
        if let custom = index.views[name] { return customView(custom, call) }
        if let layout = index.layouts[name] { return customLayout(layout, call, content: content(of: call)) }
        if index.member(name, owner: scope.owner, view: true) != nil || scope.names[name] != nil {
            return namedView(name, arguments: call, call)
        }
        approximate(call, "a 44 × 20 pt box (\(name) is not a view SlotFit models or a view in these files)", unknownView: name)
        return box(call)
    }

    /// A custom `View` of the module: its `body`, with its stored
    /// properties bound to the initializer's arguments (labels first, then
    /// positions; a trailing closure to the first property of a view or
    /// closure type; defaults for the rest) and its `@Environment`
    /// properties to SlotFit's environment values.
    mutating func customView(_ custom: ModuleIndex.ViewType, _ call: FunctionCallExprSyntax) -> ActivityView? {
        guard !inlining.contains(custom.name), scope.depth < budget.limits.inlineDepth else {
            approximate(call, inlining.contains(custom.name) ? "a 44 × 20 pt box (\(custom.name) contains itself)"
                        : "a 44 × 20 pt box (views nest more than \(budget.limits.inlineDepth) custom views deep)")
            return box(call)
        }
        var inner = Scope(owner: custom.name)
        inner.depth = scope.depth + 1
        if !custom.initializers.isEmpty, let own = initializerScope(custom, call) {
            saw(custom.name + ".init")
            saw(custom.name)
            inlining.append(custom.name)
            defer { inlining.removeLast() }
            return one(within(own) { $0.views(custom.body) }, call)
        }
        var arguments = Array(call.arguments)
        var closures: [(String?, ClosureExprSyntax)] = call.trailingClosure.map { [(nil, $0)] } ?? []
        closures += call.additionalTrailingClosures.map { ($0.label.text, $0.closure) }
        for property in custom.properties {
            if let style = property.scaledMetric { inner.scaledMetrics[property.name] = style }
            if let environment = property.environment {
                if let known = EnvironmentValue(rawValue: "$" + environment) {
                    inner.names[property.name] = .value(.field(known.rawValue))
                } else {
                    inner.names[property.name] = .value(.literal(.null))
                }
                continue
            }
            if let index = arguments.firstIndex(where: { $0.label?.text == property.name }) {
                let argument = arguments.remove(at: index).expression
                if let closure = argument.as(ClosureExprSyntax.self) {
                    inner.names[property.name] = .views(closure.statements, scope)
                } else {
                    inner.names[property.name] = .syntax(argument, scope, type: property.type)
                }
            } else if let index = closures.firstIndex(where: { $0.0 == property.name })
                        ?? (Self.holdsViews(property.type) ? closures.firstIndex(where: { $0.0 == nil }) : nil) {
                inner.names[property.name] = .views(closures.remove(at: index).1.statements, scope)
            } else if property.initial == nil, let index = arguments.firstIndex(where: { $0.label == nil }) {
                inner.names[property.name] = .syntax(arguments.remove(at: index).expression, scope, type: property.type)
            } else if let initial = property.initial {
                inner.names[property.name] = .syntax(initial, Scope(owner: custom.name), type: property.type)
            }
        }
        if !arguments.isEmpty || !closures.isEmpty {
            // A custom init: its arguments bound by name where they match.
            approximate(call, "\(custom.name)'s own initializer read as its memberwise one")
        }
        saw(custom.name)
        inlining.append(custom.name)
        defer { inlining.removeLast() }
        let children = within(inner) { $0.views(custom.body) }
        return one(children, call)
    }

    /// A custom `Layout` or variadic root: its children laid out as the
    /// stack it most resembles (`CustomLayout`), said as an approximation.
    mutating func customLayout(_ layout: CustomLayout, _ call: FunctionCallExprSyntax, content: [ActivityView]) -> ActivityView {
        saw(layout.name)
        approximate(call, layout.note)
        let kind: ActivityView.Kind = layout.horizontal ? .hstack(spacing: nil, alignment: .center, content: content)
            : .vstack(spacing: nil, alignment: .center, content: content)
        var stack = ActivityView(kind, location: here(call))
        stack.approximated = layout.note
        stack.approximatedConstruct = .customLayout(name: layout.name)
        return stack
    }

    /// A property type that holds views: a generic `Content`, `some View`,
    /// `AnyView`, or a closure returning one.
    static func holdsViews(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.contains("->") || type.contains("View") || type == "Content" || type.hasSuffix("Content") || type == "Label" || type == "Trailing" || type == "Leading"
    }

    /// `ForEach(0..<3) { i in … }` over literal bounds: each element, its
    /// parameter bound. Over a runtime collection: the first element (an
    /// approximation).
    mutating func forEach(_ call: FunctionCallExprSyntax, location: SourceLocation) -> ActivityView? {
        guard let closure = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self),
              let collection = call.arguments.first?.expression else { return nil }
        let parameter = SourceInventory.parameterName(closure) ?? "$0"
        if let range = collection.as(InfixOperatorExprSyntax.self), let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           op == "..<" || op == "...", let lowValue = value(range.leftOperand)?.evaluate({ _ in nil }).number,
           let highValue = value(range.rightOperand)?.evaluate({ _ in nil }).number,
           let low = NumberRange.loopBound.whole(lowValue), let high = NumberRange.loopBound.whole(highValue),
           high + (op == "..." ? 1 : 0) - low <= budget.limits.forEachElements {
            saw("ForEach")
            var children: [ActivityView] = []
            // An empty or reversed range shows nothing (Swift traps on a reversed one).
            for i in stride(from: low, to: high + (op == "..." ? 1 : 0), by: 1) {
                var inner = scope
                inner.names[parameter] = .value(.literal(.number(Double(i))))
                children += within(inner) { $0.views(closure.statements) }
            }
            return ActivityView(.group(content: children), location: location)
        }
        if let elements = structElements(collection) {
            // A list of the app's structs (`ForEach(context.state.trains)`):
            // each element its own row, shown while the sample has it.
            saw("ForEach")
            var children: [ActivityView] = []
            for i in 0..<elements.count {
                var inner = scope
                inner.names[parameter] = .value(.field("\(elements.field).\(i)"))
                let shows = Condition(terms: terms(.binary(.greater, .property(.field(elements.field), .count), .literal(.number(Double(i))))))
                children += within(inner) { $0.views(closure.statements) }.map { conditioned($0, shows) }
            }
            return ActivityView(.group(content: children), location: location)
        }
        approximate(call, collection.is(InfixOperatorExprSyntax.self) && range(collection) != nil
                    ? "its first element only (a range of more than \(budget.limits.forEachElements) elements, or not known until run time)"
                    : "its first element only (the collection is known at run time)")
        var inner = scope
        if let list = value(collection) { inner.names[parameter] = .value(.property(list, .first)) }
        return one(within(inner) { $0.views(closure.statements) }, call)
    }

    /// The most elements of a list of structs a `ForEach` lays out: more
    /// rows than a Live Activity's 160 pt holds at the smallest text.
    static let listElements = 8

    /// `trains`, `trains.prefix(3)` where `trains` is a `[Train]` field and
    /// `Train` a struct of the sources: the field and how many elements
    /// are laid out.
    func structElements(_ collection: ExprSyntax) -> (field: String, count: Int)? {
        var expression = collection
        var count = Self.listElements
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "prefix", let base = member.base,
           let n = call.arguments.first.flatMap({ value($0.expression) })?.evaluate({ _ in nil }).number {
            count = max(0, min(count, Int(n)))
            expression = base
        }
        guard case .field(let field)? = value(expression), fieldTypes.keys.contains(where: { $0.hasPrefix("\(field).0.") }) else { return nil }
        return (field, count)
    }

    /// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … } … }`:
    /// its rows (a `ForEach` of rows spliced in); its cells' `gridCellColumns`
    /// and `gridColumnAlignment` are read as modifiers. `GridRow(alignment:)` is not modelled:
    /// the grid is then marked approximated, so a finding resting on it is
    /// at most a warning.
    mutating func grid(_ call: FunctionCallExprSyntax, location: SourceLocation) -> ActivityView {
        saw("Grid")
        let alignmentName = Self.argument(call, "alignment").flatMap(DeclarationFinder.literal)?.shown
        let alignment = alignmentName.flatMap { named in Alignment.named.first { $0.name == named }?.alignment } ?? .center
        var rows: [ActivityView] = []
        for row in content(of: call) {
            // A ForEach of GridRows is a group of groups: its rows, each.
            if case .group(let inner) = row.kind, !inner.isEmpty, inner.allSatisfy({ if case .group = $0.kind { return true } else { return false } }),
               row.condition == nil {
                rows += inner
            } else {
                rows.append(row)
            }
        }
        var view = ActivityView(.grid(horizontalSpacing: number(call, "horizontalSpacing", .signedSize),
                                      verticalSpacing: number(call, "verticalSpacing", .signedSize), alignment: alignment, rows: rows),
                                location: location)
        let written = call.trimmedDescription
        if let unmodelled = ["GridRow(alignment"].first(where: { written.contains($0) }) {
            approximate(call, "each cell in its own column, lined up by the grid's alignment (\(unmodelled) is not modelled)")
            view.approximated = "a Grid with \(unmodelled)"
        }
        return view
    }

    /// `TimelineView(.periodic(from: .now, by: 1)) { timeline in … }`:
    /// its content as the system draws it at the sample clock, the
    /// closure's `timeline.date` being `$now` (SwiftUI calls the content
    /// with each scheduled date; a snapshot is one of them). Without a
    /// closure SlotFit can read, a stand-in box.
    mutating func timelineView(_ call: FunctionCallExprSyntax, location: SourceLocation) -> ActivityView? {
        guard let closure = call.trailingClosure ?? Self.argument(call, "content")?.as(ClosureExprSyntax.self) else {
            approximate(call, "a 44 × 20 pt box (its content is not a closure SlotFit can read; give it a frame to fix its size)")
            return box(call)
        }
        saw("TimelineView")
        let parameter = SourceInventory.parameterName(closure) ?? "$0"
        var inner = scope
        inner.names[parameter + ".date"] = .value(.field(EnvironmentValue.now.rawValue))
        let children = within(inner) { $0.views(closure.statements) }
        return ActivityView(.group(content: children), location: location)
    }

    /// `ProgressView(value:total:)`, `ProgressView(timerInterval:)`,
    /// `Gauge(value:in:)`.
    mutating func progress(_ call: FunctionCallExprSyntax, name: String, location: SourceLocation) -> ActivityView? {
        func labeled(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        if let interval = labeled("timerInterval"), let (start, end) = range(interval) {
            saw("ProgressView(timerInterval:)")
            let countsDown = labeled("countsDown").flatMap(DeclarationFinder.literal)?.isTrue ?? true
            let done: ValueExpression = countsDown ? .binary(.subtract, end, SwiftExpression.now) : .binary(.subtract, SwiftExpression.now, start)
            return ActivityView(.progress(ProgressSpec(value: self.name(done), total: self.name(.binary(.subtract, end, start)))), location: location)
        }
        if let given = labeled("value"), let done = value(given) {
            saw(name)
            var total = labeled("total").flatMap(value).map { self.name($0) }
            if let bounds = labeled("in"), let (low, high) = range(bounds) {
                total = self.name(.binary(.subtract, high, low))
                var spec = ProgressSpec(value: self.name(.binary(.subtract, done, low)), total: total)
                spec.style = name == "Gauge" ? .accessoryLinear : .linear
                return ActivityView(.progress(spec), location: location)
            }
            var spec = ProgressSpec(value: self.name(done), total: total)
            if name == "Gauge" { spec.style = .accessoryLinear }
            return ActivityView(.progress(spec), location: location)
        }
        approximate(call, "a linear progress view at 0")
        return ActivityView(.progress(ProgressSpec(value: "0")), location: location)
    }

    /// `a...b` / `a..<b` as its two bounds.
    func range(_ expression: ExprSyntax) -> (ValueExpression, ValueExpression)? {
        boundsOfRange(expression)
    }
}
