import Foundation
import XCTest

/// Values as the app's types hold them: a `Measurement` given with its
/// unit (`{value: 3.5, unit: km}`), a nested struct given as a mapping, and
/// a list of structs a `ForEach` shows a row for each element of, from
/// slotfit.yml and from a push payload.
final class StructuredValuesCLITests: XCTestCase {
    static let widget = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct Departure: Codable, Hashable {
            var destination: String
            var minutes: Int
        }

        struct Platform: Codable, Hashable {
            var name: String
        }

        struct RailAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var departures: [Departure]
                var walk: Measurement<UnitLength>
                var outside: Measurement<UnitTemperature>
                var platform: Platform
            }
        }

        struct RailLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: RailAttributes.self) { context in
                    VStack {
                        Text(context.state.walk.formatted(.measurement(width: .wide)))
                        Text(context.state.outside.formatted(.measurement(width: .abbreviated)))
                        Text(context.state.platform.name)
                        ForEach(context.state.departures, id: \\.self) { departure in
                            HStack {
                                Text(departure.destination)
                                Text("\\(departure.minutes) min")
                            }
                        }
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(context.state.platform.name) }
                    } compactLeading: { Image(systemName: "tram") } compactTrailing: { Text("\\(context.state.departures.count)") } minimal: { Image(systemName: "tram") }
                }
            }
        }
        """

    func project(_ state: String, locales: String = "[en, de]", files: [String: String] = [:]) throws -> URL {
        var all = ["Rail.swift": Self.widget]
        all.merge(files) { $1 }
        return try SlotFitBinary.project("structured", files: all,
            configuration: "sources: [Rail.swift]\nlocales: \(locales)\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\nsamples:\n  RailAttributes:\n\(state)")
    }

    static let twoDepartures = """
            states:
              boarding:
                walk: {value: 3.5, unit: km}
                outside: {value: 21, unit: °C}
                platform: {name: "Gleis 4"}
                departures:
                  - {destination: "Hamburg Hbf", minutes: 4}
                  - {destination: "Kiel", minutes: 12}

        """

    /// Foundation's `.measurement(width:)` has the `.general` usage, which
    /// shows the locale's preferred unit: in en (the United States) 3.5 km
    /// is 3.5 / 1.609344 = 2.17 miles and 21 °C is 21 × 9/5 + 32 = 69.8 °F;
    /// Germany keeps both. CLDR's English long pattern is "{0} miles", the
    /// short Fahrenheit one "{0}°F"; German's "{0} Kilometer" and "{0} °C",
    /// with a decimal comma.
    func testAMeasurementIsShownInItsOwnUnitPerLocale() throws {
        let folder = try project(Self.twoDepartures)
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        let en = try String(contentsOf: folder.appendingPathComponent("golden/railattributes/en.txt"), encoding: .utf8)
        let de = try String(contentsOf: folder.appendingPathComponent("golden/railattributes/de.txt"), encoding: .utf8)
        XCTAssertTrue(en.contains("visual \"2.2 miles\""), en)
        XCTAssertTrue(en.contains("visual \"70°F\""), en)
        XCTAssertTrue(de.contains("visual \"3,5 Kilometer\""), de)
        XCTAssertTrue(de.contains("visual \"21 °C\""), de)
        XCTAssertTrue(en.contains("visual \"Gleis 4\""), en)
    }

    /// Two elements: two rows, no third; the count is the list's.
    func testEachElementOfAListOfStructsIsARow() throws {
        let folder = try project(Self.twoDepartures, locales: "[en]")
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/railattributes/en.txt"), encoding: .utf8)
        XCTAssertTrue(golden.contains("visual \"Hamburg Hbf\""), golden)
        XCTAssertTrue(golden.contains("text \"%lld min\""), golden)
        XCTAssertTrue(golden.contains("visual \"12 min\""), golden)
        XCTAssertEqual(golden.components(separatedBy: "visual \"Kiel\"").count - 1, 1, golden)
        XCTAssertFalse(golden.contains("departures.2"), golden)
        XCTAssertTrue(golden.contains("compactTrailing: budget") && golden.contains("visual \"2\""), golden)
        let check = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("(100.0 %)"), check.stdout)
    }

    func testAPayloadListOfObjectsAndAMeasurementAreRead() throws {
        // As JSONEncoder writes a Measurement: its value and its unit's symbol and converter.
        let payload = #"{"aps": {"content-state": {"walk": {"value": 800, "unit": {"symbol": "m", "converter": {"coefficient": 1, "constant": 0}}}, "outside": {"value": 5, "unit": {"symbol": "°C", "converter": {"coefficient": 1, "constant": 273.15}}}, "platform": {"name": "7"}, "departures": [{"destination": "Lübeck", "minutes": 3}]}}}"#
        let folder = try project("    from: payloads/now.json\n", locales: "[de]", files: ["payloads/now.json": payload])
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/railattributes/de.txt"), encoding: .utf8)
        XCTAssertTrue(golden.contains("visual \"800 Meter\""), golden)
        XCTAssertTrue(golden.contains("visual \"Lübeck\""), golden)
        XCTAssertTrue(golden.contains("visual \"3 min\""), golden)
    }

    func testAnUnknownUnitIsAnErrorAtItsKeyPath() throws {
        let folder = try project(Self.twoDepartures.replacingOccurrences(of: "unit: km", with: "unit: kms"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(result.stderr.contains("samples.RailAttributes.states.boarding.walk.unit"), result.stderr)
        XCTAssertTrue(result.stderr.contains("unknown unit \"kms\""), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean \"km\"") || result.stderr.contains("Did you mean \"km\""), result.stderr)
    }

    func testAUnitOfAnotherDimensionIsAnError() throws {
        let folder = try project(Self.twoDepartures.replacingOccurrences(of: "unit: km", with: "unit: kg"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SlotFitBinary.run(["render"], in: folder)
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(result.stderr.contains("not a unit of UnitLength"), result.stderr)
        XCTAssertTrue(result.stderr.contains("give one of m, km"), result.stderr)
    }

    func testImportSaysHowToGiveAListOfStructsAndAMeasurement() throws {
        let folder = try project("    attributes: {}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SlotFitBinary.run(["import", "Rail.swift"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("each element {destination: …, minutes: …}"), result.stdout)
        XCTAssertTrue(result.stdout.contains("a measurement: {value: 350, unit: m}"), result.stdout)
        // The elements' fields are not each a placeholder: without a list, no row shows.
        XCTAssertFalse(result.stdout.contains("departures.0.destination"), result.stdout)
    }
}
