import Foundation
import SlotFit
import SlotFitText
import XCTest

/// Findings as values: grouped by cause, summarized, ignored by fields,
/// and written in Xcode's diagnostic format.
final class FindingGroupTests: XCTestCase {
    static let locales = (0..<20).map { "l\($0)" }
    static let devices = ["iphone-393", "iphone-430", "ipad-1366", "carplay-240x78", "watch-45mm"]
    static let states = ["a", "b", "c", "d", "e", "f"]

    /// 600 findings of one truncated key (20 locales × 5 devices × 6
    /// states) and two of another cause.
    static func findings() -> [CheckFinding] {
        var result: [CheckFinding] = []
        for locale in locales {
            for device in devices {
                for state in states {
                    result.append(CheckFinding(severity: .warning, rule: .textTruncation, activity: "Ride", locale: locale, state: state, device: device,
                                               presentation: .lockScreen, subject: "ride.arriving", location: SourceLocation(file: "Ride.swift", line: 41, column: 13),
                                               message: "\"Arriving in…\" is truncated"))
                }
            }
        }
        for locale in ["ar", "he"] {
            result.append(CheckFinding(severity: .error, rule: .rtlDigitOrder, activity: "Ride", locale: locale, state: "a", device: "iphone-393",
                                       presentation: .compactTrailing, subject: "%lld min", location: SourceLocation(file: "Ride.swift", line: 52),
                                       message: "\"12 min\" displays as \"min 12\""))
        }
        return result
    }

    func testSixHundredFindingsOfOneCauseAreOneGroupOnOneScreen() {
        let groups = FindingGroup.grouping(Self.findings())
        XCTAssertEqual(groups.count, 2)
        // Errors first, whatever the counts.
        XCTAssertEqual(groups.map(\.severity), [.error, .warning])
        XCTAssertEqual(groups[0].locales, ["ar", "he"])
        XCTAssertEqual(groups[1].count, 600)
        XCTAssertEqual(groups[1].locales.count, 20)
        XCTAssertEqual(groups[1].devices, Self.devices.sorted())
        XCTAssertEqual(groups[1].states, Self.states)
        let text = groups[1].text
        XCTAssertEqual(text.split(separator: "\n").count, 3, text)
        XCTAssertTrue(text.hasPrefix("warning text-truncation · Ride · lockScreen \"ride.arriving\" (Ride.swift:41:13) — 600 findings"), text)
        XCTAssertTrue(text.contains("locales: l0, l1, l10, l11, l12, l13, l14, l15, l16, l17, l18, l19, … (20)"), text)
    }

    func testTheSummaryCountsSeveritiesGroupsAndSnapshots() {
        var report = GoldenCheck.Report()
        report.findings = Self.findings()
        report.snapshots = 3540
        XCTAssertEqual(report.summary(), "2 errors, 600 warnings in 2 groups · 3540 snapshots checked · 0 goldens changed")
        let quiet = TerminalReporter(quiet: true).report(report)
        XCTAssertFalse(quiet.contains("text-truncation"), quiet)
        XCTAssertTrue(quiet.contains("error rtl-digit-order · Ride · compactTrailing \"%lld min\" (Ride.swift:52) — 2 findings"), quiet)
        // Quiet: verdict changes as a count, not 130 lines.
        var changed = report
        changed.verdictChanges = (0..<130).map { VerdictChange(locale: "de", activity: "ride", state: "s\($0)", device: "iphone-393", presentation: .lockScreen,
                                                               kind: .text, subject: "ride.arriving", old: GoldenFile.Outcome(verdict: .fits),
                                                               new: GoldenFile.Outcome(verdict: .truncated("Arr…"))) }
        let quietChanges = TerminalReporter(quiet: true).report(changed)
        XCTAssertTrue(quietChanges.contains("Verdict changes: 130 (slotfit check without --quiet lists them)"), quietChanges)
        XCTAssertFalse(quietChanges.contains("ride · s0 ·"), quietChanges)
        XCTAssertTrue(TerminalReporter().report(changed).contains("de · ride · s0 · iphone-393 · large · lockScreen"))
        // The whole report of 602 findings: two groups and the summary.
        XCTAssertLessThanOrEqual(TerminalReporter().report(report).split(separator: "\n").count, 8)
    }

