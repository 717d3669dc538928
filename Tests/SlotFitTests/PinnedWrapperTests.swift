import SlotFit
import XCTest

/// A timer pinned left to right by a Group's environment keeps its pin
/// when the group's frame wraps it (ModifiedContent): its digits are in
/// reading order, and the rtl-digit-order rule must not see it unpinned.
final class PinnedWrapperTests: XCTestCase {
    func testAFramedGroupKeepsItsViewsPinned() throws {
        let yaml = """
        activity: Pin
        states:
          s: { secs: 754 }
        dynamicIsland:
          compactTrailing:
            hstack:
              - group:
                - timer: { seconds: secs, countsDown: true }
                layoutDirection: leftToRight
                frame: { minWidth: 52 }
        """
        let activity = try ActivityManifest.parse(yaml, source: "pin.yml")
        let shot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "ar")
        let timer = try XCTUnwrap(shot.presentations.first { $0.presentation == .compactTrailing }?.root.flattened.first { $0.kind == .timer })
        XCTAssertTrue(timer.pinnedLeftToRight)
        // 12:34 in Arabic-Indic digits, in reading order (FriBidi on the
        // pinned run gives the same order).
        XCTAssertEqual(timer.text?.visualText, "١٢:٣٤")
        XCTAssertFalse(shot.findings.contains { $0.rule.rawValue == "rtl-digit-order" })
    }
}
