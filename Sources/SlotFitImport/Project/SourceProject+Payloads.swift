import Foundation
import SlotFit
import SlotFitStrings

extension SourceProject {
    /// Seconds from 1970 to 2001-01-01, the reference date a `Date` is
    /// encoded from by `JSONEncoder`'s default strategy
    /// (`.deferredToDate`: `timeIntervalSinceReferenceDate`).
    static let referenceDate: Double = 978_307_200

    /// The sample states of `samples: {X: {from: [payload.json]}}`: each
    /// file's `aps.content-state` (one push payload, or a list of them) as
    /// a state named by the file (`arriving`, or `arriving-2` for the
    /// second of a list), each field checked against the declared
    /// ContentState. A key the state does not declare, or a non-optional
    /// field the payload omits (the device's decoder would fail), is an
    /// error naming the payload file and its key path.
    static func payloadStates(_ paths: [String], activity: String, declared: SourceInventory.AttributesType,
                              inventory: SourceInventory, configuration: SlotFitConfiguration) throws -> [Activity.State] {
        var states: [Activity.State] = []
        for path in paths {
            let place = configuration.location("samples.\(activity).from.\(path)")
            let resolved = try configuration.boundary.resolve((configuration.projectDirectory as NSString).appendingPathComponent(path),
                                                              what: "the payload file", at: place, keyPath: "samples.\(activity).from")
            guard let data = FileManager.default.contents(atPath: resolved) else {
                throw SlotFitError(.manifest, "the payload file \"\(path)\" does not exist or cannot be read; give the path of a push payload JSON file (with aps.content-state), relative to slotfit.yml", at: place, keyPath: "samples.\(activity).from")
            }
            guard data.count <= ImportLimits.payloadBytes else {
                throw SlotFitError(.manifest, "the payload file \"\(path)\" is \(data.count) bytes; a push payload is at most 4 KB, and SlotFit reads files up to \(ImportLimits.payloadBytes) bytes of them", at: place, keyPath: "samples.\(activity).from")
            }
            let json = try JSONParser.parse(Array(data), source: path)
            let payloads: [JSONValue]
            if case .array(let items) = json { payloads = items } else { payloads = [json] }
            let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            for (index, payload) in payloads.enumerated() {
                let prefix = payloads.count == 1 ? "" : "[\(index)]."
                guard let content = payload["aps"]?["content-state"], case .object(let members) = content else {
                    throw SlotFitError(.manifest, "\(prefix)aps.content-state: not found (or not an object); a Live Activity's push payload carries its state there, e.g. {\"aps\": {\"event\": \"update\", \"content-state\": {…}}}", at: SourceLocation(file: path), keyPath: "\(prefix)aps")
                }
                var fields: [String: ActivityValue] = [:]
                try flatten(members, into: &fields, path: path, keyPath: "\(prefix)aps.content-state", stateFields: declared.stateFields)
                for field in declared.stateFields where !field.isOptional && fields[field.name] == nil && !fields.keys.contains(where: { $0.hasPrefix(field.name + ".") }) {
                    throw SlotFitError(.manifest, "\(prefix)aps.content-state has no \"\(field.name)\", but \(activity).ContentState.\(field.name) is declared \(field.type) at \(field.location), not optional: the device cannot decode this state; add it to the payload",
                                       at: SourceLocation(file: path), keyPath: "\(prefix)aps.content-state")
                }
                var checked: [String: ActivityValue] = [:]
                for (name, value) in fields {
                    var given = value
                    if let field = declared.stateFields.first(where: { $0.name == name }), field.type == "Date", case .number(let seconds) = value {
                        given = .number(seconds + referenceDate)
                    }
                    do {
                        checked[name] = try check(given, field: name, among: declared.stateFields, of: "\(activity).ContentState", inventory: inventory,
                                                  keyPath: "samples.\(activity).from", configuration: configuration)
                    } catch let error as SlotFitError {
                        throw SlotFitError(.manifest, error.problem, at: SourceLocation(file: path), keyPath: "\(prefix)aps.content-state.\(name)")
                    }
                }
                states.append(Activity.State(name: payloads.count == 1 ? stem : "\(stem)-\(index + 1)", fields: checked))
            }
        }
        return states
    }

