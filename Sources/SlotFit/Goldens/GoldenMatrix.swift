import Foundation
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
        public var contents: String
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

        /// Creates a golden file's record (tests, tools that write goldens).
        public init(path: String, contents: String, errors: [String], warnings: [String] = [], manifest: String = "",
                    catalog: String? = nil, cases: [String] = [], locale: String = "", sourceLanguage: String = "") {
            self.path = path; self.contents = contents; self.errors = errors; self.warnings = warnings
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
    /// Draw an SVG of every snapshot too.
    public var pictures = false
    /// Activities read from Swift source (`sources:` in slotfit.yml, read
    /// by SlotFitImport), each with the file it was read from.
    public var importedActivities: [(activity: Activity, origin: String)] = []
    /// Called after each (activity, locale) is rendered: done, total.
    public var progress: (@Sendable (Int, Int) -> Void)? = nil

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
        var inputs: [(activity: Activity, path: String, display: String)] = []
        for path in configuration.activities {
            inputs.append((try ActivityManifest.load(contentsOf: path, displayName: shown(path)), path, shown(path)))
        }
        for imported in importedActivities { inputs.append((imported.activity, imported.origin, shown(imported.origin))) }
        for (loaded, path, display) in inputs {
            var activity = loaded
            activityNames.append(activity.name)
            if let stress = configuration.stress[activity.name] {
                activity = try activity.addingStressState(stress, source: configuration.location("stress.\(activity.name)"))
            }
            var catalog = try activity.catalog.map { path -> StringCatalog in
                do { return try StringCatalog.load(path, table: activity.table) } catch let error as StringsError {
                    throw ManifestError(message: "\(display): catalog: \(error.message)")
                }
            } ?? StringCatalog(sourceLanguage: "en")
            // Golden file names come from localizations: each must be a tag.
            for localization in catalog.localizations {
                do { _ = try TextLocale(localization) } catch let error as TextError {
                    throw ManifestError(message: "\(activity.catalog ?? display): localization \"\(localization.showingInvisibleControls)\": \(error.message)")
                }
            }
            var locales = configuration.locales ?? (activity.catalog == nil ? [configuration.systemDefault] : catalog.localizations)
            if activity.catalog != nil, let asked = configuration.locales {
                let available = catalog.localizations
                for (index, locale) in asked.enumerated() where !available.contains(locale) {
                    let closest = DidYouMean.nearest(to: locale, in: available)
                    throw ManifestError(message: "\(configuration.location("locales[\(index)]")): locales[\(index)]: \"\(locale)\" is in no catalog of \(activity.name)\(closest.map { "; did you mean \"\($0)\"?" } ?? "") Localizations: \(available.joined(separator: ", ")); add it to \(activity.catalog ?? "the catalog") or remove it from locales")
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
                        throw ManifestError(message: "\(configuration.location("languageCodes[\(index)]")): languageCodes[\(index)]: \"\(code)\" matches no localization of \(activity.name) (\(resolution.chain.last?.reason ?? "nothing matched") \(resolution.localization)); remove it or add a localization to \(activity.catalog ?? "the catalog")")
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
                    throw ManifestError(message: "\(configuration.location("states")): states: \(activity.name) (\(display)) has no state \"\(state)\"\(closest.map { " (did you mean \"\($0)\"?)" } ?? ""); its states: \(known.joined(separator: ", "))")
                }
            }
            var renderer = try ActivityRenderer(engine: engine, activity: activity, catalog: catalog)
            renderer.scaleFloor = configuration.scaleFloor
            let source = activity.catalog == nil ? configuration.systemDefault : catalog.sourceLanguage
            for locale in locales { jobs.append((activity, renderer, locale, path, source)) }
        }
        for name in configuration.stress.keys.sorted() where !activityNames.contains(name) {
            let closest = DidYouMean.nearest(to: name, in: activityNames)
            throw ManifestError(message: "\(configuration.location("stress.\(name)")): stress: no activity is named \"\(name)\"\(closest.map { "; did you mean \"\($0)\"?" } ?? ""); activities: \(activityNames.joined(separator: ", "))")
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
        let counter = Counter()
        let results = FileResults(count: allJobs.count)
        let work: @Sendable (Int) -> Void = { index in
            let job = allJobs[index]
            results.set(index, Result {
                // A generated stress state renders whatever `states:` lists.
                let generated = job.activity.states.map(\.name).filter { $0 == "stress" || $0.hasPrefix("stress-") }
                let states = configuration.states.map { listed in listed + generated.filter { !listed.contains($0) } }
                    ?? (job.activity.states.isEmpty ? ["default"] : job.activity.states.map(\.name))
                var text = "slotfit-golden 1\nactivity: \(job.activity.name)\nlocale: \(Self.fileName(locale: job.locale))\n"
                var errors: [String] = []
                var warnings: [String] = []
                var cases: [String] = []
                var pictures: [String: String] = [:]
                for device in devices {
                    for state in states {
                        let snapshot = try job.renderer.render(state: state, device: device, languageCode: job.locale,
                                                               systemDefault: configuration.systemDefault)
                        text += "\n=== \(device.id) · \(state) ===\n" + snapshot.text
                        cases.append("\(state) · \(device.id)")
                        if drawPictures {
                            pictures["svg/\(Self.slug(job.activity.name))/\(Self.fileName(locale: job.locale))-\(device.id)-\(Self.slug(state)).svg"] = try snapshot.svg(engine: engine)
                        }
                        for finding in snapshot.findings {
                            let subject = finding.subject.isEmpty ? "" : " \(finding.subject.debugDescription)"
                            let line = "\(Self.fileName(locale: job.locale)) · \(job.activity.name) · \(state) · \(device.id) · \(finding.rule) \(finding.presentation?.rawValue ?? "-")\(subject) (\(finding.location)): \(finding.message)"
                            if configuration.ignores.contains(where: { $0.rule.map { $0 == finding.rule } ?? true && $0.covers(line, locale: job.locale) }) { continue }
                            switch configuration.severity(of: finding.rule) {
                            case "error": errors.append(line)
                            case "warning": warnings.append(line)
                            default: break
                            }
                        }
                    }
                }
                var file = File(path: "\(Self.slug(job.activity.name))/\(Self.fileName(locale: job.locale)).txt", contents: text, errors: errors,
                                warnings: warnings, manifest: job.manifest, catalog: job.activity.catalog, cases: cases,
                                locale: job.locale, sourceLanguage: job.source)
                file.pictures = pictures
                return file
            })
            progress?(counter.increment(), allJobs.count)
        }
        if parallel {
            DispatchQueue.concurrentPerform(iterations: allJobs.count, execute: work)
        } else {
            for index in allJobs.indices { work(index) }
        }
        let rendered = try results.all.map { try $0.get() }
        let references = Set(referenceOnly.map { rendered[$0].path })
        var files = rendered.sorted { $0.path < $1.path }
        applyBaseLocaleRule(&files)
        return files.filter { !references.contains($0.path) }
    }

    /// Texts truncated in a locale but not in the source language: the
    /// translation, not the layout, is what to look at.
    func applyBaseLocaleRule(_ files: inout [File]) {
        let severity = configuration.severity(of: "base-locale-truncation")
        guard severity != "off" else { return }
        // The source language's verdicts are read once per activity, and a
        // file with nothing truncated or clipped needs no reading at all.
        var sourceVerdicts: [String: [String: String]] = [:]
        for index in files.indices {
            let file = files[index]
            guard file.locale != file.sourceLanguage,
                  file.contents.contains("truncated(") || file.contents.contains("clipped("),
                  let source = files.first(where: { $0.manifest == file.manifest && $0.locale == file.sourceLanguage }) else { continue }
            let theirs = sourceVerdicts[source.path] ?? GoldenCheck.verdicts(source.contents)
            sourceVerdicts[source.path] = theirs
            let mine = GoldenCheck.verdicts(file.contents)
            for key in mine.keys.sorted() {
                guard let verdict = mine[key], verdict.hasPrefix("truncated") || verdict.hasPrefix("clipped"),
                      let base = theirs[key], !(base.hasPrefix("truncated") || base.hasPrefix("clipped")) else { continue }
                let line = "\(file.locale) · \(file.path.components(separatedBy: "/").first ?? "") · \(key): base-locale-truncation: \(verdict) in \(file.locale) but \(base) in \(file.sourceLanguage)"
                if configuration.ignores.contains(where: { $0.rule.map { $0 == "base-locale-truncation" } ?? true && $0.covers(line, locale: file.locale) }) { continue }
                if severity == "error" { files[index].errors.append(line) } else { files[index].warnings.append(line) }
            }
        }
    }
}

/// Results of the parallel render.
final class FileResults: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Result<GoldenMatrix.File, Error>]
    init(count: Int) { storage = Array(repeating: .failure(ManifestError(message: "not rendered")), count: count) }
    func set(_ index: Int, _ value: Result<GoldenMatrix.File, Error>) { lock.lock(); storage[index] = value; lock.unlock() }
    var all: [Result<GoldenMatrix.File, Error>] { lock.lock(); defer { lock.unlock() }; return storage }
}

/// A thread-safe counter for progress.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}
