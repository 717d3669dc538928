import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// Layout read from Swift as SwiftUI lays it out: stack spacing (`.zero` is
/// none; a value SlotFit cannot compute is SwiftUI's default, said as an
/// approximation) and modifiers applied where they are written.
final class ImportedLayoutTests: XCTestCase {
    func testZeroSpacingAndAnUncomputedOne() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("PadAttributes", lockScreen: """
            VStack {
                VStack(spacing: .zero) {
                    Text("A")
                    Text("B")
                }
                HStack(spacing: Theme.gap) {
                    Text("C")
                    Text("D")
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
        let root = try fixture.root("s")
        let texts = root.flattened.filter { $0.text != nil }
        let a = try XCTUnwrap(texts.first { $0.text?.visibleText == "A" }), b = try XCTUnwrap(texts.first { $0.text?.visibleText == "B" })
        XCTAssertEqual(b.y - (a.y + a.height), 0, accuracy: 0.001, "VStack(spacing: .zero) puts B right under A")
        XCTAssertTrue(fixture.constructApproximations.contains { $0.construct == "Theme.gap" && $0.assumed.contains("default spacing") },
                      "\(fixture.constructApproximations)")
    }

    /// `Color.red.frame(width: 100, height: 50).aspectRatio(1, contentMode: .fit)`
    /// in 200 × 200 stays 100 × 50 in SwiftUI (issue 29, measured): the
    /// ratio proposes 200 × 200 to the fixed frame, which ignores it. Before,
    /// the ratio was applied inside the frame (50 × 50).
    func testAnAspectRatioAfterAFrameProposesToIt() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("PadAttributes", lockScreen: """
            Color.red.frame(width: 100, height: 50).aspectRatio(1, contentMode: .fit).frame(width: 200, height: 200)
            """, declarations: """
            struct PadAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var n: Int }
            }
            extension PadAttributes.ContentState {
                static let s = PadAttributes.ContentState(n: 1)
            }
            """))
        let color = try XCTUnwrap(fixture.root("s").flattened.first { $0.kind == .color })
        XCTAssertEqual([color.width, color.height], [100, 50])
    }

    /// A method of a custom view reads the view's stored `context`
    /// (`func nextLabel(_:)` branching on `context.state.phase`): it sees
    /// the view's properties as its body does. It was a stand-in, the text
    /// unverified.
    func testAViewsMethodReadsItsStoredContext() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("SchoolAttributes", lockScreen: "SmallView(context: context)", declarations: """
            struct SchoolAttributes: ActivityAttributes {
                enum Phase: String, Codable, Hashable { case beforeSchool, lesson }
                struct ContentState: Codable, Hashable { var phase: Phase; var nextText: String? }
            }
            extension SchoolAttributes.ContentState {
                static let lesson = SchoolAttributes.ContentState(phase: .lesson, nextText: "Chemistry")
                static let early = SchoolAttributes.ContentState(phase: .beforeSchool, nextText: "Maths")
            }
            struct SmallView: View {
                let context: ActivityViewContext<SchoolAttributes>
                var body: some View {
                    if let nextText = context.state.nextText { Text(nextLabel(nextText)) }
                }
                func nextLabel(_ nextText: String) -> String {
                    if context.state.phase == .beforeSchool { return "First: \\(nextText)" }
                    return "Next: \\(nextText)"
                }
            }
            """))
        XCTAssertEqual(fixture.constructApproximations.map(\.construct), [])
        XCTAssertEqual(try fixture.root("lesson").flattened.compactMap { $0.text?.visibleText }, ["Next: Chemistry"])
        XCTAssertEqual(try fixture.root("early").flattened.compactMap { $0.text?.visibleText }, ["First: Maths"])
    }

    /// Views that read `context.isStale` get a stale copy of the first
    /// state: what they show once the stale date has passed ("Updating…")
    /// is laid out and checked, not left unread.
    func testAStaleVariantShowsWhatAStaleActivityShows() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("FeedAttributes", lockScreen: """
            VStack { if context.isStale { Text("Updating…") } else { Text("Live") } }
            """, declarations: """
            struct FeedAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var n: Int }
            }
            extension FeedAttributes.ContentState {
                static let s = FeedAttributes.ContentState(n: 1)
            }
            """))
        XCTAssertEqual(fixture.activity.states.map(\.name), ["s", "s-stale"])
        XCTAssertEqual(try fixture.root("s").flattened.compactMap { $0.text?.visibleText }, ["Live"])
        XCTAssertEqual(try fixture.root("s-stale").flattened.compactMap { $0.text?.visibleText }, ["Updating…"])
    }

    /// `dynamicIsland: { context in IslandView(context: context).dynamicIsland }`:
    /// a property of the app's struct returns the Dynamic Island. It was
    /// dropped without a word (only the Lock Screen was read); it is read
    /// with the struct's stored context bound to the closure's.
    func testADynamicIslandReturnedByAPropertyIsRead() throws {
        let fixture = try ImportedFixture("""
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct TimerAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var label: String }
            }
            extension TimerAttributes.ContentState {
                static let brewing = TimerAttributes.ContentState(label: "Tea")
            }
            struct IslandView {
                let context: ActivityViewContext<TimerAttributes>
                var dynamicIsland: DynamicIsland {
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(context.state.label) }
                    } compactLeading: {
                        Image(systemName: "cup.and.saucer")
                    } compactTrailing: {
                        Text(context.state.label)
                    } minimal: {
                        Image(systemName: "cup.and.saucer")
                    }
                }
            }
            struct TimerWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: TimerAttributes.self) { context in
                        Text(context.state.label)
                    } dynamicIsland: { context in
                        IslandView(context: context).dynamicIsland
                    }
                }
            }
            """)
        XCTAssertEqual(try fixture.root("brewing", .compactTrailing).flattened.compactMap { $0.text?.visibleText }, ["Tea"])
        XCTAssertEqual(try fixture.root("brewing", .expandedCenter).flattened.compactMap { $0.text?.visibleText }, ["Tea"])
    }
}
