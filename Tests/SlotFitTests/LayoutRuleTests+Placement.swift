import Foundation
import SlotFit
import SlotFitText
import XCTest

/// docs/LAYOUT.md rules 37–43 (overflow, clipping, GeometryReader,
/// position, alignment guides, Ellipse, offset): expected numbers are
/// arithmetic on each rule, with a text's own one-line height (laid out
/// with nothing to fit) where a rule keeps it.
extension LayoutRuleTests {
    /// The Lock Screen snapshot of `yaml` (width 371, height unspecified).
    func shot(_ yaml: String) throws -> ActivitySnapshot {
        let activity = try ActivityManifest.parse("activity: T\nstates: { s: {} }\nlockScreen:\n" + yaml, source: "t.yml")
        return try ActivityRenderer(engine: LayoutTests.engine, activity: activity).render(state: "s", device: DeviceCatalog.profile("iphone-393"))
    }

    func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// A view by kind, and by label when given.
    func first(_ kind: PlacedKind, _ label: String? = nil, in root: PlacedView) throws -> PlacedView {
        try XCTUnwrap(root.flattened.first { $0.kind == kind && (label == nil || $0.label == label) }, "no \(kind) \(label ?? "") in \(root)")
    }

    /// Rule 37: a stack whose children do not fit its frame overflows it —
    /// the children keep their sizes and the frame's alignment places the
    /// stack: three 22 pt views with spacing 8 are 82 tall, centred in a
    /// 50 pt frame from y −16 (then 14, 44).
    func testAStackThatDoesNotFitItsFrameOverflows() throws {
        let cases: [(String, [Double])] = [
            ("center", [-16, 14, 44]),
            ("top", [0, 30, 60]),
            ("bottom", [-32, -2, 28]),
        ]
        for (alignment, expected) in cases {
            let root = try lay("""
              vstack: { spacing: 8, content: [ { image: { symbol: a, size: 22 } }, { image: { symbol: b, size: 22 } }, { image: { symbol: c, size: 22 } } ] }
              frame: { height: 50, alignment: \(alignment) }

            """)
            XCTAssertEqual(root.height, 50, alignment)
            let ys = try ["a", "b", "c"].map { rounded(try first(.image, $0, in: root).y - root.y) }
            XCTAssertEqual(ys, expected, alignment)
        }
        // Texts: each keeps its one line (h), the stack is 3h + 16, centred.
        let alone = try first(.text, in: try lay("  text: One\n"))
        let h = alone.height
        let root = try lay("""
          vstack: { spacing: 8, content: [ { text: One }, { text: Two }, { text: Three } ] }
          frame: { height: 50 }

        """)
        let texts = root.flattened.filter { $0.text != nil }
        XCTAssertEqual(texts.map { rounded($0.height) }, [h, h, h].map(rounded))
        XCTAssertEqual(rounded(texts[0].y - root.y), rounded((50 - (3 * h + 16)) / 2))
        XCTAssertEqual(texts.map { $0.text?.verdict.name }, ["fits", "fits", "fits"])
    }

    /// Rule 38: a text offered less height than its line keeps the line,
    /// drawn past its frame (SwiftUI clips only under `.clipped()`); a text
    /// whose words would wrap shows its first line, truncated there.
    func testATextOfferedLessHeightThanItsLineKeepsIt() throws {
        let alone = try first(.text, in: try lay("  text: Arriving\n"))
        let snapshot = try shot("  text: Arriving\n  frame: { height: 5 }\n")
        let root = try XCTUnwrap(snapshot.presentations.first { $0.presentation == .lockScreen }?.root)
        let text = try first(.text, in: root)
        XCTAssertEqual(rounded(text.height), rounded(alone.height))
        XCTAssertEqual(rounded(text.y - root.y), rounded((5 - alone.height) / 2), "centred in the 5 pt frame")
        XCTAssertEqual(text.text?.verdict, .fits)
        XCTAssertFalse(snapshot.findings.contains { $0.rule == .textTruncation }, snapshot.text)
        // Too long for its 60 pt: one line, truncated (a real cut: a finding).
        let long = try shot("  text: Arriving soon at the station\n  frame: { width: 60, height: 5 }\n")
        let cut = try first(.text, in: try XCTUnwrap(long.presentations.first { $0.presentation == .lockScreen }?.root))
        XCTAssertEqual(cut.text?.lines.count, 1)
        XCTAssertEqual(cut.text?.verdict.name, "truncated")
        XCTAssertEqual(rounded(cut.height), rounded(alone.height))
        XCTAssertTrue(long.findings.contains { $0.rule == .textTruncation }, long.text)
    }

