import SlotFit
import SlotFitText
import XCTest

/// A finding's fix names the language only where a translator can act: a
/// string from the catalog. A literal or a value of the app's data (a
/// person's name, a team) reads the same in every language, so "shorten
/// the Arabic text" would send the team to the wrong people.
final class FixWordingTests: XCTestCase {
    func fix(_ text: String, locale: String) throws -> String {
        let activity = try ActivityManifest.parse("""
        activity: Departures
        states: { s: { line: "Borussia Mönchengladbach Hauptbahnhof" } }
        dynamicIsland:
          compactLeading: { image: { symbol: tram.fill, size: 18 } }
          compactTrailing: { text: \(text), font: caption2, lineLimit: 1, frame: { width: 30 } }
        """, source: "d.yml")
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: locale)
        return try XCTUnwrap(snapshot.findings.first { $0.rule == .compactTruncation }, snapshot.text).message
    }

    func testAValueOrALiteralIsNoTranslation() throws {
        for text in ["{ value: line }", "{ verbatim: Departing }"] {
            let message = try fix(text, locale: "ar")
            XCTAssertTrue(message.contains("(not a translation: the same in every language)"), message)
            XCTAssertFalse(message.contains("Arabic") || message.contains("English"), message)
        }
    }
}
