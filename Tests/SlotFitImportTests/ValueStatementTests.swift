import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// Value code of several statements, evaluated per sample state: `var`
/// and assignment, `if`/`else if` that assign, `guard`, `switch` with
/// ranges, `let` bindings and `where`, `for`-`in`, early `return`.
final class ValueStatementTests: XCTestCase {
    static let declarations = """
    struct ParkingAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var minutesLeft: Int
            var level: Int
            var nickname: String?
        }
        var garage: String
    }

    extension ParkingAttributes.ContentState {
        static let fresh = ParkingAttributes.ContentState(minutesLeft: 125, level: -2, nickname: nil)
        static let ending = ParkingAttributes.ContentState(minutesLeft: 9, level: 7, nickname: "Blue van")
        static let expired = ParkingAttributes.ContentState(minutesLeft: 0, level: 0, nickname: nil)
        static let lower = ParkingAttributes.ContentState(minutesLeft: 45, level: 2, nickname: nil)
        static let middle = ParkingAttributes.ContentState(minutesLeft: 61, level: 4, nickname: nil)
        static let brief = ParkingAttributes.ContentState(minutesLeft: 4, level: 1, nickname: nil)

        /// Assigned by branches, returned once.
        var statusText: String {
            var result = "Parked"
            if minutesLeft < 1 {
                result = "Expired"
            } else if minutesLeft < 15 {
                result = "Ending soon"
            }
            return result
        }

        /// A guard, then a switch over ranges, a binding with `where` and a default.
        var levelText: String {
            guard level != 0 else { return "Street level" }
            let name: String
            switch level {
            case ..<0:
                name = "Basement \\(-level)"
            case 1, 2:
                name = "Lower deck"
            case let floor where floor > 5:
                name = "Roof (\\(floor))"
            default:
                name = "Deck \\(level)"
            }
            return name
        }

        /// Integer division and remainder, compound assignment.
        var remainingText: String {
            var hours = minutesLeft / 60
            var minutes = minutesLeft % 60
            if minutes >= 45 {
                hours += 1
                minutes = 0
            }
            return "\\(hours) h \\(minutes) min"
        }

        /// A loop over a literal array with `where`, `continue` and `break`.
        var fee: Int {
            var total = 0
            for rate in [2, 3, 5, 8] where rate != 3 {
                if rate > minutesLeft { continue }
                total += rate
                if total >= 10 { break }
            }
            return total
        }

        /// Early return from a switch, `break` in a case, a range loop.
        func band(_ minutes: Int) -> String {
            switch minutes {
            case 0..<10:
                return "short"
            case 10...60:
                return "medium"
            default:
                break
            }
            var label = "long"
            for step in 1...3 {
                if minutes > step * 60 { label = "over \\(step) h" }
            }
            return label
        }

        /// A case runs on into the next only through `fallthrough`.
        var stars: String {
            var text = ""
            switch level {
            case 3:
                text += "*"
                fallthrough
            case 2:
                text += "*"
                fallthrough
            case 1:
                text += "*"
            default:
                text = "-"
            }
            return text
        }

        /// `??` binds looser than `+`: `nickname ?? ("Car" + " spot")`.
        var spotName: String { nickname ?? "Car" + " spot" }
    }
    """

    func fixture() throws -> ImportedFixture {
        try ImportedFixture(FixtureSource.activity("ParkingAttributes", lockScreen: """
        VStack {
                        Text(context.state.statusText)
                        Text(context.state.levelText)
                        Text(context.state.remainingText)
                        Text("Fee \\(context.state.fee)")
                        Text(context.state.band(context.state.minutesLeft))
                        Text(context.state.spotName)
                        Text(context.state.stars)
                    }
        """, declarations: Self.declarations))
    }

    func testAssignedBranchesGiveEachStateItsOwnText() throws {
        let parking = try fixture()
        XCTAssertEqual(try parking.texts("fresh")[0], "Parked")
        XCTAssertEqual(try parking.texts("ending")[0], "Ending soon")
        XCTAssertEqual(try parking.texts("expired")[0], "Expired")
    }

    func testGuardAndSwitchPatternsPickTheCaseEachStateMatches() throws {
        let parking = try fixture()
        XCTAssertEqual(try parking.texts("fresh")[1], "Basement 2", "case ..<0")
        XCTAssertEqual(try parking.texts("ending")[1], "Roof (7)", "case let floor where floor > 5")
        XCTAssertEqual(try parking.texts("expired")[1], "Street level", "guard … else { return }")
        XCTAssertEqual(try parking.texts("lower")[1], "Lower deck", "case 1, 2")
        XCTAssertEqual(try parking.texts("middle")[1], "Deck 4", "default")
    }

    func testIntegerDivisionAndCompoundAssignment() throws {
        // `Int / Int` truncates and `%` is the remainder (The Swift
        // Programming Language, "Basic Operators": "Remainder Operator").
        let parking = try fixture()
        XCTAssertEqual(try parking.texts("fresh")[2], "2 h 5 min", "125 / 60 is 2, 125 % 60 is 5")
        XCTAssertEqual(try parking.texts("lower")[2], "1 h 0 min", "45 min rounds up by += 1")
        XCTAssertEqual(try parking.texts("middle")[2], "1 h 1 min")
    }

    func testLoopsWithWhereContinueAndBreakAreUnrolled() throws {
        let parking = try fixture()
        // 125 minutes: 2 + 5 (3 skipped by where) = 7, + 8 = 15 ≥ 10: break.
        XCTAssertEqual(try parking.texts("fresh")[3], "Fee 15")
        // 9 minutes: 2 + 5, 8 ≤ 9 too: 15.
        XCTAssertEqual(try parking.texts("ending")[3], "Fee 15")
        // 0 minutes: every rate is skipped by `continue`.
        XCTAssertEqual(try parking.texts("expired")[3], "Fee 0")
        // 4 minutes: only 2 (5 and 8 skipped by `continue`).
        XCTAssertEqual(try parking.texts("brief")[3], "Fee 2")
    }

    func testEarlyReturnsFromASwitchAndARangeLoop() throws {
        let parking = try fixture()
        XCTAssertEqual(try parking.texts("ending")[4], "short")
        XCTAssertEqual(try parking.texts("lower")[4], "medium")
        XCTAssertEqual(try parking.texts("middle")[4], "over 1 h", "61 > 60 only")
        XCTAssertEqual(try parking.texts("fresh")[4], "over 2 h", "125 > 120, not > 180")
    }

    func testFallthroughRunsIntoTheNextCaseAndNothingElseDoes() throws {
        // No implicit fallthrough; `fallthrough` continues into the next
        // case's body (The Swift Programming Language, "Control Flow":
        // "No Implicit Fallthrough", "Fallthrough").
        let parking = try fixture()
        XCTAssertEqual(try parking.texts("lower")[6], "**", "level 2: case 2 falls into case 1")
        XCTAssertEqual(try parking.texts("brief")[6], "*", "level 1")
        XCTAssertEqual(try parking.texts("middle")[6], "-", "level 4: default")
    }

    func testNilCoalescingBindsLooserThanAddition() throws {
        // NilCoalescingPrecedence is lower than AdditionPrecedence (The
        // Swift Programming Language, "Operator Declarations").
        let parking = try fixture()
        XCTAssertEqual(try parking.texts("fresh")[5], "Car spot")
        XCTAssertEqual(try parking.texts("ending")[5], "Blue van")
    }

    func testNothingIsApproximated() throws {
        XCTAssertEqual(try fixture().constructApproximations, [])
    }
}
