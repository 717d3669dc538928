import SlotFitText
import XCTest

/// Head, middle and tail truncation across scripts: never inside a grapheme
/// cluster, always within the width, never an empty line.
final class TruncationTests: XCTestCase {
    let samples: [(text: String, locale: String)] = [
        ("Meditation session complete", "en"),
        ("اكتملت جلسة التأمل بنجاح", "ar"),
        ("מפגש המדיטציה הושלם בהצלחה", "he"),
        ("ध्यान सत्र सफलतापूर्वक पूरा हुआ", "hi"),
        ("การทำสมาธิเสร็จสมบูรณ์แล้ว", "th"),
        ("瞑想セッションが完了しました", "ja"),
        ("👩‍👩‍👧‍👦🏃🏽‍♀️🇩🇪🧘🏻‍♂️👍🏿❤️‍🔥", "en"),
    ]

    func testTruncationCutsOnlyAtGraphemeBoundariesAndFits() throws {
        var truncatedCases = 0
        for sample in samples {
            let graphemes = try TextSegmenter.shared.graphemes(sample.text)
            let natural = try TestEngine.layout(TextRequest(sample.text, locale: sample.locale)).naturalWidth
            for mode in TruncationMode.allCases {
                for fraction in stride(from: 0.15, through: 0.95, by: 0.1) {
                    let width = natural * fraction
                    let layout = try TestEngine.layout(TextRequest(sample.text, locale: sample.locale, width: width,
                                                                   lineLimit: 1, truncationMode: mode))
                    let context = "\(sample.locale) \(mode) width \(width)"
                    guard case .truncated(let visible) = layout.verdict else {
                        if case .clipped = layout.verdict { continue }
                        XCTFail("\(context): expected truncation, got \(layout.verdict)"); continue
                    }
                    truncatedCases += 1
                    XCTAssertLessThanOrEqual(layout.width, width + 1e-6, context)
                    XCTAssertEqual(layout.lines.count, 1, context)
                    let parts = visible.components(separatedBy: "…")
                    XCTAssertEqual(parts.count, 2, "\(context): one ellipsis in \(visible)")
                    let kept = try TextSegmenter.shared.graphemes(parts[0]) + TextSegmenter.shared.graphemes(parts[1])
                    // At least one grapheme stays — unless not even one and the
                    // ellipsis fit, when the ellipsis stands alone.
                    if visible != "…" {
                        XCTAssertGreaterThanOrEqual(kept.filter { !$0.allSatisfy(\.isWhitespace) }.count, 1, "\(context): at least one grapheme stays")
                    }
                    switch mode {
                    case .tail:
                        XCTAssertEqual(parts[1], "")
                        XCTAssertTrue(sample.text.hasPrefix(parts[0]), "\(context): \(parts[0]) is a prefix")
                        XCTAssertTrue(Self.isGraphemePrefix(parts[0], of: graphemes), "\(context): cut inside a cluster: \(visible)")
                    case .head:
                        XCTAssertEqual(parts[0], "")
                        XCTAssertTrue(Self.isGraphemePrefix(String(parts[1].reversedGraphemes(try TextSegmenter.shared.graphemes(parts[1]))),
                                                            of: graphemes.reversed()), "\(context): cut inside a cluster: \(visible)")
                    case .middle:
                        XCTAssertTrue(Self.isGraphemePrefix(parts[0], of: graphemes), "\(context): head cut inside a cluster: \(visible)")
                        XCTAssertTrue(Self.isGraphemePrefix(String(parts[1].reversedGraphemes(try TextSegmenter.shared.graphemes(parts[1]))),
                                                            of: graphemes.reversed()), "\(context): tail cut inside a cluster: \(visible)")
                    }
                }
            }
        }
        // 7 samples × 3 modes × 9 widths; only the narrowest may clip.
        XCTAssertGreaterThan(truncatedCases, 150)
    }

    /// `text` (possibly with trimmed white space at its end) is the
    /// concatenation of the first clusters of `graphemes`.
    static func isGraphemePrefix<C: Collection>(_ text: String, of graphemes: C) -> Bool where C.Element == String {
        var rest = Substring(text)
        for g in graphemes {
            if rest.isEmpty { return true }
            guard rest.hasPrefix(g) else { return g.allSatisfy(\.isWhitespace) && rest.isEmpty }
            rest = rest.dropFirst(g.count)
        }
        return rest.isEmpty
    }

