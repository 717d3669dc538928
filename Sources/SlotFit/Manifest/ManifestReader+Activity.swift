import Foundation
import SlotFitText
import Yams

/// The manifest's top-level keys that hold more than a value: ignores,
/// supplemental families, derived values, stand-ins, states and the
/// Dynamic Island's presentations.
extension ManifestReader {
    func readIgnores(_ value: Node, _ name: String, into activity: inout Activity) throws {
        // `ignores: [{ rule: text-truncation, key: "…", reason: "…" }]`:
        // findings of this activity to drop, each with its reason.
        guard let sequence = value.sequence else { throw error(value, name, "should be a list of { rule, key, locale, device, state, presentation, reason }") }
        for (index, item) in sequence.enumerated() {
            activity.ignores.append(try ignore(item, "\(name)[\(index)]", allowsActivity: false))
        }
    }

    func readFamilies(_ value: Node, _ name: String, into activity: inout Activity) throws {
        guard let sequence = value.sequence else { throw error(value, name, "should be a list, e.g. [small]") }
        for item in sequence {
            // ActivityKit's families: small (CarPlay, Apple Watch Smart Stack) and medium (the default).
            if try choice(item, name, what: "activity family", [("small", true), ("medium", false)]) { activity.supportsSmallFamily = true }
        }
    }

    func readDerived(_ value: Node, _ name: String, into activity: inout Activity) throws {
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
    }

    func readAssumed(_ value: Node, _ name: String, into activity: inout Activity) throws {
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
    }

    mutating func readStates(_ value: Node, _ name: String, into activity: inout Activity) throws {
        for (stateName, fields) in try mapping(value, name) {
            let state = try string(stateName, name)
            locations["states.\(state)"] = location(stateName)
            var values: [String: ActivityValue] = [:]
            for (field, v) in try mapping(fields, "states.\(state)") {
                let fieldName = try string(field, "states.\(state)")
                for (name, value) in try self.fields(v, named: fieldName, "states.\(state).\(fieldName)") { values[name] = value }
            }
            activity.states.append(Activity.State(name: state, fields: values))
        }
    }

    mutating func readDynamicIsland(_ value: Node, _ name: String, into activity: inout Activity) throws {
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
            case "contentMargins":
                activity.islandContentMargins = try islandContentMargins(regionValue, path)
            case "widgetURL":
                // Changes no slot budget SlotFit checks: accepted.
                break
            default:
                throw unknownKey(regionKey, "dynamicIsland", known: ["compactLeading", "compactTrailing", "minimal", "expanded", "keylineTint", "widgetURL", "contentMargins"], what: "presentation")
            }
        }
    }

    /// `contentMargins: [{ edges: [top, bottom, trailing], length: 8, for: expanded }]`
    /// (or one such mapping): `DynamicIsland.contentMargins(_:_:for:)`,
    /// in the order of the modifier chain.
    func islandContentMargins(_ value: Node, _ path: String) throws -> [IslandContentMargins.Override] {
        let items: [(Node, String)]
        if let sequence = value.sequence {
            items = sequence.enumerated().map { ($0.element, "\(path)[\($0.offset)]") }
        } else if value.mapping != nil {
            items = [(value, path)]
        } else {
            throw error(value, path, "should be a list of { edges, length, for }, e.g. [{ edges: [top, bottom, trailing], length: 8, for: expanded }]")
        }
        let edgeNames: [(String, Set<IslandContentMargins.Edge>)] = [
            ("all", Set(IslandContentMargins.Edge.allCases)), ("horizontal", [.leading, .trailing]), ("vertical", [.top, .bottom]),
            ("leading", [.leading]), ("trailing", [.trailing]), ("top", [.top]), ("bottom", [.bottom]),
        ]
        return try items.map { node, at in
            var edges = Set(IslandContentMargins.Edge.allCases)
            var length: Double?
            var mode: IslandContentMargins.Mode?
            for (key, part) in try mapping(node, at) {
                switch key.scalar?.string ?? "" {
                case "edges":
                    // One name or a list of them, as `Edge.Set` spells them.
                    let names = part.sequence.map(Array.init) ?? [part]
                    edges = []
                    for name in names { edges.formUnion(try choice(name, "\(at).edges", what: "edge", edgeNames)) }
                case "length": length = try number(part, "\(at).length")
                case "for":
                    mode = try choice(part, "\(at).for", what: "Dynamic Island mode", IslandContentMargins.Mode.allCases.map { ($0.rawValue, $0) })
                default: throw unknownKey(key, at, known: ["edges", "length", "for"], what: "key")
                }
            }
            guard let length else { throw error(node, at, "needs length: the margin in points, e.g. { length: 8, for: expanded }") }
            guard let mode else { throw error(node, at, "needs for: the presentation it applies to (expanded, compactLeading, compactTrailing, minimal), e.g. { length: 8, for: expanded }") }
            return IslandContentMargins.Override(edges: edges, length: length, mode: mode, location: location(node))
        }
    }
}
