import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// GeometryReader, custom `Layout`s, `alignmentGuide`, `position` and
/// `Ellipse` read from Swift (docs/LAYOUT.md rules 37–43, docs/IMPORT.md):
/// laid out as the rules say, with what SlotFit cannot compute said as an
/// approximation, never an error.
final class ImportedPlacementTests: XCTestCase {
    static let declarations = """
        struct PadAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var n: Int }
        }
        extension PadAttributes.ContentState {
            static let s = PadAttributes.ContentState(n: 1)
        }
        """

    func fixture(_ lockScreen: String, declarations: String = "") throws -> ImportedFixture {
        try ImportedFixture(FixtureSource.activity("PadAttributes", lockScreen: lockScreen, declarations: Self.declarations + "\n" + declarations))
    }

    /// A GeometryReader takes its frame's 200 × 100 and puts its content at
    /// its top leading corner; `proxy.size.width / 2` is an approximation.
    func testAGeometryReaderTakesTheOfferAndReadsItsContent() throws {
        let fixture = try fixture("""
            GeometryReader { proxy in
                Text("Arriving").frame(width: proxy.size.width / 2)
            }
            .frame(width: 200, height: 100)
            """)
        let root = try fixture.root("s")
        let reader = try XCTUnwrap(root.flattened.first { $0.kind == .geometryReader }, "\(root)")
        XCTAssertEqual([reader.width, reader.height], [200, 100])
        let text = try fixture.placed("Arriving", in: "s")
        XCTAssertEqual(text.y, reader.y, accuracy: 0.001, "at the top")
        XCTAssertEqual(text.x, reader.x, accuracy: 0.001, "at the leading edge (its width is its own: the frame's value is not computed)")
        XCTAssertTrue(fixture.constructApproximations.contains { $0.construct.contains("proxy.size.width") }, "\(fixture.constructApproximations)")
    }

    /// A custom Layout whose placeSubviews advances x is laid out as an
    /// HStack; one that advances y as a VStack; both noted, texts measured.
    func testACustomLayoutIsLaidOutAsTheStackItResembles() throws {
        let layouts = """
            struct Staggered: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var x = bounds.minX
                    for subview in subviews {
                        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                        x += subview.sizeThatFits(.unspecified).width
                    }
                }
            }
            struct Piled: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var y = bounds.minY
                    for subview in subviews {
                        subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                        y += subview.sizeThatFits(.unspecified).height
                    }
                }
            }
            """
        let fixture = try fixture("""
            VStack {
                Staggered {
                    Text("Left")
                    Text("Right")
                }
                Piled {
                    Text("Upper")
                    Text("Lower")
                }
            }
            """, declarations: layouts)
        let left = try fixture.placed("Left", in: "s"), right = try fixture.placed("Right", in: "s")
        XCTAssertEqual(right.x, left.x + left.width + 8, accuracy: 0.001, "an HStack: side by side, 8 pt apart")
        XCTAssertEqual(right.y, left.y, accuracy: 0.001)
        let upper = try fixture.placed("Upper", in: "s"), lower = try fixture.placed("Lower", in: "s")
        XCTAssertEqual(lower.y, upper.y + upper.height + 8, accuracy: 0.001, "a VStack: one under the other")
        let notes = fixture.constructApproximations.map(\.assumed)
        XCTAssertTrue(notes.contains { $0.contains("as an HStack") && $0.contains("Staggered") && $0.contains("advances x") }, "\(notes)")
        XCTAssertTrue(notes.contains { $0.contains("as a VStack") && $0.contains("Piled") }, "\(notes)")
    }

    /// `alignmentGuide` with a constant, `d[.trailing]`, `d.width / 2` and
    /// a negated parenthesized term under another parameter name, read on
    /// the syntax tree; a computation SlotFit cannot read is an
    /// approximation.
    func testAlignmentGuidesFromSwift() throws {
        let fixture = try fixture("""
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { d in d[.trailing] }
                Color.blue.frame(width: 40, height: 20)
                Color.green.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 10 }
                Color.yellow.frame(width: 20, height: 20).alignmentGuide(.leading) { d in d.width / 2 }
                Color.gray.frame(width: 20, height: 20).alignmentGuide(.leading) { d in offset(d) }
                Color.orange.frame(width: 20, height: 20).alignmentGuide(.leading) { dims in -(dims.width / 4) + dims[.trailing] }
            }
            .fixedSize()
            """)
        let root = try fixture.root("s")
        let colors = root.flattened.filter { $0.kind == .color }
        let stack = try XCTUnwrap(root.flattened.first { $0.kind == .vstack })
        // Guides 20, 0, 10, 10, 0 (unread), -20/4 + 20 = 15: the line at 20.
        XCTAssertEqual(colors.map { $0.x - stack.x }, [0, 20, 10, 10, 20, 5])
        XCTAssertTrue(fixture.constructApproximations.contains { $0.assumed.contains("alignment guide") }, "\(fixture.constructApproximations)")
    }

    /// `position(x:y:)` and `Ellipse` from Swift.
    func testPositionAndEllipseFromSwift() throws {
        let fixture = try fixture("""
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).position(x: 50, y: 30).frame(width: 100, height: 60)
                Ellipse().frame(width: 100, height: 40)
            }
            """)
        let root = try fixture.root("s")
        let red = try XCTUnwrap(root.flattened.first { $0.kind == .color })
        let box = try XCTUnwrap(root.flattened.first { $0.width == 100 && $0.height == 60 })
        XCTAssertEqual([red.x - box.x, red.y - box.y], [40, 20])
        let ellipse = try XCTUnwrap(root.flattened.first { $0.kind == .ellipse })
        XCTAssertEqual([ellipse.width, ellipse.height], [100, 40])
    }
}
