import SlotFit
import SlotFitStrings
import SlotFitText
import XCTest

/// Text as SwiftUI resolves it: `Text("literal")` is a LocalizedStringKey
/// (shown as written when the table lacks it), `Text(verbatim:)` and
/// `Text(someString)` are never looked up, and `Text("… \(value) …")` is
/// the key Xcode extracts — String `%@`, Int `%lld`, Double `%lf`, a
/// literal `%` doubled. [Apple: `Text.init(_:tableName:bundle:comment:)`,
/// `Text.init(verbatim:)`, `Text.init(_:)` for StringProtocol,
/// `LocalizedStringKey.StringInterpolation`]
/// A new temporary folder holding `files` (relative path → contents).
func temporaryFolder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-strings-\(UUID().uuidString)")
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
}

final class TextLookupTests: XCTestCase {
    /// A catalog of `.lproj` folders (en, de) in a temporary folder.
    static let catalogFolder: String = (try? temporaryFolder([
        "en.lproj/Localizable.strings": "\"Arrives in %lld min\" = \"Arrives in %lld min\";\n\"4812\" = \"4812\";\n\"Ana\" = \"Ana\";\n",
        "de.lproj/Localizable.strings": "\"Arrives in %lld min\" = \"Ankunft in %lld Min.\";\n\"4812\" = \"VIERTAUSEND\";\n\"Ana\" = \"ANNA\";\n",
    ]).path) ?? "/nonexistent"

    func activity(_ views: String) throws -> Activity {
        let yaml = "activity: T\ncatalog: \(Self.catalogFolder)\nstates: { s: { minutes: 12, distance: 5.25, driver: Ana, progress: 40 } }\nlockScreen:\n" + views
        return try ActivityManifest.parse(yaml, source: "t.yml")
    }

    func render(_ views: String, locale: String = "de") throws -> ActivitySnapshot {
        try render(activity(views), locale: locale)
    }

    func render(_ activity: Activity, locale: String = "de") throws -> ActivitySnapshot {
        try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: locale)
    }

    func texts(_ snapshot: ActivitySnapshot) -> [String] {
        snapshot.presentations.first?.root.flattened.compactMap { $0.text?.visibleText } ?? []
    }

    func testVerbatimAndValueTextsAreNeverLookedUp() throws {
        let shot = try render("  vstack: [ { text: { verbatim: \"4812\" } }, { text: { value: driver } }, { text: \"4812\" } ]\n")
        XCTAssertEqual(texts(shot), ["4812", "Ana", "VIERTAUSEND"])
        XCTAssertFalse(shot.findings.contains { $0.rule.rawValue == "missing-key" || $0.rule.rawValue == "missing-translation" })
    }

    func testAKeyTheTableLacksShowsAsWrittenAndIsReported() throws {
        let shot = try render("  text: Arrives in 12 mins\n")
        XCTAssertEqual(texts(shot), ["Arrives in 12 mins"])
        // A key written as text is its own development-language text: in
        // German the user reads it in English (iOS shows the key).
        XCTAssertFalse(shot.findings.contains { $0.rule.rawValue == "missing-key" })
        let finding = try XCTUnwrap(shot.findings.first { $0.rule.rawValue == "missing-translation" })
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.contains("German shows the English \"Arrives in 12 mins\""), finding.message)
        // In the development language it is the text: nothing to report.
        let english = try render("  text: Arrives in 12 mins\n", locale: "en")
        XCTAssertFalse(english.findings.contains { $0.rule.rawValue == "missing-key" || $0.rule.rawValue == "missing-translation" }, "\(english.findings)")
    }

    func testInterpolationMakesTheKeyXcodeExtracts() throws {
        let activity = try activity("""
              vstack:
                - text: 'Arrives in \\(minutes) min'
                - text: '\\(distance) km to go'
                - text: '\\(driver) is on the way'
                - text: 'Up \\(progress)% today'

            """)
        let keys = activity.lockScreen?.children.compactMap { view -> String? in
            if case .text(let key, _) = view.kind { return key } else { return nil }
        }
        XCTAssertEqual(keys, ["Arrives in %lld min", "%lf km to go", "%@ is on the way", "Up %lld%% today"])
        let shot = try render("  text: 'Arrives in \\(minutes) min'\n")
        XCTAssertEqual(texts(shot), ["Ankunft in 12 Min."])
    }

    func testBadInterpolationsAreErrors() {
        for (yaml, message) in [("  text: 'Arrives in \\(minutes min'\n", "opens an interpolation \\( without closing it"),
                                ("  text: 'Arrives in \\() min'\n", "write a field name"),
                                ("  text: 'Arrives in \\(minutes) min'\n  arguments: [minutes]\n", "gives `arguments:` too"),
                                ("  text: { verbatim: a }\n  arguments: [minutes]\n", "a verbatim or value text is never formatted")] {
            XCTAssertThrowsError(try render(yaml)) { XCTAssertTrue("\($0)".contains(message), "\($0)") }
        }
    }

    func testTheDSLSpellsTheSameLookups() throws {
        var swift = try activity("  text: a\n")
        swift.lockScreen = VStack { Text(verbatim: "4812"); Text(value: "driver"); Text("4812") }
        XCTAssertEqual(texts(try render(swift)), ["4812", "Ana", "VIERTAUSEND"])
    }
}

