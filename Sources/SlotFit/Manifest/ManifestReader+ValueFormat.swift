import SlotFitStrings
import SlotFitText
import Yams

/// An argument's `format:` written as close to Foundation as YAML allows:
/// `percent`, `{ number: { fractionLength: 1 } }`, `{ currency: EUR }`,
/// `{ measurement: { unit: length-kilometer, usage: road } }`,
/// `{ byteCount: file }`, `{ date: { skeleton: jm } }`,
/// `{ date: { date: abbreviated, time: shortened } }`,
/// `{ relative: { width: short } }`, `{ duration: { pattern: minuteSecond } }`,
/// `{ duration: { units: [hours, minutes], width: abbreviated } }`.
extension ManifestReader {
    static let valueFormatNames = ["number", "percent", "currency", "measurement", "byteCount", "date", "relative", "duration", "list"]

    /// The Foundation formatter a `format:` names, or `nil` for SlotFit's
    /// own argument formats (`distance`, `pace`…).
    func valueFormat(_ node: Node, _ path: String) throws -> ValueFormat? {
        let name: String, options: Node?
        if let scalar = node.scalar?.string {
            guard Self.valueFormatNames.contains(scalar) else { return nil }
            (name, options) = (scalar, nil)
        } else {
            let fields = try mapping(node, path)
            guard fields.count == 1, let (key, value) = fields.first, let keyName = key.scalar?.string else {
                throw error(node, path, "a format is one name, e.g. percent, or one { name: options }, e.g. { currency: EUR }")
            }
            guard Self.valueFormatNames.contains(keyName) else {
                throw unknownKey(key, path, known: Self.valueFormatNames + TextArgument.Format.allCases.map(\.rawValue), what: "format")
            }
            (name, options) = (keyName, value)
        }
        let format = FormatRequest(name: name, options: options, at: "\(path).\(name)", node: node)
        switch name {
        case "number": return .number(try numberOptions(fields(format, Self.numberKeys), format.at))
        case "percent": return .percent(try numberOptions(fields(format, Self.numberKeys), format.at))
        case "currency": return try currencyFormat(format)
        case "measurement": return try measurementFormat(format)
        case "byteCount":
            guard let options else { return .byteCount(.file) }
            return .byteCount(try choice(options, format.at, what: "byte count style", ValueFormat.ByteCountStyle.allCases.map { ($0.rawValue, $0) }))
        case "date": return try dateFormat(format)
        case "relative": return try relativeFormat(format)
        case "list": return try listFormat(format)
        default: return try durationFormat(format)
        }
    }

    /// A `format:` being read: its name, its options and where they are.
    struct FormatRequest {
        let name: String
        let options: Node?
        /// The options' key path (`….format.currency`).
        let at: String
        /// The `format:` node, for errors about it as a whole.
        let node: Node
    }

    static let numberKeys = ["fractionLength", "significantDigits", "grouping", "compact"]

    /// The format's options, each one of `known`.
    func fields(_ f: FormatRequest, _ known: [String]) throws -> [(String, Node)] {
        guard let options = f.options, options.scalar == nil || options.scalar?.string != "" else { return [] }
        return try mapping(options, f.at).map { key, value in
            let keyName = key.scalar?.string ?? ""
            guard known.contains(keyName) else { throw unknownKey(key, f.at, known: known, what: "\(f.name) option") }
            return (keyName, value)
        }
    }

    func numberOptions(_ pairs: [(String, Node)], _ at: String) throws -> ValueFormat.NumberOptions {
        var result = ValueFormat.NumberOptions()
        for (key, value) in pairs {
            switch key {
            case "fractionLength":
                let text = try string(value, "\(at).fractionLength")
                let parts = text.components(separatedBy: "...").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                guard (parts.count == 1 || parts.count == 2), parts.allSatisfy({ (0...15).contains($0) }), parts.first! <= parts.last! else {
                    throw error(value, "\(at).fractionLength", "\"\(text)\" is not a fraction length; write a number 0–15 or a range such as 0...2")
                }
                result.fractionLength = parts.first!...parts.last!
            case "significantDigits": result.significantDigits = Int(try number(value, "\(at).significantDigits", .significantDigits))
            case "grouping": result.grouping = try bool(value, "\(at).grouping")
            case "compact": result.compact = try bool(value, "\(at).compact")
            default: break
            }
        }
        return result
    }

    func currencyFormat(_ f: FormatRequest) throws -> ValueFormat {
        if let code = f.options?.scalar?.string { return .currency(code: code, .init()) }
        let pairs = try fields(f, ["code"] + Self.numberKeys)
        guard let code = try pairs.first(where: { $0.0 == "code" }).map({ try string($0.1, "\(f.at).code") }) else {
            throw error(f.node, f.at, "a currency needs its ISO 4217 code: { currency: EUR } or { currency: { code: EUR } }")
        }
        return .currency(code: code, try numberOptions(pairs, f.at))
    }

