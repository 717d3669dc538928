import Foundation
import XCTest

/// `samples: {X: {from: payload.json}}`: the states a team's server pushes
/// (`aps.content-state`), read as sample states and checked against the
/// declared ContentState, each mistake an error naming the payload file
/// and its key path.
final class PayloadSamplesCLITests: XCTestCase {
    static let widget = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct CourierAttributes: ActivityAttributes {
            enum Stage: String, Codable, Hashable { case packing, onTheWay }
            struct ContentState: Codable, Hashable {
                var stage: Stage
                var driver: String
                var eta: Date
                var note: String?
            }
        }

        struct CourierLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: CourierAttributes.self) { context in
                    VStack {
                        Text("\\(context.state.driver) is on the way")
                        Text(context.state.eta, style: .relative)
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(context.state.driver) }
                    } compactLeading: { Image(systemName: "box") } compactTrailing: { Text(context.state.eta, style: .timer) } minimal: { Image(systemName: "box") }
                }
            }
        }
        """

    /// 2026-06-03T09:41:00Z (the sample clock) is 802,172,460 s after
    /// 2001-01-01, the reference date JSONEncoder's default strategy
    /// writes a Date from; 8,580 s later is 2 h 23 min.
    static let dispatched = #"{"aps": {"timestamp": 1780479660, "event": "update", "content-state": {"stage": "onTheWay", "driver": "Ana", "eta": 802181040}}}"#

    func project(payloads: [String: String], from: String) throws -> URL {
        var files = ["Courier.swift": Self.widget]
        for (name, text) in payloads { files["payloads/\(name)"] = text }
        return try SlotFitBinary.project("payload", files: files,
            configuration: "sources: [Courier.swift]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\nsamples:\n  CourierAttributes:\n    from: \(from)\n")
    }

    func testAPayloadIsAStateNamedByItsFile() throws {
        let list = "[" + Self.dispatched + ", " + Self.dispatched.replacingOccurrences(of: "\"Ana\"", with: "\"Maximiliano Alessandro\"") + "]"
        let folder = try project(payloads: ["dispatched.json": Self.dispatched, "later.apns": list], from: "[payloads/dispatched.json, payloads/later.apns]")
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/courierattributes/en.txt"), encoding: .utf8)
        for state in ["dispatched", "later-1", "later-2"] { XCTAssertTrue(golden.contains("=== iphone-393 · \(state) · large ==="), state + golden) }
        XCTAssertTrue(golden.contains("visual \"Ana is on the way\""), golden)
        XCTAssertTrue(golden.contains("visual \"Maximiliano Alessandro is on the way\""), golden)
        XCTAssertTrue(golden.contains("visual \"2 hours, 23 minutes\""), golden)
        let check = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertNotEqual(check.status, 2, check.stderr)
        XCTAssertTrue(check.stdout.contains("texts checked exactly"), check.stdout)
        XCTAssertFalse(check.stdout.contains("not checked"), check.stdout)
    }

    func testAFieldThePayloadOmitsIsAnErrorNamingThePayload() throws {
        let folder = try project(payloads: ["broken.json": #"{"aps": {"content-state": {"stage": "onTheWay", "eta": 802181040}}}"#], from: "payloads/broken.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(result.stderr.contains("payloads/broken.json"), result.stderr)
        XCTAssertTrue(result.stderr.contains("aps.content-state has no \"driver\""), result.stderr)
    }

    func testAKeyTheStateDoesNotDeclareIsAnErrorWithTheNearestName() throws {
        let folder = try project(payloads: ["typo.json": #"{"aps": {"content-state": {"stage": "onTheWay", "drivr": "Ana", "driver": "Ana", "eta": 802181040}}}"#], from: "payloads/typo.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(result.stderr.contains("aps.content-state.drivr"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean \"driver\"?"), result.stderr)
    }

    func testAValueOfTheWrongTypeAndAMissingFileAreLocatedErrors() throws {
        let folder = try project(payloads: ["stage.json": #"{"aps": {"content-state": {"stage": "lost", "driver": "Ana", "eta": 802181040}}}"#], from: "payloads/stage.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrong = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(wrong.status, 2, wrong.stdout)
        XCTAssertTrue(wrong.stderr.contains("aps.content-state.stage"), wrong.stderr)
        XCTAssertTrue(wrong.stderr.contains("not a case of Stage"), wrong.stderr)
        let missing = try project(payloads: [:], from: "payloads/none.json")
        defer { try? FileManager.default.removeItem(at: missing) }
        let result = try SlotFitBinary.run(["render"], in: missing)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(result.stderr.contains("slotfit.yml:8:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("the payload file \"payloads/none.json\" does not exist"), result.stderr)
    }
}
