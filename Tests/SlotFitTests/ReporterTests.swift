import Foundation
import SlotFit
import SlotFitStrings
import XCTest

/// Every reporter from values built here — findings, a verdict change, a
/// file's outcome — without rendering anything, against text written out
/// by hand from the formats' own rules: GitHub's workflow commands (`%` →
/// `%25`, CR → `%0D`, LF → `%0A`, and `:` → `%3A`, `,` → `%2C` in
/// properties), XML escaping validated with xmllint against
/// schemas/junit.xsd, SARIF 2.1.0's result fields.
final class ReporterTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let error = CheckFinding(severity: .error, rule: .compactTruncation, activity: "Delivery", locale: "de", state: "t", device: "iphone-393",
                                    presentation: .compactTrailing, subject: "ETA", location: SourceLocation(file: "Sources/Live, App.swift", line: 12, column: 5),
                                    message: "\"10 min\" is 100% cut")
    static let warning = CheckFinding(severity: .warning, rule: .textTruncation, activity: "Delivery", locale: "de", state: "s", device: "iphone-393",
                                      presentation: .lockScreen, subject: "Driver", location: SourceLocation(file: "delivery.yml", line: 3),
                                      message: "line\rbreak")
    static let change = VerdictChange(locale: "de", activity: "delivery", state: "s", device: "iphone-393", presentation: .lockScreen, kind: .text,
                                      subject: "Save 50%, now:\nhurry", old: GoldenFile.Outcome(verdict: .fits, width: 10, budget: 20),
                                      new: GoldenFile.Outcome(verdict: .truncated("Save → …"), width: 20, budget: 20),
                                      catalogLine: 7)
    static var file: GoldenCheck.FileResult {
        var file = GoldenCheck.FileResult(path: "delivery/de.txt", manifest: "delivery.yml", catalog: "Res/App:Strings,1.xcstrings",
                                          cases: [GoldenCase(state: "s", device: "iphone-393"), GoldenCase(state: "t", device: "iphone-393")],
                                          status: .changed, verdictChanges: [change], findings: [error, warning])
        file.caseSeconds = [0.5, 0.25]
        return file
    }
    static var document: GoldenReport.Document {
        GoldenReport.Document(files: [file], fontChanges: [], exitCode: 1, findings: [error, warning])
    }
    static var report: GoldenCheck.Report {
        var report = GoldenCheck.Report()
        report.files = [file]
        report.findings = [error, warning]
        report.verdictChanges = [change]
        report.fontChange = FontChange(old: ["Inter Regular, 3.019, Inter-Regular.otf#0, sha256 aa"], new: ["Inter Regular, 4.0, Inter-Regular.otf#0, sha256 bb"])
        return report
    }

    // The lines as written by the values' own descriptions, spelled out.
    let changeLine = #"de · delivery · s · iphone-393 · large · lockScreen · text "Save 50%, now:\nhurry": fits (10.000/20.000 pt) → truncated("Save → …") (20.000/20.000 pt)"#
    let errorLine = #"de · Delivery · t · iphone-393 · compact-truncation compactTrailing "ETA" (Sources/Live, App.swift:12:5): "10 min" is 100% cut"#
    let warningLine = "de · Delivery · s · iphone-393 · text-truncation lockScreen \"Driver\" (delivery.yml:3): line\rbreak"

    func testTheValuesLines() {
        XCTAssertEqual(Self.change.line, changeLine)
        XCTAssertEqual(Self.error.line, errorLine)
        XCTAssertEqual(Self.warning.line, warningLine)
    }

    /// `%` → `%25` and LF → `%0A` in messages, `:` → `%3A` and `,` → `%2C`
    /// in properties; a CR is shown as `<U+000D>` first (every report
    /// spells invisible controls out), so none is left to encode as `%0D`.
    func testGitHubAnnotations() {
        XCTAssertEqual(GitHubReporter().report(Self.document), [
            #"::error file=Sources/Live%2C App.swift,line=12,col=5,title=SlotFit compact-truncation (Delivery)::compact-truncation compactTrailing "ETA": "10 min" is 100%25 cut%0A1 finding · locales: de · devices: iphone-393 · states: t"#,
            #"::error file=Res/App%3AStrings%2C1.xcstrings,line=7,title=SlotFit verdict change (delivery)::text "Save 50%25, now:\nhurry": verdict changed in 1 snapshot · locales: de · devices: iphone-393 · states: s%0Ae.g. de · delivery · s · iphone-393 · large · lockScreen · text "Save 50%25, now:\nhurry": fits (10.000/20.000 pt) → truncated("Save → …") (20.000/20.000 pt)"#,
            #"::warning file=delivery.yml,line=3,title=SlotFit text-truncation (Delivery)::text-truncation lockScreen "Driver": line<U+000D>break%0A1 finding · locales: de · devices: iphone-393 · states: s"#,
        ])
        // Without a catalog line the change is at its manifest.
        var document = Self.document
        document.files[0].catalog = nil
        XCTAssertTrue(GitHubReporter().report(document)[1].hasPrefix("::error file=delivery.yml,title=SlotFit verdict change (delivery)::"))
        // From a repository's root: the project's folder before every path.
        let prefixed = GitHubReporter(pathPrefix: "apps/ios").report(Self.document)
        XCTAssertTrue(prefixed[0].hasPrefix("::error file=apps/ios/Sources/Live%2C App.swift,line=12,col=5,"), prefixed[0])
        XCTAssertTrue(prefixed[1].hasPrefix("::error file=apps/ios/Res/App%3AStrings%2C1.xcstrings,line=7,"), prefixed[1])
    }

    /// The changes of one text in many snapshots are one annotation; a
    /// finding on the same text takes them in, at the key's catalog line;
    /// past GitHub's 10 per level, one notice counts the rest.
    func testGitHubAnnotationsAreOnePerCause() {
        var files: [GoldenCheck.FileResult] = []
        var findings: [CheckFinding] = []
        for locale in ["de", "fi", "ru"] {
            let changes = ["iphone-393", "iphone-430"].map { device in
                VerdictChange(locale: locale, activity: "delivery", state: "s", device: device, presentation: .lockScreen, kind: .text,
                              subject: "Paused", old: GoldenFile.Outcome(verdict: .fits, width: 10, budget: 20),
                              new: GoldenFile.Outcome(verdict: .truncated("Pau…"), width: 20, budget: 20), catalogLine: 40)
            }
            let cut = CheckFinding(severity: .error, rule: .baseLocaleTruncation, activity: "Delivery", locale: locale, state: "s", device: "iphone-393",
                                   presentation: .lockScreen, subject: "Paused", location: SourceLocation(file: "Live.swift", line: 30, column: 9),
                                   message: "cut")
            var file = GoldenCheck.FileResult(path: "delivery/\(locale).txt", manifest: "Live.swift", catalog: "Localizable.xcstrings",
                                              cases: [], status: .changed, verdictChanges: changes, findings: [cut])
            findings.append(cut)
            files.append(file)
        }
        let lines = GitHubReporter().report(GoldenReport.Document(files: files, fontChanges: [], exitCode: 1, findings: findings))
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines[0].hasPrefix("::error file=Localizable.xcstrings,line=40,title=SlotFit translation of \"Paused\" (Delivery)::base-locale-truncation lockScreen \"Paused\": cut"), lines[0])
        XCTAssertTrue(lines[0].contains("%0Averdict changed in 6 snapshots · locales: de, fi, ru · devices: iphone-393, iphone-430 · states: s%0A"), lines[0])

        // Twelve causes at each level: ten of each shown, one notice for the rest.
        let many = (0..<12).flatMap { index in
            [Severity.error, .warning].map { severity in
                CheckFinding(severity: severity, rule: .textTruncation, activity: "A", locale: "de", state: "s", device: "iphone-393",
                             presentation: .lockScreen, subject: "key \(index) \(severity)", location: SourceLocation(file: "a.yml", line: index + 1), message: "cut")
            }
        }
        let limited = GitHubReporter().report(GoldenReport.Document(files: [], fontChanges: [], exitCode: 1, findings: many))
        XCTAssertEqual(limited.filter { $0.hasPrefix("::error ") }.count, 10)
        XCTAssertEqual(limited.filter { $0.hasPrefix("::warning ") }.count, 10)
        XCTAssertEqual(limited.last, "::notice title=SlotFit%3A more causes::2 error causes and 2 warning causes more than GitHub shows per step: the job summary and the reports (slotfit-report) list every one")
        // The job summary lists all 24, each row escaped.
        let summary = MarkdownReporter().report(GoldenReport.Document(files: [], fontChanges: [], exitCode: 1, findings: many))
        XCTAssertEqual(summary.split(separator: "\n").filter { $0.hasPrefix("| ❌ ") }.count, 12)
        XCTAssertEqual(summary.split(separator: "\n").filter { $0.hasPrefix("| ⚠️ ") }.count, 12)
        XCTAssertTrue(summary.contains("| ❌ | text-truncation (A) | `a.yml:1` | text-truncation lockScreen &quot;key 0 error&quot;: cut<br>1 finding · "), summary)
        let hostile = CheckFinding(severity: .error, rule: .textTruncation, activity: "A", locale: "de", state: "s", device: "d", presentation: .lockScreen,
                                   subject: "x", location: SourceLocation(file: "a.yml", line: 1), message: "<img src=x> | `code`")
        let escaped = MarkdownReporter().report(GoldenReport.Document(files: [], fontChanges: [], exitCode: 1, findings: [hostile]))
        XCTAssertTrue(escaped.contains("&lt;img src=x&gt; \\| 'code'"), escaped)
        XCTAssertFalse(escaped.contains("<img"), escaped)
        // Markdown's own syntax from a pull request's text makes no image,
        // link or emphasis on the job's page (CommonMark §2.4: a backslash
        // before punctuation makes it literal), and no address is linked.
        let markdown = CheckFinding(severity: .error, rule: .textTruncation, activity: "A", locale: "de", state: "s", device: "d", presentation: .lockScreen,
                                    subject: "x", location: SourceLocation(file: "a.yml", line: 1),
                                    message: "![t](https://evil.example/p.png) [here](http://x.example) **b** www.evil.example")
        let page = MarkdownReporter().report(GoldenReport.Document(files: [], fontChanges: [], exitCode: 1, findings: [markdown]))
        XCTAssertTrue(page.contains(#"!\[t\](https:\#u{200B}//evil.example/p.png) \[here\](http:\#u{200B}//x.example) \*\*b\*\* www\#u{200B}.evil.example"#), page)
        XCTAssertFalse(page.replacingOccurrences(of: "\\](", with: "").contains("]("), "every ]( escaped: \(page)")
    }

    /// A translation in a catalog folder of .lproj tables: the annotation
    /// is on the key's line in the table of the language that is cut
    /// (de.lproj), not in the first table that has the key (ar.lproj).
    func testATranslationIsAnnotatedInItsLanguagesTable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-lproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in ["ar.lproj/Common.strings": "\"unit\" = \"ملغ/دل\";\n",
                             "de.lproj/Common.strings": "/* Units */\n\n\"other\" = \"x\";\n\"unit\" = \"Milligramm pro Deziliter\";\n",
                             "en.lproj/Common.strings": "\"unit\" = \"mg/dL\";\n"] {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let cut = CheckFinding(severity: .warning, rule: .baseLocaleTruncation, activity: "Glucose", locale: "de", state: "s", device: "iphone-393",
                               presentation: .lockScreen, subject: "unit", location: SourceLocation(file: "Live.swift", line: 143), message: "cut in de")
        var file = GoldenCheck.FileResult(path: "glucose/de.txt", manifest: "Live.swift", catalog: folder.path, cases: [], status: .match,
                                          findings: [cut])
        // The places the check records from the parsed tables: the reporter
        // reads no file.
        let catalog = try StringCatalog.load(folder.path, table: "Common")
        file.keyPlaces = GoldenMatrix.keyPlaces(of: ["unit"], in: catalog, at: folder.path, table: "Common", localization: "de")
        let lines = GitHubReporter().report(GoldenReport.Document(files: [file], fontChanges: [], exitCode: 0, findings: [cut]))
        XCTAssertEqual(lines.count, 1)
        // Line 4 of de.lproj/Common.strings, as written above.
        XCTAssertTrue(lines[0].hasPrefix("::warning file=\(folder.path)/de.lproj/Common.strings,line=4,title=SlotFit translation of \"unit\" (Glucose)::"), lines[0])
    }

    /// `--quiet` leaves out the lists: no heading ends in a colon with
    /// nothing under it; the job summary says what was not checked.
    func testQuietHeadingsAndTheSummarysUncheckedTexts() {
        let unverified = CheckFinding(severity: .note, rule: .unverifiedText, activity: "A", locale: "de", state: "s", device: "iphone-393",
                                      presentation: .lockScreen, subject: "Texts.unit", location: SourceLocation(file: "a.swift", line: 9), message: "not checked")
        var report = GoldenCheck.Report()
        report.findings = [unverified]
        let quiet = TerminalReporter(quiet: true, fullDiff: false).report(report)
        XCTAssertTrue(quiet.contains("1 text not checked: "), quiet)
        XCTAssertFalse(quiet.split(separator: "\n").contains { $0.hasSuffix(":") }, quiet)
        XCTAssertTrue(TerminalReporter(quiet: false, fullDiff: false).report(report).contains("--require-checked to fail on them:\n  A · lockScreen \"Texts.unit\""))
        let summary = MarkdownReporter().report(GoldenReport.Document(files: [], fontChanges: [], exitCode: 0, findings: [unverified]))
        XCTAssertTrue(summary.contains("1 text was not checked: it shows a value SlotFit could not compute."), summary)
    }

    func testXcodeDiagnostics() {
        XCTAssertEqual(XcodeReporter(base: "/repo").report(FindingGroup.grouping([Self.error, Self.warning])), [
            #"/repo/Sources/Live, App.swift:12:5: error: [compact-truncation] compactTrailing "ETA": "10 min" is 100% cut (1 locale: de)"#,
            "/repo/delivery.yml:3:1: warning: [text-truncation] lockScreen \"Driver\": line\rbreak (1 locale: de)",
        ])
    }

    func testJUnitIsTheExpectedXMLAndValidates() throws {
        let xml = JUnitReporter().report(Self.document)
        let change = #"de · delivery · s · iphone-393 · large · lockScreen · text &quot;Save 50%, now:\nhurry&quot;: fits (10.000/20.000 pt) → truncated(&quot;Save → …&quot;) (20.000/20.000 pt)"#
        let error = #"de · Delivery · t · iphone-393 · compact-truncation compactTrailing &quot;ETA&quot; (Sources/Live, App.swift:12:5): &quot;10 min&quot; is 100% cut"#
        let warning = #"de · Delivery · s · iphone-393 · text-truncation lockScreen &quot;Driver&quot; (delivery.yml:3): line&lt;U+000D&gt;break"#
        XCTAssertEqual(xml, """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="slotfit" tests="2" failures="2" time="0.7500">
          <testsuite name="slotfit check" tests="2" failures="2" errors="0" skipped="0" time="0.7500">
            <testcase classname="delivery · de" name="delivery · de · s · iphone-393" time="0.5000" file="delivery.yml" line="3">
              <failure message="\(change)" type="golden">\(change)</failure>
              <system-out>\(warning)</system-out>
            </testcase>
            <testcase classname="delivery · de" name="delivery · de · t · iphone-393" time="0.2500" file="Sources/Live, App.swift" line="12">
              <failure message="\(error)" type="compact-truncation">\(error)</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-reporter-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: path) }
        try xml.write(to: path, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", "--schema", Self.root.appendingPathComponent("schemas/junit.xsd").path, path.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)
    }

    /// A finding resting on an approximated view names that view's place
    /// as the SARIF result's related location, with what was assumed.
    func testSARIFNamesTheAssumptionsPlace() throws {
        var resting = Self.warning
        resting.assumption = Assumption("an approximated view at Sources/Live.swift:40:9", at: SourceLocation(file: "Sources/Live.swift", line: 40, column: 9))
        let text = try SARIFReporter(version: "0.0.0-test").report(FindingGroup.grouping([resting, Self.error]))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let warning = try XCTUnwrap(results.first { $0["level"] as? String == "warning" })
        let related = try XCTUnwrap((warning["relatedLocations"] as? [[String: Any]])?.first)
        let physical = try XCTUnwrap(related["physicalLocation"] as? [String: Any])
        XCTAssertEqual((physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "Sources/Live.swift")
        XCTAssertEqual((physical["region"] as? [String: Any])?["startLine"] as? Int, 40)
        XCTAssertEqual((related["message"] as? [String: Any])?["text"] as? String, "assumed: an approximated view at Sources/Live.swift:40:9")
        XCTAssertNil(results.first { $0["level"] as? String == "error" }?["relatedLocations"], "a finding that holds as measured has none")
    }

    func testSARIFResults() throws {
        let text = try SARIFReporter(version: "0.0.0-test").report(FindingGroup.grouping([Self.error, Self.warning]))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["compact-truncation", "text-truncation"])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["error", "warning"])
        XCTAssertEqual((results[0]["message"] as? [String: Any])?["text"] as? String,
                       #"compactTrailing "ETA": "10 min" is 100% cut (1 finding; locales: de; devices: iphone-393; states: t)"#)
        let location = try XCTUnwrap((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "Sources/Live, App.swift")
        XCTAssertEqual((location["region"] as? [String: Any])?["startLine"] as? Int, 12)
        XCTAssertEqual((location["region"] as? [String: Any])?["startColumn"] as? Int, 5)
        let rules = try XCTUnwrap((run["tool"] as? [String: Any]).flatMap { ($0["driver"] as? [String: Any])?["rules"] as? [[String: Any]] })
        XCTAssertEqual(rules[try XCTUnwrap(results[1]["ruleIndex"] as? Int)]["id"] as? String, "text-truncation")
    }

    /// Version 3 (as 2) stores each verdict change as its values (the catalog
    /// line included) and reads them back; a version 1 report's lines, as
    /// an older shard wrote them, read as the same values.
    /// Every report says what the check measured exactly, not only the
    /// terminal: a summary once read "All goldens match" over a run that
    /// had checked no text (a tea timer's widget, every value unknown).
    func testEveryReportSaysWhatWasCheckedExactly() throws {
        var report = GoldenCheck.Report()
        report.texts = 56
        report.unverifiedTexts = 56
        report.neverShown = ["Tea": [SourceLocation(file: "Tea.swift", line: 267), SourceLocation(file: "Tea.swift", line: 138)]]
        let document = GoldenReport.document(report)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try JSONReporter().report(document).utf8)) as? [String: Any])
        let coverage = try XCTUnwrap(object["coverage"] as? [String: Any])
        XCTAssertEqual(coverage["texts"] as? Int, 56)
        XCTAssertEqual(coverage["exact"] as? Int, 0)
        XCTAssertEqual((coverage["neverLaidOut"] as? [[String: Any]])?.compactMap { $0["line"] as? Int }, [138, 267])
        let summary = MarkdownReporter().report(document)
        XCTAssertTrue(summary.contains("⚠️ **All goldens match, but no text was checked exactly.**"), summary)
        XCTAssertTrue(summary.contains("Texts checked exactly 0/56 (0.0 %), 2 more never laid out."), summary)
        // Shards: their texts add up; a text no state shows is one text.
        var other = GoldenCheck.Report()
        other.texts = 44
        other.neverShown = ["Tea": [SourceLocation(file: "Tea.swift", line: 138)]]
        let merged = GoldenReport.merge([document, GoldenReport.document(other)])
        XCTAssertEqual(merged.coverage, ReportCoverage(texts: 100, exact: 44, neverLaidOut: [.init(activity: "Tea", file: "Tea.swift", line: 138), .init(activity: "Tea", file: "Tea.swift", line: 267)]))
        XCTAssertTrue(MarkdownReporter().report(merged).contains("✅ **All goldens match; no error findings.** "), MarkdownReporter().report(merged))
        // A shard of an older version, which says nothing of it: no figure.
        var older = GoldenReport.document(other)
        older.coverage = nil
        XCTAssertNil(GoldenReport.merge([document, older]).coverage)
    }

    func testJSONHoldsTheChangesAsValuesAndReadsBothVersions() throws {
        let text = try JSONReporter().report(Self.document)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 3)
        let files = try XCTUnwrap(object["files"] as? [[String: Any]])
        let stored = try XCTUnwrap((files[0]["verdictChanges"] as? [[String: Any]])?.first)
        XCTAssertEqual(stored["presentation"] as? String, "lockScreen")
        XCTAssertEqual(stored["subject"] as? String, Self.change.subject)
        // The verdicts as values: the name, its value and the widths as numbers.
        let oldVerdict = try XCTUnwrap(stored["old"] as? [String: Any]), new = try XCTUnwrap(stored["new"] as? [String: Any])
        XCTAssertEqual(oldVerdict["verdict"] as? String, "fits")
        XCTAssertEqual(oldVerdict["width"] as? Double, 10)
        XCTAssertEqual(oldVerdict["budget"] as? Double, 20)
        XCTAssertEqual(new["verdict"] as? String, "truncated")
        XCTAssertEqual(new["visible"] as? String, "Save → …")
        // A version 2 report stored each verdict as printed: read as the same values.
        var printed = stored
        printed["old"] = "fits (10.000/20.000 pt)"
        printed["new"] = "truncated(\"Save → …\") (20.000/20.000 pt)"
        XCTAssertEqual(try JSONDecoder().decode(VerdictChange.self, from: JSONSerialization.data(withJSONObject: printed)), Self.change)
        let decoded = try JSONDecoder().decode(GoldenReport.Document.self, from: Data(text.utf8))
        XCTAssertEqual(decoded.files[0].verdictChanges, [Self.change])

        // A version 1 shard: the same file with the change as its line.
        var old = object
        old["version"] = 1
        var oldFiles = files
        oldFiles[0]["verdictChanges"] = [changeLine]
        old["files"] = oldFiles
        let oldText = try JSONSerialization.data(withJSONObject: old)
        let read = try JSONDecoder().decode(GoldenReport.Document.self, from: oldText)
        var expected = Self.change
        expected.catalogLine = nil
        XCTAssertEqual(read.files[0].verdictChanges, [expected])
        XCTAssertEqual(GoldenReport.merge([read, decoded]).version, 3)
    }

    func testTerminal() {
        XCTAssertEqual(TerminalReporter(fullDiff: false).report(Self.report), """
        Fonts changed (a font change, not a layout regression; re-record with slotfit render --record all once reviewed):
          - Inter Regular, 3.019, Inter-Regular.otf#0, sha256 aa
          + Inter Regular, 4.0, Inter-Regular.otf#0, sha256 bb
        Verdict changes:
          \(changeLine)
        Findings by cause (worst first):
        error compact-truncation · Delivery · compactTrailing "ETA" (Sources/Live, App.swift:12:5) — 1 finding
          "10 min" is 100% cut
          locales: de · devices: iphone-393 · states: t
        warning text-truncation · Delivery · lockScreen "Driver" (delivery.yml:3) — 1 finding
          line\rbreak
          locales: de · devices: iphone-393 · states: s
        changed delivery/de.txt: 1 verdict change (slotfit check --full-diff shows the diff)
        1 error, 1 warning in 2 groups · 0 snapshots checked · 1 golden changed · fonts changed

        """)
    }

    func testHTMLTakesHeadroomFromTheGoldensValues() throws {
        var file = GoldenMatrix.File(path: "delivery/de.txt", contents: "", locale: "de")
        file.golden = GoldenFile(activity: "Delivery", locale: "de", cases: [
            GoldenFile.Case(device: "iphone-393", state: "s", snapshot: "", fonts: [], verdicts: [
                GoldenFile.Verdict(presentation: .lockScreen, kind: .text, subject: "Arriving at %@", occurrence: 0,
                                   outcome: GoldenFile.Outcome(verdict: .fits, width: 1, budget: 2.5), headroom: 1.5),
                GoldenFile.Verdict(presentation: .lockScreen, kind: .text, subject: "Cut", occurrence: 0,
                                   outcome: GoldenFile.Outcome(verdict: .truncated("C…"), width: 2, budget: 2)),
            ]),
        ])
        let pages = HTMLReporter().report(([file], Self.report))
        let index = try XCTUnwrap(pages.first { $0.path == "index.html" }?.contents)
        // One row per text: its headroom, activity, presentation and view, its tightest place (linked to its figure), how many places are as tight.
        XCTAssertTrue(index.contains("<tr data-activity=\"delivery\"><td>1.500</td><td>Delivery</td><td>lockScreen</td><td>text &quot;Arriving at %@&quot;</td><td><a href=\"#snap.delivery.de.iphone-393.s.large\">de · iphone-393 · s · large</a></td><td>1 of 1</td></tr>"), index)
        XCTAssertTrue(index.contains("<figure id=\"snap.delivery.de.iphone-393.s.large\">"), index)
        XCTAssertFalse(index.contains("<td>text &quot;Cut&quot;</td>"))
        XCTAssertTrue(index.contains("Changes or findings: 1 verdict changes, 0 missing, 1 error."))
    }

    /// The golden codec reads back what it renders, and finds changes and
    /// fonts as values.
    func testGoldenFileRoundTripAndDiff() throws {
        let snapshot = """
        slotfit-snapshot 1
        activity: A
          font: Inter Regular, 3.019, Inter-Regular.otf#0, sha256 aa

        lockScreen: budget 371 × 84–160, content 10.000 × 10.000
          text "Say \\"at\\" once" at 0.000,0.000 size 9.000 × 9.000 visual "Say" truncated("S… at x") width 9.000/9.000
          text at 0.000,0.000 size 9.000 × 9.000 visual "x" clipped(+1.500 pt) width 9.000/7.500
          timer "t" at 0.000,0.000 size 9.000 × 9.000 visual "1:00" fits width 9.000/12.000 headroom 3.000 pt (25.0%)

        findings: none

        """
        let text = "slotfit-golden 1\nactivity: A\nlocale: de\n\n=== iphone-393 · s · large ===\n" + snapshot + "\n=== iphone-393 · t · AX2 ===\n" + snapshot
        let golden = GoldenFile(parsing: text)
        XCTAssertEqual(golden.text, text)
        XCTAssertEqual(golden.cases.map(\.heading), ["=== iphone-393 · s · large ===", "=== iphone-393 · t · AX2 ==="])
        XCTAssertEqual(golden.cases.map(\.dynamicTypeSize), [.large, .accessibility2])
        // A golden from before Dynamic Type sizes: its cases are at the default size.
        let older = GoldenFile(parsing: "slotfit-golden 1\nactivity: A\nlocale: de\n\n=== iphone-393 · s ===\n" + snapshot)
        XCTAssertEqual(older.cases.map(\.heading), ["=== iphone-393 · s · large ==="])
        XCTAssertEqual(golden.fonts, ["Inter Regular, 3.019, Inter-Regular.otf#0, sha256 aa"])
        XCTAssertEqual(golden.cases[0].verdicts, [
            GoldenFile.Verdict(presentation: .lockScreen, kind: .text, subject: "Say \"at\" once", occurrence: 0,
                               outcome: GoldenFile.Outcome(verdict: .truncated("S… at x"), width: 9, budget: 9)),
            GoldenFile.Verdict(presentation: .lockScreen, kind: .text, subject: "", occurrence: 0,
                               outcome: GoldenFile.Outcome(verdict: .clipped(1.5), width: 9, budget: 7.5)),
            GoldenFile.Verdict(presentation: .lockScreen, kind: .timer, subject: "t", occurrence: 0,
                               outcome: GoldenFile.Outcome(verdict: .fits, width: 9, budget: 12), headroom: 3),
        ])
        var changed = golden
        changed.cases[1].verdicts[2].outcome.verdict = .wrapped(2)
        changed.cases[0].verdicts.removeFirst()
        let changes = changed.verdictChanges(from: golden, path: "a/de.txt")
        XCTAssertEqual(changes.map(\.line), [
            "de · a · t · iphone-393 · AX2 · lockScreen · timer \"t\": fits (9.000/12.000 pt) → wrapped(2) (9.000/12.000 pt)",
            #"de · a · s · iphone-393 · large · lockScreen · text "Say \"at\" once": truncated("S… at x") (9.000/9.000 pt) → (absent)"#,
        ])
        // A version 1 report's lines read back as the same values.
        XCTAssertEqual(changes.map { VerdictChange.version1($0.line) }, changes)
        XCTAssertEqual(FontChange(old: golden.fonts, new: ["B"])?.lines, ["- Inter Regular, 3.019, Inter-Regular.otf#0, sha256 aa", "+ B"])
        XCTAssertNil(FontChange(old: golden.fonts, new: golden.fonts))
    }
}
