import Foundation
import XCTest

/// What the device shows (issue 40): a Live Activity's `Text("key")` reads
/// the widget extension's own bundle. When the extension target bundles no
/// string table, every language shows the development language's texts as
/// written — whatever the app's catalog translates — and SlotFit says so
/// as one error at the target's line in the project file.
final class ExtensionBundleCLITests: XCTestCase {
    /// The extension's Resources phase is empty: init writes `catalogs: []`
    /// with the target and its project line, the German golden shows the
    /// English texts (the app's "Pünktlich" is never read), the Arabic one
    /// is laid out left to right in English, and check fails with one
    /// `unbundled-strings` cause naming the target.
    func testAnExtensionThatBundlesNoTableShowsEnglishEverywhere() throws {
        let repository = try FerryRepository(.none)
        defer { repository.remove() }
        let line = FerryRepository.widgetTargetLine(.none)
        let initialized = try SlotFitBinary.run(["init"], in: repository.root)
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        let configuration = try repository.read("slotfit.yml")
        XCTAssertTrue(configuration.contains("catalogs: []\n# FerryWidgetExtension (Ferry.xcodeproj/project.pbxproj:\(line)) bundles no string table"), configuration)
        XCTAssertTrue(initialized.stdout.contains("catalog: none: the widget extension FerryWidgetExtension (Ferry.xcodeproj/project.pbxproj:\(line)) bundles no string table"), initialized.stdout)
        // Nothing to pseudo-localize, and said so where it is set.
        XCTAssertTrue(configuration.contains("\npseudoLocales: false  # the extension bundles no string table: nothing to pseudo-localize\n"), configuration)
        XCTAssertTrue(configuration.contains("checked in the one language the extension shows (it\n# bundles no string table)"), configuration)
        // The bundle's one localization is what every language shows: one
        // golden, English, left to right; the app's "Pünktlich" never read.
        let goldens = try FileManager.default.contentsOfDirectory(atPath: repository.root.appendingPathComponent("golden/ferryattributes").path)
        XCTAssertEqual(goldens.filter { $0.hasSuffix(".txt") }, ["en.txt"])
        let english = try repository.read("golden/ferryattributes/en.txt")
        XCTAssertTrue(english.contains("On time") && english.contains("Boarding closes soon"), english)
        XCTAssertFalse(english.contains("Pünktlich") || english.contains("الصعود"), english)
        XCTAssertTrue(english.contains("direction ltr"), english)
        let check = try SlotFitBinary.run(["check"], in: repository.root)
        XCTAssertEqual(check.status, 1, "an error fails the check: \(check.stdout)\(check.stderr)")
        // One cause, at the target's line, in every language but English;
        // no other error: the texts themselves fit in English.
        let causes = check.stdout.split(separator: "\n").filter { $0.hasPrefix("error ") }
        XCTAssertEqual(causes.count, 1, check.stdout)
        XCTAssertTrue(causes.first?.hasPrefix("error unbundled-strings · FerryAttributes · - \"FerryWidgetExtension\" (Ferry.xcodeproj/project.pbxproj:\(line))") == true, check.stdout)
        XCTAssertTrue(check.stdout.contains("the widget extension FerryWidgetExtension bundles no string table, so in Arabic the Live Activity shows its texts as their keys are written, laid out left to right, where the app's own table translates them (\"Boarding closes soon\", not \"الصعود ينتهي قريبًا\"; \"On time\", not \"في الموعد\")"), check.stdout)
        XCTAssertTrue(check.stdout.contains("  locales: ar, de\n"), check.stdout)
    }

