import Foundation
import SlotFit
import SlotFitText
import XCTest

/// A key's width budget is the room the layout gives its text where it is
/// tightest, worked out here by hand from the layout's rules.
final class KeyBudgetTests: XCTestCase {
    /// A project of one activity: a Lock Screen row of a 24 pt icon, the
    /// text and a spacer, 6 pt apart; and the same key again in the
    /// compact trailing slot, capped at 40 pt.
    static func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-budgets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Out for delivery" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "In Zustellung" } },
                "fi" : { "stringUnit" : { "state" : "translated", "value" : "Kuljettaja on matkalla toimittamaan lähetyksesi perille tänään" } }
              }
            },
            "Parcel" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Paket" } },
                "fi" : { "stringUnit" : { "state" : "translated", "value" : "Paketti" } }
              }
            }
          },
          "version" : "1.0"
        }
        """.write(to: folder.appendingPathComponent("Parcel.xcstrings"), atomically: true, encoding: .utf8)
        try """
        activity: Parcel
        catalog: Parcel.xcstrings
        states: { moving: {} }
        lockScreen:
          hstack:
            spacing: 6
            content:
              - image: { symbol: shippingbox, size: 24 }
              - text: "Out for delivery"
                font: subheadline
                lineLimit: 1
              - spacer: {}
        dynamicIsland:
          compactLeading: { image: { symbol: shippingbox, size: 16 } }
          compactTrailing: { text: "Out for delivery", font: caption2, lineLimit: 1, frame: { maxWidth: 40 } }
          minimal: { text: "Parcel", font: caption2, lineLimit: 1 }
        """.write(to: folder.appendingPathComponent("parcel.yml"), atomically: true, encoding: .utf8)
        try "activities: [parcel.yml]\ndevices: [iphone-393]\npseudoLocales: false\ndynamicTypeSizes: [large]\n"
            .write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    func testTheBudgetIsTheRoomWhereTheTextIsTightest() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try SlotFitConfiguration.load(folder.appendingPathComponent("slotfit.yml").path)
        let budgets = KeyBudgets.compute(try GoldenMatrix(configuration: config, engine: LayoutTests.engine).render())
        let budget = try XCTUnwrap(budgets.first { $0.key == "Out for delivery" })
        // Shown twice: on the Lock Screen and in the compact trailing slot,
        // whose frame caps it at 40 pt — the tightest, so the budget.
        XCTAssertEqual(budget.places, 2)
        XCTAssertEqual(budget.place.presentation, .compactTrailing)
        XCTAssertEqual(budget.width, 40, accuracy: 0.001)
        XCTAssertEqual(budget.room.lineLimit, 1)
        XCTAssertEqual(budget.table, "Parcel", "the table is the catalog file's name, as Xcode names it")

        // Without the compact slot the Lock Screen row is the budget: 371 pt
        // (iphone-393's Lock Screen, docs/BUDGETS.md) less the 24 pt icon,
        // the two 6 pt spacings and the spacer's minimum length, which is
        // the system spacing, 8 pt, when `minLength` is nil (Apple,
        // Spacer.init(minLength:)): 371 − 24 − 12 − 8 = 327 pt.
        let manifest = folder.appendingPathComponent("parcel.yml")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "compactTrailing: { text: \"Out for delivery\", font: caption2, lineLimit: 1, frame: { maxWidth: 40 } }",
                                  with: "compactTrailing: { text: \"Parcel\", font: caption2, lineLimit: 1 }")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let row = try XCTUnwrap(KeyBudgets.compute(try GoldenMatrix(configuration: config, engine: LayoutTests.engine).render()).first { $0.key == "Out for delivery" })
        XCTAssertEqual(row.place.presentation, .lockScreen)
        XCTAssertEqual(row.width, 371 - 24 - 2 * 6 - 8, accuracy: 0.001)
        // Drawn in the subheadline style at Large: 15 pt regular (HIG,
        // Typography, "Dynamic Type sizes"), in the profile's Latin face.
        XCTAssertEqual(row.room.size, 15)
        XCTAssertEqual(row.room.weight, .regular)
        XCTAssertEqual(row.room.family, "Inter")
        // Each translation's width is its text on one line in that font,
        // measured here independently through the engine.
        let engine = LayoutTests.engine
        for translation in row.translations {
            let text = translation.locale == "de" ? "In Zustellung" : "Kuljettaja on matkalla toimittamaan lähetyksesi perille tänään"
            let natural = try engine.layout(TextRequest(text, locale: translation.locale, font: FontSpec(size: 15, weight: .regular))).naturalWidth
            XCTAssertEqual(translation.width, natural, accuracy: 0.001, translation.locale)
            XCTAssertEqual(translation.headroom, row.width - natural, accuracy: 0.001)
        }
        XCTAssertEqual(row.translations.map(\.locale), ["de", "fi"])
        XCTAssertTrue(row.translations[0].showsAllText)
        XCTAssertFalse(row.translations[1].showsAllText, "the Finnish text is longer than 327 pt on its one line")
    }

    /// The key of an XLIFF unit as Xcode writes its ids: entities decoded
    /// (XML 1.0 §4.6 and character references), an `.xcstrings` variation
    /// suffix (`key|==|plural.one`) dropped, a `.stringsdict` unit's path
    /// (`/key:dict/Variable:dict/one:dict/:string`) reduced to its key.
    func testXLIFFUnitIDsNameTheirKey() {
        XCTAssertEqual(XLIFFBudgets.key(ofID: "Track &amp; trace"), "Track & trace")
        XCTAssertEqual(XLIFFBudgets.key(ofID: "Line one&#10;line two &lt;b&gt; &quot;x&quot; &#x2026;"), "Line one\nline two <b> \"x\" …")
        XCTAssertEqual(XLIFFBudgets.key(ofID: "%lld stops left|==|plural.one"), "%lld stops left")
        XCTAssertEqual(XLIFFBudgets.key(ofID: "/[Stops/Left]:dict/Stops:dict/other:dict/:string"), "[Stops/Left]")
    }

    /// Pseudo-localization sized to the room: the accented text filled
    /// with `·` to the widest that still fits its budget — one `·` more
    /// would not (measured here with the engine on its own).
    func testPseudoLocalizationFillsEachKeysRoom() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try SlotFitConfiguration.load(folder.appendingPathComponent("slotfit.yml").path)
        let budgets = KeyBudgets.compute(try GoldenMatrix(configuration: config, engine: LayoutTests.engine).render())
        let budget = try XCTUnwrap(budgets.first { $0.key == "Parcel" })
        let (text, width) = try BudgetPseudolocalizer(engine: LayoutTests.engine).text(for: budget)
        XCTAssertTrue(text.hasPrefix("[") && text.hasSuffix("·]"), text)
        let font = FontSpec(size: budget.room.size, weight: budget.room.weight)
        func measured(_ s: String) throws -> Double { try LayoutTests.engine.layout(TextRequest(s, locale: "en", font: font)).naturalWidth }
        XCTAssertEqual(try measured(text), width, accuracy: 0.0001)
        XCTAssertLessThanOrEqual(width, budget.width)
        XCTAssertGreaterThan(try measured(String(text.dropLast()) + "·]"), budget.width, "one more · would not fit")
    }

    /// The HTML report's budgets table: each key's budget, its place, and
    /// every language's headroom, a cut one marked.
    func testTheHTMLReportShowsEachKeysBudget() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try SlotFitConfiguration.load(folder.appendingPathComponent("slotfit.yml").path)
        let files = try GoldenMatrix(configuration: config, engine: LayoutTests.engine).render()
        let report = GoldenCheck.compare(files, directory: folder.appendingPathComponent("golden").path)
        let page = try XCTUnwrap(HTMLReporter().report((files, report)).first { $0.path == "index.html" }?.contents)
        XCTAssertTrue(page.contains("<h2 id=\"budgets\">Width budgets</h2>"), page)
        let row = try XCTUnwrap(page.split(separator: "\n").first { $0.hasPrefix("<tr><td>Out for delivery</td>") })
        XCTAssertTrue(row.contains("<td>40.0</td>") && row.contains("compactTrailing · iphone-393 · moving · large"), String(row))
        // The Finnish text is far wider than 40 pt: marked; the German one too (In Zustellung is wider than 40 pt at 11 pt).
        XCTAssertTrue(row.contains("<span class=\"cut\" data-locale=\"fi\">fi "), String(row))
    }
}
