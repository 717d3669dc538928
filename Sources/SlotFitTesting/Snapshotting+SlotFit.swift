import SlotFit
import SlotFitText
import SnapshotTesting
import XCTest

extension Snapshotting where Value == Activity, Format == String {
    /// SlotFit's text snapshot of an activity: every state (or `states`) on
    /// `device` in `locale` — budgets, positions, verdicts with headroom,
    /// fonts with their SHA-256, findings — diffed line by line.
    ///
    /// `locale` stands for the activity's `languageCode` attribute (`nil`:
    /// the activity's own; empty: `systemDefault`). A render error (unknown
    /// device, state or catalog key) fails the test with its message.
    public static func slotfit(locale: String? = nil, device: String = "iphone-393", states: [String]? = nil,
                               systemDefault: String = "en-US", engine: TextEngine? = nil) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { activity in
            do {
                return try SlotFitTesting.text(activity, locale: locale, device: device, states: states,
                                               systemDefault: systemDefault, engine: engine)
            } catch {
                XCTFail("SlotFit could not lay out \(activity.name): \(error)")
                return "error: \(error)\n"
            }
        }
    }

    /// A picture of one state: the island and the Lock Screen card as SVG,
    /// texts drawn with the measured fonts' outlines, overflow in red
    /// (stored as `.svg`, diffed as text).
    public static func slotfitPicture(state: String, locale: String? = nil, device: String = "iphone-393",
                                      systemDefault: String = "en-US", engine: TextEngine? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { activity in
            do {
                let engine = try engine ?? SlotFitTesting.engine
                let snapshot = try ActivityRenderer(engine: engine, activity: activity)
                    .render(state: state, device: DeviceCatalog.profile(device), languageCode: locale, systemDefault: systemDefault)
                return try snapshot.svg(engine: engine)
            } catch {
                XCTFail("SlotFit could not draw \(activity.name): \(error)")
                return "error: \(error)\n"
            }
        }
    }
}

/// Fails the test for each error finding of `activity` (overflow, compact
/// truncation, reordered digits, oversized images, payload) in each of
/// `locales` on each of `devices`, naming the locale, state, device and the
/// view's file and line.
public func assertNoLayoutErrors(_ activity: Activity, locales: [String], devices: [String] = ["iphone-393", "iphone-430"],
                                 systemDefault: String = "en-US", engine: TextEngine? = nil,
                                 file: StaticString = #filePath, line: UInt = #line) {
    do {
        for finding in try SlotFitTesting.layoutErrors(activity, locales: locales, devices: devices,
                                                       systemDefault: systemDefault, engine: engine) {
            XCTFail(finding, file: file, line: line)
        }
    } catch {
        XCTFail("SlotFit could not lay out \(activity.name): \(error)", file: file, line: line)
    }
}
