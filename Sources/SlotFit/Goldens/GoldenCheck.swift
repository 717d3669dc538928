import Foundation
import SlotFitStrings

/// Compares rendered goldens with the committed ones. Never writes.
public struct GoldenCheck {
    /// What a check found.
    public struct Report: Sendable {
        /// The fonts that changed, said first: a font change is not a layout
        /// regression.
        package var fontChange: FontChange?
        /// The texts whose verdict changed.
        package var verdictChanges: [VerdictChange] = []
        /// Goldens missing on disk.
        public var missing: [String] = []
        /// Goldens not read: they lead out of the project, loop, or are
        /// folders (each with its problem in `problems`).
        public var refused: [String] = []
        /// Unified diffs of changed goldens.
        public var diffs: [String] = []
        /// Goldens that could not be compared: errors that are not a
        /// view's finding.
        public var problems: [GoldenProblem] = []
        /// The committed text of each golden that differs from its
        /// rendering, by path, as the check read it (inside the project
        /// only): what reports show beside the rendering.
        public var committed: [String: String] = [:]
        /// The committed pictures of those goldens' cases, by path in the
        /// golden folder (`svg/…`), read when the rendering drew pictures.
        public var committedPictures: [String: String] = [:]
        /// Each golden file's outcome.
        public var files: [FileResult] = []
        /// The findings as values; setting them groups them, once.
        public var findings: [CheckFinding] = [] { didSet { groups = FindingGroup.grouping(findings) } }
        /// The findings grouped by cause, worst first: made once when the
        /// findings are set, read by every reporter.
        public private(set) var groups: [FindingGroup] = []

        /// An empty report (tools and tests that build one).
        public init() {}
        /// How many snapshots were checked.
        public var snapshots = 0
        /// Texts and timers laid out across the snapshots, and those of them
        /// that rest on a value SlotFit could not compute (not checked).
        public var texts = 0
        public var unverifiedTexts = 0
        /// The activities' texts as written in their source, and how many of
        /// them are exact: `slotfit import` and `init`'s figure, over the
        /// same denominator (`nil` for manifests alone).
        public var sourceTexts: (exact: Int, texts: Int)? = nil
        /// Texts no sample state shows, by activity: where they are written.
        /// Nothing is known of them; they count as not checked.
        public var neverShown: [String: Set<SourceLocation>] = [:]

        /// Texts checked exactly, in percent of the texts (100 with none).
        public var coverageShare: Double { ReportCoverage(self).share }

        /// The coverage figure: texts checked exactly / texts
        /// (`ReportCoverage.summary`, as every report prints it).
        public var coverage: String { ReportCoverage(self).summary }

        /// The font change as lines: `- font` gone, `+ font` new.
        package var fontChanges: [String] { fontChange?.lines ?? [] }

        /// Error findings and goldens that could not be compared: what
        /// fails the check besides changed goldens.
        public var errorCount: Int { findings.count { $0.severity == .error } + problems.count }
        /// Warning findings: reported, not failing.
        public var warningCount: Int { findings.count { $0.severity == .warning } }

        /// One line: counts per severity, groups, snapshots, goldens changed.
        public func summary(seconds: Double? = nil) -> String {
            let changed = files.filter { $0.status == .changed }.count, missingCount = files.filter { $0.status == .missing }.count
            var parts = ["\(errorCount) error\(errorCount == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s") in \(groups.filter { $0.severity != .note }.count) group\(groups.filter { $0.severity != .note }.count == 1 ? "" : "s")",
                         "\(snapshots) snapshots checked\(texts > 0 ? " · " + coverage : "")"
                            + (sourceTexts.map { " · texts of the source exact \($0.exact)/\($0.texts)" } ?? ""),
                         "\(changed) golden\(changed == 1 ? "" : "s") changed"]
            if missingCount > 0 { parts.append("\(missingCount) missing") }
            if !fontChanges.isEmpty { parts.append("fonts changed") }
            if let seconds { parts.append(String(format: "%.2f s", seconds)) }
            return parts.joined(separator: " · ")
        }

