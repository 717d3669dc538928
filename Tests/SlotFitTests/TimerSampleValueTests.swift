import Foundation
import SlotFit
import SlotFitText
import XCTest

/// A timer's sample is a time: seconds, or a date on SlotFit's sample clock
/// written `$now + 240` (what a user writes for `Text(timerInterval:
/// .now...end)`'s end). Anything else is an error that names the value —
/// never a timer silently drawn as "0:00" (seen on a public kitchen-timer
/// app, whose `"$now + 240"` sample rendered 0:00 and was counted checked).
final class TimerSampleValueTests: XCTestCase {
    func shown(_ value: String) throws -> String? {
        let activity = try ActivityManifest.parse("""
        activity: T
        states: { s: { end: \(value) } }
        lockScreen: { timer: { seconds: end, countsDown: true } }
        """, source: "t.yml")
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"))
        return snapshot.presentations.first?.root.flattened.first { $0.kind == .timer }?.text?.visibleText
    }

    func testSecondsAndDatesOnTheSampleClock() throws {
        XCTAssertEqual(try shown("240"), "4:00")
        XCTAssertEqual(try shown("\"$now + 240\""), "4:00")
        XCTAssertEqual(try shown("$now + 3725"), "1:02:05")
        XCTAssertEqual(try shown("\"$now - 30\""), "0:00", "a count-down past its end shows 0:00")
        XCTAssertEqual(EnvironmentValue.sampleDate("$now"), EnvironmentValue.sampleNow)
        XCTAssertNil(EnvironmentValue.sampleDate("$now * 2"))
        // Units: seconds, minutes, hours, days.
        XCTAssertEqual(EnvironmentValue.sampleDate("$now + 4m"), EnvironmentValue.sampleNow + 240)
        XCTAssertEqual(EnvironmentValue.sampleDate("$now - 2h"), EnvironmentValue.sampleNow - 7200)
        XCTAssertEqual(EnvironmentValue.sampleDate("$now+1d"), EnvironmentValue.sampleNow + 86400)
        XCTAssertEqual(EnvironmentValue.sampleDate("$now + 90s"), EnvironmentValue.sampleNow + 90)
        XCTAssertNil(EnvironmentValue.sampleDate("$now + 4w"))
        // ISO 8601 date-times (RFC 3339): 2026-06-03T09:41:00Z is the sample
        // clock (1,780,479,660 s since 1970: 20,607 days × 86,400 + 34,860).
        XCTAssertEqual(EnvironmentValue.isoDate("2026-06-03T09:41:00Z"), 20_607 * 86_400 + 34_860)
        XCTAssertEqual(EnvironmentValue.isoDate("2026-06-03T11:41:00+02:00"), EnvironmentValue.sampleNow)
        XCTAssertEqual(EnvironmentValue.isoDate("2026-06-03T09:41:00.500Z"), EnvironmentValue.sampleNow + 0.5)
        XCTAssertNil(EnvironmentValue.isoDate("2026-06-03"), "a day without a time is no instant")
        XCTAssertNil(EnvironmentValue.isoDate("2026-06-03T09:41:00"), "a time without a zone depends on the device")
    }

    func testAValueThatIsNotATimeIsALocatedError() throws {
        XCTAssertThrowsError(try shown("\"soon\"")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("the timer \"end\" has the sample value \"soon\", which is not a time"), text)
            XCTAssertTrue(text.contains("t.yml:3"), text)
        }
    }
}
