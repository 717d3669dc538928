import Foundation
import XCTest

/// A `ContentState` that is an enum with associated values (a walk test
/// that is running, then finished), switched over in the views: each case a
/// state samples name, its values bound by the `switch`'s patterns.
final class EnumStateCLITests: XCTestCase {
    static let widget = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct WalkAttributes: ActivityAttributes {
            enum ContentState: Codable, Hashable {
                case ongoing(startDate: Date, endDate: Date)
                case completed(numSteps: Int, distance: Measurement<UnitLength>)
            }
        }

        struct WalkLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: WalkAttributes.self) { context in
                    switch context.state {
                    case .ongoing(_, let endDate):
                        Text(timerInterval: Date.now...endDate, countsDown: true)
                    case let .completed(steps, distance):
                        VStack {
                            Text("\\(steps) steps")
                            Text(distance.formatted(.measurement(width: .abbreviated)))
                        }
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(verbatim: "Walk") }
                    } compactLeading: { Image(systemSymbol: .figureWalk) } compactTrailing: { Image(systemName: "timer") } minimal: { Image(systemName: "timer") }
                }
            }
        }
        """

    func project(_ states: String) throws -> URL {
        try SlotFitBinary.project("enumstate", files: ["Walk.swift": Self.widget],
            configuration: "sources: [Walk.swift]\nlocales: [de]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\nsamples:\n  WalkAttributes:\n    states:\n\(states)")
    }

    func testEachCaseIsAStateAndItsValuesAreBound() throws {
        let folder = try project("""
                  walking: {ongoing: {startDate: $now, endDate: $now + 6m}}
                  done: {completed: {numSteps: 612, distance: {value: 480, unit: m}}}

            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/walkattributes/de.txt"), encoding: .utf8)
        let done = try XCTUnwrap(golden.components(separatedBy: "=== iphone-393 · done · large ===").last)
        // German: "612 steps" is the key's own text (no catalog); 480 m as CLDR's German short unit.
        XCTAssertTrue(done.contains("visual \"612 steps\""), done)
        XCTAssertTrue(done.contains("visual \"480 m\""), done)
        let walking = try XCTUnwrap(golden.components(separatedBy: "=== iphone-393 · walking · large ===").last?.components(separatedBy: "===").first)
        XCTAssertTrue(walking.contains("timer"), walking)
        XCTAssertFalse(walking.contains("steps"), walking)
        // `Image(systemSymbol: .figureWalk)` is the SF Symbol figure.walk, not an asset box.
        XCTAssertTrue(golden.contains("figure.walk"), golden)
        XCTAssertFalse(render.stdout.contains("asset"), render.stdout)
    }

    func testAKeyNamingNoFieldIsAnErrorEvenNested() throws {
        let folder = try project("      done: {finished: {numSteps: 612}}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(result.stderr.contains("has no field \"finished\""), result.stderr)
    }

    func testACaseNamedAloneIsTheState() throws {
        let folder = try project("      done: {case: completed, completed.numSteps: 3, completed.distance: {value: 1, unit: km}}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/walkattributes/de.txt"), encoding: .utf8)
        XCTAssertTrue(golden.contains("visual \"3 steps\""), golden)
        let wrong = try project("      done: {case: finishd}\n")
        defer { try? FileManager.default.removeItem(at: wrong) }
        let refused = try SlotFitBinary.run(["render"], in: wrong)
        XCTAssertEqual(refused.status, 2, refused.stdout)
        XCTAssertTrue(refused.stderr.contains("ongoing, completed"), refused.stderr)
    }
}
