import SlotFit
import SlotFitText
import SlotFitStrings

extension SourceProject {
    /// `samples:` checked against the types the sources declare, each
    /// mistake an error at its slotfit.yml key path: a field the attributes
    /// or ContentState do not declare (with the nearest name), or a value
    /// the declared type cannot hold (`minutes: "abc"` for an `Int`,
    /// `3.5` for an `Int`, `onTime` for an enum without that case). A
    /// number given for a `String` field becomes its text, as YAML reads
    /// `code: 123` though the team meant "123". Types SlotFit does not
    /// model (a `Date`, a struct of the app) pass as written.
    static func checkedSamples(_ configuration: SlotFitConfiguration, against inventory: SourceInventory) throws -> [String: ActivitySamples] {
        var checked: [String: ActivitySamples] = [:]
        for (activity, samples) in configuration.samples {
            guard let declared = inventory.attributes.first(where: { $0.name == activity }) else {
                checked[activity] = samples
                continue
            }
            var result = samples
            let prefix = "samples.\(activity)"
            for (name, value) in samples.attributes {
                result.attributes[name] = try check(value, field: name, among: declared.fields, of: activity, inventory: inventory,
                                                    keyPath: "\(prefix).attributes.\(name)", configuration: configuration)
            }
            if !samples.payloads.isEmpty {
                // Push payloads: states named by their files, after those written.
                var taken = Set(result.states.map(\.name))
                for var state in try payloadStates(samples.payloads, activity: activity, declared: declared, inventory: inventory, configuration: configuration) {
                    let base = state.name
                    var index = 2
                    while taken.contains(state.name) { state.name = "\(base)-\(index)"; index += 1 }
                    taken.insert(state.name)
                    result.states.append(state)
                }
            }
            for (index, state) in samples.states.enumerated() {
                for (name, value) in state.fields {
                    result.states[index].fields[name] = try check(value, field: name, among: declared.stateFields, of: "\(activity).ContentState",
                                                                  inventory: inventory, keyPath: "\(prefix).states.\(state.name).\(name)",
                                                                  configuration: configuration)
                }
                // An `enum ContentState` given as its case's values
                // (`completed: {numSteps: 612}`): that case.
                if declared.stateFields.first?.name == SourceInventory.stateCaseField, state.fields[SourceInventory.stateCaseField] == nil {
                    let cases = Set(state.fields.keys.compactMap { $0.contains(".") ? String($0.prefix { $0 != "." }) : nil })
                    if cases.count == 1 { result.states[index].fields[SourceInventory.stateCaseField] = .string(cases.first!) }
                }
            }
            checked[activity] = result
        }
        return checked
    }

