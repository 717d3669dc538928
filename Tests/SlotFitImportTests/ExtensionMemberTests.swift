import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// Members declared anywhere in the sources: extension properties and
/// methods on `Int`, static computed properties, a shared formatter's
/// method; dates built with `Date(timeInterval:since:)` and
/// `addingTimeInterval`, and timer ranges through names.
final class ExtensionMemberTests: XCTestCase {
    static let declarations = """
    struct BoardingAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var delayMinutes: Int
            var gate: String
            var boardingStarts: Date
        }
    }

    extension Int {
        var minutesText: String {
            if self < 60 { return "\\(self) min" }
            return "\\(self / 60) h \\(self % 60) min"
        }

        func padded(to width: Int) -> String {
            var text = "\\(self)"
            for _ in 0..<width where text.count < width { text = "0" + text }
            return text
        }
    }

    enum Theme {
        static var banner: String {
            let base = "Boarding"
            return base.uppercased()
        }
    }

    final class GateFormatter {
        static let shared = GateFormatter()
        func gate(_ code: String) -> String { "Gate " + code }
    }

    extension BoardingAttributes.ContentState {
        static let onTime = BoardingAttributes.ContentState(delayMinutes: 0, gate: "B12", boardingStarts: .now)
        static let late = BoardingAttributes.ContentState(delayMinutes: 95, gate: "C3", boardingStarts: Date(timeIntervalSinceNow: 600))
    }
    """

    func fixture() throws -> ImportedFixture {
        try ImportedFixture(FixtureSource.activity("BoardingAttributes", lockScreen: """
        let window = Date.now...Date(timeIntervalSinceNow: 30)
                    VStack {
                        Text(context.state.delayMinutes.minutesText)
                        Text(Theme.banner)
                        Text(GateFormatter.shared.gate(context.state.gate))
                        Text(context.state.delayMinutes.padded(to: 3))
                        Text(timerInterval: Date.now...Date(timeIntervalSinceNow: 30))
                        Text(timerInterval: window)
                        Text(timerInterval: context.state.boardingStarts...Date(timeInterval: 900, since: context.state.boardingStarts))
                        Text(context.state.boardingStarts.addingTimeInterval(300), style: .time)
                    }
        """, declarations: Self.declarations))
    }

    func testExtensionMembersOfIntEvaluatePerState() throws {
        let boarding = try fixture()
        XCTAssertEqual(try boarding.texts("onTime")[0], "0 min")
        XCTAssertEqual(try boarding.texts("late")[0], "1 h 35 min")
        XCTAssertEqual(try boarding.texts("onTime")[3], "000")
        XCTAssertEqual(try boarding.texts("late")[3], "095")
    }

    func testStaticMembersAndASharedFormatter() throws {
        let boarding = try fixture()
        XCTAssertEqual(try boarding.texts("onTime")[1], "BOARDING")
        XCTAssertEqual(try boarding.texts("late")[2], "Gate C3")
    }

    func testTimerRangesAreEvaluatedNotAssumed() throws {
        let boarding = try fixture()
        // A 30 s range counts down from 0:30, written inline or through a `let`.
        XCTAssertEqual(try boarding.texts("onTime")[4], "0:30")
        XCTAssertEqual(try boarding.texts("onTime")[5], "0:30")
        // Boarding started now, ends 15 minutes after it; ten minutes later in `late`: 25 min.
        XCTAssertEqual(try boarding.texts("onTime")[6], "15:00")
        XCTAssertEqual(try boarding.texts("late")[6], "25:00")
        XCTAssertFalse(boarding.imported.approximations.contains { $0.assumed.contains("15 minutes") }, "\(boarding.imported.approximations)")
    }

    func testDateArithmetic() throws {
        // The sample clock is 09:41; boarding plus five minutes.
        let shown = try fixture().texts("onTime")[7]
        XCTAssertTrue(shown.hasPrefix("9:46"), shown)
    }

    func testNothingIsApproximated() throws {
        XCTAssertEqual(try fixture().constructApproximations, [])
    }
}

/// A computed property of a state field's enum (`status.label` over
/// `switch self`), as many apps write their status texts.
final class EnumMemberTests: XCTestCase {
    func testAnEnumsComputedPropertyIsEvaluatedForTheFieldsCase() throws {
        let order = try ImportedFixture(FixtureSource.activity("KioskAttributes", lockScreen: """
        Text(context.state.phase.label)
        """, declarations: """
        struct KioskAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var phase: Phase }
        }

        enum Phase: String, Codable {
            case queued, brewing, ready

            var label: String {
                switch self {
                case .queued: return "In the queue"
                case .brewing: return "Brewing your drink"
                case .ready: return "Ready at the counter"
                }
            }
        }

        extension KioskAttributes.ContentState {
            static let waiting = KioskAttributes.ContentState(phase: .queued)
            static let done = KioskAttributes.ContentState(phase: .ready)
        }
        """))
        XCTAssertEqual(try order.texts("waiting"), ["In the queue"])
        XCTAssertEqual(try order.texts("done"), ["Ready at the counter"])
        XCTAssertEqual(order.imported.approximations, [])
    }
}
