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
    private var viewCount = 0

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
        guard let scalar = node.scalar else {
            throw error(node, path, "should be a string, number, boolean, list of strings or null; mappings are not ContentState values SlotFit reads")
        }
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
        let known = ["rule"] + (allowsActivity ? ["activity"] : []) + ["key", "locale", "device", "state", "presentation", "reason"]
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
                    activity.attributes[fieldName] = try self.value(v, "attributes.\(fieldName)")
                }
            case "ignores":
                // `ignores: [{ rule: text-truncation, key: "…", reason: "…" }]`:
                // findings of this activity to drop, each with its reason.
                guard let sequence = value.sequence else { throw error(value, name, "should be a list of { rule, key, locale, device, state, presentation, reason }") }
                for (index, item) in sequence.enumerated() {
                    activity.ignores.append(try ignore(item, "\(name)[\(index)]", allowsActivity: false))
                }
            case "derived":
                // `derived: { minutes: "Int(etaSeconds / 60)" }`: values the
                // app computes from the fields, read by views like fields.
                for (field, v) in try mapping(value, name) {
                    let fieldName = try string(field, name)
                    let text = try string(v, "derived.\(fieldName)")
                    do {
                        activity.derived[fieldName] = try ValueExpression(parsing: text)
                    } catch let problem as SlotFitError {
                        throw error(v, "derived.\(fieldName)", problem.problem)
                    }
                }
            case "assumed":
                // `assumed: { pct: { expression: "…", at: "W.swift:4", reason: "…" } }`:
                // values SlotFit stood in for; texts reading them are unverified.
                for (field, v) in try mapping(value, name) {
                    let fieldName = try string(field, name)
                    var standIn = StandIn(expression: fieldName, location: .unknown, reason: "assumed")
                    for (partKey, part) in try mapping(v, "assumed.\(fieldName)") {
                        let partName = try string(partKey, "assumed.\(fieldName)")
                        switch partName {
                        case "expression": standIn.expression = try string(part, "assumed.\(fieldName).expression")
                        case "at": standIn.location = Self.writtenLocation(try string(part, "assumed.\(fieldName).at"))
                        case "reason": standIn.reason = try string(part, "assumed.\(fieldName).reason")
                        case "suppliedBy": standIn.suppliedBy = try string(part, "assumed.\(fieldName).suppliedBy")
                        default: throw unknownKey(partKey, "assumed.\(fieldName)", known: ["expression", "at", "reason", "suppliedBy"], what: "key")
                        }
                    }
                    activity.assumed[fieldName] = standIn
                }
            case "states":
                for (stateName, fields) in try mapping(value, name) {
                    let state = try string(stateName, name)
                    locations["states.\(state)"] = location(stateName)
                    var values: [String: ActivityValue] = [:]
                    for (field, v) in try mapping(fields, "states.\(state)") {
                        let fieldName = try string(field, "states.\(state)")
                        values[fieldName] = try self.value(v, "states.\(state).\(fieldName)")
                    }
                    activity.states.append(Activity.State(name: state, fields: values))
                }
            case "lockScreen": activity.lockScreen = try view(value, "lockScreen", depth: 0)
            case "small": activity.small = try view(value, "small", depth: 0)
            case "supplementalActivityFamilies":
                guard let sequence = value.sequence else { throw error(value, name, "should be a list, e.g. [small]") }
                for item in sequence {
                    // ActivityKit's families: small (CarPlay, Apple Watch Smart Stack) and medium (the default).
                    if try choice(item, name, what: "activity family", [("small", true), ("medium", false)]) { activity.supportsSmallFamily = true }
                }
            case "dynamicIsland":
                for (regionKey, regionValue) in try mapping(value, name) {
                    let region = regionKey.scalar?.string ?? ""
                    let path = "dynamicIsland.\(region)"
                    switch region {
                    case "compactLeading": activity.compactLeading = try view(regionValue, path, depth: 0)
                    case "compactTrailing": activity.compactTrailing = try view(regionValue, path, depth: 0)
                    case "minimal": activity.minimal = try view(regionValue, path, depth: 0)
                    case "expanded":
                        for (expandedKey, expandedValue) in try mapping(regionValue, path) {
                            guard let expanded = Activity.ExpandedRegion(rawValue: expandedKey.scalar?.string ?? "") else {
                                throw unknownKey(expandedKey, path, known: Activity.ExpandedRegion.allCases.map(\.rawValue), what: "expanded region")
                            }
                            // `priority:` is DynamicIslandExpandedRegion's own parameter,
                            // written beside the region's view.
                            var regionNode = expandedValue
                            if let pairs = expandedValue.mapping, let found = pairs.first(where: { $0.key.scalar?.string == "priority" }) {
                                activity.expandedPriorities[expanded] = try number(found.value, "\(path).\(expanded.rawValue).priority", .priority)
                                regionNode = .mapping(Node.Mapping(pairs.filter { $0.key.scalar?.string != "priority" }.map { ($0.key, $0.value) },
                                                                   pairs.tag, pairs.style, pairs.mark))
                            }
                            activity.expanded[expanded] = try view(regionNode, "\(path).\(expanded.rawValue)", depth: 0)
                        }
                    case "keylineTint":
                        activity.keylineTint = try color(regionValue, path)
                    case "widgetURL", "contentMargins":
                        // DynamicIsland's modifiers that change no slot budget SlotFit
                        // checks: accepted (pictures draw the default keyline and margins).
                        break
                    default:
                        throw unknownKey(regionKey, "dynamicIsland", known: ["compactLeading", "compactTrailing", "minimal", "expanded", "keylineTint", "widgetURL", "contentMargins"], what: "presentation")
                    }
                }
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

    mutating func view(_ node: Node, _ path: String, depth: Int) throws -> ActivityView {
        guard depth < ActivityManifest.maximumDepth else {
            throw error(node, path, "views nested deeper than \(ActivityManifest.maximumDepth) levels; a Live Activity view is never this deep")
        }
        viewCount += 1
        guard viewCount <= ActivityManifest.maximumViews else {
            throw error(node, path, "more than \(ActivityManifest.maximumViews) views (YAML aliases expanding?); simplify the manifest")
        }
        let fields = try mapping(node, path)
        var kindKey: (Node, Node)? = nil
        var unknownNodes: [Node] = []
        var weightOverride: FontWeight? = nil
        var modifiers = ViewModifiers()
        var condition: Condition? = nil
        var keyField: String? = nil
        var lookup = TextLookup.localized
        var table: String? = nil
        var bundle: String? = nil
        var arguments: [TextArgument] = []
        var approximatedNote: String? = nil
        // Layout modifiers written outside ones that apply after them
        // (`padding` then `frame`): the layers below the last, innermost first.
        var layers: [ViewModifiers] = []
        func layer(_ stage: ViewModifiers.LayoutStage) {
            guard modifiers.mustWrap(before: stage) else { return }
            layers.append(modifiers.layoutLayer)
            modifiers = modifiers.withoutLayoutLayer
        }
        // Keys apply in the order written; `modifiers:` is a list of
        // one-key mappings for what a mapping cannot repeat
        // (`[{padding: 4}, {background: red}, {padding: 8}]`).
        var entries: [(Node, Node)] = []
        for (key, value) in fields {
            guard key.scalar?.string == "modifiers" else { entries.append((key, value)); continue }
            guard let list = value.sequence else {
                throw error(value, "\(path).modifiers", "should be a list of one-key mappings, e.g. [{padding: 4}, {background: red}, {padding: 8}]")
            }
            for (index, item) in list.enumerated() {
                let pairs = try mapping(item, "\(path).modifiers[\(index)]")
                guard pairs.count == 1, let pair = pairs.first else {
                    throw error(item, "\(path).modifiers[\(index)]", "should hold one modifier (found \(pairs.count)); write each as its own item")
                }
                if let name = pair.key.scalar?.string, ActivityManifest.viewKinds.contains(name) || name == "modifiers" {
                    throw error(pair.key, "\(path).modifiers[\(index)]", "\"\(name)\" is not a modifier; give the view's kind beside `modifiers:`")
                }
                entries.append((pair.key, pair.value))
            }
        }
        for (key, value) in entries {
            let name = key.scalar?.string ?? ""
            if ActivityManifest.viewKinds.contains(name) {
                if let existing = kindKey {
                    throw error(key, path, "a view has one kind, but this one has both \"\(existing.0.scalar?.string ?? "")\" and \"\(name)\"; nest them in a stack")
                }
                kindKey = (key, value)
                continue
            }
            let at = "\(path).\(name)"
            switch name {
            case "font":
                modifiers.font = try font(value, at)
                if let design = value.mapping?.first(where: { $0.key.scalar?.string == "design" })?.value {
                    let chosen = try choice(design, "\(at).design", what: "font design", FontDesign.allCases.map { ($0.rawValue, $0) })
                    modifiers.fontDesign = chosen == .default ? nil : chosen
                }
            case "monospacedDigit": modifiers.monospacedDigit = try bool(value, at)
            case "lineLimit":
                // `lineLimit: 2`, `lineLimit: "2...3"`, or `{ min: 2, max: 3, reservesSpace: true }`.
                if let text = value.scalar?.string, text.contains("...") {
                    let bounds = text.components(separatedBy: "...").map { Int($0.trimmingCharacters(in: .whitespaces)) }
                    guard bounds.count == 2, let low = bounds[0], let high = bounds[1], low >= 1, low <= high, high <= 10_000 else {
                        throw error(value, at, "\"\(text)\" is not a range of lines; write 2...3 (1 ≤ lower ≤ upper ≤ 10000)")
                    }
                    modifiers.lineLimit = high
                    modifiers.reservedLines = low
                } else if value.mapping != nil {
                    var reserves = false, low: Int? = nil
                    for (k, v) in try mapping(value, at) {
                        switch k.scalar?.string ?? "" {
                        case "min": low = Int(try number(v, "\(at).min", .lineCount))
                        case "max": modifiers.lineLimit = Int(try number(v, "\(at).max", .lineCount))
                        case "reservesSpace": reserves = try bool(v, "\(at).reservesSpace")
                        default: throw unknownKey(k, at, known: ["min", "max", "reservesSpace"], what: "lineLimit parameter")
                        }
                    }
                    // A range keeps its lower bound's lines (Apple: "expands to occupy
                    // the minimum number of lines"); `lineLimit(n, reservesSpace: true)` keeps n.
                    modifiers.reservedLines = low ?? (reserves ? modifiers.lineLimit : nil)
                } else {
                    modifiers.lineLimit = Int(try number(value, at, .lineCount))
                }
            case "fontWeight":
                // Applied after `font:`, wherever it is written.
                weightOverride = try FontWeight(name: try string(value, at)) ?? choice(value, at, what: "font weight", FontWeight.allCases.map { ($0.rawValue, $0) })
            case "bold":
                if try bool(value, at) { weightOverride = .bold }
            case "italic", "monospaced":
                if try bool(value, at) { modifiers.unmeasuredVariants.append(name) }
            case "fontWidth":
                let width = try choice(value, at, what: "font width", [("compressed", "compressed"), ("condensed", "condensed"), ("standard", "standard"), ("expanded", "expanded")])
                if width != "standard" { modifiers.unmeasuredVariants.append("width \(width)") }
            case "tracking", "kerning":
                let tracking = try number(value, at, .signedSize)
                guard abs(tracking) < 100 else { throw error(value, at, "\(tracking) is out of range; tracking is points between -100 and 100") }
                modifiers.tracking = tracking
            case "textCase":
                modifiers.textCase = try choice(value, at, what: "text case", TextCase.allCases.map { ($0.rawValue, $0) })
            case "multilineTextAlignment":
                modifiers.multilineTextAlignment = try choice(value, at, what: "text alignment", HorizontalAlignment.allCases.map { ($0.rawValue, $0) })
            case "resizable": modifiers.resizable = try bool(value, at)
            case "scaledToFit", "scaledToFill":
                if try bool(value, at) { modifiers.aspectRatio = AspectRatio(contentMode: name == "scaledToFit" ? .fit : .fill) }
            case "aspectRatio":
                // `aspectRatio: 1.5`, or `{ ratio: 1.5, contentMode: fit }`.
                if value.scalar != nil {
                    modifiers.aspectRatio = AspectRatio(ratio: try number(value, at, .size), contentMode: .fit)
                } else {
                    var aspect = AspectRatio(contentMode: .fit)
                    for (k, v) in try mapping(value, at) {
                        switch k.scalar?.string ?? "" {
                        case "ratio": aspect.ratio = try number(v, "\(at).ratio", .size)
                        case "contentMode": aspect.contentMode = try choice(v, "\(at).contentMode", what: "content mode", AspectRatio.ContentMode.allCases.map { ($0.rawValue, $0) })
                        default: throw unknownKey(k, at, known: ["ratio", "contentMode"], what: "aspectRatio parameter")
                        }
                    }
                    modifiers.aspectRatio = aspect
                }
            case "labelStyle":
                modifiers.labelStyle = try choice(value, at, what: "label style", LabelStyle.allCases.map { ($0.rawValue, $0) })
            case "imageScale":
                modifiers.imageScale = try choice(value, at, what: "image scale", ImageScale.allCases.map { ($0.rawValue, $0) })
            case "allowsTightening", "dynamicTypeSize":
                // Accepted: SlotFit measures at the default size (large), the
                // size a range that includes it leaves unchanged; tightening
                // is not modelled (the width errs wide).
                modifiers.visualOnly.append(name)
            case "minimumScaleFactor": modifiers.minimumScaleFactor = try number(value, at, .factor)
            case "truncationMode":
                modifiers.truncationMode = try choice(value, at, what: "truncation mode", [("tail", .tail), ("middle", .middle), ("head", .head)])
            case "frame":
                layer(.frame)
                let frameKeys = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]
                for (frameKey, frameValue) in try mapping(value, at) {
                    let frameName = frameKey.scalar?.string ?? ""
                    if frameName == "alignment" {
                        modifiers.frame.alignment = try choice(frameValue, "\(at).alignment", what: "frame alignment (an Alignment)", Alignment.named.map { ($0.name, $0.alignment) })
                        continue
                    }
                    guard frameKeys.contains(frameName) else { throw unknownKey(frameKey, at, known: frameKeys, what: "frame parameter") }
                    let amount = try number(frameValue, "\(at).\(frameName)", .size, allowInfinity: frameName.hasPrefix("max"))
                    switch frameName {
                    case "width": modifiers.frame.width = amount
                    case "height": modifiers.frame.height = amount
                    case "minWidth": modifiers.frame.minWidth = amount
                    case "idealWidth": modifiers.frame.idealWidth = amount
                    case "maxWidth": modifiers.frame.maxWidth = amount
                    case "minHeight": modifiers.frame.minHeight = amount
                    case "idealHeight": modifiers.frame.idealHeight = amount
                    default: modifiers.frame.maxHeight = amount
                    }
                }
                let f = modifiers.frame
                for (low, high, axis) in [(f.minWidth, f.idealWidth ?? f.maxWidth, "width"), (f.idealWidth, f.maxWidth, "width"),
                                          (f.minHeight, f.idealHeight ?? f.maxHeight, "height"), (f.idealHeight, f.maxHeight, "height")] {
                    if let low, let high, low > high {
                        throw error(value, at, "the frame's \(axis)s are out of order (\(low) > \(high)); SwiftUI needs min ≤ ideal ≤ max")
                    }
                }
            case "fixedSize":
                layer(.fixedSize)
                // `fixedSize: true`, or `{ horizontal: true, vertical: false }`.
                if value.scalar != nil {
                    let both = try bool(value, at)
                    modifiers.fixedSize = .init(horizontal: both, vertical: both)
                } else {
                    for (k, v) in try mapping(value, at) {
                        switch k.scalar?.string ?? "" {
                        case "horizontal": modifiers.fixedSize.horizontal = try bool(v, "\(at).horizontal")
                        case "vertical": modifiers.fixedSize.vertical = try bool(v, "\(at).vertical")
                        default: throw unknownKey(k, at, known: ["horizontal", "vertical"], what: "fixedSize parameter")
                        }
                    }
                }
            case "offset":
                layer(.offset)
                for (k, v) in try mapping(value, at) {
                    switch k.scalar?.string ?? "" {
                    case "x": modifiers.offset.x = try number(v, "\(at).x", .signedSize)
                    case "y": modifiers.offset.y = try number(v, "\(at).y", .signedSize)
                    default: throw unknownKey(k, at, known: ["x", "y"], what: "offset parameter")
                    }
                }
            case "padding":
                layer(.padding)
                if value.scalar != nil {
                    let all = try number(value, at, .signedSize)
                    modifiers.padding = .init(top: all, leading: all, bottom: all, trailing: all)
                } else {
                    for (edgeKey, edgeValue) in try mapping(value, at) {
                        let edge = edgeKey.scalar?.string ?? ""
                        let amount = try number(edgeValue, "\(at).\(edge)", .signedSize)
                        switch edge {
                        case "top": modifiers.padding.top = amount
                        case "bottom": modifiers.padding.bottom = amount
                        case "leading": modifiers.padding.leading = amount
                        case "trailing": modifiers.padding.trailing = amount
                        case "horizontal": modifiers.padding.leading = amount; modifiers.padding.trailing = amount
                        case "vertical": modifiers.padding.top = amount; modifiers.padding.bottom = amount
                        default: throw unknownKey(edgeKey, at, known: ["top", "bottom", "leading", "trailing", "horizontal", "vertical"], what: "edge")
                        }
                    }
                }
            case "layoutPriority": modifiers.layoutPriority = try number(value, at, .priority)
            case "layoutDirection":
                modifiers.layoutDirection = try choice(value, at, what: "layout direction",
                                                       [("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft), ("ltr", .leftToRight), ("rtl", .rightToLeft)])
            case "dynamicIsland":
                // `.dynamicIsland(verticalPlacement: .belowIfTooWide)`.
                for (k, v) in try mapping(value, at) {
                    guard k.scalar?.string == "verticalPlacement" else { throw unknownKey(k, at, known: ["verticalPlacement"], what: "dynamicIsland parameter") }
                    modifiers.verticalPlacement = try choice(v, "\(at).verticalPlacement", what: "vertical placement",
                                                             ExpandedVerticalPlacement.allCases.map { ($0.rawValue, $0) })
                }
            case "if":
                do { condition = try Condition(parsing: try string(value, at)) } catch let problem as ConditionError {
                    throw error(value, at, problem.message)
                }
                locations["\(path).if"] = location(value)
            case "approximated":
                // What the importer assumed for a view it could not read
                // (`slotfit import --format yaml`): shown in snapshots.
                approximatedNote = try string(value, at)
            case "table":
                // `Text(_:tableName:)`: the table the key is looked up in.
                table = try string(value, at)
            case "bundle":
                // `Text(_:bundle:)`: a name from the activity's `bundles`.
                bundle = try string(value, at)
                locations["\(path).bundle"] = location(value)
            case "arguments":
                guard let sequence = value.sequence else { throw error(value, at, "should be a list of attribute or state field names") }
                arguments = try sequence.map { try argument($0, at) }
            case "foregroundStyle", "foregroundColor":
                modifiers.foreground = try color(value, at)
            case "tint" where value.scalar.map({ ColorValue($0.string) != nil }) == true:
                modifiers.tint = try color(value, at)
                modifiers.visualOnly.append(name)
            case "opacity" where value.scalar.map({ Double($0.string) != nil }) == true:
                modifiers.opacity = try number(value, at, .opacity)
                modifiers.visualOnly.append(name)
            case "background", "overlay":
                // A colour (`background: blue`) or a view, offered the decorated view's size.
                let decoration: ActivityView
                if value.scalar != nil {
                    decoration = ActivityView(.shape(.color, fill: try color(value, at)), location: location(value))
                } else {
                    decoration = try self.view(value, at, depth: depth + 1)
                }
                layer(.decoration)
                if name == "background" { modifiers.background.append(decoration) } else { modifiers.overlay.append(decoration) }
            default:
                if ActivityManifest.visualOnlyModifiers.contains(name) || name.hasPrefix("accessibility") {
                    modifiers.visualOnly.append(name)
                } else {
                    // Unknown: a warning on the view, the layout unchanged —
                    // unless the view has no kind at all (then it is the kind, misspelt).
                    unknownNodes.append(key)
                    modifiers.unknown.append(name)
                }
            }
        }
        if let weightOverride { modifiers.fontWeight = weightOverride }
        guard let (key, value) = kindKey else {
            if let misspelt = unknownNodes.first {
                throw unknownKey(misspelt, path, known: ActivityManifest.viewKinds + ActivityManifest.modifierKeys, what: "view or modifier")
            }
            throw error(node, path, "no view: give one of \(ActivityManifest.viewKinds.joined(separator: ", "))")
        }
        for (index, unknown) in unknownNodes.enumerated() {
            locations["\(path).\(modifiers.unknown[index])"] = location(unknown)
        }
        let kindName = key.scalar!.string
        let at = "\(path).\(kindName)"
        let kind: ActivityView.Kind
        switch kindName {
        case "text":
            if let sequence = value.sequence {
                // `Text("5").bold() + Text(" min")`: a list of parts, each a
                // text or a timer with text modifiers only.
                guard arguments.isEmpty else { throw error(value, "\(path).arguments", "a concatenated text's arguments belong to its parts; move them to the part that formats them") }
                guard !sequence.isEmpty else { throw error(value, at, "a concatenated text needs at least one part, e.g. [{ text: \"%lld\", arguments: [minutes], bold: true }, { text: \" min\" }]") }
                let parts = try sequence.enumerated().map { index, item -> ActivityView in
                    let part = try self.view(item, "\(at)[\(index)]", depth: depth + 1)
                    switch part.kind {
                    case .text, .timer: break
                    default: throw error(item, "\(at)[\(index)]", "a part of a concatenated text is a text or a timer (Text + Text), not a view of kind \"\(part.kind.name)\"")
                    }
                    if part.modifiers.outermostStage != nil || part.modifiers.layoutPriority != 0 {
                        throw error(item, "\(at)[\(index)]", "a part of a concatenated text takes text modifiers only (font, fontWeight, monospacedDigit, tracking, textCase, foregroundStyle); put frame, padding and the like on the whole text")
                    }
                    return part
                }
                kind = .concatenated(parts)
            } else if let fields = value.mapping {
                // `text: { keyFrom: workoutTitle }`: the key is the field's
                // value, as Text(LocalizedStringKey(attributes.workoutTitle));
                // `{ verbatim: "4812" }` is Text(verbatim:); `{ value:
                // driverName }` is Text(context.state.driverName), a String.
                var literal = ""
                let names = fields.map { $0.key.scalar?.string ?? "" }
                if names.contains("date") {
                    // `{ date: eta, style: relative }`: Text(date, style:).
                    var field = "", style = DateTextStyle.time
                    for (k, v) in fields {
                        switch k.scalar?.string ?? "" {
                        case "date": field = try string(v, "\(at).date")
                        case "style": style = try choice(v, "\(at).style", what: "date style", DateTextStyle.allCases.map { ($0.rawValue, $0) })
                        default: throw unknownKey(k, at, known: ["date", "style"], what: "date text parameter")
                        }
                    }
                    lookup = .date(field: field, style: style)
                    kind = .text(key: "", arguments: [])
                    break
                }
                if names.sorted() == ["format", "value"], let field = fields.first(where: { $0.key.scalar?.string == "value" })?.value,
                   let formatNode = fields.first(where: { $0.key.scalar?.string == "format" })?.value {
                    // `{ value: progress, format: percent }`: Text(progress, format: .percent).
                    let name = try string(field, "\(at).value")
                    guard let valueFormat = try valueFormat(formatNode, "\(at).format") else {
                        throw error(formatNode, "\(at).format", "a value's format is a Foundation format: \(Self.valueFormatNames.joined(separator: ", "))")
                    }
                    lookup = .value(field: name)
                    kind = .text(key: "", arguments: [TextArgument(field: name, valueFormat: valueFormat)])
                    break
                }
                guard fields.count == 1, let (k, v) = fields.first else {
                    throw error(value, at, "should be a catalog key, or one of { keyFrom: field }, { verbatim: text }, { value: field }, { date: field, style: time }")
                }
                switch k.scalar?.string ?? "" {
                case "keyFrom": keyField = try string(v, "\(at).keyFrom")
                case "verbatim": lookup = .verbatim; literal = try string(v, "\(at).verbatim")
                case "value": lookup = .value(field: try string(v, "\(at).value"))
                default: throw unknownKey(k, at, known: ["keyFrom", "verbatim", "value", "date"], what: "text parameter")
                }
                if lookup != .localized && !arguments.isEmpty {
                    throw error(value, "\(path).arguments", "a verbatim or value text is never formatted; remove `arguments:` or make it a catalog key")
                }
                kind = .text(key: literal, arguments: arguments)
            } else {
                // `text: 'Arrives in \(minutes) min'`: interpolated fields
                // become the key Xcode extracts, with them as arguments.
                let written = try string(value, at)
                let interpolated: Interpolation
                do { interpolated = try Interpolation(parsing: written) } catch let problem as ConditionError {
                    throw error(value, at, problem.message)
                }
                if !interpolated.fields.isEmpty {
                    guard arguments.isEmpty else {
                        throw error(value, "\(path).arguments", "the text interpolates \(interpolated.fields.map { "\\(\($0))" }.joined(separator: ", ")) and gives `arguments:` too; use one or the other")
                    }
                }
                kind = .text(key: written, arguments: interpolated.fields.isEmpty ? arguments : interpolated.fields.map { TextArgument(field: $0) })
            }
        case "timer":
            var spec = TimerSpec(seconds: "")
            for (k, v) in try mapping(value, at) {
                switch k.scalar?.string ?? "" {
                case "seconds": spec.seconds = try string(v, "\(at).seconds")
                case "countsDown": spec.countsDown = try bool(v, "\(at).countsDown")
                case "pausedWhen":
                    do { spec.pausedWhen = try Condition(parsing: try string(v, "\(at).pausedWhen")) } catch let problem as ConditionError {
                        throw error(v, "\(at).pausedWhen", problem.message)
                    }
                case "interval": spec.interval = try string(v, "\(at).interval")
                case "showsHours": spec.showsHours = try bool(v, "\(at).showsHours")
                default: throw unknownKey(k, at, known: ["seconds", "countsDown", "pausedWhen", "interval", "showsHours"], what: "timer parameter")
                }
            }
            guard !spec.seconds.isEmpty else { throw error(value, at, "needs `seconds:`, the field with the seconds left (or elapsed)") }
            kind = .timer(spec)
        case "image":
            var symbol = "", width = 0.0, height = 0.0
            for (k, v) in try mapping(value, at) {
                switch k.scalar?.string ?? "" {
                case "symbol": symbol = try string(v, "\(at).symbol")
                case "width": width = try number(v, "\(at).width")
                case "height": height = try number(v, "\(at).height")
                case "size": width = try number(v, "\(at).size"); height = width
                default: throw unknownKey(k, at, known: ["symbol", "width", "height", "size"], what: "image parameter")
                }
            }
            kind = .image(symbol: symbol, width: width, height: height)
        case "hstack", "vstack", "zstack":
            var spacing: Double? = nil, alignmentNode: Node? = nil, content: [ActivityView] = []
            if let sequence = value.sequence {
                content = try sequence.enumerated().map { try view($0.element, "\(at)[\($0.offset)]", depth: depth + 1) }
            } else {
                for (k, v) in try mapping(value, at) {
                    switch k.scalar?.string ?? "" {
                    case "spacing": spacing = try number(v, "\(at).spacing", .signedSize)
                    case "alignment": alignmentNode = v
                    case "content":
                        guard let sequence = v.sequence else { throw error(v, "\(at).content", "should be a list of views") }
                        content = try sequence.enumerated().map { try view($0.element, "\(at).content[\($0.offset)]", depth: depth + 1) }
                    default: throw unknownKey(k, at, known: ["spacing", "alignment", "content"], what: "stack parameter")
                    }
                }
            }
            // Each stack takes SwiftUI's alignments for its cross axis.
            let alignmentPath = "\(at).alignment"
            switch kindName {
            case "hstack":
                let alignment = try alignmentNode.map { try choice($0, alignmentPath, what: "HStack alignment (a VerticalAlignment)", VerticalAlignment.allCases.map { ($0.rawValue, $0) }) }
                kind = .hstack(spacing: spacing, alignment: alignment ?? .center, content: content)
            case "vstack":
                let alignment = try alignmentNode.map { try choice($0, alignmentPath, what: "VStack alignment (a HorizontalAlignment)", HorizontalAlignment.allCases.map { ($0.rawValue, $0) }) }
                kind = .vstack(spacing: spacing, alignment: alignment ?? .center, content: content)
            default:
                if spacing != nil { throw error(value, "\(at).spacing", "a ZStack has no spacing; remove it") }
                let alignment = try alignmentNode.map { try choice($0, alignmentPath, what: "ZStack alignment (an Alignment)", Alignment.named.map { ($0.name, $0.alignment) }) }
                kind = .zstack(alignment: alignment ?? .center, content: content)
            }
        case "spacer":
            var minLength: Double? = nil
            if let spacerFields = value.mapping {
                for (k, v) in spacerFields {
                    guard k.scalar?.string == "minLength" else { throw unknownKey(k, at, known: ["minLength"], what: "spacer parameter") }
                    minLength = try number(v, "\(at).minLength", .signedSize)
                }
            }
            kind = .spacer(minLength: minLength)
        case "color":
            kind = .shape(.color, fill: try color(value, at))
        case "rectangle", "capsule", "circle", "containerRelativeShape", "roundedRectangle":
            var radius = 0.0, fill: ColorValue? = nil
            if let fields = value.mapping {
                for (k, v) in fields {
                    switch k.scalar?.string ?? "" {
                    case "cornerRadius" where kindName == "roundedRectangle": radius = try number(v, "\(at).cornerRadius")
                    case "fill": fill = try color(v, "\(at).fill")
                    default: throw unknownKey(k, at, known: kindName == "roundedRectangle" ? ["cornerRadius", "fill"] : ["fill"], what: "\(kindName) parameter")
                    }
                }
            }
            let shape: ShapeKind = kindName == "rectangle" ? .rectangle : kindName == "capsule" ? .capsule : kindName == "circle" ? .circle
                : kindName == "containerRelativeShape" ? .containerRelativeShape : .roundedRectangle(cornerRadius: radius)
            kind = .shape(shape, fill: fill)
        case "divider":
            kind = .divider
        case "switch":
            // `switch context.state.status { case .a: … default: … }`: a group of
            // views, each shown when the field has its case's value, the default
            // when it has none of them.
            var field = "", cases: [(String, ActivityView)] = [], fallback: ActivityView? = nil
            for (k, v) in try mapping(value, at) {
                switch k.scalar?.string ?? "" {
                case "field": field = try string(v, "\(at).field")
                case "cases":
                    for (caseKey, caseView) in try mapping(v, "\(at).cases") {
                        let name = try string(caseKey, "\(at).cases")
                        cases.append((name, try self.view(caseView, "\(at).cases.\(name)", depth: depth + 1)))
                    }
                case "default": fallback = try self.view(v, "\(at).default", depth: depth + 1)
                default: throw unknownKey(k, at, known: ["field", "cases", "default"], what: "switch parameter")
                }
            }
            guard !field.isEmpty, !cases.isEmpty else { throw error(value, at, "a switch needs `field:` and `cases:` (value: view)") }
            var content = cases.map { name, caseView -> ActivityView in
                var shown = caseView
                let test = Condition(terms: [.init(field: field, value: name, mustMatchASample: false)])
                shown.condition = shown.condition.map { test.and($0) } ?? test
                return shown
            }
            if var fallback {
                let none = Condition(terms: cases.map { Condition.Term(field: field, value: $0.0, negated: true, mustMatchASample: false) })
                fallback.condition = fallback.condition.map { none.and($0) } ?? none
                content.append(fallback)
            }
            kind = .group(content: content)
        case "forEach":
            // `ForEach(["Mon", "Tue"], id: \.self) { Text($0) }` over a static
            // list: the view once per item, `$item` in its text keys, symbols
            // and labels replaced by the item.
            var items: [String] = [], template: Node? = nil
            for (k, v) in try mapping(value, at) {
                switch k.scalar?.string ?? "" {
                case "items":
                    guard let sequence = v.sequence else { throw error(v, "\(at).items", "should be a list of values, e.g. [Mon, Tue, Wed]") }
                    items = try sequence.map { try string($0, "\(at).items") }
                case "content": template = v
                default: throw unknownKey(k, at, known: ["items", "content"], what: "forEach parameter")
                }
            }
            guard let template, items.count <= 100 else { throw error(value, at, "a forEach needs `items:` (at most 100) and `content:` (a view using $item)") }
            kind = .group(content: try items.enumerated().map { index, item in
                try self.view(Self.substituting(item, in: template), "\(at)[\(index)]", depth: depth + 1)
            })
        case "group", "viewThatFits":
            var horizontal = true, vertical = true, content: [ActivityView] = []
            let items: [Node]
            if let sequence = value.sequence { items = Array(sequence) } else {
                var found: [Node] = []
                for (k, v) in try mapping(value, at) {
                    switch k.scalar?.string ?? "" {
                    case "content":
                        guard let sequence = v.sequence else { throw error(v, "\(at).content", "should be a list of views") }
                        found = Array(sequence)
                    case "in" where kindName == "viewThatFits":
                        // `ViewThatFits(in: .horizontal)`: the axes that must fit.
                        let axes = try choice(v, "\(at).in", what: "axis set", [("horizontal", (true, false)), ("vertical", (false, true)), ("all", (true, true))])
                        (horizontal, vertical) = axes
                    default: throw unknownKey(k, at, known: kindName == "viewThatFits" ? ["in", "content"] : ["content"], what: "\(kindName) parameter")
                    }
                }
                items = found
            }
            content = try items.enumerated().map { try self.view($0.element, "\(at)[\($0.offset)]", depth: depth + 1) }
            kind = kindName == "group" ? .group(content: content) : .viewThatFits(horizontal: horizontal, vertical: vertical, content: content)
        case "progressView", "gauge":
            var spec = ProgressSpec(value: "", style: kindName == "gauge" ? .accessoryCircular : .linear)
            for (k, v) in try mapping(value, at) {
                switch k.scalar?.string ?? "" {
                case "value": spec.value = try string(v, "\(at).value")
                case "total": spec.total = try string(v, "\(at).total")
                case "style":
                    let styles = ProgressSpec.Style.allCases.filter { $0.isGauge == (kindName == "gauge") }
                    spec.style = try choice(v, "\(at).style", what: kindName == "gauge" ? "gauge style" : "progress view style", styles.map { ($0.rawValue, $0) })
                default: throw unknownKey(k, at, known: ["value", "total", "style"], what: "\(kindName) parameter")
                }
            }
            guard !spec.value.isEmpty else { throw error(value, at, "needs `value:`, a field or a number (ProgressView(value:total:))") }
            kind = .progress(spec)
        default: // label
            var title = "", symbol = "", iconSize = 17.0
            for (k, v) in try mapping(value, at) {
                switch k.scalar?.string ?? "" {
                case "text": title = try string(v, "\(at).text")
                // `Label(driverName, systemImage:)`: a String title, never looked up.
                case "value": lookup = .value(field: try string(v, "\(at).value"))
                case "symbol": symbol = try string(v, "\(at).symbol")
                case "iconSize": iconSize = try number(v, "\(at).iconSize")
                default: throw unknownKey(k, at, known: ["text", "value", "symbol", "iconSize"], what: "label parameter")
                }
            }
            kind = .label(key: title, arguments: arguments, symbol: symbol, iconSize: iconSize)
        }
        let location = location(node)
        locations[path] = location
        // The kind with its innermost layout layer and what only the view
        // itself reads (an image's `resizable`, `aspectRatio`); each further
        // layer wraps it; the outermost holds the rest (the environment,
        // the condition, the layout priority, what a stack reads).
        var built: ActivityView
        if let innermost = layers.first {
            var own = innermost
            own.resizable = modifiers.resizable
            own.aspectRatio = modifiers.aspectRatio
            built = ActivityView(kind, modifiers: own, location: location)
            built.keyField = keyField
            if keyField == nil { built.lookup = lookup }
            built.table = table
            built.bundle = bundle
            built.keyPath = path
            for layer in layers.dropFirst() {
                built = ActivityView(.modified(built), modifiers: layer, location: location)
                built.keyPath = path
            }
            var outer = modifiers
            outer.resizable = false
            outer.aspectRatio = nil
            built = ActivityView(.modified(built), modifiers: outer, location: location)
            built.condition = condition
        } else {
            built = ActivityView(kind, modifiers: modifiers, condition: condition, location: location)
            built.keyField = keyField
            if keyField == nil { built.lookup = lookup }
            built.table = table
            built.bundle = bundle
        }
        built.keyPath = path
        if let approximatedNote {
            // A stand-in written from Swift source: the note on the view and
            // on the view inside its layers, as the importer sets it.
            built.approximated = approximatedNote
            if case .modified(var inner) = built.kind, inner.approximated == nil {
                inner.approximated = approximatedNote
                built.kind = .modified(inner)
            }
        }
        return built
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
        let closest = DidYouMean.nearest(to: text, in: ColorValue.named.keys.sorted()) ?? ""
        throw error(node, path, "unknown colour \"\(text)\"\(DidYouMean.phrase(closest)) Use a SwiftUI colour name or #RRGGBB")
    }

    func font(_ node: Node, _ path: String) throws -> FontSpec {
        let styles = TextStyle.allCases.map { ($0.rawValue, $0) }
        if let name = node.scalar?.string {
            return FontSpec(style: try TextStyle(name: name) ?? choice(node, path, what: "text style", styles))
        }
        var style: TextStyle? = nil, size: Double? = nil, weight: FontWeight? = nil
        for (k, v) in try mapping(node, path) {
            switch k.scalar?.string ?? "" {
            case "style": style = try TextStyle(name: try string(v, "\(path).style")) ?? choice(v, "\(path).style", what: "text style", styles)
            case "size": size = try number(v, "\(path).size", .fontSize)
            case "weight":
                let name = try string(v, "\(path).weight")
                // A number names an OpenType weight (700); names are SwiftUI's.
                weight = try FontWeight(name: name) ?? choice(v, "\(path).weight", what: "font weight", FontWeight.allCases.map { ($0.rawValue, $0) })
            case "design": break // read by the view as `fontDesign`
            default: throw unknownKey(k, path, known: ["style", "size", "weight", "design"], what: "font parameter")
            }
        }
        var spec = style.map { FontSpec(style: $0, weight: weight) } ?? FontSpec(size: size ?? 17, weight: weight ?? .regular)
        if style != nil, let size { spec.explicitSize = size }
        return spec
    }
}

