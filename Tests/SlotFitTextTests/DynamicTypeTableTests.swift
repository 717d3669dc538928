import Foundation
import SlotFitText
import XCTest

/// The Dynamic Type table against Apple's published numbers (Human
/// Interface Guidelines › Typography › Specifications, "iOS, iPadOS Dynamic
/// Type sizes"), read here from the HIG's tables as a person would: each
/// row is the style's point size and leading at xSmall, Large (the default),
/// xxxLarge and AX5.
final class DynamicTypeTableTests: XCTestCase {
    /// (style, xSmall, Large, xxxLarge, AX5), each (size, leading).
    let published: [(TextStyle, (Double, Double), (Double, Double), (Double, Double), (Double, Double))] = [
        (.largeTitle, (31, 38), (34, 41), (40, 48), (60, 70)),
        (.title, (25, 31), (28, 34), (34, 41), (58, 69)),
        (.title2, (19, 24), (22, 28), (28, 34), (56, 66)),
        (.title3, (17, 22), (20, 25), (26, 32), (55, 65)),
        (.headline, (14, 19), (17, 22), (23, 29), (53, 62)),
        (.body, (14, 19), (17, 22), (23, 29), (53, 62)),
        (.callout, (13, 18), (16, 21), (22, 28), (51, 60)),
        (.subheadline, (12, 16), (15, 20), (21, 28), (49, 58)),
        (.footnote, (12, 16), (13, 18), (19, 24), (44, 52)),
        (.caption, (11, 13), (12, 16), (18, 23), (43, 51)),
        (.caption2, (11, 13), (11, 13), (17, 22), (40, 48)),
    ]

    func testEveryStyleAtFourSizesIsApplesNumber() {
        for (style, xSmall, large, xxxLarge, ax5) in published {
            for (size, expected) in [(DynamicTypeSize.xSmall, xSmall), (.large, large), (.xxxLarge, xxxLarge), (.accessibility5, ax5)] {
                XCTAssertEqual(style.size(at: size), expected.0, "\(style) size at \(size)")
                XCTAssertEqual(style.leading(at: size), expected.1, "\(style) leading at \(size)")
            }
        }
        XCTAssertEqual(published.count, TextStyle.allCases.count, "every style is checked")
    }

