import SlotFitText
import XCTest

/// SwiftUI's fitting rules: scale exactly to the floor, wrap to the line
/// limit, respect the height, then truncate.
final class FitTests: XCTestCase {
    func testFitsWhenTheWidthIsEnough() throws {
        let layout = try TestEngine.layout(TextRequest("Paused", font: FontSpec(style: .caption2), width: 52.33, lineLimit: 1))
        XCTAssertEqual(layout.verdict, .fits)
        XCTAssertEqual(layout.scale, 1)
        XCTAssertEqual(layout.width, layout.naturalWidth)
        // Inter's natural line at 11 pt (1.21 em) is taller than caption2's
        // published 13 pt leading: the taller one counts.
        XCTAssertEqual(layout.height, 11 * (2728 + 680) / 2816, accuracy: 0.001, "Inter 3.19: ascender 2728, descender 680, 2816 units per em")
    }

    func testScaleIsTheExactRatioNotAStep() throws {
        let natural = try TestEngine.layout(TextRequest("Pausiert", locale: "de", font: FontSpec(size: 22))).naturalWidth
        for width in [natural * 0.95, natural * 0.81, natural * 0.6001] {
            let layout = try TestEngine.layout(TextRequest("Pausiert", locale: "de", font: FontSpec(size: 22), width: width,
                                                           lineLimit: 1, minimumScaleFactor: 0.6))
            guard case .scaled(let factor) = layout.verdict else { return XCTFail("\(layout.verdict)") }
            XCTAssertEqual(factor, width / natural, accuracy: 1e-12)
            XCTAssertEqual(layout.width, width, accuracy: 1e-9)
        }
    }

    func testBelowTheFloorItTruncatesAtTheFloor() throws {
        let natural = try TestEngine.layout(TextRequest("Pausiert", locale: "de", font: FontSpec(size: 22))).naturalWidth
        let layout = try TestEngine.layout(TextRequest("Pausiert", locale: "de", font: FontSpec(size: 22), width: natural * 0.5,
                                                       lineLimit: 1, minimumScaleFactor: 0.6))
        guard case .truncated(let visible) = layout.verdict else { return XCTFail("\(layout.verdict)") }
        XCTAssertTrue(visible.hasSuffix("…"))
        XCTAssertEqual(layout.scale, 0.6)
        XCTAssertLessThanOrEqual(layout.width, natural * 0.5 + 1e-9)
    }

    func testWrapsToTheLineLimitAndScalesWhenWrappingIsNotEnough() throws {
        let text = "Atme ruhig weiter und entspanne dich"
        let wrapped = try TestEngine.layout(TextRequest(text, locale: "de", width: 200, lineLimit: 3))
        XCTAssertEqual(wrapped.verdict, .wrapped(2))
        XCTAssertEqual(wrapped.lines.map(\.text).joined(), text)
        XCTAssertEqual(wrapped.height, 44, "two body lines of 22 pt")

        let scaled = try TestEngine.layout(TextRequest(text, locale: "de", width: 150, lineLimit: 1, minimumScaleFactor: 0.3))
        XCTAssertEqual(scaled.lines.count, 1)
        guard case .scaled(let factor) = scaled.verdict else { return XCTFail("\(scaled.verdict)") }
        XCTAssertEqual(factor, 150 / scaled.naturalWidth, accuracy: 1e-9)
    }

    func testMultiLineScaleMakesTheWidestLineMeetTheFrame() throws {
        let text = "Deine Sitzung endet in drei Runden"
        let layout = try TestEngine.layout(TextRequest(text, locale: "de", width: 90, lineLimit: 2, minimumScaleFactor: 0.5))
        guard case .scaled(let factor) = layout.verdict else { return XCTFail("\(layout.verdict)") }
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertEqual(layout.width, 90, accuracy: 1e-6, "at the largest fitting scale the widest line touches the frame (scale \(factor))")
        // A hair larger no longer fits in two lines.
        let bigger = try TestEngine.layout(TextRequest(text, locale: "de", font: FontSpec(size: 17 * factor * 1.001), width: 90, lineLimit: 2))
        XCTAssertNotEqual(bigger.verdict, .wrapped(2))
    }

    func testHeightLimitsTheLines() throws {
        let text = "Deine Sitzung endet in drei Runden. Atme ruhig weiter."
        let layout = try TestEngine.layout(TextRequest(text, locale: "de", width: 120, height: 45))
        guard case .truncated = layout.verdict else { return XCTFail("\(layout.verdict)") }
        XCTAssertEqual(layout.lines.count, 2, "two 22 pt lines fit in 45 pt")
        XCTAssertLessThanOrEqual(layout.height, 45)

        let clipped = try TestEngine.layout(TextRequest(text, locale: "de", width: 120, height: 10))
        guard case .clipped(let overflow) = clipped.verdict else { return XCTFail("\(clipped.verdict)") }
        XCTAssertEqual(overflow, 12, accuracy: 1e-9, "a 22 pt line in 10 pt")
    }

    func testLineLimitBelowOneCountsAsOne() throws {
        let zero = try TestEngine.layout(TextRequest("Atme ruhig weiter", width: 60, lineLimit: 0))
        let one = try TestEngine.layout(TextRequest("Atme ruhig weiter", width: 60, lineLimit: 1))
        XCTAssertEqual(zero, one)
    }

    func testMandatoryBreaksStartNewLines() throws {
        let layout = try TestEngine.layout(TextRequest("Runde 2\nvon 3"))
        XCTAssertEqual(layout.lines.map(\.text), ["Runde 2\n", "von 3"])
        XCTAssertEqual(layout.visualText, "Runde 2\nvon 3")
    }

    func testLongWordBreaksBetweenGraphemesWhenNothingElseFits() throws {
        let layout = try TestEngine.layout(TextRequest("Meditationssitzungsende", locale: "de", width: 60))
        guard case .wrapped(let lines) = layout.verdict else { return XCTFail("\(layout.verdict)") }
        XCTAssertGreaterThan(lines, 2)
        for line in layout.lines { XCTAssertLessThanOrEqual(line.width, 60 + 1e-9) }
    }

    func testOutputIsDeterministic() throws {
        let request = TextRequest("Tokyo 東京 3.2 km 🏃🏽‍♀️ تم", locale: "ja", width: 80, lineLimit: 2, minimumScaleFactor: 0.7)
        let first = try TestEngine.layout(request).jsonLine()
        TestEngine.shared.clearShapeCache()
        let second = try TestEngine.layout(request).jsonLine()
        XCTAssertEqual(first, second)
    }
}

extension FitTests {
    func testAscentAndDescentComeFromTheTallestFaceOnTheLine() throws {
        let latin = try TestEngine.layout(TextRequest("Focus", font: FontSpec(size: 28.16)))
        // Inter: ascender 2728, descender 680 per 2816 em; at 28.16 pt, 27.28 and 6.8.
        XCTAssertEqual(latin.ascent, 27.28, accuracy: 1e-9)
        XCTAssertEqual(latin.descent, 6.8, accuracy: 1e-9)
        let mixed = try TestEngine.layout(TextRequest("Focus फोकस", font: FontSpec(size: 28.16)))
        XCTAssertGreaterThan(mixed.descent, latin.descent, "Devanagari's face reaches lower")
        XCTAssertEqual(mixed.ascent, latin.ascent, accuracy: 1e-9, "and Inter still rises highest")
        XCTAssertGreaterThanOrEqual(mixed.height, mixed.ascent + mixed.descent - 1e-9, "the line holds both")
    }
}
