import SlotFit
import SlotFitText
import XCTest

/// `Text + Text` in a manifest and in the DSL: one text whose parts keep
/// their own fonts, the modifiers of the whole applying to every part.
/// Expected widths: each part laid out alone by the text engine (no
/// shaping or kerning crosses a change of font in Core Text).
final class TextConcatenationTests: XCTestCase {
    let engine = LayoutTests.engine

    func render(_ activity: Activity) throws -> ActivitySnapshot {
        try ActivityRenderer(engine: engine, activity: activity).render(state: "s", device: DeviceCatalog.profile("iphone-393"))
    }

    func manifest(_ view: String) throws -> Activity {
        try ActivityManifest.parse("activity: C\nstates: { s: { minutes: 12 } }\nlockScreen:\n" + view, source: "c.yml")
    }

    func text(_ snapshot: ActivitySnapshot) throws -> PlacedView {
        try XCTUnwrap(snapshot.presentations.first?.root.flattened.first { $0.text != nil })
    }

    func testPartsKeepTheirFontsAndTheWholeItsModifiers() throws {
        let yaml = "  text:\n    - { text: \"%lld\", arguments: [minutes], font: title, bold: true }\n    - { text: \" min\" }\n  font: caption\n"
        let placed = try text(render(manifest(yaml)))
        XCTAssertEqual(placed.text?.visibleText, "12 min")
        // title is 28 pt; the unit part takes the whole's caption (12 pt).
        XCTAssertEqual(placed.text?.lines.first?.runs.map(\.fontSize), [28, 12])
        let number = try engine.layout(TextRequest("12", font: FontSpec(style: .title, weight: .bold)))
        let unit = try engine.layout(TextRequest(" min", font: FontSpec(style: .caption)))
        XCTAssertEqual(placed.width, number.width + unit.width, accuracy: 1e-6)
        XCTAssertEqual(placed.label, "%lld +  min")
    }

    /// The picture draws each part's glyphs at its own size: the glyph
    /// scales are 28 / upem and 12 / upem (upem from the faces' head tables).
    func testThePictureDrawsEachPartAtItsSize() throws {
        let shot = try render(manifest("  text:\n    - { text: \"%lld\", arguments: [minutes], font: title, bold: true }\n    - { text: \" min\" }\n  font: caption\n"))
        let svg = try shot.svg(engine: engine)
        let scales = Set(svg.components(separatedBy: "scale(").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) })
        let placed = try text(shot)
        let runs = try XCTUnwrap(placed.text?.lines.first?.runs)
        let fonts = try XCTUnwrap(placed.text?.fonts)
        let expected = try runs.map { String(format: "%.5f", $0.fontSize / Double(try engine.unitsPerEm(font: fonts[$0.font]))) }
        XCTAssertEqual(runs.map(\.fontSize), [28, 12])
        XCTAssertEqual(scales, Set(expected))
    }

    func testTheDSLSpellsTheSameText() throws {
        let fromYAML = try manifest("  text:\n    - { text: \"%lld\", arguments: [minutes], font: title, bold: true }\n    - { text: \" min\" }\n  font: caption\n")
        var swift = fromYAML
        swift.lockScreen = (Text("%lld", arguments: ["minutes"]).font(.title).bold() + Text(" min")).font(.caption)
        XCTAssertEqual(try text(render(swift)).text, try text(render(fromYAML)).text)
    }

    func testALongConcatenationTruncatesAsOneText() throws {
        let yaml = "  text:\n    - { text: \"Arrives in \" }\n    - { text: \"%lld minutes, weather permitting\", arguments: [minutes], bold: true }\n  lineLimit: 1\n  frame: { width: 150 }\n"
        let placed = try text(render(manifest(yaml)))
        guard case .truncated(let visible)? = placed.text?.verdict else { return XCTFail("expected truncation, got \(String(describing: placed.text?.verdict))") }
        XCTAssertTrue(visible.hasPrefix("Arrives in 12") && visible.hasSuffix("…"), visible)
        XCTAssertLessThanOrEqual(placed.width, 150 + 1e-6)
    }

    func testBadPartsAreErrors() {
        for (yaml, message) in [
            ("  text: [ { image: { symbol: bolt } } ]\n", "c.yml:4:11: lockScreen.text[0]: a part of a concatenated text is a text or a timer (Text + Text), not a view of kind \"image\""),
            ("  text: [ { text: a, frame: { width: 20 } } ]\n", "lockScreen.text[0]: a part of a concatenated text takes text modifiers only"),
            ("  text: []\n", "a concatenated text needs at least one part"),
        ] {
            XCTAssertThrowsError(try manifest(yaml)) { XCTAssertTrue("\($0)".contains(message), "\($0)") }
        }
    }
}
