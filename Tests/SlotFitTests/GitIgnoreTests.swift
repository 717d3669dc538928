import SlotFit
import XCTest

/// The `.gitignore` lines `slotfit init` adds: only what is missing, never
/// a team's line rewritten, nothing twice.
final class GitIgnoreTests: XCTestCase {
    func testMissingPatternsAreAppendedOnce() throws {
        let entries = GitIgnore.entries(goldenDirectory: "Snapshots/golden")
        XCTAssertEqual(entries.map(\.pattern), ["/Snapshots/golden/svg/", "/slotfit-report/", ".*.slotfit-*"])
        let created = try XCTUnwrap(GitIgnore.adding(entries, to: nil))
        XCTAssertEqual(created.text, GitIgnore.heading + "\n/Snapshots/golden/svg/\n/slotfit-report/\n.*.slotfit-*\n")
        XCTAssertNil(GitIgnore.adding(entries, to: created.text), "a second time adds nothing")
        // Written another way (no slashes), or negated on purpose: there already.
        let team = "DerivedData/\n  Snapshots/golden/svg  \n!slotfit-report\n"
        let appended = try XCTUnwrap(GitIgnore.adding(entries, to: team))
        XCTAssertEqual(appended.added.map(\.pattern), [".*.slotfit-*"])
        XCTAssertEqual(appended.text, team + "\n" + GitIgnore.heading + "\n.*.slotfit-*\n")
        XCTAssertEqual(GitIgnore.entries(goldenDirectory: ".").first?.pattern, "/svg/")
    }
}