    /// Rule 39: `.clipped()` (or `clipShape`) on a view hides what its
    /// content draws outside its box; a text cut by it is a finding, a text
    /// inside it is not.
    func testClippedCutsTheTextItHides() throws {
        let clipped = try shot("  text: Arriving\n  frame: { height: 5 }\n  clipped: true\n")
        let root = try XCTUnwrap(clipped.presentations.first { $0.presentation == .lockScreen }?.root)
        XCTAssertTrue(root.clipsContent)
        XCTAssertTrue(clipped.text.contains("clips (what overflows it is hidden)"), clipped.text)
        let finding = try XCTUnwrap(clipped.findings.first { $0.rule == .textTruncation }, clipped.text)
        XCTAssertTrue(finding.message.contains("cut by .clipped()"), finding.message)
        // On an ancestor between the text and the frame.
        let ancestor = try shot("  vstack: [ { text: Arriving, frame: { height: 5 } } ]\n  clipShape: true\n  frame: { height: 5 }\n")
        XCTAssertTrue(ancestor.findings.contains { $0.rule == .textTruncation && $0.message.contains("cut by") }, ancestor.text)
        // Inside the clipping box: nothing is cut.
        let inside = try shot("  text: Arriving\n  frame: { height: 60 }\n  clipped: true\n")
        XCTAssertFalse(inside.findings.contains { $0.rule == .textTruncation }, inside.text)
    }

    /// Rule 40: a GeometryReader takes the whole offer (10 pt on an axis
    /// offered nothing) and offers it to its content, placed at its top
    /// leading corner; in a row it is as flexible as a shape.
    func testGeometryReaderTakesTheWholeOffer() throws {
        let framed = try lay("  geometryReader: [ { image: { symbol: a, size: 20 } } ]\n  frame: { width: 100, height: 60 }\n")
        let reader = try first(.geometryReader, in: framed)
        XCTAssertEqual([reader.width, reader.height], [100, 60])
        let image = try first(.image, "a", in: framed)
        XCTAssertEqual([image.x - reader.x, image.y - reader.y], [0, 0])
        // Beside a 30 pt image in 100: the reader takes the other 70.
        let row = try lay("  hstack: { spacing: 0, content: [ { geometryReader: [] }, { image: { symbol: b, size: 30 } } ] }\n  frame: { width: 100, height: 40 }\n")
        XCTAssertEqual(try first(.geometryReader, in: row).width, 70)
        XCTAssertEqual(rounded(try first(.image, "b", in: row).x - row.x), 70)
        // Offered nothing (fixed size): 10 × 10.
        let ideal = try lay("  geometryReader: []\n  fixedSize: true\n")
        let alone = try first(.geometryReader, in: ideal)
        XCTAssertEqual([alone.width, alone.height], [10, 10])
    }

    /// Rule 41: `position(x:y:)` takes the offer and places the view's
    /// centre at the point.
    func testPositionPlacesTheCentreAtThePoint() throws {
        let root = try lay("  image: { symbol: a, size: 20 }\n  modifiers: [ { position: { x: 30, y: 10 } }, { frame: { width: 100, height: 60 } } ]\n")
        let image = try first(.image, "a", in: root)
        XCTAssertEqual([root.width, root.height], [100, 60])
        XCTAssertEqual([image.x - root.x, image.y - root.y], [20, 0])
        // In a row it takes what the row offers: 100 − 30.
        let row = try lay("  hstack: { spacing: 0, content: [ { image: { symbol: a, size: 20 }, position: { x: 10, y: 10 } }, { image: { symbol: b, size: 30 } } ] }\n  frame: { width: 100 }\n")
        XCTAssertEqual(xs(row), ["a": [0, 20], "b": [70, 30]])
    }

