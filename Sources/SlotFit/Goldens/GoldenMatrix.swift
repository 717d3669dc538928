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
        /// The golden as a value: what a check compares with the committed one.
        public var golden: GoldenFile
        /// Error findings of the layouts in it.
        public var errors: [String]
        /// The manifest and catalog it comes from (for annotations).
        public var manifest: String = ""
        public var catalog: String?
        /// The devices and states in it, for per-case reports.
        public var cases: [String] = []
        /// Warning findings (reported, not failing).
        public var warnings: [String] = []
        /// The locale and the activity's source language.
        public var locale: String = ""
        public var sourceLanguage: String = ""
        /// Pictures, by path relative to the golden directory
        /// (`svg/<activity>/<locale>-<device>-<state>.svg`).
        public var pictures: [String: String] = [:]
        /// The findings, as values (`errors` and `warnings` are their lines).
        public var findings: [CheckFinding] = []
        /// Seconds each case (`cases`, in order) took to render.
        package var caseSeconds: [Double] = []
        /// Each text's verdict, for the base-locale rule.
        var verdicts: [VerdictEntry] = []
        /// The activity's own ignores (its manifest's `ignores:`).
        var ignores: [SlotFitConfiguration.Ignore] = []
        /// The activity's name (the file's `activity:` line).
        var activity = ""
        /// Texts and timers laid out in its snapshots, and how many of them
        /// rest on a stand-in (unverified): the coverage figure.
        public var texts = 0
        public var unverifiedTexts = 0
        /// Where the activity's texts are written that no snapshot of this
        /// file laid out (hidden in every sample state): never checked.
        public var neverShown: Set<SourceLocation> = []

        /// Creates a golden file's record (tests, tools that write goldens).
        public init(path: String, contents: String, errors: [String], warnings: [String] = [], manifest: String = "",
                    catalog: String? = nil, cases: [String] = [], locale: String = "", sourceLanguage: String = "") {
            self.path = path; self.contents = contents; self.golden = GoldenFile(parsing: contents); self.errors = errors; self.warnings = warnings
            self.manifest = manifest; self.catalog = catalog; self.cases = cases; self.locale = locale; self.sourceLanguage = sourceLanguage
        }
    }

    public var configuration: SlotFitConfiguration
    public var engine: TextEngine
    /// `--shard i/n`: this run renders every n-th (activity, locale) from
    /// the i-th (1-based), in a fixed order, so CI jobs split the matrix.
    public var shard: (index: Int, count: Int)? = nil
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

    /// Every golden file, in a stable order. Locales run in parallel; the
    /// output does not depend on the number of threads.
    public func render() throws -> [File] {
        var jobs: [(activity: Activity, renderer: ActivityRenderer, locale: String, manifest: String, source: String)] = []
        var activityNames: [String] = []
        let folder = (configuration.file as NSString).deletingLastPathComponent + "/"
        func shown(_ path: String) -> String { path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path }
        // A manifest is checked as it is read (with the place of every key);
        // an activity from Swift, by its renderer.
        var inputs: [(activity: Activity, path: String, display: String, checked: Bool)] = []
        for path in configuration.activities {
            inputs.append((try ActivityManifest.load(contentsOf: path, displayName: shown(path), boundary: configuration.boundary), path, shown(path), true))
        }
        for imported in importedActivities {
            // The catalog found beside the sources (or given under
            // catalogs:) leads inside the project too, before it is read.
            for path in [imported.activity.catalog].compactMap({ $0 }) + imported.activity.bundles.values.sorted() {
                try configuration.boundary.resolveTree(path, what: "the catalog of \(imported.activity.name)",
                                                       at: configuration.location(configuration.catalogs.isEmpty ? "sources" : "catalogs"),
                                                       keyPath: configuration.catalogs.isEmpty ? "sources" : "catalogs")
            }
            inputs.append((imported.activity, imported.origin, shown(imported.origin), false))
        }
        // Two activities whose goldens share a folder would overwrite each
        // other's files: refused before anything is rendered.
        var folders: [String: String] = [:]
        for (activity, _, display, _) in inputs {
            let folder = Self.slug(activity.name)
            if let other = folders[folder] {
                throw SlotFitError(.manifest, "two activities write their goldens to \"\(folder)/\": \(other) and \(activity.name) (\(display)); their goldens would overwrite each other: give one another name", at: configuration.location("activities"), keyPath: "activities")
            }
            folders[folder] = "\(activity.name) (\(display))"
        }
        var readTables: [String: StringTables] = [:]
        var renderedActivities: [Activity] = []
        for (loaded, path, display, checked) in inputs {
            var activity = loaded
            activityNames.append(activity.name)
            if let stress = configuration.stress[activity.name] {
                activity = try activity.addingStressState(stress, source: configuration.location("stress.\(activity.name)"))
            }
            var catalog = try activity.catalog.map { path -> StringCatalog in
                do {
                    // Every table under the path, once: a broken table this
                    // activity does not read is only a warning (below).
                    let tables = try readTables[path] ?? StringTables.read(path, sourceLanguage: "en", keepingBrokenTables: true)
                    readTables[path] = tables
                    return try tables.table(activity.table, in: path)
                } catch let error as SlotFitError {
                    throw error.within("\(display): catalog")
                }
            } ?? StringCatalog(sourceLanguage: "en")
            // Golden file names come from localizations: each must be a tag.
            for localization in catalog.localizations {
                do { _ = try TextLocale(localization) } catch let error as SlotFitError {
                    throw SlotFitError(.manifest, "localization \"\(localization.showingInvisibleControls)\": \(error.problem)", at: SourceLocation(file: activity.catalog ?? display))
                }
            }
            var locales = configuration.locales ?? (activity.catalog == nil ? [configuration.systemDefault] : catalog.localizations)
            if activity.catalog != nil, let asked = configuration.locales {
                let available = catalog.localizations
                for (index, locale) in asked.enumerated() where !available.contains(locale) {
                    let closest = DidYouMean.nearest(to: locale, in: available)
                    throw SlotFitError(.manifest, "\"\(locale)\" is in no catalog of \(activity.name)\(DidYouMean.phrase(closest)) Localizations: \(available.joined(separator: ", ")); add it to \(activity.catalog ?? "the catalog") or remove it from locales", at: configuration.location("locales[\(index)]"), keyPath: "locales[\(index)]")
                }
            }
            if activity.catalog != nil {
                // App languages that are not localizations: each golden shows
                // the resolution; one that only falls back is a mistake.
                for code in configuration.languageCodes {
                    let resolution = LocaleResolver.resolve(languageCode: code, available: catalog.localizations,
                                                            developmentLanguage: catalog.sourceLanguage, systemDefault: configuration.systemDefault)
                    if !code.isEmpty, resolution.isFallback {
                        let index = configuration.languageCodes.firstIndex(of: code) ?? 0
                        throw SlotFitError(.manifest, "\"\(code)\" matches no localization of \(activity.name) (\(resolution.chain.last?.reason ?? "nothing matched") \(resolution.localization)); remove it or add a localization to \(activity.catalog ?? "the catalog")", at: configuration.location("languageCodes[\(index)]"), keyPath: "languageCodes[\(index)]")
                    }
                    if !locales.contains(code) { locales.append(code) }
                }
            }
            if configuration.pseudoLocales && activity.catalog != nil {
                for mode in [Pseudolocalizer.Mode.accented, .rightToLeft] {
                    catalog = Pseudolocalizer(mode: mode).adding(to: catalog)
                    locales.append(mode.defaultLocale)
                }
            }
            if let states = configuration.states {
                let known = activity.states.isEmpty ? ["default"] : activity.states.map(\.name)
                for state in states where !known.contains(state) {
                    let closest = DidYouMean.nearest(to: state, in: known)
                    throw SlotFitError(.manifest, "\(activity.name) (\(display)) has no state \"\(state)\"\(DidYouMean.phrase(closest, .parenthesized)); its states: \(known.joined(separator: ", "))", at: configuration.location("states"), keyPath: "states")
                }
            }
            var renderer = try ActivityRenderer(engine: engine, activity: activity, catalog: catalog,
                                               // A stress state is new: checked with the rest.
                                               checked: checked && configuration.stress[activity.name] == nil)
            renderer.scaleFloor = configuration.scaleFloor
            renderer.includesGlyphs = pictures
            let source = activity.catalog == nil ? configuration.systemDefault : catalog.sourceLanguage
            for locale in locales { jobs.append((activity, renderer, locale, path, source)) }
            renderedActivities.append(activity)
        }
        if let warn {
            for table in Self.unreadBrokenTables(renderedActivities, read: readTables) { warn(table) }
        }
        for name in configuration.stress.keys.sorted() where !activityNames.contains(name) {
            let closest = DidYouMean.nearest(to: name, in: activityNames)
            throw SlotFitError(.manifest, "no activity is named \"\(name)\"\(DidYouMean.phrase(closest)); activities: \(activityNames.joined(separator: ", "))", at: configuration.location("stress.\(name)"), keyPath: "stress")
        }
        let devices = try configuration.devices.map(DeviceCatalog.profile)
        // Paths of files rendered only as the base-locale rule's reference:
        // a shard renders the source language of every activity it has,
        // so the cross-locale rule sees what an unsharded run sees, and
        // leaves those files to the shard they belong to.
        var referenceOnly = Set<Int>()
        if let shard {
            let mine = jobs.indices.filter { $0 % shard.count == shard.index - 1 }
            var chosen = Set(mine)
            for index in mine {
                let job = jobs[index]
                guard job.locale != job.source,
                      let source = jobs.indices.first(where: { jobs[$0].manifest == job.manifest && jobs[$0].locale == job.source }),
                      !chosen.contains(source) else { continue }
                chosen.insert(source)
                referenceOnly.insert(source)
            }
            let kept = chosen.sorted()
            referenceOnly = Set(kept.enumerated().filter { referenceOnly.contains($0.element) }.map(\.offset))
            jobs = kept.map { jobs[$0] }
        }
        let allJobs = jobs
        let configuration = self.configuration
        let drawPictures = pictures
        let engine = self.engine
        let progress = self.progress
        // Files finished, for progress.
        let finished = Atomic<Int>(0)
        let rendered = try [File].concurrentlyMade(count: allJobs.count, inParallel: parallel) { index in
            defer { progress?(finished.add(1, ordering: .relaxed).newValue, allJobs.count) }
            let job = allJobs[index]
            // A generated stress state renders whatever `states:` lists.
            let generated = job.activity.states.map(\.name).filter { $0 == "stress" || $0.hasPrefix("stress-") }
            let states = configuration.states.map { listed in listed + generated.filter { !listed.contains($0) } }
                ?? (job.activity.states.isEmpty ? ["default"] : job.activity.states.map(\.name))
            var golden = GoldenFile(activity: job.activity.name, locale: Self.fileName(locale: job.locale))
            var findings: [CheckFinding] = []
            var verdicts: [VerdictEntry] = []
            var cases: [String] = []
            var caseSeconds: [Double] = []
            var pictures: [String: String] = [:]
            var texts = 0, unverifiedTexts = 0
            var shown = Set<SourceLocation>()
            for device in devices {
                for state in states {
                    let started = DispatchTime.now().uptimeNanoseconds
                    let snapshot = try job.renderer.render(state: state, device: device, languageCode: job.locale,
                                                           systemDefault: configuration.systemDefault)
                    caseSeconds.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
                    let entries = VerdictEntry.entries(snapshot, state: state, device: device.id)
                    golden.cases.append(GoldenFile.Case(device: device.id, state: state, snapshot: snapshot.text,
                                                        fonts: snapshot.fonts.map(GoldenFile.fontName), verdicts: entries.map(\.golden)))
                    cases.append("\(state) · \(device.id)")
                    if drawPictures {
                        pictures["svg/\(Self.slug(job.activity.name))/\(Self.fileName(locale: job.locale))-\(device.id)-\(Self.slug(state)).svg"] = try snapshot.svg(engine: engine)
                    }
                    verdicts += entries
                    for laid in snapshot.presentations {
                        for view in laid.root.flattened where view.text != nil {
                            shown.insert(view.location)
                            texts += 1
                            if view.standIn != nil { unverifiedTexts += 1 }
                        }
                    }
                    for finding in snapshot.findings {
                        guard var severity = configuration.policy(for: finding.rule).severity else { continue }
                        // A finding on what SlotFit assumed is never an error.
                        if finding.restsOn != nil, severity == .error { severity = .warning }
                        let value = CheckFinding(severity: severity, rule: finding.rule, activity: job.activity.name, locale: Self.fileName(locale: job.locale),
                                                 state: state, device: device.id, presentation: finding.presentation, subject: finding.subject,
                                                 location: finding.location, message: finding.message)
                        if (configuration.ignores + job.activity.ignores).contains(where: { $0.matches(value) }) { continue }
                        findings.append(value)
                    }
                }
            }
            var file = File(path: "\(Self.slug(job.activity.name))/\(Self.fileName(locale: job.locale)).txt", contents: "", errors: [],
                            warnings: [], manifest: job.manifest, catalog: job.activity.catalog, cases: cases,
                            locale: job.locale, sourceLanguage: job.source)
            file.contents = golden.text
            file.golden = golden
            file.pictures = pictures
            file.findings = findings
            file.verdicts = verdicts
            file.caseSeconds = caseSeconds
            file.ignores = job.activity.ignores
            file.activity = job.activity.name
            file.texts = texts
            file.unverifiedTexts = unverifiedTexts
            file.neverShown = job.activity.textLocations.subtracting(shown)
            return file
        }
        let references = Set(referenceOnly.map { rendered[$0].path })
        var files = rendered.sorted { $0.path < $1.path }
        applyBaseLocaleRule(&files)
        for index in files.indices {
            files[index].errors = files[index].findings.filter { $0.severity == .error }.map(\.line)
            files[index].warnings = files[index].findings.filter { $0.severity == .warning }.map(\.line)
        }
        keepsRenderers?(allJobs)
        return files.filter { !references.contains($0.path) }
    }

    /// Texts truncated in a locale but not in the source language: the
    /// translation, not the layout, is what to look at.
    func applyBaseLocaleRule(_ files: inout [File]) {
        guard let severity = configuration.policy(for: .baseLocaleTruncation).severity else { return }
        // The source language's verdicts, by the view they belong to, read
        // once per activity.
        var sourceTables: [String: [VerdictEntry.Key: VerdictEntry]] = [:]
        for index in files.indices {
            let file = files[index]
            guard file.locale != file.sourceLanguage, file.verdicts.contains(where: \.isCut),
                  let source = files.first(where: { $0.manifest == file.manifest && $0.locale == file.sourceLanguage }) else { continue }
            let theirs = sourceTables[source.path] ?? Dictionary(source.verdicts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            sourceTables[source.path] = theirs
            let activity = file.activity
            let ignores = configuration.ignores + file.ignores
            for entry in file.verdicts.filter(\.isCut).sorted(by: { $0.key < $1.key }) {
                guard let base = theirs[entry.key], !base.isCut else { continue }
                let finding = CheckFinding(severity: severity, rule: .baseLocaleTruncation, activity: activity, locale: Self.fileName(locale: file.locale),
                                           state: entry.key.state, device: entry.key.device, presentation: entry.key.presentation, subject: entry.subject,
                                           location: entry.location,
                                           message: "\(entry.verdict)\(entry.widths) in \(file.locale) but \(base.verdict)\(base.widths) in \(file.sourceLanguage)")
                if ignores.contains(where: { $0.matches(finding) }) { continue }
                files[index].findings.append(finding)
            }
        }
    }
}

