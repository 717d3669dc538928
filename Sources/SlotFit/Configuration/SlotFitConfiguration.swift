import Foundation
import SlotFitText
import Yams

/// `slotfit.yml`: what to render and check, found by walking up from the
/// working directory (like `.swiftlint.yml`).
public struct SlotFitConfiguration: Sendable, Hashable {
    /// Activity manifests, as absolute paths.
    public var activities: [String]
    /// Swift files or folders (a widget extension) whose Live Activities
    /// are read from their source (`slotfit import`), as absolute paths.
    public var sources: [String] = []
    /// Catalogs (files or folders) for the activities read from `sources`;
    /// empty: found in and beside the source folders.
    public var catalogs: [String] = []
    /// Sample values for activities read from source, by attributes type.
    public var samples: [String: ActivitySamples] = [:]
    /// `values:`: samples for what SlotFit cannot compute from Swift source
    /// (its stand-ins), keyed by the expression as written, `file:line`, or
    /// a field's name; several values make a variant of each state per value.
    public var values: [String: [ActivityValue]] = [:]
    /// `branches: oldest`: `#if`'s `#else` and `if #available`'s else
    /// branch instead of the newest (the default).
    public var oldestBranches = false
    /// Locales to render; `nil` means every localization of each catalog.
    public var locales: [String]?
    /// More `languageCode` values to render, beyond the localizations: an
    /// app language such as `es-MX` or `pt` shows the localization it
    /// resolves to (es-419, pt-BR) and how; `""` is an empty languageCode,
    /// the system default. Each must resolve to a localization by a match,
    /// not by falling back to the development language.
    public var languageCodes: [String] = []
    /// Add the pseudo-locales (en-XA, ar-XB) to the locales.
    package var pseudoLocales: Bool
    /// Device ids.
    public var devices: [String]
    /// States to render; `nil` means all.
    public var states: [String]?
    /// A font profile file, `sf` (your own San Francisco files, found as
    /// `FontProfile.sanFrancisco` says), or `nil` for the default.
    public var fontProfile: String?
    /// The system language used when an activity's languageCode is empty.
    public var systemDefault: String
    /// Where goldens live.
    public var goldenDirectory: String
    /// The file the configuration was read from.
    public var file: String
    /// The policy per rule slotfit.yml sets (`Rule.defaultPolicy` for the rest).
    public var policies: [Rule: Policy] = [:]
    /// The scale below which a shrunk text is reported.
    public var scaleFloor = 0.7
    /// Findings to ignore, each with its reason.
    public var ignores: [Ignore] = []
    /// `stress:`: per activity, candidate values of fields (the longest
    /// driver name a team has seen, the largest distance, "99+"); each
    /// activity listed gets a generated `stress` state whose fields take
    /// their longest candidate, so views are checked at their widest.
    public var stress: [String: [String: [ActivityValue]]] = [:]
    /// `--allow-outside-project` on the command line: paths this file names
    /// may lead out of the project. Never read from the file itself (a pull
    /// request controls the file, not the command line; docs/SECURITY.md).
    package var allowsOutsideProject = false
    /// Where each key path of the file is written (`slotfit.yml:7:12`):
    /// `locales[2]`, `states`, `systemDefault`….
    public var locations: [String: SourceLocation] = [:]

    /// The folder the configuration lives in: the project.
    public var projectDirectory: String { (file as NSString).deletingLastPathComponent }

    /// The rule every path this file names must follow: inside the project
    /// after symbolic links, unless `allowsOutsideProject`.
    public var boundary: ProjectBoundary { ProjectBoundary(project: projectDirectory, allowsOutside: allowsOutsideProject) }

    /// Whether `goldenDirectory` was given on the command line
    /// (`--golden-dir`), not by the file: its errors then have no line.
    package var goldenDirectoryIsFromCommandLine = false

