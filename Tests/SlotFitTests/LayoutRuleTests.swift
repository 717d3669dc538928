import Foundation
import SlotFit
import SlotFitText
import XCTest

/// One table per rule of docs/LAYOUT.md: a small view tree, the proposal,
/// and the positions and sizes SwiftUI gives. Leaves are images (fixed
/// sizes) and frames, so every expected number is arithmetic on the rule as
/// its source states it, not SlotFit's output.
final class LayoutRuleTests: XCTestCase {
    /// The Lock Screen root laid out for a proposal `width` (height
    /// unspecified, as the Lock Screen proposes).
    func lay(_ yaml: String, locale: String = "en", device: String = "iphone-393") throws -> PlacedView {
        let activity = try ActivityManifest.parse("activity: T\nstates: { s: {} }\nlockScreen:\n" + yaml, source: "t.yml")
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile(device), languageCode: locale)
        return try XCTUnwrap(snapshot.presentations.first { $0.presentation == .lockScreen }?.root)
    }

    /// The images of a tree, by symbol: [x, width].
    func xs(_ root: PlacedView) -> [String: [Double]] {
        var out: [String: [Double]] = [:]
        for view in root.flattened where view.kind == .image { out[view.label] = [round(view.x * 1000) / 1000, round(view.width * 1000) / 1000] }
        return out
    }

    func spacerWidths(_ root: PlacedView) -> [Double] { root.flattened.filter { $0.kind == .spacer }.map { round($0.width * 1000) / 1000 } }

    /// A shape or colour fills any offer; offered infinity it answers
    /// infinity (Apple, `ProposedViewSize`: a view offered `.infinity`
    /// returns its maximum size), so a stack sorts it as the most flexible
    /// child. SwiftUI's numbers for these rows (issue 29, measured on iOS):
    /// `HStack(spacing: 0) { Rectangle().frame(maxWidth: 100);
    /// Rectangle().frame(minWidth: 100) }` in 150 is 75 + 100, the row
    /// overflowing and centred (the first at −12.5); `HStack(spacing: 0)
    /// { Color.red; Color.blue.frame(maxWidth: 50) }` in 150 is 100 + 50.
    func testShapesAnswerAnInfiniteOfferWithInfinity() throws {
        let cases: [(String, [[Double]])] = [
            ("hstack: { spacing: 0, content: [ { rectangle: {}, frame: { maxWidth: 100 } }, { rectangle: {}, frame: { minWidth: 100 } } ] }", [[-12.5, 75], [62.5, 100]]),
            ("hstack: { spacing: 0, content: [ { color: red }, { color: blue, frame: { maxWidth: 50 } } ] }", [[0, 100], [100, 50]]),
        ]
        for (stack, expected) in cases {
            let root = try lay("  vstack:\n    - { \(stack), frame: { width: 150 } }\n")
            let frame = try XCTUnwrap(root.flattened.first { $0.width == 150 && $0.kind != .vstack }, "the 150 pt frame")
            let shapes = root.flattened.filter { [.rectangle, .color].contains($0.kind) }
                .map { [round(($0.x - frame.x) * 1000) / 1000, round($0.width * 1000) / 1000] }
            XCTAssertEqual(shapes, expected, stack)
        }
        // HStack(spacing: 0) { Color; Text; Color } in 150: the text takes
        // its width, the colours share the rest equally and reach both edges.
        let root = try lay("  vstack:\n    - { hstack: { spacing: 0, content: [ { color: red }, { text: { verbatim: \"Hi\" } }, { color: blue } ] }, frame: { width: 150 } }\n")
        let frame = try XCTUnwrap(root.flattened.first { $0.width == 150 && $0.kind != .vstack })
        let colors = root.flattened.filter { $0.kind == .color }
        let text = try XCTUnwrap(root.flattened.first { $0.kind == .text })
        XCTAssertEqual(colors.count, 2)
        XCTAssertEqual(colors[0].x, frame.x, accuracy: 0.001)
        XCTAssertEqual(colors[1].x + colors[1].width, frame.x + 150, accuracy: 0.001)
        XCTAssertEqual(colors[0].width, (150 - text.width) / 2, accuracy: 0.001)
        XCTAssertEqual(colors[1].width, (150 - text.width) / 2, accuracy: 0.001)
    }

    /// Stacks (OpenSwiftUI's StackLayout, WWDC22 "Compose custom layouts"):
    /// children sorted by priority, then least flexible first, each offered
    /// an equal share of what is left; spacers last, 8 pt at least, with no
    /// gap beside them; 8 pt between other views unless `spacing:` is given.
    func testStackTable() throws {
        // The Lock Screen of iphone-393 is 371 wide; each case sits in a
        // frame of a fixed width to give the stack its proposal.
        let cases: [(String, [String: [Double]], [Double])] = [
            // image 20, spacer, image 30 in 100: the spacer takes the rest; no gaps beside it.
            ("hstack: [ { image: { symbol: a, size: 20 } }, { spacer: {} }, { image: { symbol: b, size: 30 } } ]", ["a": [0, 20], "b": [70, 30]], [50]),
            // Two views: the system's 8 pt between them.
            ("hstack: [ { image: { symbol: a, size: 20 } }, { image: { symbol: b, size: 30 } } ]", ["a": [21, 20], "b": [49, 30]], []),
            // An explicit spacing applies beside spacers too.
            ("hstack: { spacing: 10, content: [ { image: { symbol: a, size: 20 } }, { spacer: {} }, { image: { symbol: b, size: 20 } } ] }", ["a": [0, 20], "b": [80, 20]], [40]),
            // Negative spacing overlaps.
            ("hstack: { spacing: -5, content: [ { image: { symbol: a, size: 20 } }, { image: { symbol: b, size: 20 } } ] }", ["a": [32.5, 20], "b": [47.5, 20]], []),
            // Two spacers split what is left equally.
            ("hstack: [ { spacer: {} }, { image: { symbol: a, size: 20 } }, { spacer: {} } ]", ["a": [40, 20]], [40, 40]),
            // A spacer never shrinks below its minimum length.
            ("hstack: [ { image: { symbol: a, size: 50 } }, { spacer: { minLength: 30 } }, { image: { symbol: b, size: 50 } } ]", ["a": [-15, 50], "b": [65, 50]], [30]),
            // Equally flexible frames share equally.
            ("hstack: { spacing: 0, content: [ { image: { symbol: a, size: 10 }, frame: { maxWidth: .infinity } }, { image: { symbol: b, size: 10 }, frame: { maxWidth: .infinity } } ] }",
             ["a": [20, 10], "b": [70, 10]], []),
            // Higher priority first: it is offered all but the other's minimum (10).
            ("hstack: { spacing: 0, content: [ { image: { symbol: a, size: 10 }, frame: { maxWidth: .infinity }, layoutPriority: 1 }, { image: { symbol: b, size: 10 }, frame: { maxWidth: .infinity } } ] }",
             ["a": [40, 10], "b": [90, 10]], []),
            // Less flexible first: the 10…30 frame takes 30 of its 50 share, the unbounded one the remaining 70.
            ("hstack: { spacing: 0, content: [ { image: { symbol: b, size: 10 }, frame: { maxWidth: .infinity } }, { image: { symbol: a, size: 10 }, frame: { minWidth: 10, maxWidth: 30 } } ] }",
             ["b": [30, 10], "a": [80, 10]], []),
        ]
        for (stack, expected, spacers) in cases {
            let root = try lay("  vstack:\n    - { \(stack), frame: { width: 100 } }\n")
            XCTAssertEqual(xs(root), expected, stack)
            XCTAssertEqual(spacerWidths(root), spacers, stack)
        }
    }

    /// Frames (OpenSwiftUI's FrameLayout; Apple's `frame(minWidth:…)`
    /// documentation): a fixed frame proposes its size; a flexible one
    /// offers the proposal clamped to its bounds and takes, with one bound,
    /// the larger (or smaller) of the offer and its content.
    func testFrameTable() throws {
        let cases: [(String, Double)] = [
            ("{ image: { symbol: a, size: 20 }, frame: { width: 60 } }", 60),
            ("{ image: { symbol: a, size: 20 }, frame: { maxWidth: .infinity } }", 100),
            ("{ image: { symbol: a, size: 20 }, frame: { maxWidth: 52 } }", 52),
            ("{ image: { symbol: a, size: 20 }, frame: { minWidth: 30 } }", 30),
            ("{ image: { symbol: a, size: 40 }, frame: { minWidth: 30 } }", 40),
            ("{ image: { symbol: a, size: 20 }, frame: { minWidth: 30, maxWidth: 70 } }", 70),
            ("{ image: { symbol: a, size: 20 }, padding: 10 }", 40),
            ("{ image: { symbol: a, size: 20 }, padding: -5 }", 10),
        ]
        for (view, width) in cases {
            let root = try lay("  hstack:\n    - \(view)\n    - { spacer: { minLength: 0 } }\n  frame: { width: 100 }\n")
            let first = try XCTUnwrap(root.children.first, "\(root)")
            XCTAssertEqual(first.width, width, accuracy: 0.001, view)
        }
        // No proposal (the row is fixed-size): a frame takes its ideal width.
        let ideal = try lay("  hstack: [ { image: { symbol: a, size: 20 }, frame: { minWidth: 30, idealWidth: 45, maxWidth: 70 } } ]\n  fixedSize: { horizontal: true }\n")
        XCTAssertEqual(ideal.children.first?.width ?? 0, 45, accuracy: 0.001)
        // Alignment inside a larger frame.
        let aligned = try lay("  image: { symbol: a, size: 20 }\n  frame: { width: 100, height: 50, alignment: bottomTrailing }\n")
        let image = try XCTUnwrap(aligned.flattened.first { $0.kind == .image })
        XCTAssertEqual([image.x, image.y], [80, 30])
        // Right to left: leading is the right edge.
        let rtl = try lay("  image: { symbol: a, size: 20 }\n  frame: { width: 100, alignment: leading }\n", locale: "ar")
        XCTAssertEqual(rtl.flattened.first { $0.kind == .image }?.x, 80)
        // An offset moves the drawing, not the layout.
        let moved = try lay("  hstack: { spacing: 0, content: [ { image: { symbol: a, size: 20 }, offset: { x: 5, y: 3 } }, { image: { symbol: b, size: 20 } } ] }\n")
        XCTAssertEqual(xs(moved)["a"], [5, 20])
        XCTAssertEqual(xs(moved)["b"], [20, 20])
    }

    /// Text under a height (Apple's `minimumScaleFactor(_:)`: the text
    /// shrinks to fit the space offered; `lineLimit` docs: lines beyond
    /// those that fit are truncated): the compact slot is 36.67 pt tall.
    func testTextNeverTakesMoreLinesThanTheHeightHolds() throws {
        let activity = try ActivityManifest.parse("""
        activity: Glucose
        states: { s: { trend: "NIEDRIG↓↓" } }
        dynamicIsland:
          compactLeading: { text: "%@", arguments: [trend], font: headline, minimumScaleFactor: 0.2 }
          compactTrailing: { text: "Arriving soon at the station", font: headline }
        """, source: "g.yml")
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"))
        let leading = try XCTUnwrap(snapshot.presentations.first { $0.presentation == .compactLeading })
        let trend = try XCTUnwrap(leading.root.text)
        // Shrunk to one line rather than wrapped to 44 pt or broken inside the word.
        XCTAssertEqual(trend.lines.count, 1, snapshot.text)
        XCTAssertEqual(trend.visibleText, "NIEDRIG↓↓")
        guard case .scaled(let factor) = trend.verdict else { return XCTFail("\(trend.verdict)") }
        XCTAssertGreaterThanOrEqual(factor, 0.2)
        XCTAssertLessThanOrEqual(leading.root.height, 36.67)
        // Without a scale factor: as many lines as the height holds, the last truncated.
        let trailing = try XCTUnwrap(snapshot.presentations.first { $0.presentation == .compactTrailing })
        XCTAssertLessThanOrEqual(trailing.root.height, 36.67, snapshot.text)
        XCTAssertEqual(trailing.root.text?.verdict.name, "truncated")
    }

    /// The second disagreement: [Text, Spacer, Text with a scale factor]
    /// in a row: the spacer gets what the texts leave, never the space the
    /// first text needs.
    func testASpacerNeverTakesWhatATextNeeds() throws {
        let root = try lay("""
          hstack:
            - { text: "mmol/L", font: caption2 }
            - { spacer: {} }
            - { text: "5.4", font: title, minimumScaleFactor: 0.5 }
          frame: { width: 150 }

        """)
        let texts = root.flattened.filter { $0.text != nil }
        XCTAssertEqual(texts.map { $0.text?.verdict.name }, ["fits", "fits"], "\(root)")
        let spacer = try XCTUnwrap(root.flattened.first { $0.kind == .spacer })
        XCTAssertEqual(spacer.width, 150 - texts.map(\.width).reduce(0, +), accuracy: 0.001)
    }

    /// The expanded regions (Apple's DynamicIslandExpandedRegion), from
    /// `ExpandedIslandGeometry`: leading and trailing beside the camera,
    /// each what the camera (125.34 pt) leaves on its side less the 12.89 pt
    /// margin (derived, docs/BUDGETS.md); center between them; bottom the
    /// island less both margins; `belowIfTooWide` moves a too-wide side below.
    func testExpandedRegions() throws {
        func regions(_ yaml: String) throws -> [Presentation: SlotBudget] {
            let activity = try ActivityManifest.parse("activity: E\nstates: { s: {} }\ndynamicIsland:\n  expanded:\n" + yaml, source: "e.yml")
            let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity).render(state: "s", device: DeviceCatalog.profile("iphone-393"))
            return Dictionary(uniqueKeysWithValues: snapshot.presentations.map { ($0.presentation, $0.budget) })
        }
        let plain = try regions("    leading: { image: { symbol: a, size: 30 } }\n    trailing: { image: { symbol: b, size: 40 } }\n    center: { image: { symbol: c, size: 10 } }\n    bottom: { image: { symbol: d, size: 10 } }\n")
        XCTAssertEqual(plain[.expandedLeading]?.maxWidth.value ?? 0, (371 - 125.34) / 2 - 12.89, accuracy: 0.001)
        XCTAssertEqual(plain[.expandedTrailing]?.maxWidth.value ?? 0, (371 - 125.34) / 2 - 12.89, accuracy: 0.001)
        XCTAssertEqual(plain[.expandedCenter]?.maxWidth.value ?? 0, 371 - 2 * 12.89 - 30 - 40, accuracy: 0.001)
        XCTAssertEqual(plain[.expandedBottom]?.maxWidth.value ?? 0, 371 - 2 * 12.89, accuracy: 0.001)
        XCTAssertTrue(plain[.expandedLeading]?.maxWidth.derived ?? false)
        // A higher priority side may use what the other side's minimum leaves.
        let priority = try regions("    leading: { priority: 1, image: { symbol: a, size: 30 } }\n    trailing: { image: { symbol: b, size: 40 } }\n")
        XCTAssertEqual(priority[.expandedLeading]?.maxWidth.value ?? 0, 371 - 125.34 - 2 * 12.89 - 40, accuracy: 0.001)
        // Too wide for beside the camera: below, at the content width.
        let below = try regions("    leading: { image: { symbol: a, size: 200 }, dynamicIsland: { verticalPlacement: belowIfTooWide } }\n")
        XCTAssertEqual(below[.expandedLeading]?.maxWidth.value ?? 0, 371 - 2 * 12.89, accuracy: 0.001)
    }
}