/// A text's or timer's verdict in one snapshot, by the view it belongs to:
/// what the base-locale rule compares across locales, read from the
/// snapshot's values.
struct VerdictEntry: Sendable, Hashable {
    /// Which view: state, device, presentation, the view's kind and label,
    /// and its occurrence among views of that label.
    struct Key: Sendable, Hashable, Comparable {
        var state: String
        var device: String
        var presentation: Presentation
        var label: String
        var occurrence: Int
        static func < (a: Key, b: Key) -> Bool {
            (a.state, a.device, a.presentation.rawValue, a.label, a.occurrence) < (b.state, b.device, b.presentation.rawValue, b.label, b.occurrence)
        }
    }
    var key: Key
    /// `text` or `timer`.
    var kind: String
    var subject: String
    /// Where the view is written.
    var location: SourceLocation
    /// The text's verdict.
    var textVerdict: TextVerdict
    /// The width taken and the width offered (none offered: `nil`).
    var measured: Double
    var proposed: Double?

    /// `fits`, `truncated("…")`, `scaled(0.8)`…, as the snapshot prints it.
    var verdict: String { textVerdict.description }
    /// ` (75.622/76.910 pt)`: the width taken of the width offered.
    var widths: String {
        guard let proposed else { return "" }
        return " (\(FixedPoint.string(measured, decimals: 3))/\(FixedPoint.string(proposed, decimals: 3)) pt)"
    }

