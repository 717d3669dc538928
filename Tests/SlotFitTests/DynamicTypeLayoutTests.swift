import Foundation
import SlotFit
import SlotFitText
import XCTest

/// Views at the Dynamic Type sizes people set: text styles take the HIG's
/// sizes, custom-sized fonts and `@ScaledMetric` lengths grow by their
/// style's ratio, fixed sizes stay, `.dynamicTypeSize(…)` clamps, and a
/// surface whose scaling Apple does not document gives warnings, not errors.
/// Expected numbers are the HIG's (docs/DYNAMIC-TYPE.md) and arithmetic on them.
final class DynamicTypeLayoutTests: XCTestCase {
    /// `lockScreen` laid out on a 393-point iPhone at `size`.
    func lockScreen(_ yaml: String, at size: DynamicTypeSize, config: [TypeScalingSurface: TypeScaling] = TypeScaling.defaults) throws -> PlacedView {
        let activity = try ActivityManifest.parse("activity: T\nstates: { s: {} }\n" + yaml, source: "t.yml")
        var renderer = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
        renderer.typeScaling = config
        let snapshot = try renderer.render(state: "s", device: DeviceCatalog.profile("iphone-393"), dynamicTypeSize: size)
        XCTAssertEqual(snapshot.dynamicTypeSize, size)
        return try XCTUnwrap(snapshot.presentations.first { $0.presentation == .lockScreen }?.root)
    }

    func texts(_ root: PlacedView) -> [PlacedView] { root.flattened.filter { $0.kind == .text } }

    func testTextStylesTakeTheHIGLeadingAtEachSize() throws {
        let yaml = "lockScreen: { vstack: { spacing: 0, content: [{ text: { verbatim: \"Arriving soon\" } }, { text: { verbatim: \"Gate 12\" }, font: caption }] } }\n"
        // body 22 + caption 16 at large; 29 + 23 at xxxLarge; 34 + 28 at AX1.
        for (size, heights) in [(DynamicTypeSize.large, [22.0, 16]), (.xxxLarge, [29, 23]), (.accessibility1, [34, 28])] {
            let placed = texts(try lockScreen(yaml, at: size))
            XCTAssertEqual(placed.map(\.height), heights, "\(size)")
        }
        // At AX5 (body 53 pt, leading 62) a line is never shorter than the
        // font's own (the profile's face at 53 pt, a fixed size with no
        // published leading): the taller of the two.
        let ax5 = texts(try lockScreen(yaml, at: .accessibility5))[0].height
        let own = texts(try lockScreen("lockScreen: { text: { verbatim: \"Arriving soon\" }, font: { size: 53 } }\n", at: .large))[0].height
        XCTAssertEqual(ax5, max(62, own), accuracy: 0.001)
    }

    func testAFixedSizeStaysAndARelativeSizeGrows() throws {
        let fixed = "lockScreen: { text: { verbatim: \"42 km\" }, font: { size: 20 } }\n"
        XCTAssertEqual(texts(try lockScreen(fixed, at: .large))[0].width, texts(try lockScreen(fixed, at: .accessibility5))[0].width)
        // 12 pt with caption at AX5 is 12 × 43/12 = 43 pt: as wide as a fixed 43 pt.
        let relative = try lockScreen("lockScreen: { text: { verbatim: \"42 km\" }, font: { size: 12, relativeTo: caption } }\n", at: .accessibility5)
        let fixed43 = try lockScreen("lockScreen: { text: { verbatim: \"42 km\" }, font: { size: 43 } }\n", at: .large)
        XCTAssertEqual(texts(relative)[0].width, texts(fixed43)[0].width, accuracy: 0.001)
        XCTAssertGreaterThan(texts(relative)[0].width, texts(try lockScreen(fixed, at: .large))[0].width * 2)
    }

