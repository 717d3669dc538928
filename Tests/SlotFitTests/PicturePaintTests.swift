import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SlotFit
import XCTest

/// Pictures that show what the view says: colours as SwiftUI draws them in
/// the appearance of the surface, a colour SlotFit cannot compute as a
/// marked translucent grey (never opaque white), progress views in their
/// tint, and stand-ins labelled with the construct they approximate.
///
/// Expected colours are Apple's documented system colours (Human
/// Interface Guidelines › Color › Specifications › System colors, iOS,
/// default contrast): systemRed light R255 G59 B48 = #FF3B30, dark R255 G69
/// B58 = #FF453A; systemGreen light #34C759, dark R48 G209 B88 = #30D158;
/// systemOrange light #FF9500, dark R255 G159 B10 = #FF9F0A; systemBlue
/// light #007AFF, dark R10 G132 B255 = #0A84FF; systemGray R142 G142 B147 =
/// #8E8E93 in both.
final class PicturePaintTests: XCTestCase {
    func svg(_ yaml: String, device: String = "iphone-393", appearance: ActivitySnapshot.Appearance = .dark) throws -> String {
        let activity = try ActivityManifest.parse(yaml, source: "paint.yml")
        let svg = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile(device), languageCode: "en").svg(engine: LayoutTests.engine, appearance: appearance)
        XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse(), "well-formed")
        return svg
    }

    /// The lines of a picture's panel (`<!-- compact -->` up to the next).
    func panel(_ name: String, of svg: String) -> [String] {
        let lines = svg.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(of: "<!-- \(name) -->") else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("<!-- ") && !$0.hasPrefix("</svg") })
    }

    /// Shape elements (not glyphs) painted opaque white.
    func opaqueWhiteShapes(_ lines: [String]) -> [String] {
        lines.filter { !$0.hasPrefix("<use") && $0.contains("fill=\"#ffffff\"") && !$0.contains("fill-opacity") }
    }

    func testAKnownColourIsDrawnInTheSurfacesAppearanceWithItsOpacity() throws {
        let yaml = """
        activity: Badge
        states: { s: {} }
        lockScreen:
          text: "Delayed"
          padding: 4
          background: red.opacity(0.5)
        dynamicIsland:
          compactTrailing: { text: "Late", background: red.opacity(0.5) }
          minimal: { text: "!", background: "Color.green" }
        """
        // The light Lock Screen: systemRed's light value at half opacity.
        let light = try svg(yaml, appearance: .light)
        XCTAssertTrue(panel("lockScreen", of: light).contains { $0.hasPrefix("<rect") && $0.contains("fill=\"#ff3b30\" fill-opacity=\"0.50\"") }, light)
        // The island is always dark: the dark values, whatever the Lock Screen's appearance.
        XCTAssertTrue(panel("compact", of: light).contains { $0.hasPrefix("<rect") && $0.contains("fill=\"#ff453a\" fill-opacity=\"0.50\"") }, light)
        XCTAssertTrue(panel("minimal", of: light).contains { $0.hasPrefix("<rect") && $0.contains("fill=\"#30d158\"/>") }, light)
        let dark = try svg(yaml, appearance: .dark)
        XCTAssertTrue(panel("lockScreen", of: dark).contains { $0.hasPrefix("<rect") && $0.contains("fill=\"#ff453a\" fill-opacity=\"0.50\"") }, dark)
    }

    func testTheModelReadsSwiftUIsSpellings() throws {
        let red = try XCTUnwrap(ColorValue("red.opacity(0.3)"))
        XCTAssertEqual(red.resolved(dark: false).hex, "#ff3b30")
        XCTAssertEqual(red.resolved(dark: true).hex, "#ff453a")
        XCTAssertEqual(red.resolved(dark: true).opacity, 0.3, accuracy: 1e-9)
        XCTAssertEqual(ColorValue(red.name), red, "the name reads back")
        XCTAssertEqual(ColorValue("systemRed")?.resolved(dark: true), red.resolved(dark: true).with(opacity: 1))
        // systemGray2: light R174 G174 B178, dark R99 G99 B102 (HIG).
        XCTAssertEqual(ColorValue("systemGray2")?.resolved(dark: false).hex, "#aeaeb2")
        XCTAssertEqual(ColorValue("systemGray2")?.resolved(dark: true).hex, "#636366")
        // `.secondary` is the secondary label colour: R235 G235 B245 at 60 % on dark (UIKit's secondaryLabel).
        XCTAssertEqual(ColorValue(".secondary")?.resolved(dark: true).hex, "#ebebf5")
        XCTAssertEqual(ColorValue(".secondary")?.resolved(dark: true).opacity, 0.6)
        // `.tint` and `.accentColor`: system blue unless the app sets its own.
        XCTAssertEqual(ColorValue("tint")?.resolved(dark: true).hex, "#0a84ff")
        XCTAssertEqual(ColorValue("accentColor")?.resolved(dark: false).hex, "#007aff")
        // A fixed colour is the same in both appearances.
        let fixed = ColorValue(fixed: .init(red: 1, green: 0.5, blue: 0, opacity: 0.25))
        XCTAssertEqual(fixed.name, "#FF800040")
        // Read back to 8 bits a channel, as written.
        XCTAssertEqual(ColorValue(fixed.name)?.resolved(dark: true).hex, "#ff8000")
        XCTAssertEqual(ColorValue(fixed.name)?.resolved(dark: false).opacity ?? 0, 0.25, accuracy: 0.5 / 255)
        let assumed = ColorValue.assumed("statusColor")
        XCTAssertTrue(assumed.isAssumed)
        XCTAssertEqual(ColorValue(assumed.name), assumed, "assumed(statusColor) reads back")
        XCTAssertEqual(assumed.opacity(0.5), assumed, "an assumed colour stays the assumed grey")
        XCTAssertNil(ColorValue("red.opacity(2)"))
        XCTAssertNil(ColorValue("statusColor"))
    }

    /// The trial's status badge: a fill SlotFit cannot compute was drawn
    /// opaque white over the badge's white text.
    func testAColourSlotFitCannotComputeIsTranslucentGreyAndSaysSo() throws {
        let svg = try svg("""
        activity: Status
        states: { s: {} }
        lockScreen:
          hstack:
            - text: "Delayed"
              padding: 4
              background: { capsule: { fill: "assumed(statusColor)" } }
            - { rectangle: { fill: "assumed(Color(hex: brand))" }, frame: { width: 20, height: 20 } }
        dynamicIsland:
          compactTrailing: { text: "Late", background: "assumed(statusColor)" }
          minimal: { text: "!" }
        """)
        for name in ["lockScreen", "compact"] {
            let lines = panel(name, of: svg)
            let assumed = lines.filter { $0.contains("<title>colour assumed: SlotFit cannot compute") }
            XCTAssertFalse(assumed.isEmpty, "\(name): \(lines)")
            for line in assumed {
                // systemGray (#8E8E93), translucent.
                XCTAssertTrue(line.contains("fill=\"#8e8e93\" fill-opacity=\"0.40\""), line)
            }
            XCTAssertEqual(opaqueWhiteShapes(lines), [], name)
            // Hatched, so it reads as assumed in a PNG too.
            XCTAssertTrue(lines.contains { $0.contains("fill=\"url(#slotfit-assumed-colour)\"") }, name)
        }
        XCTAssertTrue(svg.contains("cannot compute statusColor (drawn translucent grey)"), svg)
        XCTAssertTrue(svg.contains("cannot compute Color(hex: brand)"), svg)
        XCTAssertTrue(svg.contains("<pattern id=\"slotfit-assumed-colour\""), svg)
    }

    func testTheTintColoursTheBarAndACircularStyleIsARing() throws {
        let svg = try svg("""
        activity: Bars
        states: { s: { done: 1, total: 4 } }
        lockScreen:
          vstack:
            - progressView: { value: done, total: total }
              tint: green
            - progressView: { value: done, total: total, style: circular }
              tint: orange
            - progressView: { value: done, total: total }
        dynamicIsland:
          compactTrailing: { progressView: { value: done, total: total, style: circular }, tint: green }
          minimal: { text: "!" }
        """)
        let lock = panel("lockScreen", of: svg)
        // The bar: a translucent track (UIKit's systemFill on dark, R120 G120 B128 at 36 %), the fill in the tint.
        XCTAssertTrue(lock.contains { $0.hasPrefix("<rect") && $0.contains("fill=\"#787880\" fill-opacity=\"0.36\"><title>progress 25 %") }, "\(lock)")
        XCTAssertTrue(lock.contains { $0.hasPrefix("<rect") && $0.hasSuffix("fill=\"#30d158\"/>") }, "\(lock)")
        // The circular style is a ring in the tint, a quarter drawn.
        XCTAssertTrue(lock.contains { $0.hasPrefix("<circle") && $0.contains("stroke=\"#ff9f0a\"") && $0.contains("stroke-dasharray") }, "\(lock)")
        // No tint: the accent colour, system blue.
        XCTAssertTrue(lock.contains { $0.hasPrefix("<rect") && $0.hasSuffix("fill=\"#0a84ff\"/>") }, "\(lock)")
        XCTAssertTrue(panel("compact", of: svg).contains { $0.hasPrefix("<circle") && $0.contains("stroke=\"#30d158\"") }, svg)
    }

    func testAStandInIsLabelledWithItsConstruct() throws {
        let svg = try svg("""
        activity: Approximate
        states: { s: {} }
        lockScreen:
          vstack:
            - geometryReader:
                - text: "Inside"
              frame: { height: 40 }
            - text: "Below"
        dynamicIsland:
          compactTrailing: { text: "T" }
          minimal: { text: "M" }
        """)
        let lock = panel("lockScreen", of: svg)
        XCTAssertTrue(lock.contains { $0.contains("class=\"stand-in\"") && $0.hasSuffix(">GeometryReader</text>") }, "\(lock)")
        XCTAssertTrue(lock.contains { $0.contains("stroke-dasharray=\"3 2\"><title>approximated GeometryReader") }, "\(lock)")
    }
}

private extension ColorValue.Components {
    func with(opacity: Double) -> ColorValue.Components {
        var copy = self
        copy.opacity = opacity
        return copy
    }
}
