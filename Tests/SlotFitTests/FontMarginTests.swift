import SlotFit
import SlotFitText
import XCTest

/// Fonts honestly: the default profile's Inter sets Latin text 12–21 %
/// wider than San Francisco, by size (README's table, measured with
/// `slotfit fonts`: 1.124× at caption2's 11 pt). A compact text cut by less
/// than that margin may fit on the device: a warning that says so, never
/// an error; past the margin, an error.
final class FontMarginTests: XCTestCase {
    func truncation(frameRatio: Double) throws -> LayoutFinding {
        // The text's own width at caption2, one line, from the engine.
        let natural = try LayoutTests.engine.layout(TextRequest("Departing", locale: "en", font: FontSpec(style: .caption2))).naturalWidth
        let activity = try ActivityManifest.parse("""
        activity: Departures
        states: { s: {} }
        dynamicIsland:
          compactLeading: { image: { symbol: tram.fill, size: 18 } }
          compactTrailing: { text: { verbatim: Departing }, font: caption2, lineLimit: 1, frame: { width: \(natural * frameRatio) } }
        """, source: "d.yml")
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"))
        return try XCTUnwrap(snapshot.findings.first { $0.rule == .compactTruncation }, snapshot.text)
    }

    func testACutWithinInterMarginOverSanFranciscoIsAWarningThatSaysSo() throws {
        // 1 / 0.95 = 5.3 % over: inside caption2's 12.4 %.
        let finding = try truncation(frameRatio: 0.95)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertTrue(finding.message.contains("5.3 % over with Inter"), finding.message)
        XCTAssertTrue(finding.message.contains("San Francisco sets it 11 % narrower"), finding.message)
        XCTAssertNotNil(finding.restsOn)
    }

    func testACutPastTheMarginIsAnError() throws {
        // 1 / 0.8 = 25 % over: past any style's margin.
        let finding = try truncation(frameRatio: 0.8)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertNil(finding.restsOn)
        XCTAssertFalse(finding.message.contains("San Francisco"), finding.message)
    }

    func testTheMarginFollowsTheMeasuredTable() {
        XCTAssertEqual(FontProfile.widthMarginOverSanFrancisco(family: "Inter", size: 11), 1.124)
        XCTAssertEqual(FontProfile.widthMarginOverSanFrancisco(family: "Inter", size: 17), 1.213)
        XCTAssertEqual(FontProfile.widthMarginOverSanFrancisco(family: "Inter", size: 14)!, (1.156 + 1.183) / 2, accuracy: 1e-9)
        XCTAssertNil(FontProfile.widthMarginOverSanFrancisco(family: "SF Pro", size: 11), "with San Francisco there is no margin")
        XCTAssertNil(FontProfile.widthMarginOverSanFrancisco(family: "Noto Sans Arabic", size: 11), "not measured: no margin assumed")
    }
}
