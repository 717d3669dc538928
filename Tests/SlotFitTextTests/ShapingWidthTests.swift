import Foundation
import SlotFitText
import XCTest

/// Widths against HarfBuzz's own command-line shaper (hb-shape, from
/// libharfbuzz-bin) on the same font files: an independent path through
/// HarfBuzz with no SlotFit code in it.
final class ShapingWidthTests: XCTestCase {
    /// The advance of `text` shaped by hb-shape, in points at `size`.
    func hbShapeWidth(_ text: String, font: FontFileInfo, size: Double, direction: String, script: String,
                      language: String, features: String? = nil) throws -> Double {
        let hbShape = "/usr/bin/hb-shape"
        guard FileManager.default.isExecutableFile(atPath: hbShape) else {
            XCTFail("hb-shape is missing: install libharfbuzz-bin (make deps does)")
            return .nan
        }
        var arguments = ["--font-size=\(Int(Self.emScale))", "--face-index=\(font.faceIndex)", "--direction=\(direction)", "--script=\(script)",
                         "--language=\(language)", "--output-format=json", "--no-glyph-names", font.file, text]
        if let features { arguments.insert("--features=\(features)", at: 0) }
        let output = try TestEngine.run(hbShape, arguments)
        let glyphs = try JSONSerialization.jsonObject(with: Data(output.utf8)) as! [[String: Any]]
        let advance = glyphs.map { ($0["ax"] as! NSNumber).doubleValue }.reduce(0, +)
        // At --font-size=2^20 an advance is in 2^-20 em: rounding is far below 0.01 pt.
        return advance / Self.emScale * size
    }

    static let emScale = 1_048_576.0

    struct Case {
        var text: String
        var locale: String
        var script: String
        var direction: String
        var size: Double
        var monospaced = false
    }

    let singleFontCases: [Case] = [
        Case(text: "Pausiert · Sitzung beendet", locale: "de", script: "Latn", direction: "ltr", size: 17),
        Case(text: "Тренировка завершена", locale: "ru", script: "Cyrl", direction: "ltr", size: 15),
        Case(text: "Η συνεδρία ολοκληρώθηκε", locale: "el", script: "Grek", direction: "ltr", size: 13),
        Case(text: "اكتملت", locale: "ar", script: "Arab", direction: "rtl", size: 17),
        Case(text: "ההפעלה", locale: "he", script: "Hebr", direction: "rtl", size: 17),
        Case(text: "सत्र", locale: "hi", script: "Deva", direction: "ltr", size: 17),
        Case(text: "অধিবেশন", locale: "bn", script: "Beng", direction: "ltr", size: 17),
        Case(text: "முடிந்தது", locale: "ta", script: "Taml", direction: "ltr", size: 12),
        Case(text: "เซสชันเสร็จสมบูรณ์", locale: "th", script: "Thai", direction: "ltr", size: 17),
        Case(text: "セッション完了", locale: "ja", script: "Jpan", direction: "ltr", size: 17),
        Case(text: "세션완료", locale: "ko", script: "Hang", direction: "ltr", size: 17),
        Case(text: "已完成冥想", locale: "zh-Hans", script: "Hani", direction: "ltr", size: 22),
        Case(text: "12:48:09", locale: "en", script: "Latn", direction: "ltr", size: 38, monospaced: true),
        Case(text: "Session complete", locale: "en", script: "Latn", direction: "ltr", size: 28),
    ]

