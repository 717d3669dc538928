import Foundation
import SlotFitText
import Yams

extension SlotFitConfiguration {
    /// The file's text as one YAML node: an empty file or text that is not
    /// YAML is refused. Scalars are read as written (Yams' basic resolver:
    /// every reader here takes a scalar's text and says what it should
    /// be), which spares compiling the default resolver's regular
    /// expressions: most of reading slotfit.yml, on every check.
    static func document(_ text: String, path: String) throws -> Node {
        do {
            guard let parsed = try Yams.compose(yaml: text, .basic) else { throw SlotFitError(.manifest, "empty configuration; list at least `activities:`", at: SourceLocation(file: path)) }
            return parsed
        } catch let error as YamlError {
            let place = ActivityManifest.place(of: error)
            throw SlotFitError(.manifest, "not valid YAML: \(ActivityManifest.describe(error))\(ActivityManifest.tabHint(error, in: text))",
                               at: SourceLocation(file: path, line: place?.line, column: place?.column))
        }
    }

    /// Reads slotfit.yml's keys, one key group at a time, into a
    /// configuration (defaults where a key is unset), remembering where
    /// each key path is written.
    struct Parser {
        /// Where each key path is written, and the errors that quote it.
        var reader: ManifestReader
        /// The configuration read so far.
        var config: SlotFitConfiguration
        /// The configuration's folder: relative paths are taken from it.
        let folder: String

        /// A parser for the file at `path`, its configuration at the defaults.
        init(path: String) {
            folder = (path as NSString).deletingLastPathComponent
            reader = ManifestReader(source: path)
            // Policies and ignores start empty; defaults apply where unset.
            config = SlotFitConfiguration(activities: [], locales: nil, pseudoLocales: true, devices: ["iphone-393", "iphone-430"],
                                          states: nil, fontProfile: nil, systemDefault: "en-US",
                                          goldenDirectory: Self.absolute("golden", in: folder), file: path)
        }

        /// A path as written, made absolute from `folder`.
        static func absolute(_ p: String, in folder: String) -> String { p.hasPrefix("/") ? p : (folder as NSString).appendingPathComponent(p) }

        /// A path as written, made absolute from the configuration's folder.
        func absolute(_ p: String) -> String { Self.absolute(p, in: folder) }

        /// A locale or languageCode: a BCP 47 tag (golden file names come
        /// from it, so nothing else may pass).
        mutating func locale(_ node: Node, _ keyPath: String, allowEmpty: Bool = false) throws -> String {
            let tag = node.scalar?.string ?? ""
            reader.locations[keyPath] = reader.location(node)
            if tag.isEmpty && allowEmpty { return tag }
            do { _ = try TextLocale(tag) } catch let error as SlotFitError {
                throw reader.error(node, keyPath, "\(error.problem)\(DidYouMean.phrase(LocaleTypos.suggestion(for: tag)))")
            }
            if let suggestion = LocaleTypos.suggestion(for: tag) {
                throw reader.error(node, keyPath, "\"\(tag)\" is not a language code (it is a country or an old code)\(DidYouMean.phrase(suggestion))")
            }
            return tag
        }

        /// A list of strings, or one string as a list of one.
        mutating func list(_ value: Node, _ key: String) throws -> [String] {
            reader.locations[key] = reader.location(value)
            if let one = value.scalar?.string { reader.locations["\(key)[0]"] = reader.location(value); return [one] }
            guard let sequence = value.sequence else { throw reader.error(value, key, "should be a list") }
            return try sequence.enumerated().map { index, item in
                reader.locations["\(key)[\(index)]"] = reader.location(item)
                return try reader.string(item, key)
            }
        }

