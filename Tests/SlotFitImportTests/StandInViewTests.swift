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
    /// The activity both tests lay out, with its one sample state.
    static let pump = """
        struct PumpAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var glucose: Int }
        }

        extension PumpAttributes.ContentState {
            static let steady = PumpAttributes.ContentState(glucose: 104)
        }

        """

    func testAViewSlotFitCannotEvaluateTakesRoomAndCountsAsUnchecked() throws {
        let declarations = Self.pump + """

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

    /// A budget finding that rests on a stand-in carries it as a typed
    /// assumption at the stand-in's place (what SARIF names as the related
    /// location): the Lock Screen is over 160 pt only with the 20 pt box
    /// standing in for a view SlotFit could not read.
    func testAFindingOnAStandInNamesItsPlace() throws {
        let declarations = Self.pump
        let source = FixtureSource.activity("PumpAttributes", lockScreen: """
            VStack {
                Text("Glucose").frame(height: 150)
                ExternalBadge()
            }
            """, declarations: declarations)
        let activity = try XCTUnwrap(SourceInventory(source: source, file: "Pump.swift").importActivities().activities.first)
        let shot = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
            .render(state: "steady", device: DeviceCatalog.profile("iphone-393"))
        let over = try XCTUnwrap(shot.findings.first { $0.rule == .heightBudget }, shot.text)
        XCTAssertEqual(over.severity, .warning)
        let badge = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen }?.root.flattened.first { $0.approximatedConstruct != nil })
        XCTAssertEqual(over.assumption?.location, badge.location)
        XCTAssertTrue(over.assumption?.text.contains("an approximated view at Pump.swift:") == true, "\(String(describing: over.assumption))")
    }
}
