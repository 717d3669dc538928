import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// Value code a pull request could commit to make a statement interpreter
/// expand without end: every case ends within the budgets, the value left
/// unevaluated and the reason noted, never a hang or a crash.
final class ValueCodeBudgetTests: XCTestCase {
    func fixture(_ members: String) throws -> ImportedFixture {
        try ImportedFixture(FixtureSource.activity("MeterAttributes", lockScreen: """
        VStack {
                        Text(context.state.label)
                        Text("\\(context.state.reading) kWh")
                    }
        """, declarations: """
        struct MeterAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var reading: Int }
        }

        extension MeterAttributes.ContentState {
            static let now = MeterAttributes.ContentState(reading: 12)
            \(members)
        }
        """))
    }

    func assertUnevaluated(_ meter: ImportedFixture, noting reason: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try meter.texts("now"), ["", "12 kWh"], "the label is unevaluated; the rest shows", file: file, line: line)
        XCTAssertTrue(meter.imported.approximations.contains { $0.assumed.contains(reason) }, "\(meter.imported.approximations)", file: file, line: line)
    }

    func testAValueDoublingInALoopStopsAtTheSizeBudget() throws {
        let started = Date()
        let meter = try fixture("""
        var label: String {
                var text = "\\(reading)"
                for _ in 0..<40 { text = text + text }
                return text
            }
        """)
        try assertUnevaluated(meter, noting: "grows past")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    func testALoopOverAHugeRangeIsNotUnrolled() throws {
        let meter = try fixture("""
        var label: String {
                var total = 0
                for step in 0..<1_000_000_000 { total += step }
                return "\\(total)"
            }
        """)
        try assertUnevaluated(meter, noting: "more than 50 iterations")
    }

    func testEarlyReturnsInALoopStopAtThePathBudget() throws {
        let started = Date()
        let meter = try fixture("""
        var label: String {
                var count = 0
                for step in 0..<40 {
                    if reading > step { continue }
                    count += 1
                }
                return "\\(count)"
            }
        """)
        try assertUnevaluated(meter, noting: "paths")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    func testAFunctionCallingItselfEnds() throws {
        let meter = try fixture("""
        func countdown(_ n: Int) -> Int {
                var result = n
                if n > 0 { result = countdown(n - 1) }
                return result
            }
            var label: String { "\\(countdown(reading))" }
        """)
        XCTAssertEqual(try meter.texts("now").last, "12 kWh")
        XCTAssertFalse(meter.imported.approximations.isEmpty)
    }
}
