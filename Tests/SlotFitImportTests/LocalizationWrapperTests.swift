import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// An app's own localization helpers and Foundation's formatting:
/// `L10n.format("key", x)` over `String(format: NSLocalizedString(…),
/// arguments:)`, a `tr("key")` over `String(localized:)`, `String(format:)`.
final class LocalizationWrapperTests: XCTestCase {
    func testWrappersAndFormatsShowTheFormattedString() throws {
        let ride = try ImportedFixture(FixtureSource.activity("PickupAttributes", lockScreen: """
        VStack {
                        Text(L10n.format("%lld min to pickup", context.state.minutes))
                        Text(String(format: "%d min", context.state.minutes))
                        Text(String(format: "%.1f km", context.state.distance))
                        Text(tr("Driver assigned"))
                        Text(String(localized: "Ride booked"))
                        Text(context.state.stage)
                    }
        """, declarations: """
        struct PickupAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var minutes: Int
                var distance: Double
            }
        }

        enum L10n {
            static func format(_ key: String, _ args: CVarArg...) -> String {
                String(format: NSLocalizedString(key, comment: ""), arguments: args)
            }
        }

        func tr(_ key: String) -> String {
            String(localized: String.LocalizationValue(key))
        }

        extension PickupAttributes.ContentState {
            static let near = PickupAttributes.ContentState(minutes: 7, distance: 2.44)
            static let here = PickupAttributes.ContentState(minutes: 0, distance: 0.05)

            var stage: String {
                var text = String(localized: "On the way")
                if minutes == 0 { text = String(localized: "Arrived") }
                return text
            }
        }
        """))
        XCTAssertEqual(try ride.texts("near"), ["7 min to pickup", "7 min", "2.4 km", "Driver assigned", "Ride booked", "On the way"])
        XCTAssertEqual(try ride.texts("here"), ["0 min to pickup", "0 min", "0.1 km", "Driver assigned", "Ride booked", "Arrived"])
        XCTAssertEqual(ride.constructApproximations, [])
        // The helper's key is looked up, not shown as a value: it is the text's key.
        let keys = ride.activity.lockScreen?.children.compactMap { view -> String? in
            guard case .text(let key, _) = view.kind else { return nil }
            return key
        }
        XCTAssertEqual(keys?.first, "%lld min to pickup")
    }
}
