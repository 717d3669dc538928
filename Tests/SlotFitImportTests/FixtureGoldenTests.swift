import Foundation
import SlotFit
import SlotFitImport
import SlotFitText
import XCTest

/// Six Live Activities written for these tests in the style of public apps
/// (a countdown, a food delivery, a sports score, a glucose monitor with
/// trend arrows, a download with progress, a ride with ETA), each read from
/// its Swift source and checked against goldens the tool recorded
/// (`slotfit render --record all` in the fixture's folder).
final class FixtureGoldenTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let names = ["Countdown", "FoodDelivery", "SportsScore", "Glucose", "Download", "Ride"]

    /// The fixture's matrix rendered from its source, as `slotfit check` renders it.
    static func render(_ folder: URL) throws -> (SlotFitConfiguration, [GoldenMatrix.File], SourceProject) {
        let configuration = try SlotFitConfiguration.load(folder.appendingPathComponent("slotfit.yml").path)
        let project = try SourceProject(configuration: configuration)
        var matrix = GoldenMatrix(configuration: configuration, engine: try TextEngine(profile: .default))
        matrix.importedActivities = project.activities
        return (configuration, try matrix.render(), project)
    }

    func testEachFixtureMatchesItsGoldens() throws {
        for name in Self.names {
            let (configuration, files, project) = try Self.render(Self.fixtures.appendingPathComponent(name))
            XCTAssertEqual(project.activities.count, 1, name)
            XCTAssertNotNil(project.catalog, "\(name): its catalog is found beside the sources")
            let report = GoldenCheck.compare(files, directory: configuration.goldenDirectory)
            XCTAssertTrue(report.missing.isEmpty && report.diffs.isEmpty, "\(name):\n\(TerminalReporter().report(report))")
        }
    }

    /// What each fixture exercises, as its goldens show it (values an app
    /// developer reads off the Swift source and the catalog).
    func testTheFixturesShowWhatTheirSourceSays() throws {
        func golden(_ fixture: String, _ activity: String, _ locale: String) throws -> String {
            try String(contentsOf: Self.fixtures.appendingPathComponent("\(fixture)/golden/\(activity)/\(locale).txt"), encoding: .utf8)
        }
        // Countdown: Text(timerInterval:) reserves the interval's widest
        // text; paused, the frozen value computed with Int division and
        // String(format: "%02d") — 95 s is 1:35.
        let countdown = try golden("Countdown", "brewtimerattributes", "en")
        XCTAssertTrue(countdown.contains("visual \"1:35\""), countdown)
        XCTAssertTrue(countdown.contains("\"Steep 2 of 3\""), countdown)
        // Food delivery: the switch in a computed property is one text per
        // case; `courierName ?? "Your courier"`; the Common table.
        let delivery = try golden("FoodDelivery", "orderattributes", "de")
        XCTAssertTrue(delivery.contains("visual \"Die Küche bereitet deine\\nBestellung gerade zu\" wrapped(2)"), delivery)
        XCTAssertTrue(delivery.contains("visual \"Your courier kommt an\""), delivery)
        XCTAssertTrue(delivery.contains("visual \"Konstantinos kommt an\""), delivery)
        XCTAssertTrue(delivery.contains("visual \"Bestellung Nr. 4812\""), delivery)
        // Sports: the @ViewBuilder helper's switch, the chart a stand-in.
        let match = try golden("SportsScore", "matchattributes", "en")
        XCTAssertTrue(match.contains("visual \"Half-time\"") == false && match.contains("visual \"78′\""), match)
        XCTAssertTrue(match.contains("approximated (a 44 × 20 pt stand-in for Chart"), match)
        // Glucose: mmol/L is mg/dL ÷ 18 to one decimal (214 → 11.9), the
        // trend arrow from the enum, the sensor name from slotfit.yml.
        let glucose = try golden("Glucose", "glucoseattributes", "en")
        XCTAssertTrue(glucose.contains("visual \"11.9\""), glucose)
        XCTAssertTrue(glucose.contains("visual \"⇈\""), glucose)
        XCTAssertTrue(glucose.contains("visual \"Sensor: Left arm · 14-day\""), glucose)
        // Download: the percent of bytes (12.4 of 48 MB is 26 %), the
        // plural catalog entry, and the Smart Stack's small layout.
        let download = try golden("Download", "transferattributes", "en")
        XCTAssertTrue(download.contains("visual \"26%\""), download)
        XCTAssertTrue(download.contains("visual \"1 file left\"") && download.contains("visual \"37 files left\""), download)
        // Ride: SwiftGen accessors resolve to their keys, tables included.
        let ride = try golden("Ride", "rideattributes", "ja")
        XCTAssertTrue(ride.contains("visual \"ドライバーを探しています…\""), ride)
        XCTAssertTrue(ride.contains("visual \"あと3分で到着\""), ride)
        XCTAssertTrue(ride.contains("visual \"乗車地\""), ride)
    }

    /// An edit of a view in the Swift source changes the golden: the
    /// check reports the file that changed, and nothing else.
    func testEditingTheSwiftViewChangesTheGolden() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-fixture-edit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // One edit per fixture, each of another kind: a modifier, a design
        // constant, a key, a helper's branch, a format style, a sample value.
        for (fixture, file, from, to) in [
            ("Ride", "RideLiveActivity.swift", ".font(.title3.bold())", ".font(.largeTitle.bold())"),
            ("Glucose", "GlucoseLiveActivity.swift", "static let reading: CGFloat = 34", "static let reading: CGFloat = 40"),
            ("Countdown", "BrewTimerLiveActivity.swift", "Text(\"Steep \\(context.state.steep) of 3\")", "Text(\"Steep \\(context.state.steep)\")"),
            ("SportsScore", "MatchLiveActivity.swift", ".font(.caption2.bold())", ".font(.title.bold())"),
            ("Download", "TransferLiveActivity.swift", ".percent.precision(.fractionLength(0))", ".percent.precision(.fractionLength(2))"),
            ("FoodDelivery", "OrderAttributes.swift", "courierName: \"Konstantinos\"", "courierName: \"Konstantinos Papadopoulos\""),
        ] {
            let copy = scratch.appendingPathComponent(fixture)
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(fixture), to: copy)
            let unchanged = try Self.render(copy)
            XCTAssertTrue(GoldenCheck.compare(unchanged.1, directory: unchanged.0.goldenDirectory).diffs.isEmpty, fixture)
            let source = copy.appendingPathComponent(file)
            let text = try String(contentsOf: source, encoding: .utf8)
            XCTAssertTrue(text.contains(from), "\(fixture): \(from)")
            try text.replacingOccurrences(of: from, with: to).write(to: source, atomically: true, encoding: .utf8)
            let edited = try Self.render(copy)
            let report = GoldenCheck.compare(edited.1, directory: edited.0.goldenDirectory)
            XCTAssertFalse(report.diffs.isEmpty, "\(fixture): editing \(file) left the goldens unchanged")
        }
    }
}
