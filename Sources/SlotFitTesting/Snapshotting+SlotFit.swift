import Foundation
import SlotFit
import SlotFitText
import SnapshotTesting

extension Snapshotting where Value == Activity, Format == String {
    /// SlotFit's text snapshot of an activity: every state (or `states`) on
    /// `device` in `locale` — budgets, positions, verdicts with headroom,
    /// fonts with their SHA-256, findings — diffed line by line.
    ///
    /// `locale` stands for the activity's `languageCode` attribute (`nil`:
    /// the activity's own; empty: `systemDefault`). A render error (unknown
    /// device, state or catalog key) is reported at the test's line; its
    /// text carries a token that changes every run, so it can never pass as
    /// a reference (`assertSlotFitSnapshot` never records it at all).
    public static func slotfit(locale: String? = nil, device: DeviceID = .iPhone393, states: [String]? = nil,
                               systemDefault: String = "en-US", engine: TextEngine? = nil,
                               fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                               line: UInt = #line, column: UInt = #column) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { activity in
            do {
                return try SlotFitTesting.text(activity, locale: locale, device: device.rawValue, states: states,
                                               systemDefault: systemDefault, engine: engine)
            } catch {
                SlotFitTesting.fail("SlotFit could not lay out \(activity.name): \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
                return "error, not a snapshot (\(UUID().uuidString)): \(error)\n"
            }
        }
    }

    /// A picture of one state: the island and the Lock Screen card as SVG,
    /// texts drawn with the measured fonts' outlines, overflow in red
    /// (stored as `.svg`, diffed as text).
    public static func slotfitPicture(state: String, locale: String? = nil, device: DeviceID = .iPhone393,
                                      systemDefault: String = "en-US", engine: TextEngine? = nil,
                                      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                      line: UInt = #line, column: UInt = #column) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { activity in
            do {
                let engine = try engine ?? SlotFitTesting.engine
                let snapshot = try ActivityRenderer(engine: engine, activity: activity)
                    .render(state: state, device: device.profile, languageCode: locale, systemDefault: systemDefault)
                return try snapshot.svg(engine: engine)
            } catch {
                SlotFitTesting.fail("SlotFit could not draw \(activity.name): \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
                return "<!-- error, not a snapshot (\(UUID().uuidString)): \(error) -->\n"
            }
        }
    }
}

/// Asserts SlotFit's text snapshot of `activity` against its reference
/// (recorded the first time, as swift-snapshot-testing does). A render
/// error fails the test at the caller's line and records nothing. Works in
/// XCTest and Swift Testing.
public func assertSlotFitSnapshot(of activity: Activity, locale: String? = nil, device: DeviceID = .iPhone393, states: [String]? = nil,
                                  systemDefault: String = "en-US", engine: TextEngine? = nil, named name: String? = nil,
                                  fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
                                  line: UInt = #line, column: UInt = #column) {
    let text: String
    do {
        text = try SlotFitTesting.text(activity, locale: locale, device: device.rawValue, states: states, systemDefault: systemDefault, engine: engine)
    } catch {
        SlotFitTesting.fail("SlotFit could not lay out \(activity.name): \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    if let failure = verifySnapshot(of: text, as: .lines, named: name, file: filePath, testName: testName, line: line) {
        SlotFitTesting.fail(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Fails the test for each error finding of `activity` (overflow, compact
/// truncation, reordered digits, oversized images, payload) in each of
/// `locales` on each of `devices`, naming the locale, state, device and the
/// view's file and line; the failure is at the caller's line, in XCTest and
/// Swift Testing alike.
public func assertNoLayoutErrors(_ activity: Activity, locales: [String], devices: [DeviceID] = [.iPhone393, .iPhone430],
                                 systemDefault: String = "en-US", engine: TextEngine? = nil,
                                 fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                 line: UInt = #line, column: UInt = #column) {
    do {
        for finding in try SlotFitTesting.layoutErrors(activity, locales: locales, devices: devices.map(\.rawValue),
                                                       systemDefault: systemDefault, engine: engine) {
            SlotFitTesting.fail(finding, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    } catch {
        SlotFitTesting.fail("SlotFit could not lay out \(activity.name): \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