    func testTailEllipsisSitsAtTheVisualEndInEachDirection() throws {
        let rtl = try TestEngine.layout(TextRequest("اكتملت جلسة التأمل بنجاح", locale: "ar", width: 60, lineLimit: 1))
        XCTAssertEqual(rtl.visualText.first, "…", "RTL: the tail ellipsis is at the left: \(rtl.visualText)")
        let mixed = try TestEngine.layout(TextRequest("الجلسة Morning Calm", locale: "ar", width: 70, lineLimit: 1))
        XCTAssertEqual(mixed.visualText.first, "…", "RTL paragraph ending in Latin: still at the left: \(mixed.visualText)")
        let ltr = try TestEngine.layout(TextRequest("Session שלום עולם", locale: "en", width: 80, lineLimit: 1))
        XCTAssertEqual(ltr.visualText.last, "…", "LTR paragraph ending in Hebrew: at the right: \(ltr.visualText)")
    }

    /// When not even one cluster and "…" fit, the ellipsis stands alone (Core
    /// Text's truncation leaves only its token); narrower than the ellipsis,
    /// it is clipped.
    func testTheEllipsisStandsAloneWhenNothingElseFits() throws {
        let ellipsis = try TestEngine.layout(TextRequest("…")).width
        let alone = try TestEngine.layout(TextRequest("👩‍👩‍👧‍👦 family", width: ellipsis + 1, lineLimit: 1))
        XCTAssertEqual(alone.verdict, .truncated("…"))
        XCTAssertEqual(alone.width, ellipsis, accuracy: 1e-6)
        let layout = try TestEngine.layout(TextRequest("👩‍👩‍👧‍👦 family", width: 3, lineLimit: 1))
        guard case .clipped(let overflow) = layout.verdict else { return XCTFail("expected clipped, got \(layout.verdict)") }
        XCTAssertEqual(layout.visibleText, "…")
        XCTAssertEqual(overflow, ellipsis - 3, accuracy: 1e-6)
    }

    /// Arabic letters change form at the cut, so a longer prefix can be
    /// narrower: "تدبيس البر…" (86.38 pt) fits 89.82 pt though "تدبيس الب…"
    /// (92.40 pt) does not; the truncation finds the longer one.
    func testTruncationLooksPastAWiderShorterPrefix() throws {
        let layout = try TestEngine.layout(TextRequest("تدبيس البرنامج", locale: "ar", width: 89.82, lineLimit: 1))
        XCTAssertEqual(layout.verdict, .truncated("تدبيس البر…"))
        let prefix = try TestEngine.layout(TextRequest("تدبيس البر…", locale: "ar"))
        XCTAssertEqual(layout.width, prefix.width, accuracy: 1e-6)
    }

    /// A final line break leaves an empty last line, as SwiftUI draws it:
    /// "X\n\n" is three lines tall; the natural width is the widest line.
    func testATrailingLineBreakMakesAnEmptyLine() throws {
        let one = try TestEngine.layout(TextRequest("X"))
        let three = try TestEngine.layout(TextRequest("X\n\n"))
        XCTAssertEqual(three.lines.count, 3)
        XCTAssertEqual(three.height, 3 * one.height, accuracy: 1e-6)
        XCTAssertEqual(three.naturalWidth, one.width, accuracy: 1e-6)
        XCTAssertEqual(try TestEngine.layout(TextRequest("X\n")).lines.count, 2)
    }

    func testOnlyTheLastAllowedLineIsTruncated() throws {
        let text = "Deine Meditationssitzung ist beendet. Atme ruhig weiter und entspanne dich vollständig."
        let layout = try TestEngine.layout(TextRequest(text, locale: "de", width: 150, lineLimit: 2))
        guard case .truncated(let visible) = layout.verdict else { return XCTFail("\(layout.verdict)") }
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertFalse(layout.lines[0].text.contains("…"))
        XCTAssertTrue(text.hasPrefix(layout.lines[0].text), "the first line is untouched")
        XCTAssertTrue(layout.lines[1].text.hasSuffix("…"))
        XCTAssertTrue(visible.hasPrefix(layout.lines[0].text))
        for line in layout.lines { XCTAssertLessThanOrEqual(line.width, 150 + 1e-6) }
    }

    func testThaiWrapsAtDictionaryWordBoundaries() throws {
        let text = "การทำสมาธิเสร็จสมบูรณ์แล้ว"
        let layout = try TestEngine.layout(TextRequest(text, locale: "th", width: 90))
        guard case .wrapped(let count) = layout.verdict else { return XCTFail("\(layout.verdict)") }
        XCTAssertGreaterThan(count, 1)
        // ICU's Thai dictionary breaks between words, never inside one.
        let words = ["การ", "ทำ", "สมาธิ", "เสร็จ", "สมบูรณ์", "แล้ว"]
        for line in layout.lines {
            XCTAssertTrue(words.contains { line.text.hasPrefix($0) }, "line \(line.text) starts at a word")
        }
        XCTAssertEqual(layout.lines.map(\.text).joined(), text)
    }
}

extension String {
    /// The string with its clusters in reverse order (clusters intact).
    func reversedGraphemes(_ clusters: [String]) -> String { clusters.reversed().joined() }
}
