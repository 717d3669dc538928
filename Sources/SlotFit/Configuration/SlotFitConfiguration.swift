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
    public var catalogs: [String] = [] { didSet { catalogsListed = true } }
    /// Whether `catalogs:` is written (or set): `catalogs: []` says the
    /// widget extension bundles no string table (texts show as written),
    /// which an absent key does not.
    public var catalogsListed = false
    /// Sample values for activities read from source, by attributes type.
    public var samples: [String: ActivitySamples] = [:]
    /// `values:`: samples for what SlotFit cannot compute from Swift source
    /// (its stand-ins), keyed by the expression as written, `file:line`, or
    /// a field's name; several values make a variant of each state per value.
    public var values: [String: [ActivityValue]] = [:]
    /// The `values:` keys written with `same: true`: the app sends those
    /// values unchanged in every language (a station, a team, a name), so
    /// a finding on them in any language holds.
    public var sameValues: Set<String> = []
    /// `values: {routeShortName: {file: data/routes.txt}}`: the team's real
    /// data for a field (a file's lines, or a CSV file's `column:`), checked
    /// by `slotfit budgets --data` against the room the field's text has.
    public var dataFiles: [String: DataFile] = [:]
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
    /// `dynamicTypeSizes:`: the text sizes every case is drawn at, the
    /// first the base the others are compared with (default
    /// `[large, xxxLarge]`: the default and the largest standard size).
    public var dynamicTypeSizes: [DynamicTypeSize] = DynamicTypeSize.matrixDefault
    /// `dynamicTypeScaling:`: which surfaces follow the text size
    /// (`TypeScaling.defaults` for those it does not name).
    public var dynamicTypeScaling: [TypeScalingSurface: TypeScaling] = TypeScaling.defaults
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
    /// `minimumCoverage:` — the share of texts, in percent, a check must
    /// check exactly (texts checked exactly / texts); below it the check
    /// fails. `nil`: no minimum.
    public var minimumCoverage: Double? = nil
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
        /// The Dynamic Type size of the case (`large`, `xxxLarge`, `AX2`).
        public var dynamicTypeSize: DynamicTypeSize? = nil
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
            if let dynamicTypeSize, dynamicTypeSize != finding.dynamicTypeSize { return false }
            return true
        }
    }


    /// The keys a slotfit.yml may have (schemas/slotfit.schema.json lists the same).
    public static let keys = ["activities", "sources", "catalogs", "samples", "values", "branches", "locales", "languageCodes", "pseudoLocales", "devices", "states", "dynamicTypeSizes", "dynamicTypeScaling", "fontProfile", "systemDefault", "goldenDirectory",
                       "policies", "scaleFloor", "minimumCoverage", "ignores", "stress"]

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
        let node = try document(text, path: path)
        var parser = Parser(path: path)
        guard let mapping = node.mapping else { throw parser.reader.error(node, "", "should be a mapping of keys") }
        for (key, value) in mapping { try parser.read(key, value) }
        var config = parser.config
        guard !config.activities.isEmpty || !config.sources.isEmpty else {
            throw parser.reader.error(node, "activities", "list at least one activity manifest under activities:, or the widget extension's Swift sources under sources:")
        }
        config.locations.merge(parser.reader.locations) { $1 }
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
        // What the importer reads: the folders every walk skips skipped.
        for (index, path) in sources.enumerated() {
            try boundary.resolveTree(path, what: "the source", at: location("sources[\(index)]"), keyPath: "sources[\(index)]", skipping: SkippedFolders.skips)
        }
        for (index, path) in catalogs.enumerated() {
            try boundary.resolveTree(path, what: "the catalog", at: location("catalogs[\(index)]"), keyPath: "catalogs[\(index)]")
            guard FileManager.default.fileExists(atPath: path) else {
                // The tables beside where it was looked for, nearest first.
                let folder = (path as NSString).deletingLastPathComponent
                let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                    .filter { $0.hasSuffix(".xcstrings") || $0.hasSuffix(".strings") || $0.hasSuffix(".lproj") || $0.hasSuffix(".stringsdict") }.sorted()
                let closest = DidYouMean.nearest(to: (path as NSString).lastPathComponent, in: siblings)
                throw SlotFitError(.io, "no catalog at \((path as NSString).lastPathComponent.debugDescription) in \(folder.debugDescription)\(DidYouMean.phrase(closest)) Give a .xcstrings file, a .strings file, or a folder of .lproj tables",
                                   at: location("catalogs[\(index)]"), keyPath: "catalogs[\(index)]")
            }
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