    func measurementFormat(_ f: FormatRequest) throws -> ValueFormat {
        let pairs = try fields(f, ["unit", "width", "usage"] + Self.numberKeys)
        var unit: String?, width = ValueFormat.UnitWidth.abbreviated, usage: ValueFormat.MeasurementUsage?
        for (key, value) in pairs {
            switch key {
            case "unit": unit = try string(value, "\(f.at).unit")
            case "width": width = try choice(value, "\(f.at).width", what: "unit width", ValueFormat.UnitWidth.allCases.map { ($0.rawValue, $0) })
            case "usage": usage = try choice(value, "\(f.at).usage", what: "measurement usage", ValueFormat.MeasurementUsage.allCases.map { ($0.rawValue, $0) })
            default: break
            }
        }
        guard let unit else { throw error(f.node, f.at, "a measurement needs its CLDR unit, e.g. { unit: length-kilometer, usage: road }") }
        return .measurement(unit: unit, width: width, usage: usage, try numberOptions(pairs, f.at))
    }

    func dateFormat(_ f: FormatRequest) throws -> ValueFormat {
        var format = ValueFormat.DateFormat()
        let dateStyles: [(String, ValueFormat.DateFormat.Style)] = [("omitted", .omitted), ("numeric", .numeric), ("abbreviated", .abbreviated), ("long", .long), ("complete", .complete)]
        let timeStyles: [(String, ValueFormat.DateFormat.Style)] = [("omitted", .omitted), ("shortened", .numeric), ("standard", .abbreviated), ("complete", .complete)]
        for (key, value) in try fields(f, ["skeleton", "date", "time", "timeZone"]) {
            switch key {
            case "skeleton": format.skeleton = try string(value, "\(f.at).skeleton")
            case "date": format.date = try choice(value, "\(f.at).date", what: "date style", dateStyles)
            case "time": format.time = try choice(value, "\(f.at).time", what: "time style", timeStyles)
            default: format.timeZone = try string(value, "\(f.at).timeZone")
            }
        }
        guard format.skeleton != nil || format.date != .omitted || format.time != .omitted else {
            throw error(f.node, f.at, "a date needs a skeleton (e.g. { skeleton: jm }) or a style (e.g. { time: shortened })")
        }
        return .date(format)
    }

    func relativeFormat(_ f: FormatRequest) throws -> ValueFormat {
        var style = ValueFormat.RelativeStyle()
        for (key, value) in try fields(f, ["width", "named"]) {
            if key == "width" { style.width = try choice(value, "\(f.at).width", what: "relative width", ValueFormat.RelativeStyle.Width.allCases.map { ($0.rawValue, $0) }) }
            else { style.named = try bool(value, "\(f.at).named") }
        }
        return .relative(style)
    }

    func listFormat(_ f: FormatRequest) throws -> ValueFormat {
        // `list`, `{ list: or }`, `{ list: { type: and, width: narrow } }`.
        var type = ValueFormat.ListType.and, width = ValueFormat.UnitWidth.wide
        if let scalar = f.options?.scalar, !scalar.string.isEmpty {
            type = try choice(f.options!, f.at, what: "list type", ValueFormat.ListType.allCases.map { ($0.rawValue, $0) })
        } else {
            for (key, value) in try fields(f, ["type", "width"]) {
                if key == "type" { type = try choice(value, "\(f.at).type", what: "list type", ValueFormat.ListType.allCases.map { ($0.rawValue, $0) }) }
                else { width = try choice(value, "\(f.at).width", what: "list width", ValueFormat.UnitWidth.allCases.map { ($0.rawValue, $0) }) }
            }
        }
        return .list(type, width)
    }

    func durationFormat(_ f: FormatRequest) throws -> ValueFormat {
        var pattern: ValueFormat.DurationFormat.Pattern? = f.options == nil ? .minuteSecond : nil
        var units: [ValueFormat.DurationFormat.Unit] = [], width = ValueFormat.UnitWidth.abbreviated
        for (key, value) in try fields(f, ["pattern", "units", "width"]) {
            switch key {
            case "pattern": pattern = try choice(value, "\(f.at).pattern", what: "duration pattern", ValueFormat.DurationFormat.Pattern.allCases.map { ($0.rawValue, $0) })
            case "units":
                guard let list = value.sequence else { throw error(value, "\(f.at).units", "should be a list such as [hours, minutes]") }
                units = try list.map { try choice($0, "\(f.at).units", what: "duration unit", ValueFormat.DurationFormat.Unit.allCases.map { ($0.rawValue, $0) }) }
            default: width = try choice(value, "\(f.at).width", what: "unit width", ValueFormat.UnitWidth.allCases.map { ($0.rawValue, $0) })
            }
        }
        if !units.isEmpty { return .duration(.units(units, width: width)) }
        guard let pattern else { throw error(f.node, f.at, "a duration needs { pattern: minuteSecond } or { units: [hours, minutes] }") }
        return .duration(.time(pattern))
    }
}
