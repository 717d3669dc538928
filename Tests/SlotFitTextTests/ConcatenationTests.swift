import SlotFitText
import XCTest

/// `Text + Text`: one paragraph whose parts keep their own fonts. Core Text
/// never kerns or shapes across a change of font, so a part's width is the
/// width it has alone (each of those checked against hb-shape elsewhere);
/// a line is as tall as its tallest part.
final class ConcatenationTests: XCTestCase {
    func request(_ parts: [(String, FontSpec)], width: Double? = nil, lineLimit: Int? = nil,
                 mode: TruncationMode = .tail) -> TextRequest {
        var whole = TextRequest(parts.map(\.0).joined(), font: parts[0].1, width: width, lineLimit: lineLimit, truncationMode: mode)
        whole.spans = parts.map { TextSpan(length: $0.0.utf16.count, font: $0.1) }
        return whole
    }

    func testEachPartIsMeasuredInItsOwnFont() throws {
        let big = FontSpec(size: 28, weight: .bold), small = FontSpec(style: .caption)
        let whole = try TestEngine.layout(request([("12", big), (" min", small)]))
        let number = try TestEngine.layout(TextRequest("12", font: big))
        let unit = try TestEngine.layout(TextRequest(" min", font: small))
        XCTAssertEqual(whole.width, number.width + unit.width, accuracy: 1e-6)
        XCTAssertEqual(whole.lines.count, 1)
        XCTAssertEqual(whole.lines[0].runs.map(\.fontSize), [28, 12])
        XCTAssertEqual(whole.height, max(number.height, unit.height), accuracy: 1e-6)
        // The two weights are two faces.
        XCTAssertEqual(Set(whole.lines[0].runs.map(\.font)).count, 2)
    }

    func testAConcatenationWrapsAndTruncatesAsOneParagraph() throws {
        let regular = FontSpec(style: .body), bold = FontSpec(style: .body, weight: .bold)
        let parts = [("Arrives in ", regular), ("twelve minutes from now", bold)]
        let natural = try TestEngine.layout(request(parts)).width
        let wrapped = try TestEngine.layout(request(parts, width: natural * 0.6))
        XCTAssertEqual(wrapped.lines.count, 2)
        XCTAssertEqual(wrapped.visibleText, "Arrives in twelve minutes from now")
        let cut = try TestEngine.layout(request(parts, width: natural * 0.6, lineLimit: 1))
        guard case .truncated(let visible) = cut.verdict else { return XCTFail("expected truncation, got \(cut.verdict)") }
        XCTAssertTrue(visible.hasPrefix("Arrives in t") && visible.hasSuffix("…"), visible)
        XCTAssertLessThanOrEqual(cut.width, natural * 0.6 + 1e-6)
        // The ellipsis is set in the bold part it follows.
        let last = try XCTUnwrap(cut.lines[0].runs.last)
        XCTAssertTrue(last.text.hasSuffix("…"))
        XCTAssertTrue(cut.fonts[last.font].style.contains("Bold"), cut.fonts[last.font].style)
        XCTAssertFalse(cut.fonts[cut.lines[0].runs[0].font].style.contains("Bold"))
    }

    func testPartsThatDoNotCoverTheTextAreAnError() {
        var bad = TextRequest("12 min")
        bad.spans = [TextSpan(length: 2, font: FontSpec(size: 20))]
        XCTAssertThrowsError(try TestEngine.layout(bad)) {
            XCTAssertTrue("\($0)".contains("the parts' lengths add up to 2 UTF-16 units, but the text has 6"), "\($0)")
        }
    }
}
