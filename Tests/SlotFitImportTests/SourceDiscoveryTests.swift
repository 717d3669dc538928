import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// What `slotfit init` reads besides the widget extension: the files and
/// folders that declare what its configurations name, and the string
/// tables the views read.
final class SourceDiscoveryTests: XCTestCase {
    func scratch() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-discovery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    func write(_ text: String, _ relative: String, in root: URL) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A widget extension's file: `<name>Attributes` with one state field
    /// `n`, and a Live Activity whose Lock Screen is `lockScreen` (on line
    /// 12) and whose Dynamic Island shows the name's first letter.
    static func liveActivity(_ name: String, lockScreen: String) -> String {
        """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct \(name)Attributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var n: Int }
        }

        struct \(name)LiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: \(name)Attributes.self) { context in
                    \(lockScreen)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("\(name)") }
                    } compactLeading: { Text("\(name.prefix(1))") } compactTrailing: { Text("\(name.prefix(1))") } minimal: { Text("\(name.prefix(1))") }
                }
            }
        }

        """
    }

    /// The attributes at the repository's root (whose folder holds the
    /// extension: the file alone is read, not the whole repository) and
    /// the enum a state field uses in a framework folder.
    func testTheDeclaringFileAndTheEnumsFolderAreAdded() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let split = try XCTUnwrap(RideSource.attributes.range(of: "enum RideStatus"))
        try write(String(RideSource.attributes[..<split.lowerBound]), "RideAttributes.swift", in: root)
        try write("import Foundation\n\n" + String(RideSource.attributes[split.lowerBound...]), "RideKit/Sources/RideStatus.swift", in: root)
        try write(RideSource.widget, "RideWidget/RideLiveActivity.swift", in: root)
        try write("enum Unrelated { case a }\n", "RideKit/Sources/Unrelated.swift", in: root)
        let discovery = try SourceDiscovery(root: root.path)
        let base = root.standardizedFileURL.path
        XCTAssertEqual(discovery.paths, ["\(base)/RideWidget", "\(base)/RideAttributes.swift", "\(base)/RideKit/Sources"])
        XCTAssertEqual(discovery.sources.map(\.declaresConfiguration), [true, false, false])
        XCTAssertEqual(discovery.sources[0].reason, "ActivityConfiguration(for: RideAttributes.self) (RideWidget/RideLiveActivity.swift:36)")
        XCTAssertEqual(discovery.sources[1].reason, "RideAttributes: declares RideAttributes and its ContentState (RideAttributes.swift:4)")
        XCTAssertEqual(discovery.sources[2].reason, "RideStatus: declares the enum a field uses (RideKit/Sources/RideStatus.swift:3)")
        XCTAssertTrue(discovery.missing.isEmpty)
        // What init then imports: the declared fields and the enum's cases.
        let inventory = try SourceInventory(paths: discovery.paths, relativeTo: base)
        XCTAssertEqual(inventory.attributes.first?.stateFields.map(\.name), ["status", "driverName", "etaSeconds", "progress", "plate"])
        XCTAssertEqual(inventory.enums.first { $0.name == "RideStatus" }?.cases, ["searching", "driverAssigned", "arriving", "onTrip"])
    }

    /// The Live Activity's views read their paddings from a design system
    /// declared in a framework folder (`Tokens.gap`): that folder is read
    /// too, or every padding would be SwiftUI's default. A namespace only
    /// another widget of the extension reads is not followed.
    func testTheFolderDeclaringTheConstantsTheViewsReadIsAdded() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(Self.liveActivity("Pad", lockScreen: #"Text("\(context.state.n)").padding(Tokens.gap)"#) + """

            struct OtherWidget: View {
                var body: some View { Text("x").padding(Elsewhere.gap) }
            }
            """, "PadWidget/PadLiveActivity.swift", in: root)
        try write("import CoreGraphics\n\npublic enum Tokens {\n    public static let gap: CGFloat = 4\n}\n", "Design/Sources/Tokens.swift", in: root)
        try write("import CoreGraphics\n\nenum Elsewhere {\n    static let gap: CGFloat = 9\n}\n", "App/Elsewhere.swift", in: root)
        let discovery = try SourceDiscovery(root: root.path)
        let base = root.standardizedFileURL.path
        XCTAssertEqual(discovery.paths, ["\(base)/PadWidget", "\(base)/Design/Sources"])
        XCTAssertEqual(discovery.sources[1].reason, "Tokens: declares the constants the views read (PadWidget/PadLiveActivity.swift:12) (Design/Sources/Tokens.swift:3)")
    }

    /// The Lock Screen shows a card view kept in a framework folder, and
    /// the card a badge view in another: both folders are read, or each
    /// would be a 44 × 20 pt box that checks none of their texts. A view
    /// the activity does not show is not followed.
    func testTheFoldersDeclaringTheViewsTheActivityShowsAreAdded() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(Self.liveActivity("Card", lockScreen: "CardView(count: context.state.n)"), "CardWidget/CardLiveActivity.swift", in: root)
        try write("""
            import SwiftUI

            public struct CardView: View {
                let count: Int
                public var body: some View {
                    HStack { Text("Arriving soon"); BadgeView() }
                }
            }
            """, "Kit/UI/CardView.swift", in: root)
        try write("import SwiftUI\n\nstruct BadgeView: View {\n    var body: some View { Text(\"Live\") }\n}\n", "Kit/Badges/BadgeView.swift", in: root)
        try write("import SwiftUI\n\nstruct UnusedView: View {\n    var body: some View { Text(\"x\") }\n}\n", "Kit/Other/UnusedView.swift", in: root)
        let discovery = try SourceDiscovery(root: root.path)
        let base = root.standardizedFileURL.path
        XCTAssertEqual(discovery.paths, ["\(base)/CardWidget", "\(base)/Kit/Badges", "\(base)/Kit/UI"])
        XCTAssertEqual(discovery.sources[1].reason, "BadgeView: declares a view the activity shows (Kit/UI/CardView.swift:6) (Kit/Badges/BadgeView.swift:3)")
        XCTAssertEqual(discovery.sources[2].reason, "CardView: declares a view the activity shows (CardWidget/CardLiveActivity.swift:12) (Kit/UI/CardView.swift:3)")
        // What init then imports: the card and its badge, no box left.
        let imported = try SourceInventory(paths: discovery.paths, relativeTo: base).importActivities()
        XCTAssertTrue(imported.approximations.allSatisfy { $0.unknownView == nil }, "\(imported.approximations)")
    }

    /// A configuration naming a type declared nowhere: reported with the
    /// configuration's place; nothing is added.
    func testATypeDeclaredNowhereIsReported() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(RideSource.widget, "RideWidget/RideLiveActivity.swift", in: root)
        try write("struct RideAttributes {}\n", "Pods/Old/RideAttributes.swift", in: root)
        try write("struct RideAttributes {}\n", ".hidden/RideAttributes.swift", in: root)
        let discovery = try SourceDiscovery(root: root.path)
        XCTAssertEqual(discovery.paths, [root.standardizedFileURL.path + "/RideWidget"])
        XCTAssertEqual(discovery.missing.map(\.name), ["RideAttributes"])
        XCTAssertEqual(discovery.missing.first?.configuration.fileAndLine, "RideWidget/RideLiveActivity.swift:36")
    }

    /// An intent definition's generated table beside the extension is not
    /// its catalog (it was, as the only table there): the app's
    /// Localizable above it is; named by the code, the intent table is read.
    func testAnIntentDefinitionsTableIsNotTheCatalog() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(RideSource.widget, "App/RideWidget/RideLiveActivity.swift", in: root)
        try write("<plist version=\"1.0\"><dict/></plist>\n", "App/RideWidget/Base.lproj/RideIntents.intentdefinition", in: root)
        try write("\"gpCwrM\" = \"Pickup\";\n", "App/RideWidget/en.lproj/RideIntents.strings", in: root)
        try write("\"Arriving\" = \"Arriving\";\n", "App/en.lproj/Localizable.strings", in: root)
        let base = root.standardizedFileURL.path
        XCTAssertEqual(SourceProject.findCatalog(near: ["\(base)/App/RideWidget"], within: base), "\(base)/App")

        let plain = try StringTableChoice(root: base, sources: ["\(base)/App/RideWidget"], needs: [StringTableChoice.Need(table: "Localizable", reason: "default")])
        XCTAssertEqual(plain.chosen.map(\.name), ["Localizable"])
        XCTAssertEqual(plain.catalog, "\(base)/App")
        XCTAssertEqual(plain.skipped.map(\.name), ["RideIntents"])
        XCTAssertEqual(plain.skipped.first?.reason, "generated for the intent definition App/RideWidget/Base.lproj/RideIntents.intentdefinition; the sources do not name it")

        let named = try StringTableChoice(root: base, sources: ["\(base)/App/RideWidget"],
                                          needs: [.init(table: "Localizable", reason: "default"), .init(table: "RideIntents", reason: "named"), .init(table: "Absent", reason: "named too")])
        XCTAssertEqual(named.chosen.map(\.name), ["Localizable", "RideIntents"])
        XCTAssertEqual(named.missing.map(\.table), ["Absent"])
        XCTAssertTrue(named.skipped.isEmpty)
    }

    /// The extension keeps its own Localizable in a folder inside it (its
    /// bundle's, what Text("key") there reads); the app keeps another in a
    /// folder that holds a source the extension also reads, and a framework
    /// the sources read keeps a third: the extension's is chosen, though
    /// the others are shallower.
    func testTheExtensionsOwnTableWinsOverTheAppsAndAFrameworks() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(RideSource.widget, "Ride Widget/RideLiveActivity.swift", in: root)
        try write("\"Arriving\" = \"Arriving\";\n", "Ride Widget/Bootstrap/en.lproj/Localizable.strings", in: root)
        try write("enum Shared {}\n", "Ride/Managers/Activity/Shared.swift", in: root)
        try write("\"Settings\" = \"Settings\";\n", "Ride/en.lproj/Localizable.strings", in: root)
        try write("enum Core {}\n", "RideCore/Core.swift", in: root)
        try write("\"Core\" = \"Core\";\n", "RideCore/en.lproj/Localizable.strings", in: root)
        let base = root.standardizedFileURL.path
        let choice = try StringTableChoice(root: base, sources: ["\(base)/Ride Widget", "\(base)/Ride/Managers/Activity", "\(base)/RideCore"],
                                           extensions: ["\(base)/Ride Widget"], needs: [StringTableChoice.Need(table: "Localizable", reason: "default")])
        XCTAssertEqual(choice.chosen.map(\.home), ["\(base)/Ride Widget/Bootstrap"])
        XCTAssertEqual(choice.skipped.map(\.home), ["\(base)/Ride", "\(base)/RideCore"])
        XCTAssertEqual(Set(choice.skipped.map(\.reason)), ["another Localizable, outside the extension's folder, where Ride Widget/Bootstrap is its own bundle's"])
    }

    /// The app and another target each have a Main storyboard: the skipped
    /// table names its own folder's.
    func testAStoryboardsTableNamesItsOwnStoryboard() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(RideSource.widget, "Widget/RideLiveActivity.swift", in: root)
        try write("<document/>\n", "Alpha/Base.lproj/Main.storyboard", in: root)
        try write("<document/>\n", "Ride/Base.lproj/Main.storyboard", in: root)
        try write("\"x.title\" = \"Go\";\n", "Ride/de.lproj/Main.strings", in: root)
        let base = root.standardizedFileURL.path
        let choice = try StringTableChoice(root: base, sources: ["\(base)/Widget"], needs: [StringTableChoice.Need(table: "Localizable", reason: "default")])
        XCTAssertEqual(choice.skipped.first { $0.name == "Main" }?.reason, "the strings of Ride/Base.lproj/Main.storyboard; the sources do not name it")
    }

    /// The tables a source names by a literal, in the calls that look strings up.
    func testTableReferencesAreTheLiteralTableNames() {
        let source = """
        let a = Text("title", tableName: "Ride", bundle: .module)
        let b = String(localized: "eta", table: "Common")
        let c = NSLocalizedString("k", tableName: "Legacy", comment: "")
        let d = database.query(table: "users")
        let e = Text("x", tableName: name)
        """
        let references = SourceInventory(source: source, file: "Refs.swift").tableReferences
        XCTAssertEqual(references.map(\.table), ["Ride", "Common", "Legacy"])
        XCTAssertEqual(references.map(\.bundle), [".module", nil, nil])
        XCTAssertEqual(references.map(\.location.line), [1, 2, 3])
    }
}
