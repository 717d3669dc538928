import Foundation
import XCTest
import SlotFit
import SlotFitStrings
@testable import slotfit

/// Which goldens an edit to one localization of a string table reaches:
/// a golden shows its own localization's value, the development
/// language's where its localization lacks the key, and reads every
/// localization of such a key (a text another language keeps as written
/// is only a warning).
final class LocalizedDigestsTests: XCTestCase {
    /// The digests of what a render read of a catalog whose `key` has
    /// `values` by localization (and whose other key, not read, has an
    /// English, German and French value: the catalog's languages).
    func digests(_ values: [String: String], key: String = "Out for delivery", comment: String? = nil) throws -> LocalizedDigests {
        let localizations = values.sorted { $0.key < $1.key }.map { "\"\($0.key)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.value)\" } }" }
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Delivered" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Zugestellt" } }, "fr" : { "stringUnit" : { "state" : "translated", "value" : "Livré" } } } },
                "\(key)" : {
                  \(comment.map { "\"comment\" : \"\($0)\"," } ?? "")
                  "localizations" : { \(localizations.joined(separator: ", ")) }
                }
              },
              "version" : "1.0"
            }
            """
        let index = try XCTUnwrap(XCStringsIndex(bytes: Array(text.utf8), source: "Localizable.xcstrings"))
        var reads = CatalogReadLog.Reads()
        reads.keys = [key]
        return LocalizedDigests(try XCTUnwrap(CatalogReadLog.material(of: index, reads: reads).parts))
    }

    /// The record of the catalog the goldens of `file` read.
    let record = ResultCache.CatalogRecord(path: "Localizable.xcstrings", reads: CatalogReadLog.Reads(keys: ["Out for delivery"]), digest: "")

    func file(_ locale: String, localization: String? = nil) -> GoldenMatrix.File {
        var file = GoldenMatrix.File(path: "parcel/\(locale).txt", contents: "", catalog: "Localizable.xcstrings", locale: locale, sourceLanguage: "en")
        file.localization = localization ?? locale
        return file
    }

    func testAGermanEditReachesGermanAndTheLanguagesTheKeyLacks() throws {
        let before = try digests(["en": "Out for delivery", "de": "Wird zugestellt"])
        let after = try digests(["en": "Out for delivery", "de": "Kommt heute"])
        let edits = try XCTUnwrap(before.edits(to: after))
        XCTAssertEqual(edits.map(\.localization), ["de"])
        let files = [file("en"), file("de"), file("de-AT", localization: "de"), file("fr"), file("en-XA")]
        // fr and en-XA lack the key: they show English, and fr's warning
        // asks whether another language keeps the text as written.
        XCTAssertEqual(ResultCache.affectedFiles(files, by: [(record, edits)]), ["parcel/de.txt", "parcel/de-AT.txt", "parcel/fr.txt", "parcel/en-XA.txt"])
    }

    func testATranslationAddedReachesItsLanguage() throws {
        let before = try digests(["en": "Out for delivery", "de": "Wird zugestellt"])
        let after = try digests(["en": "Out for delivery", "de": "Wird zugestellt", "fr": "En livraison"])
        let edits = try XCTUnwrap(before.edits(to: after))
        XCTAssertEqual(edits.map(\.localization), ["fr"])
        XCTAssertEqual(edits.first?.present, ["en", "de"])
        XCTAssertEqual(ResultCache.affectedFiles([file("en"), file("de"), file("fr")], by: [(record, edits)]), ["parcel/fr.txt"])
    }

    func testTheDevelopmentLanguageOrWhatLanguagesShareReachesEveryGolden() throws {
        let before = try digests(["en": "Out for delivery", "de": "Wird zugestellt"])
        let english = try XCTUnwrap(before.edits(to: try digests(["en": "On its way", "de": "Wird zugestellt"])))
        XCTAssertNil(ResultCache.affectedFiles([file("en"), file("de")], by: [(record, english)]), "the development language's value is every golden's fallback")
        XCTAssertNil(before.edits(to: try digests(["en": "Out for delivery", "de": "Wird zugestellt"], comment: "A parcel's state")),
                     "a comment is every language's")
        XCTAssertEqual(try before.edits(to: try digests(["en": "Out for delivery", "de": "Wird zugestellt"])), [], "nothing changed")
    }

    func testAGoldenOfAnActivityWithoutATableIsAlwaysRenderedAgain() throws {
        let before = try digests(["en": "Out for delivery", "de": "Wird zugestellt"])
        let edits = try XCTUnwrap(before.edits(to: try digests(["en": "Out for delivery", "de": "Kommt heute"])))
        var unbundled = file("en")
        unbundled.path = "widget/en.txt"
        unbundled.catalog = nil
        XCTAssertEqual(ResultCache.affectedFiles([file("en"), unbundled], by: [(record, edits)]), ["widget/en.txt"])
    }

    func testAnEditReachesOnlyTheGoldensOfTheActivitiesThatReadTheTable() throws {
        let before = try digests(["en": "Out for delivery", "de": "Wird zugestellt"])
        let edits = try XCTUnwrap(before.edits(to: try digests(["en": "Out for delivery", "de": "Kommt heute"])))
        var other = file("fr")
        other.path = "ride/fr.txt"
        other.catalog = "Ride.xcstrings"
        XCTAssertEqual(ResultCache.affectedFiles([file("de"), file("fr"), other], by: [(record, edits)]), ["parcel/de.txt", "parcel/fr.txt"],
                       "the ride activity's French golden does not read the parcel table")
        let unowned = ResultCache.CatalogRecord(path: "App/Localizable.xcstrings", reads: CatalogReadLog.Reads(keys: ["Out for delivery"]), digest: "")
        XCTAssertNil(ResultCache.affectedFiles([file("de"), other], by: [(unowned, edits)]), "a table no golden's activity reads as its own: every golden")
    }
}
