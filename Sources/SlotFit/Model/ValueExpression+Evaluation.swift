import Foundation

extension ValueExpression {
    /// The value in a state: `value(field)` gives each field's value (`nil`
    /// for one that is absent, which is `null`, as a `nil` optional).
    /// Arithmetic on a non-number, or a result beyond ±1e15 or not finite
    /// (division by zero), is `null`: the view shows nothing there, as the
    /// app would show a placeholder, and never crashes the run.
    public func evaluate(_ value: (String) -> ActivityValue?) -> ActivityValue {
        switch self {
        case .field(let name): return value(name) ?? .null
        case .literal(let literal): return literal
        case .negate(let x):
            guard let n = x.evaluate(value).number else { return .null }
            return .number(-n)
        case .not(let x): return .bool(!x.evaluate(value).isTrue)
        case .coalesce(let a, let b):
            let first = a.evaluate(value)
            return first == .null ? b.evaluate(value) : first
        case .conditional(let c, let a, let b):
            return c.evaluate(value).isTrue ? a.evaluate(value) : b.evaluate(value)
        case .binary(let op, let a, let b):
            switch op {
            case .and: return .bool(a.evaluate(value).isTrue && b.evaluate(value).isTrue)
            case .or: return .bool(a.evaluate(value).isTrue || b.evaluate(value).isTrue)
            default: return Self.apply(op, a.evaluate(value), b.evaluate(value))
            }
        case .call(let function, let arguments):
            return Self.call(function, arguments.map { $0.evaluate(value) })
        case .property(let x, let property):
            return Self.property(property, of: x.evaluate(value))
        }
    }

    static func checked(_ n: Double) -> ActivityValue {
        n.isFinite && abs(n) <= 1e15 ? .number(n) : .null
    }

    static func apply(_ op: BinaryOperator, _ a: ActivityValue, _ b: ActivityValue) -> ActivityValue {
        switch op {
        case .equal: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let order: ComparisonResult
            if let x = a.number, let y = b.number {
                order = x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
            } else if case .string(let x) = a, case .string(let y) = b {
                order = x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
            } else {
                return .bool(false)
            }
            switch op {
            case .less: return .bool(order == .orderedAscending)
            case .lessOrEqual: return .bool(order != .orderedDescending)
            case .greater: return .bool(order == .orderedDescending)
            default: return .bool(order != .orderedAscending)
            }
        case .add:
            if case .string(let x) = a, case .string(let y) = b { return .string(x + y) }
            if case .list(let x) = a, case .list(let y) = b { return .list(x + y) }
            fallthrough
        default:
            guard let x = a.number, let y = b.number else { return .null }
            switch op {
            case .add: return checked(x + y)
            case .subtract: return checked(x - y)
            case .multiply: return checked(x * y)
            case .divide: return checked(x / y)
            case .remainder: return checked(x.truncatingRemainder(dividingBy: y))
            default: return .null
            }
        }
    }

    static func call(_ function: Function, _ arguments: [ActivityValue]) -> ActivityValue {
        let numbers = arguments.compactMap(\.number)
        switch function {
        case .min: return numbers.count == arguments.count && !numbers.isEmpty ? .number(numbers.min()!) : .null
        case .max: return numbers.count == arguments.count && !numbers.isEmpty ? .number(numbers.max()!) : .null
        case .abs: return numbers.first.map { .number(Swift.abs($0)) } ?? .null
        case .round: return numbers.first.map { checked($0.rounded(.toNearestOrAwayFromZero)) } ?? .null
        case .floor: return numbers.first.map { checked($0.rounded(.down)) } ?? .null
        case .ceil: return numbers.first.map { checked($0.rounded(.up)) } ?? .null
        case .int:
            if let n = numbers.first { return checked(n.rounded(.towardZero)) }
            if case .string(let s)? = arguments.first, let n = Int(s) { return .number(Double(n)) }
            return .null
        case .double:
            if let n = numbers.first { return .number(n) }
            if case .string(let s)? = arguments.first, let n = Double(s) { return checked(n) }
            return .null
        case .string:
            // `String(format: "%.1f km", x)`: printf's conversions.
            if arguments.count > 1, case .string(let format) = arguments[0] {
                return Self.printf(format, Array(arguments.dropFirst())).map(ActivityValue.string) ?? .null
            }
            return arguments.first.map { .string($0.shown) } ?? .null
        }
    }

    /// `String(format:)` with `%d`/`%i`/`%ld`/`%lld`, `%f` with a width
    /// and precision (`%.1f`, `%02d`), `%@`, `%s`, `%%`, in the POSIX
    /// locale as Foundation's `String(format:)` without a locale; `nil`
    /// when a conversion has no argument or the wrong kind.
    static func printf(_ format: String, _ arguments: [ActivityValue]) -> String? {
        var result = ""
        var rest = Substring(format)
        var index = 0
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            var cursor = rest.index(after: percent)
            var spec = ""
            while cursor < rest.endIndex, "0123456789.-+ #l".contains(rest[cursor]) { spec.append(rest[cursor]); cursor = rest.index(after: cursor) }
            guard cursor < rest.endIndex else { return nil }
            let conversion = rest[cursor]
            rest = rest[rest.index(after: cursor)...]
            if conversion == "%" { result += "%"; continue }
            guard index < arguments.count else { return nil }
            let argument = arguments[index]
            index += 1
            let flags = spec.replacingOccurrences(of: "l", with: "")
            // A width or precision past 100 (`%999999999d`) is not a
            // format a Live Activity shows: not evaluated, rather than a
            // string of a billion spaces.
            let numbers = flags.split(whereSeparator: { !$0.isNumber }).map { Double($0) ?? .infinity }
            guard numbers.allSatisfy({ NumberRange.formatWidth.checked($0) != nil }) else { return nil }
            switch conversion {
            case "d", "i", "u":
                guard let n = argument.number, n.isFinite, abs(n) < 9.2e18 else { return nil }
                result += String(format: "%\(flags)lld", Int64(n.rounded(.towardZero)))
            case "f", "F", "e", "g":
                guard let n = argument.number else { return nil }
                result += String(format: "%\(flags)\(conversion)", n)
            case "@", "s":
                result += argument.shown
            default:
                return nil
            }
        }
        return result + rest
    }

    static func property(_ property: Property, of value: ActivityValue) -> ActivityValue {
        switch (property, value) {
        case (.count, .string(let s)): return .number(Double(s.count))
        case (.count, .list(let items)): return .number(Double(items.count))
        case (.isEmpty, .string(let s)): return .bool(s.isEmpty)
        case (.isEmpty, .list(let items)): return .bool(items.isEmpty)
        case (.uppercased, .string(let s)): return .string(s.uppercased())
        case (.lowercased, .string(let s)): return .string(s.lowercased())
        case (.capitalized, .string(let s)): return .string(s.capitalized)
        case (.first, .list(let items)): return items.first.map(ActivityValue.string) ?? .null
        case (.last, .list(let items)): return items.last.map(ActivityValue.string) ?? .null
        case (.description, .null), (.rawValue, .null): return .null
        case (.description, let v), (.rawValue, let v): return .string(v.shown)
        default: return .null
        }
    }
}
