import Foundation
import SlotFit
import SwiftSyntax

/// Colours as a view writes them, for pictures: a system colour (`.red`,
/// `Color.blue`, `Color(.systemGray)`, `Color(uiColor: .label)`, `.tint`,
/// `.secondary`), components (`Color(red:green:blue:opacity:)`,
/// `Color(white:)`, `Color(hue:saturation:brightness:)`), either with
/// `.opacity(_:)`, followed through names passed down, static constants
/// (`Palette.accent`) and one-expression getters. What SlotFit cannot
/// compute (a switch on the state, `Color(hex:)`, an asset's colour) is an
/// assumed colour, which pictures draw translucent grey and mark.
extension ViewInterpreter {
    /// The colour `expression` stands for, known or assumed.
    func colorValue(_ expression: ExprSyntax, depth: Int = 0) -> ColorValue {
        let assumed = ColorValue.assumed(Self.shortened(expression))
        guard depth < 8 else { return assumed }
        if let (passed, bound) = passedArgument(expression) {
            let found = reading(in: bound).colorValue(passed, depth: depth + 1)
            return found.isAssumed ? assumed : found
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return colorValue(tuple.elements.first!.expression, depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "opacity", let base = member.base {
                let inner = colorValue(base, depth: depth + 1)
                guard !inner.isAssumed, let factor = call.arguments.first.flatMap({ colorNumber($0.expression) }), (0...1).contains(factor) else { return assumed }
                return inner.opacity(factor)
            }
            if ["Color", "SwiftUI.Color", "UIColor", "Color.init"].contains(call.calledExpression.nameText) {
                return colorInitializer(call) ?? assumed
            }
            return assumed
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let base = member.base?.nameText
            if base == nil || base == "Color" || base == "SwiftUI.Color" || base == "UIColor" || base == "ShapeStyle" {
                if let known = ColorValue(name) { return known }
            }
            if base == "self" || base == "Self" { return namedColor(name, depth: depth) ?? assumed }
            if let constant = index.constants[member.nameText] { return known(colorValue(constant, depth: depth + 1)) ?? assumed }
            return assumed
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return namedColor(reference.baseName.text, depth: depth) ?? assumed
        }
        return assumed
    }

    /// A colour a view may write where a `ShapeStyle` goes (`.background(_:)`):
    /// a colour SlotFit knows, or a name that may hold one (`statusColor`,
    /// `self.tint`, `Palette.accent`, either with `.opacity`) — then
    /// assumed; `nil` for a material, a gradient, a view helper or a
    /// hierarchical style that is not a colour.
    func colorStyle(_ expression: ExprSyntax) -> ColorValue? {
        let color = colorValue(expression)
        guard color.isAssumed else { return color }
        var root = expression
        while let call = root.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "opacity", let base = member.base {
            root = base
        }
        let text = root.trimmedDescription
        if text.contains("Gradient") || text.contains("Material") || text.contains("gradient") || text.contains("material") { return nil }
        if let reference = root.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return index.member(name, owner: scope.owner, view: true) == nil && index.views[name] == nil ? color : nil
        }
        if let member = root.as(MemberAccessExprSyntax.self), let base = member.base?.nameText {
            if base == "self" { return index.member(member.declName.baseName.text, owner: scope.owner, view: true) == nil ? color : nil }
            // `Palette.accent`, `Theme.Colors.badge`: a constant of the module.
            return base.first?.isUppercase == true && base != "Color" ? color : nil
        }
        return nil
    }

    /// A colour property of the view (`var statusColor: Color { switch
    /// context.state.status { … } }`) used where a view or a `ShapeStyle`
    /// goes: the colour views its getter returns, each under its branch's
    /// condition (so each state draws its own colour); `nil` when
    /// `expression` names no such getter.
    mutating func colorViews(_ expression: ExprSyntax) -> ActivityView? {
        var name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.nameText == "self" { name = member.declName.baseName.text }
        guard let name, scope.names[name] == nil, index.constants[name] == nil,
              let member = index.member(name, owner: scope.owner, view: false), member.parameters.isEmpty,
              member.returnType.map({ $0 == "Color" || $0 == "SwiftUI.Color" }) == true,
              !inlining.contains("helper " + name), scope.depth < budget.limits.inlineDepth else { return nil }
        var inner = member.owner == scope.owner ? scope : Scope(owner: member.owner)
        inner.depth += 1
        saw(name)
        inlining.append("helper " + name)
        defer { inlining.removeLast() }
        return one(within(inner) { $0.views(member.body) }, expression)
    }

    /// A known colour, or `nil` for an assumed one.
    private func known(_ color: ColorValue) -> ColorValue? { color.isAssumed ? nil : color }

    /// A name's colour: a constant, or a getter of one expression.
    private func namedColor(_ name: String, depth: Int) -> ColorValue? {
        if let constant = index.constants[name] { return known(colorValue(constant, depth: depth + 1)) }
        if let member = index.member(name, owner: scope.owner, view: false), member.parameters.isEmpty, member.body.count == 1,
           let item = member.body.first, let expression = Self.expression(of: item) ?? item.item.as(ReturnStmtSyntax.self)?.expression {
            return known(colorValue(expression, depth: depth + 1))
        }
        return nil
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`,
    /// `Color(hue:saturation:brightness:opacity:)`, `Color(.systemRed)`,
    /// `Color(uiColor: .label)`; `nil` for anything else (`Color(hex:)`,
    /// an asset's name).
    private func colorInitializer(_ call: FunctionCallExprSyntax) -> ColorValue? {
        func labeled(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        let opacity = labeled("opacity").map { colorNumber($0) } ?? 1
        guard let opacity else { return nil }
        if let red = labeled("red").flatMap(colorNumber), let green = labeled("green").flatMap(colorNumber), let blue = labeled("blue").flatMap(colorNumber) {
            return ColorValue(fixed: .init(red: red, green: green, blue: blue, opacity: opacity))
        }
        if let white = labeled("white").flatMap(colorNumber) {
            return ColorValue(fixed: .init(red: white, green: white, blue: white, opacity: opacity))
        }
        if let hue = labeled("hue").flatMap(colorNumber), let saturation = labeled("saturation").flatMap(colorNumber),
           let brightness = labeled("brightness").flatMap(colorNumber) {
            let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
            return ColorValue(fixed: .init(red: r, green: g, blue: b, opacity: opacity))
        }
        let system = labeled("uiColor") ?? call.arguments.first { $0.label == nil }?.expression
        if let member = system?.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.nameText == "UIColor" {
            return ColorValue(member.declName.baseName.text)
        }
        return nil
    }

    /// A number written in a colour (`0.5`, `52 / 255`), within 0…1.
    private func colorNumber(_ expression: ExprSyntax) -> Double? {
        guard let number = value(expression)?.evaluate({ _ in nil }).number, number.isFinite else { return nil }
        return min(1, max(0, number))
    }

    /// HSB to RGB, each 0…1 (the conversion `Color(hue:saturation:brightness:)` documents).
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = brightness * saturation, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch h {
        case ..<1: (r, g, b) = (c, x, 0)
        case ..<2: (r, g, b) = (x, c, 0)
        case ..<3: (r, g, b) = (0, c, x)
        case ..<4: (r, g, b) = (0, x, c)
        case ..<5: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        return (r + m, g + m, b + m)
    }
}
