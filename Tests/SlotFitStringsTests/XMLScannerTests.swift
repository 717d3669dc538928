import Foundation
import SlotFitCore
import XCTest

/// The XML reader that replaced Foundation's XMLParser (and libxml2): the
/// events of well-formed documents, and the first problem of ill-formed
/// ones at its line and column, by the rules of XML 1.0 (W3C, Fifth
/// Edition): §2.4 character data (`<` and `&` only as markup), §4.6 the
/// five predefined entities, §4.1 character references, §2.5 comments,
/// §2.7 CDATA, §2.8 the prolog and DOCTYPE, §3 element nesting ("the end
/// of every element … must match the name in the start-tag"), §2.1 one root.
final class XMLScannerTests: XCTestCase {
    func events(_ text: String) throws -> [XMLScanner.Event] { try XMLScanner.scan(Array(text.utf8)).get() }
    func problem(_ text: String) -> XMLScanner.Problem? {
        if case .failure(let problem) = XMLScanner.scan(Array(text.utf8)) { return problem } else { return nil }
    }

    /// A construct left open across lines (a comment, CDATA, a DOCTYPE, an
    /// attribute value) is reported where it starts, at that line and
    /// column: the scanner has read past newlines by then (it trapped).
    func testAConstructLeftOpenAcrossLinesIsReportedWhereItStarts() {
        let cases: [(String, Int, Int, String)] = [
            ("<plist>\n  <!-- open\nstill\nmore", 2, 3, "a comment is not closed"),
            ("<a>\n\n x<![CDATA[one\ntwo", 3, 3, "a CDATA section is not closed"),
            ("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n<!ENTITY x \"y\">\n", 2, 1, "the DOCTYPE is not closed"),
            ("<a>\n    <b c=\"one\ntwo\nthree", 2, 5, "the value of c is not closed"),
            ("<a>\n  <?pi\n\n", 2, 3, "a processing instruction is not closed"),
        ]
        for (text, line, column, message) in cases {
            let problem = self.problem(text)
            XCTAssertEqual(problem?.line, line, text.debugDescription)
            XCTAssertEqual(problem?.column, column, text.debugDescription)
            XCTAssertEqual(problem?.message, message, text.debugDescription)
        }
        // The byte order mark is not a column.
        XCTAssertEqual(self.problem("\u{FEFF}<!-- x\ny")?.column, 1)
    }

    func testAPropertyListAndAnXLIFFUnitAreRead() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <!-- a comment with <tags> -->
        <dict>
        \t<key>Fish &amp; chips</key>
        \t<string>&lt;%d&gt; &#x2026; &#10;<![CDATA[raw <b> & such]]></string>
        \t<true/>
        </dict>
        </plist>
        """
        XCTAssertEqual(try events(plist).filter { if case .text(let s) = $0 { return !s.allSatisfy(\.isWhitespace) } else { return true } }, [
            .start(name: "plist", attributes: ["version": "1.0"], line: 3),
            .start(name: "dict", attributes: [:], line: 5),
            .start(name: "key", attributes: [:], line: 6), .text("Fish & chips"), .end(name: "key"),
            .start(name: "string", attributes: [:], line: 7), .text("<%d> … \n"), .text("raw <b> & such"), .end(name: "string"),
            .start(name: "true", attributes: [:], line: 8), .end(name: "true"),
            .end(name: "dict"), .end(name: "plist"),
        ])
        let unit = #"<xliff version='1.2'><file original="A/B.xcstrings" target-language="de"><trans-unit id="a &quot;b&quot;" xml:space="preserve"><target>x</target></trans-unit></file></xliff>"#
        XCTAssertEqual(try events(unit)[2], .start(name: "trans-unit", attributes: ["id": "a \"b\"", "xml:space": "preserve"], line: 1))
        // A DOCTYPE with an internal subset holding ">".
        XCTAssertNoThrow(try events("<!DOCTYPE a [<!ENTITY x \"y\">]>\n<a/>"))
    }

    func testTheFirstProblemIsNamedWhereItIs() {
        // An element closed by another's end tag: at the end tag, naming both.
        XCTAssertEqual(problem("<plist>\n<dict>\n<key>k</key>\n<string>x</dict>\n</plist>"),
                       XMLScanner.Problem(line: 4, column: 10, message: "</dict> closes <string> of line 4"))
        XCTAssertEqual(problem("<a>\n  <b>\n</a>")?.message, "</a> closes <b> of line 2")
        XCTAssertEqual(problem("<a>\n<b>x</b>")?.message, "<a> of line 1 is not closed")
        XCTAssertEqual(problem("<a>Fish & chips</a>")?.line, 1)
        XCTAssertEqual(problem("<a>&nbsp;</a>")?.message, "\"&nbsp;\" is not an entity XML knows; write &amp; for \"&\"")
        XCTAssertEqual(problem("<a b=c/>")?.message, "the value of b is not quoted")
        XCTAssertEqual(problem("<a b='1' b='2'/>")?.message, "the attribute b is given twice")
        XCTAssertEqual(problem("<a/><b/>")?.message, "a second root element")
        XCTAssertEqual(problem("text<a/>")?.message, "text outside the root element")
        XCTAssertEqual(problem("<a><!-- open </a>")?.message, "a comment is not closed")
        XCTAssertEqual(problem("")?.message, "no root element")
        // Columns count characters, not bytes.
        XCTAssertEqual(problem("<a>\nÄÖ</b>"), XMLScanner.Problem(line: 2, column: 3, message: "</b> closes <a> of line 1"))
    }
}
