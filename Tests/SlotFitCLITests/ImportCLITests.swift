import Foundation
import XCTest

/// `slotfit import`: what SlotFit finds in a widget extension's source, as
/// text and as JSON.
final class ImportCLITests: XCTestCase {
    func testImportListsConfigurationsAndFields() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-import-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct TimerAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var endDate: Date
                var label: String?
            }
            var title: String
        }

        struct TimerActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: TimerAttributes.self) { context in
                    Text(context.attributes.title)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(context.attributes.title) }
                    } compactLeading: { Image(systemName: "timer") } compactTrailing: { Text("") } minimal: { Image(systemName: "timer") }
                }
            }
        }
        """.write(to: folder.appendingPathComponent("Timer.swift"), atomically: true, encoding: .utf8)
        let text = try SlotFitBinary.run(["import", folder.path])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.contains("ActivityConfiguration(for: TimerAttributes.self) at \(folder.path)/Timer.swift:15:9"), text.stdout)
        XCTAssertTrue(text.stdout.contains("presentations: lockScreen, expanded.center, compactLeading, compactTrailing, minimal"), text.stdout)
        XCTAssertTrue(text.stdout.contains("ContentState: endDate: Date, label: String?"), text.stdout)
        let json = try SlotFitBinary.run(["import", folder.path, "--format", "json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let inventory = try XCTUnwrap(object["inventory"] as? [String: Any])
        let configurations = try XCTUnwrap(inventory["configurations"] as? [[String: Any]])
        // No sample state and no attributes value in the source: the title
        // is a placeholder in one placeholder state, both reported.
        let approximated = try XCTUnwrap(object["approximated"] as? [[String: Any]])
        XCTAssertEqual(approximated.compactMap { $0["construct"] as? String }, ["title", "TimerAttributes"], json.stdout)
        XCTAssertTrue((approximated.last?["assumed"] as? String)?.hasPrefix("one placeholder state") == true, json.stdout)
        let activities = try XCTUnwrap(object["activities"] as? [[String: Any]])
        XCTAssertEqual(activities.first?["needs"] as? [String], ["title"], json.stdout)
        XCTAssertEqual(activities.first?["line"] as? Int, 15)
        XCTAssertEqual(configurations.first?["attributes"] as? String, "TimerAttributes")
        let missing = try SlotFitBinary.run(["import", "/nonexistent/Widget"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("/nonexistent/Widget: no such file or folder"), missing.stderr)
    }
}
