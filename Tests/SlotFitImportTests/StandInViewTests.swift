import Foundation
import SlotFit
import SlotFitImport
import SlotFitText
import XCTest

/// In a view builder every expression statement is a view the device draws
/// [Swift: a result builder passes each expression statement to
/// `buildExpression`; `ViewBuilder` takes only `View` values]. One SlotFit
/// does not evaluate (`reading(context).0`, a view in a tuple) was dropped
/// from its slot: the compact slot looked empty and its text was never
/// counted. It is a stand-in box now, its texts counted and not exact.
final class StandInViewTests: XCTestCase {
    func testAViewSlotFitCannotEvaluateTakesRoomAndCountsAsUnchecked() throws {
        let declarations = """
            struct PumpAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var glucose: Int }
            }

            extension PumpAttributes.ContentState {
                static let steady = PumpAttributes.ContentState(glucose: 104)
            }

            func reading(_ value: Int) -> (some View, Int) { (Text("\\(value) mg/dL"), value) }
            """
        let source = FixtureSource.activity("PumpAttributes", lockScreen: """
            HStack {
                Text("Glucose")
                reading(context.state.glucose).0
            }
            """, declarations: declarations)
        let imported = try SourceInventory(source: source, file: "Pump.swift").importActivities()
        let activity = try XCTUnwrap(imported.activities.first)
        let row = try XCTUnwrap(activity.lockScreen)
        // Both views take their place in the stack.
        XCTAssertEqual(row.children.count, 2, "\(row)")
        guard case .unreadView(_, let hidden)? = row.children[1].approximatedConstruct else {
            return XCTFail("the tuple's view is not a stand-in: \(row.children[1])")
        }
        XCTAssertGreaterThanOrEqual(hidden, 1)
        XCTAssertTrue(imported.approximations.contains { $0.construct.hasPrefix("reading(context.state.glucose).0") }, "\(imported.approximations)")
        // "Glucose" and the four fixed island texts are exact; the hidden
        // reading is counted and not.
        let coverage = activity.textCoverage
        XCTAssertEqual(coverage.texts - coverage.exact, hidden, "\(coverage)")
        XCTAssertEqual(coverage.exact, 5, "\(coverage)")
    }
}