    /// The extension bundles a table of its own in English and German; the
    /// app ships Arabic too. An Arabic-speaking person sees the widget in
    /// English (nothing matches, so the system shows the development
    /// language), where the app's table translates its texts: one error,
    /// for Arabic only, at the target's line.
    func testAnAppLanguageTheExtensionsTablesLackShowsItsDevelopmentLanguage() throws {
        let repository = try FerryRepository(.ownTable)
        defer { repository.remove() }
        let initialized = try SlotFitBinary.run(["init"], in: repository.root)
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        let goldens = try FileManager.default.contentsOfDirectory(atPath: repository.root.appendingPathComponent("golden/ferryattributes").path)
        XCTAssertEqual(goldens.filter { $0.hasSuffix(".txt") }.sorted(), ["ar-XB.txt", "de.txt", "en-XA.txt", "en.txt"])
        let check = try SlotFitBinary.run(["check"], in: repository.root)
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        let causes = check.stdout.split(separator: "\n").filter { $0.hasPrefix("error ") }
        XCTAssertEqual(causes.count, 1, check.stdout)
        XCTAssertTrue(causes.first?.hasPrefix("error unbundled-strings · FerryAttributes · - \"FerryWidgetExtension\" (Ferry.xcodeproj/project.pbxproj:\(FerryRepository.widgetTargetLine(.ownTable)))") == true, check.stdout)
        XCTAssertTrue(check.stdout.contains("the app ships Arabic (ar), but the widget extension FerryWidgetExtension's tables have no ar localization (they have de, en), so in Arabic the Live Activity shows its English texts, where the app's own table translates them (\"Boarding closes soon\", not \"الصعود ينتهي قريبًا\"; \"On time\", not \"في الموعد\")"), check.stdout)
        XCTAssertTrue(check.stdout.contains("  locales: ar\n"), check.stdout)
    }

    /// The extension compiles the Swift of the package products it links
    /// (`packageProductDependencies`), not every local package of the app:
    /// two packages declare `FerryText`, the extension links only
    /// FerryKit's, so its "Boarding closes soon" is what the device shows —
    /// ChatKit's (found first, alphabetically) was read before.
    func testOnlyTheLinkedPackagesSwiftIsRead() throws {
        let repository = try FerryRepository(.resourcesPhase)
        defer { repository.remove() }
        let project = FerryRepository.project(.resourcesPhase)
            .replacingOccurrences(of: "\t\t\tname = FerryWidgetExtension;\n", with: "\t\t\tname = FerryWidgetExtension;\n\t\t\tpackageProductDependencies = (\n\t\t\t\t0D000099 /* FerryKit */,\n\t\t\t);\n")
            .replacingOccurrences(of: "/* End PBXTargetDependency section */\n", with: "/* End PBXTargetDependency section */\n\n/* Begin XCSwiftPackageProductDependency section */\n\t\t0D000099 /* FerryKit */ = {\n\t\t\tisa = XCSwiftPackageProductDependency;\n\t\t\tproductName = FerryKit;\n\t\t};\n/* End XCSwiftPackageProductDependency section */\n")
        XCTAssertTrue(project.contains("packageProductDependencies") && project.contains("XCSwiftPackageProductDependency"))
        try repository.write("Ferry.xcodeproj/project.pbxproj", project)
        for (name, key) in [("ChatKit", "Delayed"), ("FerryKit", "Boarding closes soon")] {
            try repository.write("Packages/\(name)/Package.swift", """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(name: "\(name)", products: [.library(name: "\(name)", targets: ["\(name)"])], targets: [.target(name: "\(name)")])

                """)
            try repository.write("Packages/\(name)/Sources/\(name)/FerryText.swift", """
                import Foundation

                public enum FerryText {
                    public static let boarding = NSLocalizedString("\(key)", comment: "")
                }

                """)
        }
        var widget = FerryRepository.widget
        let lockScreenText = try XCTUnwrap(widget.range(of: "Text(\"Boarding closes soon\")"))
        widget.replaceSubrange(lockScreenText, with: "Text(FerryText.boarding)")
        try repository.write("FerryWidget/FerryLiveActivity.swift", widget)
        let initialized = try SlotFitBinary.run(["init"], in: repository.root)
        XCTAssertEqual(initialized.status, 0, initialized.stdout + initialized.stderr)
        let configuration = try repository.read("slotfit.yml")
        XCTAssertFalse(configuration.contains("ChatKit"), configuration)
        let german = try repository.read("golden/ferryattributes/de.txt")
        XCTAssertTrue(german.contains("visual \"Einstieg endet bald\""), german)
        XCTAssertFalse(german.contains("visual \"Verspätet\""), "the unlinked package's FerryText is not the one shown: \(german)")
    }

