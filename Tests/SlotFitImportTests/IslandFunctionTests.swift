import Foundation
import SlotFit
import SlotFitImport
import SlotFitText
import XCTest

/// Widget extensions that build their Dynamic Island in a function of their
/// own, and that declare two configurations of one attributes type (the
/// Live Activity, and a variant for the Smart Stack with
/// `.supplementalActivityFamilies([.small])`), as apps do.
final class IslandFunctionTests: XCTestCase {
    static let declarations = """
    import ActivityKit
    import SwiftUI
    import WidgetKit

    struct ParcelAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var stops: Int }
    }

    extension ParcelAttributes.ContentState {
        static let near = ParcelAttributes.ContentState(stops: 2)
    }

    func parcelIsland(context: ActivityViewContext<ParcelAttributes>) -> DynamicIsland {
        let left = context.state.stops
        return DynamicIsland {
            DynamicIslandExpandedRegion(.bottom) { Text("\\(left) stops left") }
        } compactLeading: {
            Text("P")
        } compactTrailing: {
            Text("\\(left)")
        } minimal: {
            Text("\\(left)")
        }
    }
    """

    /// `dynamicIsland: { parcelIsland(context: $0) }`: the island the
    /// function builds, with the closure's context as its parameter — not
    /// an activity without a Dynamic Island.
    func testAnIslandBuiltByAFunctionOfTheApp() throws {
        let source = Self.declarations + """

        struct ParcelLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParcelAttributes.self) { context in
                    Text("Parcel")
                } dynamicIsland: { context in
                    parcelIsland(context: context)
                }
            }
        }
        """
        let parcel = try ImportedFixture(source)
        XCTAssertNotNil(parcel.activity.compactLeading)
        XCTAssertNotNil(parcel.activity.minimal)
        XCTAssertEqual(try parcel.texts("near", .compactTrailing), ["2"])
        XCTAssertEqual(try parcel.texts("near", .expandedBottom), ["2 stops left"])
        // The views point at the function's lines, where they are written.
        XCTAssertEqual(parcel.activity.compactLeading?.location.line, 18, "Text(\"P\") in parcelIsland")
    }

    /// `dynamicIsland: { island(attributes: context.attributes, state: context.state) }`:
    /// the function's parameters are the closure's arguments, so its texts
    /// read the state — not stand-ins.
    func testAnIslandFunctionTakingTheStateAndAttributes() throws {
        let source = Self.declarations + """

        func island(attributes: ParcelAttributes, state: ParcelAttributes.ContentState) -> DynamicIsland {
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("\\(state.stops) stops") }
            } compactLeading: { Text("P") } compactTrailing: { Text("\\(state.stops)") } minimal: { Text("P") }
        }

        struct ParcelLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParcelAttributes.self) { context in
                    Text("Parcel")
                } dynamicIsland: { context in
                    island(attributes: context.attributes, state: context.state)
                }
            }
        }
        """
        let parcel = try ImportedFixture(source)
        XCTAssertEqual(try parcel.texts("near", .compactTrailing), ["2"])
        XCTAssertEqual(try parcel.texts("near", .expandedBottom), ["2 stops"])
        XCTAssertEqual(try parcel.root("near", .compactTrailing).flattened.compactMap(\.standIn), [], "the state's field, not a stand-in")
    }

    /// Two configurations of `ParcelAttributes`: two activities, each named
    /// by its widget, so their goldens are two folders.
    func testTwoConfigurationsOfOneAttributesTypeAreTwoActivities() throws {
        let source = Self.declarations + """

        struct ParcelLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParcelAttributes.self) { context in
                    Text("Parcel")
                } dynamicIsland: { context in
                    parcelIsland(context: context)
                }
            }
        }

        struct ParcelSmartStack: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParcelAttributes.self) { context in
                    Text("Parcel \\(context.state.stops)")
                } dynamicIsland: { context in
                    parcelIsland(context: context)
                }
                .supplementalActivityFamilies([.small])
            }
        }
        """
        let imported = SourceInventory(source: source, file: "Parcel.swift").importActivities()
        XCTAssertEqual(imported.activities.map(\.name).sorted(), ["ParcelLiveActivity", "ParcelSmartStack"])
        XCTAssertEqual(imported.activities.first { $0.name == "ParcelSmartStack" }?.supportsSmallFamily, true)
    }
}

