import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// `.supplementalActivityFamilies([.small])` applied where apps apply it:
/// on a configuration held in a `let` inside `if #available(iOS 18, *)`,
/// or in a `WidgetConfiguration` extension helper.
final class SmallFamilyTests: XCTestCase {
    static let attributes = """
    import ActivityKit
    import SwiftUI
    import WidgetKit

    struct WorkoutAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var laps: Int }
    }

    extension WorkoutAttributes.ContentState {
        static let running = WorkoutAttributes.ContentState(laps: 3)
    }

    struct WorkoutView: View {
        let laps: Int
        @Environment(\\.activityFamily) var family

        var body: some View {
            if family == .small {
                Text("\\(laps) laps")
            } else {
                Text("Lap \\(laps) of 10")
            }
        }
    }
    """

    static let island = """
    dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("Workout") }
                } compactLeading: { Text("W") } compactTrailing: { Text("\\(context.state.laps)") } minimal: { Text("W") }
            }
    """

    func testAvailabilityBranchOnABoundConfiguration() throws {
        let source = Self.attributes + """

        struct WorkoutLiveActivity: Widget {
            var body: some WidgetConfiguration {
                let configuration = ActivityConfiguration(for: WorkoutAttributes.self) { context in
                    WorkoutView(laps: context.state.laps)
                } \(Self.island)
                if #available(iOS 18.0, *) {
                    return configuration.supplementalActivityFamilies([.small, .medium])
                } else {
                    return configuration
                }
            }
        }
        """
        let newest = try ImportedFixture(source)
        XCTAssertTrue(newest.activity.supportsSmallFamily)
        XCTAssertEqual(try newest.texts("running", .small), ["3 laps"])
        XCTAssertEqual(try newest.texts("running"), ["Lap 3 of 10"])
        // The branch for older systems has no `.small` view.
        let oldest = try ImportedFixture(source, branches: .oldest)
        XCTAssertFalse(oldest.activity.supportsSmallFamily)
    }

    func testAWidgetConfigurationExtensionHelper() throws {
        let source = Self.attributes + """

        extension WidgetConfiguration {
            func smallWhenAvailable() -> some WidgetConfiguration {
                if #available(iOS 18.0, *) {
                    return supplementalActivityFamilies([.small])
                }
                return self
            }
        }

        struct WorkoutLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: WorkoutAttributes.self) { context in
                    WorkoutView(laps: context.state.laps)
                } \(Self.island)
                .smallWhenAvailable()
            }
        }
        """
        let workout = try ImportedFixture(source)
        XCTAssertTrue(workout.activity.supportsSmallFamily)
        XCTAssertEqual(try workout.texts("running", .small), ["3 laps"])
    }

    func testAConfigurationWithoutItHasNoSmallView() throws {
        let source = Self.attributes + """

        struct WorkoutLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: WorkoutAttributes.self) { context in
                    WorkoutView(laps: context.state.laps)
                } \(Self.island)
            }
        }
        """
        XCTAssertFalse(try ImportedFixture(source).activity.supportsSmallFamily)
    }
}
