import SlotFitStrings
import XCTest

final class FormatStringTests: XCTestCase {
    func testParsesApplesDialect() {
        let cases: [(String, [String])] = [
            ("%@", ["%@"]), ("%lld of %lld", ["%lld", "%lld"]), ("%2$@ %1$lld", ["%2$@", "%1$lld"]),
            ("%.1f km", ["%.1f"]), ("%-5.2f", ["%-5.2f"]), ("%hhd %hd %qd %zu %td %jd %Lf", ["%hhd", "%hd", "%qd", "%zu", "%td", "%jd", "%Lf"]),
            ("Runde %#@cycles@", ["%#@cycles@"]), ("%2$#@total@ / %1$lld", ["%2$#@total@", "%1$lld"]),
            ("100%% done", []), ("%x %X %o %u %c %s %e %g %i %p", ["%x", "%X", "%o", "%u", "%c", "%s", "%e", "%g", "%i", "%p"]),
            ("% publicacions", ["% p"]),
        ]
        for (text, expected) in cases {
            let parsed = FormatString(text)
            XCTAssertEqual(parsed.specifiers.map(\.text), expected, text)
            XCTAssertEqual(parsed.problems, [], text)
        }
        XCTAssertEqual(FormatString("%2$@ %1$lld").argumentNumbers, [2, 1])
        XCTAssertEqual(FormatString("%@ %lld").argumentNumbers, [1, 2])
        XCTAssertEqual(FormatString("%#@a@").specifiers.first?.substitution, "a")
        XCTAssertEqual(FormatString("%lld").specifiers.first?.typeSignature, "signedInteger64")
        XCTAssertEqual(FormatString("%d").specifiers.first?.typeSignature, "signedInteger32")
        XCTAssertEqual(FormatString("% p").specifiers.first?.kind, .pointer)
    }

    func testReportsWhatIsNotAConversion() {
        for text in ["50%", "%", "%1$", "%ll", "%#@@", "%0$@", "%.k", "%!"] {
            let parsed = FormatString(text)
            XCTAssertFalse(parsed.problems.isEmpty, "\(text) should have a problem")
        }
        XCTAssertEqual(FormatString("50%").problems.first?.message, "a lone % at the end; write %% for a percent sign")
    }

    /// Property test: on any string (biased towards printf syntax) parsing
    /// terminates, never traps, and its tokens spell the input back.
    func testParserNeverCrashesAndLosesNothing() {
        let alphabet: [Character] = Array("%%%%$$##@@12.0*-+ 'lhqzjtLdiufFeEgGxXocCsSpaA@arg日ع\u{0}\u{FFFF}😀")
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<100_000 {
            let length = Int(generator.next() % 16)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let parsed = FormatString(text)
            var rebuilt = ""
            for token in parsed.tokens {
                switch token {
                case .literal(let s): rebuilt += s
                case .percent: rebuilt += "%%"
                case .specifier(let s): rebuilt += s.text
                }
            }
            XCTAssertEqual(rebuilt, text)
            if rebuilt != text { return }
        }
    }
}
