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
    }

    public var configuration: SlotFitConfiguration
    public var engine: TextEngine
    /// `--shard i/n`: this run renders every n-th (activity, locale) from
    /// the i-th (1-based), in a fixed order, so CI jobs split the matrix.
    public var shard: (index: Int, count: Int)? = nil

    public init(configuration: SlotFitConfiguration, engine: TextEngine) {
        self.configuration = configuration
        self.engine = engine
    }

    /// A file-name-safe form of an activity's name.
    static func slug(_ name: String) -> String {
        let lowered = name.lowercased().unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-" }
        return String(lowered).split(separator: "-").joined(separator: "-")
    }

    /// Every golden file, in a stable order. Locales run in parallel; the
    /// output does not depend on the number of threads.
    public func render() throws -> [File] {
        var jobs: [(activity: Activity, renderer: ActivityRenderer, locale: String, manifest: String)] = []
        for path in configuration.activities {
            let activity = try ActivityManifest.load(contentsOf: path)
            var catalog = try ActivityRenderer(engine: engine, activity: activity).catalog
            var locales = configuration.locales ?? (activity.catalog == nil ? [configuration.systemDefault] : catalog.localizations)
            if configuration.pseudoLocales && activity.catalog != nil {
                for mode in [Pseudolocalizer.Mode.accented, .rightToLeft] {
                    catalog = Pseudolocalizer(mode: mode).adding(to: catalog)
                    locales.append(mode.defaultLocale)
                }
            }
            let renderer = try ActivityRenderer(engine: engine, activity: activity, catalog: catalog)
            for locale in locales { jobs.append((activity, renderer, locale, path)) }
        }
        let devices = try configuration.devices.map(DeviceCatalog.profile)
        if let shard {
            jobs = jobs.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
        }
        let allJobs = jobs
        let configuration = self.configuration
        let results = FileResults(count: allJobs.count)
        DispatchQueue.concurrentPerform(iterations: allJobs.count) { index in
            let job = allJobs[index]
            results.set(index, Result {
                let states = configuration.states ?? (job.activity.states.isEmpty ? ["default"] : job.activity.states.map(\.name))
                var text = "slotfit-golden 1\nactivity: \(job.activity.name)\nlocale: \(job.locale)\n"
                var errors: [String] = []
                var cases: [String] = []
                for device in devices {
                    for state in states {
                        let snapshot = try job.renderer.render(state: state, device: device, languageCode: job.locale,
                                                               systemDefault: configuration.systemDefault)
                        text += "\n=== \(device.id) · \(state) ===\n" + snapshot.text
                        cases.append("\(state) · \(device.id)")
                        errors += snapshot.findings.filter { $0.severity == .error }.map {
                            "\(job.locale) · \(job.activity.name) · \(state) · \(device.id) · \($0.text)"
                        }
                    }
                }
                return File(path: "\(Self.slug(job.activity.name))/\(job.locale).txt", contents: text, errors: errors,
                            manifest: job.manifest, catalog: job.activity.catalog, cases: cases)
            })
        }
        return try results.all.map { try $0.get() }.sorted { $0.path < $1.path }
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
