import Foundation
import Synchronization
import SlotFitStrings
import SlotFitText

/// Renders the whole matrix — activities × locales × devices × states — into
/// golden texts: one file per activity and locale, holding all its devices,
/// states and presentations, so a reviewer reads one language at a time.
public struct GoldenMatrix: Sendable {
    /// One golden file.
    public struct File: Sendable, Hashable {
        /// Path relative to the golden directory, e.g. `meditation-timer/de.txt`.
        public var path: String
        /// The golden's text (`golden.text`).
        public var contents: String
        /// The golden as a value: what a check compares with the committed
        /// one (read from `contents` when first asked for, unless given).
        public var golden: GoldenFile {
            get { goldenValue ?? GoldenFile(parsing: contents) }
            set { goldenValue = newValue }
        }
        private var goldenValue: GoldenFile?
        /// The manifest and catalog it comes from (for annotations).
        public var manifest: String = ""
        public var catalog: String?
        /// The devices and states in it, for per-case reports.
        public var cases: [GoldenCase] = []
        /// The locale and the activity's source language.
        public var locale: String = ""
        public var sourceLanguage: String = ""
        /// Pictures, by path relative to the golden directory
        /// (`svg/<activity>/<locale>-<device>-<state>.svg`).
        public var pictures: [String: String] = [:]
        /// The findings, as values, each with the severity every report
        /// prints.
        public var findings: [CheckFinding] = []
        /// Where each key its texts look up is written in the tables, this
        /// locale's table first (a `.strings` file of its `.lproj`), and
        /// where each text is written in the source, by key or label:
        /// reports place annotations there without reading a file.
        public var keyPlaces: [String: SourceLocation] = [:]
        public var textPlaces: [String: SourceLocation] = [:]
        /// Seconds each case (`cases`, in order) took to render.
        package var caseSeconds: [Double] = []
        /// Each text's verdict, for the base-locale rule.
        var verdicts: [VerdictEntry] = []
        /// The activity's own ignores (its manifest's `ignores:`).
        var ignores: [SlotFitConfiguration.Ignore] = []
        /// The activity's name (the file's `activity:` line).
        var activity = ""
        /// The localization the locale resolved to (`es-419` for the app
        /// language `es-MX`; the locale itself for a localization).
        package var localization = ""
        /// Texts and timers laid out in its snapshots, and how many of them
        /// rest on a stand-in (unverified): the coverage figure.
        public var texts = 0
        public var unverifiedTexts = 0
        /// Where the activity's texts are written that no snapshot of this
        /// file laid out (hidden in every sample state): never checked.
        public var neverShown: Set<SourceLocation> = []

        /// Creates a golden file's record (tests, tools that write goldens).
        public init(path: String, contents: String, findings: [CheckFinding] = [], manifest: String = "",
                    catalog: String? = nil, cases: [GoldenCase] = [], locale: String = "", sourceLanguage: String = "") {
            self.path = path; self.contents = contents; self.findings = findings
            self.manifest = manifest; self.catalog = catalog; self.cases = cases; self.locale = locale; self.sourceLanguage = sourceLanguage
        }
    }

    public var configuration: SlotFitConfiguration
    public var engine: TextEngine
    /// `--shard i/n`: this run renders every n-th (activity, locale) from
    /// the i-th (1-based), in a fixed order, so CI jobs split the matrix.
    public var shard: (index: Int, count: Int)? = nil
    /// Renders only the golden files at these paths (relative to the golden
    /// directory), with the source-language file of each activity they
    /// belong to as the base-locale rule's reference, as a shard does:
    /// `check`'s result cache renders again only the files an edit to a
    /// string table reaches, and keeps the others. `nil`: every file.
    package var only: Set<String>? = nil
    /// Render locales on all cores (the output is the same either way).
    public var parallel = true
    /// Given the renderers (with every text layout they remember) when
    /// `render()` ends, instead of letting them go there: a command about to
    /// exit keeps them, as freeing them first takes time and gives nothing
    /// back.
    package var keepsRenderers: (@Sendable (Any) -> Void)? = nil
    /// Draw an SVG of every snapshot too.
    public var pictures = false
    /// Activities read from Swift source (`sources:` in slotfit.yml, read
    /// by SlotFitImport), each with the file it was read from.
    package var importedActivities: [(activity: Activity, origin: String)] = []
    /// Called after each (activity, locale) is rendered: done, total.
    public var progress: (@Sendable (Int, Int) -> Void)? = nil
    /// Called, before any rendering, with each table that does not parse
    /// and that no activity reads (a table an activity reads that does not
    /// parse is an error instead).
    public var warn: (@Sendable (UnreadBrokenTable) -> Void)? = nil
    /// Given the path of every golden of the whole matrix (every shard's,
    /// in order) before a shard renders its part: what a shard's report
    /// records so `slotfit merge` knows the whole.
    package var planned: (@Sendable ([String]) -> Void)? = nil