    /// Rule 42: alignment guides — each child's guide (its
    /// `alignmentGuide`, else the default) on one line; the stack covers
    /// what the lined-up children cover.
    func testAlignmentGuidesLineChildrenUp() throws {
        let cases: [(String, [String: [Double]], Double)] = [
            // a's leading guide at 10 meets b's leading (0): b starts 10 further.
            ("vstack: { alignment: leading, spacing: 0, content: [ { image: { symbol: a, size: 20 }, alignmentGuide: { leading: 10 } }, { image: { symbol: b, size: 40 } } ] }",
             ["a": [0, 20], "b": [10, 40]], 50),
            // d[.trailing]: a's trailing edge on b's leading one.
            ("vstack: { alignment: leading, spacing: 0, content: [ { image: { symbol: a, size: 20 }, alignmentGuide: { leading: width } }, { image: { symbol: b, size: 40 } } ] }",
             ["a": [0, 20], "b": [20, 40]], 60),
            // d.width / 2 as the trailing guide: a's middle on b's trailing edge.
            ("vstack: { alignment: trailing, spacing: 0, content: [ { image: { symbol: a, size: 20 }, alignmentGuide: { trailing: width / 2 } }, { image: { symbol: b, size: 40 } } ] }",
             ["a": [30, 20], "b": [0, 40]], 50),
            // HorizontalAlignment.center at 0: a's leading edge on b's centre.
            ("vstack: { spacing: 0, content: [ { image: { symbol: a, size: 20 }, alignmentGuide: { horizontalCenter: 0 } }, { image: { symbol: b, size: 40 } } ] }",
             ["a": [20, 20], "b": [0, 40]], 40),
        ]
        for (stack, expected, width) in cases {
            let root = try lay("  \(stack)\n  fixedSize: true\n")
            let placed = root.flattened.filter { $0.kind == .image }
            var relative: [String: [Double]] = [:]
            for view in placed { relative[view.label] = [rounded(view.x - root.x), view.width] }
            XCTAssertEqual(relative, expected, stack)
            XCTAssertEqual(root.width, width, stack)
        }
        // Vertically: in an HStack (VerticalAlignment.center at 0: a's top on
        // b's centre) and a ZStack (a's top guide at half its height).
        let row = try lay("  hstack: { spacing: 0, content: [ { image: { symbol: a, size: 20 }, alignmentGuide: { verticalCenter: 0 } }, { image: { symbol: b, size: 40 } } ] }\n  fixedSize: true\n")
        XCTAssertEqual(try ["a", "b"].map { try first(.image, $0, in: row).y - row.y }, [20, 0])
        XCTAssertEqual(row.height, 40)
        let z = try lay("  zstack: { alignment: topLeading, content: [ { image: { symbol: a, size: 20 }, alignmentGuide: { top: height / 2, leading: -5 } }, { image: { symbol: b, size: 40 } } ] }\n  fixedSize: true\n")
        XCTAssertEqual(try ["a", "b"].map { try first(.image, $0, in: z).y - z.y }, [0, 10])
        XCTAssertEqual(try ["a", "b"].map { try first(.image, $0, in: z).x - z.x }, [5, 0])
        XCTAssertEqual([z.width, z.height], [40, 50])
        // A guide value the manifest cannot read is an error with its place.
        XCTAssertThrowsError(try lay("  image: { symbol: a, size: 20 }\n  alignmentGuide: { leading: \"width * height\" }\n"))
    }

    /// Rule 22 (Ellipse): an ellipse fills the whole offer; a circle the
    /// largest square inside it.
    func testAnEllipseFillsTheOffer() throws {
        let ellipse = try lay("  ellipse: {}\n  frame: { width: 100, height: 40 }\n")
        let shape = try first(.ellipse, in: ellipse)
        XCTAssertEqual([shape.width, shape.height], [100, 40])
        let circle = try first(.circle, in: try lay("  circle: {}\n  frame: { width: 100, height: 40 }\n"))
        XCTAssertEqual([circle.width, circle.height], [40, 40])
    }

    /// Rule 18: `offset` moves only the drawing: the view's size and its
    /// siblings' places are those without it.
    func testAnOffsetNeverChangesTheLayout() throws {
        let plain = try lay("  vstack: { spacing: 0, content: [ { image: { symbol: a, size: 20 } }, { image: { symbol: b, size: 30 } } ] }\n")
        let moved = try lay("  vstack: { spacing: 0, content: [ { image: { symbol: a, size: 20 }, offset: { x: 7, y: -3 } }, { image: { symbol: b, size: 30 } } ] }\n")
        XCTAssertEqual([moved.width, moved.height], [plain.width, plain.height])
        let (a0, a1) = (try first(.image, "a", in: plain), try first(.image, "a", in: moved))
        XCTAssertEqual([a1.x - a0.x, a1.y - a0.y, a1.width, a1.height], [7, -3, 20, 20])
        let (b0, b1) = (try first(.image, "b", in: plain), try first(.image, "b", in: moved))
        XCTAssertEqual([b1.x, b1.y], [b0.x, b0.y])
    }
}
