import Foundation
import SlotFit
import SlotFitImport
import SlotFitText
import XCTest

/// Finding what to render in a widget extension's Swift source: parsed by
/// SwiftSyntax, the configurations, their presentations and modifiers, the
/// attributes and ContentState fields (types, optionals) and enum cases,
/// each at its file and line.
final class SourceInventoryTests: XCTestCase {
    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        try RideSource.attributes.write(to: folder.appendingPathComponent("Widget/RideAttributes.swift"), atomically: true, encoding: .utf8)
        try RideSource.widget.write(to: folder.appendingPathComponent("Widget/RideLiveActivity.swift"), atomically: true, encoding: .utf8)
        try RideSource.previews.write(to: folder.appendingPathComponent("Widget/RidePreviews.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try "struct Ignored: ActivityAttributes {}".write(to: folder.appendingPathComponent(".build/Ignored.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    func testAConfigurationAndItsAttributesAreFound() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let inventory = try SourceInventory(paths: [root.path])
        XCTAssertEqual(inventory.files.map { URL(fileURLWithPath: $0).lastPathComponent }, ["RideAttributes.swift", "RideLiveActivity.swift", "RidePreviews.swift"], "hidden folders are skipped")
        let configuration = try XCTUnwrap(inventory.configurations.first)
        XCTAssertEqual(inventory.configurations.count, 1)
        XCTAssertEqual(configuration.attributes, "RideAttributes")
        XCTAssertEqual(configuration.location.line, 36)
        XCTAssertTrue(configuration.location.file.hasSuffix("RideLiveActivity.swift"))
        XCTAssertEqual(configuration.presentations, ["lockScreen", "expanded.leading", "expanded.trailing", "expanded.bottom", "compactLeading", "compactTrailing", "minimal"])
        XCTAssertEqual(Set(configuration.modifiers), ["supplementalActivityFamilies", "contentMarginsDisabled", "dynamicIsland.keylineTint", "dynamicIsland.widgetURL"])

        let attributes = try XCTUnwrap(inventory.attributes.first { $0.name == "RideAttributes" })
        XCTAssertEqual(attributes.fields.map(\.name), ["pickupName", "orderID"], "static lets are not fields")
        XCTAssertEqual(attributes.stateFields.map { "\($0.name): \($0.type)\($0.isOptional ? "?" : "")" },
                       ["status: RideStatus", "driverName: String?", "etaSeconds: Int", "progress: Double", "plate: String?"],
                       "computed properties are not stored fields")
        XCTAssertEqual(attributes.stateFields[1].location.line, 7)
        XCTAssertEqual(inventory.enums.first { $0.name == "RideStatus" }?.cases, ["searching", "driverAssigned", "arriving", "onTrip"])
    }

    func testAMissingPathIsAnErrorNamingIt() {
        XCTAssertThrowsError(try SourceInventory(paths: ["/nonexistent/Widget"])) {
            XCTAssertEqual("\($0)", "/nonexistent/Widget: no such file or folder; pass Swift files or the widget extension's folder")
        }
    }

    /// Sample states from what the team wrote: static ContentState members
    /// (a stored let, a computed var) and a #Preview's contentStates,
    /// literals evaluated (enum cases by name, nil as null).
    func testPreviewStatesAreReadFromTheSource() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let inventory = try SourceInventory(paths: [root.path])
        let searching = try XCTUnwrap(inventory.samples.first { $0.name == "searching" })
        XCTAssertEqual(searching.attributes, "RideAttributes")
        XCTAssertEqual(searching.fields, ["status": .string("searching"), "driverName": .null, "etaSeconds": .number(600), "progress": .number(0), "plate": .null])
        let arriving = try XCTUnwrap(inventory.samples.first { $0.name == "arriving" })
        XCTAssertEqual(arriving.fields["driverName"], .string("Maximiliano Alessandro"))
        XCTAssertEqual(arriving.fields["progress"], .number(0.85))
        let preview = try XCTUnwrap(inventory.previews.first)
        XCTAssertEqual(preview.name, "Lock Screen")
        XCTAssertEqual(preview.states, ["searching", "arriving", "Lock Screen 3"])
        let inline = try XCTUnwrap(inventory.samples.first { $0.name == "Lock Screen 3" })
        XCTAssertEqual(inline.attributes, "RideAttributes")
        XCTAssertEqual(inline.fields["etaSeconds"], .number(-30))
        XCTAssertEqual(inline.fields["status"], .string("onTrip"))
        XCTAssertEqual(inline.unevaluated, [])
    }
}

