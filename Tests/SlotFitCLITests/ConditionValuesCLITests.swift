import Foundation
import XCTest

/// An `if` whose condition calls code SlotFit cannot run (a store the app
/// reads at run time): the condition is a stand-in, true until `values:`
/// gives it values, and each value given is a variant with its branch.
final class ConditionValuesCLITests: XCTestCase {
    static let widget = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct KitchenAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var dish: String
            }
        }

        func runningTimers(context: ActivityViewContext<KitchenAttributes>) -> Int {
            TimerStore.shared.running(for: context.attributes)
        }

        struct KitchenLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: KitchenAttributes.self) { context in
                    VStack {
                        if runningTimers(context: context) >= 2 {
                            Text("Several timers are running")
                        } else {
                            Text("One timer")
                        }
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(verbatim: "•") }
                    } compactLeading: { Image(systemName: "timer") } compactTrailing: { Image(systemName: "timer") } minimal: { Image(systemName: "timer") }
                }
            }
        }
        """

    func project(values: String = "") throws -> URL {
        try SlotFitBinary.project("conditions", files: ["Kitchen.swift": Self.widget],
            configuration: "sources: [Kitchen.swift]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\nsamples:\n  KitchenAttributes:\n    states:\n      cooking: {dish: Soup}\n\(values)")
    }

    func testImportNamesTheConditionAndTheFormToGiveIt() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SlotFitBinary.run(["import", "Kitchen.swift"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"runningTimers(context: context) >= 2\": []"), result.stdout)
        XCTAssertTrue(result.stdout.contains("true or false, or [true, false] for a variant of each branch"), result.stdout)
        // Both texts rest on the condition: neither is exact.
        XCTAssertTrue(result.stdout.contains("texts exact 1/3"), result.stdout)
    }

    func testWithoutValuesTheFirstBranchShowsAndIsNotCountedChecked() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder).status, 0)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/kitchenattributes/en.txt"), encoding: .utf8)
        XCTAssertTrue(golden.contains("visual \"Several timers are running\""), golden)
        XCTAssertFalse(golden.contains("visual \"One timer\""), golden)
        let check = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertFalse(check.stdout.contains("(100.0 %)"), check.stdout)
    }

    func testValuesForTheConditionLayOutEachBranch() throws {
        let folder = try project(values: "values:\n  \"runningTimers(context: context) >= 2\": [true, false]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/kitchenattributes/en.txt"), encoding: .utf8)
        XCTAssertTrue(golden.contains("visual \"Several timers are running\""), golden)
        XCTAssertTrue(golden.contains("visual \"One timer\""), golden)
        let check = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("(100.0 %)"), check.stdout)
    }
}