    func testIgnoresMatchOnFields() throws {
        let configuration = try SlotFitConfiguration.parse("""
        activities: [a.yml]
        ignores:
          - { rule: text-truncation, key: ride.arriving, device: watch-45mm, reason: "the Smart Stack shows the short form" }
        """, path: "/tmp/project/slotfit.yml")
        let ignore = try XCTUnwrap(configuration.ignores.first)
        let kept = Self.findings().filter { finding in !configuration.ignores.contains { $0.matches(finding) } }
        XCTAssertEqual(kept.count, 602 - 20 * 6)
        XCTAssertFalse(kept.contains { $0.device == "watch-45mm" && $0.rule.rawValue == "text-truncation" })
        XCTAssertEqual(ignore.reason, "the Smart Stack shows the short form")
        XCTAssertThrowsError(try SlotFitConfiguration.parse("activities: [a.yml]\nignores:\n  - { rule: x, colour: red, reason: y }\n", path: "/tmp/p/slotfit.yml")) { error in
            XCTAssertTrue("\(error)".contains("unknown ignore field \"colour\""), "\(error)")
        }
    }

    /// Xcode and editors read `path:line:column: severity: message`
    /// (the clang diagnostic format).
    func testTheXcodeReportIsClangsDiagnosticFormat() throws {
        let lines = XcodeReporter(base: "/repo/Widgets").report(FindingGroup.grouping(Self.findings()))
        XCTAssertEqual(lines.count, 2)
        let clang = try NSRegularExpression(pattern: #"^/[^:]+:[0-9]+:[0-9]+: (error|warning|note): .+$"#)
        for line in lines {
            XCTAssertNotNil(clang.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
        }
        XCTAssertEqual(lines[0], "/repo/Widgets/Ride.swift:52:1: error: [rtl-digit-order] compactTrailing \"%lld min\": \"12 min\" displays as \"min 12\" (2 locales: ar, he)")
    }
}

/// docs/RULES.md has a section for every rule, in `Rule`'s order.
final class RuleReferenceTests: XCTestCase {
    func testEveryRuleHasItsReferenceSection() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/RULES.md"), encoding: .utf8)
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("## `") }.map { $0.dropFirst(4).dropLast() }.map(String.init)
        XCTAssertEqual(headings, Rule.allCases.map(\.rawValue))
        // Every rule's reference section states the severity its default policy gives.
        for rule in Rule.allCases {
            let section = text.components(separatedBy: "## `\(rule.rawValue)`\n").last ?? ""
            XCTAssertTrue(section.hasPrefix(rule.defaultPolicy.rawValue.capitalized), "\(rule): docs/RULES.md says \(section.prefix(20))")
        }
    }
}

/// `ignores:` written in a manifest drop that activity's findings by field,
/// with a reason, as slotfit.yml's do.
final class ManifestIgnoreTests: XCTestCase {
    func testAManifestsIgnoresDropItsFindings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-ignores-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = """
        activity: Cab
        states:
          s: { minutes: 4 }
        lockScreen: { text: "Arriving" }
        dynamicIsland:
          compactTrailing: { text: "Arriving in \\\\(minutes) min", lineLimit: 1 }
        """
        try manifest.write(to: folder.appendingPathComponent("cab.yml"), atomically: true, encoding: .utf8)
        try (manifest + "\nignores:\n  - { rule: compact-truncation, device: iphone-393, reason: \"the 6.1-inch phones get the short form in the next release\" }\n")
            .write(to: folder.appendingPathComponent("ignored.yml"), atomically: true, encoding: .utf8)
        func findings(_ file: String) throws -> [CheckFinding] {
            let configuration = try SlotFitConfiguration.parse("activities: [\(file)]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393, iphone-430]\n",
                                                               path: folder.appendingPathComponent("slotfit.yml").path)
            return try GoldenMatrix(configuration: configuration, engine: LayoutTests.engine).render().flatMap(\.findings)
        }
        let all = try findings("cab.yml").filter { $0.rule.rawValue == "compact-truncation" }
        XCTAssertEqual(Set(all.map(\.device)), ["iphone-393", "iphone-430"])
        let kept = try findings("ignored.yml").filter { $0.rule.rawValue == "compact-truncation" }
        XCTAssertEqual(Set(kept.map(\.device)), ["iphone-430"])
        XCTAssertThrowsError(try ActivityManifest.parse(manifest + "\nignores:\n  - { rule: compact-truncation }\n", source: "bad.yml")) {
            XCTAssertTrue("\($0)".contains("an ignore needs a reason"), "\($0)")
        }
    }
}

