import Foundation
import SlotFitStrings
import SlotFitText
import Yams

/// Turns YAML nodes into the model, remembering where each view is.
struct ManifestReader {
    let source: String
    /// Where each key path is written: views, state values, condition
    /// operands.
    var locations: [String: SourceLocation] = [:]
    var viewCount = 0
    /// The `modifiers:` layers around the view being read.
    var layerNesting = 0

    init(source: String) { self.source = source }

    func error(_ node: Node?, _ path: String, _ message: String) -> SlotFitError {
        SlotFitError(.manifest, message, at: place(node), keyPath: path.isEmpty ? nil : path)
    }

    /// A node's place as a value (the error model's), 1:1 when unknown.
    func place(_ node: Node?) -> SourceLocation {
        SourceLocation(file: source, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1)
    }

    /// Where a node is written (its line and column; 1:1 when unknown).
    func location(_ node: Node?) -> SourceLocation { place(node) }

    /// A place a manifest writes as text (`at: Ride.swift:41` of a stand-in,
    /// as `ManifestWriter` writes it): `file:line:column`, `file:line` or
    /// `file`.
    static func writtenLocation(_ text: String) -> SourceLocation {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
            return SourceLocation(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
        }
        if parts.count >= 2, let line = Int(parts[parts.count - 1]) {
            return SourceLocation(file: parts.dropLast().joined(separator: ":"), line: line)
        }
        return SourceLocation(file: text)
    }

    func mapping(_ node: Node, _ path: String) throws -> Node.Mapping {
        guard let mapping = node.mapping else { throw error(node, path, "should be a mapping of keys") }
        return mapping
    }

    func string(_ node: Node, _ path: String) throws -> String {
        guard let scalar = node.scalar else { throw error(node, path, "should be a string") }
        return scalar.string
    }

    /// A number in `range`, or `.infinity` (`.infinity`, `infinity`) where
    /// allowed; anything else is an error quoting the input and the range.
    func number(_ node: Node, _ path: String, _ range: NumberRange = .size, allowInfinity: Bool = false) throws -> Double {
        guard let text = node.scalar?.string else { throw error(node, path, "should be a number; \(range.hint)") }
        if allowInfinity, ["infinity", ".infinity", ".inf", "inf", "+.inf"].contains(text.lowercased()) { return .infinity }
        guard let value = Double(text), value.isFinite else {
            throw error(node, path, "should be a number, found \"\(text)\"; \(range.hint)\(allowInfinity ? " (or .infinity)" : "")")
        }
        if range.problem(with: value) != nil {
            let whole = range.isWhole && value != value.rounded() && range.bounds.contains(value)
            throw error(node, path, "\(text) is \(whole ? "not a whole number" : "out of range"); \(range.hint)")
        }
        return value
    }

    /// One of a fixed set of names (an alignment, a weight, a truncation
    /// mode…): anything else is an error with the closest name and the list.
    func choice<T>(_ node: Node, _ path: String, what: String, _ options: [(String, T)]) throws -> T {
        let name = try string(node, path)
        if let found = options.first(where: { $0.0 == name }) { return found.1 }
        let known = options.map(\.0)
        let closest = DidYouMean.nearest(to: name, in: known) ?? ""
        throw error(node, path, "unknown \(what) \"\(name)\"\(DidYouMean.phrase(closest)) Known: \(known.joined(separator: ", "))")
    }

    /// The largest magnitude of a number in attributes and states: every
    /// whole number up to it is exact in a Double and fits an `Int`, and no
    /// Live Activity value (seconds, metres, counts) comes near it.
    static let largestValue = 1e15

    func bool(_ node: Node, _ path: String) throws -> Bool {
        switch node.scalar?.string.lowercased() {
        case "true", "yes": return true
        case "false", "no": return false
        default: throw error(node, path, "should be true or false")
        }
    }

