import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// `if a, let b = c, f(b) { … }`: a Boolean, an optional binding and a
/// call of the app's own function, in a view body and in value code.
final class CommaConditionTests: XCTestCase {
    static let declarations = """
    struct CourierAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var isLive: Bool
            var eta: Int?
        }
    }

    func isPlausible(_ eta: Int) -> Bool {
        eta > 0 && eta < 120
    }

    extension CourierAttributes.ContentState {
        static let live = CourierAttributes.ContentState(isLive: true, eta: 12)
        static let noEta = CourierAttributes.ContentState(isLive: true, eta: nil)
        static let stuck = CourierAttributes.ContentState(isLive: true, eta: 500)
        static let paused = CourierAttributes.ContentState(isLive: false, eta: 5)

        var headline: String {
            if isLive, let eta, isPlausible(eta) {
                return "Live · \\(eta) min"
            }
            return isLive ? "Locating courier" : "Paused"
        }
    }
    """

    func testBindingAndCallConditionsHoldPerState() throws {
        let courier = try ImportedFixture(FixtureSource.activity("CourierAttributes", lockScreen: """
        VStack {
                        if context.state.isLive, let eta = context.state.eta, isPlausible(eta) {
                            Text("Arriving in \\(eta) min")
                        } else {
                            Text("Waiting for the courier")
                        }
                        Text(context.state.headline)
                    }
        """, declarations: Self.declarations))
        XCTAssertEqual(try courier.texts("live"), ["Arriving in 12 min", "Live · 12 min"])
        XCTAssertEqual(try courier.texts("noEta"), ["Waiting for the courier", "Locating courier"])
        XCTAssertEqual(try courier.texts("stuck"), ["Waiting for the courier", "Locating courier"])
        XCTAssertEqual(try courier.texts("paused"), ["Waiting for the courier", "Paused"])
        XCTAssertEqual(courier.constructApproximations, [])
    }
}
