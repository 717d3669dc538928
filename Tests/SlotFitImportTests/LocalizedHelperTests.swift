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

    /// The app's own `String` extensions, each seen in public apps: a
    /// `localized` property looking `self` up, a `localized(_:)` method and
    /// a `%` operator formatting arguments into it, an enum whose `title`
    /// is `rawValue.localized` (a case written with its own raw value), and
    /// Xcode's generated symbol for a key whose value takes an argument
    /// (`Text(.teaSteep(minutes))`). Each shows the table's German with the
    /// value formatted as `String(format:)` formats `%lld`.
    func testStringExtensionsOperatorsAndSymbolsWithArguments() throws {
        let declarations = """
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
                func localized(_ args: CVarArg...) -> String { String(format: NSLocalizedString(self, comment: ""), arguments: args) }
                static func % (key: String, args: [CVarArg]) -> String { String(format: NSLocalizedString(key, comment: ""), arguments: args) }
            }

            enum Brew: String, Codable, Hashable {
                case steeping = "brew.steeping", ready
                var title: String { rawValue.localized }
            }

            struct TeaAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var brew: Brew; var minutes: Int }
            }

            extension TeaAttributes.ContentState {
                static let brewing = TeaAttributes.ContentState(brew: .steeping, minutes: 4)
                static let done = TeaAttributes.ContentState(brew: .ready, minutes: 0)
            }
            """
        let source = FixtureSource.activity("TeaAttributes", lockScreen: """
            VStack {
                Text("tea.title".localized)
                Text(context.state.brew.title)
                Text("tea.eta" % [context.state.minutes])
                Text("tea.eta".localized(context.state.minutes))
                Text(.teaSteep(context.state.minutes))
            }
            """, declarations: declarations)
        let folder = try temporaryTables([
            "en.lproj/Localizable.strings": "\"tea.title\" = \"Tea time\";\n\"brew.steeping\" = \"Steeping\";\n\"ready\" = \"Ready\";\n\"tea.eta\" = \"Ready in %lld min\";\n\"teaSteep\" = \"Steep %lld min\";\n",
            "de.lproj/Localizable.strings": "\"tea.title\" = \"Teezeit\";\n\"brew.steeping\" = \"Zieht\";\n\"ready\" = \"Fertig\";\n\"tea.eta\" = \"Fertig in %lld Min.\";\n\"teaSteep\" = \"%lld Min. ziehen lassen\";\n",
        ], removedAfter: self)
        let imported = try SourceInventory(source: source, file: "Tea.swift").importActivities()
        var activity = try XCTUnwrap(imported.activities.first)
        XCTAssertEqual(imported.approximations.filter { !$0.isSample }.map(\.construct), [], "every helper resolves")
        activity.catalog = folder.path
        let renderer = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
        for (state, expected) in [("brewing", ["Teezeit", "Zieht", "Fertig in 4 Min.", "Fertig in 4 Min.", "4 Min. ziehen lassen"]),
                                  ("done", ["Teezeit", "Fertig", "Fertig in 0 Min.", "Fertig in 0 Min.", "0 Min. ziehen lassen"])] {
            let shot = try renderer.render(state: state, device: DeviceCatalog.profile("iphone-393"), languageCode: "de")
            let lock = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen })
            XCTAssertEqual(lock.root.flattened.compactMap { $0.text?.visibleText }, expected, shot.text)
            XCTAssertTrue(lock.root.flattened.filter { $0.text != nil }.allSatisfy { $0.standIn == nil }, shot.text)
        }
    }

    /// `Text("Please open \(Constants.appName)")`, the constant computed at
    /// run time from the Info.plist: its value is not known, but its
    /// declared type (`static let appName: String`) makes the key
    /// `Please open %@` (Xcode's extraction of a `String` interpolation).
    /// No table has it, so German shows the English: the finding holds
    /// whatever the value, and is raised though the text is not checked.
    func testAKeyWhoseConstantIsNotEvaluatedStillMissesItsTranslation() throws {
        let declarations = """
            enum Constants {
                static let appName: String = {
                    guard let info = Bundle.main.infoDictionary else { return "unknown" }
                    return info["CFBundleDisplayName"] as? String ?? "unknown"
                }()
            }

            struct OpenAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var level: Int }
            }

            extension OpenAttributes.ContentState {
                static let low = OpenAttributes.ContentState(level: 3)
            }
            """
        let source = FixtureSource.activity("OpenAttributes", lockScreen: "Text(\"Please open \\(Constants.appName)\")", declarations: declarations)
        let folder = try temporaryTables(["en.lproj/Localizable.strings": "\"Island\" = \"Island\";\n",
                                          "de.lproj/Localizable.strings": "\"Island\" = \"Insel\";\n"], removedAfter: self)
        var activity = try XCTUnwrap(SourceInventory(source: source, file: "Open.swift").importActivities().activities.first)
        activity.catalog = folder.path
        let shot = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
            .render(state: "low", device: DeviceCatalog.profile("iphone-393"), languageCode: "de")
        let lockScreen = shot.findings.filter { $0.presentation == .lockScreen }
        XCTAssertTrue(lockScreen.contains { $0.rule == .missingTranslation && $0.subject == "Please open %@" }, "\(lockScreen.map(\.text))")
        XCTAssertTrue(lockScreen.contains { $0.rule == .unverifiedText }, "the value itself is still not checked: \(lockScreen.map(\.text))")
    }

    /// A helper that looks its key up through another helper of the app:
    /// `L10n.format(key, args…)` is `String(format: tr(key), …)` and
    /// `tr(key)` is `NSLocalizedString(key, …)` — a pattern of a public gym
    /// timer's widget. The counter shows the table's format with the
    /// values, as `String(format:)` formats `%ld`.
    func testAHelperCallingAnotherHelperIsItsLookup() throws {
        let declarations = """
            enum L10n {
                static func tr(_ key: String) -> String {
                    NSLocalizedString(key, comment: "")
                }

                static func format(_ key: String, _ arguments: CVarArg...) -> String {
                    let format = tr(key)
                    return String(format: format, locale: Locale.current, arguments: arguments)
                }
            }

            struct SetAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var current: Int; var total: Int }
            }

            extension SetAttributes.ContentState {
                static let third = SetAttributes.ContentState(current: 3, total: 5)
            }
            """
        let source = FixtureSource.activity("SetAttributes", lockScreen: "Text(L10n.format(\"set.progress\", context.state.current, context.state.total))",
                                            declarations: declarations)
        let folder = try temporaryTables(["en.lproj/Localizable.strings": "\"set.progress\" = \"Set %ld of %ld\";\n\"Island\" = \"Island\";\n",
                                          "de.lproj/Localizable.strings": "\"set.progress\" = \"Satz %ld von %ld\";\n\"Island\" = \"Insel\";\n"], removedAfter: self)
        var activity = try XCTUnwrap(SourceInventory(source: source, file: "Set.swift").importActivities().activities.first)
        activity.catalog = folder.path
        let shot = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
            .render(state: "third", device: DeviceCatalog.profile("iphone-393"), languageCode: "de")
        let lock = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen })
        let text = try XCTUnwrap(lock.root.flattened.first { $0.text != nil })
        XCTAssertEqual(text.text?.visibleText, "Satz 3 von 5", shot.text)
        XCTAssertNil(text.standIn, shot.text)
    }
}