extension FindingGroupTests {
    /// One cause at two severities is two groups (an error group never
    /// counts warnings); a key's missing translation shown in the compact
    /// slot and on CarPlay is one group; the example is a real language's.
    func testGroupsSplitBySeverityAndJoinACatalogKeyAcrossPresentations() {
        let place = SourceLocation(file: "Mesh.swift", line: 69)
        func finding(_ severity: Severity, _ rule: Rule, _ presentation: Presentation, _ locale: String, size: DynamicTypeSize?) -> CheckFinding {
            CheckFinding(severity: severity, rule: rule, activity: "Mesh", locale: locale, state: "busy", device: "iphone-393", dynamicTypeSize: size,
                         presentation: presentation, subject: "↓%lld/m", location: place, message: "in \(locale)")
        }
        let groups = FindingGroup.grouping([
            finding(.warning, .compactTruncation, .compactTrailing, "ar-XB", size: .xxxLarge),
            finding(.error, .compactTruncation, .compactTrailing, "en", size: .large),
            finding(.warning, .compactTruncation, .compactTrailing, "en", size: .xxxLarge),
            finding(.error, .missingTranslation, .compactTrailing, "de", size: nil),
            finding(.error, .missingTranslation, .small, "de", size: nil),
        ])
        // A pseudo-locale's finding is a group of its own (issue 40): a real
        // language's group never counts it.
        XCTAssertEqual(groups.map(\.severity), [.error, .error, .warning, .warning])
        let truncation = groups.filter { $0.cause.rule == .compactTruncation }
        XCTAssertEqual(truncation.map(\.count), [1, 1, 1])
        XCTAssertEqual(truncation.map(\.locales), [["en"], ["en"], ["ar-XB"]])
        XCTAssertEqual(truncation.filter { $0.cause.pseudoLocale == true }.map(\.message), ["in ar-XB"])
        let missing = groups.filter { $0.cause.rule == .missingTranslation }
        XCTAssertEqual(missing.map(\.count), [2])
    }

    /// A group found at large and at xxxLarge shows a finding at large:
    /// one at xxxLarge says "not at large: the text size is the cause",
    /// untrue of the group (seen on MeshCoreOne's Lock Screen).
    func testAGroupAcrossSizesShowsItsSmallestSize() {
        let place = SourceLocation(file: "LockScreenView.swift", line: 15)
        func finding(_ locale: String, _ size: DynamicTypeSize, _ message: String) -> CheckFinding {
            CheckFinding(severity: .warning, rule: .textTruncation, activity: "Mesh", locale: locale, state: "busy", device: "iphone-393", dynamicTypeSize: size,
                         presentation: .lockScreen, subject: "deviceName", location: place, message: message)
        }
        let groups = FindingGroup.grouping([
            finding("de", .xxxLarge, "cut; not at large: the text size xxxLarge is the cause"),
            finding("es", .large, "cut"),
            finding("en-XA", .large, "pseudo cut"),
        ])
        let real = groups.filter { $0.cause.pseudoLocale != true }
        XCTAssertEqual(real.map(\.message), ["cut"])
        XCTAssertEqual(real.first?.dynamicTypeSizes, [.large, .xxxLarge])
        // All at xxxLarge: the clause holds, and is shown.
        XCTAssertEqual(FindingGroup.grouping([finding("de", .xxxLarge, "cut; not at large: the text size xxxLarge is the cause")]).map(\.message),
                       ["cut; not at large: the text size xxxLarge is the cause"])
    }
}
