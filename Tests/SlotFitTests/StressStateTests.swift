import SlotFit
import XCTest

/// `stress:` in slotfit.yml: a generated state per activity whose fields
/// take their longest candidate, so each view is checked at its widest.
final class StressStateTests: XCTestCase {
    func activity() throws -> Activity {
        try ActivityManifest.parse("""
            activity: Ride
            states:
              onTheWay: { driver: Ana, eta: 300, plate: "B 12" }
              arrived: { driver: Ana, eta: 0, plate: "B 12" }
            lockScreen: { text: { value: driver } }
            """, source: "r.yml")
    }

    func testTheLongestCandidateOfEachFieldIsTaken() throws {
        let stressed = try activity().addingStressState(["driver": [.string("Ana"), .string("Maximiliano Alessandro"), .string("Bo")],
                                                         "eta": [.number(999), .number(5400), .number(1200)]], source: SourceLocation(file: "slotfit.yml"))
        let state = try XCTUnwrap(stressed.states.last)
        XCTAssertEqual(state.name, "stress")
        XCTAssertEqual(state.fields["driver"], .string("Maximiliano Alessandro"))
        XCTAssertEqual(state.fields["eta"], .number(5400), "4 characters; of 5400 and 1200, the first")
        XCTAssertEqual(state.fields["plate"], .string("B 12"), "other fields as in the first state")
        let again = try stressed.addingStressState(["driver": [.string("X")]], source: SourceLocation(file: "slotfit.yml"))
        XCTAssertEqual(again.states.last?.name, "stress-2")
    }

    func testAnUnknownFieldOrActivityIsAnError() throws {
        XCTAssertThrowsError(try activity().addingStressState(["drivr": [.string("X")]], source: SourceLocation(file: "slotfit.yml", line: 9, column: 5))) {
            XCTAssertTrue("\($0)".contains("slotfit.yml:9:5: stress.Ride.drivr: Ride has no field \"drivr\"; did you mean \"driver\"?"), "\($0)")
        }
        let (folder, configuration) = try GoldenMatrixTests.project(config: "activities: [compact.yml]\nlocales: [de]\ndevices: [iphone-393]\nstress:\n  Compakt:\n    x: [1]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try GoldenMatrix(configuration: configuration, engine: LayoutTests.engine).render()) {
            XCTAssertTrue("\($0)".contains("slotfit.yml:5:3: stress: no activity is named \"Compakt\"; did you mean \"Compact\"?"), "\($0)")
        }
    }
}