/// Arguments formatted as the app formats them with Foundation, in the
/// layout locale's digits (CLDR: Arabic-Indic in ar, Persian in fa, Latin
/// in de and ja).
final class FormattedArgumentTests: XCTestCase {
    func testValuesShowInEachLocalesDigitsAndUnits() throws {
        let yaml = """
            activity: Delivery
            states: { s: { driver: "Ana María", eta: 300, meters: 5200, battery: 0.42, size: 1530000 } }
            lockScreen:
              vstack:
                - text: { value: driver }
                - text: "%@"
                  arguments: [{ field: eta, format: relative }]
                - text: "%@"
                  arguments: [{ field: meters, format: { measurement: { unit: length-meter, usage: road } } }]
                - text: "%@"
                  arguments: [{ field: battery, format: percent }]
                - text: "%@"
                  arguments: [{ field: size, format: { byteCount: file } }]
            """
        let activity = try ActivityManifest.parse(yaml, source: "d.yml")
        func shown(_ locale: String) throws -> [String] {
            let shot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
                .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: locale)
            // CLDR spaces units with U+0020 or U+00A0 unit by unit; compare
            // the digits, separators and symbols.
            return (shot.presentations.first?.root.flattened.compactMap { $0.text?.visibleText } ?? [])
                .map { $0.replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ") }
        }
        let de = try shown("de")
        XCTAssertEqual(de[0], "Ana María")
        XCTAssertEqual(de[1], "in 5 Minuten")
        XCTAssertEqual(de[2], "5,2 km")
        XCTAssertEqual(de[3], "42 %")
        XCTAssertEqual(de[4], "1,5 MB")
        let us = try shown("en-US")
        XCTAssertEqual(us[1...4], ["in 5 minutes", "3.2 mi", "42%", "1.5 MB"])
        for (locale, five, fourtyTwo) in [("ar", "٥", "٤٢"), ("fa", "۵", "۴۲"), ("ja", "5", "42")] {
            let values = try shown(locale)
            XCTAssertEqual(values[0], "Ana María", locale)
            XCTAssertTrue(values[1].contains(five), "\(locale): \(values[1])")
            XCTAssertTrue(values[2].contains(five), "\(locale): \(values[2])")
            XCTAssertTrue(values[3].contains(fourtyTwo), "\(locale): \(values[3])")
        }
    }

    func testABadFormatNamesTheArgument() {
        for (format, message) in [("{ currency: { cod: EUR } }", "unknown currency option \"cod\""),
                                  ("{ measurement: { usage: road } }", "a measurement needs its CLDR unit"),
                                  ("{ date: {} }", "a date needs a skeleton"),
                                  ("percentt", "unknown argument format \"percentt\"; did you mean \"percent\"?")] {
            let yaml = "activity: A\nstates: { s: { v: 1 } }\nlockScreen:\n  text: \"%@\"\n  arguments: [{ field: v, format: \(format) }]\n"
            XCTAssertThrowsError(try ActivityManifest.parse(yaml, source: "a.yml")) { XCTAssertTrue("\($0)".contains(message), "\($0)") }
        }
    }
}