    /// A word of 1.5 million glyphs passes Int32's range in font units
    /// (the run's summed advance trapped): its width is 1.5 million times
    /// one glyph's, as hb-shape shapes "W" and "WW" (no kerning between
    /// two W's in the font, checked first, so the sum is exact).
    func testAWordPastInt32FontUnitsIsMeasuredNotTrapped() throws {
        let size = 17.0
        let one = try TestEngine.layout(TextRequest("W", locale: "en", font: FontSpec(size: size)))
        let font = try XCTUnwrap(one.fonts.first)
        let w = try hbShapeWidth("W", font: font, size: size, direction: "ltr", script: "Latn", language: "en")
        let ww = try hbShapeWidth("WW", font: font, size: size, direction: "ltr", script: "Latn", language: "en")
        XCTAssertEqual(ww, 2 * w, accuracy: 1e-9, "the font does not kern W against W")
        let count = 1_500_000
        let long = try TestEngine.layout(TextRequest(String(repeating: "W", count: count), locale: "en", font: FontSpec(size: size)))
        XCTAssertEqual(long.width, Double(count) * w, accuracy: 0.01 * Double(count) / 1000)
    }

    /// A word wider than its line is broken between grapheme clusters, as
    /// Core Text does when no line-break opportunity fits; the layout says
    /// so (`breaksWord`), where breaking at a space does not. The line width
    /// lies between hb-shape's widths of the longer part and the compound,
    /// so only the compound must break inside itself.
    func testAWordWiderThanItsLineIsBrokenAndSaysSo() throws {
        let probe = try TestEngine.layout(TextRequest("Unterhaltungselektronik", locale: "de", font: FontSpec(size: 17)))
        let font = try XCTUnwrap(probe.fonts.first)
        let compound = try hbShapeWidth("Unterhaltungselektronik", font: font, size: 17, direction: "ltr", script: "Latn", language: "de")
        let parts = try ["Unterhaltung", "Elektronik"].map { try hbShapeWidth($0, font: font, size: 17, direction: "ltr", script: "Latn", language: "de") }
        let width = (parts.max()! + compound) / 2
        XCTAssertLessThan(parts.max()! + 1, width)
        let broken = try TestEngine.layout(TextRequest("Unterhaltungselektronik", locale: "de", font: FontSpec(size: 17), width: width))
        XCTAssertEqual(broken.verdict, .wrapped(2))
        XCTAssertTrue(broken.breaksWord, broken.visualText)
        let spaced = try TestEngine.layout(TextRequest("Unterhaltung Elektronik", locale: "de", font: FontSpec(size: 17), width: width))
        XCTAssertEqual(spaced.verdict, .wrapped(2))
        XCTAssertEqual(spaced.visualText, "Unterhaltung\nElektronik")
        XCTAssertFalse(spaced.breaksWord)
    }

    func testSingleFontWidthsEqualHarfBuzzTo0_01pt() throws {
        for c in singleFontCases {
            let layout = try TestEngine.layout(TextRequest(c.text, locale: c.locale, font: FontSpec(size: c.size), monospacedDigits: c.monospaced))
            XCTAssertEqual(layout.fonts.count, 1, "\(c.text) should need one font, got \(layout.fonts.map(\.family))")
            let font = try XCTUnwrap(layout.fonts.first)
            let expected = try hbShapeWidth(c.text, font: font, size: c.size, direction: c.direction,
                                            script: c.script == "Jpan" ? "Kana" : c.script, language: c.locale,
                                            features: c.monospaced ? "tnum" : nil)
            XCTAssertEqual(layout.width, expected, accuracy: 0.01, "\(c.text) in \(font.family)")
            XCTAssertEqual(layout.naturalWidth, expected, accuracy: 0.01)
        }
    }

