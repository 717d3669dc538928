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
        // The condition is a stand-in, true until values: gives it values:
        // the other branches are read but hidden in every sample state.
        XCTAssertTrue(fixture.activity.textLocations.isSuperset(of: fixture.activity.untakenTexts))
        let shown = try fixture.root("s").flattened.filter { $0.text != nil }.map(\.location)
        // (Lines 26 and 27 are the island's texts, in other presentations.)
        let neverLaidOut = fixture.activity.textLocations.subtracting(shown)
        XCTAssertEqual(Set(neverLaidOut.compactMap(\.line)), [19, 21, 26, 27], "the check's 'never laid out' list holds the other branches' texts: \(neverLaidOut)")
        XCTAssertTrue(Set(shown).isDisjoint(with: fixture.activity.untakenTexts))
    }
}

extension UntakenBranchTests {
    /// A presentation drawn with a guessed branch rests on the guess: its
    /// overrun is a warning that names it, never an error (a public rail
    /// app's Lock Screen mixed four guessed branches into a 253 pt "error").
    func testABudgetOverrunInAGuessedBranchIsAWarning() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("PadAttributes", lockScreen: """
            VStack {
                if Clock.isWaiting(context.state.n) {
                    Color.red.frame(height: 300)
                } else {
                    Text("Arrived")
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
        let shot = try fixture.renderer.render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        let overrun = try XCTUnwrap(shot.findings.first { $0.rule == .heightBudget && $0.presentation == .lockScreen }, "\(shot.findings.map(\.text))")
        XCTAssertEqual(overrun.severity, .warning)
        XCTAssertTrue(overrun.message.contains("an approximated view at Fixture.swift:"), overrun.message)
        let guessed = try XCTUnwrap(fixture.root("s").flattened.first { $0.approximated != nil })
        XCTAssertTrue(guessed.approximated?.contains("a branch of an if SlotFit could not evaluate (Clock.isWaiting(context.state.n)), shown as if it held") ?? false,
                      guessed.approximated ?? "")
    }
}

extension UntakenBranchTests {
    /// `Text(label)` where `label` is a computed key returned from an `if`
    /// SlotFit cannot evaluate: the first branch's key, shown and marked as
    /// a guess — it was dropped, with the coverage still reading 100 % (the
    /// rail app's expanded leading region lost both its texts).
    func testAKeyChosenByAnUnevaluatedIfIsShownAsAGuess() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("PadAttributes", lockScreen: "Leading(vm: Model())", declarations: """
            struct PadAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var n: Int }
            }
            extension PadAttributes.ContentState {
                static let s = PadAttributes.ContentState(n: 1)
            }
            struct Leading: View {
                var vm: Model
                var label: LocalizedStringKey {
                    if vm.isWaiting() {
                        return "headed to"
                    } else {
                        return "next station"
                    }
                }
                var body: some View { Text(label).font(.caption2) }
            }
            """))
        XCTAssertEqual(try fixture.texts("s"), ["headed to"])
        let text = try fixture.placed("headed to", in: "s")
        XCTAssertTrue(text.approximated?.contains("the first branch of an if SlotFit could not evaluate (vm.isWaiting())") ?? false, text.approximated ?? "")
        let coverage = fixture.activity.textCoverage
        XCTAssertEqual(coverage.texts - coverage.exact, 1, "the guessed text is counted, as not exact")
    }
}
