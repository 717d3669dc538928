import SlotFit
import SwiftSyntax

/// Swift expressions to `ValueExpression`, structurally: literals, the
/// arithmetic, comparison and logical operators, ternaries, `??`,
/// parentheses, `!`/`-`, force unwraps and optional chaining, string
/// interpolation into a `String`, the standard library's `min`/`max`/`abs`/
/// `Int`/`Double`/`String`/`round`, `.count`/`.isEmpty`/`.uppercased()`…,
/// and `Date` arithmetic on SlotFit's sample clock (`Date()`, `.now`,
/// `Date.now.addingTimeInterval(900)`, `Date(timeIntervalSinceNow:)`,
/// `Calendar.current.date(byAdding: .minute, value: 15, to: .now)`,
/// `date.timeIntervalSinceNow`). Names (`context.state.x`, a view's
/// property, a constant) are the caller's: `recurse` converts every
/// subexpression, names included.
enum SwiftExpression {
    static let now = ValueExpression.field(EnvironmentValue.now.rawValue)

    static func convert(_ expression: ExprSyntax, _ recurse: (ExprSyntax) -> ValueExpression?) -> ValueExpression? {
        if let literal = DeclarationFinder.literal(expression) {
            // `.now` is the clock, not an enum case named "now".
            if case .string("now") = literal, expression.is(MemberAccessExprSyntax.self) { return now }
            if case .string("distantFuture") = literal, expression.is(MemberAccessExprSyntax.self) { return .literal(.number(64_092_211_200)) }
            return .literal(literal)
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            // A `String` built by interpolation: the parts joined.
            var parts: [ValueExpression] = []
            for segment in string.segments {
                if let text = segment.as(StringSegmentSyntax.self) {
                    if !text.content.text.isEmpty { parts.append(.literal(.string(text.content.text))) }
                } else if let inner = segment.as(ExpressionSegmentSyntax.self), inner.expressions.count == 1,
                          let value = recurse(inner.expressions.first!.expression) {
                    parts.append(.call(.string, [value]))
                } else {
                    return nil
                }
            }
            return parts.dropFirst().reduce(parts.first ?? .literal(.string(""))) { .binary(.add, $0, $1) }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
            return recurse(tuple.elements.first!.expression)
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return recurse(unwrap.expression) }
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return recurse(chain.expression) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            guard let inner = recurse(prefix.expression) else { return nil }
            switch prefix.operator.text {
            case "!": return .not(inner)
            case "-": return .negate(inner)
            case "+": return inner
            default: return nil
            }
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            guard let condition = recurse(ternary.condition), let then = recurse(ternary.thenExpression),
                  let otherwise = recurse(ternary.elseExpression) else { return nil }
            return .conditional(condition, then, otherwise)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                  let left = recurse(infix.leftOperand), let right = recurse(infix.rightOperand) else { return nil }
            if op == "??" { return .coalesce(left, right) }
            guard let binary = ValueExpression.BinaryOperator(rawValue: op) else { return nil }
            return .binary(binary, left, right)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if ["Date.now", "Date().now"].contains(member.nameText) { return now }
            // `Date.distantFuture` / `.distantPast`: 4001-01-01 / 0001-01-01.
            if member.nameText.hasSuffix("distantFuture") { return .literal(.number(64_092_211_200)) }
            if member.nameText.hasSuffix("distantPast") { return .literal(.number(-62_135_769_600)) }
            guard let value = recurse(base) else { return nil }
            if name == "timeIntervalSinceNow" { return .binary(.subtract, value, now) }
            if name == "timeIntervalSince1970" || name == "magnitude" { return value }
            if let property = ValueExpression.Property(rawValue: name) { return .property(value, property) }
            // A field of a nested struct: `state.detail.name` is the field `detail.name`.
            if case .field(let outer) = value, !outer.hasPrefix("$") { return .field(outer + "." + name) }
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return convertCall(call, recurse)
        }
        return nil
    }

    static func convertCall(_ call: FunctionCallExprSyntax, _ recurse: (ExprSyntax) -> ValueExpression?) -> ValueExpression? {
        let arguments = Array(call.arguments)
        func argument(_ label: String?) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        let called = call.calledExpression.nameText
        switch called {
        case "Date", "Date.init":
            if arguments.isEmpty { return now }
            if let offset = argument("timeIntervalSinceNow").flatMap(recurse) { return .binary(.add, now, offset) }
            if let seconds = argument("timeIntervalSince1970").flatMap(recurse) { return seconds }
            // `Date(timeInterval: 600, since: start)`.
            if let seconds = argument("timeInterval").flatMap(recurse), let since = argument("since").flatMap(recurse) { return .binary(.add, since, seconds) }
            // The reference date is 2001-01-01, 978,307,200 s after 1970's.
            if let seconds = argument("timeIntervalSinceReferenceDate").flatMap(recurse) { return .binary(.add, seconds, .literal(.number(978_307_200))) }
            return nil
        case "Calendar.current.date", "Calendar.autoupdatingCurrent.date":
            // `date(byAdding: .minute, value: 15, to: .now)`.
            guard let unit = argument("byAdding").flatMap(DeclarationFinder.literal)?.shown,
                  let value = argument("value").flatMap(recurse), let base = argument("to").flatMap(recurse) else { return nil }
            let seconds: [String: Double] = ["second": 1, "minute": 60, "hour": 3600, "day": 86_400]
            guard let factor = seconds[unit] else { return nil }
            return .binary(.add, base, .binary(.multiply, value, .literal(.number(factor))))
        default: break
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if name == "addingTimeInterval", let base = recurse(base), let offset = arguments.first.flatMap({ recurse($0.expression) }) {
                return .binary(.add, base, offset)
            }
            if name == "timeIntervalSince", let base = recurse(base), let other = arguments.first.flatMap({ recurse($0.expression) }) {
                return .binary(.subtract, base, other)
            }
            if arguments.isEmpty, let value = recurse(base) {
                switch name {
                case "uppercased": return .property(value, .uppercased)
                case "lowercased": return .property(value, .lowercased)
                case "rounded": return .call(.round, [value])
                default: return nil
                }
            }
            if name == "rounded", let rule = arguments.first.flatMap({ DeclarationFinder.literal($0.expression)?.shown }), let value = recurse(base) {
                switch rule {
                case "up": return .call(.ceil, [value])
                case "down": return .call(.floor, [value])
                case "towardZero": return .call(.int, [value])
                default: return .call(.round, [value])
                }
            }
            return nil
        }
        let function = ValueExpression.Function(rawValue: called) ?? ["CGFloat": .double, "Float": .double, "TimeInterval": .double, "Int64": .int, "Int32": .int, "UInt": .int][called]
        guard let function else { return nil }
        let values = arguments.compactMap { recurse($0.expression) }
        guard values.count == arguments.count, !values.isEmpty else { return nil }
        return .call(function, values)
    }
}