        /// Reads one top-level key into the configuration.
        mutating func read(_ key: Node, _ value: Node) throws {
            let name = key.scalar?.string ?? ""
            switch name {
            case "activities": config.activities = try list(value, name).map { absolute($0) }
            case "sources": config.sources = try list(value, name).map { absolute($0) }
            case "catalogs": config.catalogs = try list(value, name).map { absolute($0) }
            case "branches":
                config.oldestBranches = try reader.choice(value, name, what: "branch choice", [("newest", false), ("oldest", true)])
            case "values": try readValues(value, name)
            case "samples": try readSamples(value, name)
            case "locales": try readLocales(value, name)
            case "languageCodes":
                guard let sequence = value.sequence else { throw reader.error(value, name, "should be a list of languageCode values, e.g. [es-MX, pt, \"\"]") }
                config.languageCodes = try sequence.enumerated().map { try locale($0.element, "\(name)[\($0.offset)]", allowEmpty: true) }
            case "pseudoLocales": config.pseudoLocales = try reader.bool(value, name)
            case "devices": try readDevices(value, name)
            case "states":
                reader.locations[name] = reader.location(value)
                let values = try list(value, name)
                config.states = values == ["all"] ? nil : values
            case "dynamicTypeSizes": try readDynamicTypeSizes(value, name)
            case "dynamicTypeScaling":
                for (surfaceKey, scalingNode) in try reader.mapping(value, name) {
                    let surfaceName = try reader.string(surfaceKey, name)
                    let surface = try reader.choice(surfaceKey, name, what: "surface", TypeScalingSurface.allCases.map { ($0.rawValue, $0) })
                    config.dynamicTypeScaling[surface] = try reader.choice(scalingNode, "\(name).\(surfaceName)", what: "scaling",
                                                                           TypeScaling.allCases.map { ($0.rawValue, $0) })
                }
            case "fontProfile", "goldenDirectory", "goldenDirectoryOutsideProject": try readFiles(key, value, name)
            case "systemDefault": config.systemDefault = try locale(value, name)
            case "scaleFloor": config.scaleFloor = try reader.number(value, name, .factor)
            case "minimumCoverage": config.minimumCoverage = try reader.number(value, name, .percent)
            case "policies": try readPolicies(value, name)
            case "ignores": try readIgnores(value, name)
            case "stress": try readStress(value, name)
            default: throw reader.unknownKey(key, "", known: SlotFitConfiguration.keys, what: "configuration key")
            }
        }

        /// `dynamicTypeSizes: [large, xxxLarge, AX2]`: each a SwiftUI
        /// `DynamicTypeSize` name or AX1–AX5, no repeats; `all` for the twelve.
        mutating func readDynamicTypeSizes(_ value: Node, _ name: String) throws {
            let names = try list(value, name)
            if names == ["all"] { config.dynamicTypeSizes = DynamicTypeSize.allCases; return }
            guard !names.isEmpty else { throw reader.error(value, name, "is an empty list; give at least one size, e.g. [large, xxxLarge]") }
            var sizes: [DynamicTypeSize] = []
            for (index, written) in names.enumerated() {
                let node = value.sequence.map { $0[$0.index($0.startIndex, offsetBy: index)] } ?? value
                let size = try reader.dynamicTypeSize(named: written, node, "\(name)[\(index)]")
                guard !sizes.contains(size) else {
                    throw reader.error(node, "\(name)[\(index)]", "lists \(size.rawValue) twice; list each size once")
                }
                sizes.append(size)
            }
            config.dynamicTypeSizes = sizes
        }

