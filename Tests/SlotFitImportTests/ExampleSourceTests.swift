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
        // The stress values written for this activity (Focus's task names).
        configuration.stress = configuration.stress.filter { $0.key == name }
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

/// The CI build, meditation and focus samples written as Swift (Examples/Swift),
/// with the app's own modelling — start and end Dates, the pause as the
/// timer's `pauseTime`, an estimated end, `@Environment(\.activityFamily)`
/// choosing the small view — lay out as their manifests' goldens: every
/// view, size, position, text and verdict, in every locale, app language
/// and device of the project's slotfit.yml. What differs is what each names
/// its values (the manifests' `elapsed`, `remainingSeconds` are expressions
/// of the dates in Swift: a timer's label) and where findings point.
final class TimerExampleSourceTests: XCTestCase {
    func testTheSwiftTimerSamplesLayOutAsTheirManifests() throws {
        let timer = try NSRegularExpression(pattern: #"timer "(?:[^"\\]|\\.)*""#)
        let finding = try NSRegularExpression(pattern: #"(  (?:warning|error) [a-z-]+ [A-Za-z]+) "(?:[^"\\]|\\.)*""#)
        func normalized(_ text: String) -> String {
            var result = ExampleSourceTests.location.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
            result = timer.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "timer")
            // A finding names its view as each source does (a timer's Swift
            // expression, the manifest's field): compared without the name.
            result = finding.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "$1 \"…\"")
            return result
        }
        for (folder, catalog, name, golden) in [
            ("Examples/Swift/Build", "Localizations/Build.xcstrings", "CI build status", "ci-build-status"),
            ("Examples/Swift/Meditation", "Localizations/Meditation.xcstrings", "Meditation timer", "meditation-timer"),
            ("Examples/Swift/Focus", "Localizations/Focus.xcstrings", "Focus timer", "focus-timer"),
        ] {
            let (configuration, files, project) = try ExampleSourceTests.render(swift: folder, catalog: catalog, name: name)
            XCTAssertEqual(project.reports.first?.approximated.count, 0, "\(project.reports)")
            let committed = try FileManager.default.contentsOfDirectory(atPath: configuration.goldenDirectory + "/" + golden).filter { $0.hasSuffix(".txt") }
            XCTAssertEqual(files.map { ($0.path as NSString).lastPathComponent }.sorted(), committed.sorted(), folder)
            for file in files {
                let expected = try String(contentsOfFile: configuration.goldenDirectory + "/" + file.path, encoding: .utf8)
                XCTAssertEqual(normalized(file.contents), normalized(expected), file.path)
            }
        }
    }
}
