import Foundation
import SlotFitStrings

/// Compares rendered goldens with the committed ones. Never writes.
public struct GoldenCheck {
    /// What a check found.
    public struct Report: Sendable {
        /// "fonts changed" lines, said first: a font change is not a layout
        /// regression.
        public var fontChanges: [String] = []
        /// One line per text whose verdict changed.
        public var verdictChanges: [String] = []
        /// Goldens missing on disk.
        public var missing: [String] = []
        /// Goldens not read: they lead out of the project, loop, or are
        /// folders (each with its error in `errors`).
        public var refused: [String] = []
        /// Unified diffs of changed goldens.
        public var diffs: [String] = []
        /// Error findings of the rules.
        public var errors: [String] = []
        /// Warning findings: reported, not failing.
        public var warnings: [String] = []
        /// Each golden file's outcome.
        public var files: [FileResult] = []
        /// The findings as values.
        public var findings: [CheckFinding] = []

        /// An empty report (tools and tests that build one).
        public init() {}
        /// How many snapshots were checked.
        public var snapshots = 0
        /// Texts and timers laid out across the snapshots, and those of them
        /// that rest on a value SlotFit could not compute (not checked).
        public var texts = 0
        public var unverifiedTexts = 0
        /// Texts no sample state shows, by activity: where they are written.
        /// Nothing is known of them; they count as not checked.
        public var neverShown: [String: Set<SourceLocation>] = [:]

        /// The coverage figure: texts checked exactly / texts.
        public var coverage: String {
            let exact = texts - unverifiedTexts
            let share = texts == 0 ? 100 : Double(exact) / Double(texts) * 100
            return "texts checked exactly \(exact)/\(texts) (\(String(format: "%.1f", share)) %)"
        }

        /// Errors that are not a view's finding (a golden's format), each once.
        public var otherErrors: [String] {
            let lines = Set(findings.map(\.line))
            return errors.filter { !lines.contains($0) }
        }

        /// The findings grouped by cause, worst first.
        public var groups: [FindingGroup] { FindingGroup.grouping(findings) }

        /// One line: counts per severity, groups, snapshots, goldens changed.
        public func summary(seconds: Double? = nil) -> String {
            let errorCount = errors.count
            let warningCount = findings.filter { $0.severity == .warning }.count
            let changed = files.filter { $0.status == .changed }.count, missingCount = files.filter { $0.status == .missing }.count
            var parts = ["\(errorCount) error\(errorCount == 1 ? "" : "s"), \(warningCount) warning\(warningCount == 1 ? "" : "s") in \(groups.filter { $0.severity != .note }.count) group\(groups.filter { $0.severity != .note }.count == 1 ? "" : "s")",
                         "\(snapshots) snapshots checked\(texts > 0 ? " · " + coverage : "")",
                         "\(changed) golden\(changed == 1 ? "" : "s") changed"]
            if missingCount > 0 { parts.append("\(missingCount) missing") }
            if !fontChanges.isEmpty { parts.append("fonts changed") }
            if let seconds { parts.append(String(format: "%.2f s", seconds)) }
            return parts.joined(separator: " · ")
        }

        /// The report as a terminal shows it: what regressed, the findings
        /// in groups (warnings too unless `quiet`), the diffs (a summary of
        /// each changed golden unless `fullDiff`), then the summary line.
        public func grouped(quiet: Bool = false, fullDiff: Bool = true, seconds: Double? = nil) -> String {
            var out: [String] = []
            if !fontChanges.isEmpty {
                out.append("Fonts changed (a font change, not a layout regression; re-record with slotfit render --record all once reviewed):")
                out += fontChanges.map { "  " + $0 }
            }
            if !missing.isEmpty { out.append("Missing goldens (run slotfit render):"); out += missing.map { "  " + $0 } }
            if !verdictChanges.isEmpty { out.append("Verdict changes:"); out += verdictChanges.map { "  " + $0 } }
            // Errors that are not a finding of a view (a golden's format).
            let formatErrors = otherErrors
            if !formatErrors.isEmpty { out.append("Errors:"); out += formatErrors.map { "  " + $0 } }
            // Texts on a stand-in: one list, apart from the findings.
            let notChecked = groups.filter { $0.cause.rule == .unverifiedText && $0.severity == .note }
            let shown = groups.filter { !($0.cause.rule == .unverifiedText && $0.severity == .note) && (!quiet || $0.severity == .error) }
            if !notChecked.isEmpty {
                out.append("\(notChecked.count) text\(notChecked.count == 1 ? "" : "s") not checked: values SlotFit could not compute — give samples under values: in slotfit.yml (slotfit import lists them), or --require-checked to fail on them:")
                if !quiet {
                    out += notChecked.map { group in
                        let subject = group.cause.subject.isEmpty ? "" : " \(group.cause.subject.debugDescription)"
                        return "  \(group.cause.activity) · \(group.cause.presentation?.rawValue ?? "-")\(subject) (\(group.cause.location)): \(group.message)"
                    }
                }
            }
            let hidden = neverShown.sorted { $0.key < $1.key }.filter { !$0.value.isEmpty }
            if !hidden.isEmpty {
                let count = hidden.map(\.value.count).reduce(0, +)
                out.append("\(count) text\(count == 1 ? " is" : "s are") never laid out: no sample state shows \(count == 1 ? "it" : "them"), so \(count == 1 ? "it is" : "they are") not checked — add sample states (samples:, values:, a #Preview) that show \(count == 1 ? "it" : "them"):")
                if !quiet {
                    for (activity, locations) in hidden {
                        let sorted = locations.sorted().map(\.description)
                        out.append("  \(activity): \(sorted.prefix(12).joined(separator: ", "))\(sorted.count > 12 ? ", … (\(sorted.count))" : "")")
                    }
                }
            }
            if !shown.isEmpty { out.append("Findings by cause (worst first):"); out += shown.map(\.text) }
            if fullDiff {
                out += diffs
            } else {
                for file in files where file.status == .changed && !refused.contains(file.path) {
                    out.append("changed \(file.path): \(file.verdictChanges.count) verdict change\(file.verdictChanges.count == 1 ? "" : "s") (slotfit check --full-diff shows the diff)")
                }
            }
            if isClean { out.append("All goldens match; no error findings.") }
            out.append(summary(seconds: seconds))
            return out.joined(separator: "\n") + "\n"
        }

