import Foundation
import XCTest
@testable import SlotFit
import SlotFitText

/// Hostile input, round three, where reports are read and compared: a
/// forged shard report, a missing shard, a golden replaced by a million
/// lines. Each ends in a located error or bounded work, never a trap.
final class HostileReportTests: XCTestCase {
    /// A document of one shard (`index` of `count`) of matrix `matrix`.
    func shard(_ index: Int, of count: Int, matrix: String = String(repeating: "a", count: 64)) -> GoldenReport.Document {
        var document = GoldenReport.Document(files: [], fontChanges: [], exitCode: 0, findings: [])
        document.shard = ShardOrigin(index: index, count: count, matrix: matrix)
        return document
    }

    /// A shard whose job died leaves no report: the others are not the
    /// whole, and merge says which is missing. Duplicates, other counts,
    /// other matrices and a whole check among shards are refused too.
    func testMergeRefusesASetThatIsNotEveryShardOnce() throws {
        XCTAssertNoThrow(try GoldenReport.checkShards([("1.json", shard(1, of: 2)), ("2.json", shard(2, of: 2))]))
        func problem(_ reports: [(String, GoldenReport.Document)]) -> String {
            do { try GoldenReport.checkShards(reports.map { (path: $0.0, document: $0.1) }); return "" } catch { return "\(error)" }
        }
        XCTAssertTrue(problem([("1.json", shard(1, of: 3)), ("3.json", shard(3, of: 3))]).contains("shard 2/3 has no report among the 2 given"))
        XCTAssertTrue(problem([("a.json", shard(1, of: 2)), ("b.json", shard(1, of: 2))]).contains("shard 1/2 is given twice: \"a.json\" and \"b.json\""))
        XCTAssertTrue(problem([("a.json", shard(1, of: 2)), ("b.json", shard(2, of: 3))]).contains("\"b.json\" is shard 2/3, but \"a.json\" is shard 1/2"))
        XCTAssertTrue(problem([("a.json", shard(1, of: 2)), ("b.json", shard(2, of: 2, matrix: String(repeating: "b", count: 64)))]).contains("checked another matrix"))
        var whole = shard(1, of: 1)
        whole.shard = nil
        XCTAssertTrue(problem([("a.json", shard(1, of: 2)), ("w.json", whole)]).contains("\"w.json\" is the report of a whole check"))
        XCTAssertTrue(problem([("a.json", shard(5, of: 2))]).contains("no --shard gives"))
        // A forged count sizes nothing: 0, negative, or a trillion shards.
        for count in [0, -3, 1_000_000_000_000] {
            XCTAssertTrue(problem([("f.json", shard(1, of: count))]).contains("\"f.json\" says it is one of \(count) shards"), "\(count)")
        }
    }

