import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// Conditions on properties a custom view was given as literals
/// (`ChargingView(isCharging: true)`): `if flag`, `if !flag`,
/// `if flag && other`, `flag ? a : b`. An older build crashed negating
/// such a condition (index out of range); these import, render and show
/// the branch the literal picks.
final class LiteralConditionTests: XCTestCase {
    func testConditionsOnLiteralArgumentsPickTheirBranch() throws {
        let charger = try ImportedFixture(FixtureSource.activity("ChargerAttributes", lockScreen: """
        VStack {
                        ChargingView(isCharging: true)
                        ChargingView(isCharging: false)
                        PlugView(isPlugged: true, isFast: false)
                        PlugView(isPlugged: false, isFast: true)
                    }
        """, declarations: """
        struct ChargerAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var percent: Int }
        }

        extension ChargerAttributes.ContentState {
            static let halfway = ChargerAttributes.ContentState(percent: 50)
        }

        struct ChargingView: View {
            let isCharging: Bool

            var body: some View {
                if isCharging {
                    Text("Charging")
                } else {
                    Text("Idle")
                }
            }
        }

        struct PlugView: View {
            let isPlugged: Bool
            let isFast: Bool

            var body: some View {
                HStack {
                    if !isPlugged {
                        Text("Unplugged")
                    }
                    if isPlugged && isFast {
                        Text("Fast")
                    } else if isPlugged && !isFast {
                        Text("Slow")
                    }
                    Text(isFast ? "50 kW" : "11 kW")
                }
            }
        }
        """))
        XCTAssertEqual(try charger.texts("halfway"), ["Charging", "Idle", "Slow", "11 kW", "Unplugged", "50 kW"])
    }
}
