import Foundation
import SlotFit
import XCTest

/// The SARIF report holds what SARIF 2.1.0 requires of a log, a run, a tool,
/// a result and a location (OASIS SARIF 2.1.0: §3.13.2 version "2.1.0",
/// §3.13.4 runs, §3.14.6 tool, §3.19.2 driver with a name, §3.27.10 message
/// with text, §3.27.10 level one of none/note/warning/error, §3.27.5/§3.27.6
/// ruleId and ruleIndex naming the driver's rule at that index, §3.30.5
/// startLine ≥ 1), and one result per cause.
final class SARIFReportTests: XCTestCase {
    func testTheLogHasWhatSARIFRequires() throws {
        let groups = FindingGroup.grouping(FindingGroupTests.findings())
        let text = try SARIFReporter(version: "0.0.0-test").report(groups)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "SlotFit")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, Rule.allCases.map(\.rawValue))
        let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2, "one result per cause, not 602")
        for result in results {
            let ruleId = try XCTUnwrap(result["ruleId"] as? String)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, ruleId)
            XCTAssertTrue(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            XCTAssertFalse(((result["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "Ride.swift")
            XCTAssertGreaterThanOrEqual((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0, 1)
        }
        XCTAssertEqual(results[0]["level"] as? String, "error")
        XCTAssertEqual(((results[1]["properties"] as? [String: Any])?["count"] as? Int), 600)
    }
}

/// GitHub annotations follow the workflow-command format
/// (`::error file=…,line=…,col=…,title=…::message`, with `%`, CR and LF in
/// the message and also `:` and `,` in properties percent-encoded, as
/// GitHub's toolkit escapes them): one per cause.
final class GitHubAnnotationTests: XCTestCase {
    func testAnnotationsAreWorkflowCommands() throws {
        let groups = FindingGroup.grouping(FindingGroupTests.findings())
        let lines = GitHubReporter().report(GoldenReport.Document(files: [], fontChanges: [], exitCode: 1, findings: FindingGroupTests.findings()))
        XCTAssertEqual(lines.count, 2, "one annotation per cause, not 602")
        let command = try NSRegularExpression(pattern: #"^::(error|warning|notice)( (file|line|col|endLine|endColumn|title)=[^,:]*(,(file|line|col|endLine|endColumn|title)=[^,:]*)*)?::[^\r\n]*$"#)
        for line in lines {
            XCTAssertNotNil(command.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
        }
        XCTAssertTrue(lines[0].hasPrefix("::error file=Ride.swift,line=52,title=SlotFit rtl-digit-order (Ride)::"), lines[0])
        // The scope on a second line of the annotation, its newline encoded.
        XCTAssertTrue(lines[1].contains("%0A600 findings · locales: l0, l1,"), lines[1])
    }
}
