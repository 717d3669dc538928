import Foundation
import SlotFit
import SlotFitTesting
import SnapshotTesting
import XCTest

/// The swift-snapshot-testing strategies and the findings assertion, used
/// the way a team would use them in its own suite.
final class SlotFitStrategyTests: XCTestCase {
    /// A small activity written with the DSL; `label` is what the test varies.
    func activity(label: String = "Pausiert") -> Activity {
        ActivityConfiguration("Focus", states: [
            .init(name: "running", fields: ["left": 754, "paused": false]),
            .init(name: "paused", fields: ["left": 754, "paused": true]),
        ]) {
            HStack {
                Text(label).font(.headline).lineLimit(1)
                Spacer()
                Text(timer: "left", pausedWhen: "paused").font(size: 34, weight: .semibold).monospacedDigit()
                    .environment(\.layoutDirection, .leftToRight)
            }.padding(16)
        } dynamicIsland: {
            DynamicIsland {
                DynamicIslandExpandedRegion(.trailing) { Text(timer: "left", pausedWhen: "paused").monospacedDigit() }
            } compactLeading: {
                Image(systemName: "scope", width: 22, height: 22)
            } compactTrailing: {
                Text(label).font(.caption2).lineLimit(1).minimumScaleFactor(0.8)
            } minimal: {
                Image(systemName: "scope", width: 20, height: 20)
            }
        }.activity
    }

    /// The committed reference in __Snapshots__ (recorded by this test the
    /// first time, as swift-snapshot-testing does).
    func testTextSnapshotMatchesTheCommittedReference() {
        assertSnapshot(of: activity(), as: .slotfit(locale: "de", device: "iphone-393"))
    }

    /// A longer translation changes the verdict: the failure is a line diff
    /// that names the text and its new verdict.
    func testLongerTextFailsWithALineDiff() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-strategy-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: activity(), as: .slotfit(locale: "de"), named: "de", record: .all, snapshotDirectory: directory)
        XCTAssertNil(verifySnapshot(of: activity(), as: .slotfit(locale: "de"), named: "de", record: .never, snapshotDirectory: directory),
                     "the same activity matches its reference byte for byte")
        let message = try XCTUnwrap(verifySnapshot(of: activity(label: "Sitzung pausiert"), as: .slotfit(locale: "de"), named: "de",
                                                   record: .never, snapshotDirectory: directory))
        XCTAssertTrue(message.contains("+  text \"Sitzung pausiert\""), message)
        XCTAssertTrue(message.contains("truncated(\"Sitz"), message)
        XCTAssertTrue(message.contains("−  text \"Pausiert\"") || message.contains("-  text \"Pausiert\""), message)
    }

    func testPictureStrategyWritesAnSVG() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-picture-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: activity(), as: .slotfitPicture(state: "running", locale: "ar"), named: "ar", record: .all, snapshotDirectory: directory)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        XCTAssertEqual(files.count, 1)
        XCTAssertTrue(files[0].hasSuffix(".svg"), files[0])
        let svg = try String(contentsOfFile: directory + "/" + files[0], encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<svg "))
        XCTAssertGreaterThan(svg.components(separatedBy: "<use ").count, 10, "glyphs drawn")
    }

    /// Layout errors as test failures: a compact text that truncates, and
    /// none once it fits.
    func testLayoutErrorsNameLocaleStateDeviceAndRule() throws {
        let long = try SlotFitTesting.layoutErrors(activity(label: "Sitzung pausiert"), locales: ["de"], devices: ["iphone-393"])
        XCTAssertEqual(long.count, 2, "\(long)")
        XCTAssertTrue(long.allSatisfy { $0.hasPrefix("de · ") && $0.contains(" · iphone-393 · error compact-truncation compactTrailing") }, "\(long)")
        XCTAssertEqual(try SlotFitTesting.layoutErrors(activity(), locales: ["de", "ar"], devices: ["iphone-393", "iphone-430"]), [])
        assertNoLayoutErrors(activity(), locales: ["de", "ar", "ja"])
        XCTAssertThrowsError(try SlotFitTesting.layoutErrors(activity(), locales: ["de"], devices: ["iphone-39"])) {
            XCTAssertTrue("\($0)".contains("iphone-393"), "suggests the closest device: \($0)")
        }
    }
}
