import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// Fields of a nested struct declared anywhere in the sources:
/// `context.state.route.destination`, set by a sample through `.init(…)`,
/// and read through the struct's own extension.
final class NestedFieldTests: XCTestCase {
    func testANestedStructsFieldsAreReadAndSampled() throws {
        let taxi = try ImportedFixture(FixtureSource.activity("TaxiAttributes", lockScreen: """
        VStack {
                        Text(context.state.route.destination)
                        Text(context.state.route.summary)
                        Text(context.state.route.pickup.name)
                    }
        """, declarations: """
        struct TaxiAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var route: Route
                var fare: Double
            }
        }

        extension TaxiAttributes.ContentState {
            static let toAirport = TaxiAttributes.ContentState(route: .init(destination: "Airport", stops: 2, pickup: .init(name: "Hotel")), fare: 31.5)
            static let toStation = TaxiAttributes.ContentState(route: Route(destination: "Central Station", stops: 0, pickup: Place(name: "Office")), fare: 12)
        }
        """) + """

        struct Route: Codable, Hashable {
            var destination: String
            var stops: Int
            var pickup: Place
        }

        struct Place: Codable, Hashable { var name: String }

        extension Route {
            var summary: String {
                if stops == 0 { return destination + " · direct" }
                return "\\(destination) · \\(stops) stops"
            }
        }
        """)
        XCTAssertEqual(try taxi.texts("toAirport"), ["Airport", "Airport · 2 stops", "Hotel"])
        XCTAssertEqual(try taxi.texts("toStation"), ["Central Station", "Central Station · direct", "Office"])
        XCTAssertEqual(taxi.imported.approximations, [], "every field read is set by the samples and declared")
        XCTAssertEqual(taxi.imported.reports.first?.needs, [])
    }
}
