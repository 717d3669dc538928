import SlotFit
import SlotFitStrings
import SlotFitText
import XCTest

/// Missing translations as the device shows them. On iOS a key a table
/// lacks is shown as the key itself ([Apple: `Bundle.localizedString(forKey:
/// value:table:)`: "If key is not found and value is nil or an empty string,
/// returns key"]); `Text("…")` passes the literal as the key, so in the
/// development language a key written as text *is* the text and needs no
/// table. A translation a user never misses is no finding: separators,
/// digits and format-only keys have nothing to translate; pseudo-locales
/// are made from the development language.
final class TranslationNeedTests: XCTestCase {
    /// An app whose development language (English) has no table at all:
    /// only German and French are translated, as in apps whose keys are
    /// their English text.
    static let catalogFolder: String = (try? temporaryFolder([
        "de.lproj/Localizable.strings": """
            "Next departure" = "Nächste Abfahrt";
            "Glucose: %@" = "Glukose: %@";
            "Status" = "Zustand";
            "BG %@" = "BZ %@";
            """,
        "fr.lproj/Localizable.strings": """
            "Next departure" = "Prochain départ";
            "Status" = "Status";
            "IOB: %@" = "IOB: %@";
            """,
    ]).path) ?? "/nonexistent"

    func render(_ views: String, locale: String, catalog: StringCatalog? = nil) throws -> ActivitySnapshot {
        let yaml = "activity: T\ncatalog: \(Self.catalogFolder)\nstates: { s: { stop: Florenc, dose: \"1.2 U\" } }\nlockScreen:\n" + views
        let activity = try ActivityManifest.parse(yaml, source: "t.yml")
        return try ActivityRenderer(engine: LayoutTests.engine, activity: activity, catalog: catalog)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: locale)
    }

    func keyFindings(_ shot: ActivitySnapshot) -> [LayoutFinding] {
        shot.findings.filter { $0.rule == .missingKey || $0.rule == .missingTranslation }
    }

    func testTheDevelopmentLanguageNeedsNoTableForKeysWrittenAsText() throws {
        let english = try render("  vstack: [ { text: Next departure }, { text: Scheduled } ]\n", locale: "en")
        XCTAssertEqual(english.presentations.first?.root.flattened.compactMap { $0.text?.visibleText }, ["Next departure", "Scheduled"])
        XCTAssertEqual(keyFindings(english), [], "English shows its keys: they are its text")
    }

    func testAKeyNoTableTranslatesSaysWhatTheUserSees() throws {
        let german = try render("  vstack: [ { text: Next departure }, { text: Scheduled } ]\n", locale: "de")
        let findings = keyFindings(german)
        XCTAssertEqual(findings.map(\.rule), [.missingTranslation])
        XCTAssertEqual(findings.first?.subject, "Scheduled")
        XCTAssertEqual(findings.first?.severity, .error)
        XCTAssertTrue(findings.first?.message.contains("German shows the English \"Scheduled\"") ?? false, findings.first?.message ?? "")
    }

    /// The finding says what lacks the text, so the fix goes there: a
    /// language's `.strings` table, every language's (the key is in none),
    /// a String Catalog's value, or the catalog's key.
    func testTheFindingNamesWhatTheTableLacks() throws {
        let german = try render("  vstack: [ { text: Scheduled }, { text: \"IOB: %@\", arguments: [dose] } ]\n", locale: "de")
        let messages = Dictionary(keyFindings(german).map { ($0.subject, $0.message) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(messages["Scheduled"], #"no language's Localizable.strings has the key "Scheduled": German shows the English "Scheduled"; add the key to each language's Localizable.strings and translate it"#)
        let iob = try XCTUnwrap(messages["IOB: %@"])
        XCTAssertTrue(iob.hasPrefix(#"de.lproj/Localizable.strings has no value for "IOB: %@": German shows the English "IOB: 1.2 U"; it may be right as it is: "#), iob)
        XCTAssertTrue(iob.hasSuffix("(give it its text unchanged in the language's Localizable.strings, or translate it)"), iob)
        // Against a String Catalog in German and French that has "Status" in French only.
        let catalog = try StringCatalog(xcstrings: Array(#"{"sourceLanguage":"en","strings":{"Status":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Statut"}}}},"Next departure":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Nächste Abfahrt"}}}}},"version":"1.0"}"#.utf8), source: "c.xcstrings")
        let fromCatalog = try render("  vstack: [ { text: Scheduled }, { text: Status } ]\n", locale: "de", catalog: catalog)
        let catalogMessages = Dictionary(keyFindings(fromCatalog).map { ($0.subject, $0.message) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(catalogMessages["Status"], #"the catalog has no de value for "Status": German shows the English "Status"; translate it"#)
        XCTAssertEqual(catalogMessages["Scheduled"], #"the catalog has no key "Scheduled" in any language: German shows the English "Scheduled"; add the key to the catalog and translate it"#)
    }

    /// A person whose language the widget lacks (Spanish here) sees its
    /// fallback, the development language; the app, with localizations of
    /// its own, may still run in Spanish and send its data in it (a tea
    /// timer's Flutter app writes its tea names in the person's language):
    /// a value given per language shows the asked language's form, and the
    /// fix names that form.
    func testALanguageTheWidgetLacksShowsTheAppsFormOfItsData() throws {
        let yaml = "activity: T\ncatalog: \(Self.catalogFolder)\nstates: { s: { stop: {en: Main Street, es: Calle Mayor de la Ciudad Vieja} } }\n"
            + "lockScreen:\n  text: { value: stop }\n  lineLimit: 1\n  frame: { width: 90 }\n"
        let renderer = try ActivityRenderer(engine: LayoutTests.engine, activity: ActivityManifest.parse(yaml, source: "t.yml"))
        let spanish = try renderer.render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "es")
        XCTAssertEqual(spanish.resolution.localization, "en", "the widget has no Spanish: it falls back")
        let text = try XCTUnwrap(spanish.presentations.first?.root.flattened.first { $0.text != nil })
        XCTAssertTrue(text.text?.visibleText.hasPrefix("Calle Ma") ?? false, text.text?.visibleText ?? "")
        let cut = try XCTUnwrap(spanish.findings.first { $0.rule == .textTruncation }, "\(spanish.findings.map(\.message))")
        XCTAssertTrue(cut.message.contains("the Spanish text of \"stop\" (the app's data in that language, as values: gives it)"), cut.message)
        // English, the widget's own language, shows its own form.
        let english = try renderer.render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        XCTAssertEqual(english.presentations.first?.root.flattened.first { $0.text != nil }?.text?.visibleText.hasPrefix("Main Str"), true)
    }

    func testSeparatorsDigitsAndFormatOnlyKeysNeedNoTranslation() throws {
        let views = "  hstack: [ { text: \"·\" }, { text: \"•\" }, { text: \"%@\", arguments: [stop] }, { text: \"12:30\" }, { text: \"%@ – %@\", arguments: [stop, stop] } ]\n"
        for locale in ["en", "de", "fr"] {
            XCTAssertEqual(keyFindings(try render(views, locale: locale)), [], locale)
        }
    }

    func testATextKeptAsWrittenOrAnAcronymIsAtMostAWarning() throws {
        // French keeps "Status" as written and "IOB: %@" is an acronym:
        // German lacking "IOB: %@" may be right as it is.
        let german = try render("  vstack: [ { text: \"IOB: %@\", arguments: [dose] } ]\n", locale: "de")
        let finding = try XCTUnwrap(keyFindings(german).first)
        XCTAssertEqual(finding.rule, .missingTranslation)
        XCTAssertEqual(finding.severity, .warning, finding.message)
        XCTAssertTrue(finding.message.contains("may be right as it is"), finding.message)
    }

    /// A text showing a value SlotFit could not compute is not checked for
    /// width, but its key is the literal whatever the value: German lacking
    /// "Elapsed: %@" shows the English text on every device — an error
    /// beside the note, quoting the key rather than the stand-in's value.
    func testAMissingTranslationHoldsOnATextWithAStandIn() throws {
        let yaml = """
            activity: T
            catalog: \(Self.catalogFolder)
            assumed: { elapsed: { expression: "timeString(start)", at: "W.swift:4", reason: "a call SlotFit does not evaluate" } }
            states: { s: { stop: Florenc, elapsed: "0:00" } }
            lockScreen:
              vstack: [ { text: "Elapsed: %@", arguments: [elapsed] }, { text: "Glucose: %@", arguments: [elapsed] } ]
            """
        let activity = try ActivityManifest.parse(yaml, source: "t.yml")
        let german = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "de")
        XCTAssertEqual(german.findings.filter { $0.rule == .unverifiedText }.map(\.subject), ["Elapsed: %@", "Glucose: %@"])
        let missing = keyFindings(german)
        XCTAssertEqual(missing.map(\.subject), ["Elapsed: %@"], "German has \"Glucose: %@\"")
        XCTAssertEqual(missing.first?.severity, .error)
        XCTAssertTrue(missing.first?.message.contains("German shows the English \"Elapsed: %@\" with its value") ?? false, missing.first?.message ?? "")
    }

    func testPseudoLocalesInheritNothingMissing() throws {
        let base = try StringCatalog.load(Self.catalogFolder)
        let pseudo = Pseudolocalizer(mode: .accented).adding(to: base)
        let shot = try render("  vstack: [ { text: Scheduled }, { text: Next departure } ]\n", locale: "en-XA", catalog: pseudo)
        XCTAssertEqual(keyFindings(shot), [])
    }

    /// An identifier shows raw in every language; a near miss of a key
    /// ("Stauts") shows as written, which in the development language is
    /// its text (nothing to report, issue 40) and elsewhere the key.
    func testAnIdentifierKeyOrATypoShowsRawInEveryLanguage() throws {
        for (locale, expected) in [("en", [Rule.missingKey]), ("de", [.missingKey, .missingKey])] {
            let shot = try render("  vstack: [ { text: live_activity.title }, { text: Stauts } ]\n", locale: locale)
            XCTAssertEqual(keyFindings(shot).map(\.rule), expected, "\(locale): \(shot.findings)")
            XCTAssertEqual(keyFindings(shot).map(\.subject).first, "live_activity.title")
            XCTAssertTrue(keyFindings(shot).allSatisfy { $0.severity == .error })
        }
    }

    func testALanguageTheAppDoesNotShipIsNotMissing() throws {
        // Japanese is not shipped: iOS picks English, the development language.
        let shot = try render("  vstack: [ { text: Scheduled } ]\n", locale: "ja")
        XCTAssertEqual(keyFindings(shot), [])
    }

    func testAnEmptyTableStillShipsItsLanguage() throws {
        // An app whose Italian table is empty still runs in Italian: every
        // key shows its development-language text there.
        let folder = try temporaryFolder([
            "de.lproj/Localizable.strings": "\"Open app\" = \"App öffnen\";\n",
            "it.lproj/Localizable.strings": "",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try StringCatalog.load(folder.path)
        XCTAssertTrue(catalog.localizations.contains("it"), "\(catalog.localizations)")
        let activity = try ActivityManifest.parse("activity: T\ncatalog: \(folder.path)\nstates: { s: {} }\nlockScreen: { text: Open app }\n", source: "t.yml")
        let shot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "it")
        let finding = try XCTUnwrap(keyFindings(shot).first)
        XCTAssertEqual(finding.rule, .missingTranslation)
        XCTAssertTrue(finding.message.contains("Italian shows the English \"Open app\""), finding.message)
    }
}
