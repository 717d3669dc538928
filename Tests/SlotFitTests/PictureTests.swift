import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SlotFit
import XCTest

/// Pictures drawn from Apple's geometry (docs/BUDGETS.md): the compact
/// presentation as one pill around the camera housing, the minimal beside
/// it, the Lock Screen card cut at 160 pt with what lies past it dimmed,
/// SF Symbols as labelled stand-ins, and only the element at fault marked.
final class PictureTests: XCTestCase {
    func testThePictureLooksLikeTheDevice() throws {
        let activity = try ActivityManifest.parse("""
        activity: Over
        states:
          s: { label: "Meditationssitzung beendet" }
        lockScreen:
          vstack:
            - text: "%@"
              arguments: [label]
              font: largeTitle
            - text: "%@"
              arguments: [label]
              font: largeTitle
            - text: "Short"
        dynamicIsland:
          compactLeading: { image: { symbol: leaf.fill, size: 20 } }
          compactTrailing: { text: "%@", arguments: [label], lineLimit: 1 }
          minimal: { image: { symbol: leaf.fill, size: 16 } }
        """, source: "over.yml")
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "de")
        let svg = try snapshot.svg(engine: LayoutTests.engine)
        XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse())
        // Panels in the order a person sees them; one compact pill.
        let panels = svg.split(separator: "\n").filter { $0.hasPrefix("<!-- ") }.map(String.init)
        XCTAssertEqual(panels, ["<!-- lockScreen -->", "<!-- compact -->", "<!-- minimal -->"])
        // The camera housing: 230 − 2 × 52.33 = 125.34 pt in the compact pill and beside the minimal.
        XCTAssertEqual(svg.components(separatedBy: "width=\"125.34\" height=\"36.67\" rx=\"18.34\" fill=\"#0b0b0c\"").count - 1, 2)
        // The Lock Screen content is 2 × 2 lines of a large title, past 160 pt: cut there and dimmed.
        XCTAssertTrue(svg.contains("<title>past the 160.00 pt the system shows</title>"), svg)
        // Only the truncated compact text is marked, with its verdict beside it.
        let marked = svg.components(separatedBy: "stroke=\"#ff3b30\" stroke-width=\"1\"><title>truncated(").count - 1
        XCTAssertEqual(marked, 1)
        XCTAssertTrue(svg.contains("font-size=\"6\" fill=\"#ff3b30\">truncated</text>"))
        // The symbol's stand-in says which symbol.
        XCTAssertTrue(svg.contains(">leaf.fill</text>"))
    }
}