    /// Where `goldenDirectory` is written (`nil`: on the command line).
    package var goldenDirectoryLocation: SourceLocation? {
        goldenDirectoryIsFromCommandLine ? nil : location("goldenDirectory")
    }

    /// Where a key path is written, or the file.
    public func location(_ keyPath: String) -> SourceLocation { locations[keyPath] ?? SourceLocation(file: file) }

    /// A finding to ignore: every field given must match; the reason is required.
    public struct Ignore: Sendable, Hashable {
        /// The catalog key or field of the view (`CheckFinding.subject`).
        public var key: String?
        public var locale: String?
        public var presentation: String?
        public var rule: String?
        public var activity: String?
        public var device: String?
        public var state: String?
        public var reason: String

        /// `true` when every field this ignore gives matches the finding's.
        public func matches(_ finding: CheckFinding) -> Bool {
            if let rule, rule != finding.rule.rawValue { return false }
            if let key, key != finding.subject { return false }
            if let locale, locale != finding.locale { return false }
            if let presentation, presentation != finding.presentation?.rawValue { return false }
            if let activity, activity != finding.activity { return false }
            if let device, device != finding.device { return false }
            if let state, state != finding.state { return false }
            return true
        }
    }


    /// The keys a slotfit.yml may have (schemas/slotfit.schema.json lists the same).
    public static let keys = ["activities", "sources", "catalogs", "samples", "values", "branches", "locales", "languageCodes", "pseudoLocales", "devices", "states", "fontProfile", "systemDefault", "goldenDirectory",
                       "policies", "scaleFloor", "ignores", "stress"]

