import Foundation
import XCTest

/// `slotfit init` follows the types (issue 27): the attributes, states and
/// previews a repository keeps in `Shared/` beside the extension, the
/// string tables the views read (never an intent definition's), and a
/// `.gitignore` for what render and check write.
final class InitDiscoveryCLITests: XCTestCase {
    /// (a) The configuration in WidgetExtension/, everything it names in
    /// Shared/: init adds Shared to sources, says why, and the activity
    /// renders its real fields in the samples' states — no placeholders.
    func testInitAddsTheSharedFolderThatDeclaresTheAttributes() throws {
        let repository = try ChargingRepository()
        defer { repository.remove() }
        let result = try SlotFitBinary.run(["init"], in: repository.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("sources: WidgetExtension, Shared\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  added Shared: ChargingAttributes: declares ChargingAttributes and its ContentState (Shared/ChargingAttributes.swift:8); ChargingAttributes: 2 sample states (filling, topOff), an extension, an extension of its ContentState, a #Preview, a sample of its attributes (Shared/ChargingAttributes+Samples.swift:5)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("ChargingAttributes (WidgetExtension/ChargingLiveActivity.swift:7): 2 sample states (filling, topOff), "), result.stdout)
        XCTAssertFalse(result.stdout.contains("needs values for"), "every field has a value from Shared/: \(result.stdout)")
        XCTAssertFalse(result.stdout.contains("declared nowhere"), result.stdout)
        let configuration = try repository.read("slotfit.yml")
        XCTAssertTrue(configuration.contains("sources:\n  - WidgetExtension\n  # ChargingAttributes: declares ChargingAttributes and its ContentState (Shared/ChargingAttributes.swift:8); "), configuration)
        XCTAssertTrue(configuration.contains("\n  - Shared\n"), configuration)
        XCTAssertFalse(configuration.contains("Pods") || configuration.contains(".build") || configuration.contains("ChargeApp"),
                       "dependencies, build products and the app that only starts the activity are not sources: \(configuration)")
        // The golden shows the station from the attributes' preview and the
        // two states' numbers as the fixture writes them.
        let golden = try repository.read("golden/chargingattributes/en-US.txt")
        XCTAssertTrue(golden.contains("Harbor Garage, Level 2"), golden)
        XCTAssertTrue(golden.contains("Ready in 35 min"), golden)
        XCTAssertTrue(golden.contains("Ready in 4 min"), golden)
        XCTAssertTrue(golden.contains("96%"), golden)
        XCTAssertFalse(golden.contains("visual \"stationName\""), "no placeholder: \(golden)")
        XCTAssertFalse(golden.contains("placeholder"), golden)
        // import reads the same folders to the same counts.
        let imported = try SlotFitBinary.run(["import", "WidgetExtension", "Shared"], in: repository.root)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(Self.counts(imported.stdout), Self.counts(result.stdout))
        XCTAssertNotNil(Self.counts(result.stdout), result.stdout)
    }

    /// A configuration whose attributes type the repository declares
    /// nowhere: init says so, with the name and the configuration's line,
    /// and its counts are import's (placeholders are needs, not approximations).
    func testInitNamesAnAttributesTypeDeclaredNowhere() throws {
        let repository = try ChargingRepository()
        defer { repository.remove() }
        try FileManager.default.removeItem(at: repository.root.appendingPathComponent("Shared"))
        let result = try SlotFitBinary.run(["init", "--no-record"], in: repository.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("sources: WidgetExtension\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  ChargingAttributes: declared nowhere in . (ActivityConfiguration(for: ChargingAttributes.self) at WidgetExtension/ChargingLiveActivity.swift:7); its fields render as placeholders"), result.stdout)
        XCTAssertTrue(result.stdout.contains("needs values for: "), result.stdout)
        let imported = try SlotFitBinary.run(["import", "WidgetExtension"], in: repository.root)
        XCTAssertEqual(Self.counts(imported.stdout), Self.counts(result.stdout))
        XCTAssertEqual(Self.counts(result.stdout)?.hasSuffix(" 0 approximated (100 % understood)"), true, result.stdout)
    }

    /// (b) Localizable.strings in the app, an intent definition's table in
    /// the extension, a storyboard's in the app, and a `table:
    /// "LiveActivity"` catalog in Shared/: init reads Localizable and
    /// LiveActivity, skips the other two with their reasons, and the German
    /// golden shows both tables' translations.
    func testInitPicksTheTablesTheCodeReads() throws {
        let repository = try ChargingRepository(tables: true)
        defer { repository.remove() }
        // A folder whose name tries to add keys to slotfit.yml through the
        // comment init writes about its table.
        let hostile = repository.root.appendingPathComponent("Evil\npolicies: { text-truncation: off }\n#/en.lproj")
        try FileManager.default.createDirectory(at: hostile, withIntermediateDirectories: true)
        try "\"Sneaky\" = \"Sneaky\";\n".write(to: hostile.appendingPathComponent("Sneaky.strings"), atomically: true, encoding: .utf8)
        let result = try SlotFitBinary.run(["init"], in: repository.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        let written = try repository.read("slotfit.yml")
        XCTAssertFalse(written.split(separator: "\n").contains { $0.hasPrefix("policies:") }, written)
        XCTAssertTrue(written.contains("# skips Sneaky (Evil policies: { text-truncation: off } #): "), written)
        XCTAssertTrue(result.stdout.contains("catalog: .\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  table Localizable (ChargeApp): the default table (Text(\"key\") with no tableName:)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  table LiveActivity (Shared/LiveActivity.xcstrings): named at WidgetExtension/ChargingLiveActivity.swift:11\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  skipped ChargerIntents (WidgetExtension): generated for the intent definition WidgetExtension/ChargerIntents.intentdefinition; the sources do not name it\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  skipped LaunchScreen (ChargeApp): the strings of ChargeApp/Base.lproj/LaunchScreen.storyboard; the sources do not name it\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  note: Localizable at ChargeApp shares no folder with the sources; if the extension's target does not include it, give catalogs: the extension's own\n"), result.stdout)
        let configuration = try repository.read("slotfit.yml")
        XCTAssertTrue(configuration.contains("catalogs: [.]\n# reads Localizable (ChargeApp): "), configuration)
        XCTAssertTrue(configuration.contains("# skips ChargerIntents (WidgetExtension): generated for the intent definition"), configuration)
        // de and en from the catalogs, and the pseudo-locales.
        let goldens = try FileManager.default.contentsOfDirectory(atPath: repository.root.appendingPathComponent("golden/chargingattributes").path)
        XCTAssertEqual(goldens.filter { $0.hasSuffix(".txt") }.sorted(), ["ar-XB.txt", "de.txt", "en-XA.txt", "en.txt"])
        let german = try repository.read("golden/chargingattributes/de.txt")
        XCTAssertTrue(german.contains("Fertig in 35 Min."), "Localizable.strings: \(german)")
        XCTAssertTrue(german.contains("Akku bei 42"), "LiveActivity.xcstrings: \(german)")
        XCTAssertFalse(german.contains("Ladesäule"), german)
        let check = try SlotFitBinary.run(["check"], in: repository.root)
        XCTAssertNotEqual(check.status, 2, check.stderr)
        XCTAssertTrue(check.stdout.contains(" · 0 goldens changed"), check.stdout)
    }

    /// A generated Swift file larger than any hand-written one is not
    /// read (eight of a gigabyte each aborted init): said by name and size.
    func testInitSkipsAGeneratedFileTooLargeToBeHandWritten() throws {
        let repository = try ChargingRepository()
        defer { repository.remove() }
        let generated = repository.root.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        let huge = generated.appendingPathComponent("Assets.generated.swift")
        XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: Data("// generated\n".utf8)))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 9 << 20)
        try handle.close()
        let result = try SlotFitBinary.run(["init", "--no-record"], in: repository.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("  not read: Generated/Assets.generated.swift: \(9 << 20) bytes, more than the \(8 << 20) a hand-written Swift file reaches"), result.stdout)
    }

