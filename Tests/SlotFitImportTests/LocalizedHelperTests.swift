import Foundation
import SlotFit
import SlotFitImport
import SlotFitStrings
import SlotFitText
import XCTest

/// Localized text behind the app's helpers is looked up, never laid out
/// as its key or shown untranslated (issue 40): an enum's `var title:
/// String` whose cases return `String(localized:)` (a Swift 5.9 `switch`
/// expression, no `return`), an `L10n` enum of static `String(localized:)`
/// constants, and an `NSLocalizedString` function. [Apple:
/// `String(localized:table:bundle:locale:comment:)` returns the table's
/// value for the key in the current localization.]
final class LocalizedHelperTests: XCTestCase {
    static let declarations = """
        enum RunStatus: String, Codable, Hashable {
            case thinking, complete
            var title: String {
                switch self {
                case .thinking:
                    String(localized: "Thinking")
                case .complete:
                    String(localized: "Complete")
                }
            }
        }

        enum L10n {
            static let untilDeparture = String(localized: "widget.untilDeparture")
        }

        func boardingLabel() -> String {
            NSLocalizedString("boarding.now", comment: "shown while boarding")
        }

        struct RunAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var status: RunStatus }
        }

        extension RunAttributes.ContentState {
            static let working = RunAttributes.ContentState(status: .thinking)
            static let done = RunAttributes.ContentState(status: .complete)
        }
        """

    /// A renderer of the activity with `lockScreen`, its catalog `tables`.
    func renderer(_ lockScreen: String, tables: [String: String]) throws -> ActivityRenderer {
        let source = FixtureSource.activity("RunAttributes", lockScreen: lockScreen, declarations: Self.declarations)
        let folder = try temporaryTables(tables, removedAfter: self)
        var activity = try XCTUnwrap(SourceInventory(source: source, file: "Run.swift").importActivities().activities.first)
        activity.catalog = folder.path
        return try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
    }

    func testHelpersAreLookedUpInEachLanguage() throws {
        let renderer = try self.renderer("""
            VStack {
                Text(context.state.status.title)
                Text(L10n.untilDeparture)
                Text(boardingLabel())
            }
            """, tables: [
            "en.lproj/Localizable.strings": "\"Thinking\" = \"Thinking\";\n\"Complete\" = \"Complete\";\n\"widget.untilDeparture\" = \"Until departure\";\n\"boarding.now\" = \"Boarding now\";\n",
            "de.lproj/Localizable.strings": "\"Thinking\" = \"Denkt nach\";\n\"Complete\" = \"Fertig\";\n\"widget.untilDeparture\" = \"Bis zur Abfahrt\";\n\"boarding.now\" = \"Jetzt einsteigen\";\n",
        ])
        for (state, language, expected) in [("working", "de", ["Denkt nach", "Bis zur Abfahrt", "Jetzt einsteigen"]),
                                            ("done", "de", ["Fertig", "Bis zur Abfahrt", "Jetzt einsteigen"]),
                                            ("done", "en", ["Complete", "Until departure", "Boarding now"])] {
            let shot = try renderer.render(state: state, device: DeviceCatalog.profile("iphone-393"), languageCode: language)
            let lock = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen })
            XCTAssertEqual(lock.root.flattened.compactMap { $0.text?.visibleText }, expected, shot.text)
            XCTAssertFalse(shot.findings.contains { [.missingKey, .missingTranslation, .verbatimText, .unverifiedText].contains($0.rule) && $0.presentation == .lockScreen },
                           "\(shot.findings.map(\.text))")
        }
    }

    /// Xcode 26 generates a `LocalizedStringResource` symbol for each
    /// manually managed key (`STRING_CATALOG_GENERATE_SYMBOLS`):
    /// `Text(.widgetUntilDeparture)` shows the key `widget.untilDeparture`.
    /// A symbol no key makes is a stand-in, never the identifier counted
    /// as checked.
    func testGeneratedCatalogSymbolsAreTheirKeys() throws {
        let renderer = try self.renderer("""
            VStack {
                Text(.widgetUntilDeparture)
                Text(.boardingNow)
                Text(.noSuchKey)
            }
            """, tables: [
            "en.lproj/Localizable.strings": "\"widget.untilDeparture\" = \"Until departure\";\n\"Boarding now\" = \"Boarding now\";\n",
            "de.lproj/Localizable.strings": "\"widget.untilDeparture\" = \"Bis zur Abfahrt\";\n\"Boarding now\" = \"Jetzt einsteigen\";\n",
        ])
        let shot = try renderer.render(state: "working", device: DeviceCatalog.profile("iphone-393"), languageCode: "de")
        let lock = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen })
        let texts = lock.root.flattened.filter { $0.text != nil }
        XCTAssertEqual(texts.prefix(2).compactMap { $0.text?.visibleText }, ["Bis zur Abfahrt", "Jetzt einsteigen"], shot.text)
        XCTAssertNil(texts[0].standIn)
        XCTAssertNotNil(texts[2].standIn, "a symbol no key makes is not checked: \(shot.text)")
    }
}