    /// `#-9223372036854775808` in a version 1 line, or an occurrence of
    /// Int.min or Int.max in a version 3 change, would overflow when the
    /// view is numbered: read as no change at all, a decoding error.
    func testAForgedOccurrenceIsRefusedNotTrapped() throws {
        XCTAssertNil(VerdictChange.version1(#"de · a · s · iphone-393 · large · lockScreen · text "k" #-9223372036854775808: fits → (absent)"#))
        XCTAssertNil(VerdictChange.version1(#"de · a · s · iphone-393 · lockScreen · text "k" #0: fits → (absent)"#))
        XCTAssertEqual(VerdictChange.version1(#"de · a · s · iphone-393 · lockScreen · text "k" #2: fits → (absent)"#)?.occurrence, 1)
        for occurrence in [Int.min, -1, Int.max] {
            let json = #"{"locale":"de","activity":"a","state":"s","device":"d","dynamicTypeSize":"large","presentation":"lockScreen","kind":"text","subject":"k","occurrence":\#(occurrence)}"#
            XCTAssertThrowsError(try JSONDecoder().decode(VerdictChange.self, from: Data(json.utf8)), "\(occurrence)")
        }
    }

    /// A golden replaced by a million empty lines: the diff of the lines
    /// between the common start and end is removed-then-added past the
    /// table limit, in linear memory; applied, it still turns one text
    /// into the other.
    func testALineDiffPastTheTableLimitIsLinearAndStillCorrect() {
        let old = ["slotfit-golden 1", "activity: A"] + (0..<3_000).map { "old \($0)" } + ["end"]
        let new = ["slotfit-golden 1", "activity: A"] + [String](repeating: "", count: 1_000_000) + ["end"]
        XCTAssertGreaterThan(3_001 * 1_000_001, LineDiff.tableLimit)
        let lines = LineDiff.lines(old, new)
        XCTAssertEqual(lines.count, 2 + 3_000 + 1_000_000 + 1)
        var rebuiltOld: [String] = [], rebuiltNew: [String] = []
        for line in lines {
            switch line {
            case .same(let text): rebuiltOld.append(text); rebuiltNew.append(text)
            case .removed(let text): rebuiltOld.append(text)
            case .added(let text): rebuiltNew.append(text)
            }
        }
        XCTAssertEqual(rebuiltOld, old)
        XCTAssertEqual(rebuiltNew, new)
        // Below the limit the diff is still the shortest: one line changed.
        let small = LineDiff.lines(["a", "b", "c"], ["a", "x", "c"])
        XCTAssertEqual(small, [.same("a"), .removed("b"), .added("x"), .same("c")])
    }

    /// A committed golden picture is the pull request's file: the HTML
    /// report shows it rebuilt from what SlotFit draws, with no script,
    /// event handler, foreign object or link out of the picture.
    func testACommittedPictureIsRebuiltFromWhatSlotFitDraws() throws {
        let hostile = """
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">
        <title>de · iphone-393</title>
        <script>alert(2)</script>
        <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
        <rect x="0" y="0" width="10" height="10" fill="url(https://evil.example/p.svg#a)" style="background:url(x)"/>
        <use href="https://evil.example/s.svg#x"/><use href="#box"/>
        <a href="javascript:alert(3)"><text x="1" y="9">&lt;b&gt;</text></a>
        </svg>
        """
        let clean = try XCTUnwrap(SVGSanitizer.clean(hostile))
        for gone in ["onload", "script", "alert", "foreignObject", "xhtml", "evil.example", "style", "javascript", "<a"] {
            XCTAssertFalse(clean.contains(gone), "\(gone): \(clean)")
        }
        for kept in [#"<svg height="10" width="10" xmlns="http://www.w3.org/2000/svg">"#, "<title>de · iphone-393</title>",
                     #"<rect height="10" width="10" x="0" y="0"></rect>"#, ##"<use href="#box"></use>"##] {
            XCTAssertTrue(clean.contains(kept), "\(kept): \(clean)")
        }
        XCTAssertNil(SVGSanitizer.clean("<html><script>x</script></html>"), "not a picture")
        XCTAssertNil(SVGSanitizer.clean("<svg><rect></svg>"), "not well-formed")
    }


    /// A rendering's verdict, rounded as the golden prints it, equals the
    /// verdict read back from its printed form (the check compares the two
    /// without printing the rendering's).
    func testAVerdictsPrintedValueIsWhatItsPrintedFormReadsBackAs() {
        var verdicts: [TextVerdict] = [.fits, .wrapped(3), .truncated("Pau\u{2026}"), .truncated("a \"b\"\n")]
        for step in 1...2_000 {
            let x = Double(step) / 2_000 - 1e-9 * Double(step % 7)
            verdicts += [.scaled(x), .clipped(x * 37.3)]
        }
        for verdict in verdicts {
            XCTAssertEqual(GoldenFile.verdict(printed: Substring(verdict.description)), verdict.printedValue, "\(verdict)")
        }
    }

}