/// The views themselves, interpreted from the source into SlotFit's model
/// and rendered: a custom lock screen view inlined, `if`/`else` over a
/// state enum as conditions, an interpolated key with Xcode's specifier,
/// `Text(context.attributes.x)` never looked up, the preview states and the
/// attributes' static sample; what is not modelled is listed with its line.
final class ViewImportTests: XCTestCase {
    func testTheRideViewsRenderFromTheirSource() throws {
        var inventory = SourceInventory(source: RideSource.attributes, file: "RideAttributes.swift")
        inventory.merge(SourceInventory(source: RideSource.widget, file: "RideLiveActivity.swift"))
        inventory.merge(SourceInventory(source: RideSource.previews, file: "RidePreviews.swift"))
        let imported = inventory.importActivities()
        let activity = try XCTUnwrap(imported.activities.first)
        XCTAssertEqual(activity.name, "RideAttributes")
        XCTAssertEqual(activity.attributes, ["pickupName": .string("Central Station"), "orderID": .string("R-88")])
        XCTAssertEqual(activity.states.map(\.name), ["searching", "arriving", "Lock Screen 3"])
        XCTAssertTrue(activity.supportsSmallFamily)
        XCTAssertEqual(Set(activity.expanded.keys), [.leading, .trailing, .bottom])
        XCTAssertNotNil(activity.compactLeading)
        XCTAssertNotNil(activity.minimal)

        let engine = try TextEngine(profile: .default)
        let renderer = try ActivityRenderer(engine: engine, activity: activity)
        func texts(_ state: String) throws -> [String] {
            let shot = try renderer.render(state: state, device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
            return shot.presentations.first { $0.presentation == .lockScreen }?.root.flattened.compactMap { $0.text?.visibleText } ?? []
        }
        XCTAssertEqual(try texts("searching"), ["Central Station", "ETA 600 s", "R-88"])
        XCTAssertEqual(try texts("arriving"), ["Central Station", "Arriving", "R-88"])
        // The headline of the pickup name, the padding of the custom view.
        let shot = try renderer.render(state: "arriving", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        let lock = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen }?.root)
        let pickup = try XCTUnwrap(lock.flattened.first { $0.text?.visibleText == "Central Station" })
        XCTAssertEqual(pickup.text?.lines.first?.runs.first?.fontSize, 17)
        XCTAssertEqual([pickup.x, pickup.y], [16, 16])
        XCTAssertEqual(pickup.location.file, "RideLiveActivity.swift"); XCTAssertNotNil(pickup.location.line)

        // `RideMap()` (not in these files) is approximated with its line;
        // `etaSeconds / 60` is evaluated as Swift's Int division (150 s: 2).
        let constructs = imported.approximations.map(\.construct)
        XCTAssertTrue(imported.approximations.contains { $0.construct == "RideMap()" && $0.location.file == "RideLiveActivity.swift" }, "\(constructs)")
        XCTAssertFalse(constructs.contains { $0.contains("etaSeconds") }, "\(constructs)")
        let island = try renderer.render(state: "arriving", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        let trailing = island.presentations.first { $0.presentation == .expandedTrailing }?.root.flattened.compactMap { $0.text?.visibleText }
        XCTAssertEqual(trailing, ["2 min"])
    }
}

/// `switch` over a state enum and design constants, as real Live
/// Activities write them.
final class SwitchAndConstantTests: XCTestCase {
    func testSwitchCasesBecomeConditionsAndConstantsValues() throws {
        let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        enum UX {
            static let padding: CGFloat = 14
            enum Spacing { static let row = 6.0 }
        }

        struct DeliveryAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var status: Status
                var courier: String
            }
            enum Status: String, Codable { case preparing, onTheWay, delivered, cancelled }
            static let preview = DeliveryAttributes()
        }

