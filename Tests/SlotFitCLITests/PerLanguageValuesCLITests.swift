import Foundation
import XCTest

/// A value the app makes per language before it sends it (a distance the
/// server writes "1.2 km" in English and "1.2 كم" in Arabic). A string a
/// sample gives once is the development language's: in another language a
/// finding that rests on it is a warning that says so; `same: true` says the
/// app sends it unchanged (the finding holds); a value per language shows
/// each localization its own form, and one with none is not checked.
final class PerLanguageValuesCLITests: XCTestCase {
    static let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct TripAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var distance: String
            }
        }

        extension TripAttributes.ContentState {
            static let approaching = TripAttributes.ContentState(distance: "1.2 km")
        }

        struct TripLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: TripAttributes.self) { context in
                    Text("Next turn in \\(context.state.distance)")
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("Next turn in \\(context.state.distance)") }
                    } compactLeading: {
                        Image(systemName: "arrow.turn.up.right")
                    } compactTrailing: {
                        Text(context.state.distance)
                    } minimal: {
                        Image(systemName: "arrow.turn.up.right")
                    }
                }
            }
        }
        """

    /// Arabic and Hebrew translations written for this test.
    static let catalog = """
        {"sourceLanguage":"en","version":"1.0","strings":{"Next turn in %@":{"localizations":{
        "ar":{"stringUnit":{"state":"translated","value":"المنعطف التالي بعد %@"}},
        "he":{"stringUnit":{"state":"translated","value":"הפנייה הבאה בעוד %@"}}}}}}
        """

    func project(values: String) throws -> URL {
        let folder = try SlotFitBinary.project("language-values", files: ["Trip.swift": Self.source, "Localizable.xcstrings": Self.catalog],
            configuration: "sources: [.]\ncatalogs: [Localizable.xcstrings]\nlocales: [en, ar, he]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n\(values)")
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder).status, 0)
        return folder
    }

    func testAStringGivenOnceRestsOnItsLanguageElsewhere() throws {
        let folder = try project(values: "")
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try SlotFitBinary.run(["check"], in: folder)
        // "1.2 km" alone in a right-to-left paragraph shows as "km 1.2"
        // (UAX #9: the European number and the Latin word are separate
        // runs ordered right to left), but an Arabic app need not send it.
        XCTAssertEqual(check.status, 0, check.stdout)
        XCTAssertTrue(check.stdout.contains("warning rtl-ltr-argument · TripAttributes · compactTrailing \"distance\""), check.stdout)
        XCTAssertTrue(check.stdout.contains("it rests on the value \"1.2 km\" of distance, given once for every language: the app may send another form in ar"), check.stdout)
        XCTAssertFalse(check.stdout.contains("error rtl-ltr-argument"), check.stdout)
    }

    func testSameTrueMakesTheFindingHold() throws {
        let folder = try project(values: "values:\n  distance: {same: true}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertEqual(check.status, 1, check.stdout)
        XCTAssertTrue(check.stdout.contains("error rtl-ltr-argument · TripAttributes · compactTrailing \"distance\""), check.stdout)
        XCTAssertFalse(check.stdout.contains("given once for every language"), check.stdout)
    }

    func testEachLanguageShowsItsOwnFormAndOneWithoutIsNotChecked() throws {
        let folder = try project(values: "values:\n  context.state.distance: {en: \"1.2 km\", ar: \"1.2 كم\"}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertEqual(check.status, 0, check.stdout)
        let arabic = try String(contentsOf: folder.appendingPathComponent("golden/tripattributes/ar.txt"), encoding: .utf8)
        // The Arabic form, in display order (UAX #9: the Arabic word left of the number).
        XCTAssertTrue(arabic.contains("visual \"مك 1.2\""), arabic)
        XCTAssertFalse(arabic.contains("km"), arabic)
        XCTAssertFalse(check.stdout.contains("rtl-ltr-argument"), check.stdout)
        // Hebrew has no form: laid out with a placeholder, never English's, and not counted.
        let hebrew = try String(contentsOf: folder.appendingPathComponent("golden/tripattributes/he.txt"), encoding: .utf8)
        XCTAssertFalse(hebrew.contains("1.2"), hebrew)
        XCTAssertTrue(hebrew.contains("but not in he; add a he form"), hebrew)
        XCTAssertTrue(check.stdout.contains("texts checked exactly 6/9 (66.7 %)"), check.stdout)
    }

    func testAMappingThatIsNotByLanguageIsALocatedError() throws {
        let folder = try SlotFitBinary.project("language-values", files: ["Trip.swift": Self.source],
                                               configuration: "sources: [.]\nlocales: [en]\nvalues:\n  distance: {english: \"1.2 km\"}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertEqual(check.status, 2, check.stdout + check.stderr)
        XCTAssertTrue(check.stderr.contains("slotfit.yml:4:"), check.stderr)
        XCTAssertTrue(check.stderr.contains("\"english\" is not a language tag"), check.stderr)
    }
}
