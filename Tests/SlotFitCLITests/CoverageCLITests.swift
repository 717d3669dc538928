import Foundation
import XCTest

/// The coverage figure never counts as checked what SlotFit did not lay
/// out (issue 40): the texts a stand-in box hides (a view declared in no
/// file SlotFit reads, in the compact slot) count and are not exact; `minimumCoverage:` fails a check
/// below it; a check that checked nothing exactly never says "All goldens
/// match" alone.
final class CoverageCLITests: XCTestCase {
    /// The ferry's compact trailing slot as a view declared nowhere in the
    /// sources (a framework's), which SlotFit draws as a 44 × 20 pt box.
    func timelineRepository() throws -> FerryRepository {
        let repository = try FerryRepository(.resourcesPhase)
        let widget = FerryRepository.widget.replacingOccurrences(
            of: "Image(systemName: context.state.onTime ? \"clock\" : \"exclamationmark.triangle\")",
            with: "DepartureClock(date: .now)")
        XCTAssertNotEqual(widget, FerryRepository.widget)
        try repository.write("FerryWidget/FerryLiveActivity.swift", widget)
        return repository
    }

    static func coverage(_ output: String) -> (exact: Int, texts: Int)? {
        guard let match = output.firstMatch(of: /texts checked exactly ([0-9]+)\/([0-9]+)/) else { return nil }
        return (Int(match.1)!, Int(match.2)!)
    }

    func testTextsABoxHidesCountAndAreNotExact() throws {
        let repository = try timelineRepository()
        defer { repository.remove() }
        try repository.write("slotfit.yml", "sources: [FerryWidget]\ncatalogs: [FerryApp]\ndevices: [iphone-393]\npseudoLocales: false\n")
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: repository.root).status, 0)
        let check = try SlotFitBinary.run(["check"], in: repository.root)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        let figure = try XCTUnwrap(Self.coverage(check.stdout), check.stdout)
        // Per snapshot: two Lock Screen texts and the expanded centre's are
        // laid out; the compact slot's box hides one. 3 languages × 2 text
        // sizes × 1 state × 1 device: 6 snapshots.
        XCTAssertEqual(figure.texts, 6 * 4, check.stdout)
        XCTAssertEqual(figure.exact, 6 * 3, check.stdout)
        // import and init count the box's text too: the ternary is two texts
        // ("On time", "Delayed"), the centre one, the box one.
        let imported = try SlotFitBinary.run(["import", "FerryWidget"], in: repository.root)
        XCTAssertTrue(imported.stdout.contains("texts exact 4/5"), imported.stdout)
        // check says import's figure too, over the same denominator.
        XCTAssertTrue(check.stdout.contains("texts of the source exact 4/5"), check.stdout)
        // A minimum above the figure fails the check, and says why.
        let strict = try SlotFitBinary.run(["check", "--minimum-coverage", "80"], in: repository.root)
        XCTAssertEqual(strict.status, 1, strict.stdout)
        XCTAssertTrue(strict.stdout.contains("Coverage below the minimum: 18 of 24 texts checked exactly (75.0 %), minimumCoverage is 80.0 %"), strict.stdout)
        try repository.write("slotfit.yml", "sources: [FerryWidget]\ncatalogs: [FerryApp]\ndevices: [iphone-393]\npseudoLocales: false\nminimumCoverage: 70\n")
        XCTAssertEqual(try SlotFitBinary.run(["check"], in: repository.root).status, 0)
        let refused = try SlotFitBinary.run(["check", "--minimum-coverage", "180"], in: repository.root)
        XCTAssertEqual(refused.status, 2, "bad input: \(refused.stderr)")
        XCTAssertTrue(refused.stderr.contains("180 is out of range; a share is a percentage between 0 and 100"), refused.stderr)
    }

    /// Every text rests on a value no sample sets: the check passes (no
    /// regression) but says that nothing was checked.
    func testACheckThatCheckedNothingSaysSo() throws {
        let repository = try FerryRepository(.resourcesPhase)
        defer { repository.remove() }
        try repository.write("FerryWidget/FerryLiveActivity.swift", """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct FerryAttributes: ActivityAttributes {
                public struct ContentState: Codable, Hashable { var note: String }
                var vessel: String
            }

            struct FerryLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: FerryAttributes.self) { context in
                        Text(context.state.note)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text(context.attributes.vessel) }
                        } compactLeading: {
                            Image(systemName: "ferry")
                        } compactTrailing: {
                            Image(systemName: "clock")
                        } minimal: {
                            Image(systemName: "ferry")
                        }
                    }
                }
            }

            """)
        try repository.write("slotfit.yml", "sources: [FerryWidget]\ncatalogs: [FerryApp]\ndevices: [iphone-393]\npseudoLocales: true\n")
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: repository.root).status, 0)
        let check = try SlotFitBinary.run(["check"], in: repository.root)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertEqual(Self.coverage(check.stdout)?.exact, 0, check.stdout)
        // Each text not checked is listed once, pseudo-locales or not.
        XCTAssertTrue(check.stdout.contains("2 texts not checked"), check.stdout)
        XCTAssertTrue(check.stdout.contains("All goldens match, but no text was checked exactly (0 of "), check.stdout)
        XCTAssertFalse(check.stdout.contains("All goldens match; no error findings."), check.stdout)
    }
}