    /// Core Text sets every character the primary font has in the primary
    /// font and falls back per character only where it lacks a glyph: a
    /// space beside an emoji is the primary face's space, so a string and
    /// its reverse-order variant measure the same.
    func testSpacesAndDigitsBesideOtherScriptsAreThePrimaryFaces() throws {
        for (a, b) in [("🚀 Boosté", "Boosté 🚀"), ("5 🏃🏽‍♀️ km", "km 🏃🏽‍♀️ 5"), ("12 🔥 h", "h 🔥 12")] {
            let first = try TestEngine.layout(TextRequest(a)), second = try TestEngine.layout(TextRequest(b))
            XCTAssertEqual(first.naturalWidth, second.naturalWidth, accuracy: 1e-6, "\(a) / \(b)")
        }
        // "5:23" inside Japanese, Arabic, Hebrew, Thai and Hindi text is shaped
        // in the primary face, as wide as hb-shape makes it in that face.
        let samples = [("残り 5:23", "ja"), ("متبقي 5:23", "ar"), ("נותרו 5:23", "he"), ("เหลือ 5:23", "th"), ("शेष 5:23", "hi")]
        for (text, locale) in samples {
            let layout = try TestEngine.layout(TextRequest(text, locale: locale, font: FontSpec(size: 17), monospacedDigits: true))
            let runs = layout.lines[0].runs.filter { $0.text.contains("5") }
            XCTAssertEqual(runs.count, 1, "\(text): \(layout.lines[0].runs.map(\.text))")
            let run = try XCTUnwrap(runs.first)
            let font = layout.fonts[run.font]
            XCTAssertEqual(font.family, "Inter", text)
            let expected = try hbShapeWidth(run.text, font: font, size: 17, direction: "ltr", script: "Latn", language: locale, features: "tnum")
            XCTAssertEqual(run.width, expected, accuracy: 0.01, text)
        }
    }

    /// A line is measured as one shaped whole (issue 12, item 2): a
    /// Japanese string offered exactly its hb-shape width fits one line,
    /// and shrinks to exactly width ÷ hb-shape width when offered less.
    func testALineIsMeasuredAsItIsShapedWhole() throws {
        let strings = ["標準プロパティ", "ワークアウトを一時停止しました", "配達員が向かっています", "バッテリー残量が少なくなっています",
                       "次の停留所まであと3分", "ご注文の準備ができました", "フライトは定刻どおりです"]
        for text in strings {
            let probe = try TestEngine.layout(TextRequest(text, locale: "ja", font: FontSpec(size: 17)))
            // Strings that are one face throughout (digits aside) compare with
            // hb-shape on that face.
            guard probe.fonts.count == 1, let font = probe.fonts.first else { continue }
            XCTAssertEqual(font.family, "Noto Sans CJK JP", text)
            let whole = try hbShapeWidth(text, font: font, size: 17, direction: "ltr", script: "Kana", language: "ja")
            let fitting = try TestEngine.layout(TextRequest(text, locale: "ja", font: FontSpec(size: 17), width: whole + 0.01, lineLimit: 1))
            XCTAssertEqual(fitting.verdict, .fits, text)
            let scaled = try TestEngine.layout(TextRequest(text, locale: "ja", font: FontSpec(size: 17), width: whole * 0.9,
                                                           lineLimit: 1, minimumScaleFactor: 0.5))
            guard case .scaled(let factor) = scaled.verdict else { XCTFail("\(text): \(scaled.verdict)"); continue }
            XCTAssertEqual(factor, whole * 0.9 / whole, accuracy: 1e-4, text)
        }
    }

    /// Run widths are their share of the line as drawn: they add up to the
    /// line's width, bidi controls and mixed directions included.
    func testRunWidthsAddUpToTheLine() throws {
        let samples = [("وب\u{200E}سایت", "fa"), ("Build #4127 فشل", "ar"), ("הריצה 5 ק״מ done", "he"), ("الوقت (٣:٠٥)", "ar-EG"),
                       ("Tokyo 東京 3.2 km", "ja")]
        for (text, locale) in samples {
            let layout = try TestEngine.layout(TextRequest(text, locale: locale))
            for line in layout.lines {
                XCTAssertEqual(line.runs.map(\.width).reduce(0, +), line.width, accuracy: 1e-6, text)
            }
        }
    }

