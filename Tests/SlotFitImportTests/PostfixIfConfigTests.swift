import SlotFit
import SlotFitImport
import SlotFitText
import XCTest

/// `#if` inside a modifier chain (`.padding() #if os(iOS) .tint(…) #endif`):
/// the view with the chosen clause's modifiers, never the whole view
/// dropped (a public app's Lock Screen was laid out as nothing).
final class PostfixIfConfigTests: XCTestCase {
    static let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct PadAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var count: Int }
        }
        extension PadAttributes.ContentState { static let one = PadAttributes.ContentState(count: 3) }

        struct PadLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: PadAttributes.self) { context in
                    VStack {
                        Text("Count \\(context.state.count)")
                    }
                    .padding()
                    #if os(iOS)
                    .padding(.horizontal, 30)
                    #else
                    .padding(.horizontal, 2)
                    #endif
                    .foregroundStyle(.white)
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                }
            }
        }
        """

    func lockScreen(_ branches: BranchChoice) throws -> PlacedView {
        let imported = SourceInventory(source: Self.source, file: "Pad.swift").importActivities(branches: branches)
        XCTAssertEqual(imported.approximations.map(\.assumed), [], "nothing approximated")
        let activity = try XCTUnwrap(imported.activities.first)
        let shot = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
            .render(state: "one", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        return try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen }?.root, shot.text)
    }

    func testTheChosenClausesModifiersApplyToTheView() throws {
        let newest = try lockScreen(.newest)
        XCTAssertEqual(newest.flattened.compactMap { $0.text?.visibleText }, ["Count 3"])
        // `.padding()` (16 pt) then 30 pt each side in the first clause,
        // 2 pt in `#else`: the text sits 46 pt or 18 pt from the leading edge.
        XCTAssertEqual(try XCTUnwrap(newest.flattened.first { $0.text != nil }).x, 46, accuracy: 0.001)
        let oldest = try lockScreen(.oldest)
        XCTAssertEqual(try XCTUnwrap(oldest.flattened.first { $0.text != nil }).x, 18, accuracy: 0.001)
    }
}
