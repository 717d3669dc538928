import SlotFit
import SwiftSyntax

/// The modifiers that paint a view without changing its layout, read for
/// pictures: a shape's `.fill(_:)`, `.stroke(_:lineWidth:)` and
/// `.strokeBorder(_:lineWidth:)`, `.accentColor(_:)` (the tint of the views
/// below), and `.progressViewStyle(_:)` (`.circular`, `.linear`,
/// `CircularProgressViewStyle(tint:)`).
extension ViewInterpreter {
    /// `view` painted by the modifier `name`; `nil` when `name` paints
    /// nothing SlotFit draws here (the caller then reads it as usual).
    mutating func paint(_ view: ActivityView, _ name: String, _ c: ModifierCall) -> ActivityView? {
        if name == "fill", view.isShape {
            saw(".fill")
            // `.fill()` without a style: the foreground, as SwiftUI fills a shape.
            return c.argument().map { view.fill(colorValue($0)) } ?? view.visual(name)
        }
        if name == "stroke" || name == "strokeBorder", view.isShape {
            saw("." + name)
            // `.stroke(lineWidth: 2)` without a style: the foreground.
            let color = c.argument().map { colorValue($0) } ?? view.modifiers.foreground ?? ColorValue("primary")!
            let width = c.argument("lineWidth").flatMap { value($0)?.evaluate({ _ in nil }).number }.map { max(0, $0) } ?? 1
            return view.stroke(color, lineWidth: width, name: name)
        }
        if name == "accentColor" {
            // Deprecated for `.tint(_:)`, and drawn the same.
            saw(".accentColor")
            return c.argument().map { view.tint(colorValue($0)) } ?? view
        }
        return nil
    }

    /// `.progressViewStyle(_:)` or `.gaugeStyle(_:)` on a progress view or
    /// gauge: its style, and the tint a `CircularProgressViewStyle(tint:)`
    /// or `LinearProgressViewStyle(tint:)` gives; `nil` for another view
    /// or a style SlotFit does not know.
    func progressStyle(_ view: ActivityView, _ c: ModifierCall) -> ActivityView? {
        guard case .progress(var spec) = view.kind else { return nil }
        var result = view
        if let style = c.word().flatMap(ProgressSpec.Style.init(rawValue:)) {
            spec.style = style
        } else if let call = c.argument()?.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.nameText
            if name.hasSuffix("CircularProgressViewStyle") || name == ".circular" { spec.style = .circular }
            else if name.hasSuffix("LinearProgressViewStyle") || name == ".linear" { spec.style = .linear }
            else { return nil }
            if let tint = call.arguments.first(where: { $0.label?.text == "tint" })?.expression { result = result.tint(colorValue(tint)) }
        } else {
            return nil
        }
        result.kind = .progress(spec)
        return result
    }
}

extension ActivityView {
    /// `true` for a shape or a colour (what `.fill(_:)` and `.stroke(_:)` paint).
    var isShape: Bool {
        if case .shape = kind { return true }
        return false
    }
}
