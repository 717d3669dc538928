import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// A branch the importer cannot choose (an `if` on a value it cannot
/// evaluate) takes its first branch; the texts of the others are never laid
/// out, and coverage says so instead of counting what it did lay out as all
/// (a public kitchen-timer app's "DONE" text was never checked, yet the
/// check read 100 %).
final class UntakenBranchTests: XCTestCase {
    func testTextsOfUntakenBranchesAreAmongTheTextsNeverLaidOut() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("PadAttributes", lockScreen: """
            VStack {
                if Clock.isRunning(context.state.n) {
                    Text("Running")
                } else if Clock.isPaused(context.state.n) {
                    Text("Paused")
                } else {
                    Label("Done", systemImage: "checkmark")
                }
            }
            """, declarations: """
            struct PadAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var n: Int }
            }
            extension PadAttributes.ContentState {
                static let s = PadAttributes.ContentState(n: 1)
            }
            """))
        XCTAssertEqual(try fixture.texts("s"), ["Running"])
        let lines = Set(fixture.activity.untakenTexts.compactMap(\.line))
        XCTAssertEqual(lines.count, 2, "\(fixture.activity.untakenTexts)")
        XCTAssertTrue(fixture.activity.textLocations.isSuperset(of: fixture.activity.untakenTexts))
        let shown = try fixture.root("s").flattened.filter { $0.text != nil }.map(\.location)
        XCTAssertTrue(fixture.activity.textLocations.subtracting(shown).isSuperset(of: fixture.activity.untakenTexts),
                      "the check's 'never laid out' list holds the untaken branches' texts")
        XCTAssertTrue(Set(shown).isDisjoint(with: fixture.activity.untakenTexts))
    }
}
