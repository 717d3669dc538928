import Foundation
import XCTest

/// Hostile Swift through the command line as CI runs it: `slotfit check`
/// and `slotfit import` on a project a pull request wrote end with exit 0, 1
/// or 2 and a located message, within a bound, never a signal.
final class HostileSourceCLITests: XCTestCase {
    /// A scratch project whose widget's Lock Screen view is `lock`.
    func project(_ lock: String, extra: String = "") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-hostile-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = """
        import ActivityKit
        import SwiftUI
        struct KioskAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var queue: Int; var counter: String }
        }
        extension KioskAttributes.ContentState { static let busy = KioskAttributes.ContentState(queue: 12, counter: "B") }
        \(extra)
        struct KioskActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: KioskAttributes.self) { context in
                    \(lock)
                } dynamicIsland: { context in
                    DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("Kiosk") } } compactLeading: { Text("K") } compactTrailing: { Text("12") } minimal: { Text("K") }
                }
            }
        }
        """
        try source.write(to: folder.appendingPathComponent("Kiosk.swift"), atomically: true, encoding: .utf8)
        try "sources: [Kiosk.swift]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\n".write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    func check(_ folder: URL) throws -> (SlotFitBinary.Result, TimeInterval) {
        let started = Date()
        let result = try SlotFitBinary.run(["check"], in: folder)
        return (result, Date().timeIntervalSince(started))
    }

    func testAFileTooDeepIsAnInputErrorAtItsLine() throws {
        let folder = try project("Text(context.state.counter)" + String(repeating: ".padding()", count: 20_000))
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, seconds) = try check(folder)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("error: Kiosk.swift:11:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("nests more than 1200 levels deep"), result.stderr)
        XCTAssertLessThan(seconds, 60, "bounded")
        XCTAssertLessThan(result.stderr.count, 2_000, "the quoted line is cut around the column, not 200,000 characters")
    }

    /// A name the sources do not declare: the app compiles, so it is
    /// declared where SlotFit does not look. A located warning with the
    /// nearest name; the check goes on, the text not checked.
    func testAFieldDeclaredNowhereIsAWarningWithTheNearestName() throws {
        let folder = try project("Text(context.state.countr)")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try SlotFitBinary.run(["render", "--no-pictures"], in: folder).status, 0)
        let (result, _) = try check(folder)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("warning: Kiosk.swift:11:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean \"counter\"?"), result.stderr)
        XCTAssertTrue(result.stdout.contains("not checked"), result.stdout)
    }

    func testRecursionAndExpansionEndAndAreChecked() throws {
        var extra = "struct Twice: ViewModifier { func body(content: Content) -> some View { content.modifier(Twice()) } }\n"
        for level in 0..<24 { extra += "struct Tier\(level): View { var body: some View { HStack { Tier\(level + 1)(); Tier\(level + 1)() } } }\n" }
        extra += "struct Tier24: View { var body: some View { Text(\"·\") } }\n"
        let folder = try project("VStack { Text(context.state.counter).modifier(Twice()).lineLimit(1e300); Tier0() }", extra: extra)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try SlotFitBinary.run(["render", "--no-pictures"], in: folder).status, 0)
        let (result, seconds) = try check(folder)
        XCTAssertTrue([0, 1].contains(result.status), "a verdict, not a signal: \(result.status) \(result.stderr)")
        XCTAssertLessThan(seconds, 120, "bounded")
        let imported = try SlotFitBinary.run(["import", "Kiosk.swift"], in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("Twice applies itself"), imported.stdout)
        XCTAssertTrue(imported.stdout.contains("1e+300 is out of range"), imported.stdout)
        XCTAssertTrue(imported.stdout.contains("more than \(5_000) views and modifiers"), imported.stdout)
    }

    func testImportOfTheCurrentFolderDoesNotTrap() throws {
        let folder = try project("Text(context.state.counter)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SlotFitBinary.run(["import", "."], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("ActivityConfiguration(for: KioskAttributes.self)"), result.stdout)
    }
}
