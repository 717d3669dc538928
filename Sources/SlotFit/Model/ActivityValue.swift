import SlotFitStrings

/// A value of an attribute or a ContentState field.
public enum ActivityValue: Sendable, Hashable, Codable, CustomStringConvertible {
    case number(Double)
    case string(String)
    case bool(Bool)
    /// A `[String]` field: stops, items, names.
    case list([String])
    case null
    /// A value the app makes per language before it sends it ("350 m",
    /// "350 متر", "350 מ׳"), by language tag (`en`, `ar`, `pt-BR`): each
    /// localization shows its own form (`ActivityValue.form(for:)`); one
    /// with none is not checked, never laid out with another's.
    case byLanguage([String: ActivityValue])
    /// A `Measurement` the app sends (`{value: 350, unit: m}`): the number
    /// in a CLDR unit ("length-meter", "temperature-celsius"); the view's
    /// `.formatted(.measurement(…))` shows it in that unit, converted only
    /// by a usage, as Foundation does.
    case measurement(Double, unit: String)

    /// The value as a number, when it is one.
    public var number: Double? {
        switch self {
        case .number(let n), .measurement(let n, _): return n
        default: return nil
        }
    }
    /// The value as a boolean (`null` and `false` are false).
    public var isTrue: Bool {
        switch self {
        case .bool(let b): return b
        case .number(let n): return n != 0
        case .string(let s): return !s.isEmpty
        case .list(let items): return !items.isEmpty
        case .null: return false
        case .byLanguage(let forms): return forms.values.contains(where: \.isTrue)
        case .measurement: return true
        }
    }

    /// The value as `String(describing:)` shows it in a text: a string as
    /// it is, a whole number without ".0", `null` as nothing.
    public var shown: String {
        switch self {
        case .string(let s): return s
        case .list(let items): return items.joined(separator: ", ")
        case .null: return ""
        case .byLanguage(let forms): return forms.sorted { $0.key < $1.key }.first?.value.shown ?? ""
        default: return description
        }
    }

    /// The value as Foundation's formatters take it; `nil` for booleans and
    /// null, which no formatter shows.
    public var formatterValue: ValueFormatter.Value? {
        switch self {
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        case .list(let items): return .list(items)
        case .bool, .null: return nil
        case .byLanguage(let forms): return forms.sorted { $0.key < $1.key }.first?.value.formatterValue
        case .measurement(let n, _): return .number(n)
        }
    }

    public var description: String {
        switch self {
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s): return "\"\(s)\""
        case .bool(let b): return String(b)
        case .list(let items): return "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .null: return "null"
        case .byLanguage(let forms): return "{" + forms.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        case .measurement(let n, let unit):
            // As `Measurement.description` prints it: "350.0 m".
            return "\(n) \(MeasurementUnit.symbol(of: unit))"
        }
    }
}
