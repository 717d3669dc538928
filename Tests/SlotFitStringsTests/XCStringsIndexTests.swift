import Foundation
import SlotFitStrings
import XCTest

/// `StringCatalog.index(xcstrings:)`: a catalog read on demand gives what
/// the full read gives, entry by entry, and the full read's errors.
final class XCStringsIndexTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try Fixture.temporaryFolder() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func file(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testEveryEntryReadsAsTheFullReadReadsIt() throws {
        for name in ["AllFields.xcstrings", "XcodeWritten.xcstrings", "LintClean.xcstrings", "LintDirty.xcstrings"] {
            let full = try StringCatalog.read(xcstrings: Fixture.path(name))
            let indexed = try StringCatalog.index(xcstrings: Fixture.path(name))
            XCTAssertNotNil(indexed.lazyEntries, "\(name) is indexed, not read in full")
            XCTAssertEqual(indexed.sourceLanguage, full.sourceLanguage, name)
            XCTAssertEqual(indexed.version, full.version, name)
            XCTAssertEqual(indexed.extra, full.extra, name)
            XCTAssertEqual(indexed.localizations, full.localizations, name)
            XCTAssertEqual(Set(indexed.entryKeys), Set(full.entries.keys), name)
            XCTAssertEqual(indexed.entryCount, full.entries.count, name)
            for (key, entry) in full.entries {
                XCTAssertEqual(indexed.entry(key), entry, "\(name): \(key)")
                // Places are not part of an entry's value: compared apart.
                XCTAssertEqual(indexed.entry(key)?.line, entry.line, "\(name): the line of \(key)")
            }
            XCTAssertNil(indexed.entryProblem, name)
            XCTAssertEqual(indexed.entries, full.entries, "\(name): decoded all at once")
        }
    }

    func testAnEntryIsDecodedWhenAsked() throws {
        // "b" has a number where a string goes: the full read refuses the
        // file; read on demand, "a" is read, and "b" reads as absent with
        // the full read's error kept for whoever read it.
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "A" } }
              }
            },
            "b" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : 7 } }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let path = try file("Mixed.xcstrings", text)
        XCTAssertThrowsError(try StringCatalog.read(xcstrings: path))
        let catalog = try StringCatalog.index(xcstrings: path)
        XCTAssertEqual(catalog.entry("a")?.localizations?["de"]?.stringUnit?.value, "A")
        XCTAssertEqual(catalog.entry("a")?.line, 4)
        XCTAssertEqual(catalog.localizations, ["de", "en", "fr"])
        XCTAssertNil(catalog.entryProblem, "nothing read is wrong yet")
        XCTAssertTrue(catalog.hasEntry("b"))
        XCTAssertNil(catalog.entry("b"))
        XCTAssertEqual(catalog.entryProblem.map { "\($0)" }, path + #": strings["b"].localizations.fr.stringUnit.value: should be a string, found a number"#)
    }

    func testSyntaxErrorsAreTheFullReadsErrors() throws {
        let broken = try file("Broken.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"comment\" : \"x\" \"b\" }\n  }\n}")
        XCTAssertThrowsError(try StringCatalog.index(xcstrings: broken)) { error in
            XCTAssertEqual("\(error)", broken + ":4:29: invalid JSON: expected ',' or '}', found '\"'; fix the file (or let Xcode rewrite it)")
        }
        // A merge left its markers in an entry no activity reads.
        let conflicted = try file("Conflict.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n<<<<<<< HEAD\n    }\n  }\n}")
        XCTAssertThrowsError(try StringCatalog.index(xcstrings: conflicted)) { error in
            XCTAssertEqual("\(error)", conflicted + ":5:1: invalid JSON: expected a member name in double quotes, found '<'; fix the file (or let Xcode rewrite it)")
        }
        let duplicate = try file("Dup.xcstrings", #"{"sourceLanguage":"en","strings":{"a":{}, "a":{}}}"#)
        XCTAssertThrowsError(try StringCatalog.index(xcstrings: duplicate)) { XCTAssertTrue("\($0)".contains("duplicate key \"a\""), "\($0)") }
        let noLanguage = try file("NoLanguage.xcstrings", #"{"strings":{}}"#)
        XCTAssertThrowsError(try StringCatalog.index(xcstrings: noLanguage)) { XCTAssertTrue("\($0)".contains("missing \"sourceLanguage\""), "\($0)") }
        let trailing = try file("Trailing.xcstrings", #"{"sourceLanguage":"en","strings":{}} x"#)
        XCTAssertThrowsError(try StringCatalog.index(xcstrings: trailing)) { XCTAssertTrue("\($0)".contains("unexpected text after the JSON value"), "\($0)") }
    }

    func testEscapesMinifiedLayoutAndByteOrderMark() throws {
        // Keys and localization names written with escapes, on one line,
        // after a byte order mark: read as the full read reads them.
        let text = "\u{FEFF}" + #"{"sourceLanguage":"en","strings":{"\u00e9t\u00e9 \"%@\"":{"localizations":{"\u0064e":{"stringUnit":{"state":"translated","value":"Sommer \"%@\""}},"pt-BR":{"stringUnit":{"state":"translated","value":"ver\u00e3o"}}}},"":{}},"version":"1.1","x-tool":[1,2.5e3,true,null]}"#
        let path = try file("Escaped.xcstrings", text)
        let indexed = try StringCatalog.index(xcstrings: path)
        let full = try StringCatalog.read(xcstrings: path)
        XCTAssertEqual(Set(indexed.entryKeys), ["été \"%@\"", ""])
        XCTAssertEqual(indexed.entry("été \"%@\"")?.localizations?["de"]?.stringUnit?.value, "Sommer \"%@\"")
        XCTAssertEqual(indexed.entry("été \"%@\"")?.localizations?["pt-BR"]?.stringUnit?.value, "verão")
        XCTAssertNil(indexed.entry("été \"%@\"")?.line, "no line outside Xcode's layout")
        XCTAssertEqual(indexed.localizations, ["de", "en", "pt-BR"])
        XCTAssertEqual(indexed.version, "1.1")
        XCTAssertEqual(indexed.extra["x-tool"], .array([.number("1"), .number("2.5e3"), .bool(true), .null]))
        XCTAssertEqual(indexed.entries, full.entries)
        // An empty localization name, and strings longer than a word with
        // a quote, a backslash or a tab past the eighth byte.
        let odd = try file("Odd.xcstrings", #"{"sourceLanguage":"en","strings":{"long key with a \"quote\" late":{"localizations":{"":{"stringUnit":{"state":"new","value":"abcdefghij\\klmnop\tq"}},"de":{}}}}}"#)
        XCTAssertEqual(try StringCatalog.index(xcstrings: odd).localizations, try StringCatalog.read(xcstrings: odd).localizations)
        XCTAssertEqual(try StringCatalog.index(xcstrings: odd).entries, try StringCatalog.read(xcstrings: odd).entries)
        XCTAssertEqual(try StringCatalog.index(xcstrings: odd).entry("long key with a \"quote\" late")?.localizations?[""]?.stringUnit?.value, "abcdefghij\\klmnop\tq")
        // A raw tab inside a string is no JSON, found past the eighth byte too.
        let tab = try file("Tab.xcstrings", "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"comment\":\"abcdefghijkl\tm\"}}}")
        XCTAssertThrowsError(try StringCatalog.index(xcstrings: tab)) { XCTAssertTrue("\($0)".contains(":1:63: invalid JSON: a control character"), "\($0)") }
    }

    func testIndentationTabsLineEndsAndLocalizationNamesOfEveryLength() throws {
        // Runs of spaces of every length from 1 to 17 (crossing the scan's
        // eight-byte words), tabs, CR LF line ends and trailing blanks;
        // localization names of 2 to 11 bytes, one a prefix of another
        // ("zh-Hans", "zh-Hans-HK"), one of exactly eight bytes and one
        // written with an escape. The keys' lines are counted here by hand:
        // "a" is on line 4 (after three CR LF), "b" on 10 (at Xcode's four
        // spaces), "c" on none (a tab before it).
        let text = "{\r\n  \"sourceLanguage\"       :\t\"en\",\r\n    \"strings\" : {\r\n"
            + "\"a\"         : {\"localizations\":{\"zh-Hans\":{},  \"zh-Hans-HK\"  :{},\"de\":{}}},\n"
            + "                 \n"
            + "  \t \n"
            + "\n"
            + "\r\n"
            + "\n"
            + "    \"b\" : {\"localizations\":{\"sr-Latn1\" : {},\"zh-Hans\":{},\"d\\u0065\":{},\"es-419\":{}}},\n"
            + "\t\"c\":{\"localizations\":{\"sr-Latn-BA\":{},\"zh-Hans-HK\":{},\"pt\":{}}}\n"
            + "  }            ,\"version\":\"1.0\"}   \t  \r\n   "
        let path = try file("Blanks.xcstrings", text)
        let indexed = try StringCatalog.index(xcstrings: path)
        XCTAssertNotNil(indexed.lazyEntries, "indexed, not read in full")
        XCTAssertEqual(indexed.localizations, ["de", "en", "es-419", "pt", "sr-Latn-BA", "sr-Latn1", "zh-Hans", "zh-Hans-HK"])
        XCTAssertEqual(Set(indexed.entryKeys), ["a", "b", "c"])
        XCTAssertEqual(indexed.entry("a")?.line, nil, "the key is not at four spaces")
        XCTAssertEqual(indexed.entry("b")?.line, 10)
        XCTAssertEqual(try StringCatalog.read(xcstrings: path).entries["b"]?.line, 10, "the full read counts alike")
        XCTAssertEqual(indexed.entry("c")?.line, nil)
        XCTAssertEqual(indexed.entries, try StringCatalog.read(xcstrings: path).entries)
        // A control character after a run of spaces inside a value, and one
        // after a run outside (a form feed is no JSON blank).
        let inside = try file("Inside.xcstrings", "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{\"comment\":\"x          \u{0C}\"}}}")
        XCTAssertThrowsError(try StringCatalog.index(xcstrings: inside)) { XCTAssertTrue("\($0)".contains(":1:62: invalid JSON: a control character"), "\($0)") }
        let outside = try file("Outside.xcstrings", "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{}}           \u{0C}}")
        XCTAssertThrowsError(try StringCatalog.index(xcstrings: outside)) { XCTAssertTrue("\($0)".contains(":1:53: invalid JSON"), "\($0)") }
    }

    func testPseudoLocalizationsAreAddedAsEntriesAreRead() throws {
        let path = Fixture.path("AllFields.xcstrings")
        let full = try StringCatalog.read(xcstrings: path)
        let indexed = try StringCatalog.index(xcstrings: path)
        for mode in [Pseudolocalizer.Mode.accented, .rightToLeft] {
            let eager = Pseudolocalizer(mode: mode).adding(to: full)
            let lazy = Pseudolocalizer(mode: mode).adding(to: indexed)
            XCTAssertNotNil(lazy.lazyEntries)
            for key in full.entries.keys { XCTAssertEqual(lazy.entry(key), eager.entries[key], "\(mode): \(key)") }
            XCTAssertNil(indexed.entry(full.entries.keys.first!)?.localizations?[mode.defaultLocale], "the catalog it was made from is unchanged")
        }
    }

    func testAChangeDecodesEveryEntryOnce() throws {
        var catalog = try StringCatalog.index(xcstrings: Fixture.path("XcodeWritten.xcstrings"))
        let full = try StringCatalog.read(xcstrings: Fixture.path("XcodeWritten.xcstrings"))
        catalog.entries["New key"] = CatalogEntry()
        XCTAssertNil(catalog.lazyEntries, "a change holds every entry")
        XCTAssertEqual(catalog.entries.count, full.entries.count + 1)
        XCTAssertEqual(catalog.entries.filter { $0.key != "New key" }, full.entries)
    }

    /// A catalog past 4 MB, so that two cores scan it: `keys` entries in
    /// five languages, pretty (Xcode's layout) or minified; `between`
    /// adds a member to every localization.
    private func large(keys: Int, pretty: Bool, localizationMember between: String = "") -> String {
        let languages = ["de", "fr", "ja", "ar", "pt-BR"]
        var entries: [String] = []
        for index in 0..<keys {
            let key = "Entry number \(index) of the table"
            let localizations = languages.map { language in
                #""\#(language)":{\#(between)"stringUnit":{"state":"translated","value":"\#(language) text for entry \#(index), long enough to matter"}}"#
            }
            entries.append(#""\#(key)":{"comment":"A note for entry \#(index)","localizations":{\#(localizations.joined(separator: ","))}}"#)
        }
        let minified = #"{"sourceLanguage":"en","strings":{\#(entries.joined(separator: ","))},"version":"1.0"}"#
        guard pretty else { return minified }
        // Xcode's layout, as the writer makes it.
        let catalog = try! StringCatalog(xcstrings: Array(minified.utf8), source: "generated")
        return String(decoding: catalog.xcstringsData(), as: UTF8.self)
    }

    func testTwoCoresReadALargeCatalogAsOneDoes() throws {
        for pretty in [true, false] {
            let text = large(keys: 8_000, pretty: pretty)
            XCTAssertGreaterThan(text.utf8.count, 4 << 20, "large enough to be split")
            let path = try file("Large-\(pretty).xcstrings", text)
            let indexed = try StringCatalog.index(xcstrings: path)
            let full = try StringCatalog.read(xcstrings: path)
            XCTAssertEqual(indexed.lazyEntries?.index.scannedInTwo, ProcessInfo.processInfo.activeProcessorCount > 1, "the second half is another core's")
            XCTAssertEqual(indexed.entryCount, 8_000)
            XCTAssertEqual(indexed.localizations, full.localizations)
            XCTAssertEqual(indexed.entries, full.entries, "pretty: \(pretty)")
            for key in ["Entry number 0 of the table", "Entry number 4000 of the table", "Entry number 7999 of the table"] {
                XCTAssertEqual(indexed.entry(key)?.line, full.entries[key]?.line, "\(key), pretty: \(pretty)")
                if pretty { XCTAssertNotNil(full.entries[key]?.line) }
            }
        }
    }

    func testAWrongGuessOfTheSecondHalfChangesNothing() throws {
        // Every localization opens with "comment", as an entry does: the
        // second core's guess is a localization, not a key, and is dropped.
        let text = large(keys: 8_000, pretty: false, localizationMember: #""comment":"not an entry","#)
        let path = try file("Guess.xcstrings", text)
        let indexed = try StringCatalog.index(xcstrings: path)
        XCTAssertEqual(indexed.lazyEntries?.index.scannedInTwo, false, "the guess was no key")
        XCTAssertEqual(indexed.entryCount, 8_000)
        XCTAssertEqual(indexed.entries, try StringCatalog.read(xcstrings: path).entries)
        // A key in both halves is the full read's duplicate-key error.
        let last = #"    "Entry number 7999 of the table" : {"#
        let repeated = large(keys: 8_000, pretty: true).replacingOccurrences(of: last, with: #"    "Entry number 0 of the table" : {"#)
        let twice = try file("Twice.xcstrings", repeated)
        XCTAssertThrowsError(try StringCatalog.index(xcstrings: twice)) { XCTAssertTrue("\($0)".contains("duplicate key \"Entry number 0 of the table\""), "\($0)") }
    }
}
