import XCTest
@testable import SlotFitStrings

/// What a render read of a String Catalog, and the material the result
/// cache compares: equal after an edit to what was not read, different
/// after an edit to what was.
final class CatalogReadLogTests: XCTestCase {
    func catalog(_ entries: [(String, [(String, String)])], source: String = "en") -> String {
        let strings = entries.map { key, values in
            let localizations = values.map { "\"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.1)\" } }" }
            return "    \"\(key)\" : {\n      \"localizations\" : {\n        " + localizations.joined(separator: ",\n        ") + "\n      }\n    }"
        }
        return "{\n  \"sourceLanguage\" : \"\(source)\",\n  \"strings\" : {\n" + strings.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    func index(_ text: String) throws -> XCStringsIndex {
        try XCTUnwrap(XCStringsIndex(bytes: Array(text.utf8), source: "Test.xcstrings"))
    }

    func material(_ text: String, _ reads: CatalogReadLog.Reads) throws -> CatalogReadLog.ReadMaterial {
        CatalogReadLog.material(of: try index(text), reads: reads)
    }

    func testOnlyWhatWasReadIsMaterial() throws {
        let base = catalog([("Arriving", [("de", "Kommt an")]), ("Delivered", [("de", "Zugestellt")])])
        let otherValue = catalog([("Arriving", [("de", "Kommt an")]), ("Delivered", [("de", "Ist da")])])
        let readValue = catalog([("Arriving", [("de", "Gleich da")]), ("Delivered", [("de", "Zugestellt")])])
        let newKey = catalog([("Arriving", [("de", "Kommt an")]), ("Delivered", [("de", "Zugestellt")]), ("Late", [("de", "Verspätet")])])
        let newLanguage = catalog([("Arriving", [("de", "Kommt an")]), ("Delivered", [("de", "Zugestellt"), ("fr", "Livré")])])
        let oneKey = CatalogReadLog.Reads(keys: ["Arriving"])
        XCTAssertEqual(try material(base, oneKey), try material(otherValue, oneKey), "another key's value")
        XCTAssertEqual(try material(base, oneKey), try material(newKey, oneKey), "another key added")
        XCTAssertNotEqual(try material(base, oneKey), try material(readValue, oneKey), "the read key's value")
        XCTAssertNotEqual(try material(base, oneKey), try material(newLanguage, oneKey), "a new localization anywhere")
        XCTAssertNotEqual(try material(base, oneKey), try material(catalog([("Arriving", [("de", "Kommt an")])], source: "de"), oneKey), "the source language")
        let listed = CatalogReadLog.Reads(keys: ["Arriving"], keyList: true)
        XCTAssertEqual(try material(base, listed), try material(otherValue, listed))
        XCTAssertNotEqual(try material(base, listed), try material(newKey, listed), "the key list, when it was read")
        let whole = CatalogReadLog.Reads(keys: [], whole: true)
        XCTAssertNotEqual(try material(base, whole), try material(otherValue, whole), "every byte, when every entry was read")
    }

    func testAnAbsentKeyIsMaterialAsAbsent() throws {
        let reads = CatalogReadLog.Reads(keys: ["Late"])
        let without = catalog([("Arriving", [("de", "Kommt an")])])
        let with = catalog([("Arriving", [("de", "Kommt an")]), ("Late", [("de", "Verspätet")])])
        XCTAssertNotEqual(try material(without, reads), try material(with, reads), "a key looked up and not found, then added")
    }

    func testAReadKeysLineIsMaterial() throws {
        // The same entry one line lower (a comment added to the key
        // before it): a report's location of the key moves.
        let reads = CatalogReadLog.Reads(keys: ["Delivered"])
        let before = catalog([("Arriving", [("de", "Kommt an")]), ("Delivered", [("de", "Zugestellt")])])
        let after = before.replacingOccurrences(of: "\"Arriving\" : {\n", with: "\"Arriving\" : {\n      \"comment\" : \"On the lock screen\",\n")
        XCTAssertEqual(try index(after).members["Delivered"]?.line, try XCTUnwrap(index(before).members["Delivered"]?.line) + 1)
        XCTAssertNotEqual(try material(before, reads), try material(after, reads))
    }

    func testTheLogRecordsLookupsThroughTheCatalog() throws {
        let path = NSTemporaryDirectory() + "readlog-\(UUID().uuidString).xcstrings"
        try catalog([("Arriving", [("de", "Kommt an")]), ("Delivered", [("de", "Zugestellt")])]).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        CatalogReadLog.shared.record()
        let catalog = try StringCatalog.index(xcstrings: path)
        XCTAssertNotNil(catalog.entry("Arriving"))
        XCTAssertFalse(catalog.hasEntry("Late"))
        let reads = try XCTUnwrap(CatalogReadLog.shared.snapshot()?[CatalogReadLog.canonical(path)]?.reads)
        XCTAssertEqual(reads.keys, ["Arriving", "Late"])
        XCTAssertFalse(reads.whole)
        XCTAssertEqual(CatalogReadLog.shared.snapshot()?[CatalogReadLog.canonical(path)]?.source, path, "the path it was read by, for the index memo")
        _ = catalog.entries
        XCTAssertEqual(CatalogReadLog.shared.snapshot()?[CatalogReadLog.canonical(path)]?.reads.whole, true)
    }
}
