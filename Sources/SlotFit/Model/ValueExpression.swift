/// A value computed from the attributes, the state and the environment, as
/// app code computes what a view shows: `etaSeconds / 60`,
/// `driverName ?? "Your driver"`, `progress >= 1 ? "Done" : "On the way"`.
/// An activity names such values (`Activity.derived`) and its views read
/// them like fields; they are evaluated per state, so every sample state,
/// stress state and locale sees its own value.
///
/// Swift's semantics, on SlotFit's values: `/` divides exactly (Swift's
/// `Int` division is written `Int(a / b)`), `+` adds numbers or joins
/// strings, comparisons take numbers or strings, `??` replaces `null`,
/// `&&`/`||`/`!` take truth (`ActivityValue.isTrue`).
public indirect enum ValueExpression: Sendable, Hashable {
    /// An attribute, a state field, another derived value, or an
    /// environment value (`$now`, `$isStale`, …).
    case field(String)
    case literal(ActivityValue)
    /// `-x`.
    case negate(ValueExpression)
    /// `!x`.
    case not(ValueExpression)
    case binary(BinaryOperator, ValueExpression, ValueExpression)
    /// `condition ? then : otherwise`.
    case conditional(ValueExpression, ValueExpression, ValueExpression)
    /// `value ?? fallback`.
    case coalesce(ValueExpression, ValueExpression)
    /// `min(a, b)`, `Int(x)`, …
    case call(Function, [ValueExpression])
    /// `x.count`, `x.isEmpty`, `x.uppercased()`, …
    case property(ValueExpression, Property)

    /// A binary operator, by its Swift spelling.
    public enum BinaryOperator: String, Sendable, Hashable, CaseIterable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case and = "&&", or = "||"

        /// Swift's precedence groups, higher binds tighter.
        var precedence: Int {
            switch self {
            case .multiply, .divide, .remainder: return 6
            case .add, .subtract: return 5
            case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return 3
            case .and: return 2
            case .or: return 1
            }
        }
    }

    /// A pure function of the standard library.
    public enum Function: String, Sendable, Hashable, CaseIterable {
        case min, max, abs
        /// `Int(x)`: truncates toward zero; `Int("12")` parses.
        case int = "Int"
        /// `Double(x)`, `CGFloat(x)`, `Float(x)`.
        case double = "Double"
        /// `String(x)`, `String(describing: x)`.
        case string = "String"
        /// `x.rounded()`, `round(x)`: half away from zero.
        case round
        case floor, ceil
    }

    /// A property or method without arguments of a value.
    public enum Property: String, Sendable, Hashable, CaseIterable {
        case count, isEmpty
        case uppercased = "uppercased()", lowercased = "lowercased()", capitalized
        /// `x.description`, `x.rawValue` (an enum's case name): the value as text.
        case description, rawValue
        /// A list's first or last item (`nil` when empty).
        case first, last
    }

    /// `a && b`: a condition of several terms.
    public var isConjunction: Bool {
        if case .binary(.and, _, _) = self { return true }
        return false
    }

    /// The fields it reads, in order, each once.
    public var fields: [String] {
        var seen: [String] = []
        func walk(_ expression: ValueExpression) {
            switch expression {
            case .field(let name): if !seen.contains(name) { seen.append(name) }
            case .literal: break
            case .negate(let x), .not(let x), .property(let x, _): walk(x)
            case .binary(_, let a, let b), .coalesce(let a, let b): walk(a); walk(b)
            case .conditional(let c, let a, let b): walk(c); walk(a); walk(b)
            case .call(_, let arguments): arguments.forEach(walk)
            }
        }
        walk(self)
        return seen
    }

    /// The expression with each field `rename` maps replaced.
    public func replacingFields(_ replace: (String) -> ValueExpression?) -> ValueExpression {
        switch self {
        case .field(let name): return replace(name) ?? self
        case .literal: return self
        case .negate(let x): return .negate(x.replacingFields(replace))
        case .not(let x): return .not(x.replacingFields(replace))
        case .property(let x, let p): return .property(x.replacingFields(replace), p)
        case .binary(let op, let a, let b): return .binary(op, a.replacingFields(replace), b.replacingFields(replace))
        case .coalesce(let a, let b): return .coalesce(a.replacingFields(replace), b.replacingFields(replace))
        case .conditional(let c, let a, let b): return .conditional(c.replacingFields(replace), a.replacingFields(replace), b.replacingFields(replace))
        case .call(let f, let arguments): return .call(f, arguments.map { $0.replacingFields(replace) })
        }
    }
}
