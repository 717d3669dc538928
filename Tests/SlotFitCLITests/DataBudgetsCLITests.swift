import Foundation
import XCTest

/// `slotfit budgets --data`: the room a text showing data SlotFit cannot
/// know has at its tightest place, and which values of the team's data
/// file (a value per line, or a CSV column) do not fit, longest first.
final class DataBudgetsCLITests: XCTestCase {
    static let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct RideAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var stop: String
            }
        }

        extension RideAttributes.ContentState {
            static let riding = RideAttributes.ContentState(stop: "Hauptbahnhof")
        }

        struct RideLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: RideAttributes.self) { context in
                    Text("Next: \\(context.state.stop)")
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(context.state.stop) }
                    } compactLeading: { Image(systemName: "bus") } compactTrailing: { Text(context.state.stop).lineLimit(1) } minimal: { Image(systemName: "bus") }
                }
            }
        }
        """

    func project(values: String, files: [String: String]) throws -> URL {
        var all = ["Ride.swift": Self.source]
        for (name, text) in files { all["data/\(name)"] = text }
        return try SlotFitBinary.project("data-budgets", files: all,
                                         configuration: "sources: [Ride.swift]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n\(values)")
    }

    /// Stop names written for this test. Apple's compact trailing slot on a
    /// 393 pt iPhone is 52.33 pt wide: "Mitte" fits at 17 pt; a name of two
    /// words does not.
    func testTheValuesThatDoNotFitAreNamedLongestFirst() throws {
        let folder = try project(values: "values:\n  context.state.stop: {file: data/stops.txt}\n",
                                 files: ["stops.txt": "Mitte\nZoologischer Garten\nS+U Friedrichstraße Bhf (Berlin)\n\nMitte\nWarschauer Straße\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SlotFitBinary.run(["budgets", "--data"], in: folder)
        XCTAssertEqual(result.status, 1, "a value that does not fit fails: \(result.stdout)\(result.stderr)")
        XCTAssertTrue(result.stdout.contains("RideAttributes stop (en): 52.3 pt at 17.0 pt regular, 1 line — compactTrailing · iphone-393 · riding · large"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Latin"), result.stdout)
        // Four distinct values (a blank line and a repeat left out), three too long.
        XCTAssertTrue(result.stdout.contains("3 of 4 values do not fit the compactTrailing slot, the longest first:"), result.stdout)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let listed = lines.filter { $0.hasPrefix("    \"") }
        XCTAssertEqual(listed.first?.hasPrefix("    \"S+U Friedrichstraße Bhf (Berlin)\""), true, result.stdout)
        XCTAssertFalse(result.stdout.contains("\"Mitte\""), result.stdout)
        // JSON for the team that owns the data.
        let json = try SlotFitBinary.run(["budgets", "--data", "--format", "json"], in: folder)
        let decoded = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let misfits = try XCTUnwrap(decoded.first?["misfits"] as? [[String: Any]])
        XCTAssertEqual(misfits.count, 3)
        XCTAssertEqual(decoded.first?["checked"] as? Int, 4)
    }

    func testACSVColumnIsReadAndAMissingColumnIsALocatedError() throws {
        let csv = "stop_id,stop_name,stop_lat\n1,Mitte,52.5\n2,\"Bahnhof, Nord\",52.6\n"
        let folder = try project(values: "values:\n  stop: {file: data/stops.csv, column: stop_name}\n", files: ["stops.csv": csv])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SlotFitBinary.run(["budgets", "--data"], in: folder)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("1 of 2 values do not fit"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\"Bahnhof, Nord\""), "a quoted field with a comma is one value: \(result.stdout)")
        let wrong = try project(values: "values:\n  stop: {file: data/stops.csv, column: stopname}\n", files: ["stops.csv": csv])
        defer { try? FileManager.default.removeItem(at: wrong) }
        let refused = try SlotFitBinary.run(["budgets", "--data"], in: wrong)
        XCTAssertEqual(refused.status, 2, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("stops.csv:1"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("did you mean \"stop_name\"?"), refused.stderr)
    }
}
