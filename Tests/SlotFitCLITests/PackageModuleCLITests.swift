import Foundation
import XCTest

/// A Live Activity kept in a Swift package's target reads
/// `Text("key", bundle: .module)` from that target's resources [SwiftPM:
/// `Bundle.module` is the bundle of the target's `resources:`, its
/// development language the package's `defaultLocalization`]. It was a
/// refusal ("no bundle is named module"); init now records the goldens
/// with the package's translations.
final class PackageModuleCLITests: XCTestCase {
    func testBundleModuleReadsThePackageTargetsResources() throws {
        let repository = PackageRepository()
        defer { repository.remove() }
        let root = repository.root, write = repository.write
        try write("Packages/TideKit/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "TideKit",
                defaultLocalization: "en",
                platforms: [.iOS(.v17)],
                products: [.library(name: "TideKit", targets: ["TideKit"])],
                targets: [.target(name: "TideKit", resources: [.process("Resources")])]
            )

            """)
        try write("Packages/TideKit/Sources/TideKit/TideLiveActivity.swift", """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            public struct TideAttributes: ActivityAttributes {
                public struct ContentState: Codable, Hashable { var rising: Bool }
            }

            extension TideAttributes.ContentState {
                static let flood = TideAttributes.ContentState(rising: true)
            }

            public struct TideLiveActivity: Widget {
                public var body: some WidgetConfiguration {
                    ActivityConfiguration(for: TideAttributes.self) { context in
                        Text("High tide soon", bundle: .module)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text("High tide soon", bundle: .module) }
                        } compactLeading: { Image(systemName: "water.waves") } compactTrailing: { Image(systemName: "arrow.up") } minimal: { Image(systemName: "water.waves") }
                    }
                }
            }

            """)
        try write("Packages/TideKit/Sources/TideKit/Resources/Localizable.xcstrings", """
            { "sourceLanguage" : "en", "strings" : { "High tide soon" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Bald Hochwasser" } } } } }, "version" : "1.0" }

            """)
        let result = try SlotFitBinary.run(["init"], in: root)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let german = try String(contentsOf: root.appendingPathComponent("golden/tideattributes/de.txt"), encoding: .utf8)
        XCTAssertTrue(german.contains("visual \"Bald Hochwasser\""), german)
    }

    /// `.lproj` tables in a package target: their development language is
    /// the package's `defaultLocalization` [SwiftPM: "defaultLocalization
    /// … the development region of the bundle"; Apple, Bundle: a lookup
    /// that matches none of the bundle's localizations uses the
    /// development region's], not English. With "de" and only de and fr
    /// folders there is no English the extension shows: no English golden,
    /// and an English language code falls back to German.
    func testPackageDefaultLocalizationIsTheLprojTablesDevelopmentLanguage() throws {
        let repository = PackageRepository()
        defer { repository.remove() }
        let root = repository.root, write = repository.write
        try write("Packages/TideKit/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "TideKit",
                defaultLocalization: LanguageTag("de"),
                platforms: [.iOS(.v17)],
                targets: [.target(name: "TideKit", resources: [.process("Resources")])]
            )

            """)
        try write("Packages/TideKit/Sources/TideKit/TideLiveActivity.swift", """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            public struct TideAttributes: ActivityAttributes {
                public struct ContentState: Codable, Hashable { var rising: Bool }
            }

            public struct TideLiveActivity: Widget {
                public var body: some WidgetConfiguration {
                    ActivityConfiguration(for: TideAttributes.self) { context in
                        Text("tide.soon", bundle: .module)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text("tide.soon", bundle: .module) }
                        } compactLeading: { Image(systemName: "water.waves") } compactTrailing: { Image(systemName: "arrow.up") } minimal: { Image(systemName: "water.waves") }
                    }
                }
            }

            """)
        try write("Packages/TideKit/Sources/TideKit/Resources/de.lproj/Localizable.strings", "\"tide.soon\" = \"Hochwasser naht\";\n")
        try write("Packages/TideKit/Sources/TideKit/Resources/fr.lproj/Localizable.strings", "\"tide.soon\" = \"La marée monte\";\n")
        let result = try SlotFitBinary.run(["init"], in: root)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let goldens = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("golden/tideattributes").path).sorted()
        XCTAssertEqual(goldens.filter { !$0.contains("-X") }, ["de.txt", "fr.txt"], "no English localization, so no English golden")
        let german = try String(contentsOf: root.appendingPathComponent("golden/tideattributes/de.txt"), encoding: .utf8)
        XCTAssertTrue(german.contains("visual \"Hochwasser naht\""), german)

        try write("slotfit.yml", "sources: [Packages/TideKit/Sources/TideKit]\nlanguageCodes: [en]\npseudoLocales: false\ndevices: [iphone-393]\n")
        let english = try SlotFitBinary.run(["render", "--record", "all"], in: root)
        XCTAssertTrue(english.stderr.contains("\"en\" matches no localization of TideAttributes (nothing matched: the development language de)"), english.stderr)
    }
}

/// A scratch repository holding a Swift package's Live Activity.
private struct PackageRepository: ScratchRepository {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-module-\(UUID().uuidString)")

    /// Writes `text` to `path` (the order the tests read best).
    func write(_ path: String, _ text: String) throws { try write(text, to: path) }
}