        /// `true` when nothing regressed.
        public var isClean: Bool { fontChanges.isEmpty && verdictChanges.isEmpty && missing.isEmpty && diffs.isEmpty && errors.isEmpty }

    }

    /// One golden file's outcome.
    public struct FileResult: Sendable, Codable, Hashable {
        public enum Status: String, Sendable, Codable { case match, changed, missing }
        public var path: String
        public var manifest: String
        public var catalog: String?
        public var cases: [String]
        public var status: Status
        public var verdictChanges: [String]
        public var errors: [String]
        public var warnings: [String] = []
        /// The file's findings as values, and each case's render time
        /// (absent in reports of older versions).
        public var findings: [CheckFinding]?
        public var caseSeconds: [Double]?

        /// Creates a file's outcome.
        public init(path: String, manifest: String, catalog: String?, cases: [String], status: Status,
                    verdictChanges: [String], errors: [String], warnings: [String] = []) {
            self.path = path; self.manifest = manifest; self.catalog = catalog; self.cases = cases; self.status = status
            self.verdictChanges = verdictChanges; self.errors = errors; self.warnings = warnings
        }
    }

    /// What reading one golden gave.
    enum Golden {
        /// Not there: a missing golden.
        case missing
        /// Not read: it leads out of the project, loops, or is a folder.
        case refused(String)
        /// Its bytes, and whether they equal the rendering.
        case read(Data, equal: Bool)
    }

