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

extension UntakenBranchTests {
    /// A case not taken that draws a custom view, or calls a member that
    /// returns one, hides that view's texts too: they are listed as never
    /// laid out (a public diabetes app's bottom row switched on an item's
    /// kind; its basal-rate view's "%@U", a key no table has, was neither
    /// checked nor listed).
    func testTextsOfViewsAnUntakenCaseDrawsAreNeverLaidOut() throws {
        let source = FixtureSource.activity("PadAttributes", lockScreen: """
            VStack {
                switch Clock.kind(context.state.n) {
                case 0:
                    Text("Zero")
                case 1:
                    RateView(value: 2)
                default:
                    footer(context.state.n)
                }
            }
            """, declarations: """
            struct PadAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var n: Int }
            }
            extension PadAttributes.ContentState {
                static let s = PadAttributes.ContentState(n: 1)
            }
            struct RateView: View {
                let value: Double
                var body: some View {
                    VStack {
                        Text("Rate")
                        Badge()
                    }
                }
            }
            struct Badge: View {
                var body: some View { Text("Badge") }
            }
            struct Unrelated: View {
                var body: some View { Text("Elsewhere") }
            }
            struct Other {
                func footer(_ n: Int) -> some View { Text("Not this one") }
            }
            extension PadAttributesWidget {
                func footer(_ n: Int) -> some View { Text("Footer") }
            }
            """)
        let fixture = try ImportedFixture(source)
        XCTAssertEqual(try fixture.texts("s"), ["Zero"])
        /// The 1-based line of the source's line holding `text`.
        func line(_ text: String) throws -> Int {
            try XCTUnwrap(source.components(separatedBy: "\n").firstIndex { $0.contains(text) }, text) + 1
        }
        let untaken = Set(fixture.activity.untakenTexts.compactMap(\.line))
        XCTAssertEqual(untaken, [try line(#"Text("Rate")"#), try line(#"Text("Badge")"#), try line(#"Text("Footer")"#)],
                       "the texts RateView, the Badge in it and the widget's own footer(_:) show")
        XCTAssertFalse(untaken.contains(try line("Elsewhere")), "a view no branch names is not this activity's")
        XCTAssertFalse(untaken.contains(try line("Not this one")), "another type's member of the same name is not the one called")
    }
}
