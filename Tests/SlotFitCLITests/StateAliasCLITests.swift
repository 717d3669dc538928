import Foundation
import XCTest

/// `typealias ContentState = LiveReading` with the struct in a shared
/// models folder is valid ActivityKit: init adds that folder, the views'
/// `context.state.level` is the struct's field, and a misspelled name is
/// still refused with the nearest one. With the struct nowhere, init
/// still writes its configuration (the fields are placeholders), never
/// refusing the project.
final class StateAliasCLITests: XCTestCase {
    static let widget = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct ReadingAttributes: ActivityAttributes {
            typealias ContentState = LiveReading
            var sensor: String
        }

        struct ReadingLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ReadingAttributes.self) { context in
                    Text("Level \\(context.state.level)")
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(context.state.trend) }
                    } compactLeading: { Text("L") } compactTrailing: { Text("\\(context.state.level)") } minimal: { Text("M") }
                }
            }
        }

        """

    func scratch(models: Bool) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-alias-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        try Self.widget.write(to: root.appendingPathComponent("Widget/ReadingLiveActivity.swift"), atomically: true, encoding: .utf8)
        if models {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Models"), withIntermediateDirectories: true)
            try "struct LiveReading: Codable, Hashable {\n    var level: Int\n    var trend: String\n}\n"
                .write(to: root.appendingPathComponent("Models/LiveReading.swift"), atomically: true, encoding: .utf8)
        }
        return root
    }

    func testAnAliasedStateIsReadFromItsStruct() throws {
        let root = try scratch(models: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try SlotFitBinary.run(["init", "--no-record"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("sources: Widget, Models\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("added Models: LiveReading: declares the ContentState (typealias ContentState = LiveReading) (Models/LiveReading.swift:1)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("needs values for: level, trend"), result.stdout)
        // A field the aliased struct does not declare: a warning with the
        // nearest name, its text a stand-in; the import goes on.
        try Self.widget.replacingOccurrences(of: "context.state.trend", with: "context.state.trnd")
            .write(to: root.appendingPathComponent("Widget/ReadingLiveActivity.swift"), atomically: true, encoding: .utf8)
        let typo = try SlotFitBinary.run(["import", "Widget", "Models"], in: root)
        XCTAssertEqual(typo.status, 0, typo.stdout + typo.stderr)
        XCTAssertTrue(typo.stderr.contains("warning: "), typo.stderr)
        XCTAssertTrue(typo.stderr.contains("finds no field or property \"trnd\" of ReadingAttributes in the sources (it declares sensor, level, trend)"), typo.stderr)
        XCTAssertTrue(typo.stderr.contains("did you mean \"trend\"?"), typo.stderr)
    }

    func testAnAliasOfAStructDeclaredNowhereIsNoRefusal() throws {
        let root = try scratch(models: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try SlotFitBinary.run(["init", "--no-record"], in: root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("needs values for: level, trend"), result.stdout)
    }
}