    /// A field's value as `(name, value)` pairs: one, or a nested struct's
    /// fields flattened under the views' dotted names (`route: {destination:
    /// Paddington}` sets `route.destination`), and a list of structs
    /// (`trains: [{destination: A}, {destination: B}]`) each element's
    /// fields under its index (`trains.0.destination`) with `trains` a list
    /// as long as it, for `count` and `isEmpty`. A mapping of language tags
    /// or `{value:, unit:}` is one value.
    mutating func fields(_ node: Node, named name: String, _ path: String, depth: Int = 0) throws -> [(String, ActivityValue)] {
        func isStruct(_ node: Node) -> Bool {
            guard let mapping = node.mapping, !mapping.isEmpty else { return false }
            let keys = mapping.keys.map { $0.scalar?.string ?? "" }
            return Set(keys) != ["value", "unit"] && !keys.allSatisfy(ActivityValue.isLanguageTag)
        }
        guard depth < 5 else { throw error(node, path, "nests structs more than five levels deep; SlotFit reads four levels of nested values") }
        if let mapping = node.mapping, isStruct(node) {
            locations[path] = location(node)
            var result: [(String, ActivityValue)] = []
            for (key, child) in mapping {
                let field = try string(key, path)
                result += try fields(child, named: "\(name).\(field)", "\(path).\(field)", depth: depth + 1)
            }
            return result
        }
        if let sequence = node.sequence, !sequence.isEmpty, sequence.contains(where: isStruct) {
            locations[path] = location(node)
            var result: [(String, ActivityValue)] = []
            var shown: [String] = []
            for (index, item) in sequence.enumerated() {
                guard isStruct(item) else { throw error(item, "\(path)[\(index)]", "is not a mapping like the list's other elements; give every element the struct's fields") }
                let elementFields = try fields(item, named: "\(name).\(index)", "\(path)[\(index)]", depth: depth + 1)
                result += elementFields
                shown.append(elementFields.map(\.1.shown).joined(separator: " "))
            }
            return [(name, .list(shown))] + result
        }
        return [(name, try value(node, path))]
    }

    /// An attribute or state value; numbers must be finite and within
    /// ±10^15 (a timer of 1e19 seconds would trap when converted).
    mutating func value(_ node: Node, _ path: String) throws -> ActivityValue {
        locations[path] = location(node)
        if let sequence = node.sequence {
            // A `[String]` field.
            return .list(try sequence.enumerated().map { index, item in
                guard let scalar = item.scalar else { throw error(item, "\(path)[\(index)]", "a list holds strings; nested lists and mappings are not ContentState values SlotFit reads") }
                return scalar.string
            })
        }
        if let mapping = node.mapping, Set(mapping.keys.compactMap(\.scalar?.string)) == ["value", "unit"] {
            // `{value: 350, unit: m}`: a `Measurement` in a Foundation unit.
            let (valueNode, unitNode) = (mapping[Node("value")]!, mapping[Node("unit")]!)
            guard case .number(let number) = try value(valueNode, "\(path).value") else {
                throw error(valueNode, "\(path).value", "a measurement's value is a number, e.g. {value: 350, unit: m}")
            }
            let written = try string(unitNode, "\(path).unit")
            guard let unit = MeasurementUnit(written: written) else {
                let closest = DidYouMean.nearest(to: written, in: MeasurementUnit.all.map(\.symbol) + MeasurementUnit.all.map(\.foundationName)) ?? ""
                throw error(unitNode, "\(path).unit", "unknown unit \(written.debugDescription)\(DidYouMean.phrase(closest)) Known: \(MeasurementUnit.known)")
            }
            return .measurement(number, unit: unit.cldr)
        }
        if let mapping = node.mapping {
            // `{en: "350 m", ar: "350 متر"}`: the forms the app sends per language.
            var forms: [String: ActivityValue] = [:]
            for (key, valueNode) in mapping {
                let tag = key.scalar?.string ?? ""
                guard ActivityValue.isLanguageTag(tag) else {
                    throw error(key, path, "\(tag.debugDescription) is not a language tag; a mapping here gives the value per language, e.g. {en: \"350 m\", ar: \"350 متر\"}")
                }
                guard valueNode.mapping == nil else {
                    throw error(valueNode, "\(path).\(tag)", "a language's form is a string, number, boolean, list of strings or null, not another mapping")
                }
                guard forms[tag] == nil else { throw error(key, path, "gives \(tag) twice; give each language once") }
                forms[tag] = try value(valueNode, "\(path).\(tag)")
            }
            guard !forms.isEmpty else { throw error(node, path, "is an empty mapping; give a value, or one per language, e.g. {en: \"350 m\", ar: \"350 متر\"}") }
            return .byLanguage(forms)
        }
        guard let scalar = node.scalar else {
            throw error(node, path, "should be a string, number, boolean, list of strings, null or a mapping by language")
        }
        // `$now + 240`: a date on SlotFit's sample clock (seconds since 1970).
        if let date = EnvironmentValue.sampleDate(scalar.string) { return .number(date) }
        if scalar.style != .plain { return .string(scalar.string) }
        switch scalar.string.lowercased() {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null", "~", "": return .null
        case ".nan", ".inf", "+.inf", "-.inf":
            throw error(node, path, "\(scalar.string) is beyond what SlotFit lays out (numbers up to ±1e15); use a realistic value, or quote it to make it a string")
        default:
            guard let number = Double(scalar.string) else { return .string(scalar.string) }
            guard number.isFinite, abs(number) <= Self.largestValue else {
                throw error(node, path, "\(scalar.string) is beyond what SlotFit lays out (numbers up to ±1e15); use a realistic value, or quote it to make it a string")
            }
            return .number(number)
        }
    }

