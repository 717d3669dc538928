import Foundation
import SlotFit
import SlotFitImport
import SlotFitStrings
import SlotFitText
import XCTest

/// Keys returned by the app's own code are keys: a `func label(for:) ->
/// LocalizedStringKey` switching over its parameter, and an enum's
/// `var title: LocalizedStringKey` switching over `self`, each return a
/// literal that `Text` looks up in the table [Apple: `Text.init(_ key:
/// LocalizedStringKey, …)` looks the key up; a `LocalizedStringKey` made
/// from a string literal is a key] — shown as the table's text, never raw.
final class KeyFlowTests: XCTestCase {
    static let declarations = """
        struct TrainingAttributes: ActivityAttributes {
            enum Mode: String, Codable, Hashable { case working, resting }
            struct ContentState: Codable, Hashable { var mode: Mode }
        }

        extension TrainingAttributes.ContentState {
            static let work = TrainingAttributes.ContentState(mode: .working)
            static let rest = TrainingAttributes.ContentState(mode: .resting)
        }

        extension TrainingAttributes.Mode {
            var title: LocalizedStringKey {
                switch self {
                case .working: return "live_activity.mode.working.title"
                case .resting: return "live_activity.mode.resting.title"
                }
            }
        }

        func label(for mode: TrainingAttributes.Mode) -> LocalizedStringKey {
            switch mode {
            case .working: return "live_activity.mode.working"
            case .resting: return "live_activity.mode.resting"
            }
        }
        """

    func testKeysReturnedByFunctionsAndEnumPropertiesAreLookedUp() throws {
        let source = FixtureSource.activity("TrainingAttributes", lockScreen: """
            VStack {
                Text(label(for: context.state.mode))
                Text(context.state.mode.title)
            }
            """, declarations: Self.declarations)
        let folder = try temporaryTables(["en.lproj/Localizable.strings": """
            "live_activity.mode.working" = "Work";
            "live_activity.mode.resting" = "Rest";
            "live_activity.mode.working.title" = "Working set";
            "live_activity.mode.resting.title" = "Recovery";
            """], removedAfter: self)
        var activity = try XCTUnwrap(SourceInventory(source: source, file: "Training.swift").importActivities().activities.first)
        activity.catalog = folder.path
        let renderer = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
        for (state, expected) in [("work", ["Work", "Working set"]), ("rest", ["Rest", "Recovery"])] {
            let shot = try renderer.render(state: state, device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
            let lock = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen })
            XCTAssertEqual(lock.root.flattened.compactMap { $0.text?.visibleText }, expected, shot.text)
            XCTAssertFalse(shot.findings.contains { $0.rule == .missingKey }, "\(shot.findings.map(\.text))")
        }
    }

    /// `tableName:` given as a constant of the sources names that table.
    func testATableNamedByAConstantIsTheTableLookedIn() throws {
        let source = FixtureSource.activity("TrainingAttributes", lockScreen: """
            Text(NSLocalizedString("unit_short", tableName: Tables.common, comment: "unit beside a value"))
            """, declarations: Self.declarations + "\nenum Tables { static let common = \"Common\" }\n")
        let folder = try temporaryTables(["en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
                                          "en.lproj/Common.strings": "\"unit_short\" = \"mmol/L\";\n"], removedAfter: self)
        var activity = try XCTUnwrap(SourceInventory(source: source, file: "Training.swift").importActivities().activities.first)
        activity.catalog = folder.path
        activity.table = "Localizable"
        let shot = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
            .render(state: "work", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        let lock = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen })
        XCTAssertEqual(lock.root.flattened.compactMap { $0.text?.visibleText }, ["mmol/L"], shot.text)
        XCTAssertFalse(shot.findings.contains { $0.rule == .missingKey }, "\(shot.findings.map(\.text))")
    }

    /// A text from a type's constant that a closure makes where it is
    /// written (`static let unit: String = { return NSLocalizedString(…,
    /// tableName: filename, …) }()`, the table a private constant of the
    /// same type), read through a computed field: the key and table looked
    /// up in each language, not an unevaluated stand-in.
    func testAConstantMadeByAClosureIsItsLookup() throws {
        let source = FixtureSource.activity("TrainingAttributes", lockScreen: """
            Text(context.state.unitText)
            """, declarations: Self.declarations + """

            class Words {
                static private let filename = "Common"
                static let unit: String = {
                    return NSLocalizedString("unit_long", tableName: filename, bundle: Bundle.main, value: "millimoles per litre", comment: "the unit")
                }()
            }
            extension TrainingAttributes.ContentState {
                var unitText: String { Words.unit }
            }
            """)
        let folder = try temporaryTables(["en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
                                          "en.lproj/Common.strings": "\"unit_long\" = \"millimoles per litre\";\n",
                                          "de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n",
                                          "de.lproj/Common.strings": "\"unit_long\" = \"Millimol pro Liter\";\n"], removedAfter: self)
        var activity = try XCTUnwrap(SourceInventory(source: source, file: "Training.swift").importActivities().activities.first)
        activity.catalog = folder.path
        activity.table = "Localizable"
        let root = try XCTUnwrap(activity.lockScreen)
        let text = root.children.first ?? root
        guard case .text(let key, _) = text.kind else { return XCTFail("\(text.kind)") }
        XCTAssertEqual(key, "unit_long")
        XCTAssertEqual(text.stringsTable.table, "Common")
        for (language, expected) in [("en", "millimoles per litre"), ("de", "Millimol pro Liter")] {
            let shot = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
                .render(state: "work", device: DeviceCatalog.profile("iphone-393"), languageCode: language)
            let lock = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen })
            XCTAssertEqual(lock.root.flattened.compactMap { $0.text?.visibleText }, [expected], shot.text)
            XCTAssertFalse(shot.findings.contains { $0.rule == .unverifiedText || $0.rule == .missingKey }, "\(shot.findings.map(\.text))")
        }
    }
}