    /// The same app with the table in the extension's Resources phase: init
    /// reads it, German shows "Pünktlich", and nothing is unbundled.
    func testAnExtensionThatBundlesTheTableReadsIt() throws {
        let repository = try FerryRepository(.resourcesPhase)
        defer { repository.remove() }
        // A language folder on disk the project does not reference: the
        // bundle has no French, so no French golden.
        try repository.write("FerryApp/fr.lproj/Localizable.strings", "\"On time\" = \"À l'heure\";\n")
        let initialized = try SlotFitBinary.run(["init"], in: repository.root)
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        let configuration = try repository.read("slotfit.yml")
        XCTAssertTrue(configuration.contains("catalogs: [FerryApp]\n"), configuration)
        XCTAssertTrue(configuration.contains("bundled by FerryWidgetExtension (Ferry.xcodeproj/project.pbxproj:\(FerryRepository.widgetTargetLine(.resourcesPhase)))"), configuration)
        let german = try repository.read("golden/ferryattributes/de.txt")
        XCTAssertTrue(german.contains("Pünktlich"), german)
        let goldens = try FileManager.default.contentsOfDirectory(atPath: repository.root.appendingPathComponent("golden/ferryattributes").path)
        XCTAssertEqual(goldens.filter { $0.hasSuffix(".txt") }.sorted(), ["ar-XB.txt", "ar.txt", "de.txt", "en-XA.txt", "en.txt"])
        let check = try SlotFitBinary.run(["check"], in: repository.root)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertFalse((check.stdout + check.stderr).contains("unbundled-strings"), check.stdout)
    }

