/// A value for a placeholder.
public enum FormatArgument: Sendable, Hashable, CustomStringConvertible {
    case int(Int)
    case double(Double)
    case string(String)

    /// Parses a command-line value: an integer, a decimal, or a string.
    public init(parsing text: String) {
        if let value = Int(text) { self = .int(value) } else if let value = Double(text), text.contains(".") { self = .double(value) } else { self = .string(text) }
    }

    var number: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        case .string: return nil
        }
    }

    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        }
    }
}