        /// `values: { "context.state.bgValueString()": [HIGH, LOW, "12.3"] }`;
        /// a value per language `{en: "350 m", ar: "350 متر"}`; data the
        /// app sends unchanged in every language `{same: true, values: […]}`.
        mutating func readValues(_ value: Node, _ name: String) throws {
            for (expressionKey, given) in try reader.mapping(value, name) {
                let expression = try reader.string(expressionKey, name)
                let path = "\(name).\(expression)"
                reader.locations[path] = reader.location(expressionKey)
                var valueNode = given
                if let mapping = given.mapping, mapping.keys.contains(where: { $0.scalar?.string == "file" }) {
                    // `{file: data/stops.txt, column: stop_name}`: data for budgets --data.
                    var file = DataFile(path: "", column: nil)
                    for (key, node) in mapping {
                        switch key.scalar?.string ?? "" {
                        case "file": file.path = absolute(try reader.string(node, "\(path).file"))
                        case "column": file.column = try reader.string(node, "\(path).column")
                        case let other: throw reader.error(key, path, "\(other.debugDescription) is not a key of a data file; give file: (a text file, a value per line, or a CSV file) and column: (the CSV column's name)")
                        }
                    }
                    reader.locations["\(path).file"] = reader.location(given)
                    config.dataFiles[expression] = file
                    continue
                }
                if let mapping = given.mapping, mapping.keys.contains(where: { $0.scalar?.string == "same" }) {
                    // `{same: true}` alone: the samples' values, the same in every language.
                    guard let listed = try sameValues(mapping, expression: expression, path: path) else { continue }
                    valueNode = listed
                }
                if let sequence = valueNode.sequence {
                    guard !sequence.isEmpty else { throw reader.error(valueNode, path, "is an empty list; give one value or several, e.g. [\"HIGH\", \"12.3\"]") }
                    config.values[expression] = try sequence.enumerated().map { index, item in try reader.value(item, "\(path)[\(index)]") }
                } else {
                    config.values[expression] = [try reader.value(valueNode, path)]
                }
            }
        }

        /// `{same: true, values: [Alexanderplatz, Hauptbahnhof]}` (or
        /// `value:` for one, or none to keep the samples'): the values, the
        /// key noted as the same in every language.
        mutating func sameValues(_ mapping: Node.Mapping, expression: String, path: String) throws -> Node? {
            var listed: Node? = nil
            for (key, node) in mapping {
                switch key.scalar?.string ?? "" {
                case "same":
                    guard let flag = node.scalar?.string, ["true", "false"].contains(flag) else {
                        throw reader.error(node, "\(path).same", "should be true or false")
                    }
                    if flag == "true" { config.sameValues.insert(expression) }
                case "values", "value":
                    guard listed == nil else { throw reader.error(key, path, "gives both value: and values:; give one") }
                    listed = node
                case let other:
                    throw reader.error(key, path, "\(other.debugDescription) is not a key here; with same: give value: (one) or values: (a list), e.g. {same: true, values: [Alexanderplatz, Hauptbahnhof]}")
                }
            }
            return listed
        }

        /// `samples: { RideAttributes: { attributes: {…}, states: { waiting: {…} } } }`.
        mutating func readSamples(_ value: Node, _ name: String) throws {
            for (activityKey, specNode) in try reader.mapping(value, name) {
                let activityName = try reader.string(activityKey, name)
                var samples = ActivitySamples()
                for (partKey, partNode) in try reader.mapping(specNode, "\(name).\(activityName)") {
                    let part = partKey.scalar?.string ?? ""
                    let at = "\(name).\(activityName).\(part)"
                    switch part {
                    case "attributes":
                        for (field, v) in try reader.mapping(partNode, at) {
                            let fieldName = try reader.string(field, at)
                            for (name, value) in try reader.fields(v, named: fieldName, "\(at).\(fieldName)") { samples.attributes[name] = value }
                        }
                    case "states": samples.states += try sampleStates(partNode, at)
                    case "from":
                        // `from: payloads/arriving.json` or a list of files.
                        let items = partNode.sequence.map(Array.init) ?? [partNode]
                        for (index, item) in items.enumerated() {
                            let path = try reader.string(item, "\(at)[\(index)]")
                            reader.locations["\(at).\(path)"] = reader.location(item)
                            samples.payloads.append(path)
                        }
                    default:
                        throw reader.unknownKey(partKey, "\(name).\(activityName)", known: ["attributes", "states", "from"], what: "samples key")
                    }
                }
                config.samples[activityName] = samples
            }
        }

        /// A sample's `states: { waiting: { field: value } }`, in order.
        mutating func sampleStates(_ partNode: Node, _ at: String) throws -> [Activity.State] {
            var states: [Activity.State] = []
            for (stateKey, fieldsNode) in try reader.mapping(partNode, at) {
                let state = try reader.string(stateKey, at)
                var fields: [String: ActivityValue] = [:]
                for (field, v) in try reader.mapping(fieldsNode, "\(at).\(state)") {
                    let fieldName = try reader.string(field, "\(at).\(state)")
                    for (name, value) in try reader.fields(v, named: fieldName, "\(at).\(state).\(fieldName)") { fields[name] = value }
                }
                states.append(Activity.State(name: state, fields: fields))
            }
            return states
        }

