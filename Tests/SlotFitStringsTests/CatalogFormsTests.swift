import Foundation
import SlotFitStrings
import XCTest

/// Catalogs as projects keep them — several tables, `.lproj` folders,
/// lone `.strings` and `.stringsdict` files, key-style tables — and the
/// damaged ones: duplicate keys, self-referencing substitutions, a binary
/// property list with a set where a dictionary belongs.
final class CatalogFormsTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try Fixture.temporaryFolder() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func write(_ relative: String, _ text: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func stringsdict(_ key: String, format: String, one: String, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>\(key)</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>\(format)</string>
                <key>n</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>one</key>
                    <string>\(one)</string>
                    <key>other</key>
                    <string>\(other)</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """
    }

    /// An app with two tables in .lproj folders: the keys are identifiers.
    func makeKeyStyleApp() throws {
        try write("App/Resources/en.lproj/Common.strings", "/* Shown on the Lock Screen */\n\"eta_title\" = \"Arrives in %@\";\n\"driver_label\" = \"Driver\";\n")
        try write("App/Resources/de.lproj/Common.strings", "\"eta_title\" = \"Ankunft in %@\";\n\"driver_label\" = \"Fahrer\";\n\"driver_label\" = \"Fahrerin\";\n")
        try write("App/Resources/en.lproj/LiveActivity.strings", "\"stops_left\" = \"%lld stops left\";\n")
        try write("App/Resources/de.lproj/LiveActivity.strings", "\"stops_left\" = \"noch %lld %@ Stopps\";\n")
        try write("App/Resources/en.lproj/LiveActivity.stringsdict", stringsdict("minutes_left", format: "%#@n@", one: "%lld minute", other: "%lld minutes"))
        try write("App/Resources/de.lproj/LiveActivity.stringsdict", stringsdict("minutes_left", format: "%#@n@", one: "%lld Minute", other: "%lld Minuten"))
    }

    func testEveryTableOfEveryFormIsRead() throws {
        try makeKeyStyleApp()
        let tables = try StringTables.read(folder.path, sourceLanguage: "en")
        XCTAssertEqual(tables.tables.keys.sorted(), ["Common", "LiveActivity"])
        let common = try StringCatalog.load(folder.path, table: "Common")
        XCTAssertEqual(try common.format(key: "eta_title", localization: "de", arguments: [.string("5 Min.")]), "Ankunft in 5 Min.")
        XCTAssertEqual(try common.format(key: "driver_label", localization: "de"), "Fahrerin", "a key defined twice keeps its last value, as Core Foundation does")
        let live = try StringCatalog.load(folder.appendingPathComponent("App/Resources/de.lproj").path, table: "LiveActivity")
        XCTAssertEqual(try live.format(key: "minutes_left", localization: "de", arguments: [.int(1)]), "1 Minute")
        // One file on its own: its table, its folder's language.
        let lone = try StringCatalog.load(folder.appendingPathComponent("App/Resources/de.lproj/LiveActivity.stringsdict").path)
        XCTAssertEqual(try lone.format(key: "minutes_left", localization: "de", arguments: [.int(3)]), "3 Minuten")
        XCTAssertThrowsError(try StringCatalog.load(folder.path)) { error in
            XCTAssertTrue("\(error)".contains("has no table \"Localizable\"; its tables: Common, LiveActivity — name one with table:"), "\(error)")
        }
    }

    func testKeyStyleTablesAreLintedAgainstTheDevelopmentLanguageWithLines() throws {
        try makeKeyStyleApp()
        let tables = try StringTables.read(folder.path, sourceLanguage: "en")
        let common = CatalogLinter().lint(tables.tables["Common"]!, file: "Common")
        XCTAssertEqual(common.filter { $0.severity == .error }.map(\.rule), ["duplicate-key"], common.map(\.text).joined(separator: "\n"))
        let duplicate = try XCTUnwrap(common.first)
        XCTAssertTrue(duplicate.file.hasSuffix("de.lproj/Common.strings"))
        XCTAssertEqual(duplicate.line, 3)
        XCTAssertTrue(duplicate.text.contains("de.lproj/Common.strings:3: driver_label [de]: error: \"driver_label\" is defined again here after line 2"), duplicate.text)
        let live = CatalogLinter().lint(tables.tables["LiveActivity"]!, file: "LiveActivity")
        let count = try XCTUnwrap(live.first { $0.rule == "placeholder-count" }, live.map(\.text).joined(separator: "\n"))
        XCTAssertEqual(count.key, "stops_left")
        XCTAssertTrue(count.message.contains("the source \"%lld stops left\""), count.message)
        XCTAssertEqual(count.line, 1)
        XCTAssertFalse(live.contains { $0.key == "minutes_left" && $0.severity == .error }, live.map(\.text).joined(separator: "\n"))
    }

    func testAKeyWithoutADevelopmentValueIsNotComparedWithItsName() throws {
        try write("en.lproj/Localizable.strings", "\"title\" = \"Title\";\n")
        try write("de.lproj/Localizable.strings", "\"title\" = \"Titel\";\n\"eta_%@\" = \"Ankunft %@ um %@\";\n")
        let findings = CatalogLinter().lint(try StringCatalog.load(folder.path), file: "x")
        XCTAssertEqual(findings.map(\.rule), ["missing-source"], findings.map(\.text).joined(separator: "\n"))
    }

    func testSelfReferencingSubstitutionIsAnErrorNotACrash() throws {
        let json = #"""
        {"sourceLanguage":"en","version":"1.0","strings":{"%lld laps":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@x@"},
         "substitutions":{"x":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg lap"}},
         "other":{"stringUnit":{"state":"translated","value":"%#@x@ laps"}}}}}}}}}}}
        """#
        try write("Loop.xcstrings", json)
        let catalog = try StringCatalog.read(xcstrings: folder.appendingPathComponent("Loop.xcstrings").path)
        XCTAssertEqual(try catalog.format(key: "%lld laps", localization: "en", arguments: [.int(1)]), "1 lap")
        XCTAssertThrowsError(try catalog.format(key: "%lld laps", localization: "en", arguments: [.int(5)])) { error in
            XCTAssertTrue("\(error)".contains("substitution \"x\" refers to itself (x → x)"), "\(error)")
        }
        let lint = CatalogLinter().lint(catalog, file: "Loop.xcstrings")
        XCTAssertTrue(lint.contains { $0.rule == "substitution-cycle" && $0.severity == .error }, lint.map(\.text).joined(separator: "\n"))
        XCTAssertNil(lint.first?.line, "not in Xcode's layout: no line is guessed")
    }

    func testLintFindsStarArgumentsUndefinedSubstitutionsAndPluralsWithoutOther() throws {
        let json = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld%% done" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%*lld%% fertig" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "%.*f %% fait" } }
              }
            },
            "%lld items" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%#@nope@" } },
                "ru" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld предмет" } } } } }
              }
            }
          },
          "version" : "1.0"
        }
        """#
        try write("Lint.xcstrings", json)
        let lint = CatalogLinter().lint(try StringCatalog.read(xcstrings: folder.appendingPathComponent("Lint.xcstrings").path), file: "Lint.xcstrings")
        func has(_ rule: String, _ key: String, _ locale: String, line: UInt = #line) {
            XCTAssertTrue(lint.contains { $0.rule == rule && $0.key == key && $0.locale == locale && $0.severity == .error },
                          "\(rule) \(key) [\(locale)]:\n" + lint.map(\.text).joined(separator: "\n"), line: line)
        }
        has("star-argument", "%lld%% done", "de")
        has("star-argument", "%lld%% done", "fr")
        has("undefined-substitution", "%lld items", "de")
        has("plural-no-other", "%lld items", "ru")
        XCTAssertEqual(lint.first { $0.key == "%lld items" }?.line, 10, "the key's line")
    }

    func testDamagedPropertyListsAreErrorsWithTheirPlace() throws {
        // A well-formed binary .stringsdict reads; the same with its root
        // turned into a set is refused before Foundation parses it.
        let plist: [String: Any] = ["k": ["NSStringLocalizedFormatKey": "%#@n@", "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld", "one": "%lld x", "other": "%lld xs"]]]
        var binary = [UInt8](try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("de.lproj/Localizable.stringsdict").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(binary)))
        XCTAssertEqual(try StringCatalog.load(path).format(key: "k", localization: "de", arguments: [.int(2)]), "2 xs")
        // The top object's marker: 0xD? (dictionary) → 0xC? (set).
        let trailer = binary.count - 32
        let offsetSize = Int(binary[trailer + 6])
        let top = Int(binary[trailer + 23]), table = binary[(trailer + 24)..<(trailer + 32)].reduce(0) { $0 << 8 | Int($1) }
        let topOffset = binary[(table + top * offsetSize)..<(table + (top + 1) * offsetSize)].reduce(0) { $0 << 8 | Int($1) }
        binary[topOffset] = 0xC0 | (binary[topOffset] & 0x0F)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(binary)))
        XCTAssertThrowsError(try StringCatalog.load(path)) { error in
            XCTAssertTrue("\(error)".contains("not a valid binary property list (the top object is not a dictionary of keys)"), "\(error)")
        }
        // Truncated: offsets past the end.
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(binary.prefix(binary.count / 2) + binary.suffix(32))))
        XCTAssertThrowsError(try StringCatalog.load(path)) { XCTAssertTrue("\($0)".contains("not a valid binary property list"), "\($0)") }
        // XML with an unclosed element: the line of the error.
        try write("de.lproj/Localizable.stringsdict", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>k</key>\n<string>x</dict>\n</plist>\n")
        XCTAssertThrowsError(try StringCatalog.load(path)) { error in
            XCTAssertTrue("\(error)".contains("Localizable.stringsdict:5:"), "\(error)")
            XCTAssertTrue("\(error)".contains("not a valid property list") || "\(error)".contains("not well-formed XML"), "\(error)")
        }
    }

    func testLineNumbersStayRightInALargeStringsFile() throws {
        var text = ""
        for i in 0..<40_000 { text += "\"key\(i)\" = \"value \(i)\";\n" }
        text += "\"key7\" = \"again\";\n"
        let (entries, duplicates) = try StringsFileParser.read(Array(text.utf8), source: "big.strings")
        XCTAssertEqual(entries.count, 40_000)
        XCTAssertEqual(entries.last?.line, 40_000)
        XCTAssertEqual(duplicates, [StringsFileParser.Duplicate(key: "key7", line: 40_001, firstLine: 8)])
        XCTAssertThrowsError(try StringsFileParser.parse(Array((text + "\"broken\" = ;\n").utf8), source: "big.strings")) { error in
            XCTAssertTrue("\(error)".hasPrefix("big.strings:40002:12:"), "\(error)")
        }
    }

    func testTheShortcutFormTakesTheKeyAsValue() throws {
        let entries = try StringsFileParser.parse(Array("\"OK\";\n\"Cancel\" = \"Abbrechen\";\n".utf8), source: "s.strings")
        XCTAssertEqual(entries.map(\.value), ["OK", "Abbrechen"])
    }

    func testAnEncodingErrorNamesItsLineAndColumn() {
        XCTAssertThrowsError(try StringsFileParser.parse(Array("\"a\" = \"b\";\n\"c\" = \"d".utf8) + [0xFF] + Array("\";\n".utf8), source: "x.strings")) {
            XCTAssertEqual("\($0)", "x.strings:2:9: neither UTF-8 nor UTF-16 with a byte order mark (byte 0xFF); save it as UTF-8")
        }
    }
}