        /// `true` when nothing regressed.
        package var isClean: Bool { fontChanges.isEmpty && verdictChanges.isEmpty && missing.isEmpty && diffs.isEmpty && errorCount == 0 }

    }

    /// One golden file's outcome.
    public struct FileResult: Sendable, Hashable {
        /// Whether the golden matched its rendering.
        public enum Status: String, Sendable, Codable { case match, changed, missing }
        /// The golden's path, relative to the golden folder.
        public var path: String
        /// The manifest or Swift file and the catalog it comes from.
        public var manifest: String
        public var catalog: String?
        /// Its cases, in order.
        public var cases: [GoldenCase]
        public var status: Status
        /// The texts whose verdict changed.
        package var verdictChanges: [VerdictChange]
        /// Why the golden could not be compared, if it could not.
        public var problems: [GoldenProblem] = []
        /// The file's findings as values.
        public var findings: [CheckFinding] = []
        /// Each case's render time (absent in reports of older versions).
        package var caseSeconds: [Double]?
        /// Recorded with other `values:` than slotfit.yml gives now (its
        /// `value:` lines differ): `slotfit render` re-records it.
        package var revalued = false
        /// Where the keys and texts of its findings and verdict changes are
        /// written: in the string tables (this locale's first), and in the
        /// source. Reports place annotations there without reading files.
        public var keyPlaces: [String: SourceLocation]?
        public var textPlaces: [String: SourceLocation]?

        /// Creates a file's outcome.
        public init(path: String, manifest: String, catalog: String?, cases: [GoldenCase], status: Status,
                    verdictChanges: [VerdictChange] = [], findings: [CheckFinding] = [], problems: [GoldenProblem] = []) {
            self.path = path; self.manifest = manifest; self.catalog = catalog; self.cases = cases; self.status = status
            self.verdictChanges = verdictChanges; self.findings = findings; self.problems = problems
        }

        /// Whether it fails the check: changed, missing, not compared, or
        /// with an error finding.
        public var fails: Bool {
            status != .match || !problems.isEmpty || findings.contains { $0.severity == .error }
        }
    }

    /// What reading one golden gave.
    enum Golden {
        /// Not there: a missing golden.
        case missing
        /// Not read: it leads out of the project, loops, or is a folder.
        case refused(GoldenProblem)
        /// Its bytes, and whether they equal the rendering.
        case read(Data, equal: Bool)
    }

    /// The golden at `path`, read only when it is a file that leads inside
    /// `boundary`'s project (when given): a golden linked out of the project
    /// is never read, so its bytes never reach a diff or a report.
    static func read(_ path: String, shown: String, boundary: ProjectBoundary?, knownEqual: Bool = false) -> Golden {
        if let boundary {
            do { try boundary.resolve(path, what: "the golden") } catch let error as SlotFitError {
                return .refused(GoldenProblem(kind: .refused, path: shown, message: error.problem))
            } catch { return .refused(GoldenProblem(kind: .refused, path: shown, message: "\(error)")) }
        }
        if knownEqual { return .read(Data(), equal: true) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        guard !isDirectory.boolValue else {
            return .refused(GoldenProblem(kind: .refused, path: shown,
                                          message: "\"\(path)\" is a folder where a golden file should be; remove it (rm -r \"\(path)\") and record the golden with slotfit render"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .refused(GoldenProblem(kind: .refused, path: shown, message: "cannot read the golden \"\(path)\" (permissions?); make it readable"))
        }
        return .read(data, equal: false)
    }

    /// Compares `files` with those under `directory`; with a `boundary`,
    /// goldens that lead out of its project are errors, never read.
    /// `unchanged` names goldens known equal to their rendering (unchanged
    /// on disk since they were found so, for the same rendering): still
    /// held to the boundary, not read.
    public static func compare(_ files: [GoldenMatrix.File], directory: String, boundary: ProjectBoundary? = nil,
                               unchanged: Set<String> = []) -> Report {
        var report = Report()
        // Gathered here and set once: setting them groups them.
        var findings: [CheckFinding] = []
        var fonts = Set<String>(), goldenFonts = Set<String>()
        // Every golden read and compared byte for byte on every core; only
        // a golden that differs is decoded.
        let goldens = [Golden].concurrentlyMade(count: files.count) { index in
            let path = (directory as NSString).appendingPathComponent(files[index].path)
            let known = unchanged.contains(files[index].path)
            let golden = read(path, shown: files[index].path, boundary: boundary, knownEqual: known)
            // Known equal: neither side was read (the rendering's text may
            // have been, for a report).
            guard case .read(let data, _) = golden, !known else { return golden }
            var contents = files[index].contents
            let equal = contents.withUTF8 { rendered in
                data.count == rendered.count && data.withUnsafeBytes { golden in
                    rendered.isEmpty || memcmp(golden.baseAddress!, rendered.baseAddress!, rendered.count) == 0
                }
            }
            return .read(data, equal: equal)
        }
        for (file, loaded) in zip(files, goldens) {
            findings += file.findings
            report.snapshots += file.cases.count
            report.texts += file.texts
            report.unverifiedTexts += file.unverifiedTexts
            if !file.neverShown.isEmpty {
                // Hidden in every file of the activity (a locale may show what another hides).
                report.neverShown[file.activity] = report.neverShown[file.activity].map { $0.intersection(file.neverShown) } ?? file.neverShown
            } else if !file.activity.isEmpty {
                report.neverShown[file.activity] = []
            }
            var result = FileResult(path: file.path, manifest: file.manifest, catalog: file.catalog, cases: file.cases,
                                    status: .match, findings: file.findings)
            result.caseSeconds = file.caseSeconds
            defer {
                // The places of what the report names, once its changes are known.
                if let last = report.files.indices.last, report.files[last].path == file.path {
                    let named = Set(report.files[last].findings.map(\.subject)).union(report.files[last].verdictChanges.map(\.subject))
                    let keys = file.keyPlaces.filter { named.contains($0.key) }, texts = file.textPlaces.filter { named.contains($0.key) }
                    report.files[last].keyPlaces = keys.isEmpty ? nil : keys
                    report.files[last].textPlaces = texts.isEmpty ? nil : texts
                }
            }
            let data: Data, equal: Bool
            switch loaded {
            case .missing:
                report.missing.append(file.path)
                result.status = .missing
                report.files.append(result)
                continue
            case .refused(let problem):
                report.problems.append(problem)
                report.refused.append(file.path)
                result.status = .changed
                result.problems.append(problem)
                report.files.append(result)
                continue
            case .read(let bytes, let same):
                data = bytes
                equal = same
            }
            // A golden equal to its rendering has the same fonts on both
            // sides (and the rendering's format line): only changed files
            // can tell of a font change.
            if equal { report.files.append(result); continue }
            let text = String(decoding: data, as: UTF8.self)
            let golden = GoldenFile(parsing: text)
            report.committed[file.path] = text
            if !file.pictures.isEmpty {
                report.committedPictures.merge(committedPictures(of: golden, path: file.path, directory: directory, boundary: boundary)) { first, _ in first }
            }
            if golden.format != GoldenFile.formatLine {
                let problem = GoldenProblem(kind: .format, path: file.path, message: "golden format \(golden.format.quoted) is not this version's \(GoldenFile.formatLine.quoted); review the diff, then migrate with slotfit render --record all")
                report.problems.append(problem)
                result.problems.append(problem)
            }
            let rendered = file.golden
            fonts.formUnion(rendered.fonts)
            goldenFonts.formUnion(golden.fonts)
            result.status = .changed
            result.revalued = golden.values != rendered.values
            result.verdictChanges = rendered.verdictChanges(from: golden, path: file.path)
            // The catalog line of each changed key, where the catalog parser
            // found it in the catalog file itself.
            for index in result.verdictChanges.indices where result.verdictChanges[index].kind == .text {
                if let place = file.keyPlaces[result.verdictChanges[index].subject], place.file == file.catalog {
                    result.verdictChanges[index].catalogLine = place.line
                }
            }
            report.files.append(result)
            report.verdictChanges += result.verdictChanges
            report.diffs.append(GoldenFile.unifiedDiff(old: text, new: file.contents, path: file.path))
        }
        report.fontChange = FontChange(old: goldenFonts, new: fonts)
        report.findings = findings
        return report
    }

    /// The committed pictures of `golden`'s cases (the golden at `path`),
    /// each read as the golden is and rebuilt from what SlotFit draws
    /// (`SVGSanitizer`): a picture not there, leading out of the project,
    /// or not an SVG, is left out.
    static func committedPictures(of golden: GoldenFile, path: String, directory: String, boundary: ProjectBoundary?) -> [String: String] {
        let (folder, locale) = GoldenMatrix.place(ofGolden: path)
        var found: [String: String] = [:]
        for item in golden.cases {
            let picture = GoldenMatrix.picturePath(activityFolder: folder, locale: locale, device: item.device, state: item.state, size: item.dynamicTypeSize)
            guard found[picture] == nil,
                  case .read(let svg, _) = read((directory as NSString).appendingPathComponent(picture), shown: picture, boundary: boundary) else { continue }
            // Committed by the pull request: shown only as SlotFit draws.
            if let clean = SVGSanitizer.clean(String(decoding: svg, as: UTF8.self)) { found[picture] = clean }
        }
        return found
    }
}