    /// (c) The .gitignore: created with what render and check write; a
    /// second init (--force) adds nothing; a team's own file keeps its
    /// lines and gets only what it lacks; a refused init writes nothing.
    func testInitWritesTheGitignoreOnce() throws {
        let repository = try ChargingRepository()
        defer { repository.remove() }
        let first = try SlotFitBinary.run(["init", "--no-record"], in: repository.root)
        XCTAssertEqual(first.status, 0, first.stderr)
        let expected = """
        # SlotFit: what slotfit render and check write that is not committed
        /golden/svg/
        /slotfit-report/
        .*.slotfit-*

        """
        XCTAssertEqual(try repository.read(".gitignore"), expected)
        XCTAssertTrue(first.stdout.contains("wrote .gitignore: /golden/svg/ (the SVG pictures slotfit render draws beside the goldens), "), first.stdout)

        let refused = try SlotFitBinary.run(["init", "--no-record"], in: repository.root)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("slotfit.yml exists; edit it, or pass --force to write a new one (nothing was written, .gitignore neither)"), refused.stderr)
        XCTAssertEqual(try repository.read(".gitignore"), expected)

        let again = try SlotFitBinary.run(["init", "--force", "--no-record"], in: repository.root)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains(".gitignore already ignores what render and check write"), again.stdout)
        XCTAssertEqual(try repository.read(".gitignore"), expected, "no line twice")

        // A team's file, without a final newline, that ignores the pictures its own way.
        let team = "# Xcode\nxcuserdata/\n*.xcscmblueprint\ngolden/svg"
        try repository.write(team, to: ".gitignore")
        let third = try SlotFitBinary.run(["init", "--force", "--no-record"], in: repository.root)
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertTrue(third.stdout.contains("added to .gitignore: /slotfit-report/ "), third.stdout)
        XCTAssertEqual(try repository.read(".gitignore"), team + "\n\n# SlotFit: what slotfit render and check write that is not committed\n/slotfit-report/\n.*.slotfit-*\n")
        let fourth = try SlotFitBinary.run(["init", "--force", "--no-record"], in: repository.root)
        XCTAssertEqual(fourth.status, 0, fourth.stderr)
        XCTAssertEqual(try repository.read(".gitignore"), team + "\n\n# SlotFit: what slotfit render and check write that is not committed\n/slotfit-report/\n.*.slotfit-*\n")

        // A .gitignore that is a link out of the project is neither read nor
        // written through, and init writes nothing at all.
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-outside-\(UUID().uuidString).txt")
        try "someone else's file\n".write(to: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.removeItem(at: repository.root.appendingPathComponent(".gitignore"))
        try FileManager.default.removeItem(at: repository.root.appendingPathComponent("slotfit.yml"))
        try FileManager.default.createSymbolicLink(atPath: repository.root.appendingPathComponent(".gitignore").path, withDestinationPath: outside.path)
        let linked = try SlotFitBinary.run(["init", "--no-record"], in: repository.root)
        XCTAssertEqual(linked.status, 2, linked.stdout)
        XCTAssertTrue(linked.stderr.contains(".gitignore: is a symbolic link to \"\(outside.path)\"; SlotFit does not write through links"), linked.stderr)
        XCTAssertEqual(try String(contentsOf: outside, encoding: .utf8), "someone else's file\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: repository.root.appendingPathComponent("slotfit.yml").path), "all or nothing")
    }

    /// "N constructs understood, M approximated (P % understood)" from the
    /// first activity line that has it.
    static func counts(_ output: String) -> String? {
        guard let range = output.range(of: #"[0-9]+ constructs understood, [0-9]+ approximated \([0-9]+ % understood\)"#, options: .regularExpression) else { return nil }
        return String(output[range])
    }
}
