import Foundation
import SlotFit
import SlotFitText
import XCTest

final class GoldenMatrixTests: XCTestCase {
    func project(config: String) throws -> (URL, SlotFitConfiguration) { try Self.project(config: config) }

    /// A scratch project: a compact view whose German text truncates.
    static func project(config: String) throws -> (URL, SlotFitConfiguration) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-matrix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"{"sourceLanguage":"en","version":"1.0","strings":{"Done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Abgeschlossen"}},"ar":{"stringUnit":{"state":"translated","value":"تم"}},"fr":{"stringUnit":{"state":"translated","value":"C’est bien fini"}}}}}}"#
            .write(to: folder.appendingPathComponent("Compact.xcstrings"), atomically: true, encoding: .utf8)
        try """
        activity: Compact
        catalog: Compact.xcstrings
        states: { s: {} }
        dynamicIsland:
          compactTrailing: { text: "Done", lineLimit: 1, font: caption2, frame: { maxWidth: 40 } }
        """.write(to: folder.appendingPathComponent("compact.yml"), atomically: true, encoding: .utf8)
        try config.write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        return (folder, try SlotFitConfiguration.load(folder.appendingPathComponent("slotfit.yml").path))
    }

    /// Two manifests of one activity name would write one golden folder:
    /// refused before anything is rendered, naming both.
    func testTwoActivitiesOfOneGoldenFolderAreRefused() throws {
        let (folder, config) = try project(config: "activities: [compact.yml, again.yml]\nlocales: [en]\ndevices: [iphone-393]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: folder.appendingPathComponent("compact.yml"), to: folder.appendingPathComponent("again.yml"))
        XCTAssertThrowsError(try GoldenMatrix(configuration: config, engine: LayoutTests.engine).render()) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("two activities write their goldens to \"compact/\": Compact (compact.yml) and Compact (again.yml)"), text)
            XCTAssertEqual((error as? SlotFitError)?.keyPath, "activities")
        }
    }

    /// A table of .lproj files with no development language's file and no
    /// key the views show (an app whose Live Activity texts are in no
    /// table yet): the pseudo-locales are
    /// pseudo-localizations of it, never the real language whose tag they
    /// extend (Xcode's ar-XB is right-to-left English, not Arabic), and a
    /// pseudo-locale is never "missing" a translation.
    func testPseudoLocalesOfATableWithoutTheSourceLanguageStayPseudo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-pseudo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Empty files, one byte each, as Xcode leaves a table nobody filled.
        for (path, text) in ["Strings/de.lproj/Localizable.strings": "\n", "Strings/ar.lproj/Localizable.strings": "\n"] {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        try """
        activity: Compact
        catalog: Strings
        states: { s: {} }
        lockScreen: { vstack: [ { text: "Done" }, { text: "Later" } ] }
        """.write(to: folder.appendingPathComponent("compact.yml"), atomically: true, encoding: .utf8)
        try "activities: [compact.yml]\ndevices: [iphone-393]\npseudoLocales: true\n".write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        let config = try SlotFitConfiguration.load(folder.appendingPathComponent("slotfit.yml").path)
        let files = try GoldenMatrix(configuration: config, engine: LayoutTests.engine).render()
        let bidi = try XCTUnwrap(files.first { $0.locale == "ar-XB" })
        let text = bidi.golden.text
        XCTAssertTrue(text.contains("locale: ar-XB → ar-XB [ar-XB (exact match)], direction rtl"), text)
        XCTAssertFalse(bidi.findings.contains { $0.rule == .missingTranslation }, "\(bidi.findings.map(\.line))")
        // The real Arabic golden does say what it lacks.
        let arabic = try XCTUnwrap(files.first { $0.locale == "ar" })
        XCTAssertTrue(arabic.findings.contains { $0.rule == .missingTranslation && $0.subject == "Later" }, "\(arabic.findings.map(\.line))")
    }

    func testPoliciesIgnoresAndTheBaseLocaleRule() throws {
        let (folder, config) = try project(config: "activities: [compact.yml]\nlocales: [en, de]\npseudoLocales: false\ndevices: [iphone-393]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try GoldenMatrix(configuration: config, engine: LayoutTests.engine).render()
        let german = try XCTUnwrap(files.first { $0.locale == "de" })
        // One cause, one finding: the compact slot's cut in German, where
        // English fits, is the translation's, and stays an error.
        XCTAssertTrue(german.errorLines.contains { $0.contains("base-locale-truncation compactTrailing \"Done\"") && $0.contains("): truncated(") && $0.contains("but fits") }, "\(german.errorLines)")
        XCTAssertFalse(german.findings.contains { $0.rule == .compactTruncation && $0.dynamicTypeSize == .large }, "\(german.findings.map(\.line))")
        // As a value: the view, its place and the state and device it hit.
        let finding = try XCTUnwrap(german.findings.first { $0.rule.rawValue == "base-locale-truncation" })
        XCTAssertEqual([finding.subject, finding.state, finding.device, finding.presentation?.rawValue, finding.location.description],
                       ["Done", "s", "iphone-393", "compactTrailing", "compact.yml:5:20"])
        XCTAssertEqual(files.first { $0.locale == "en" }?.errorLines, [], "the source language fits")
        let french = try GoldenMatrix(configuration: project(config: "activities: [compact.yml]\nlocales: [en, fr]\npseudoLocales: false\ndevices: [iphone-393]\n").1,
                                      engine: LayoutTests.engine).render().first { $0.locale == "fr" }
        XCTAssertTrue(french?.errorLines.contains { $0.contains(": truncated(\"C’est…\") (") && $0.contains(" pt) in fr but fits (") } ?? false,
                      "the whole verdict, spaces and all: \(french?.errorLines ?? [])")

        let (folder2, relaxed) = try project(config: """
        activities: [compact.yml]
        locales: [en, de]
        pseudoLocales: false
        devices: [iphone-393]
        policies: { compact-truncation: warning, base-locale-truncation: off }
        ignores:
          - { key: "Done", locale: de, rule: compact-truncation, reason: "the island shows the timer; this text is only a fallback" }
        """)
        defer { try? FileManager.default.removeItem(at: folder2) }
        let quiet = try GoldenMatrix(configuration: relaxed, engine: LayoutTests.engine).render()
        XCTAssertEqual(quiet.first { $0.locale == "de" }?.errorLines, [])
        XCTAssertEqual(quiet.first { $0.locale == "de" }?.warningLines, [])
    }

    /// Severity is decided once: under `policies:` the golden prints the
    /// severity every report gives (a compact cut turned into a warning is
    /// a warning in both), and a rule turned off is listed in neither.
    func testGoldensAndReportsPrintThePolicysSeverity() throws {
        let (folder, config) = try project(config: """
            activities: [compact.yml]
            locales: [en, de]
            pseudoLocales: false
            dynamicTypeSizes: [large]
            devices: [iphone-393]
            policies: { compact-truncation: warning, base-locale-truncation: off }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let german = try XCTUnwrap(GoldenMatrix(configuration: config, engine: LayoutTests.engine).render().first { $0.locale == "de" })
        let reported = german.findings.filter { $0.rule == .compactTruncation }
        XCTAssertFalse(reported.isEmpty, "\(german.findings.map(\.line))")
        XCTAssertEqual(Set(reported.map(\.severity)), [.warning])
        let printed = german.contents.components(separatedBy: "\n").filter { $0.contains(" compact-truncation ") }
        XCTAssertEqual(printed.count, reported.count, german.contents)
        XCTAssertTrue(printed.allSatisfy { $0.hasPrefix("  warning compact-truncation") }, "\(printed)")

        let (folder2, off) = try project(config: "activities: [compact.yml]\nlocales: [en, de]\npseudoLocales: false\ndevices: [iphone-393]\npolicies: { compact-truncation: off }\n")
        defer { try? FileManager.default.removeItem(at: folder2) }
        let quiet = try XCTUnwrap(GoldenMatrix(configuration: off, engine: LayoutTests.engine).render().first { $0.locale == "de" })
        XCTAssertFalse(quiet.contents.contains("compact-truncation"), quiet.contents)
        XCTAssertFalse(quiet.findings.contains { $0.rule == .compactTruncation })
    }

    /// App languages that are not localizations render through the
    /// resolver; one that only falls back to the development language is
    /// refused with the reason.
    func testLanguageCodesRenderTheirResolution() throws {
        let (folder, config) = try project(config: "activities: [compact.yml]\nlocales: [en]\nlanguageCodes: [\"\", de-AT]\npseudoLocales: false\ndevices: [iphone-393]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try GoldenMatrix(configuration: config, engine: LayoutTests.engine).render()
        XCTAssertEqual(files.map(\.path), ["compact/de-AT.txt", "compact/en.txt", "compact/system-default.txt"])
        XCTAssertTrue(files[0].contents.contains("locale: de-AT → de [de-AT (not available) → de (CLDR parent of de-AT)]"), files[0].contents)
        XCTAssertTrue(files[2].contents.contains("locale: (system: en-US) → en"), files[2].contents)

        let (folder2, wrong) = try project(config: "activities: [compact.yml]\nlanguageCodes: [xx]\ndevices: [iphone-393]\n")
        defer { try? FileManager.default.removeItem(at: folder2) }
        XCTAssertThrowsError(try GoldenMatrix(configuration: wrong, engine: LayoutTests.engine).render()) { error in
            XCTAssertTrue("\(error)".contains("slotfit.yml:2:17: languageCodes[0]: \"xx\" matches no localization of Compact (nothing matched: the development language en)"), "\(error)")
        }
    }

    func testConfigurationErrors() throws {
        for (yaml, expected) in [
            ("activities: [a.yml]\npolicies: { rtl-digits: error }\n", "unknown rule \"rtl-digits\"; did you mean \"rtl-digit-order\"?"),
            ("activities: [a.yml]\nignores: [ { key: x } ]\n", "an ignore needs a reason"),
            ("activities: [a.yml]\ndevices: [iphone-999]\n", "unknown device \"iphone-999\""),
            ("locales: [de]\n", "list at least one activity manifest"),
        ] {
            let (folder, _) = try { () throws -> (URL, SlotFitConfiguration?) in
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-config-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try yaml.write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
                return (folder, nil)
            }()
            defer { try? FileManager.default.removeItem(at: folder) }
            XCTAssertThrowsError(try SlotFitConfiguration.load(folder.appendingPathComponent("slotfit.yml").path)) {
                XCTAssertTrue("\($0)".contains(expected), "\($0)")
                XCTAssertTrue("\($0)".contains("slotfit.yml:"), "names the file and line: \($0)")
            }
        }
    }

    func testParallelRenderIsByteIdenticalToOneThread() throws {
        let (folder, config) = try project(config: "activities: [compact.yml]\ndevices: [iphone-393, iphone-430]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let parallel = try GoldenMatrix(configuration: config, engine: TextEngine()).render()
        var one = GoldenMatrix(configuration: config, engine: try TextEngine())
        one.parallel = false
        let sequential = try one.render()
        XCTAssertEqual(parallel.map(\.contents), sequential.map(\.contents))
        XCTAssertEqual(parallel.map(\.locale).sorted(), ["ar", "ar-XB", "de", "en", "en-XA", "fr"])
    }

    /// A command about to exit keeps the renderers instead of freeing
    /// them: the hook gets them once, and the files are the same.
    func testKeepsRenderersHandsThemOverOnce() throws {
        let (folder, config) = try project(config: "activities: [compact.yml]\ndevices: [iphone-393]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        final class Kept: @unchecked Sendable { var values: [Any] = [] }
        let kept = Kept()
        var matrix = GoldenMatrix(configuration: config, engine: try TextEngine())
        matrix.keepsRenderers = { kept.values.append($0) }
        let files = try matrix.render()
        XCTAssertEqual(kept.values.count, 1)
        XCTAssertEqual((kept.values.first as? [Any])?.count, files.count, "one renderer job per file")
        XCTAssertEqual(files.map(\.contents), try GoldenMatrix(configuration: config, engine: TextEngine()).render().map(\.contents))
    }
}

extension GoldenMatrixTests {
    /// `dynamicTypeSizes: [large, AX3]`: a case per size, the base size
    /// first; the compact "Done" (caption2, at most 40 pt wide) fits at
    /// large (11 pt) and is cut at AX3 (29 pt): the finding says the size is
    /// the cause and, the island's scaling being SlotFit's assumption, is a
    /// warning; each text says the largest checked size it fits at.
    func testEachCaseAtEachSizeComparedWithTheBase() throws {
        let (folder, config) = try project(config: "activities: [compact.yml]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large, AX3]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(config.dynamicTypeSizes, [.large, .accessibility3])
        let file = try XCTUnwrap(try GoldenMatrix(configuration: config, engine: LayoutTests.engine).render().first)
        XCTAssertTrue(file.contents.contains("=== iphone-393 · s · large ===\n") && file.contents.contains("=== iphone-393 · s · AX3 ===\n"), file.contents)
        XCTAssertTrue(file.contents.contains("dynamic type: AX3\n"), file.contents)
        XCTAssertEqual(file.contents.components(separatedBy: "fits through large").count - 1, 2, "the text fits at large only, said in both sections")
        let finding = try XCTUnwrap(file.findings.first { $0.rule == .compactTruncation }, "\(file.findings.map(\.line))")
        XCTAssertEqual(finding.dynamicTypeSize, .accessibility3)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertTrue(finding.message.contains("not at large: the text size AX3 is the cause"), finding.message)
        XCTAssertTrue(finding.line.contains(" · iphone-393 · AX3 · compact-truncation"), finding.line)
        XCTAssertFalse(file.findings.contains { $0.dynamicTypeSize == .large && $0.rule == .compactTruncation })
    }

    func testBadSizesAreLocatedErrors() throws {
        for (sizes, expected) in [("[large, xxxlarg]", "\"xxxlarg\" is not a Dynamic Type size; did you mean \"xxxLarge\"?"),
                                  ("[large, AX2, accessibility2]", "lists accessibility2 twice; list each size once"),
                                  ("[]", "is an empty list; give at least one size")] {
            XCTAssertThrowsError(try project(config: "activities: [compact.yml]\ndynamicTypeSizes: \(sizes)\n")) { error in
                let text = "\(error)"
                XCTAssertTrue(text.contains(expected), text)
                XCTAssertTrue(text.contains("dynamicTypeSizes"), text)
            }
        }
    }
}