    /// `field` or `{ field: distanceMeters, format: distance }`.
    func argument(_ node: Node, _ path: String) throws -> TextArgument {
        guard let fields = node.mapping else { return TextArgument(field: try string(node, path)) }
        var argument = TextArgument(field: "")
        for (key, value) in fields {
            switch key.scalar?.string ?? "" {
            case "field": argument.field = try string(value, path)
            case "format":
                if let foundation = try valueFormat(value, "\(path).format") {
                    argument.valueFormat = foundation
                    continue
                }
                let name = try string(value, path)
                guard let format = TextArgument.Format(rawValue: name) else {
                    let known = TextArgument.Format.allCases.map(\.rawValue) + Self.valueFormatNames
                    let closest = DidYouMean.nearest(to: name, in: known) ?? ""
                    throw error(value, "\(path).format", "unknown argument format \"\(name)\"\(DidYouMean.phrase(closest)) Known: \(known.joined(separator: ", "))")
                }
                argument.format = format
            default: throw unknownKey(key, path, known: ["field", "format"], what: "argument key")
            }
        }
        guard !argument.field.isEmpty else { throw error(node, path, "an argument needs `field:` (an attribute or state field)") }
        return argument
    }

    /// An ignore: `{ rule, activity, key, locale, device, state,
    /// presentation, reason }` (no `activity` inside a manifest), the reason
    /// required.
    func ignore(_ item: Node, _ at: String, allowsActivity: Bool) throws -> SlotFitConfiguration.Ignore {
        var ignore = SlotFitConfiguration.Ignore(key: nil, locale: nil, presentation: nil, rule: nil, activity: nil, device: nil, state: nil, reason: "")
        let known = ["rule"] + (allowsActivity ? ["activity"] : []) + ["key", "locale", "device", "state", "dynamicTypeSize", "presentation", "reason"]
        for (field, fieldValue) in try mapping(item, at) {
            let fieldName = field.scalar?.string ?? ""
            guard known.contains(fieldName) else { throw unknownKey(field, at, known: known, what: "ignore field") }
            let text = try string(fieldValue, "\(at).\(fieldName)")
            switch fieldName {
            case "rule": ignore.rule = text
            case "activity": ignore.activity = text
            case "key": ignore.key = text
            case "locale": ignore.locale = text
            case "device": ignore.device = text
            case "state": ignore.state = text
            case "presentation": ignore.presentation = text
            case "dynamicTypeSize": ignore.dynamicTypeSize = try dynamicTypeSize(named: text, fieldValue, "\(at).dynamicTypeSize")
            default: ignore.reason = text
            }
        }
        guard !ignore.reason.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw error(item, at, "an ignore needs a reason: say why this finding is acceptable")
        }
        return ignore
    }

    func unknownKey(_ key: Node, _ path: String, known: [String], what: String) -> SlotFitError {
        let name = key.scalar?.string ?? "?"
        let closest = DidYouMean.nearest(to: name, in: known) ?? ""
        return error(key, path, "unknown \(what) \"\(name)\"\(DidYouMean.phrase(closest)) Known: \(known.joined(separator: ", "))")
    }

    mutating func activity(_ root: Node) throws -> Activity {
        let top = try mapping(root, "")
        var activity = Activity(name: "")
        let known = ["activity", "catalog", "table", "bundles", "activityBackgroundTint", "activitySystemActionForegroundColor", "attributes", "states", "derived", "assumed", "ignores", "lockScreen", "small", "supplementalActivityFamilies", "dynamicIsland"]
        for (key, value) in top {
            let name = key.scalar?.string ?? ""
            switch name {
            case "activity": activity.name = try string(value, name)
            case "catalog":
                activity.catalog = try string(value, name)
                locations[name] = location(value)
            case "table": activity.table = try string(value, name)
            case "bundles":
                // `bundles: { Shared: ../Shared/Localizable.xcstrings }`: other
                // bundles' catalogs, by the name texts give them.
                for (bundleKey, pathNode) in try mapping(value, name) {
                    let bundle = try string(bundleKey, name)
                    activity.bundles[bundle] = try string(pathNode, "\(name).\(bundle)")
                    locations["\(name).\(bundle)"] = location(pathNode)
                }
            case "activityBackgroundTint", "activitySystemActionForegroundColor":
                // ActivityConfiguration's colours: pictures only.
                let tint = try color(value, name)
                if name == "activityBackgroundTint" { activity.backgroundTint = tint }
            case "attributes":
                for (field, v) in try mapping(value, name) {
                    let fieldName = try string(field, name)
                    for (name, value) in try fields(v, named: fieldName, "attributes.\(fieldName)") { activity.attributes[name] = value }
                }
            case "ignores":
                try readIgnores(value, name, into: &activity)
            case "derived":
                try readDerived(value, name, into: &activity)
            case "assumed":
                try readAssumed(value, name, into: &activity)
            case "states":
                try readStates(value, name, into: &activity)
            case "lockScreen": activity.lockScreen = try view(value, "lockScreen", depth: 0)
            case "small": activity.small = try view(value, "small", depth: 0)
            case "supplementalActivityFamilies":
                try readFamilies(value, name, into: &activity)
            case "dynamicIsland":
                try readDynamicIsland(value, name, into: &activity)
            default:
                throw unknownKey(key, "", known: known, what: "top-level key")
            }
        }
        guard !activity.name.isEmpty else { throw error(root, "", "missing `activity: Name`") }
        // Interpolated texts take the key Xcode extracts, by the types of
        // their fields' values.
        activity = activity.withInterpolatedKeys()
        return activity
    }

    /// `node` with `$item` replaced by `item` in every scalar (marks kept).
    static func substituting(_ item: String, in node: Node) -> Node {
        switch node {
        case .scalar(var scalar):
            scalar.string = scalar.string.replacingOccurrences(of: "$item", with: item)
            return .scalar(scalar)
        case .mapping(let mapping):
            return .mapping(Node.Mapping(mapping.map { (substituting(item, in: $0.key), substituting(item, in: $0.value)) }, mapping.tag, mapping.style, mapping.mark))
        case .sequence(let sequence):
            return .sequence(Node.Sequence(sequence.map { substituting(item, in: $0) }, sequence.tag, sequence.style, sequence.mark))
        default:
            return node
        }
    }

    /// A SwiftUI colour: a name (`red`, `.blue`, `secondary`) or `#RRGGBB`.
    func color(_ node: Node, _ path: String) throws -> ColorValue {
        let text = try string(node, path)
        if let color = ColorValue(text) { return color }
        let closest = DidYouMean.nearest(to: text, in: ColorValue.names) ?? ""
        throw error(node, path, "unknown colour \"\(text)\"\(DidYouMean.phrase(closest)) Use a SwiftUI colour name or #RRGGBB")
    }

    func font(_ node: Node, _ path: String) throws -> FontSpec {
        let styles = TextStyle.allCases.map { ($0.rawValue, $0) }
        if let name = node.scalar?.string {
            return FontSpec(style: try TextStyle(name: name) ?? choice(node, path, what: "text style", styles))
        }
        var style: TextStyle? = nil, size: Double? = nil, weight: FontWeight? = nil, relativeTo: TextStyle? = nil
        for (k, v) in try mapping(node, path) {
            switch k.scalar?.string ?? "" {
            case "style": style = try TextStyle(name: try string(v, "\(path).style")) ?? choice(v, "\(path).style", what: "text style", styles)
            case "size": size = try number(v, "\(path).size", .fontSize)
            case "weight":
                let name = try string(v, "\(path).weight")
                // A number names an OpenType weight (700); names are SwiftUI's.
                weight = try FontWeight(name: name) ?? choice(v, "\(path).weight", what: "font weight", FontWeight.allCases.map { ($0.rawValue, $0) })
            case "relativeTo":
                // `Font.custom(_:size:relativeTo:)`, or a size from a `@ScaledMetric`.
                relativeTo = try TextStyle(name: try string(v, "\(path).relativeTo")) ?? choice(v, "\(path).relativeTo", what: "text style", styles)
            case "design": break // read by the view as `fontDesign`
            default: throw unknownKey(k, path, known: ["style", "size", "weight", "relativeTo", "design"], what: "font parameter")
            }
        }
        if relativeTo != nil, size == nil || style != nil {
            throw error(node, path, "relativeTo: names the style a size grows with; give a size and no style, e.g. { size: 15, relativeTo: body }")
        }
        var spec = style.map { FontSpec(style: $0, weight: weight) } ?? FontSpec(size: size ?? 17, weight: weight ?? .regular, scalesWith: relativeTo)
        if style != nil, let size { spec.explicitSize = size }
        return spec
    }
}