/// `Text(date, style:)`: `.time` the locale's short time, `.date` its long
/// date, `.relative` a bare duration "5 minutes", `.offset` "+2 hours" (CLDR's patterns
/// and unit names; Apple's `Text.DateStyle` documentation gives the
/// en-US forms).
final class DateTextTests: XCTestCase {
    func testEveryDateStyleInTwoLocales() throws {
        let yaml = """
            activity: Flight
            states: { s: { departs: "2026-11-22T09:21:27Z", inSeconds: 300, since: -7200, offset: 7200 } }
            lockScreen:
              vstack:
                - text: { date: departs, style: time }
                - text: { date: departs, style: date }
                - text: { date: inSeconds, style: relative }
                - text: { date: since, style: relative }
                - text: { date: offset, style: offset }
            """
        let activity = try ActivityManifest.parse(yaml, source: "f.yml")
        func shown(_ locale: String) throws -> [String] {
            let shot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
                .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: locale)
            return (shot.presentations.first?.root.flattened.compactMap { $0.text?.visibleText } ?? []).map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
        }
        // `.relative` is a bare duration either way ("2 hours, 23 minutes"
        // in Apple's documentation of the style), never "in" or "ago".
        XCTAssertEqual(try shown("en-US"), ["9:21 AM", "November 22, 2026", "5 minutes", "2 hours", "+2 hours"])
        XCTAssertEqual(try shown("de"), ["09:21", "22. November 2026", "5 Minuten", "2 Stunden", "+2 Stunden"])
        var swift = activity
        swift.lockScreen = VStack { Text(date: "departs", style: .time); Text(date: "offset", style: .offset) }
        let shot = try ActivityRenderer(engine: LayoutTests.engine, activity: swift).render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en-US")
        XCTAssertEqual(shot.presentations.first?.root.flattened.compactMap { $0.text?.visibleText }.last, "+2 hours")
    }
}

/// Several tables: `Text("Done", tableName: "Common")` reads Common.strings
/// from the same `.lproj` folders; a key one localization lacks shows the
/// development language's value (a missing-translation error), a key the
/// table lacks shows as written (a missing-key error naming that table's
/// closest keys). [Apple: `Text.init(_:tableName:bundle:comment:)`]
final class TableTests: XCTestCase {
    /// An activity reading the tables in `folder` (its own: Localizable),
    /// whose Lock Screen stacks `texts` (manifest entries).
    static func activity(_ folder: URL, texts: [String]) throws -> Activity {
        let yaml = "activity: T\ncatalog: \(folder.path)\ntable: Localizable\nstates: { s: {} }\nlockScreen:\n  vstack:\n"
            + texts.map { "    - \($0)\n" }.joined()
        return try ActivityManifest.parse(yaml, source: "t.yml")
    }

    func testTextsReadTheTableTheyName() throws {
        let folder = try temporaryFolder([
            "en.lproj/Localizable.strings": "\"Arriving\" = \"Arriving\";\n",
            "de.lproj/Localizable.strings": "\"Arriving\" = \"Ankunft\";\n",
            "en.lproj/Common.strings": "\"Done\" = \"Done\";\n\"Cancel\" = \"Cancel\";\n",
            "de.lproj/Common.strings": "\"Done\" = \"Fertig\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let activity = try Self.activity(folder, texts: ["text: Arriving", "{ text: Done, table: Common }", "{ text: Cancel, table: Common }", "{ text: Doen, table: Common }"])
        XCTAssertEqual(activity.otherTables, [StringsTable(table: "Common")])
        let shot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "de")
        XCTAssertEqual(shot.presentations.first?.root.flattened.compactMap { $0.text?.visibleText }, ["Ankunft", "Fertig", "Cancel", "Doen"])
        XCTAssertEqual(shot.findings.filter { $0.rule.rawValue == "missing-translation" }.map(\.subject), ["Cancel"])
        let missing = try XCTUnwrap(shot.findings.first { $0.rule.rawValue == "missing-key" })
        XCTAssertTrue(missing.message.contains("closest keys: \"Done\""), missing.message)
        // The DSL: Text(_:tableName:), and an argument formatted with Foundation's names.
        var swift = activity
        swift.lockScreen = VStack { Text("Done", tableName: "Common"); Text("%@", arguments: [TextArgument(stringLiteral: "share").formatted(.percent(.init()))]) }
        swift.states = [.init(name: "s", fields: ["share": .number(0.5)])]
        let dsl = try ActivityRenderer(engine: LayoutTests.engine, activity: swift)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "de")
        XCTAssertEqual(dsl.presentations.first?.root.flattened.compactMap { $0.text?.visibleText }, ["Fertig", "50\u{A0}%"])
    }
}

