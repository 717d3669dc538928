import Foundation
import SlotFitStrings
import XCTest

final class LegacyFormatTests: XCTestCase {
    func testLprojFoldersReadIntoOneModel() throws {
        let folder = (Fixture.path("Legacy/en.lproj/Localizable.strings") as NSString).deletingLastPathComponent
        let catalog = try StringCatalog.read(lprojIn: (folder as NSString).deletingLastPathComponent, sourceLanguage: "en")
        XCTAssertEqual(catalog.localizations, ["de", "en"])
        let session = try XCTUnwrap(catalog.entries["Session complete"])
        XCTAssertEqual(session.comment, "Lock Screen title")
        XCTAssertEqual(session.localizations?["de"]?.stringUnit?.value, "Sitzung beendet", "UTF-16 LE with BOM")
        XCTAssertEqual(catalog.entries["Paused"]?.comment, "Timer state, shown in the compact trailing slot")
        XCTAssertEqual(catalog.entries["Quote \"%@\""]?.localizations?["en"]?.stringUnit?.value, "Quote \"%@\"\nnext line\tTab été")
        XCTAssertEqual(catalog.entries["unquoted_key"]?.localizations?["en"]?.stringUnit?.value, "Unquoted keys are allowed")

        XCTAssertEqual(try catalog.format(key: "%lld sessions", localization: "de", arguments: [.int(0)]), "Keine Sitzungen", "Apple's zero rule")
        XCTAssertEqual(try catalog.format(key: "%lld sessions", localization: "de", arguments: [.int(1)]), "1 Sitzung")
        XCTAssertEqual(try catalog.format(key: "%lld sessions", localization: "de", arguments: [.int(7)]), "7 Sitzungen")
        XCTAssertEqual(try catalog.format(key: "Tap to open", localization: "de", device: .mac), "Klicken zum Öffnen")
        XCTAssertEqual(try catalog.format(key: "Tap to open", localization: "de", device: .iphone), "Tippen zum Öffnen")
        XCTAssertEqual(catalog.entries["Welcome"]?.localizations?["de"]?.variations?.width?[20]?.stringUnit?.value, "Hallo")
        XCTAssertEqual(try catalog.format(key: "Welcome", localization: "de"), "Willkommen zurück")
    }

    func testUnterminatedStringNamesTheLine() throws {
        let bytes = Array("\"a\" = \"b\";\n\"Paused\" = \"Pausiert;\n".utf8)
        XCTAssertThrowsError(try StringsFileParser.parse(bytes, source: "de.lproj/Localizable.strings")) { error in
            XCTAssertEqual("\(error)", "de.lproj/Localizable.strings:2:12: unterminated string; close it with \"")
        }
        XCTAssertThrowsError(try StringsFileParser.parse(Array("\"a\" = \"b\"\n".utf8), source: "x.strings")) {
            XCTAssertTrue("\($0)".contains("expected ; after the value of \"a\""), "\($0)")
        }
        // A duplicate is reported, not fatal: the rest of the file (and
        // every other locale) is still read.
        let (entries, duplicates) = try StringsFileParser.read(Array("\"a\" = \"b\";\n\"a\" = \"c\";".utf8), source: "x.strings")
        XCTAssertEqual(entries.map(\.value), ["c"])
        XCTAssertEqual(duplicates.map(\.firstLine), [1])
        XCTAssertThrowsError(try StringsFileParser.parse([0x22, 0xFF, 0x22], source: "bad.strings")) {
            XCTAssertTrue("\($0)".contains("neither UTF-8 nor UTF-16"), "\($0)")
        }
    }
}
