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

    /// Renders the Swift version of a sample with the project's
    /// slotfit.yml (every locale and device) under the manifest's name.
    static func render(swift folder: String, catalog: String, name: String) throws -> (SlotFitConfiguration, [GoldenMatrix.File], SourceProject) {
        var configuration = try SlotFitConfiguration.load(root.appendingPathComponent("slotfit.yml").path)
        configuration.activities = []
        configuration.sources = [root.appendingPathComponent(folder).path]
        configuration.catalogs = [root.appendingPathComponent(catalog).path]
        configuration.stress = [:]
        var project = try SourceProject(configuration: configuration)
        // SlotFit names an imported activity by its attributes type; the
        // manifest's name keeps the golden files' paths.
        project.activities = project.activities.map { var renamed = $0; renamed.activity.name = name; return renamed }
        var matrix = GoldenMatrix(configuration: configuration, engine: try TextEngine(profile: .default))
        matrix.importedActivities = project.activities
        return (configuration, try matrix.render(), project)
    }

    /// `(Examples/Delivery.yml:32:15)` and `(Examples/Swift/Delivery/Delivery.swift:41)`.
    static let location = try! NSRegularExpression(pattern: #" \([^()]*\.(yml|swift):[0-9]+(:[0-9]+)?\)"#)

    func testTheSwiftDeliveryRendersTheManifestsGoldens() throws {
        let (configuration, files, project) = try Self.render(swift: "Examples/Swift/Delivery", catalog: "Localizations/Delivery.xcstrings", name: "Delivery")
        XCTAssertEqual(project.reports.first?.name, "Delivery")
        XCTAssertEqual(project.reports.first?.approximated.count, 0, "\(project.reports)")
        let committedFiles = try FileManager.default.contentsOfDirectory(atPath: configuration.goldenDirectory + "/delivery").filter { $0.hasSuffix(".txt") }
        XCTAssertEqual(files.map { ($0.path as NSString).lastPathComponent }.sorted(), committedFiles.sorted())
        func normalized(_ text: String) -> String {
            Self.location.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
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

/// The CI build sample written as Swift (Examples/Swift/Build), with the
/// app's own modelling — a start Date, a finish Date as the timer's
/// `pauseTime`, the estimated end — lays out as its manifest's goldens:
/// every view, size, position, text and verdict, in every locale and
/// device. What differs is what each names its values: the manifest's
/// `elapsed` and `secondsToCompletion` fields are expressions of the dates
/// in Swift, and findings point at other files.
final class BuildExampleSourceTests: XCTestCase {
    func testTheSwiftBuildLaysOutAsTheManifest() throws {
        let (configuration, files, project) = try ExampleSourceTests.render(swift: "Examples/Swift/Build", catalog: "Localizations/Build.xcstrings", name: "CI build status")
        XCTAssertEqual(project.reports.first?.approximated.count, 0, "\(project.reports)")
        let committed = try FileManager.default.contentsOfDirectory(atPath: configuration.goldenDirectory + "/ci-build-status").filter { $0.hasSuffix(".txt") }
        XCTAssertEqual(files.map { ($0.path as NSString).lastPathComponent }.sorted(), committed.sorted())
        // A timer's label is the field it reads; so is a finding's subject.
        let timer = try NSRegularExpression(pattern: #"timer "(?:[^"\\]|\\.)*""#)
        func normalized(_ text: String) -> String {
            var result = ExampleSourceTests.location.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
            result = timer.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "timer")
            return result
        }
        for file in files {
            let golden = try String(contentsOfFile: configuration.goldenDirectory + "/" + file.path, encoding: .utf8)
            XCTAssertEqual(normalized(file.contents), normalized(golden), file.path)
        }
    }
}