    var isCut: Bool { !textVerdict.showsAllText }

    /// The verdict as a golden holds it: with its widths, and the room
    /// left as the golden prints it (to the thousandth).
    var golden: GoldenFile.Verdict {
        let headroom = proposed.flatMap { proposed -> Double? in
            guard textVerdict == .fits || textVerdict.name == "wrapped" else { return nil }
            return Double(FixedPoint.string(proposed - measured, decimals: 3))
        }
        return GoldenFile.Verdict(presentation: key.presentation.rawValue, kind: kind, subject: subject, occurrence: key.occurrence,
                                  verdict: verdict + widths, headroom: headroom)
    }

    static func entries(_ snapshot: ActivitySnapshot, state: String, device: String) -> [VerdictEntry] {
        var result: [VerdictEntry] = []
        for laid in snapshot.presentations {
            var seen: [String: Int] = [:]
            for view in laid.root.flattened where view.kind == .text || view.kind == .timer {
                guard let text = view.text else { continue }
                let label = "\(view.kind) \(view.label.quoted)"
                let occurrence = seen[label, default: 0]
                seen[label] = occurrence + 1
                let proposed = view.proposedWidth.flatMap { $0.isFinite ? $0 : nil }
                result.append(VerdictEntry(key: Key(state: state, device: device, presentation: laid.presentation, label: label, occurrence: occurrence),
                                           kind: view.kind.rawValue, subject: view.label, location: view.location, textVerdict: text.verdict,
                                           measured: view.measuredWidth ?? text.width, proposed: proposed))
            }
        }
        return result
    }
}
