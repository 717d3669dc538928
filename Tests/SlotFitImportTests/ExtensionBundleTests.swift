import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// Which string tables a widget extension's bundle holds, read from the
/// project that builds it. Expected values follow the formats' own rules:
/// Apple's old-style property list grammar (`{ key = value; }`, `( a, b )`,
/// quoted strings with `\"`, `\n` and `\Uxxxx` escapes, `/* */` and `//`
/// comments), Xcode's `sourceTree` resolution, Xcode 16's synchronized
/// folders (every file a member, a `membershipExceptions` entry flipping
/// membership for its target) and XcodeGen's `sources:` (every file under a
/// source path, `excludes:` globs left out).
final class ExtensionBundleTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-bundle-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    func write(_ text: String, _ relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// A string catalog with an English source and the given translations of one key.
    static func catalog(_ languages: [String]) -> String {
        let values = languages.map { "\"\($0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"x-\($0)\" } }" }
        return "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"Tide turns\" : { \"localizations\" : { \(values.joined(separator: ", ")) } } }, \"version\" : \"1.0\" }\n"
    }

    // MARK: The property list reader

    func testOldStylePropertyListValuesAndKeyLines() throws {
        let text = """
        // !$*UTF8*$!
        {
        \tname = "Caf\\U00e9 \\"Nord\\"";  /* a comment with ; and = inside */
        \tpath = Widgets/Ferry.swift; // a line comment
        \tlist = (
        \t\ten,
        \t\t"zh-Hans",
        \t);
        \tnested = { isa = PBXGroup; children = ( ); };
        }
        """
        guard case .dictionary(let top) = try OldStylePropertyList.parse(Array(text.utf8), file: "p.pbxproj") else { return XCTFail("not a dictionary") }
        XCTAssertEqual(top.string("name"), "Café \"Nord\"")
        XCTAssertEqual(top.string("path"), "Widgets/Ferry.swift")
        XCTAssertEqual(top.strings("list"), ["en", "zh-Hans"])
        XCTAssertEqual(top.dictionary("nested")?.string("isa"), "PBXGroup")
        XCTAssertEqual(top.lines["name"], 3)
        XCTAssertEqual(top.lines["nested"], 9)
    }

    func testBrokenAndHostilePropertyListsAreLocatedErrors() throws {
        let unterminated = "{\n\tname = \"open;\n\tpath = x;\n}\n"
        XCTAssertThrowsError(try OldStylePropertyList.parse(Array(unterminated.utf8), file: "p.pbxproj")) { error in
            let located = error as? SlotFitError
            XCTAssertEqual(located?.location?.file, "p.pbxproj")
            XCTAssertTrue(located?.problem.contains("inside a string opened on line 2") == true, "\(error)")
        }
        let missingSemicolon = "{\n\ta = b\n\tc = d;\n}\n"
        XCTAssertThrowsError(try OldStylePropertyList.parse(Array(missingSemicolon.utf8), file: "p.pbxproj")) { error in
            XCTAssertEqual((error as? SlotFitError)?.location?.line, 3, "\(error)")
        }
        // Nesting past the bound ends in an error, not a stack overflow.
        let deep = String(repeating: "(", count: 100_000)
        XCTAssertThrowsError(try OldStylePropertyList.parse(Array(deep.utf8), file: "p.pbxproj")) { error in
            XCTAssertTrue("\(error)".contains("nesting deeper than 64"), "\(error)")
        }
    }

    // MARK: Xcode projects

    /// Xcode 16 synchronized folders: `Shared/` is the app's; an exception
    /// set naming the widget target adds its catalog to the widget; the
    /// widget's own folder excludes one legacy table for the widget.
    func testSynchronizedFoldersWithMembershipExceptions() throws {
        try write(Self.catalog(["de", "fr"]), "Shared/Localizable.xcstrings")
        try write("import SwiftUI\n", "Shared/Model.swift")
        try write("struct W {} // ActivityConfiguration(for: X.self)\n", "Widget/FerryLiveActivity.swift")
        try write(Self.catalog(["ja"]), "Widget/Legacy.xcstrings")
        try write(Self.synchronizedProject(), "Ferry.xcodeproj/project.pbxproj")
        let project = try XcodeProject(file: path("Ferry.xcodeproj/project.pbxproj"))
        let targets = project.buildTargets(display: "Ferry.xcodeproj/project.pbxproj")
        let widget = try XCTUnwrap(targets.first { $0.name == "FerryWidget" })
        XCTAssertTrue(widget.isExtension)
        XCTAssertTrue(widget.contains(path("Widget/FerryLiveActivity.swift")))
        XCTAssertTrue(widget.contains(path("Shared/Localizable.xcstrings")), "included by the exception set")
        XCTAssertFalse(widget.contains(path("Shared/Model.swift")), "the rest of Shared/ is the app's")
        XCTAssertFalse(widget.contains(path("Widget/Legacy.xcstrings")), "excluded by the exception set")
        XCTAssertEqual(widget.tableFiles(), [path("Shared/Localizable.xcstrings")])
        let outcome = ExtensionBundleReader(root: root.path).read(building: [path("Widget/FerryLiveActivity.swift")], sources: [path("Widget")])
        guard case .bundle(let bundle) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(bundle.target, "FerryWidget")
        XCTAssertEqual(bundle.tables, [path("Shared/Localizable.xcstrings")])
        XCTAssertEqual(bundle.localizations, ["de", "en", "fr"])
        XCTAssertEqual(bundle.developmentLanguage, "en")
        XCTAssertFalse(bundle.holdsNoTable)
        XCTAssertEqual(bundle.location.line, Self.line(of: "name = FerryWidget;", in: Self.synchronizedProject()))
    }

    /// Xcode names a localized file in an exception set once, as
    /// `/Localized/dir/Name.strings`: every `dir/xx.lproj/Name.strings`.
    func testLocalizedExceptionEntriesNameEveryLanguageFolder() throws {
        for language in ["en", "de", "ar"] {
            try write("\"Tide turns\" = \"x-\(language)\";\n", "Shared/Resources/\(language).lproj/Localizable.strings")
        }
        try write("\"Open\" = \"x\";\n", "Shared/Resources/de.lproj/Other.strings")
        try write("struct W {} // ActivityConfiguration(for: X.self)\n", "Widget/FerryLiveActivity.swift")
        try write(Self.synchronizedProject(sharedEntry: "\"/Localized/Resources/Localizable.strings\""), "Ferry.xcodeproj/project.pbxproj")
        let outcome = ExtensionBundleReader(root: root.path).read(building: [path("Widget/FerryLiveActivity.swift")], sources: [path("Widget")])
        guard case .bundle(let bundle) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(bundle.tables, ["ar", "de", "en"].map { path("Shared/Resources/\($0).lproj/Localizable.strings") })
        XCTAssertEqual(bundle.localizations, ["ar", "de", "en"])
    }

    /// The same project without the widget's exception: the catalog is the
    /// app's alone, the widget bundles nothing, and German and French are
    /// shown in English.
    func testSynchronizedFolderOfTheAppAloneIsNotTheWidgets() throws {
        try write(Self.catalog(["de", "fr"]), "Shared/Localizable.xcstrings")
        try write("struct W {} // ActivityConfiguration(for: X.self)\n", "Widget/FerryLiveActivity.swift")
        try write(Self.synchronizedProject(widgetIncludesCatalog: false), "Ferry.xcodeproj/project.pbxproj")
        let outcome = ExtensionBundleReader(root: root.path).read(building: [path("Widget/FerryLiveActivity.swift")], sources: [path("Widget")])
        guard case .bundle(let bundle) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertTrue(bundle.holdsNoTable)
        XCTAssertEqual(bundle.localizations, ["en"])
        XCTAssertEqual(bundle.appLocalizations, ["de", "en", "fr"])
        XCTAssertEqual(bundle.languagesShownUntranslated, ["de", "fr"])
        XCTAssertNil(bundle.uncertainty)
    }

    /// `CFBundleLocalizations` in the extension's Info.plist adds a
    /// localization (the extension runs in Arabic, right to left) though no
    /// table is bundled; a script phase makes SlotFit unsure.
    func testInfoPlistLocalizationsAndScriptPhases() throws {
        try write(Self.catalog(["ar"]), "Shared/Localizable.xcstrings")
        try write("struct W {} // ActivityConfiguration(for: X.self)\n", "Widget/FerryLiveActivity.swift")
        try write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>CFBundleLocalizations</key><array><string>en</string><string>ar</string></array></dict></plist>
        """, "Widget/Info.plist")
        try write(Self.synchronizedProject(widgetIncludesCatalog: false, widgetInfoPlist: "Widget/Info.plist", widgetScript: true), "Ferry.xcodeproj/project.pbxproj")
        let outcome = ExtensionBundleReader(root: root.path).read(building: [path("Widget/FerryLiveActivity.swift")], sources: [path("Widget")])
        guard case .bundle(let bundle) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(bundle.localizations, ["ar", "en"])
        XCTAssertTrue(bundle.holdsNoTable)
        XCTAssertNotNil(bundle.uncertainty, "a script phase may copy tables")
    }

    /// No project beside or above the sources: said, and nothing decided.
    func testNoProjectIsUnknown() throws {
        try write("struct W {} // ActivityConfiguration(for: X.self)\n", "Widget/FerryLiveActivity.swift")
        let outcome = ExtensionBundleReader(root: root.path).read(building: [path("Widget/FerryLiveActivity.swift")], sources: [path("Widget")])
        guard case .unknown(let reason) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertTrue(reason.contains("no Xcode project"), reason)
    }

    /// A project file is the pull request's: a synchronized folder or a
    /// table named outside the project (an absolute path, `../..`, a link
    /// out) is never walked or read.
    func testNothingOutsideTheProjectIsRead() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try Self.catalog(["de"]).write(to: outside.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        try write("struct W {} // ActivityConfiguration(for: X.self)\n", "Widget/FerryLiveActivity.swift")
        try FileManager.default.createSymbolicLink(atPath: path("Widget/Linked.xcstrings"), withDestinationPath: outside.appendingPathComponent("Localizable.xcstrings").path)
        // `Shared` points at the folder outside, by an absolute path.
        let project = Self.synchronizedProject().replacingOccurrences(of: "path = Shared;\n\t\t\tsourceTree = \"<group>\";",
                                                                      with: "path = \"\(outside.path)\";\n\t\t\tsourceTree = \"<absolute>\";")
        XCTAssertNotEqual(project, Self.synchronizedProject())
        try write(project, "Ferry.xcodeproj/project.pbxproj")
        let outcome = ExtensionBundleReader(root: root.path).read(building: [path("Widget/FerryLiveActivity.swift")], sources: [path("Widget")])
        guard case .bundle(let bundle) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(bundle.tables, [], "neither the folder outside nor the link out is the bundle's")
        XCTAssertEqual(bundle.localizations, ["en"])
    }

    // MARK: XcodeGen

    func testXcodeGenSourcesAndExcludes() throws {
        try write(Self.catalog(["de", "he"]), "App/Localizable.xcstrings")
        try write("struct W {} // ActivityConfiguration(for: X.self)\n", "Widget/FerryLiveActivity.swift")
        try write(Self.catalog(["de"]), "Widget/Widget.xcstrings")
        let yaml = """
        name: Ferry
        options:
          developmentLanguage: en
        targets:
          FerryApp:
            type: application
            platform: iOS
            sources: [App]
            dependencies:
              - target: FerryWidget
          FerryWidget:
            type: app-extension
            platform: iOS
            sources:
              - path: Widget
                excludes:
                  - "**/*.xcstrings"
        """
        try write(yaml, "project.yml")
        var outcome = ExtensionBundleReader(root: root.path).read(building: [path("Widget/FerryLiveActivity.swift")], sources: [path("Widget")])
        guard case .bundle(let excluded) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(excluded.target, "FerryWidget")
        XCTAssertEqual(excluded.location, SourceLocation(file: "project.yml", line: 11))
        XCTAssertTrue(excluded.holdsNoTable)
        XCTAssertEqual(excluded.languagesShownUntranslated, ["de", "he"])
        // Without the exclusion the widget's own catalog is bundled.
        try write(yaml.replacingOccurrences(of: "\n        excludes:\n          - \"**/*.xcstrings\"", with: ""), "project.yml")
        outcome = ExtensionBundleReader(root: root.path).read(building: [path("Widget/FerryLiveActivity.swift")], sources: [path("Widget")])
        guard case .bundle(let included) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(included.tables, [path("Widget/Widget.xcstrings")])
        XCTAssertEqual(included.localizations, ["de", "en"])
    }

    /// The widget's own `project.yml` depends on a framework target another
    /// spec defines (`Core/project.yml`, both included by the app's spec):
    /// the framework's folder is one the extension builds with (its
    /// attributes and card views live there), found among the project's
    /// other specs. It was left out, and the activity read as boxes.
    func testAnXcodeGenDependencyDefinedInAnotherSpecIsFollowed() throws {
        try write("targets:\n  Widget:\n    type: app-extension\n    platform: iOS\n    sources: [\".\"]\n    dependencies:\n      - target: Core\n      - sdk: WidgetKit.framework\n", "Widget/project.yml")
        try write("targets:\n  Core:\n    type: framework\n    platform: iOS\n    sources:\n      - path: \".\"\n    dependencies:\n      - target: Base\n", "Core/project.yml")
        // Base's spec sorts before Core's: found on a second pass.
        try write("targets:\n  Base:\n    type: framework\n    platform: iOS\n    sources: [\".\"]\n", "Base/project.yml")
        try write("struct Attributes {}\n", "Core/Attributes.swift")
        let reader = ExtensionBundleReader(root: root.path)
        guard case .success(let targets)? = reader.loadTargets(of: path("Widget/project.yml")) else { return XCTFail("no targets") }
        XCTAssertEqual(targets.map(\.name), ["Widget", "Core", "Base"])
        XCTAssertEqual(targets.first { $0.name == "Core" }?.folders, [path("Core")])
        XCTAssertEqual(targets.first { $0.name == "Core" }?.isLibrary, true)
    }

    // MARK: Fixture

    static func line(of text: String, in project: String) -> Int? {
        project.components(separatedBy: "\n").firstIndex { $0.contains(text) }.map { $0 + 1 }
    }

    /// An Xcode 16 project (objectVersion 77): `Shared/` synchronized into
    /// the app, `Widget/` into the widget, an exception set of the widget's
    /// folder excluding `Legacy.xcstrings` from the widget, and (when
    /// `widgetIncludesCatalog`) an exception set of `Shared/` adding its
    /// catalog to the widget.
    static func synchronizedProject(widgetIncludesCatalog: Bool = true, widgetInfoPlist: String? = nil, widgetScript: Bool = false,
                                    sharedEntry: String = "Localizable.xcstrings") -> String {
        let sharedExceptions = widgetIncludesCatalog ? "exceptions = ( 5A0000000000000000000020 /* Exceptions for \"Shared\" folder in \"FerryWidget\" target */, );" : ""
        let script = widgetScript ? "5A0000000000000000000040 /* Copy strings */," : ""
        let plist = widgetInfoPlist.map { "INFOPLIST_FILE = \($0);" } ?? ""
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {
        \t\t5A0000000000000000000001 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t5A0000000000000000000002 /* Shared */,
        \t\t\t\t5A0000000000000000000003 /* Widget */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t5A0000000000000000000002 /* Shared */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\t\(sharedExceptions)
        \t\t\tpath = Shared;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t5A0000000000000000000003 /* Widget */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\texceptions = (
        \t\t\t\t5A0000000000000000000021 /* Exceptions for "Widget" folder in "FerryWidget" target */,
        \t\t\t);
        \t\t\tpath = Widget;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t5A0000000000000000000020 /* Exceptions for "Shared" folder in "FerryWidget" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\t\(sharedEntry),
        \t\t\t);
        \t\t\ttarget = 5A0000000000000000000011 /* FerryWidget */;
        \t\t};
        \t\t5A0000000000000000000021 /* Exceptions for "Widget" folder in "FerryWidget" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tLegacy.xcstrings,
        \t\t\t\tInfo.plist,
        \t\t\t);
        \t\t\ttarget = 5A0000000000000000000011 /* FerryWidget */;
        \t\t};
        \t\t5A0000000000000000000010 /* FerryApp */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t\t5A0000000000000000000030 /* PBXTargetDependency */,
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\t5A0000000000000000000002 /* Shared */,
        \t\t\t);
        \t\t\tname = FerryApp;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\t5A0000000000000000000011 /* FerryWidget */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = 5A0000000000000000000050 /* Build configuration list */;
        \t\t\tbuildPhases = (
        \t\t\t\t\(script)
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\t5A0000000000000000000003 /* Widget */,
        \t\t\t);
        \t\t\tname = FerryWidget;
        \t\t\tproductType = "com.apple.product-type.app-extension";
        \t\t};
        \t\t5A0000000000000000000030 /* PBXTargetDependency */ = {
        \t\t\tisa = PBXTargetDependency;
        \t\t\ttarget = 5A0000000000000000000011 /* FerryWidget */;
        \t\t};
        \t\t5A0000000000000000000040 /* Copy strings */ = {
        \t\t\tisa = PBXShellScriptBuildPhase;
        \t\t\tshellScript = "cp \\"$SRCROOT/strings\\" \\"$TARGET_BUILD_DIR\\"\\n";
        \t\t};
        \t\t5A0000000000000000000050 /* Build configuration list */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t5A0000000000000000000051 /* Debug */,
        \t\t\t);
        \t\t};
        \t\t5A0000000000000000000051 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\t\(plist)
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\t5A0000000000000000000000 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tdevelopmentRegion = en;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t);
        \t\t\tmainGroup = 5A0000000000000000000001;
        \t\t\ttargets = (
        \t\t\t\t5A0000000000000000000010 /* FerryApp */,
        \t\t\t\t5A0000000000000000000011 /* FerryWidget */,
        \t\t\t);
        \t\t};
        \t};
        \trootObject = 5A0000000000000000000000 /* Project object */;
        }

        """
    }
}