extension TableTests {
    /// A text that reads another table is stressed in a pseudo-locale as
    /// one that reads the activity's own: the matrix adds en-XA to the
    /// activity's table, and the renderer to every table it reads.
    func testAnotherTablesTextIsPseudoLocalizedLikeTheMainTables() throws {
        let folder = try temporaryFolder([
            "en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "en.lproj/Common.strings": "\"common_done\" = \"Done\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let activity = try Self.activity(folder, texts: ["text: Done", "{ text: common_done, table: Common }"])
        // What GoldenMatrix does with pseudoLocales: on.
        var catalog = try StringCatalog.loadOnDemand(folder.path, table: "Localizable", sourceLanguage: "en")
        catalog = Pseudolocalizer(mode: .accented).adding(to: catalog)
        catalog.shippedLocalizations.insert("en-XA")
        let shot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity, catalog: catalog)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en-XA")
        let shown = try XCTUnwrap(shot.presentations.first?.root.flattened.compactMap { $0.text?.visibleText })
        XCTAssertEqual(shown.count, 2)
        XCTAssertNotEqual(shown[0], "Done", "the main table's text, pseudo-localized")
        XCTAssertEqual(shown[1], shown[0], "the Common table's \"Done\" as the main table's: \(shown)")
    }
}

/// `Text(_:bundle:)`: a framework's strings in a catalog of its own,
/// named in the activity's `bundles`.
final class BundleTests: XCTestCase {
    func testATextReadsTheBundleItNames() throws {
        let folder = try temporaryFolder([
            "App/en.lproj/Localizable.strings": "\"Arriving\" = \"Arriving\";\n",
            "App/de.lproj/Localizable.strings": "\"Arriving\" = \"Ankunft\";\n",
            "Kit/en.lproj/Localizable.strings": "\"Cancel ride\" = \"Cancel ride\";\n",
            "Kit/de.lproj/Localizable.strings": "\"Cancel ride\" = \"Fahrt stornieren\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = """
            activity: Ride
            catalog: App
            bundles: { RideKit: Kit }
            states: { s: {} }
            lockScreen:
              vstack:
                - text: Arriving
                - { text: Cancel ride, bundle: RideKit }
            """
        let activity = try ActivityManifest.parse(yaml, source: "r.yml", baseDirectory: folder.path)
        let shot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "de")
        XCTAssertEqual(shot.presentations.first?.root.flattened.compactMap { $0.text?.visibleText }, ["Ankunft", "Fahrt stornieren"])
        XCTAssertEqual(shot.findings.filter { $0.rule.rawValue == "missing-key" }, [])
        XCTAssertThrowsError(try ActivityManifest.parse(yaml.replacingOccurrences(of: "bundle: RideKit", with: "bundle: RideKt"), source: "r.yml", baseDirectory: folder.path)) {
            XCTAssertTrue("\($0)".contains("no bundle is named \"RideKt\"; did you mean \"RideKit\"?"), "\($0)")
        }
    }
}

/// A `[String]` field (`stops: [Bakery, Pharmacy, Home]`) formatted as the
/// app's `stops.formatted(.list(type: .and))` shows it.
final class ListFieldTests: XCTestCase {
    func testAListFieldFormatsAsTheLocalesList() throws {
        let yaml = """
            activity: Errands
            states: { s: { stops: [Bakery, Pharmacy, Home] } }
            lockScreen:
              text: "%@"
              arguments: [{ field: stops, format: list }]
            """
        let activity = try ActivityManifest.parse(yaml, source: "e.yml")
        XCTAssertEqual(activity.states.first?.fields["stops"], .list(["Bakery", "Pharmacy", "Home"]))
        for (locale, text) in [("en-US", "Bakery, Pharmacy, and Home"), ("de", "Bakery, Pharmacy und Home")] {
            let shot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
                .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: locale)
            XCTAssertEqual(shot.presentations.first?.root.flattened.compactMap { $0.text?.visibleText }, [text], locale)
        }
        XCTAssertThrowsError(try ActivityManifest.parse(yaml.replacingOccurrences(of: "[Bakery, Pharmacy, Home]", with: "[[a]]"), source: "e.yml")) {
            XCTAssertTrue("\($0)".contains("a list holds strings"), "\($0)")
        }
    }
}