        /// `locales: all`, one locale, or a list of them.
        mutating func readLocales(_ value: Node, _ name: String) throws {
            reader.locations[name] = reader.location(value)
            if value.scalar?.string == "all" { config.locales = nil; return }
            let items = value.sequence.map(Array.init) ?? [value]
            config.locales = try items.enumerated().map { try locale($0.element, "\(name)[\($0.offset)]") }
        }

        /// `devices:`, each a device SlotFit knows.
        mutating func readDevices(_ value: Node, _ name: String) throws {
            config.devices = try list(value, name)
            for device in config.devices {
                do { _ = try DeviceCatalog.profile(device) } catch let error as SlotFitError { throw reader.error(value, name, error.problem) }
            }
        }

        /// `fontProfile:` and `goldenDirectory:`, and the key that may no
        /// longer allow leaving the project.
        mutating func readFiles(_ key: Node, _ value: Node, _ name: String) throws {
            switch name {
            case "fontProfile":
                let profile = try reader.string(value, name)
                reader.locations[name] = reader.location(value)
                config.fontProfile = profile == "default" ? nil : profile == "sf" ? "sf" : absolute(profile)
            case "goldenDirectory":
                reader.locations[name] = reader.location(value)
                config.goldenDirectory = URL(fileURLWithPath: absolute(try reader.string(value, name))).standardizedFileURL.path
            default:
                throw reader.error(key, name, "is no longer read from slotfit.yml: a pull request can change this file, so leaving the project is not its to allow; remove the key, and pass --allow-outside-project on the command line if the golden directory is really meant to be outside (docs/SECURITY.md)")
            }
        }

        /// `policies: { rule: severity }`.
        mutating func readPolicies(_ value: Node, _ name: String) throws {
            for (ruleKey, severityNode) in try reader.mapping(value, name) {
                let ruleName = ruleKey.scalar?.string ?? ""
                guard let rule = Rule(rawValue: ruleName) else {
                    throw reader.unknownKey(ruleKey, name, known: Rule.allCases.map(\.rawValue).sorted(), what: "rule")
                }
                config.policies[rule] = try reader.choice(severityNode, "\(name).\(ruleName)", what: "severity",
                                                          Policy.allCases.map { ($0.rawValue, $0) })
            }
        }

        /// `ignores:`, a list of findings to ignore, each with its reason.
        mutating func readIgnores(_ value: Node, _ name: String) throws {
            guard let sequence = value.sequence else { throw reader.error(value, name, "should be a list of { rule, activity, key, locale, device, state, presentation, reason }") }
            for (index, item) in sequence.enumerated() {
                config.ignores.append(try reader.ignore(item, "\(name)[\(index)]", allowsActivity: true))
            }
        }

        /// `stress: { Delivery: { driverName: ["Maximiliano Alessandro", "Ana"] } }`.
        mutating func readStress(_ value: Node, _ name: String) throws {
            for (activityKey, fieldsNode) in try reader.mapping(value, name) {
                let activityName = try reader.string(activityKey, name)
                reader.locations["\(name).\(activityName)"] = reader.location(activityKey)
                var fields: [String: [ActivityValue]] = [:]
                for (fieldKey, valuesNode) in try reader.mapping(fieldsNode, "\(name).\(activityName)") {
                    let field = try reader.string(fieldKey, "\(name).\(activityName)")
                    let at = "\(name).\(activityName).\(field)"
                    guard let sequence = valuesNode.sequence, !sequence.isEmpty else {
                        throw reader.error(valuesNode, at, "should be a list of values to try, e.g. [\"Maximiliano Alessandro\", 999]")
                    }
                    fields[field] = try sequence.enumerated().map { try reader.value($0.element, "\(at)[\($0.offset)]") }
                }
                config.stress[activityName] = fields
            }
        }
    }
}