    /// The HIG: the two caption styles keep one size from xSmall to Medium
    /// (Caption 2 to Large), and every style grows, never shrinks, with the setting.
    func testSizesNeverShrinkAsTheSettingGrows() {
        for style in TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { style.size(at: $0) }
            XCTAssertEqual(sizes, sizes.sorted(), "\(style)")
        }
        XCTAssertEqual(TextStyle.caption2.size(at: .xSmall), TextStyle.caption2.size(at: .large))
    }

    func testSizeNamesAsSwiftUIAndTheHIGWriteThem() {
        XCTAssertEqual(DynamicTypeSize(name: "xxxLarge"), .xxxLarge)
        XCTAssertEqual(DynamicTypeSize(name: "AX2"), .accessibility2)
        XCTAssertEqual(DynamicTypeSize(name: "accessibility5"), .accessibility5)
        // ContentSizeCategory's names (`.environment(\.sizeCategory, …)`).
        XCTAssertEqual(DynamicTypeSize(name: "extraExtraExtraLarge"), .xxxLarge)
        XCTAssertEqual(DynamicTypeSize(name: "accessibilityMedium"), .accessibility1)
        XCTAssertNil(DynamicTypeSize(name: "huge"))
        XCTAssertEqual(DynamicTypeSize.accessibility3.shortName, "AX3")
        XCTAssertTrue(DynamicTypeSize.xxxLarge < .accessibility1)
    }

    /// A clamp inside a clamp: the inner one applied to what the outer one
    /// leaves (SwiftUI's environment: the inner modifier sees the size the
    /// outer one set). Overlapping ranges intersect; disjoint ones pin the
    /// size to the inner range's nearest end.
    func testNestedRangesCompose() {
        let outer = DynamicTypeSizeRange(.xSmall, .xxLarge)
        let inner = DynamicTypeSizeRange(.large, .accessibility5)
        let both = inner.inside(outer)
        XCTAssertEqual(both, DynamicTypeSizeRange(.large, .xxLarge))
        XCTAssertEqual(both.clamp(.xSmall), .large)
        XCTAssertEqual(both.clamp(.accessibility3), .xxLarge)
        let disjoint = DynamicTypeSizeRange(.xLarge, .accessibility5).inside(DynamicTypeSizeRange(.xSmall, .medium))
        XCTAssertEqual(disjoint, DynamicTypeSizeRange(only: .xLarge))
        XCTAssertEqual(DynamicTypeSizeRange(.xSmall, .large).description, "...large")
        XCTAssertEqual(DynamicTypeSizeRange(.large, .accessibility5).description, "large...")
    }

    /// A text style drawn at a size takes Apple's size and leading; a size
    /// that grows with a style (`custom(_:size:relativeTo:)`) grows by the
    /// style's ratio; a fixed size (`.system(size:)`) stays.
    func testFontsSizedForASetting() {
        let body = FontSpec(style: .body).sized(for: .xxxLarge)
        XCTAssertEqual(body.size, 23)
        XCTAssertEqual(body.weight, .regular)
        let headline = FontSpec(style: .headline).sized(for: .accessibility1)
        XCTAssertEqual(headline.size, 28)
        XCTAssertEqual(headline.weight, .semibold)
        // 17 pt with body: 17 × 23/17 = 23 at xxxLarge; 12 pt with caption
        // at AX5: 12 × 43/12 = 43; 20 pt with body at xSmall: 20 × 14/17.
        XCTAssertEqual(FontSpec(size: 17, scalesWith: .body).sized(for: .xxxLarge).size, 23, accuracy: 1e-9)
        XCTAssertEqual(FontSpec(size: 12, scalesWith: .caption).sized(for: .accessibility5).size, 43, accuracy: 1e-9)
        XCTAssertEqual(FontSpec(size: 20, scalesWith: .body).sized(for: .xSmall).size, 20 * 14 / 17, accuracy: 1e-9)
        XCTAssertEqual(FontSpec(size: 20).sized(for: .accessibility5).size, 20)
        // Sizing twice changes nothing.
        XCTAssertEqual(body.sized(for: .xSmall), body)
    }

    /// Through the text engine: a body text at xxxLarge is one 29 pt line
    /// (the HIG's leading) as wide as HarfBuzz's own shaper makes it at
    /// 23 pt (hb-shape, the profile's regular face, no SlotFit code).
    func testABodyTextAtXXXLargeIsMeasuredAt23Points() throws {
        let text = "Arriving in 12 minutes"
        let font = FontSpec(style: .body).sized(for: .xxxLarge)
        let layout = try TestEngine.layout(TextRequest(text, locale: "en", font: font))
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertEqual(layout.height, 29, accuracy: 0.001)
        let face = try XCTUnwrap(layout.fonts.first)
        let hbShape = "/usr/bin/hb-shape"
        guard FileManager.default.isExecutableFile(atPath: hbShape) else { return XCTFail("hb-shape is missing: install libharfbuzz-bin (make deps does)") }
        let scale = 1_048_576.0
        let output = try TestEngine.run(hbShape, ["--font-size=\(Int(scale))", "--face-index=\(face.faceIndex)", "--direction=ltr", "--script=Latn",
                                                  "--language=en", "--output-format=json", "--no-glyph-names", face.file, text])
        let glyphs = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        let advance = glyphs.compactMap { ($0["ax"] as? NSNumber)?.doubleValue }.reduce(0, +)
        let tracking = TestEngine.shared.profile.tracking.tracking(atSize: 23) * Double(text.count)
        XCTAssertEqual(layout.width, advance / scale * 23 + tracking, accuracy: 0.01)
    }
}