    /// A payload's members as sample fields: nested objects flattened
    /// (`detail.name`), lists of strings kept, every key declared.
    private static func flatten(_ members: [(key: String, value: JSONValue)], into fields: inout [String: ActivityValue], path: String,
                                keyPath: String, stateFields: [SourceInventory.Field], prefix: String = "") throws {
        for (key, value) in members {
            let name = prefix + key
            if prefix.isEmpty, !stateFields.contains(where: { $0.name == key }) {
                let known = stateFields.map(\.name)
                throw SlotFitError(.manifest, "\"\(key)\" is not a field of the ContentState (it declares \(known.joined(separator: ", "))); \(DidYouMean.suffix(for: key, in: known, .sentence))the device's decoder ignores it, so fix or remove it",
                                   at: SourceLocation(file: path), keyPath: "\(keyPath).\(key)")
            }
            switch value {
            case .string(let text): fields[name] = .string(text)
            case .number(let text):
                guard let number = Double(text), number.isFinite, abs(number) <= 1e15 else {
                    throw SlotFitError(.manifest, "\(text) is beyond what SlotFit lays out (numbers up to ±1e15)", at: SourceLocation(file: path), keyPath: "\(keyPath).\(key)")
                }
                fields[name] = .number(number)
            case .bool(let flag): fields[name] = .bool(flag)
            case .null: fields[name] = .null
            case .array(let items) where items.contains(where: { if case .object = $0 { return true } else { return false } }):
                // A list of structs: each element's fields under its index
                // (`trains.0.destination`), the list as long as it.
                var shown: [String] = []
                for (index, item) in items.enumerated() {
                    guard case .object(let element) = item else {
                        throw SlotFitError(.manifest, "a list of objects holds \(item) at [\(index)]; give every element the struct's fields", at: SourceLocation(file: path), keyPath: "\(keyPath).\(key)[\(index)]")
                    }
                    var elementFields: [String: ActivityValue] = [:]
                    try flatten(element, into: &elementFields, path: path, keyPath: "\(keyPath).\(key)[\(index)]", stateFields: stateFields, prefix: "\(name).\(index).")
                    fields.merge(elementFields) { $1 }
                    shown.append(elementFields.sorted { $0.key < $1.key }.map(\.value.shown).joined(separator: " "))
                }
                fields[name] = .list(shown)
            case .object(let measured) where Set(measured.map(\.key)) == ["value", "unit"]:
                // `Measurement` as its Codable writes it: {value, unit: {symbol, converter}}.
                guard case .number(let text)? = measured.first(where: { $0.key == "value" })?.value, let number = Double(text),
                      case .object(let unit)? = measured.first(where: { $0.key == "unit" })?.value,
                      case .string(let symbol)? = unit.first(where: { $0.key == "symbol" })?.value, let known = MeasurementUnit(written: symbol) else {
                    throw SlotFitError(.manifest, "a measurement SlotFit reads is {\"value\": 350, \"unit\": {\"symbol\": \"m\", …}} with a unit of \(MeasurementUnit.known)",
                                       at: SourceLocation(file: path), keyPath: "\(keyPath).\(key)")
                }
                fields[name] = .measurement(number, unit: known.cldr)
            case .array(let items):
                var strings: [String] = []
                for item in items {
                    guard case .string(let text) = item else {
                        throw SlotFitError(.manifest, "a list SlotFit reads holds strings; this one holds \(item)", at: SourceLocation(file: path), keyPath: "\(keyPath).\(key)")
                    }
                    strings.append(text)
                }
                fields[name] = .list(strings)
            case .object(let nested):
                try flatten(nested, into: &fields, path: path, keyPath: "\(keyPath).\(key)", stateFields: stateFields, prefix: name + ".")
            }
        }
    }
}
