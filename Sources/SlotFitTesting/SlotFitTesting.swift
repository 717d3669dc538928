import Foundation
import SlotFit
import SlotFitText

/// SlotFit in a team's own test suite: snapshots of an activity in a
/// language on a device, and the layout findings as test failures.
///
/// ```swift
/// import SlotFitTesting
/// import SnapshotTesting
///
/// func testArabicIsland() throws {
///     let activity = try ActivityManifest.load(contentsOf: "Examples/Meditation.yml")
///     assertSnapshot(of: activity, as: .slotfit(locale: "ar", device: "iphone-393"))
///     assertNoLayoutErrors(activity, locales: ["ar", "de", "ja"])
/// }
/// ```
public enum SlotFitTesting {
    /// The engine the strategies use unless given one: the default font
    /// profile, created once per test process (fonts load once).
    public static var engine: TextEngine {
        get throws { try shared.get() }
    }

    private static let shared = Result(catching: { try TextEngine() })

    /// The text snapshot of `states` (all when `nil`) of `activity` on
    /// `device`, with `locale` standing for the activity's `languageCode`.
    ///
    /// - Throws: `SlotFitError` for an unknown state or catalog key, and
    ///   `SlotFitError` for an unknown device, each naming what to fix.
    public static func text(_ activity: Activity, locale: String?, device: String, states: [String]?,
                            systemDefault: String, engine: TextEngine?) throws -> String {
        let renderer = try ActivityRenderer(engine: engine ?? self.engine, activity: activity)
        let profile = try DeviceCatalog.profile(device)
        let names = states ?? (activity.states.isEmpty ? ["default"] : activity.states.map(\.name))
        return try names.map { state in
            "=== \(profile.id) · \(state) ===\n" + (try renderer.render(state: state, device: profile, languageCode: locale,
                                                                         systemDefault: systemDefault).text)
        }.joined(separator: "\n")
    }

    /// The error findings of `activity` in each of `locales` on each of
    /// `devices`, one line each ("de · running · iphone-393 · width-budget …").
    public static func layoutErrors(_ activity: Activity, locales: [String], devices: [String] = ["iphone-393", "iphone-430"],
                                    systemDefault: String = "en-US", engine: TextEngine? = nil) throws -> [String] {
        let renderer = try ActivityRenderer(engine: engine ?? self.engine, activity: activity)
        var lines: [String] = []
        for locale in locales {
            for device in devices {
                let profile = try DeviceCatalog.profile(device)
                for state in activity.states.isEmpty ? ["default"] : activity.states.map(\.name) {
                    let snapshot = try renderer.render(state: state, device: profile, languageCode: locale, systemDefault: systemDefault)
                    for finding in snapshot.findings where finding.severity == .error {
                        lines.append("\(locale) · \(state) · \(device) · \(finding.text)")
                    }
                }
            }
        }
        return lines
    }
}