    /// A configuration written before SlotFit read projects names the
    /// app's table: the extension never reads it, so check does not either
    /// (a note says so), and the cause is reported.
    func testACatalogTheExtensionDoesNotBundleIsNotRead() throws {
        let repository = try FerryRepository(.none)
        defer { repository.remove() }
        try repository.write("slotfit.yml", "sources: [FerryWidget]\ncatalogs: [FerryApp]\ndevices: [iphone-393]\n")
        let rendered = try SlotFitBinary.run(["render"], in: repository.root)
        XCTAssertTrue(rendered.stderr.contains("note: catalogs: FerryApp holds no string table the widget extension FerryWidgetExtension bundles"), rendered.stderr)
        let english = try repository.read("golden/ferryattributes/en.txt")
        XCTAssertFalse(english.contains("Pünktlich"), english)
        let check = try SlotFitBinary.run(["check"], in: repository.root)
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("unbundled-strings"), check.stdout)
    }

    /// `catalogs: [.]` (init writes it when the tables lie apart) is the
    /// project folder, which holds the bundled tables: no note that it
    /// holds none ("/p/." was compared with "/p/…" as text).
    func testTheProjectFolderAsCatalogHoldsTheBundledTables() throws {
        let repository = try FerryRepository(.resourcesPhase)
        defer { repository.remove() }
        try repository.write("slotfit.yml", "sources: [FerryWidget]\ncatalogs: [.]\ndevices: [iphone-393]\n")
        let rendered = try SlotFitBinary.run(["render"], in: repository.root)
        XCTAssertEqual(rendered.status, 0, rendered.stderr)
        XCTAssertFalse(rendered.stderr.contains("holds no string table"), rendered.stderr)
        XCTAssertTrue(try repository.read("golden/ferryattributes/de.txt").contains("Pünktlich"))
    }

    /// `catalogs: []` is honoured without a project: no table is read.
    func testEmptyCatalogsMeansNoTable() throws {
        let repository = try FerryRepository(.resourcesPhase)
        defer { repository.remove() }
        try FileManager.default.removeItem(at: repository.root.appendingPathComponent("Ferry.xcodeproj"))
        try repository.write("slotfit.yml", "sources: [FerryWidget]\ncatalogs: []\ndevices: [iphone-393]\n")
        let rendered = try SlotFitBinary.run(["render"], in: repository.root)
        XCTAssertEqual(rendered.status, 0, rendered.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: repository.root.appendingPathComponent("golden/ferryattributes").path)
        XCTAssertEqual(files, ["en-US.txt"], "no table, no localization: the system default alone")
        XCTAssertFalse(try repository.read("golden/ferryattributes/en-US.txt").contains("Pünktlich"))
    }

    /// Keys written in another language than the project's development
    /// region (a German-source catalog in an `en` project): the extension
    /// runs in English and shows the German keys as written, so English is
    /// reported too, and the message names the keys' language.
    func testKeysInAnotherLanguageReachEnglishUsersAsWritten() throws {
        let repository = try FerryRepository(.none)
        defer { repository.remove() }
        for language in ["en", "de", "ar"] {
            try FileManager.default.removeItem(at: repository.root.appendingPathComponent("FerryApp/\(language).lproj"))
        }
        try repository.write("FerryApp/en.lproj/Localizable.strings", "\"Pünktlich\" = \"On time\";\n")
        try repository.write("FerryApp/de.lproj/Localizable.strings", "\"Pünktlich\" = \"Pünktlich\";\n")
        try repository.write("FerryApp/ar.lproj/Localizable.strings", "\"Pünktlich\" = \"في الموعد\";\n")
        try repository.write("FerryWidget/FerryLiveActivity.swift", FerryRepository.widget
            .replacingOccurrences(of: "Text(context.state.onTime ? \"On time\" : \"Delayed\")", with: "Text(\"Pünktlich\")"))
        try repository.write("slotfit.yml", "sources: [FerryWidget]\ndevices: [iphone-393]\npseudoLocales: false\n")
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: repository.root).status, 0)
        let check = try SlotFitBinary.run(["check"], in: repository.root)
        XCTAssertEqual(check.status, 1, check.stdout)
        // English users read the German key; German users read the English
        // "Boarding closes soon", which no German table has.
        XCTAssertTrue(check.stdout.contains("  locales: ar, de, en\n"), check.stdout)
    }

    /// Texts the activity shows as written (a String value, Text(verbatim:))
    /// would not change with the table bundled: no unbundled-strings for
    /// them, though the app's table translates the same words.
    func testStringsShownAsWrittenLoseNoTranslation() throws {
        let repository = try FerryRepository(.none)
        defer { repository.remove() }
        try repository.write("FerryWidget/FerryLiveActivity.swift", FerryRepository.widget
            .replacingOccurrences(of: "Text(\"Boarding closes soon\")", with: "Text(verbatim: \"Boarding closes soon\")")
            .replacingOccurrences(of: "Text(context.state.onTime ? \"On time\" : \"Delayed\")", with: "Text(verbatim: \"On time\")"))
        try repository.write("slotfit.yml", "sources: [FerryWidget]\ndevices: [iphone-393]\n")
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: repository.root).status, 0)
        let check = try SlotFitBinary.run(["check"], in: repository.root)
        XCTAssertEqual(check.status, 0, check.stdout)
        XCTAssertFalse(check.stdout.contains("unbundled-strings"), check.stdout)
    }

    /// Keys the activity looks up that no table of the app has in a
    /// language: that language reads English whatever is bundled, and the
    /// unbundled-strings finding says so (and to translate them).
    func testLookedUpKeysNoTableTranslatesAreNamed() throws {
        let repository = try FerryRepository(.none)
        defer { repository.remove() }
        try repository.write("FerryWidget/FerryLiveActivity.swift", FerryRepository.widget
            .replacingOccurrences(of: "Text(\"Boarding closes soon\")", with: "Text(\"Gangway raised\")"))
        try repository.write("slotfit.yml", "sources: [FerryWidget]\ndevices: [iphone-393]\n")
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: repository.root).status, 0)
        let check = try SlotFitBinary.run(["check"], in: repository.root)
        XCTAssertEqual(check.status, 1, check.stdout)
        XCTAssertTrue(check.stdout.contains("no table of the app translates \"Gangway raised\" into it either"), check.stdout)
        XCTAssertTrue(check.stdout.contains("translate the keys the activity looks up and add the app's string catalog"), check.stdout)
    }
}
