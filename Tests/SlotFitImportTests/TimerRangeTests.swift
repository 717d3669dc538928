import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// A `ClosedRange<Date>` field (a mesh radio's `timerRange`) read by
/// `Text(timerInterval:)`: the Swift sample's range gives its bounds, so the
/// timer shows the time left, not a stand-in.
final class TimerRangeTests: XCTestCase {
    func testARangeFieldsBoundsComeFromTheSample() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("RelayAttributes", lockScreen: """
            Text(timerInterval: context.state.timerRange, countsDown: true)
            """, declarations: """
            struct RelayAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var timerRange: ClosedRange<Date> }
            }
            extension RelayAttributes.ContentState {
                static let s = RelayAttributes.ContentState(timerRange: Date.now...Date(timeIntervalSinceNow: 300))
            }
            """))
        XCTAssertEqual(fixture.activity.states.first?.fields["timerRange.upperBound"]?.number.map { $0 - EnvironmentValue.sampleNow }, 300)
        // 300 s left on the sample clock: "5:00", as a count-down timer shows it.
        XCTAssertEqual(try fixture.texts("s"), ["5:00"])
        XCTAssertTrue(fixture.activity.assumed.isEmpty, "\(fixture.activity.assumed)")
    }
}
