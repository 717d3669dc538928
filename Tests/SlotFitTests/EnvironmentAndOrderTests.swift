import SlotFit
import SlotFitText
import XCTest

/// SwiftUI's environment (text and image modifiers written on a container
/// reach the views inside) and modifier order (each modifier wraps the view
/// before it). Expected sizes follow from Apple's documentation of
/// `padding(_:_:)` (adds the insets to the view's size) and
/// `frame(width:height:alignment:)` (a fixed size, whatever the content),
/// and of the environment modifiers ("sets the … for this view and the
/// views it contains"), with widths measured independently by hb-shape
/// where a text's width is asserted.
final class EnvironmentAndOrderTests: XCTestCase {
    func root(_ yaml: String) throws -> PlacedView {
        let activity = try ActivityManifest.parse("activity: V\nstates: { s: { done: 1 } }\nlockScreen:\n" + yaml, source: "v.yml")
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity).render(state: "s", device: DeviceCatalog.profile("iphone-393"))
        return try XCTUnwrap(snapshot.presentations.first?.root)
    }
    func texts(_ root: PlacedView) -> [PlacedView] { root.flattened.filter { $0.text != nil } }
    /// The point size a text was laid out at.
    func size(_ text: PlacedView) -> Double? { text.text?.lines.first?.runs.first?.fontSize }

    // MARK: Environment

    /// `.font(.caption)` on a stack sets every text's font inside it; a
    /// text's own font wins. caption is 12 pt, title3 20 pt. [A font(_:)]
    func testAFontOnAStackReachesItsTexts() throws {
        let column = try root("  vstack: [ { text: Hello }, { text: World, font: title3 } ]\n  font: caption\n")
        XCTAssertEqual(texts(column).map { size($0) }, [12, 20])
    }

    /// `.fontWeight(.bold)` on a stack makes its caption texts bold: the
    /// weight applies to the font in effect at each text. [A fontWeight(_:)]
    func testAWeightOnAStackAppliesToTheFontInEffect() throws {
        let column = try root("  vstack: [ { text: Hello, font: caption }, { text: World } ]\n  fontWeight: bold\n")
        let shown = texts(column)
        XCTAssertEqual(shown.map { size($0) }, [12, 17])
        let bold = try XCTUnwrap(LayoutTests.engine.layout(TextRequest("Hello", font: FontSpec(style: .caption, weight: .bold))))
        let regular = try XCTUnwrap(LayoutTests.engine.layout(TextRequest("Hello", font: FontSpec(style: .caption))))
        XCTAssertEqual(shown[0].width, bold.width, accuracy: 0.001)
        XCTAssertNotEqual(shown[0].width, regular.width, accuracy: 0.001)
    }

    /// `.lineLimit(1)` and `.minimumScaleFactor` on a stack reach a long
    /// text inside it; the text's own `lineLimit` wins. [A lineLimit(_:)]
    func testLineLimitAndScaleFactorAreInherited() throws {
        let long = "A long sentence that needs more than one line at this width"
        let column = try root("  vstack: [ { text: \"\(long)\" }, { text: \"\(long)\", lineLimit: 2 } ]\n  lineLimit: 1\n  frame: { width: 120 }\n")
        let shown = texts(column)
        XCTAssertEqual(shown.map { $0.text?.lines.count }, [1, 2])
        let scaled = try root("  hstack: [ { text: \"Estimated arrival\" } ]\n  lineLimit: 1\n  minimumScaleFactor: 0.5\n  frame: { width: 80 }\n")
        guard case .scaled(let factor)? = texts(scaled).first?.text?.verdict else { return XCTFail("the inherited scale factor should shrink the text") }
        XCTAssertGreaterThanOrEqual(factor, 0.5)
    }

    /// A background view inherits the environment of the view it
    /// decorates: its text is set in that view's font. [A background(alignment:content:)]
    func testDecorationsInheritTheEnvironment() throws {
        let decorated = try root("  image: { symbol: a, size: 30 }\n  overlay: { text: Hi }\n  font: caption2\n")
        XCTAssertEqual(texts(decorated).first.flatMap(size), 11)
    }

    /// `.imageScale(.large)` on a stack sizes its symbols: 1.3 × the font
    /// (docs/LAYOUT.md; SlotFit's assumed ratio).
    func testImageScaleIsInherited() throws {
        let row = try root("  hstack: [ { image: { symbol: bolt } } ]\n  font: { size: 20 }\n  imageScale: large\n")
        let image = try XCTUnwrap(row.flattened.first { $0.kind == .image })
        XCTAssertEqual(image.width, 26, accuracy: 0.001)
    }

    // MARK: Modifier order

    /// `.padding(4).frame(width: 50)` is 50 wide; `.frame(width: 50)
    /// .padding(4)` is 58. [A frame(width:height:alignment:), padding(_:_:)]
    func testPaddingThenFrameDiffersFromFrameThenPadding() throws {
        let inner = try root("  image: { symbol: a, size: 20 }\n  padding: 4\n  frame: { width: 50, height: 30 }\n")
        XCTAssertEqual([inner.width, inner.height], [50, 30])
        let outer = try root("  image: { symbol: a, size: 20 }\n  frame: { width: 50, height: 30 }\n  padding: 4\n")
        XCTAssertEqual([outer.width, outer.height], [58, 38])
        let image = try XCTUnwrap(outer.flattened.first { $0.kind == .image })
        XCTAssertEqual([image.x, image.y], [4 + 15, 4 + 5])
    }

    /// A background written before the padding covers the view only; after
    /// it, the padded view. Two paddings add. `modifiers:` keeps the order
    /// a mapping cannot repeat.
    func testDecorationsAndRepeatedModifiersFollowTheOrderWritten() throws {
        let tight = try root("  image: { symbol: a, size: 30 }\n  modifiers: [ { background: blue }, { padding: 5 }, { background: red }, { padding: 3 } ]\n")
        XCTAssertEqual([tight.width, tight.height], [46, 46])
        let colours = tight.flattened.filter { $0.kind == .color }
        XCTAssertEqual(colours.map(\.width).sorted(), [30, 40])
        let blue = try XCTUnwrap(colours.first { $0.width == 30 })
        XCTAssertEqual([blue.x, blue.y], [8, 8])
    }

    /// A bad `modifiers:` list names the item and the fix.
    func testABadModifierListIsAnError() {
        for (yaml, message) in [
            ("  text: a\n  modifiers: { padding: 4 }\n", "should be a list of one-key mappings"),
            ("  text: a\n  modifiers: [ { padding: 4, frame: { width: 3 } } ]\n", "lockScreen.modifiers[0]: should hold one modifier (found 2)"),
            ("  text: a\n  modifiers: [ { text: b } ]\n", "\"text\" is not a modifier"),
        ] {
            XCTAssertThrowsError(try root(yaml)) { XCTAssertTrue("\($0)".contains(message), "\($0)") }
        }
    }

    /// The DSL keeps the order too: the same two views as the manifest.
    func testTheDSLKeepsTheOrderWritten() throws {
        let engine = LayoutTests.engine
        func lay(_ view: ActivityView) throws -> PlacedView {
            let activity = Activity(name: "D", states: [.init(name: "s", fields: [:])], lockScreen: view)
            return try XCTUnwrap(ActivityRenderer(engine: engine, activity: activity).render(state: "s", device: DeviceCatalog.profile("iphone-393")).presentations.first?.root)
        }
        let inner = try lay(Image(systemName: "a", width: 20, height: 20).padding(4).frame(width: 50, height: 30))
        let outer = try lay(Image(systemName: "a", width: 20, height: 20).frame(width: 50, height: 30).padding(4))
        XCTAssertEqual([inner.width, outer.width], [50, 58])
        let captions = try lay(VStack { Text("Hello"); Text("World") }.padding(4).font(.caption).fontWeight(.bold))
        XCTAssertEqual(texts(captions).map { size($0) }, [12, 12])
    }

    /// A group's modifiers apply to each of its views: in a row, each
    /// child of a padded group is padded. [A Group]
    func testAGroupsModifiersApplyToEachChild() throws {
        let row = try root("  hstack:\n    spacing: 0\n    content:\n      - group: [ { image: { symbol: a, size: 10 } }, { image: { symbol: b, size: 10 } } ]\n        padding: 2\n")
        XCTAssertEqual(row.width, 28)
        XCTAssertEqual(row.flattened.filter { $0.kind == .image }.map(\.x), [2, 16])
    }

    /// `.aspectRatio(2, contentMode: .fit)` on a stack offers it the
    /// largest 2:1 size inside the offer; `.fill` the smallest over it; the
    /// stack of a colour fills what it is offered. [A aspectRatio(_:contentMode:)]
    func testAspectRatioOnAStackShapesItsOffer() throws {
        func size(_ mode: String) throws -> [Double] {
            let column = try root("  vstack:\n    content: [ { color: red } ]\n  aspectRatio: { ratio: 2, contentMode: \(mode) }\n  frame: { width: 100, height: 100 }\n")
            let colour = try XCTUnwrap(column.flattened.first { $0.kind == .color })
            return [colour.width, colour.height]
        }
        XCTAssertEqual(try size("fit"), [100, 50])
        XCTAssertEqual(try size("fill"), [200, 100])
    }
}
