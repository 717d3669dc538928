import SlotFit
import SlotFitText
import SwiftSyntax

/// `@ScaledMetric` and Dynamic Type modifiers read from Swift: a length
/// computed from a scaled property grows with its text style; a
/// `.dynamicTypeSize(…)` clamps the sizes its subtree shows.
extension ViewInterpreter {
    /// The text style of the first `@ScaledMetric` property of the view
    /// that `expression` reads (`iconSide`, `self.iconSide * 2`); `nil`
    /// when it reads none. A value passed on to another view's property is
    /// not followed (that view's own `@ScaledMetric`s are).
    func scaledStyle(_ expression: ExprSyntax?) -> TextStyle? {
        guard let expression, !scope.scaledMetrics.isEmpty else { return nil }
        for token in expression.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let style = scope.scaledMetrics[name] else { continue }
            // `other.iconSide` is another value's member, not this view's.
            if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), let base = member.base,
               base.trimmedDescription != "self", member.declName.baseName.id == token.id { continue }
            return style
        }
        return nil
    }

    /// A stack whose `spacing:` reads a `@ScaledMetric`: marked to grow with it.
    func scalingSpacing(_ view: ActivityView, _ spacing: ExprSyntax?) -> ActivityView {
        guard let style = scaledStyle(spacing) else { return view }
        return view.scaledMetric([.spacing], relativeTo: style)
    }

    /// The frame's and padding's lengths read from a `@ScaledMetric`, marked
    /// on the view `applied` (the modifier's result).
    func markingScaledLengths(_ modifier: Modifier, _ c: ModifierCall, on applied: ActivityView) -> ActivityView {
        guard !scope.scaledMetrics.isEmpty else { return applied }
        var fields: [(ScaledField, TextStyle)] = []
        switch modifier {
        case .frame:
            let labels: [(String, ScaledField)] = [("width", .width), ("height", .height), ("minWidth", .minWidth), ("idealWidth", .idealWidth),
                                                   ("maxWidth", .maxWidth), ("minHeight", .minHeight), ("idealHeight", .idealHeight), ("maxHeight", .maxHeight)]
            for (label, field) in labels { if let style = scaledStyle(c.argument(label)) { fields.append((field, style)) } }
        case .padding:
            let arguments = Array(c.call.arguments)
            guard let amount = arguments.last?.expression, let style = scaledStyle(amount) else { return applied }
            let edgesText = arguments.count > 1 ? arguments[0].expression.trimmedDescription : ""
            let edges: [(String, [ScaledField])] = [("horizontal", [.paddingLeading, .paddingTrailing]), ("vertical", [.paddingTop, .paddingBottom]),
                                                    ("top", [.paddingTop]), ("bottom", [.paddingBottom]), ("leading", [.paddingLeading]),
                                                    ("trailing", [.paddingTrailing])]
            var chosen = edges.filter { edgesText.contains($0.0) }.flatMap(\.1)
            if chosen.isEmpty { chosen = [.paddingTop, .paddingLeading, .paddingBottom, .paddingTrailing] }
            fields = chosen.map { ($0, style) }
        default:
            return applied
        }
        return fields.reduce(applied) { $0.scaledMetric([$1.0], relativeTo: $1.1) }
    }

    /// `.dynamicTypeSize(.large)`, `(...DynamicTypeSize.xxLarge)`,
    /// `(.large...)`, `(.small ... .xxLarge)`, `(.small..<.xxxLarge)`, and
    /// `.environment(\.dynamicTypeSize, .xxLarge)` /
    /// `.environment(\.sizeCategory, .extraLarge)`.
    mutating func applyDynamicTypeSize(_ argument: ExprSyntax?, to view: ActivityView, call: FunctionCallExprSyntax) -> ActivityView {
        guard let argument else { return view }
        let text = argument.trimmedDescription.filter { !$0.isWhitespace }
        func size(_ written: Substring) -> DynamicTypeSize? {
            let name = written.split(separator: ".").last.map(String.init)?.trimmingCharacters(in: ["(", ")"]) ?? ""
            return DynamicTypeSize(name: name)
        }
        var range: DynamicTypeSizeRange?
        if let dots = text.range(of: "..<") {
            let low = text[..<dots.lowerBound], high = text[dots.upperBound...]
            if let upper = size(high), upper > .xSmall {
                let below = DynamicTypeSize.allCases[DynamicTypeSize.allCases.firstIndex(of: upper)! - 1]
                range = DynamicTypeSizeRange(low.isEmpty ? .xSmall : size(low) ?? .xSmall, below)
                if !low.isEmpty, size(low) == nil { range = nil }
            }
        } else if let dots = text.range(of: "...") {
            let low = text[..<dots.lowerBound], high = text[dots.upperBound...]
            let lower = low.isEmpty ? DynamicTypeSize.xSmall : size(low)
            let upper = high.isEmpty ? DynamicTypeSize.accessibility5 : size(high)
            if let lower, let upper, lower <= upper { range = DynamicTypeSizeRange(lower, upper) }
        } else if let one = size(Substring(text)) {
            range = DynamicTypeSizeRange(only: one)
        }
        guard let range else {
            approximate(call, "every Dynamic Type size (SlotFit could not read \(argument.trimmedDescription))")
            return view
        }
        var copy = view
        copy.modifiers.dynamicTypeSizes = range
        saw(".dynamicTypeSize")
        return copy
    }
}