    /// `.dynamicTypeSize(...xLarge)` on the stack: at xxxLarge its texts
    /// are drawn at xLarge (body 24 pt leading); a range inside
    /// `large...` of `...xxLarge` at AX3 shows xxLarge (body 26).
    func testClampsAndNestedClamps() throws {
        let clamped = try lockScreen("lockScreen: { vstack: { content: [{ text: { verbatim: \"Arriving soon\" } }] }, dynamicTypeSize: \"...xLarge\" }\n", at: .xxxLarge)
        XCTAssertEqual(texts(clamped).map(\.height), [24])
        let small = try lockScreen("lockScreen: { vstack: { content: [{ text: { verbatim: \"Arriving soon\" } }] }, dynamicTypeSize: \"...xLarge\" }\n", at: .xSmall)
        XCTAssertEqual(texts(small).map(\.height), [19], "below the range's top the person's size holds")
        let nested = try lockScreen("""
        lockScreen:
          vstack:
            content:
              - { text: { verbatim: "Arriving soon" }, dynamicTypeSize: "large..." }
          dynamicTypeSize: "...xxLarge"
        """ + "\n", at: .accessibility3)
        XCTAssertEqual(texts(nested).map(\.height), [26])
        let one = try lockScreen("lockScreen: { text: { verbatim: \"Arriving soon\" }, dynamicTypeSize: large }\n", at: .accessibility5)
        XCTAssertEqual(texts(one).map(\.height), [22])
    }

    /// `@ScaledMetric var side = 40` (body) in `.frame(width: side)`: at
    /// xxxLarge 40 × 23/17 = 54.118 pt; a spacing of 10 with caption at
    /// AX1: 10 × 22/12 = 18.333.
    func testScaledMetricLengthsGrow() throws {
        let framed = try lockScreen("lockScreen: { rectangle: {}, frame: { width: 40, height: 10 }, scaledMetric: { width: body } }\n", at: .xxxLarge)
        XCTAssertEqual(framed.width, 40 * 23 / 17, accuracy: 0.001)
        XCTAssertEqual(framed.height, 10, accuracy: 0.001, "a length not read from the metric stays")
        let spaced = try lockScreen("""
        lockScreen:
          hstack:
            spacing: 10
            content: [{ rectangle: {}, frame: { width: 5, height: 5 } }, { rectangle: {}, frame: { width: 5, height: 5 } }]
          scaledMetric: { spacing: caption }
        """ + "\n", at: .accessibility1)
        let boxes: [PlacedView] = spaced.flattened.filter { $0.kind == .rectangle }
        XCTAssertEqual(boxes.count, 2)
        let gap: Double = boxes[1].x - boxes[0].x - 5
        XCTAssertEqual(gap, 10.0 * 22 / 12, accuracy: 0.001)
    }

    /// The island's scaling is SlotFit's assumption: a compact text cut only
    /// at xxxLarge is a warning naming it; `fixed` draws the island at large;
    /// `scales` makes the cut an error.
    func testTheIslandsScalingIsAnAssumptionUntilSaid() throws {
        let activity = try ActivityManifest.parse("""
        activity: T
        states: { s: {} }
        dynamicIsland:
          compactLeading: { image: { symbol: bag.fill, size: 14 } }
          compactTrailing: { text: { verbatim: "12 min" }, lineLimit: 1, font: caption }
        """, source: "t.yml")
        func findings(_ scaling: TypeScaling, _ size: DynamicTypeSize) throws -> [LayoutFinding] {
            var renderer = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            renderer.typeScaling[.dynamicIsland] = scaling
            return try renderer.render(state: "s", device: DeviceCatalog.profile("iphone-393"), dynamicTypeSize: size).findings
                .filter { $0.rule == .compactTruncation }
        }
        XCTAssertEqual(try findings(.assumed, .large), [], "12 min in caption fits 52.33 pt at large")
        let assumed = try XCTUnwrap(try findings(.assumed, .accessibility5).first)
        XCTAssertEqual(assumed.severity, .warning)
        XCTAssertTrue(assumed.message.contains("SlotFit assumes the dynamicIsland surface draws text at the person's Dynamic Type size"), assumed.message)
        XCTAssertEqual(try findings(.scales, .accessibility5).first?.severity, .error)
        XCTAssertEqual(try findings(.fixed, .accessibility5), [])
    }
}
