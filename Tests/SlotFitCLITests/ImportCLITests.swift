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

/// A widget extension's Swift source checked through slotfit.yml's
/// `sources:`: findings and GitHub annotations point at the Swift lines.
final class SourceCheckCLITests: XCTestCase {
    func testFindingsPointAtTheSwiftLineInGitHubAnnotations() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SlotFitImportTests/Fixtures/FoodDelivery")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-source-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: fixture, to: folder)
        let check = try SlotFitBinary.run(["check", "--report", "github"], in: folder)
        // The compact trailing timer (`.frame(width: 42)` on line 82 of the
        // Swift view) truncates "25:00": an error annotation on that line.
        XCTAssertEqual(check.status, 1, check.stderr)
        let annotations = check.stdout.split(separator: "\n").filter { $0.hasPrefix("::error file=OrderLiveActivity.swift,line=82,") }
        XCTAssertFalse(annotations.isEmpty, check.stdout)
        XCTAssertTrue(annotations.allSatisfy { $0.contains("compact-truncation compactTrailing") }, "\(annotations)")
        // The warning on the expanded headline points at its Text on line 73.
        XCTAssertTrue(check.stdout.contains("::warning file=OrderLiveActivity.swift,line=73,"), check.stdout)
    }
}

/// Errors about Swift source quote the line with a caret under the column.
final class SourceErrorCLITests: XCTestCase {
    func testAFileThatDoesNotParseIsQuoted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-bad-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import SwiftUI\nstruct Badge: View {\n    var body: some View {\n        Text(\"Late\"\n    }\n}\n"
            .write(to: folder.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        let result = try SlotFitBinary.run(["import", folder.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Badge.swift:4:20: the Swift does not parse: expected ')' to end function call"), result.stderr)
        XCTAssertTrue(result.stderr.contains(" 4 |         Text(\"Late\"\n   |                    ^"), result.stderr)
    }

    func testARenderErrorQuotesTheSwiftLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-swift-error-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct PickupAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var driver: String }
        }

        struct PickupActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: PickupAttributes.self) { context in
                    Text("Driver \\(context.state.driver)")
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
                }
            }
        }
        """.write(to: folder.appendingPathComponent("Pickup.swift"), atomically: true, encoding: .utf8)
        // The translation expects a number where the app passes a String.
        try #"{"sourceLanguage":"en","version":"1.0","strings":{"Driver %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Fahrer %lld"}}}}}}"#
            .write(to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        try "sources: [.]\nsamples:\n  PickupAttributes:\n    states:\n      waiting: { driver: Ana }\nlocales: [de]\npseudoLocales: false\ndevices: [iphone-393]\n"
            .write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        let result = try SlotFitBinary.run(["render", "--record", "all"], in: folder)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("Pickup.swift:12: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("12 |             Text(\"Driver \\(context.state.driver)\")\n    |             ^"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("golden").path), "nothing is written on an error")
    }
}

/// `slotfit init` in a repository with a widget extension.
final class InitCLITests: XCTestCase {
    func testInitFindsTheExtensionWritesTheConfigurationAndRecords() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SlotFitImportTests/Fixtures/Ride")
        let repo = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: repo) }
        let widget = repo.appendingPathComponent("RideApp/RideWidget")
        try FileManager.default.createDirectory(at: widget, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: fixture.path) where name.hasSuffix(".swift") {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: widget.appendingPathComponent(name))
        }
        // The app's catalogs, one folder up from the extension (shared).
        for name in ["Localizable.xcstrings", "Common.xcstrings"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: repo.appendingPathComponent("RideApp/\(name)"))
        }
        let first = try SlotFitBinary.run(["init"], in: repo)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("sources: RideApp/RideWidget"), first.stdout)
        XCTAssertTrue(first.stdout.contains("catalog: RideApp\n"), first.stdout)
        XCTAssertTrue(first.stdout.contains("RideAttributes (RideApp/RideWidget/RideLiveActivity.swift:12): 3 sample states (matching, enRoute, arrived)"), first.stdout)
        let configuration = try String(contentsOf: repo.appendingPathComponent("slotfit.yml"), encoding: .utf8)
        XCTAssertTrue(configuration.contains("sources:\n  - RideApp/RideWidget\ncatalogs: [RideApp]\n"), configuration)
        // de, ja, ar, en and the two pseudo-locales: one golden each.
        let goldens = try FileManager.default.contentsOfDirectory(atPath: repo.appendingPathComponent("golden/rideattributes").path).filter { $0.hasSuffix(".txt") }
        XCTAssertEqual(goldens.sorted(), ["ar-XB.txt", "ar.txt", "de.txt", "en-XA.txt", "en.txt", "ja.txt"])
        // What init recorded, check accepts (findings may fail it, goldens do not).
        let check = try SlotFitBinary.run(["check"], in: repo)
        XCTAssertNotEqual(check.status, 2, check.stderr)
        XCTAssertFalse(check.stdout.contains("Missing goldens"), check.stdout)
        XCTAssertTrue(check.stdout.contains(" · 0 goldens changed"), check.stdout)
        // A second init leaves the configuration alone.
        let again = try SlotFitBinary.run(["init"], in: repo)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.contains("slotfit.yml exists; edit it, or pass --force"), again.stderr)
    }
}

/// `slotfit layout --format png`: the picture rasterized by librsvg and
/// cairo, written atomically to --output, at --scale times the SVG's size.
final class PNGCLITests: XCTestCase {
    func testLayoutWritesAPNGAtItsScale() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = repository.appendingPathComponent("Examples/Focus.yml").path
        let svg = try SlotFitBinary.run(["layout", manifest, "--state", "running", "--locale", "ar", "--format", "svg"])
        let size = try XCTUnwrap(svg.stdout.range(of: #"width="[0-9.]+" height="[0-9.]+""#, options: .regularExpression).map { String(svg.stdout[$0]) })
        let numbers = size.split(separator: "\"").compactMap { Double($0) }
        let png = folder.appendingPathComponent("focus-ar.png")
        let result = try SlotFitBinary.run(["layout", manifest, "--state", "running", "--locale", "ar", "--format", "png", "--output", png.path, "--scale", "2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let bytes = try [UInt8](Data(contentsOf: png))
        // The PNG signature, then IHDR's big-endian width and height (ISO/IEC 15948 §5.2, §11.2.2).
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(uint32(16), Int((numbers[0] * 2).rounded(.up)))
        XCTAssertEqual(uint32(20), Int((numbers[1] * 2).rounded(.up)))
        let missing = try SlotFitBinary.run(["layout", manifest, "--format", "png"])
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.stderr.contains("--format png writes a file: give --output FILE.png"), missing.stderr)
    }
}
