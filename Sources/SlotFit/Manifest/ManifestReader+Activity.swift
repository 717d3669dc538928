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
                values[fieldName] = try self.value(v, "states.\(state).\(fieldName)")
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
            case "widgetURL", "contentMargins":
                // DynamicIsland's modifiers that change no slot budget SlotFit
                // checks: accepted (pictures draw the default keyline and margins).
                break
            default:
                throw unknownKey(regionKey, "dynamicIsland", known: ["compactLeading", "compactTrailing", "minimal", "expanded", "keylineTint", "widgetURL", "contentMargins"], what: "presentation")
            }
        }
    }
}
