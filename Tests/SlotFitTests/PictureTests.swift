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

/// The activity's colours and the Lock Screen's appearance in pictures.
final class PictureColourTests: XCTestCase {
    func testTintsAndAppearance() throws {
        let activity = try ActivityManifest.parse("""
        activity: Tinted
        activityBackgroundTint: "#34C759"
        states:
          s: {}
        lockScreen: { text: "On its way" }
        dynamicIsland:
          keylineTint: cyan
          compactTrailing: { text: "5 min" }
          minimal: { text: "5" }
        """, source: "tinted.yml")
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        let dark = try snapshot.svg(engine: LayoutTests.engine)
        XCTAssertTrue(dark.contains("rx=\"22\" fill=\"#34c759\" fill-opacity=\"1.00\""), "the card takes activityBackgroundTint")
        // The island is always dark: cyan's dark value, R100 G210 B255 =
        // #64D2FF (Apple HIG, Color › System colors; #32ADE6 is the light one).
        XCTAssertTrue(dark.contains("stroke=\"#64d2ff\" stroke-width=\"1.5\""), "the island's keyline is cyan")
        let plain = try ActivityManifest.parse("activity: P\nstates: { s: {} }\nlockScreen: { text: \"On its way\" }\n", source: "p.yml")
        let light = try ActivityRenderer(engine: LayoutTests.engine, activity: plain)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en").svg(engine: LayoutTests.engine, appearance: .light)
        XCTAssertTrue(light.contains("rx=\"22\" fill=\"#ffffff\" fill-opacity=\"0.92\""), "a light card")
        XCTAssertTrue(light.contains("fill=\"#000000\"/>"), "dark glyphs on it")
    }
}

/// `.tint` and `.opacity` in pictures, and the surfaces around CarPlay's and
/// the Smart Stack's slots.
final class PictureSurfaceTests: XCTestCase {
    func render(_ yaml: String, device: String) throws -> String {
        let activity = try ActivityManifest.parse(yaml, source: "surface.yml")
        return try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile(device), languageCode: "en").svg(engine: LayoutTests.engine)
    }

    func testTintColoursProgressAndOpacityIsOneLayer() throws {
        let svg = try render("""
        activity: Bars
        states:
          s: { done: 3, total: 4 }
        lockScreen:
          vstack:
            - progressView: { value: done, total: total }
              tint: orange
            - progressView: { value: done, total: total }
            - text: "Updated"
              opacity: 0.5
        """, device: "iphone-393")
        // SwiftUI's orange on the dark Lock Screen (the picture's default
        // appearance) is systemOrange's dark value, R255 G159 B10 = #FF9F0A
        // (Apple HIG, Color › System colors; #FF9500 is the light one); an
        // untinted progress view takes the accent colour, system blue, dark
        // R10 G132 B255 = #0A84FF.
        XCTAssertTrue(svg.contains("fill=\"#ff9f0a\"/>"), svg)
        XCTAssertTrue(svg.contains("fill=\"#0a84ff\"/>"), svg)
        XCTAssertEqual(svg.components(separatedBy: "<g opacity=\"0.50\">").count - 1, 1)
        XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse(), "groups are closed")
    }

    func testCarPlayAndSmartStackAreDrawnInTheirSurfaces() throws {
        let yaml = "activity: Small\nstates: { s: {} }\nlockScreen: { text: \"Arriving\" }\nsmall: { text: \"Arriving\" }\n"
        let car = try render(yaml, device: "carplay-240x78")
        XCTAssertTrue(car.contains("<title>CarPlay dashboard</title>"), car)
        // The slot is Apple's 240×78, outlined inside the dashboard.
        XCTAssertTrue(car.contains("width=\"240.00\" height=\"78.00\" rx=\"10\""), car)
        let watch = try render(yaml, device: "watch-45mm")
        XCTAssertTrue(watch.contains("<title>Apple Watch screen</title>"), watch)
        XCTAssertTrue(watch.contains("width=\"184.00\" height=\"80.50\" rx=\"18\""), watch)
    }
}
