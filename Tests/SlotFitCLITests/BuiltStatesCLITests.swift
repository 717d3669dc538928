import Foundation
import XCTest

/// Sample states the team's code already has (issue 43): a
/// `PreviewProvider`'s `let`, the states the app builds where it requests
/// and updates the activity (`X.ContentState(…)`, `.init(…)` as
/// `ActivityContent`'s `state:`), a `ContentState(…)` inside its own type,
/// the struct a `typealias ContentState` names. A state with an argument
/// SlotFit cannot evaluate is left out; the attributes the app builds give
/// the values no written sample gives.
final class BuiltStatesCLITests: XCTestCase {
    static let widget = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct ParcelAttributes: ActivityAttributes {
            enum Stage: String, Codable, Hashable { case packing, onTheWay }
            struct ContentState: Codable, Hashable {
                var stage: Stage
                var driver: String
                static let packingSample = ContentState(stage: .packing, driver: "Noor")
            }
            var trackingCode: String
        }

        struct ParcelLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParcelAttributes.self) { context in
                    VStack {
                        Text("Parcel \\(context.attributes.trackingCode)")
                        if context.state.stage == .onTheWay {
                            Text("\\(context.state.driver) is on the way")
                        } else {
                            Text("Being packed")
                        }
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(context.state.driver) }
                    } compactLeading: { Image(systemName: "shippingbox") } compactTrailing: { Text(context.state.driver).lineLimit(1) } minimal: { Image(systemName: "shippingbox") }
                }
            }
        }

        struct ParcelPreviews: PreviewProvider {
            let quiet = ParcelAttributes.ContentState(stage: .packing, driver: "Lee")
            static var previews: some View { Text("Parcel") }
        }
        """

    static let app = """
        import ActivityKit

        final class ParcelTracker {
            func start() throws {
                let attributes = ParcelAttributes(trackingCode: "PX-2041")
                let initial = ParcelAttributes.ContentState(stage: .packing, driver: "Maximiliano Alessandro")
                _ = try Activity.request(attributes: attributes, content: .init(state: initial, staleDate: nil))
            }

            func dispatch(_ activity: Activity<ParcelAttributes>, driver: String) async {
                await activity.update(ActivityContent(state: .init(stage: .onTheWay, driver: "Ana"), staleDate: nil))
                await activity.update(ActivityContent(state: .init(stage: .onTheWay, driver: driver), staleDate: nil))
            }
        }
        """

    func testInitReadsTheStatesThePreviewsAndTheAppBuild() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-built-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in [("Widget/Parcel.swift", Self.widget), ("App/ParcelTracker.swift", Self.app)] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let result = try SlotFitBinary.run(["init"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("added App: ParcelAttributes: 2 sample states (initial, dispatch) (App/ParcelTracker.swift:6)"), result.stdout)
        // Those that name their type first, in file order, then the
        // state's own `ContentState(…)`; the update whose driver is a
        // parameter is left out.
        XCTAssertTrue(result.stdout.contains("ParcelAttributes (Widget/Parcel.swift:17): 4 sample states (initial, quiet, dispatch, packingSample)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("texts exact 5/5"), result.stdout)
        XCTAssertFalse(result.stdout.contains("needs values for"), result.stdout)
        let golden = try String(contentsOf: root.appendingPathComponent("golden/parcelattributes/en-US.txt"), encoding: .utf8)
        XCTAssertTrue(golden.contains("visual \"Parcel PX-2041\""), golden)
        XCTAssertTrue(golden.contains("visual \"Ana is on the way\""), golden)
        XCTAssertTrue(golden.contains("Maximiliano"), golden)
        XCTAssertFalse(golden.contains("· placeholder ·"), golden)
    }

    /// `typealias ContentState = LiveReading`: `LiveReading(…)` is a state.
    func testAStateBuiltAsTheAliasedStructIsASample() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-built-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct LiveReading: Codable, Hashable {
                var level: Int
                var trend: String
            }

            struct ReadingAttributes: ActivityAttributes {
                typealias ContentState = LiveReading
            }

            extension LiveReading {
                static let rising = LiveReading(level: 142, trend: "rising")
            }

            struct ReadingLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: ReadingAttributes.self) { context in
                        Text("\\(context.state.level) \\(context.state.trend)")
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text(context.state.trend) }
                        } compactLeading: { Text("\\(context.state.level)") } compactTrailing: { Text(context.state.trend) } minimal: { Text("\\(context.state.level)") }
                    }
                }
            }
            """.write(to: root.appendingPathComponent("Reading.swift"), atomically: true, encoding: .utf8)
        let result = try SlotFitBinary.run(["init", "--no-record"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("1 sample state (rising)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("texts exact 4/4"), result.stdout)
    }
}
