import Foundation

/// The check's outcome in the formats CI systems read.
public enum GoldenReport {
    /// The JSON report: every file's outcome, the findings, the exit code.
    /// `slotfit merge` combines shards' reports into one.
    public struct Document: Codable, Sendable {
        public var version = 1
        public var files: [GoldenCheck.FileResult]
        public var fontChanges: [String]
        public var exitCode: Int32
        /// The findings as values (absent in reports of older versions).
        public var findings: [CheckFinding]?

        /// Creates a report.
        public init(files: [GoldenCheck.FileResult], fontChanges: [String], exitCode: Int32, findings: [CheckFinding]? = nil) {
            self.files = files; self.fontChanges = fontChanges; self.exitCode = exitCode; self.findings = findings
        }
    }

    public static func document(_ report: GoldenCheck.Report) -> Document {
        Document(files: report.files, fontChanges: report.fontChanges, exitCode: report.isClean ? 0 : 1, findings: report.findings)
    }

    public static func json(_ document: Document) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }

    /// Merges shard reports: one verdict, one exit code.
    public static func merge(_ documents: [Document]) -> Document {
        let files = documents.flatMap(\.files).sorted { $0.path < $1.path }
        let fonts = Array(Set(documents.flatMap(\.fontChanges))).sorted()
        let failing = files.contains { $0.status != .match || !$0.errors.isEmpty } || !fonts.isEmpty
        let findings = documents.contains { $0.findings != nil } ? documents.flatMap { $0.findings ?? [] } : nil
        return Document(files: files, fontChanges: fonts, exitCode: failing ? 1 : 0, findings: findings)
    }

    /// JUnit XML: one test case per activity × locale × device × state,
    /// with the file and line of its first finding (the view's), the time
    /// its render took, and a failure listing its error findings (warnings
    /// as system-out) and verdict changes.
    public static func junit(_ document: Document) -> String {
        func escape(_ s: String) -> String { s.showingInvisibleControls.xmlEscaped }
        var cases: [String] = []
        var failures = 0
        var total = 0.0
        for file in document.files {
            let suite = file.path.replacingOccurrences(of: ".txt", with: "").replacingOccurrences(of: "/", with: " · ")
            for (index, testCase) in file.cases.enumerated() {
                // "state · device".
                let parts = testCase.components(separatedBy: " · ")
                let findings = (file.findings ?? []).filter { parts.count == 2 && $0.state == parts[0] && $0.device == parts[1] }
                let errors: [String]
                if file.findings != nil {
                    errors = findings.filter { $0.severity == .error }.map(\.line)
                } else {
                    errors = file.errors.filter { line in parts.allSatisfy { line.contains(" \($0) ") || line.contains(" \($0):") } }
                }
                let changes = file.verdictChanges.filter { line in parts.allSatisfy { line.contains(" \($0) ") || line.contains(" \($0):") } }
                var messages = changes + errors
                if file.status == .missing { messages.append("no golden for \(file.path); run slotfit render") }
                if file.status == .changed && messages.isEmpty && index == 0 && file.verdictChanges.isEmpty {
                    messages.append("golden \(file.path) differs; see slotfit check")
                }
                let name = "\(suite) · \(testCase)"
                let seconds = file.caseSeconds.flatMap { index < $0.count ? $0[index] : nil } ?? 0
                total += seconds
                let place = findings.first?.location ?? SourceLocation(file: file.manifest)
                var attributes = "classname=\"\(escape(suite))\" name=\"\(escape(name))\" time=\"\(String(format: "%.4f", seconds))\" file=\"\(escape(place.file))\""
                if let line = place.line { attributes += " line=\"\(line)\"" }
                let warnings = findings.filter { $0.severity == .warning }.map(\.line)
                var body = ""
                if !messages.isEmpty {
                    failures += 1
                    body += "\n      <failure message=\"\(escape(messages[0]))\" type=\"\(escape(findings.first { $0.severity == .error }?.rule.rawValue ?? "golden"))\">\(escape(messages.joined(separator: "\n")))</failure>"
                }
                if !warnings.isEmpty { body += "\n      <system-out>\(escape(warnings.joined(separator: "\n")))</system-out>" }
                cases.append(body.isEmpty ? "    <testcase \(attributes)/>" : "    <testcase \(attributes)>\(body)\n    </testcase>")
            }
        }
        let time = String(format: "%.4f", total)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"slotfit\" tests=\"\(cases.count)\" failures=\"\(failures)\" time=\"\(time)\">\n  <testsuite name=\"slotfit check\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(time)\">\n"
            + cases.joined(separator: "\n") + "\n  </testsuite>\n</testsuites>\n"
    }

    /// Xcode's and compilers' diagnostics, one per cause:
    /// `path:line:column: error: [rule] message (locales …)` — clickable in
    /// Xcode's build log and in editors. Paths are absolute (from `base`).
    public static func xcode(_ groups: [FindingGroup], base: String) -> [String] {
        groups.map { group in
            let location = group.cause.location
            let path = location.file.hasPrefix("/") ? location.file : (base as NSString).appendingPathComponent(location.file)
            let place = "\(path):\(location.line ?? 1):\(location.column ?? 1)"
            let subject = group.cause.subject.isEmpty ? "" : " \(group.cause.subject.debugDescription)"
            let scope = group.locales.isEmpty ? "" : " (\(group.locales.count) locale\(group.locales.count == 1 ? "" : "s"): \(group.locales.prefix(8).joined(separator: ", "))\(group.locales.count > 8 ? ", …" : ""))"
            return "\(place): \(group.severity == .error ? "error" : group.severity == .warning ? "warning" : "note"): [\(group.cause.rule)] \(group.cause.presentation?.rawValue ?? "")\(subject): \(group.message)\(scope)"
        }
    }

    /// A workflow command's message: `%`, CR and LF percent-encoded.
    static func commandMessage(_ s: String) -> String {
        s.showingInvisibleControls.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value: `:` and `,` encoded too.
    static func commandProperty(_ s: String) -> String {
        commandMessage(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// The annotations of the files themselves: a verdict change caused by a
    /// string at its key in the catalog, a missing golden at its manifest.
    static func fileAnnotations(_ document: Document) -> [String] {
        var lines: [String] = []
        for file in document.files {
            for change in file.verdictChanges {
                // "… · text \"Key\": old → new": find the key's line in the catalog.
                var target = "file=\(commandProperty(file.manifest))"
                if let catalog = file.catalog, let key = change.components(separatedBy: "text \"").dropFirst().first?.components(separatedBy: "\":").first,
                   let line = lineOfKey(key, in: catalog) {
                    target = "file=\(commandProperty(catalog)),line=\(line)"
                }
                lines.append("::error \(target),title=\(commandProperty("SlotFit verdict change"))::\(commandMessage(change))")
            }
            if file.status == .missing {
                lines.append("::error file=\(commandProperty(file.manifest)),title=\(commandProperty("SlotFit golden missing"))::no golden for \(commandMessage(file.path)); run slotfit render")
            }
        }
        return lines
    }

    /// GitHub Actions annotations: the files' (verdict changes, missing
    /// goldens), then one per cause at the view's line, naming the locales,
    /// devices and states it hits.
    public static func github(_ document: Document, groups: [FindingGroup]) -> [String] {
        var lines = fileAnnotations(document)
        for group in groups where group.severity != .note {
            let location = group.cause.location
            var target = "file=\(commandProperty(location.file))"
            if let line = location.line { target += ",line=\(line)" }
            if let column = location.column { target += ",col=\(column)" }
            let subject = group.cause.subject.isEmpty ? "" : " \(group.cause.subject.debugDescription)"
            var message = "\(group.cause.rule) \(group.cause.presentation?.rawValue ?? "-")\(subject): \(group.message)"
            message += "\n\(group.count) finding\(group.count == 1 ? "" : "s") · locales: \(group.locales.joined(separator: ", ")) · devices: \(group.devices.joined(separator: ", ")) · states: \(group.states.joined(separator: ", "))"
            lines.append("::\(group.severity.rawValue) \(target),title=\(commandProperty("SlotFit \(group.cause.rule) (\(group.cause.activity))"))::\(commandMessage(message))")
        }
        return lines
    }

    /// GitHub Actions annotations from a JSON report alone (`slotfit
    /// merge`'s input): one per cause from its findings; a report of an
    /// older version, without them, one per finding line.
    public static func github(_ document: Document) -> [String] {
        if let findings = document.findings { return github(document, groups: FindingGroup.grouping(findings)) }
        var lines = fileAnnotations(document)
        for file in document.files {
            for (level, findings) in [("error", file.errors), ("warning", file.warnings)] {
                for finding in findings {
                    let location = finding.components(separatedBy: " (").dropFirst().first?.components(separatedBy: ")").first.map(ManifestReader.writtenLocation)
                    var target = "file=\(commandProperty(location?.file ?? file.manifest))"
                    if let line = location?.line { target += ",line=\(line)" }
                    if let column = location?.column { target += ",col=\(column)" }
                    lines.append("::\(level) \(target),title=\(commandProperty("SlotFit finding"))::\(commandMessage(finding))")
                }
            }
        }
        return lines
    }

    /// The 1-based line of `"key" :` in a catalog file.
    static func lineOfKey(_ key: String, in catalog: String) -> Int? {
        guard let text = FileManager.default.contents(atPath: catalog).map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
        let needle = "\"" + key.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(needle) {
            return index + 1
        }
        return nil
    }
}