        extension DeliveryAttributes.ContentState {
            static let preparing = DeliveryAttributes.ContentState(status: .preparing, courier: "Ana")
            static let delivered = DeliveryAttributes.ContentState(status: .delivered, courier: "Ana")
            static let cancelled = DeliveryAttributes.ContentState(status: .cancelled, courier: "Ana")
        }

        struct DeliveryActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: DeliveryAttributes.self) { context in
                    VStack(spacing: UX.Spacing.row) {
                        switch context.state.status {
                        case .preparing, .onTheWay:
                            Text("On its way")
                        case .delivered:
                            Text("Delivered")
                        default:
                            Text("Something went wrong")
                        }
                        Text(context.state.courier)
                    }
                    .padding(UX.padding)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(context.state.courier) }
                    } compactLeading: { Image(systemName: "bag") } compactTrailing: { Image(systemName: "bag") } minimal: { Image(systemName: "bag") }
                }
            }
        }
        """
        let imported = SourceInventory(source: source, file: "Delivery.swift").importActivities()
        XCTAssertEqual(imported.approximations, [])
        let activity = try XCTUnwrap(imported.activities.first)
        let renderer = try ActivityRenderer(engine: try TextEngine(profile: .default), activity: activity)
        func lock(_ state: String) throws -> PlacedView {
            let shot = try renderer.render(state: state, device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
            return try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen }?.root)
        }
        func texts(_ state: String) throws -> [String] { try lock(state).flattened.compactMap { $0.text?.visibleText } }
        XCTAssertEqual(try texts("preparing"), ["On its way", "Ana"])
        XCTAssertEqual(try texts("delivered"), ["Delivered", "Ana"])
        XCTAssertEqual(try texts("cancelled"), ["Something went wrong", "Ana"])
        // UX.padding (14) and UX.Spacing.row (6): the second text sits 14 + line + 6 below the top.
        let root = try lock("delivered")
        let shown = root.flattened.filter { $0.text != nil }
        XCTAssertEqual(shown[0].y, 14, accuracy: 1e-9)
        XCTAssertEqual(shown[1].y - (shown[0].y + shown[0].height), 6, accuracy: 1e-9)
    }
}

/// R.swift's generated accessors (version 7's `StringResource`
/// properties and version 5's functions) resolve to their keys and tables.
final class GeneratedAccessorTests: XCTestCase {
    func testRSwiftAccessorsResolveToTheirKeys() throws {
        let generated = """
        import Foundation
        struct _R {
            struct string {
                struct localizable {
                    /// en: "Your driver is here"
                    var driverArrived: RswiftResources.StringResource { .init(key: "driver.arrived", tableName: "Localizable", bundle: bundle, locales: [], comment: nil) }
                }
                struct common {
                    /// R.swift 5 style.
                    static func pickup(preferredLanguages: [String]? = nil) -> String {
                        guard let preferredLanguages = preferredLanguages else {
                            return NSLocalizedString("common.pickup", tableName: "Common", bundle: hostingBundle, comment: "")
                        }
                        return NSLocalizedString("common.pickup", tableName: "Common", bundle: hostingBundle, comment: "")
                    }
                }
            }
        }
        """
        let widget = """
        import ActivityKit
        import SwiftUI
        import WidgetKit
        struct CabAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var minutes: Int }
            static let preview = CabAttributes()
        }
        struct CabActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: CabAttributes.self) { context in
                    VStack {
                        Text(R.string.localizable.driverArrived)
                        Text(R.string.common.pickup())
                    }
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                }
            }
        }
        """
        var inventory = SourceInventory(source: generated, file: "R.generated.swift")
        inventory.merge(SourceInventory(source: widget, file: "CabActivity.swift"))
        let imported = inventory.importActivities()
        let lock = try XCTUnwrap(imported.activities.first?.lockScreen)
        let texts = lock.children.compactMap { view -> String? in
            guard case .text(let key, _) = view.kind else { return nil }
            return "\(view.table ?? "-"):\(key)"
        }
        XCTAssertEqual(texts, ["Localizable:driver.arrived", "Common:common.pickup"])
        XCTAssertTrue(imported.approximations.filter { !$0.isSample }.isEmpty, "\(imported.approximations)")
    }
}
