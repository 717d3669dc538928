import SlotFit
import SlotFitStrings
import SwiftSyntax

extension ViewInterpreter {
    /// `x.formatted(style)`, `x.formatted()`, `x.formatted(date:time:)`:
    /// the value and the Foundation formatter it goes through.
    func formattedCall(_ call: FunctionCallExprSyntax) -> (ValueExpression, ValueFormat)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "formatted",
              let base = member.base else { return nil }
        // `Duration.seconds(x).formatted(…)`: the seconds.
        var subject = base
        if let duration = base.as(FunctionCallExprSyntax.self), duration.calledExpression.nameText.hasSuffix("seconds"),
           let seconds = duration.arguments.first?.expression {
            subject = seconds
        }
        // `Measurement(value: x, unit: UnitLength.kilometers).formatted(…)`: x in that unit.
        var unit: String? = nil
        if let measurement = base.as(FunctionCallExprSyntax.self), measurement.calledExpression.nameText.hasPrefix("Measurement"),
           let measured = measurement.arguments.first(where: { $0.label?.text == "value" })?.expression {
            subject = measured
            unit = measurement.arguments.first { $0.label?.text == "unit" }.flatMap { Self.cldrUnit($0.expression.trimmedDescription) }
        }
        guard let shown = value(subject) else { return nil }
        if call.arguments.isEmpty {
            // `date.formatted()` is the numeric date and shortened time; a
            // number's is `.number`.
            return isDate(shown) ? (shown, .date(.init(date: .numeric, time: .numeric))) : (shown, .number(.init()))
        }
        if let dateStyle = call.arguments.first(where: { $0.label?.text == "date" }), let timeStyle = call.arguments.first(where: { $0.label?.text == "time" }) {
            return (shown, .date(.init(date: Self.dateStyle(dateStyle.expression), time: Self.dateStyle(timeStyle.expression))))
        }
        guard let style = call.arguments.first?.expression, var format = formatStyle(style) else { return nil }
        if let unit, case .measurement(_, let width, let usage, let options) = format { format = .measurement(unit: unit, width: width, usage: usage, options) }
        if case .relative = format, isDate(shown) { return (.binary(.subtract, shown, SwiftExpression.now), format) }
        return (shown, format)
    }

    /// Foundation's `Unit…` names as CLDR's unit identifiers.
    static func cldrUnit(_ written: String) -> String? {
        MeasurementUnit(written: written)?.cldr
    }

    /// Whether a value is a `Date` (a field declared `Date`, or the clock).
    func isDate(_ value: ValueExpression) -> Bool {
        switch value {
        case .field(let name): return name == EnvironmentValue.now.rawValue || fieldTypes[name] == "Date"
        case .binary(.add, let a, let b), .binary(.subtract, let a, let b): return isDate(a) || isDate(b)
        case .coalesce(let a, let b): return isDate(a) || isDate(b)
        default: return false
        }
    }

    static func dateStyle(_ expression: ExprSyntax) -> ValueFormat.DateFormat.Style {
        switch DeclarationFinder.literal(expression)?.shown {
        case "omitted": return .omitted
        case "numeric", "shortened": return .numeric
        case "abbreviated", "standard": return .abbreviated
        case "long": return .long
        case "complete": return .complete
        default: return .numeric
        }
    }

    /// A Foundation `FormatStyle` as written: `.percent`, `.number
    /// .precision(.fractionLength(1))`, `.currency(code: "EUR")`,
    /// `.measurement(width: .abbreviated, usage: .road)`, `.byteCount(style:
    /// .file)`, `.dateTime.hour().minute()`, `.relative(presentation:
    /// .named)`, `.time(pattern: .minuteSecond)`, `.units(allowed: [.hours,
    /// .minutes], width: .abbreviated)`, `.list(type: .and)`.
    func formatStyle(_ expression: ExprSyntax) -> ValueFormat? {
        // The chain, innermost first: `.number`, `.precision(…)`, …
        var links: [(name: String, call: FunctionCallExprSyntax?)] = []
        var current: ExprSyntax? = expression
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                links.insert((member.declName.baseName.text, call), at: 0)
                current = member.base
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                links.insert((member.declName.baseName.text, nil), at: 0)
                current = member.base
            } else {
                current = nil
            }
        }
        guard let head = links.first else { return nil }
        func argument(_ call: FunctionCallExprSyntax?, _ label: String?) -> ExprSyntax? {
            call?.arguments.first { $0.label?.text == label }?.expression
        }
        func word(_ call: FunctionCallExprSyntax?, _ label: String?) -> String? {
            argument(call, label).flatMap(DeclarationFinder.literal)?.shown
        }
        var options = ValueFormat.NumberOptions()
        for link in links.dropFirst() {
            switch link.name {
            case "precision":
                guard let precision = argument(link.call, nil)?.as(FunctionCallExprSyntax.self) else { continue }
                let kind = precision.calledExpression.nameText
                // Digits out of range (`fractionLength(1e300)`) leave the
                // option out, noted: Foundation would trap or refuse them.
                func digits(_ number: Double?, _ range: NumberRange, _ node: ExprSyntax) -> Int? {
                    guard let number else { return nil }
                    if let problem = range.problem(with: number) {
                        budget.note(Approximation(location: location(node), construct: Self.shortened(node), assumed: "the format's default precision (\(problem))"))
                        return nil
                    }
                    return range.whole(number)
                }
                if kind.hasSuffix("fractionLength"), let given = precision.arguments.first?.expression {
                    if let n = digits(DeclarationFinder.literal(given)?.number, .fractionDigits, given) { options.fractionLength = n...n }
                    else if let (low, high) = range(given), let a = digits(low.evaluate({ _ in nil }).number, .fractionDigits, given),
                            let b = digits(high.evaluate({ _ in nil }).number, .fractionDigits, given), a <= b {
                        options.fractionLength = a...b
                    }
                } else if kind.hasSuffix("significantDigits"), let given = precision.arguments.first?.expression,
                          let n = digits(DeclarationFinder.literal(given)?.number, .significantDigits, given) {
                    options.significantDigits = n
                }
            case "grouping": options.grouping = word(link.call, nil) != "never"
            case "notation": options.compact = word(link.call, nil) == "compactName"
            default: break
            }
        }
        let call = head.call
        switch head.name {
        case "number": return .number(options)
        case "percent": return .percent(options)
        case "currency":
            guard let code = word(call, "code") else { return nil }
            return .currency(code: code, options)
        case "measurement":
            let width = word(call, "width").flatMap(ValueFormat.UnitWidth.init(rawValue:)) ?? .abbreviated
            let usage = word(call, "usage").flatMap(ValueFormat.MeasurementUsage.init(rawValue:))
            // The unit is the Measurement's: lengths in metres unless the
            // value says otherwise (SlotFit's fields are plain numbers).
            return .measurement(unit: "length-meter", width: width, usage: usage ?? .general, options)
        case "byteCount":
            return .byteCount(word(call, "style").flatMap(ValueFormat.ByteCountStyle.init(rawValue:)) ?? .file)
        case "dateTime":
            var skeleton = ""
            for link in links.dropFirst() {
                let option = word(link.call, nil)
                switch link.name {
                case "hour": skeleton += "j"
                case "minute": skeleton += "mm"
                case "second": skeleton += "ss"
                case "day": skeleton += "d"
                case "month": skeleton += option == "wide" ? "MMMM" : option == "twoDigits" || option == "defaultDigits" ? "MM" : "MMM"
                case "weekday": skeleton += option == "wide" ? "EEEE" : "EEE"
                case "year": skeleton += "y"
                default: break
                }
            }
            return .date(.init(skeleton: skeleton.isEmpty ? "yMdjmm" : skeleton))
        case "relative":
            let width: ValueFormat.RelativeStyle.Width
            switch word(call, "unitsStyle") {
            case "abbreviated", "short": width = .short
            case "narrow": width = .narrow
            default: width = .wide
            }
            return .relative(.init(width: width, named: word(call, "presentation") == "named"))
        case "time":
            return word(call, "pattern").flatMap(ValueFormat.DurationFormat.Pattern.init(rawValue:)).map { .duration(.time($0)) }
        case "units":
            let allowed = argument(call, "allowed")?.as(ArrayExprSyntax.self)?.elements.compactMap {
                DeclarationFinder.literal($0.expression)?.shown
            }.compactMap(ValueFormat.DurationFormat.Unit.init(rawValue:)) ?? [.hours, .minutes]
            let width = word(call, "width").flatMap(ValueFormat.UnitWidth.init(rawValue:)) ?? .abbreviated
            return .duration(.units(allowed, width: width))
        case "list":
            let type = word(call, "type").flatMap(ValueFormat.ListType.init(rawValue:)) ?? .and
            let width: ValueFormat.UnitWidth = word(call, "width") == "short" ? .abbreviated : word(call, "width") == "narrow" ? .narrow : .wide
            return .list(type, width)
        default:
            return nil
        }
    }
}
