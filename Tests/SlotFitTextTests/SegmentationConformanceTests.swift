@testable import SlotFitText
import XCTest

/// Grapheme clusters and line-break opportunities against Unicode's
/// GraphemeBreakTest.txt and LineBreakTest.txt.
final class SegmentationConformanceTests: XCTestCase {
    /// Parses "÷ 0020 × 0308 ÷" into code points and the UTF-16 offsets of
    /// its ÷ boundaries after the start.
    static func parse(_ text: String) -> (units: [UInt16], breaks: [Int], scalars: [Unicode.Scalar]) {
        var units: [UInt16] = []
        var breaks: [Int] = []
        var scalars: [Unicode.Scalar] = []
        for token in text.split(separator: " ") {
            if token == "÷" {
                if !units.isEmpty { breaks.append(units.count) }
            } else if token == "×" {
                continue
            } else if let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
                scalars.append(scalar)
                units.append(contentsOf: scalar.utf16)
            }
        }
        return (units, breaks, scalars)
    }

    func testGraphemeBreakTestPassesEveryLine() throws {
        let lines = try UnicodeTestFile.require("auxiliary/GraphemeBreakTest.txt")
        XCTAssertGreaterThan(lines.count, 500)
        var failures: [String] = []
        for (number, text) in lines {
            let (units, breaks, _) = Self.parse(text)
            let got = try TextSegmenter.shared.boundaries(.grapheme, in: units).map(\.offset)
            if got != breaks { failures.append("line \(number): \(text) → \(got)") }
        }
        XCTAssertEqual(failures, [], "\(failures.count) of \(lines.count) lines fail")
    }

    /// The per-scalar shortcut (`TextSegmenter.scalarClusters`) agrees with
    /// the file on every line it takes, and declines every line whose
    /// clusters hold more than one scalar.
    func testScalarClustersAgreeWithGraphemeBreakTest() throws {
        let lines = try UnicodeTestFile.require("auxiliary/GraphemeBreakTest.txt")
        var taken = 0, declined = 0
        var failures: [String] = []
        for (number, text) in lines {
            let (units, breaks, _) = Self.parse(text)
            guard let offsets = TextSegmenter.scalarClusters(units) else { declined += 1; continue }
            taken += 1
            if Array(offsets.dropFirst()) != breaks { failures.append("line \(number): \(text) → \(offsets)") }
            let full = try TextSegmenter.shared.graphemeOffsets(units, shortcut: false)
            if offsets != full { failures.append("line \(number): ICU gives \(full), the shortcut \(offsets)") }
        }
        XCTAssertEqual(failures, [], "\(failures.count) of \(taken) lines taken fail")
        XCTAssertGreaterThan(taken, 40, "lines of single-scalar clusters")
        XCTAssertGreaterThan(declined, 500, "lines with joining characters")
    }

    /// Lines of LineBreakTest.txt where ICU 72's line breaking differs from
    /// the file, each with the reason. The test fails if ICU starts to agree
    /// (the list is then out of date) as much as if a new line disagrees.
    static let knownLineBreakDifferences: [Int: String] = {
        let hyphen = "ICU's line rules do not break after a word-initial hyphen-minus before a letter (its tailoring that UAX #14 adopted as LB20a in Unicode 15.1); the 15.0 file breaks there"
        let number = "ICU's numeric rule keeps IS × NU (no break in \".2\" or \",0\" after a letter or at the start), as UAX #14 does from Unicode 15.1 (LB25 rewritten); the 15.0 file breaks there"
        var table: [Int: String] = [:]
        for line in [2265, 2267, 2421, 2423, 2425, 2427, 2429, 2431] { table[line] = hyphen }
        for line in [2873, 2875, 7477, 7576, 7577, 7578, 7579, 7580, 7581, 7583, 7584, 7585, 7586, 7587] { table[line] = number }
        return table
    }()

    func testLineBreakTestPassesEveryLineOrListsWhy() throws {
        let lines = try UnicodeTestFile.require("auxiliary/LineBreakTest.txt")
        XCTAssertGreaterThan(lines.count, 7_000)
        var failures: [Int: String] = [:]
        for (number, text) in lines {
            let (units, breaks, _) = Self.parse(text)
            let got = try TextSegmenter.shared.boundaries(.line, in: units).map(\.offset)
            if got != breaks { failures[number] = "\(text) → \(got)" }
        }
        let unexpected = failures.keys.filter { Self.knownLineBreakDifferences[$0] == nil }.sorted()
        let nowPassing = Self.knownLineBreakDifferences.keys.filter { failures[$0] == nil }.sorted()
        XCTAssertEqual(unexpected, [], "lines that disagree without a listed reason:\n" + unexpected.prefix(10).map { "\($0): \(failures[$0]!)" }.joined(separator: "\n"))
        XCTAssertEqual(nowPassing, [], "listed differences that now pass: remove them from knownLineBreakDifferences")
        print("LineBreakTest: \(lines.count - failures.count) of \(lines.count) lines pass; \(failures.count) listed ICU tailorings")
    }

    /// LineBreakTest.txt with the locales layouts use: each breaks as the
    /// root (UAX #14's default, CJ as NS), Japanese too with the `lb=strict`
    /// SlotFit gives it; ICU's plain "ja" tailoring (`normal`, CJ as ID)
    /// differs only on lines with a Line_Break=CJ character (small kana, ー,
    /// read from Unicode's LineBreak.txt) — the breaks strict prevents.
    func testLineBreakTestWithTheLocalesLayoutsUse() throws {
        let lines = try UnicodeTestFile.require("auxiliary/LineBreakTest.txt")
        var cj = Set<UInt32>()
        for (_, text) in try UnicodeTestFile.require("LineBreak.txt") {
            let fields = text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2, fields[1] == "CJ" else { continue }
            let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last else { continue }
            for value in low...high { cj.insert(value) }
        }
        XCTAssertTrue(cj.contains(0x3063) && cj.contains(0x30FC), "っ and ー are CJ")
        var strictDifferences = 0
        for (number, text) in lines {
            let (units, _, scalars) = Self.parse(text)
            let root = try TextSegmenter.shared.boundaries(.line, in: units).map(\.offset)
            for locale in ["en", "de", "fr", "ar", "he", "hi", "ru", "pt_BR", "tr"] {
                let got = try TextSegmenter.shared.boundaries(.line, in: units, locale: locale).map(\.offset)
                XCTAssertEqual(got, root, "line \(number) in \(locale): \(text)")
            }
            // ICU's root rules are UAX #14's default, CJ as NS: strict.
            let strict = try TextSegmenter.shared.boundaries(.line, in: units, locale: "ja@lb=strict").map(\.offset)
            XCTAssertEqual(strict, root, "line \(number) in ja@lb=strict: \(text)")
            // ICU's plain "ja" tailoring is `normal`: CJ as ID, so it breaks
            // before small kana — what the strict keyword keeps Japanese from.
            let normal = try TextSegmenter.shared.boundaries(.line, in: units, locale: "ja").map(\.offset)
            if normal != root {
                strictDifferences += 1
                XCTAssertTrue(scalars.contains { cj.contains($0.value) }, "line \(number): ja differs without a CJ character: \(text)")
            }
        }
        XCTAssertGreaterThan(strictDifferences, 0, "ICU's ja (normal) should break before CJ characters where the root does not")
        print("LineBreakTest in 10 locales: ja@lb=strict and 9 others break as the root on all \(lines.count) lines; plain ja (ICU's normal) differs on \(strictDifferences), each with a CJ character")
    }

    /// Line breaking by language, as typesetting in it requires. Japanese
    /// (W3C JLReq §3.1.7, kinsoku): no line starts with a small kana, the
    /// prolonged sound mark, an iteration mark or closing punctuation.
    /// Chinese: no line starts with closing punctuation (，。、！？」）).
    /// Thai (no spaces between words): lines break between dictionary
    /// words, never inside "ภาษา", "ไทย", "กำลัง", "ทำงาน". (ICU's
    /// dictionary still splits some compounds Thai typesetting keeps,
    /// "เดินทาง" as "เดิน|ทาง"; not asserted here.)
    func testLinesBreakAsEachLanguageTypesets() throws {
        let japanese = ["きょうはちょっとコーヒーをのみにいきませんか", "配達員がまもなく到着します。少々お待ちください。",
                        "ワークアウトを一時停止しました（残り３分）", "フライトは定刻どおり出発する予定です。ゲートは変更になりました。"]
        let neverFirstJa = Set("ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶーゝゞヽヾ々、。，．」』）】〕！？")
        let chinese = ["您的订单正在配送中，预计十分钟后送达。请保持电话畅通！", "航班将准时起飞（登机口已变更），请尽快前往。"]
        let neverFirstZh = Set("，。、！？；：」』）】》")
        for (texts, locale, forbidden) in [(japanese, "ja", neverFirstJa), (chinese, "zh-Hans", neverFirstZh)] {
            for text in texts {
                for width in stride(from: 100.0, through: 300.0, by: 9.0) {
                    let layout = try TestEngine.layout(TextRequest(text, locale: locale, width: width))
                    for line in layout.lines.dropFirst() {
                        guard let first = line.text.first else { continue }
                        XCTAssertFalse(forbidden.contains(first), "\(locale) \(width) pt: a line starts with \(first): \(layout.lines.map(\.text))")
                    }
                }
            }
        }
        let thai = "ภาษาไทยกำลังทำงาน"
        let words = ["ภาษา", "ไทย", "กำลัง", "ทำงาน"]
        for width in stride(from: 50.0, through: 160.0, by: 6.0) {  // every word fits a line from 50 pt
            let layout = try TestEngine.layout(TextRequest(thai, locale: "th", width: width))
            guard layout.lines.allSatisfy({ $0.width <= width + 1e-6 }), layout.lines.count > 1 else { continue }
            var offset = 0
            let boundaries = Set(words.reduce(into: [0]) { $0.append($0.last! + $1.utf16.count) })
            for line in layout.lines.dropLast() {
                offset += line.text.utf16.count
                XCTAssertTrue(boundaries.contains(offset), "th \(width) pt: a line ends inside a word: \(layout.lines.map(\.text))")
            }
        }
    }
}