    /// Scripts the profile does not list fall back through fontconfig to an
    /// installed sans-serif face that has them (Debian's fonts-noto-core),
    /// measured as hb-shape measures that file — not as missing glyphs.
    func testScriptsOutsideTheProfileFallBackThroughFontconfig() throws {
        let samples = [("ଓଡ଼ିଆ", "or", "Orya", "Noto Sans Oriya"), ("ગુજરાતી", "gu", "Gujr", "Noto Sans Gujarati"),
                       ("ភាសាខ្មែរ", "km", "Khmr", "Noto Sans Khmer"), ("සිංහල", "si", "Sinh", "Noto Sans Sinhala"),
                       ("አማርኛ", "am", "Ethi", "Noto Sans Ethiopic")]
        for (text, locale, script, family) in samples {
            let layout = try TestEngine.layout(TextRequest(text, locale: locale, font: FontSpec(size: 17)))
            XCTAssertEqual(layout.missingCharacters, [], text)
            XCTAssertEqual(layout.warnings, [], text)
            XCTAssertEqual(layout.fonts.map(\.family), [family], text)
            let font = try XCTUnwrap(layout.fonts.first)
            let expected = try hbShapeWidth(text, font: font, size: 17, direction: "ltr", script: script, language: locale)
            XCTAssertEqual(layout.width, expected, accuracy: 0.01, text)
        }
    }

    func testMixedScriptWidthIsTheSumOfItsRunsShapedAlone() throws {
        let texts: [(String, String)] = [
            // A space between words of a script the primary face lacks is
            // set in the primary face (Core Text keeps every character the
            // primary font has in it).
            ("اكتملت الجلسة", "ar"), ("ההפעלה הסתיימה", "he"), ("सत्र पूरा हुआ", "hi"), ("세션 완료", "ko"),
            ("Build #4127 فشل", "ar"), ("הריצה 5 ק״מ done", "he"), ("Tokyo 東京 3.2 km", "ja"),
            ("मैराथन 42.2 km 🏃🏽‍♀️", "hi"), ("Sitzung 🧘 beendet", "de"),
        ]
        for (text, locale) in texts {
            let layout = try TestEngine.layout(TextRequest(text, locale: locale))
            XCTAssertGreaterThan(layout.fonts.count, 1, "\(text) should mix fonts")
            var sum = 0.0
            for run in layout.lines[0].runs {
                let font = layout.fonts[run.font]
                let trimmed = run.text.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
                let isLastLogical = run.range.upperBound == layout.visibleText.utf16.count
                let shaped = isLastLogical ? trimmed : run.text
                let alone = try hbShapeWidth(shaped, font: font, size: 17, direction: run.direction.rawValue,
                                             script: run.script, language: layout.locale)
                XCTAssertEqual(run.width, alone, accuracy: 0.01, "run \(run.text) of \(text)")
                sum += alone
            }
            XCTAssertEqual(layout.width, sum, accuracy: 0.01, text)
        }
    }

    func testMonospacedDigitsUseTabularFigures() throws {
        let proportional = try TestEngine.layout(TextRequest("1111", font: FontSpec(size: 20)))
        let zeros = try TestEngine.layout(TextRequest("0000", font: FontSpec(size: 20)))
        XCTAssertNotEqual(proportional.width, zeros.width, accuracy: 0.5, "Inter's default digits are proportional")
        let tabularOnes = try TestEngine.layout(TextRequest("1111", font: FontSpec(size: 20), monospacedDigits: true))
        let tabularZeros = try TestEngine.layout(TextRequest("0000", font: FontSpec(size: 20), monospacedDigits: true))
        XCTAssertEqual(tabularOnes.width, tabularZeros.width, accuracy: 0.001, "tnum gives every digit one advance")
        XCTAssertEqual(tabularOnes.warnings, [])
    }

    func testTrackingAddsPerGraphemeCluster() throws {
        let plain = try TestEngine.layout(TextRequest("e\u{301}te\u{301} 🏃🏽‍♀️"))
        let tracked = try TestEngine.layout(TextRequest("e\u{301}te\u{301} 🏃🏽‍♀️", tracking: 0.5))
        // é t é space runner: 5 clusters.
        XCTAssertEqual(tracked.naturalWidth - plain.naturalWidth, 2.5, accuracy: 1e-9)
    }
}
