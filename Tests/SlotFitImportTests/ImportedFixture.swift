import Foundation
import SlotFit
import SlotFitImport
import SlotFitText
import XCTest

/// A Live Activity imported from Swift source and rendered as a user sees
/// it: the texts shown for a sample state, the placed views, what was
/// approximated.
struct ImportedFixture {
    let imported: ImportedActivities
    let activity: Activity
    let renderer: ActivityRenderer

    init(_ source: String, file: String = "Fixture.swift", branches: BranchChoice = .newest) throws {
        imported = SourceInventory(source: source, file: file).importActivities(branches: branches)
        activity = try XCTUnwrap(imported.activities.first, "no activity imported")
        renderer = try ActivityRenderer(engine: try TextEngine(profile: .default), activity: activity)
    }

    /// The placed root of a presentation in a state (the `.small` view on
    /// a watch's Smart Stack, the others on an iPhone).
    func root(_ state: String, _ presentation: Presentation = .lockScreen) throws -> PlacedView {
        let device = presentation == .small ? "watch-41mm" : "iphone-393"
        let shot = try renderer.render(state: state, device: DeviceCatalog.profile(device), languageCode: "en")
        return try XCTUnwrap(shot.presentations.first { $0.presentation == presentation }?.root, "no \(presentation) in \(state)")
    }

    /// The texts shown, in order.
    func texts(_ state: String, _ presentation: Presentation = .lockScreen) throws -> [String] {
        try root(state, presentation).flattened.compactMap { $0.text?.visibleText }
    }

    /// The placed text showing `string`.
    func placed(_ string: String, in state: String, _ presentation: Presentation = .lockScreen) throws -> PlacedView {
        try XCTUnwrap(root(state, presentation).flattened.first { $0.text?.visibleText == string }, "no text \(string) in \(state)")
    }

    /// The font size a placed text is shaped at.
    static func fontSize(_ view: PlacedView) -> Double? {
        view.text?.lines.first?.runs.first?.fontSize
    }

    /// Approximations other than placeholders for missing sample values.
    var constructApproximations: [Approximation] { imported.approximations.filter { !$0.isSample } }
}

/// A Live Activity around `lockScreen` (the closure's body, `context` in
/// scope) with `declarations` beside it: the boilerplate every fixture
/// shares. The compact slots' views are given when a test looks at them.
enum FixtureSource {
    static func activity(_ attributes: String, lockScreen: String, declarations: String, modifiers: String = "",
                         compactLeading: String = #"Text("L")"#, compactTrailing: String = #"Text("T")"#) -> String {
        """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        \(declarations)

        struct \(attributes)Widget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: \(attributes).self) { context in
                    \(lockScreen)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("Island") }
                    } compactLeading: { \(compactLeading) } compactTrailing: { \(compactTrailing) } minimal: { Text("M") }
                }\(modifiers)
            }
        }
        """
    }
}

/// A new temporary folder holding `files` (relative path → contents), removed
/// when `test` ends: the string tables an import test renders with.
func temporaryTables(_ files: [String: String], removedAfter test: XCTestCase) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-tables-\(UUID().uuidString)")
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
}
