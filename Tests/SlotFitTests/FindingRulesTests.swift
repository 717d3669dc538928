import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SlotFit
import SlotFitStrings
import SlotFitText
import XCTest

/// The rules that must fail CI when a user would see something wrong:
/// cut-off text anywhere, English shown to a Japanese user, boxes instead
/// of letters, numbers and left-to-right names scrambled by bidi.
final class FindingRulesTests: XCTestCase {
    func render(_ yaml: String, locale: String, catalog: StringCatalog? = nil, device: String = "iphone-393") throws -> ActivitySnapshot {
        var yaml = yaml
        var folder: URL? = nil
        if let catalog {
            // The manifest names the catalog; the checker reads it from disk.
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-rules-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder!, withIntermediateDirectories: true)
            try Data(catalog.xcstringsData()).write(to: folder!.appendingPathComponent("x.xcstrings"))
            yaml = yaml.replacingOccurrences(of: "activity: A\n", with: "activity: A\ncatalog: x.xcstrings\n")
                .replacingOccurrences(of: "activity: Ride\n", with: "activity: Ride\ncatalog: x.xcstrings\n")
        }
        defer { folder.map { try? FileManager.default.removeItem(at: $0) } }
        let activity = try ActivityManifest.parse(yaml, source: "v.yml", baseDirectory: folder?.path)
        return try ActivityRenderer(engine: LayoutTests.engine, activity: activity, catalog: catalog)
            .render(state: "s", device: DeviceCatalog.profile(device), languageCode: locale)
    }

    func testCutOffTextInTheExpandedRegionIsAWarning() throws {
        let snapshot = try render("""
        activity: Ride
        states: { s: { driver: "Maximilian Alexander" } }
        dynamicIsland:
          expanded:
            leading: { text: "%@", arguments: [driver], lineLimit: 1 }
        """, locale: "en")
        let finding = try XCTUnwrap(snapshot.findings.first { $0.rule.rawValue == "text-truncation" }, snapshot.text)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.presentation, .expandedLeading)
        XCTAssertTrue(finding.message.hasPrefix("\"Maximilian"), finding.message)
        XCTAssertTrue(finding.message.contains("is truncated("), finding.message)
        XCTAssertFalse(snapshot.text.contains("findings: none"))
    }

    func testAMissingTranslationIsAFindingOnTheView() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.entries["Arriving"] = CatalogEntry(localizations: ["en": .translated("Arriving"), "de": .translated("Ankunft")])
        catalog.entries["Driver"] = CatalogEntry(localizations: ["en": .translated("Driver"), "de": .translated("Fahrer"), "ja": .translated("ドライバー")])
        let yaml = "activity: Ride\nstates: { s: {} }\nlockScreen:\n  vstack: [ { text: Arriving }, { text: Driver } ]\n"
        let japanese = try render(yaml, locale: "ja", catalog: catalog)
        let missing = japanese.findings.filter { $0.rule.rawValue == "missing-translation" }
        XCTAssertEqual(missing.map(\.subject), ["Arriving"], japanese.text)
        XCTAssertEqual(missing.first?.severity, .error)
        XCTAssertTrue(japanese.text.contains("untranslated (shows en)"), japanese.text)
        XCTAssertFalse(try render(yaml, locale: "de", catalog: catalog).findings.contains { $0.rule.rawValue == "missing-translation" })
    }

    func testAMissingGlyphIsAnErrorNamingTheScript() throws {
        // Toto (U+1E290 …, Unicode 14): neither the profile nor any font
        // Debian's Noto packages install has it.
        let snapshot = try render("activity: A\nstates: { s: {} }\nlockScreen: { text: \"\u{1E290}\u{1E291}\" }\n", locale: "en")
        let finding = try XCTUnwrap(snapshot.findings.first { $0.rule.rawValue == "missing-glyph" }, snapshot.text)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.contains("script Toto"), finding.message)
        XCTAssertTrue(finding.message.contains("install a font for Toto"), finding.message)
        // Odia is not in the profile, but an installed font has it (fontconfig).
        let odia = try render("activity: A\nstates: { s: {} }\nlockScreen: { text: \"ଓଡ଼ିଆ\" }\n", locale: "en")
        XCTAssertFalse(odia.findings.contains { $0.rule.rawValue == "missing-glyph" }, odia.text)
    }

    /// Expected orders from the Unicode Bidirectional Algorithm (UAX #9):
    /// in a right-to-left paragraph a sign or separator that does not sit
    /// between two European numbers is neutral (W4–W7) and takes the
    /// paragraph's direction (N1–N2), so "+1.4" shows as "1.4+" and "-9"
    /// as "9-"; "10.7" (W4: a dot between two numbers is a number
    /// separator) stays "10.7".
    func testNumbersWithSignsAreCheckedAndPlainDecimalsAreNot() throws {
        func rules(_ text: String, _ locale: String) throws -> [LayoutFinding] {
            try render("activity: A\nstates: { s: { v: \"\(text)\" } }\nlockScreen: { text: \"%@\", arguments: [v] }\n", locale: locale)
                .findings.filter { $0.rule.rawValue == "rtl-digit-order" }
        }
        for (text, shown) in [("+1.4", "1.4+"), ("-9", "9-"), ("+0.4", "0.4+"), ("5:23 / 10:00", "10:00 / 5:23")] {
            let found = try rules(text, "ar")
            XCTAssertEqual(found.count, 1, text)
            XCTAssertTrue(found.first?.message.hasPrefix("\"\(text)\" displays as \"\(shown)\"") ?? false, "\(found.map(\.message))")
        }
        for text in ["10.7", "1,250", "50%", "3.2"] {
            XCTAssertEqual(try rules(text, "he"), [], text)
        }
        // Arabic-Indic digits read in Arabic's own order: CLDR's "٦٥٪" (with
        // its Arabic letter mark) shows "٪" on the left, as Arabic writes it.
        for text in ["٦٥٪\u{061C}", "٥:٢٣ / ١٠:٠٠", "١٢٫٥"] {
            XCTAssertEqual(try rules(text, "ar"), [], text)
        }
        // Pinned: no finding.
        let pinned = try render("activity: A\nstates: { s: { v: \"+1.4\" } }\nlockScreen: { text: \"%@\", arguments: [v], layoutDirection: leftToRight }\n", locale: "ar")
        XCTAssertFalse(pinned.findings.contains { $0.rule.rawValue == "rtl-digit-order" })
    }

    func testALeftToRightArgumentWithDigitsAtItsEdgesIsFlaggedUnlessIsolated() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.entries["Uploading %@"] = CatalogEntry(localizations: ["en": .translated("Uploading %@"), "fa": .translated("در حال بارگذاری %@")])
        catalog.entries["Isolated %@"] = CatalogEntry(localizations: ["en": .translated("Uploading %@"), "fa": .translated("در حال بارگذاری \u{2068}%@\u{2069}")])
        func findings(_ key: String) throws -> [LayoutFinding] {
            try render("activity: A\nstates: { s: { file: \"2026-annual-report-final-v3.pdf\" } }\nlockScreen: { text: \"\(key)\", arguments: [file], font: caption }\n",
                       locale: "fa", catalog: catalog).findings.filter { $0.rule.rawValue == "rtl-ltr-argument" }
        }
        let scrambled = try findings("Uploading %@")
        XCTAssertEqual(scrambled.count, 1)
        XCTAssertTrue(scrambled.first?.message.contains("\"2026-annual-report-final-v3.pdf\" inside right-to-left text displays as \"annual-report-final-v3.pdf-2026\"") ?? false,
                      "\(scrambled.map(\.message))")
        XCTAssertEqual(try findings("Isolated %@"), [], "FSI…PDI keeps it in order")
    }

    func testBidiControlsInMessagesAreSpelledOut() throws {
        // ar-XB-style text: U+202E…U+202C around the words.
        let snapshot = try render("""
        activity: A
        states: { s: {} }
        dynamicIsland:
          compactLeading: { text: "\\u202Eabcdefghijklmnopqrstuvwxyz\\u202C", lineLimit: 1 }
        """, locale: "en")
        let finding = try XCTUnwrap(snapshot.findings.first { $0.rule.rawValue == "compact-truncation" })
        XCTAssertTrue(finding.message.contains("<U+202E>"), finding.message)
        XCTAssertFalse(finding.text.unicodeScalars.contains { $0.value == 0x202E }, finding.text)
    }

    func testSnapshotJSONKeepsMonospacedDigitsAndDesign() throws {
        let snapshot = try render("activity: A\nstates: { s: { t: 75 } }\nlockScreen:\n  timer: { seconds: t }\n  monospacedDigit: true\n  font: { size: 20, design: rounded }\n", locale: "en")
        let object = try JSONSerialization.jsonObject(with: Data(try snapshot.json().utf8)) as! [String: Any]
        let presentations = object["presentations"] as! [[String: Any]]
        var root = presentations[0]["root"] as! [String: Any]
        while root["text"] == nil, let children = root["children"] as? [[String: Any]] { root = children[0] }
        XCTAssertEqual(root["monospacedDigits"] as? Bool, true)
        XCTAssertEqual(root["fontDesign"] as? String, "rounded")
    }

    func testBudgetsPrintWithFixedPrecision() {
        XCTAssertEqual(Points.derived(371 * 0.33).description, "122.43*")
        XCTAssertEqual(Points.derived(408 * 0.3).description, "122.4*")
        XCTAssertEqual(Points.apple(52.33).description, "52.33")
        XCTAssertEqual(Points.apple(371).description, "371")
    }

    func testZStackAlignmentPlacesItsChildren() throws {
        // SwiftUI's ZStack(alignment:): the stack is as large as its largest
        // child; each child is placed at the alignment's point.
        func children(_ alignment: String) throws -> [PlacedView] {
            let root = try render("activity: A\nstates: { s: {} }\nlockScreen:\n  zstack:\n    alignment: \(alignment)\n    content: [ { image: { symbol: a, size: 40 } }, { image: { symbol: b, size: 10 } } ]\n", locale: "en")
                .presentations[0].root
            return root.flattened.filter { $0.kind == .image }
        }
        let topLeading = try children("topLeading")
        XCTAssertEqual([topLeading[1].x, topLeading[1].y], [0, 0])
        let bottomTrailing = try children("bottomTrailing")
        XCTAssertEqual([bottomTrailing[1].x, bottomTrailing[1].y], [30, 30])
        let center = try children("center")
        XCTAssertEqual([center[1].x, center[1].y], [15, 15])
    }

    func testControlCharactersAndQuotesSurviveSVGAndGoldens() throws {
        let snapshot = try render("""
        activity: A
        states: { s: {} }
        lockScreen: { text: "Say \\"hi\\"\\u0001 and wave goodbye to everyone", lineLimit: 1, frame: { width: 120 } }
        """, locale: "en")
        let svg = try snapshot.svg(engine: LayoutTests.engine)
        XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse(), "the picture is well-formed XML")
        // The verdict quotes the cut text Swift-escaped, and reads back whole.
        let line = try XCTUnwrap(snapshot.text.split(separator: "\n").first { $0.contains("truncated(") })
        XCTAssertTrue(line.contains(#"truncated("Say \"hi\"\u{01}"#), String(line))
        let golden = "slotfit-golden 1\n\n=== iphone-393 · s ===\n" + snapshot.text
        let verdicts = GoldenFile(parsing: golden).cases.flatMap(\.verdicts)
        let verdict = try XCTUnwrap(verdicts.first { $0.presentation == .lockScreen }?.outcome.verdict)
        guard case .truncated(let shown) = verdict else { return XCTFail("\(verdict)") }
        XCTAssertTrue(shown.hasPrefix("Say \"hi\"\u{01}") && shown.hasSuffix("…"), shown)
    }
}
