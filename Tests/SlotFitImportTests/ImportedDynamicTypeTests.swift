import Foundation
import SlotFit
import SlotFitImport
import SlotFitText
import XCTest

/// Dynamic Type read from Swift: `@ScaledMetric` lengths and sizes grow
/// with their style, `Font.custom` grows with body (or its `relativeTo:`)
/// unless `fixedSize:`, and `.dynamicTypeSize(…)` clamps. Expected sizes are
/// the HIG table's (docs/DYNAMIC-TYPE.md) and arithmetic on it.
final class ImportedDynamicTypeTests: XCTestCase {
    static let declarations = """
        struct PadAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var n: Int }
        }
        extension PadAttributes.ContentState {
            static let s = PadAttributes.ContentState(n: 1)
        }
        extension Font {
            static let small14 = Font.system(size: 14)
            static let label = Font.caption2
        }
        struct Badge: View {
            @ScaledMetric(relativeTo: .caption) var side: CGFloat = 24
            @ScaledMetric var gap = 10.0
            var body: some View {
                HStack(spacing: gap) {
                    Color.blue.frame(width: side, height: 4)
                    Color.red.frame(width: 4, height: 4)
                }
            }
        }
        """

    func fixture(_ lockScreen: String) throws -> ImportedFixture {
        try ImportedFixture(FixtureSource.activity("PadAttributes", lockScreen: lockScreen, declarations: Self.declarations))
    }

    func root(_ fixture: ImportedFixture, at size: DynamicTypeSize) throws -> PlacedView {
        let shot = try fixture.renderer.render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en", dynamicTypeSize: size)
        return try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen }?.root)
    }

    /// At AX1 the caption metric is 24 × 22/12 = 44 pt and the body gap
    /// 10 × 28/17 = 16.47 pt; at large they are as written.
    func testScaledMetricPropertiesGrow() throws {
        let fixture = try fixture("Badge()")
        for (size, side, gap) in [(DynamicTypeSize.large, 24.0, 10.0), (.accessibility1, 24.0 * 22 / 12, 10.0 * 28 / 17)] {
            let boxes = try root(fixture, at: size).flattened.filter { $0.kind == .color }
            XCTAssertEqual(boxes.count, 2, "\(size)")
            XCTAssertEqual(boxes[0].width, side, accuracy: 0.001, "\(size)")
            XCTAssertEqual(boxes[1].x - boxes[0].x - boxes[0].width, gap, accuracy: 0.001, "\(size)")
        }
    }

    /// `Font.custom("Avenir", size: 15)` is 15 × 23/17 at xxxLarge;
    /// `relativeTo: .caption` 12 × 18/12 = 18; `fixedSize: 15` stays 15; a
    /// `.dynamicTypeSize(...DynamicTypeSize.large)` keeps its text at 17.
    func testCustomFontsAndClamps() throws {
        let fixture = try fixture("""
            VStack {
                Text("Grows").font(.custom("Avenir", size: 15))
                Text("Caption").font(.custom("Avenir", size: 12, relativeTo: .caption))
                Text("Fixed").font(.custom("Avenir", fixedSize: 15))
                Text("Clamped").font(.body).dynamicTypeSize(...DynamicTypeSize.large)
                Text("Ranged").font(.body).dynamicTypeSize(.xSmall ... .xLarge)
            }
            """)
        let texts = try root(fixture, at: .xxxLarge).flattened.filter { $0.kind == .text }
        func size(_ shown: String) -> Double? { texts.first { $0.text?.visibleText == shown }.flatMap(ImportedFixture.fontSize) }
        XCTAssertEqual(try XCTUnwrap(size("Grows")), 15.0 * 23 / 17, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(size("Caption")), 18, accuracy: 0.001)
        XCTAssertEqual(size("Fixed"), 15)
        XCTAssertEqual(size("Clamped"), 17)
        XCTAssertEqual(size("Ranged"), 19, "xLarge's body")
        XCTAssertTrue(texts.first { $0.text?.visibleText == "Grows" }?.unmeasuredVariants.contains("font \"Avenir\"") ?? false,
                      "the snapshot says the profile's faces stood in for Avenir")
    }

    /// A font the app declares on `Font` (`static let small14 =
    /// Font.system(size: 14)`), written `.font(.small14)`: a fixed 14 pt at
    /// every size (it was the body font, 23 pt at xxxLarge, before); one
    /// declared as a style grows with it (caption2: 17 pt at xxxLarge).
    func testFontsTheAppDeclaresOnFont() throws {
        let fixture = try fixture("VStack { Text(\"Fixed\").font(.small14); Text(\"Styled\").font(.label) }")
        let texts = try root(fixture, at: .xxxLarge).flattened.filter { $0.kind == .text }
        XCTAssertEqual(fixture.constructApproximations.map(\.construct), [])
        XCTAssertEqual(texts.first { $0.text?.visibleText == "Fixed" }.flatMap(ImportedFixture.fontSize), 14)
        XCTAssertEqual(texts.first { $0.text?.visibleText == "Styled" }.flatMap(ImportedFixture.fontSize), 17)
    }

    /// `.environment(\.sizeCategory, .extraLarge)` pins its subtree to xLarge.
    func testTheSizeCategoryEnvironment() throws {
        let fixture = try fixture("Text(\"Pinned\").environment(\\.sizeCategory, .extraLarge)")
        let text = try XCTUnwrap(try root(fixture, at: .accessibility3).flattened.first { $0.kind == .text })
        XCTAssertEqual(ImportedFixture.fontSize(text), 19)
    }
}
