import Foundation
import XCTest

/// A pseudo-locale (en-XA, ar-XB) is no language the app ships: a cut
/// there is a warning in a group of its own, and a real language's error
/// group never counts a pseudo-locale's cases (issue 40).
final class PseudoLocaleCLITests: XCTestCase {
    func testPseudoLocalesNeverRaiseAnErrorAndGroupApart() throws {
        let repository = try FerryRepository(.resourcesPhase)
        defer { repository.remove() }
        // "On time" in the compact trailing slot: the Arabic and German
        // translations are cut there, and so is the accented pseudo-text.
        try repository.write("FerryWidget/FerryLiveActivity.swift", FerryRepository.widget.replacingOccurrences(
            of: "Image(systemName: context.state.onTime ? \"clock\" : \"exclamationmark.triangle\")",
            with: "Text(context.state.onTime ? \"On time\" : \"Delayed\")"))
        try repository.write("slotfit.yml", "sources: [FerryWidget]\ncatalogs: [FerryApp]\ndevices: [iphone-393]\npseudoLocales: true\n")
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: repository.root).status, 0)
        let check = try SlotFitBinary.run(["check"], in: repository.root)
        let lines = check.stdout.components(separatedBy: "\n")
        var groups: [(heading: String, scope: String)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("error ") || line.hasPrefix("warning ") {
            // The group's locales: "  locales: ar, de · devices: …".
            let scope = lines[(index + 1)...].first { $0.hasPrefix("  locales: ") } ?? ""
            groups.append((line, String(scope.dropFirst("  locales: ".count).prefix { $0 != "·" })))
        }
        let errors = groups.filter { $0.heading.hasPrefix("error ") }
        XCTAssertFalse(errors.isEmpty, check.stdout)
        for group in errors {
            XCTAssertFalse(group.scope.contains("en-XA") || group.scope.contains("ar-XB"), "an error group counts a pseudo-locale: \(group)")
        }
        XCTAssertTrue(groups.contains { $0.heading.hasPrefix("warning compact-truncation") && $0.scope.contains("en-XA") && !$0.scope.contains("de") },
                      "the pseudo-locale's cut is a warning of its own: \(check.stdout)")
    }
}
