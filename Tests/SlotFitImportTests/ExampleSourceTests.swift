import Foundation
import SlotFit
import SlotFitImport
import SlotFitText
import XCTest

/// The food delivery sample written as Swift (Examples/Swift/Delivery)
/// renders to the committed goldens of its manifest (golden/delivery),
/// snapshot for snapshot, in every locale and device of the project's
/// slotfit.yml: only the file and line findings point at differ.
final class ExampleSourceTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheSwiftDeliveryRendersTheManifestsGoldens() throws {
        var configuration = try SlotFitConfiguration.load(Self.root.appendingPathComponent("slotfit.yml").path)
        configuration.activities = []
        configuration.sources = [Self.root.appendingPathComponent("Examples/Swift/Delivery").path]
        configuration.catalogs = [Self.root.appendingPathComponent("Localizations/Delivery.xcstrings").path]
        configuration.stress = [:]
        let project = try SourceProject(configuration: configuration)
        XCTAssertEqual(project.activities.map(\.activity.name), ["Delivery"])
        XCTAssertEqual(project.reports.first?.approximated.count, 0, "\(project.reports)")
        var matrix = GoldenMatrix(configuration: configuration, engine: try TextEngine(profile: .default))
        matrix.importedActivities = project.activities
        let files = try matrix.render()
        let committedFiles = try FileManager.default.contentsOfDirectory(atPath: configuration.goldenDirectory + "/delivery").filter { $0.hasSuffix(".txt") }
        XCTAssertEqual(files.map { ($0.path as NSString).lastPathComponent }.sorted(), committedFiles.sorted())
        // `(Examples/Delivery.yml:32:15)` and `(Examples/Swift/Delivery/Delivery.swift:41)`.
        let location = try NSRegularExpression(pattern: #" \([^()]*\.(yml|swift):[0-9]+(:[0-9]+)?\)"#)
        func normalized(_ text: String) -> String {
            location.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
        }
        var compared = 0
        for file in files {
            let golden = configuration.goldenDirectory + "/" + file.path
            let committed = try String(contentsOfFile: golden, encoding: .utf8)
            XCTAssertEqual(normalized(file.contents), normalized(committed), file.path)
            compared += 1
        }
        XCTAssertEqual(compared, files.count)
        // The findings point at the Swift lines.
        XCTAssertTrue(files.contains { $0.contents.contains("(Examples/Swift/Delivery/Delivery.swift:") }, "findings carry the Swift file and line")
    }
}
