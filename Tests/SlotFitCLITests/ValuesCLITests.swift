import Foundation
import XCTest

/// `values:` in slotfit.yml: samples a team gives for what SlotFit cannot
/// compute from its Swift source. Before them the text is unverified (a
/// note, never an error, counted in the coverage figure); with them it is
/// checked exactly, per value.
final class ValuesCLITests: XCTestCase {
    /// A glucose reading formatted by a helper SlotFit does not run (it
    /// calls a `MeasurementFormatter` configured at run time), shown in the
    /// compact trailing slot in a 30 pt frame.
    static let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct GlucoseAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var milligrams: Double
            }
        }

        extension GlucoseAttributes.ContentState {
            static let steady = GlucoseAttributes.ContentState(milligrams: 112)

            func readingText() -> String {
                let formatter = MeasurementFormatter()
                formatter.unitOptions = .providedUnit
                return formatter.string(from: Measurement(value: milligrams, unit: UnitConcentrationMass.milligramsPerDeciliter))
            }
        }

        struct GlucoseLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: GlucoseAttributes.self) { context in
                    Text(context.state.readingText())
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(context.state.readingText()) }
                    } compactLeading: {
                        Image(systemName: "drop.fill")
                    } compactTrailing: {
                        Text(context.state.readingText()).lineLimit(1).frame(width: 30)
                    } minimal: {
                        Image(systemName: "drop.fill")
                    }
                }
            }
        }
        """

    func project(values: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-values-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.source.write(to: folder.appendingPathComponent("Glucose.swift"), atomically: true, encoding: .utf8)
        try "sources: [.]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\n\(values)"
            .write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    func testWithoutValuesTheTextIsNotCheckedAndImportListsTheExpression() throws {
        let folder = try project(values: "")
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try SlotFitBinary.run(["import", "."], in: folder)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("values:\n  \"context.state.readingText()\": []   # Glucose.swift:"), imported.stdout)
        // The forms to give: a String's, per language or the same in every one.
        XCTAssertTrue(imported.stdout.contains("; a string, a list, {en: …, ar: …} per language, or {same: true, values: […]} for data sent unchanged"), imported.stdout)
        // The header's count and the list under it agree (constructs apart from placeholders).
        let header = try XCTUnwrap(imported.stdout.firstMatch(of: /([0-9]+) approximated \(/)?.1)
        let listed = imported.stdout.firstMatch(of: /\napproximated \(([0-9]+)\):/)?.1 ?? "0"
        XCTAssertEqual(String(header), String(listed), imported.stdout)
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder).status, 0)
        let check = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertEqual(check.status, 0, "an unverified text never fails a check:\n\(check.stdout)\(check.stderr)")
        XCTAssertTrue(check.stdout.contains("texts not checked: values SlotFit could not compute"), check.stdout)
        XCTAssertTrue(check.stdout.contains("texts checked exactly 0/6 (0.0 %)"), check.stdout)
        // Teams that want full coverage make it fail.
        let strict = try SlotFitBinary.run(["check", "--require-checked"], in: folder)
        XCTAssertEqual(strict.status, 1, strict.stdout)
        XCTAssertTrue(strict.stdout.contains("error unverified-text"), strict.stdout)
    }

    func testValuesMakeAVariantPerValueAndAreCheckedExactly() throws {
        let folder = try project(values: "values:\n  \"context.state.readingText()\": [\"112 mg/dL\", \"HIGH\"]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder).status, 0)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/glucoseattributes/en.txt"), encoding: .utf8)
        XCTAssertTrue(golden.contains("=== iphone-393 · steady · large ===") && golden.contains("=== iphone-393 · steady-v2 · xxxLarge ==="), golden)
        let check = try SlotFitBinary.run(["check"], in: folder)
        // "112 mg/dL" cannot fit 30 pt in one line: now a real, exact error.
        XCTAssertEqual(check.status, 1, check.stdout)
        XCTAssertTrue(check.stdout.contains("error compact-truncation · GlucoseAttributes · compactTrailing \"context.state.readingText()\""), check.stdout)
        XCTAssertTrue(check.stdout.contains("texts checked exactly 12/12 (100.0 %)"), check.stdout)
        XCTAssertFalse(check.stdout.contains("not checked"), check.stdout)
    }

    func testRenderReRecordsAGoldenThatRestedOnStandInsOnceValuesAreGiven() throws {
        let folder = try project(values: "")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder).status, 0)
        let golden = folder.appendingPathComponent("golden/glucoseattributes/en.txt")
        XCTAssertTrue(try String(contentsOf: golden, encoding: .utf8).contains(" unverified (context.state.readingText() at Glucose.swift:"))
        try "sources: [.]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\nvalues:\n  \"context.state.readingText()\": \"112 mg/dL\"\n"
            .write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        // The default mode records missing goldens only, and those that rested on stand-ins.
        let render = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertTrue(render.stdout.contains("recorded glucoseattributes/en.txt"), render.stdout)
        let text = try String(contentsOf: golden, encoding: .utf8)
        XCTAssertFalse(text.contains(" unverified ("), text)
        XCTAssertTrue(text.contains("\"112 mg/dL\""), text)
    }

    /// A golden names the values it was recorded with; after the team
    /// edits one, `check` says why the golden changed and `render` (the
    /// default mode) re-records it, saying so. An unchanged golden is left.
    func testRenderReRecordsAGoldenWhoseValuesChanged() throws {
        let folder = try project(values: "values:\n  \"context.state.readingText()\": \"112 mg/dL\"\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder).status, 0)
        let golden = folder.appendingPathComponent("golden/glucoseattributes/en.txt")
        XCTAssertTrue(try String(contentsOf: golden, encoding: .utf8).contains("\nvalue: context.state.readingText() = \"112 mg/dL\"\n"))
        let again = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertFalse(again.stdout.contains("recorded glucoseattributes/en.txt"), again.stdout)
        try "sources: [.]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\nvalues:\n  \"context.state.readingText()\": \"98 mg/dL\"\n"
            .write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        let check = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertEqual(check.status, 1, check.stdout)
        XCTAssertTrue(check.stdout.contains("recorded with other values: than slotfit.yml gives, so slotfit render re-records it"), check.stdout)
        let render = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertTrue(render.stdout.contains("recorded glucoseattributes/en.txt (its values: changed in slotfit.yml)"), render.stdout)
        let text = try String(contentsOf: golden, encoding: .utf8)
        XCTAssertTrue(text.contains("visual \"98 mg/dL\""), text)
        XCTAssertEqual(try SlotFitBinary.run(["check"], in: folder).status, 1, "98 mg/dL still overflows 30 pt: an error, but no golden change")
        XCTAssertFalse(try SlotFitBinary.run(["check"], in: folder).stdout.contains("changed glucoseattributes"))
    }

    func testAValuesKeyThatNamesNothingIsALocatedWarning() throws {
        // A misspelt (or no longer needed) entry is said with its place and
        // the nearest stand-in, and the check goes on: the text stays unverified.
        let folder = try project(values: "values:\n  \"context.state.readingTxt()\": HIGH\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder).status, 0)
        let result = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("warning: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("slotfit.yml:6:"), result.stderr)
        XCTAssertTrue(result.stdout.contains("texts not checked"), result.stdout)
        XCTAssertTrue(result.stderr.contains("did you mean \"context.state.readingText()\""), result.stderr)
    }

    /// A date no sample sets (`var endsAt: Date?`), given under values:
    /// as the sample clock's `$now + 20m` or ISO 8601 text, is that
    /// instant; other text is no date and is refused at its key, where it
    /// used to pass as a string while the timer showed nothing.
    func testADateValueMustBeADate() throws {
        let widget = """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct OvenAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var dish: String; var endsAt: Date? }
            }

            extension OvenAttributes.ContentState {
                static let baking = OvenAttributes.ContentState(dish: "Bread", endsAt: nil)
            }

            struct OvenLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: OvenAttributes.self) { context in
                        if let end = context.state.endsAt { Text(end, style: .timer) } else { Text(verbatim: context.state.dish) }
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text(verbatim: context.state.dish) }
                        } compactLeading: { Image(systemName: "oven") } compactTrailing: { Image(systemName: "oven") } minimal: { Image(systemName: "oven") }
                    }
                }
            }
            """
        for (given, shown) in [("\"$now + 20m\"", "20:00"), ("\"2026-11-22T09:26:27Z\"", nil)] as [(String, String?)] {
            let folder = try SlotFitBinary.project("date", files: ["Oven.swift": widget],
                                                   configuration: "sources: [Oven.swift]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\nvalues:\n  context.state.endsAt: \(given)\n")
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try SlotFitBinary.run(["render"], in: folder)
            XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
            let golden = try String(contentsOf: folder.appendingPathComponent("golden/ovenattributes/en.txt"), encoding: .utf8)
            XCTAssertTrue(golden.contains("timer \""), golden)
            XCTAssertFalse(golden.contains("unverified (endsAt"), "a given date is checked: \(golden)")
            if let shown { XCTAssertTrue(golden.contains("visual \"\(shown)\""), golden) }
        }
        let folder = try SlotFitBinary.project("date", files: ["Oven.swift": widget],
                                               configuration: "sources: [Oven.swift]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\nvalues:\n  context.state.endsAt: \"+12013s\"\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(refused.status, 2, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("slotfit.yml:6:"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains(#""+12013s" is no date; give a date on the sample clock, $now + 20m"#), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("golden").path), "nothing is written")
    }

    /// A text behind a condition no sample state meets is never laid out:
    /// check names it, rather than counting it as checked.
    func testATextNoSampleStateShowsIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-hidden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct KitchenAttributes: ActivityAttributes {
                enum Phase: String, Codable, Hashable { case cooking, ready }
                struct ContentState: Codable, Hashable { var phase: Phase }
            }

            extension KitchenAttributes.ContentState {
                static let cooking = KitchenAttributes.ContentState(phase: .cooking)
            }

            struct KitchenLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: KitchenAttributes.self) { context in
                        VStack {
                            Text("Your order")
                            if context.state.phase == .ready {
                                Text("Ready for pickup at the counter")
                            }
                        }
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text("Your order") }
                        } compactLeading: { Image(systemName: "fork.knife") } compactTrailing: { Image(systemName: "flame") } minimal: { Image(systemName: "flame") }
                    }
                }
            }
            """.write(to: folder.appendingPathComponent("Kitchen.swift"), atomically: true, encoding: .utf8)
        try "sources: [.]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\n"
            .write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder).status, 0)
        let check = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("1 text is never laid out: no sample state shows it"), check.stdout)
        XCTAssertTrue(check.stdout.contains("  KitchenAttributes: Kitchen.swift:20"), check.stdout)
    }
}
