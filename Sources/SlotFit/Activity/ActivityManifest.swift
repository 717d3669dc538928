import Foundation
import SlotFitStrings
import SlotFitText
import Yams

/// Reads an activity manifest (YAML, or JSON, which is YAML too) into an
/// `Activity`, checking it: unknown views and modifiers, negative sizes,
/// fields that no state defines, catalog keys that do not exist, views nested
/// absurdly deep. Every error names the file, line, column and key path.
public enum ActivityManifest {
    /// The view kinds a manifest can use.
    public static let viewKinds = ["text", "timer", "image", "hstack", "vstack", "zstack", "spacer", "label"]
    /// The modifiers a view can carry.
    public static let modifierKeys = ["font", "monospacedDigit", "lineLimit", "minimumScaleFactor", "truncationMode", "frame",
                                      "padding", "layoutPriority", "layoutDirection", "if", "arguments"]
    static let maximumDepth = 32
    static let maximumViews = 10_000

    /// Reads and checks the manifest at `path`; a relative `catalog` is
    /// taken relative to the manifest.
    ///
    /// - Parameter displayName: how errors and snapshots name the file (a
    ///   path relative to the project, so goldens do not depend on where the
    ///   project is checked out); `path` when `nil`.
    public static func load(contentsOf path: String, displayName: String? = nil) throws -> Activity {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw ManifestError(message: "cannot read activity manifest \"\(displayName ?? path)\": no such file, or not UTF-8; pass the path of a .yml or .json manifest")
        }
        return try parse(text, source: displayName ?? path, baseDirectory: (path as NSString).deletingLastPathComponent)
    }

    /// Parses and checks manifest text; `source` names it in errors.
    public static func parse(_ text: String, source: String, baseDirectory: String? = nil) throws -> Activity {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw ManifestError(message: "\(source): the manifest is empty; start with `activity: Name`")
            }
            root = node
        } catch let error as YamlError {
            throw ManifestError(message: "\(source): not valid YAML or JSON: \(describe(error))")
        }
        var reader = ManifestReader(source: source)
        var activity = try reader.activity(root)
        if let catalog = activity.catalog, let baseDirectory, !catalog.hasPrefix("/") {
            activity.catalog = (baseDirectory as NSString).appendingPathComponent(catalog)
        }
        try ManifestChecker(source: source, activity: activity, locations: reader.locations).check()
        return activity
    }

    static func describe(_ error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return "line \(mark.line), column \(mark.column): \(problem)"
        default:
            return "\(error)"
        }
    }
}

/// Turns YAML nodes into the model, remembering where each view is.
struct ManifestReader {
    let source: String
    var locations: [String: String] = [:]
    private var viewCount = 0

    init(source: String) { self.source = source }

    func error(_ node: Node?, _ path: String, _ message: String) -> ManifestError {
        let place = node?.mark.map { "\($0.line):\($0.column)" } ?? "?"
        return ManifestError(message: "\(source):\(place): \(path.isEmpty ? "" : path + ": ")\(message)")
    }

    func mapping(_ node: Node, _ path: String) throws -> Node.Mapping {
        guard let mapping = node.mapping else { throw error(node, path, "should be a mapping of keys") }
        return mapping
    }

    func string(_ node: Node, _ path: String) throws -> String {
        guard let scalar = node.scalar else { throw error(node, path, "should be a string") }
        return scalar.string
    }

    func number(_ node: Node, _ path: String, allowInfinity: Bool = false) throws -> Double {
        guard let text = node.scalar?.string else { throw error(node, path, "should be a number") }
        if allowInfinity, ["infinity", ".inf", "inf"].contains(text.lowercased()) { return .infinity }
        guard let value = Double(text), value.isFinite else { throw error(node, path, "should be a number, found \"\(text)\"") }
        guard value >= 0 else { throw error(node, path, "must not be negative (found \(text)); sizes and spacing are in points") }
        return value
    }

    func bool(_ node: Node, _ path: String) throws -> Bool {
        switch node.scalar?.string.lowercased() {
        case "true", "yes": return true
        case "false", "no": return false
        default: throw error(node, path, "should be true or false")
        }
    }

