import SlotFitCore
import XCTest

/// CSV cells for translators' spreadsheets: RFC 4180 quoting (§2: a field
/// with a comma, quote or line break is quoted, quotes doubled) and
/// OWASP's CSV injection advice (a cell starting =, +, -, @, tab or CR is
/// prefixed with a single quote so no spreadsheet runs it as a formula).
final class CSVFieldTests: XCTestCase {
    func testFormulasAreDefusedAndQuotingIsRFC4180() {
        XCTAssertEqual(CSVField.cell("=HYPERLINK(\"http://x\",\"y\")"), "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"")
        XCTAssertEqual(CSVField.cell("+1+cmd|' /C calc'!A0"), "'+1+cmd|' /C calc'!A0")
        XCTAssertEqual(CSVField.cell("-2+3"), "'-2+3")
        XCTAssertEqual(CSVField.cell("@SUM(A1)"), "'@SUM(A1)")
        XCTAssertEqual(CSVField.cell("\tx"), "'\tx")
        XCTAssertEqual(CSVField.cell("\rx"), "\"'\rx\"")
        XCTAssertEqual(CSVField.cell("-3.500"), "-3.500", "a number SlotFit wrote stays a number")
        XCTAssertEqual(CSVField.cell("Out for delivery, soon"), "\"Out for delivery, soon\"")
        XCTAssertEqual(CSVField.cell("plain"), "plain")
    }
}