    /// One sample value against its declared field.
    static func check(_ value: ActivityValue, field name: String, among fields: [SourceInventory.Field], of type: String,
                              inventory: SourceInventory, keyPath: String, configuration: SlotFitConfiguration) throws -> ActivityValue {
        let place = configuration.location(keyPath)
        // `detail.name`: a field of a nested value, flattened; its type is
        // not checked here, but it must belong to a declared field.
        if name.contains("."), !fields.contains(where: { $0.name == name }) {
            let head = String(name.prefix { $0 != "." })
            guard fields.contains(where: { $0.name == head }) || fields.contains(where: { $0.name.hasPrefix(head + ".") }) else {
                let known = fields.map(\.name).filter { !$0.contains(".") }
                throw SlotFitError(.manifest, "\(type) has no field \"\(head)\" (it declares \(known.isEmpty ? "none" : known.joined(separator: ", "))); \(DidYouMean.suffix(for: head, in: known, .sentence))fix the name", at: place, keyPath: keyPath)
            }
            return value
        }
        guard let field = fields.first(where: { $0.name == name }) else {
            let known = fields.map(\.name)
            let suggestion = DidYouMean.suffix(for: name, in: known, .sentence)
            throw SlotFitError(.manifest, "\(type) has no field \"\(name)\" (it declares \(known.isEmpty ? "none" : known.joined(separator: ", "))); \(suggestion)fix the name", at: place, keyPath: keyPath)
        }
        if case .byLanguage(let forms) = value {
            // Each language's form against the same field.
            var checked: [String: ActivityValue] = [:]
            for (tag, form) in forms.sorted(by: { $0.key < $1.key }) {
                checked[tag] = try check(form, field: name, among: fields, of: type, inventory: inventory, keyPath: "\(keyPath).\(tag)", configuration: configuration)
            }
            return .byLanguage(checked)
        }
        let declared = "\(type).\(name) is declared \(field.type)\(field.isOptional ? "?" : "") at \(field.location)"
        func wrong(_ what: String, _ fix: String) -> SlotFitError {
            SlotFitError(.manifest, "\(value) is \(what), but \(declared); \(fix)", at: place, keyPath: keyPath)
        }
        if value == .null {
            guard field.isOptional else {
                throw SlotFitError(.manifest, "null, but \(declared), not optional; give it a value (only an optional field may be null)", at: place, keyPath: keyPath)
            }
            return value
        }
        switch field.type {
        case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8":
            guard case .number(let number) = value else { throw wrong(kind(of: value), "give a whole number, e.g. 12") }
            guard number == number.rounded() else { throw wrong("not a whole number", "give a whole number, e.g. \(Int(number.rounded(.towardZero)))") }
            if field.type.hasPrefix("U"), number < 0 { throw wrong("negative", "give a number of 0 or more") }
        case "Double", "Float", "CGFloat", "TimeInterval", "Decimal":
            guard case .number = value else { throw wrong(kind(of: value), "give a number, e.g. 2.5") }
        case "Bool":
            guard case .bool = value else { throw wrong(kind(of: value), "give true or false") }
        case "Date":
            // `$now + 4m` (read as a number), an ISO 8601 date-time, or
            // seconds from the sample clock.
            switch value {
            case .number(let seconds): return .number(seconds < EnvironmentValue.datesFrom ? EnvironmentValue.sampleNow + seconds : seconds)
            case .string(let text):
                guard let date = EnvironmentValue.isoDate(text) else {
                    throw wrong("not a date SlotFit reads", "give $now + 4m (the sample clock), an ISO 8601 date-time such as 2026-06-03T09:45:00Z, or seconds from the sample clock")
                }
                return .number(date)
            default: throw wrong(kind(of: value), "give a date: $now + 4m, or 2026-06-03T09:45:00Z")
            }
        case "String", "LocalizedStringKey", "LocalizedStringResource", "Substring":
            switch value {
            case .string: break
            case .number, .bool: return .string(value.shown)
            default: throw wrong(kind(of: value), "give a string, e.g. \"Ana\"")
            }
        case let measured where measured.hasPrefix("Measurement<"):
            // `Measurement<UnitLength>`: `{value: 350, unit: m}` in a unit of that dimension.
            let dimension = String(measured.dropFirst("Measurement<".count).dropLast())
            let units = MeasurementUnit.units(of: dimension)
            guard case .measurement(_, let unit) = value else {
                throw wrong(kind(of: value), "give a measurement, e.g. {value: 350, unit: \(units.first?.symbol ?? "m")}")
            }
            if !units.isEmpty, !units.contains(where: { $0.cldr == unit }) {
                throw wrong("in \(MeasurementUnit.symbol(of: unit)), not a unit of \(dimension)", "give one of \(units.map(\.symbol).joined(separator: ", "))")
            }
        case let other:
            // An enum of the sources: one of its cases by name.
            if let cases = inventory.enums.first(where: { $0.name == other || other.hasSuffix("." + $0.name) })?.cases {
                guard case .string(let given) = value, cases.contains(given) else {
                    let suggestion = value.shown.isEmpty ? nil : DidYouMean.nearest(to: value.shown, in: cases)
                    throw wrong(cases.contains(value.shown) ? kind(of: value) : "not a case of \(other)",
                                "give one of \(cases.joined(separator: ", "))\(DidYouMean.phrase(suggestion, .parenthesized))")
                }
            } else if other.hasPrefix("[") {
                guard case .list = value else { throw wrong(kind(of: value), "give a list, e.g. [\"a\", \"b\"]") }
            }
        }
        return value
    }

    /// "a string", "a number"… for a message.
    private static func kind(of value: ActivityValue) -> String {
        switch value {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .list: return "a list"
        case .null: return "null"
        case .byLanguage: return "a value per language"
        case .measurement: return "a measurement"
        }
    }
}