    public init(configuration: SlotFitConfiguration, engine: TextEngine) {
        self.configuration = configuration
        self.engine = engine
    }

    /// A file-name-safe form of an activity's name.
    static func slug(_ name: String) -> String {
        let lowered = name.lowercased().unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-" }
        return String(lowered).split(separator: "-").joined(separator: "-")
    }

    /// A golden's file name for a locale or languageCode (`""`, the
    /// system default, is `system-default`).
    static func fileName(locale: String) -> String { locale.isEmpty ? "system-default" : locale }

    /// A snapshot's picture, relative to the golden directory:
    /// The activity folder and locale of the golden at `path`
    /// (`activity/locale.txt`): what its picture paths and verdict changes
    /// are named by.
    static func place(ofGolden path: String) -> (activityFolder: String, locale: String) {
        let name = (path as NSString).lastPathComponent
        let locale = name.hasSuffix(".txt") ? String(name.dropLast(4)) : name
        return ((path as NSString).deletingLastPathComponent, locale)
    }

    /// `svg/<activity folder>/<locale>-<device>-<state>[-<size>].svg`, the
    /// default size unnamed. `activityFolder` is the golden's folder (the
    /// activity's `slug`), `locale` its file name.
    static func picturePath(activityFolder: String, locale: String, device: String, state: String, size: DynamicTypeSize) -> String {
        let sizePart = size == .large ? "" : "-\(size.shortName)"
        return "svg/\(activityFolder)/\(locale)-\(device)-\(slug(state))\(sizePart).svg"
    }

    /// Every golden file, in a stable order. Locales run in parallel; the
    /// output does not depend on the number of threads.
    public func render() throws -> [File] {
        let inputs = try self.inputs()
        var jobs: [Job] = []
        var readTables: [String: StringTables] = [:]
        var renderedActivities: [Activity] = []
        for input in inputs {
            let prepared = try self.jobs(for: input, readTables: &readTables)
            jobs += prepared.jobs
            renderedActivities.append(prepared.activity)
        }
        if let warn {
            for table in Self.unreadBrokenTables(renderedActivities, read: readTables) { warn(table) }
        }
        try checkStressNames(inputs.map(\.activity.name))
        let devices = try configuration.devices.map(DeviceCatalog.profile)
        // Paths of files rendered only as the base-locale rule's reference:
        // a shard renders the source language of every activity it has,
        // so the cross-locale rule sees what an unsharded run sees, and
        // leaves those files to the shard they belong to.
        planned?(jobs.map(Self.path(of:)))
        let (allJobs, referenceOnly) = shard.map { Self.sharded(jobs, shard: $0) }
            ?? only.map { paths in Self.chosen(jobs, jobs.indices.filter { paths.contains(Self.path(of: jobs[$0])) }) } ?? (jobs, [])
        var rendered = try renderFiles(allJobs, devices: devices)
        applyBundleRule(&rendered, activities: renderedActivities)
        let references = Set(referenceOnly.map { rendered[$0].path })
        let files = withBaseLocaleRule(rendered)
        keepsRenderers?(allJobs)
        return files.filter { !references.contains($0.path) }
    }
}