    /// Finds `slotfit.yml` in `directory` or the nearest folder above it.
    public static func find(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent("slotfit.yml").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// The severity of a rule under this configuration's policies.
    public func policy(for rule: Rule) -> Policy { policies[rule] ?? rule.defaultPolicy }

    /// Reads a configuration; paths in it are relative to its folder, and
    /// must lead inside it unless `allowingOutsideProject` (the command
    /// line's `--allow-outside-project`).
    public static func load(_ path: String, allowingOutsideProject: Bool = false) throws -> SlotFitConfiguration {
        // slotfit.yml itself may be a committed link: it is read, and its
        // values quoted in errors, only when it leads inside its folder.
        try ProjectBoundary(project: (path as NSString).deletingLastPathComponent, allowsOutside: allowingOutsideProject)
            .resolve(path, what: "the configuration", at: SourceLocation(file: path))
        let text = try InputFile.text(path, what: "configuration", hint: "create a slotfit.yml or pass --config FILE")
        return try parse(text, path: path, allowingOutsideProject: allowingOutsideProject)
    }

    /// Parses configuration text as if read from `path` (relative paths in
    /// it are taken from `path`'s folder), then checks every path it names
    /// against the project boundary (``confine()``).
    public static func parse(_ text: String, path: String, allowingOutsideProject: Bool = false) throws -> SlotFitConfiguration {
        let folder = (path as NSString).deletingLastPathComponent
        func absolute(_ p: String) -> String { p.hasPrefix("/") ? p : (folder as NSString).appendingPathComponent(p) }
        let node: Node
        do {
            guard let parsed = try Yams.compose(yaml: text) else { throw SlotFitError(.manifest, "empty configuration; list at least `activities:`", at: SourceLocation(file: path)) }
            node = parsed
        } catch let error as YamlError {
            throw SlotFitError(.manifest, "not valid YAML: \(ActivityManifest.describe(error))", at: SourceLocation(file: path))
        }
        var reader = ManifestReader(source: path)
        guard let mapping = node.mapping else { throw reader.error(node, "", "should be a mapping of keys") }
        /// A locale or languageCode: a BCP 47 tag (golden file names come
        /// from it, so nothing else may pass).
        func locale(_ node: Node, _ keyPath: String, allowEmpty: Bool = false) throws -> String {
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
        var config = SlotFitConfiguration(activities: [], locales: nil, pseudoLocales: true, devices: ["iphone-393", "iphone-430"],
                                          states: nil, fontProfile: nil, systemDefault: "en-US", goldenDirectory: absolute("golden"), file: path)
        // Policies and ignores start empty; defaults apply where unset.
        func list(_ value: Node, _ key: String) throws -> [String] {
            reader.locations[key] = reader.location(value)
            if let one = value.scalar?.string { reader.locations["\(key)[0]"] = reader.location(value); return [one] }
            guard let sequence = value.sequence else { throw reader.error(value, key, "should be a list") }
            return try sequence.enumerated().map { index, item in
                reader.locations["\(key)[\(index)]"] = reader.location(item)
                return try reader.string(item, key)
            }
        }
        for (key, value) in mapping {
            let name = key.scalar?.string ?? ""
            switch name {
            case "activities": config.activities = try list(value, name).map(absolute)
            case "sources": config.sources = try list(value, name).map(absolute)
            case "catalogs": config.catalogs = try list(value, name).map(absolute)
            case "branches":
                config.oldestBranches = try reader.choice(value, name, what: "branch choice", [("newest", false), ("oldest", true)])
            case "values":
                // `values: { "context.state.bgValueString()": [HIGH, LOW, "12.3"] }`.
                for (expressionKey, valueNode) in try reader.mapping(value, name) {
                    let expression = try reader.string(expressionKey, name)
                    let path = "\(name).\(expression)"
                    reader.locations[path] = reader.location(expressionKey)
                    if let sequence = valueNode.sequence {
                        guard !sequence.isEmpty else { throw reader.error(valueNode, path, "is an empty list; give one value or several, e.g. [\"HIGH\", \"12.3\"]") }
                        config.values[expression] = try sequence.enumerated().map { index, item in try reader.value(item, "\(path)[\(index)]") }
                    } else {
                        config.values[expression] = [try reader.value(valueNode, path)]
                    }
                }
            case "samples":
                // `samples: { RideAttributes: { attributes: {…}, states: { waiting: {…} } } }`.
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
                                samples.attributes[fieldName] = try reader.value(v, "\(at).\(fieldName)")
                            }
                        case "states":
                            for (stateKey, fieldsNode) in try reader.mapping(partNode, at) {
                                let state = try reader.string(stateKey, at)
                                var fields: [String: ActivityValue] = [:]
                                for (field, v) in try reader.mapping(fieldsNode, "\(at).\(state)") {
                                    let fieldName = try reader.string(field, "\(at).\(state)")
                                    fields[fieldName] = try reader.value(v, "\(at).\(state).\(fieldName)")
                                }
                                samples.states.append(Activity.State(name: state, fields: fields))
                            }
                        default:
                            throw reader.unknownKey(partKey, "\(name).\(activityName)", known: ["attributes", "states"], what: "samples key")
                        }
                    }
                    config.samples[activityName] = samples
                }
            case "locales":
                reader.locations[name] = reader.location(value)
                if value.scalar?.string == "all" { config.locales = nil; break }
                let items = value.sequence.map(Array.init) ?? [value]
                config.locales = try items.enumerated().map { try locale($0.element, "\(name)[\($0.offset)]") }
            case "languageCodes":
                guard let sequence = value.sequence else { throw reader.error(value, name, "should be a list of languageCode values, e.g. [es-MX, pt, \"\"]") }
                config.languageCodes = try sequence.enumerated().map { try locale($0.element, "\(name)[\($0.offset)]", allowEmpty: true) }
            case "pseudoLocales": config.pseudoLocales = try reader.bool(value, name)
            case "devices":
                config.devices = try list(value, name)
                for device in config.devices {
                    do { _ = try DeviceCatalog.profile(device) } catch let error as SlotFitError { throw reader.error(value, name, error.problem) }
                }
            case "states":
                reader.locations[name] = reader.location(value)
                let values = try list(value, name)
                config.states = values == ["all"] ? nil : values
            case "fontProfile":
                let profile = try reader.string(value, name)
                reader.locations[name] = reader.location(value)
                config.fontProfile = profile == "default" ? nil : profile == "sf" ? "sf" : absolute(profile)
            case "systemDefault": config.systemDefault = try locale(value, name)
            case "goldenDirectory":
                reader.locations[name] = reader.location(value)
                config.goldenDirectory = URL(fileURLWithPath: absolute(try reader.string(value, name))).standardizedFileURL.path
            case "goldenDirectoryOutsideProject":
                throw reader.error(key, name, "is no longer read from slotfit.yml: a pull request can change this file, so leaving the project is not its to allow; remove the key, and pass --allow-outside-project on the command line if the golden directory is really meant to be outside (docs/SECURITY.md)")
            case "scaleFloor": config.scaleFloor = try reader.number(value, name, .factor)
            case "policies":
                for (ruleKey, severityNode) in try reader.mapping(value, name) {
                    let ruleName = ruleKey.scalar?.string ?? ""
                    guard let rule = Rule(rawValue: ruleName) else {
                        throw reader.unknownKey(ruleKey, name, known: Rule.allCases.map(\.rawValue).sorted(), what: "rule")
                    }
                    config.policies[rule] = try reader.choice(severityNode, "\(name).\(ruleName)", what: "severity",
                                                              Policy.allCases.map { ($0.rawValue, $0) })
                }
            case "ignores":
                guard let sequence = value.sequence else { throw reader.error(value, name, "should be a list of { rule, activity, key, locale, device, state, presentation, reason }") }
                for (index, item) in sequence.enumerated() {
                    config.ignores.append(try reader.ignore(item, "\(name)[\(index)]", allowsActivity: true))
                }
            case "stress":
                // `stress: { Delivery: { driverName: ["Maximiliano Alessandro", "Ana"] } }`.
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
            default: throw reader.unknownKey(key, "", known: keys, what: "configuration key")
            }
        }
        guard !config.activities.isEmpty || !config.sources.isEmpty else {
            throw reader.error(node, "activities", "list at least one activity manifest under activities:, or the widget extension's Swift sources under sources:")
        }
        config.locations.merge(reader.locations) { $1 }
        config.allowsOutsideProject = allowingOutsideProject
        try config.confine()
        return config
    }

    /// Checks every path the file names against ``boundary`` before anything
    /// is read from it: manifests, font profile and golden directory, and
    /// the trees of `sources:` and `catalogs:` (every link in them), each
    /// refused with the place of its key.
    package func confine() throws {
        let boundary = self.boundary
        for (index, path) in activities.enumerated() {
            try boundary.resolve(path, what: "the activity manifest", at: location("activities[\(index)]"), keyPath: "activities[\(index)]")
        }
        // What the importer reads: hidden folders and DerivedData skipped.
        for (index, path) in sources.enumerated() {
            try boundary.resolveTree(path, what: "the source", at: location("sources[\(index)]"), keyPath: "sources[\(index)]") { $0.hasPrefix(".") || $0 == "DerivedData" }
        }
        for (index, path) in catalogs.enumerated() {
            try boundary.resolveTree(path, what: "the catalog", at: location("catalogs[\(index)]"), keyPath: "catalogs[\(index)]")
        }
        if let fontProfile, fontProfile != "sf" {
            try boundary.resolve(fontProfile, what: "the font profile", at: location("fontProfile"), keyPath: "fontProfile")
        }
        try checkGoldenDirectory()
    }

    /// Refuses a golden directory outside the project, or one whose real
    /// path (after symbolic links) leads out of it, unless
    /// `allowsOutsideProject`: SlotFit writes and prunes goldens there.
    package func checkGoldenDirectory() throws {
        try boundary.resolve(goldenDirectory, what: "the golden directory", at: goldenDirectoryLocation, keyPath: "goldenDirectory")
    }
}