    func value(_ node: Node) -> ActivityValue {
        guard let scalar = node.scalar else { return .null }
        if scalar.style != .plain { return .string(scalar.string) }
        switch scalar.string.lowercased() {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null", "~", "": return .null
        default: return Double(scalar.string).map { .number($0) } ?? .string(scalar.string)
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
                let name = try string(value, path)
                guard let format = TextArgument.Format(rawValue: name) else {
                    let known = TextArgument.Format.allCases.map(\.rawValue)
                    let closest = known.min { editDistance($0, name) < editDistance($1, name) } ?? ""
                    throw error(value, "\(path).format", "unknown argument format \"\(name)\"; did you mean \"\(closest)\"? Known: \(known.joined(separator: ", "))")
                }
                argument.format = format
            default: throw unknownKey(key, path, known: ["field", "format"], what: "argument key")
            }
        }
        guard !argument.field.isEmpty else { throw error(node, path, "an argument needs `field:` (an attribute or state field)") }
        return argument
    }

    func unknownKey(_ key: Node, _ path: String, known: [String], what: String) -> ManifestError {
        let name = key.scalar?.string ?? "?"
        let closest = known.min { editDistance($0, name) < editDistance($1, name) } ?? ""
        return error(key, path, "unknown \(what) \"\(name)\"; did you mean \"\(closest)\"? Known: \(known.joined(separator: ", "))")
    }

    mutating func activity(_ root: Node) throws -> Activity {
        let top = try mapping(root, "")
        var activity = Activity(name: "")
        let known = ["activity", "catalog", "attributes", "states", "lockScreen", "small", "supplementalActivityFamilies", "dynamicIsland"]
        for (key, value) in top {
            let name = key.scalar?.string ?? ""
            switch name {
            case "activity": activity.name = try string(value, name)
            case "catalog": activity.catalog = try string(value, name)
            case "attributes":
                for (field, v) in try mapping(value, name) { activity.attributes[try string(field, name)] = self.value(v) }
            case "states":
                for (stateName, fields) in try mapping(value, name) {
                    let state = try string(stateName, name)
                    var values: [String: ActivityValue] = [:]
                    for (field, v) in try mapping(fields, "states.\(state)") { values[try string(field, "states.\(state)")] = self.value(v) }
                    activity.states.append(Activity.State(name: state, fields: values))
                }
            case "lockScreen": activity.lockScreen = try view(value, "lockScreen", depth: 0)
            case "small": activity.small = try view(value, "small", depth: 0)
            case "supplementalActivityFamilies":
                guard let sequence = value.sequence else { throw error(value, name, "should be a list, e.g. [small]") }
                for item in sequence {
                    let family = try string(item, name)
                    guard family == "small" || family == "medium" else {
                        throw error(item, name, "unknown activity family \"\(family)\"; ActivityKit has small (CarPlay, Apple Watch Smart Stack) and medium (the default)")
                    }
                    if family == "small" { activity.supportsSmallFamily = true }
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
                            activity.expanded[expanded] = try view(expandedValue, "\(path).\(expanded.rawValue)", depth: 0)
                        }
                    default:
                        throw unknownKey(regionKey, "dynamicIsland", known: ["compactLeading", "compactTrailing", "minimal", "expanded"], what: "presentation")
                    }
                }
            default:
                throw unknownKey(key, "", known: known, what: "top-level key")
            }
        }
        guard !activity.name.isEmpty else { throw error(root, "", "missing `activity: Name`") }
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
        var modifiers = ViewModifiers()
        var condition: String? = nil
        var keyField: String? = nil
        var arguments: [TextArgument] = []
        for (key, value) in fields {
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
                    let name = try string(design, "\(at).design")
                    guard ["default", "rounded", "monospaced", "serif"].contains(name) else {
                        throw error(design, "\(at).design", "unknown design \"\(name)\"; use default, rounded, monospaced or serif")
                    }
                    modifiers.fontDesign = name == "default" ? nil : name
                }
            case "monospacedDigit": modifiers.monospacedDigit = try bool(value, at)
            case "lineLimit": modifiers.lineLimit = Int(try number(value, at))
            case "minimumScaleFactor":
                let factor = try number(value, at)
                guard factor > 0 && factor <= 1 else { throw error(value, at, "must be in (0, 1], found \(factor)") }
                modifiers.minimumScaleFactor = factor
            case "truncationMode":
                guard let mode = TruncationMode(rawValue: try string(value, at)) else { throw error(value, at, "should be tail, middle or head") }
                modifiers.truncationMode = mode
            case "frame":
                for (frameKey, frameValue) in try mapping(value, at) {
                    let frameName = frameKey.scalar?.string ?? ""
                    let amount = try number(frameValue, "\(at).\(frameName)", allowInfinity: frameName.hasPrefix("max"))
                    switch frameName {
                    case "width": modifiers.frame.width = amount
                    case "height": modifiers.frame.height = amount
                    case "minWidth": modifiers.frame.minWidth = amount
                    case "maxWidth": modifiers.frame.maxWidth = amount
                    case "minHeight": modifiers.frame.minHeight = amount
                    case "maxHeight": modifiers.frame.maxHeight = amount
                    default: throw unknownKey(frameKey, at, known: ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight"], what: "frame parameter")
                    }
                }
            case "padding":
                if value.scalar != nil {
                    let all = try number(value, at)
                    modifiers.padding = .init(top: all, leading: all, bottom: all, trailing: all)
                } else {
                    for (edgeKey, edgeValue) in try mapping(value, at) {
                        let edge = edgeKey.scalar?.string ?? ""
                        let amount = try number(edgeValue, "\(at).\(edge)")
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
            case "layoutPriority":
                guard let priority = value.scalar.flatMap({ Double($0.string) }) else { throw error(value, at, "should be a number") }
                modifiers.layoutPriority = priority
            case "layoutDirection":
                switch try string(value, at) {
                case "ltr", "leftToRight": modifiers.layoutDirection = .leftToRight
                case "rtl", "rightToLeft": modifiers.layoutDirection = .rightToLeft
                default: throw error(value, at, "should be leftToRight or rightToLeft")
                }
            case "if": condition = try string(value, at)
            case "arguments":
                guard let sequence = value.sequence else { throw error(value, at, "should be a list of attribute or state field names") }
                arguments = try sequence.map { try argument($0, at) }
            default:
                throw unknownKey(key, path, known: ActivityManifest.viewKinds + ActivityManifest.modifierKeys, what: "view or modifier")
            }
        }
        guard let (key, value) = kindKey else {
            throw error(node, path, "no view: give one of \(ActivityManifest.viewKinds.joined(separator: ", "))")
        }
        let kindName = key.scalar!.string
        let at = "\(path).\(kindName)"
        let kind: ActivityView.Kind
        switch kindName {
        case "text":
            if let fields = value.mapping {
                // `text: { keyFrom: workoutTitle }`: the key is the field's
                // value, as Text(LocalizedStringKey(attributes.workoutTitle)).
                for (k, v) in fields {
                    guard k.scalar?.string == "keyFrom" else { throw unknownKey(k, at, known: ["keyFrom"], what: "text parameter") }
                    keyField = try string(v, "\(at).keyFrom")
                }
                guard keyField != nil else { throw error(value, at, "should be a catalog key, or { keyFrom: field }") }
                kind = .text(key: "", arguments: arguments)
            } else {
                kind = .text(key: try string(value, at), arguments: arguments)
            }
        case "timer":
            var spec = TimerSpec(seconds: "")
            for (k, v) in try mapping(value, at) {
                switch k.scalar?.string ?? "" {
                case "seconds": spec.seconds = try string(v, "\(at).seconds")
                case "countsDown": spec.countsDown = try bool(v, "\(at).countsDown")
                case "pausedWhen": spec.pausedWhen = try string(v, "\(at).pausedWhen")
                case "interval": spec.interval = try string(v, "\(at).interval")
                default: throw unknownKey(k, at, known: ["seconds", "countsDown", "pausedWhen", "interval"], what: "timer parameter")
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
            var spacing: Double? = nil, alignment = "center", content: [ActivityView] = []
            if let sequence = value.sequence {
                content = try sequence.enumerated().map { try view($0.element, "\(at)[\($0.offset)]", depth: depth + 1) }
            } else {
                for (k, v) in try mapping(value, at) {
                    switch k.scalar?.string ?? "" {
                    case "spacing": spacing = try number(v, "\(at).spacing")
                    case "alignment": alignment = try string(v, "\(at).alignment")
                    case "content":
                        guard let sequence = v.sequence else { throw error(v, "\(at).content", "should be a list of views") }
                        content = try sequence.enumerated().map { try view($0.element, "\(at).content[\($0.offset)]", depth: depth + 1) }
                    default: throw unknownKey(k, at, known: ["spacing", "alignment", "content"], what: "stack parameter")
                    }
                }
            }
            kind = kindName == "hstack" ? .hstack(spacing: spacing, alignment: alignment, content: content)
                : kindName == "vstack" ? .vstack(spacing: spacing, alignment: alignment, content: content)
                : .zstack(alignment: alignment, content: content)
        case "spacer":
            var minLength: Double? = nil
            if let spacerFields = value.mapping {
                for (k, v) in spacerFields {
                    guard k.scalar?.string == "minLength" else { throw unknownKey(k, at, known: ["minLength"], what: "spacer parameter") }
                    minLength = try number(v, "\(at).minLength")
                }
            }
            kind = .spacer(minLength: minLength)
        default: // label
            var title = "", symbol = "", iconSize = 17.0
            for (k, v) in try mapping(value, at) {
                switch k.scalar?.string ?? "" {
                case "text": title = try string(v, "\(at).text")
                case "symbol": symbol = try string(v, "\(at).symbol")
                case "iconSize": iconSize = try number(v, "\(at).iconSize")
                default: throw unknownKey(k, at, known: ["text", "symbol", "iconSize"], what: "label parameter")
                }
            }
            kind = .label(key: title, arguments: arguments, symbol: symbol, iconSize: iconSize)
        }
        let location = "\(source):\(node.mark?.line ?? 0)"
        locations[path] = location
        var built = ActivityView(kind, modifiers: modifiers, condition: condition, location: location)
        built.keyField = keyField
        return built
    }

    func font(_ node: Node, _ path: String) throws -> FontSpec {
        if let name = node.scalar?.string {
            guard let style = TextStyle(name: name) else { throw error(node, path, "unknown text style \"\(name)\"; use one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))") }
            return FontSpec(style: style)
        }
        var style: TextStyle? = nil, size: Double? = nil, weight: FontWeight? = nil
        for (k, v) in try mapping(node, path) {
            switch k.scalar?.string ?? "" {
            case "style":
                let name = try string(v, "\(path).style")
                guard let parsed = TextStyle(name: name) else { throw error(v, "\(path).style", "unknown text style \"\(name)\"; use one of \(TextStyle.allCases.map(\.rawValue).joined(separator: ", "))") }
                style = parsed
            case "size": size = try number(v, "\(path).size")
            case "weight":
                let name = try string(v, "\(path).weight")
                guard let parsed = FontWeight(name: name) else { throw error(v, "\(path).weight", "unknown weight \"\(name)\"; use one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", "))") }
                weight = parsed
            case "design": _ = try string(v, "\(path).design")
            default: throw unknownKey(k, path, known: ["style", "size", "weight", "design"], what: "font parameter")
            }
        }
        var spec = style.map { FontSpec(style: $0, weight: weight) } ?? FontSpec(size: size ?? 17, weight: weight ?? .regular)
        if style != nil, let size { spec.explicitSize = size }
        return spec
    }
}

/// Checks a parsed activity against its states and catalog.
struct ManifestChecker {
    let source: String
    let activity: Activity
    let locations: [String: String]
    /// The activity's catalog when already read; read from its path when `nil`.
    var catalog: StringCatalog? = nil

    func check() throws {
        let catalog = try self.catalog ?? activity.catalog.map { path -> StringCatalog in
            do { return try StringCatalog.read(xcstrings: path) } catch let error as StringsError {
                throw ManifestError(message: "\(source): catalog: \(error.message)")
            }
        }
        var views: [(String, ActivityView)] = []
        if let v = activity.lockScreen { views.append(("lockScreen", v)) }
        if let v = activity.small { views.append(("small", v)) }
        if let v = activity.compactLeading { views.append(("dynamicIsland.compactLeading", v)) }
        if let v = activity.compactTrailing { views.append(("dynamicIsland.compactTrailing", v)) }
        if let v = activity.minimal { views.append(("dynamicIsland.minimal", v)) }
        for (region, v) in activity.expanded.sorted(by: { $0.key.rawValue < $1.key.rawValue }) { views.append(("dynamicIsland.expanded.\(region.rawValue)", v)) }
        for (path, view) in views { try check(view, path: path, catalog: catalog) }
    }

    func requireField(_ name: String, _ view: ActivityView, _ path: String, what: String) throws {
        let field = name.hasPrefix("!") ? String(name.dropFirst()) : name
        if activity.attributes[field] != nil { return }
        if field.hasPrefix("$") {
            guard ActivityView.environmentFields.contains(field) else {
                throw ManifestError(message: "\(view.location): \(path): \(what) \"\(field)\" is not an environment value; known: \(ActivityView.environmentFields.sorted().joined(separator: ", "))")
            }
            return
        }
        let missing = activity.states.filter { $0.fields[field] == nil }.map(\.name)
        if activity.states.isEmpty || !missing.isEmpty {
            let known = Set(activity.attributes.keys).union(activity.states.flatMap { $0.fields.keys }).sorted()
            let closest = known.min { editDistance($0, field) < editDistance($1, field) }
            let where_ = activity.states.isEmpty ? "no attribute or state defines it" : "state\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) \(missing.count == 1 ? "does" : "do") not define it"
            throw ManifestError(message: "\(view.location): \(path): \(what) \"\(field)\" is not an attribute, and \(where_)\(closest.map { "; did you mean \"\($0)\"?" } ?? "")")
        }
    }

    func check(_ view: ActivityView, path: String, catalog: StringCatalog?) throws {
        for part in (view.condition ?? "").split(separator: "&") {
            try requireField(ActivityView.conditionField(String(part)), view, path, what: "condition")
        }
        switch view.kind {
        case .text(let key, let arguments), .label(let key, let arguments, _, _):
            for argument in arguments { try requireField(argument.field, view, path, what: "argument") }
            if let field = view.keyField {
                try requireField(field, view, path, what: "text key field")
                let values = ([activity.attributes[field]] + activity.states.map { $0.fields[field] }).compactMap { value -> String? in
                    if case .string(let s)? = value { return s } else { return nil }
                }
                for value in Set(values).sorted() {
                    if let catalog, catalog.entries[value] == nil {
                        throw ManifestError(message: "\(view.location): \(path): \"\(field)\" is \"\(value)\", which is not a key of \(activity.catalog ?? "the catalog"); closest keys: \(closestKeys(value, in: catalog))")
                    }
                }
            } else if let catalog, catalog.entries[key] == nil {
                throw ManifestError(message: "\(view.location): \(path): catalog key \"\(key)\" is not in \(activity.catalog ?? "the catalog"); closest keys: \(closestKeys(key, in: catalog))")
            }
        case .timer(let spec):
            try requireField(spec.seconds, view, path, what: "timer field")
            for part in (spec.pausedWhen ?? "").split(separator: "&") {
                try requireField(ActivityView.conditionField(String(part)), view, path, what: "timer condition")
            }
            if let interval = spec.interval { try requireField(interval, view, path, what: "timer field") }
        default: break
        }
        for (index, child) in view.children.enumerated() { try check(child, path: "\(path)[\(index)]", catalog: catalog) }
    }
}

/// The three keys of `catalog` nearest to `key`, quoted, for an error.
func closestKeys(_ key: String, in catalog: StringCatalog) -> String {
    catalog.keys.sorted { editDistance($0, key) < editDistance($1, key) }.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
}

/// Edit distance, for "did you mean" (SlotFitText's, with transpositions).
func editDistance(_ a: String, _ b: String) -> Int { a.editDistance(to: b) }
