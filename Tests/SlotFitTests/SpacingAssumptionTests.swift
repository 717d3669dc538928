import SlotFit
import SlotFitText
import XCTest

/// SwiftUI's spacing between two stacked views when the stack names none is
/// its own: it varies by view type and Apple does not document it (SlotFit
/// assumes 8 pt, docs/LAYOUT.md § Stacks, 4). A budget or cut-text error
/// that goes away with no spacing at all rests on that assumption: a warning
/// that says so. With `spacing:` written, the same overflow is an error.
final class SpacingAssumptionTests: XCTestCase {
    func findings(spacing: String) throws -> [LayoutFinding] {
        // A reading over its unit in the compact leading slot (36.67 pt
        // tall on a 393-point iPhone), as glucose apps show it.
        let activity = try ActivityManifest.parse("""
        activity: Glucose
        states: { s: {} }
        dynamicIsland:
          compactLeading:
            vstack:\(spacing)
              content:
                - { text: { verbatim: "142" }, font: headline }
                - { text: { verbatim: "mg/dL" }, font: caption2 }
          compactTrailing: { image: { symbol: arrow.up.right, size: 14 } }
        """, source: "g.yml")
        return try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393")).findings
    }

    func testAnOverflowThatRestsOnTheDefaultSpacingIsAWarning() throws {
        let found = try findings(spacing: "")
        let budget = try XCTUnwrap(found.first { $0.rule == .heightBudget }, "\(found.map(\.text))")
        XCTAssertEqual(budget.severity, .warning, budget.message)
        XCTAssertTrue(budget.message.contains("rests on SwiftUI's default spacing"), budget.message)
        XCTAssertFalse(found.contains { $0.severity == .error }, "\(found.map(\.text))")
    }

    func testTheSameOverflowWithSpacingWrittenIsAnError() throws {
        let found = try findings(spacing: "\n      spacing: 8")
        let budget = try XCTUnwrap(found.first { $0.rule == .heightBudget }, "\(found.map(\.text))")
        XCTAssertEqual(budget.severity, .error, budget.message)
    }
}
