import Foundation
import SlotFit
import SlotFitImport
import SlotFitStrings
import SlotFitText
import XCTest

/// `Text` given a `String` shows it as written [Apple: `Text.init<S>(_
/// content: S) where S: StringProtocol` "displays a string without
/// localization"; `Text.init(_ key: LocalizedStringKey, …)` looks the key
/// up]. A label the table translates but a `String` carries reaches the
/// person untranslated: `verbatim-text`, an error in each language the
/// table translates it into; nothing when no table has the string, and
/// nothing for `Text(verbatim:)`, which says so on purpose.
final class VerbatimTextTests: XCTestCase {
    static let declarations = """
        struct MeterAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var level: Int }
        }

        extension MeterAttributes.ContentState {
            static let half = MeterAttributes.ContentState(level: 50)
        }

        struct Caption: View {
            let label: String
            var body: some View { Text(label) }
        }

        func badge(_ level: Int) -> String { level > 20 ? "Charge" : "Low" }
        """

    func render(_ lockScreen: String, language: String) throws -> ActivitySnapshot {
        let source = FixtureSource.activity("MeterAttributes", lockScreen: lockScreen, declarations: Self.declarations)
        let folder = try temporaryTables(["en.lproj/Localizable.strings": "\"Charge\" = \"Charge\";\n\"Effort\" = \"Effort\";\n",
                                          "ru.lproj/Localizable.strings": "\"Charge\" = \"Заряд\";\n\"Effort\" = \"Нагрузка\";\n"], removedAfter: self)
        var activity = try XCTUnwrap(SourceInventory(source: source, file: "Meter.swift").importActivities().activities.first)
        activity.catalog = folder.path
        return try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
            .render(state: "half", device: DeviceCatalog.profile("iphone-393"), languageCode: language)
    }

    func testAStringLabelTheTableTranslatesIsAnErrorInThatLanguage() throws {
        let lockScreen = """
            VStack {
                Caption(label: "Charge")
                Text(badge(context.state.level))
                Text("Effort")
                Text(verbatim: "Charge")
                Text(context.state.level > 90 ? "Full" : "Nearly")
            }
            """
        let russian = try render(lockScreen, language: "ru")
        let verbatim = russian.findings.filter { $0.rule == .verbatimText }
        // The custom view's String property and the function's String
        // result; not the key, not Text(verbatim:), not strings no table has.
        XCTAssertEqual(verbatim.count, 2, "\(russian.findings.map(\.text))")
        XCTAssertTrue(verbatim.allSatisfy { $0.severity == .error })
        XCTAssertTrue(verbatim.allSatisfy { $0.message.contains("Russian shows it untranslated though the table has \"Заряд\"") }, "\(verbatim.map(\.message))")
        let lock = try XCTUnwrap(russian.presentations.first { $0.presentation == .lockScreen })
        XCTAssertEqual(lock.root.flattened.compactMap { $0.text?.visibleText }, ["Charge", "Charge", "Нагрузка", "Charge", "Nearly"], russian.text)
        XCTAssertTrue(russian.text.contains("shown as written (a String; the table has \"Заряд\")"), russian.text)
        // In the development language the text is what the table says.
        let english = try render(lockScreen, language: "en")
        XCTAssertFalse(english.findings.contains { $0.rule == .verbatimText }, "\(english.findings.map(\.text))")
    }

    /// Label, Button and Link take the same two titles as Text: a String is
    /// shown as written, so a translated one is verbatim-text there too.
    func testLabelButtonAndLinkTitlesGivenAString() throws {
        let lockScreen = """
            VStack {
                Label(badge(context.state.level), systemImage: "bolt")
                Button(badge(context.state.level)) { }
                Button("Effort") { }
            }
            """
        let russian = try render(lockScreen, language: "ru")
        let verbatim = russian.findings.filter { $0.rule == .verbatimText }
        XCTAssertEqual(verbatim.count, 2, "\(russian.findings.map(\.text))")
        let lock = try XCTUnwrap(russian.presentations.first { $0.presentation == .lockScreen })
        XCTAssertEqual(lock.root.flattened.compactMap { $0.text?.visibleText }, ["Charge", "Charge", "Нагрузка"], russian.text)
    }
}
