import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// The JSON Schemas in schemas/ (for editors: validation and completion of
/// slotfit.yml and manifests) accept every manifest and configuration of
/// the repository and the manifests `slotfit import --format yaml` writes,
/// reject the mistakes the readers reject, and list the same keys as the
/// readers. Validated by Python's jsonschema (Draft 2020-12), an
/// implementation independent of SlotFit.
final class SchemaTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Validates YAML files against a schema; the failures, one per line.
    func validate(_ files: [String], schema: String) throws -> (status: Int32, output: String) {
        let script = """
        import json, sys, yaml, jsonschema
        schema = json.load(open(sys.argv[1]))
        validator = jsonschema.Draft202012Validator(schema)
        bad = 0
        for path in sys.argv[2:]:
            document = json.load(open(path)) if path.endswith(".json") else yaml.safe_load(open(path))
            for error in validator.iter_errors(document):
                bad += 1
                print(path, "/".join(str(p) for p in error.absolute_path), error.message[:160])
        sys.exit(1 if bad else 0)
        """
        let process = Process()
        // Debian's Python, whose yaml and jsonschema make deps installs.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, Self.root.appendingPathComponent("schemas/\(schema)").path] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    func testTheRepositorysFilesAndTheWrittenManifestsAreValid() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var manifests = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".yml") }.map { Self.root.appendingPathComponent("Examples/\($0)").path }
        var configurations = [Self.root.appendingPathComponent("slotfit.yml").path]
        for name in FixtureGoldenTests.names {
            let folder = FixtureGoldenTests.fixtures.appendingPathComponent(name)
            configurations.append(folder.appendingPathComponent("slotfit.yml").path)
            let configuration = try SlotFitConfiguration.load(folder.appendingPathComponent("slotfit.yml").path)
            let activity = try XCTUnwrap(try SourceProject(configuration: configuration).activities.first?.activity)
            let written = scratch.appendingPathComponent("\(name).yml")
            try ManifestWriter.yaml(activity).write(to: written, atomically: true, encoding: .utf8)
            manifests.append(written.path)
        }
        XCTAssertGreaterThanOrEqual(manifests.count, 11)
        let activities = try validate(manifests, schema: "activity.schema.json")
        XCTAssertEqual(activities.status, 0, activities.output)
        let configs = try validate(configurations, schema: "slotfit.schema.json")
        XCTAssertEqual(configs.status, 0, configs.output)
    }

    func testTheSchemasRejectWhatTheReadersReject() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-schema-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cases = [
            ("typo.yml", "activity: A\nlockScreen:\n  text: Hi\n  matchedGeometryEffect: 4\n"),      // an unknown key
            ("two.yml", "activity: A\nlockScreen:\n  text: Hi\n  image: { symbol: x }\n"),           // two kinds
            ("scale.yml", "activity: A\nlockScreen:\n  text: Hi\n  minimumScaleFactor: 2\n"),        // out of range
            ("noname.yml", "lockScreen:\n  text: Hi\n"),                                              // no activity
        ]
        for (name, text) in cases {
            let path = scratch.appendingPathComponent(name)
            try text.write(to: path, atomically: true, encoding: .utf8)
            XCTAssertEqual(try validate([path.path], schema: "activity.schema.json").status, 1, name)
            if name == "typo.yml" {
                // The reader lays it out with an unknown-modifier warning; the
                // editor flags it as it is typed.
                XCTAssertEqual(try ActivityManifest.parse(text, source: name).lockScreen?.modifiers.unknown, ["matchedGeometryEffect"])
            } else {
                XCTAssertThrowsError(try ActivityManifest.parse(text, source: name), "the reader rejects \(name) too") { _ in }
            }
        }
        let badConfig = scratch.appendingPathComponent("slotfit.yml")
        try "activities: [a.yml]\nignores:\n  - { rule: x }\n".write(to: badConfig, atomically: true, encoding: .utf8)
        XCTAssertEqual(try validate([badConfig.path], schema: "slotfit.schema.json").status, 1, "an ignore needs a reason")
    }

    /// `slotfit check --report json` (the findings as values) follows the
    /// schema shipped with it, with findings and without.
    func testTheJSONReportFollowsItsSchema() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-report-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var reports: [String] = []
        for name in ["FoodDelivery", "Countdown"] {
            let folder = FixtureGoldenTests.fixtures.appendingPathComponent(name)
            let (configuration, files, _) = try FixtureGoldenTests.render(folder)
            let report = GoldenCheck.compare(files, directory: configuration.goldenDirectory)
            let path = scratch.appendingPathComponent("\(name).json")
            try JSONReporter().report(GoldenReport.document(report)).write(to: path, atomically: true, encoding: .utf8)
            reports.append(path.path)
        }
        XCTAssertTrue(try String(contentsOfFile: reports[0], encoding: .utf8).contains("\"rule\" : \"compact-truncation\""))
        let result = try validate(reports, schema: "report.schema.json")
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testTheSchemasListTheReadersKeys() throws {
        func json(_ name: String) throws -> [String: Any] {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: Self.root.appendingPathComponent("schemas/\(name)"))) as? [String: Any])
        }
        let view = try XCTUnwrap(((try json("activity.schema.json"))["$defs"] as? [String: Any])?["view"] as? [String: Any])
        let properties = Set(try XCTUnwrap(view["properties"] as? [String: Any]).keys)
        XCTAssertEqual(properties, Set(ActivityManifest.viewKinds + ActivityManifest.modifierKeys).union(ActivityManifest.visualOnlyModifiers))
        let kinds = try XCTUnwrap(view["oneOf"] as? [[String: Any]]).compactMap { ($0["required"] as? [String])?.first }
        XCTAssertEqual(kinds, ActivityManifest.viewKinds)
        let configuration = Set(try XCTUnwrap((try json("slotfit.schema.json"))["properties"] as? [String: Any]).keys)
        XCTAssertEqual(configuration, Set(SlotFitConfiguration.keys))
    }
}

/// The JUnit report validates against schemas/junit.xsd with libxml2's
/// xmllint (an implementation independent of SlotFit), failing cases and
/// passing ones alike; a malformed report does not.
final class JUnitSchemaTests: XCTestCase {
    func xmllint(_ path: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", "--schema", SchemaTests.root.appendingPathComponent("schemas/junit.xsd").path, path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    func testTheJUnitReportValidates() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-junit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for name in ["FoodDelivery", "Ride"] {
            let (configuration, files, _) = try FixtureGoldenTests.render(FixtureGoldenTests.fixtures.appendingPathComponent(name))
            let xml = JUnitReporter().report(GoldenReport.document(GoldenCheck.compare(files, directory: configuration.goldenDirectory)))
            let path = scratch.appendingPathComponent("\(name).xml")
            try xml.write(to: path, atomically: true, encoding: .utf8)
            let (status, output) = try xmllint(path.path)
            XCTAssertEqual(status, 0, output)
            if name == "FoodDelivery" { XCTAssertTrue(xml.contains("<failure message=") && xml.contains("type=\"compact-truncation\"")) }
        }
        let broken = scratch.appendingPathComponent("broken.xml")
        try "<testsuites name=\"x\" tests=\"1\" failures=\"0\" time=\"0\"><testsuite name=\"s\"><testcase name=\"c\"/></testsuite></testsuites>"
            .write(to: broken, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(try xmllint(broken.path).0, 0, "a report without the required attributes fails")
    }
}