    /// The golden at `path`, read only when it is a file that leads inside
    /// `boundary`'s project (when given): a golden linked out of the project
    /// is never read, so its bytes never reach a diff or a report.
    static func read(_ path: String, shown: String, boundary: ProjectBoundary?) -> Golden {
        if let boundary {
            do { try boundary.resolve(path, what: "the golden") } catch let error as SlotFitError {
                return .refused("\(shown): \(error.problem)")
            } catch { return .refused("\(shown): \(error)") }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        guard !isDirectory.boolValue else {
            return .refused("\(shown): \"\(path)\" is a folder where a golden file should be; remove it (rm -r \"\(path)\") and record the golden with slotfit render")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .refused("\(shown): cannot read the golden \"\(path)\" (permissions?); make it readable")
        }
        return .read(data, equal: false)
    }

    /// Compares `files` with those under `directory`; with a `boundary`,
    /// goldens that lead out of its project are errors, never read.
    public static func compare(_ files: [GoldenMatrix.File], directory: String, boundary: ProjectBoundary? = nil) -> Report {
        var report = Report()
        var fontLines = Set<String>(), goldenFontLines = Set<String>()
        // Every golden read and compared byte for byte on every core; only
        // a golden that differs is decoded.
        let goldens = [Golden].concurrentlyMade(count: files.count) { index in
            let path = (directory as NSString).appendingPathComponent(files[index].path)
            let golden = read(path, shown: files[index].path, boundary: boundary)
            guard case .read(let data, _) = golden else { return golden }
            var contents = files[index].contents
            let equal = contents.withUTF8 { rendered in
                data.count == rendered.count && data.withUnsafeBytes { golden in
                    rendered.isEmpty || memcmp(golden.baseAddress!, rendered.baseAddress!, rendered.count) == 0
                }
            }
            return .read(data, equal: equal)
        }
        for (file, loaded) in zip(files, goldens) {
            report.errors += file.errors
            report.warnings += file.warnings
            report.findings += file.findings
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
                                    status: .match, verdictChanges: [], errors: file.errors, warnings: file.warnings)
            result.findings = file.findings
            result.caseSeconds = file.caseSeconds
            let data: Data, equal: Bool
            switch loaded {
            case .missing:
                report.missing.append(file.path)
                result.status = .missing
                report.files.append(result)
                continue
            case .refused(let problem):
                report.errors.append(problem)
                report.refused.append(file.path)
                result.status = .changed
                result.errors.append(problem)
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
            let golden = String(decoding: data, as: UTF8.self)
            let first = golden.prefix { $0 != "\n" }
            if first != "slotfit-golden 1" {
                report.errors.append("\(file.path): golden format \"\(first)\" is not this version's \"slotfit-golden 1\"; review the diff, then migrate with slotfit render --record all")
            }
            fontLines.formUnion(file.contents.split(separator: "\n").filter { $0.hasPrefix("  font: ") }.map(String.init))
            goldenFontLines.formUnion(golden.split(separator: "\n").filter { $0.hasPrefix("  font: ") }.map(String.init))
            result.status = .changed
            result.verdictChanges = verdictChanges(old: golden, new: file.contents, file: file.path)
            report.files.append(result)
            report.verdictChanges += result.verdictChanges
            report.diffs.append(LineDiff.unified(golden, file.contents, oldName: "golden/\(file.path)", newName: "rendered/\(file.path)"))
        }
        if fontLines != goldenFontLines {
            report.fontChanges = goldenFontLines.subtracting(fontLines).sorted().map { "- " + $0.dropFirst(8) }
                + fontLines.subtracting(goldenFontLines).sorted().map { "+ " + $0.dropFirst(8) }
        }
        return report
    }

    /// Texts whose verdict differs between two goldens, by device, state,
    /// presentation and element.
    static func verdictChanges(old: String, new: String, file: String) -> [String] {
        let before = verdicts(old), after = verdicts(new)
        let locale = (file as NSString).lastPathComponent.replacingOccurrences(of: ".txt", with: "")
        let activity = (file as NSString).deletingLastPathComponent
        var lines: [String] = []
        for key in after.keys.sorted() where before[key] != after[key] {
            lines.append("\(locale) · \(activity) · \(key): \(before[key] ?? "(absent)") → \(after[key]!)")
        }
        for key in before.keys.sorted() where after[key] == nil {
            lines.append("\(locale) · \(activity) · \(key): \(before[key]!) → (absent)")
        }
        return lines
    }

    /// The index of the quote that ends a Swift-escaped string starting at
    /// `text`'s beginning (after its opening quote).
    static func closingQuote(in text: Substring) -> String.Index? {
        var escaped = false
        for index in text.indices {
            if escaped { escaped = false; continue }
            if text[index] == "\\" { escaped = true; continue }
            if text[index] == "\"" { return index }
        }
        return nil
    }

    /// "state · device · presentation · label" → "fits (38.219/52.330 pt)".
    static func verdicts(_ golden: String) -> [String: String] {
        var table: [String: String] = [:]
        var block = "", presentation = ""
        var seen: [String: Int] = [:]
        for line in golden.split(separator: "\n").map(String.init) {
            if line.hasPrefix("=== ") {
                let inner = line.dropFirst(4).dropLast(4).components(separatedBy: " · ")
                block = inner.count == 2 ? "\(inner[1]) · \(inner[0])" : String(line)
                continue
            }
            if let colon = line.firstIndex(of: ":"), !line.hasPrefix(" "), line.contains(": budget ") {
                presentation = String(line[..<colon])
                continue
            }
            guard line.hasPrefix("  text ") || line.hasPrefix("  timer "), let visual = line.range(of: " visual \"") else { continue }
            let label = line.dropFirst(2).components(separatedBy: " at ").first ?? ""
            // After the quoted visual text: the verdict, then the widths.
            var rest = line[visual.upperBound...]
            let end = closingQuote(in: rest) ?? rest.endIndex
            rest = end < rest.endIndex ? rest[rest.index(after: end)...].drop { $0 == " " } : rest[end...]
            // The verdict is one word, or a word with a quoted text in
            // parentheses that may hold spaces: truncated("152 துடிப்பு…").
            var verdictEnd = rest.firstIndex(of: " ") ?? rest.endIndex
            if let open = rest.range(of: "(\""), open.lowerBound < verdictEnd,
               let close = closingQuote(in: rest[open.upperBound...]), rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == ")" {
                verdictEnd = rest.index(close, offsetBy: 2)
            }
            let verdict = rest.isEmpty ? "?" : String(rest[..<verdictEnd])
            let words = rest[verdictEnd...].split(separator: " ", omittingEmptySubsequences: true)
            let width = words.firstIndex(of: "width").flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }.map { " (\($0) pt)" } ?? ""
            let base = "\(block) · \(presentation) · \(label)"
            let n = seen[base, default: 0]
            seen[base] = n + 1
            table[n == 0 ? base : "\(base) #\(n + 1)"] = verdict + width
        }
        return table
    }
}
