import Foundation
import SlotFit
import SlotFitImport
import XCTest

/// `samples:` in slotfit.yml against the types the Swift declares: a
/// mistake is an error at its own key (line and column of slotfit.yml), not
/// a format error blamed on the Swift line that later shows the value.
final class SampleCheckTests: XCTestCase {
    func project(samples: String) throws -> (folder: URL, configuration: SlotFitConfiguration) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-samples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = HostileSourceTests.widget("VStack { Text(context.state.courier); Text(\"\\(context.state.stops) stops\") }",
                                               extra: "enum Lane: String, Codable { case express, standard }\n")
            .replacingOccurrences(of: "var late: Bool", with: "var late: Bool\n        var lane: Lane\n        var note: String?")
        try source.write(to: folder.appendingPathComponent("Parcel.swift"), atomically: true, encoding: .utf8)
        let text = "sources: [Parcel.swift]\ndevices: [iphone-393]\nlocales: [en]\npseudoLocales: false\nsamples:\n  ParcelAttributes:\n    states:\n      rush:\n\(samples)"
        let path = folder.appendingPathComponent("slotfit.yml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, try SlotFitConfiguration.load(path))
    }

    func error(samples: String) throws -> SlotFitError {
        let (folder, configuration) = try project(samples: samples)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try SourceProject(configuration: configuration)
        } catch let error as SlotFitError {
            return error
        }
        XCTFail("\(samples) was accepted")
        throw SlotFitError(.manifest, "accepted")
    }

    func testAValueOfTheWrongTypeIsAnErrorAtItsKey() throws {
        // Line 9 of slotfit.yml, the value's column: 16 ("        stops: ").
        let cases: [(String, String)] = [
            ("        stops: \"many\"\n", "\"many\" is a string, but ParcelAttributes.ContentState.stops is declared Int at Parcel.swift:8:13; give a whole number"),
            ("        stops: 2.5\n", "2.5 is not a whole number, but ParcelAttributes.ContentState.stops is declared Int"),
            ("        stops: true\n", "true is a boolean, but ParcelAttributes.ContentState.stops is declared Int"),
            ("        stops: null\n", "null, but ParcelAttributes.ContentState.stops is declared Int at Parcel.swift:8:13, not optional"),
        ]
        for (yaml, problem) in cases {
            let error = try error(samples: yaml)
            XCTAssertEqual(error.location?.file.hasSuffix("slotfit.yml"), true, "\(error)")
            XCTAssertEqual(error.location?.line, 9, "\(error)")
            XCTAssertEqual(error.location?.column, 16, "\(error)")
            XCTAssertEqual(error.keyPath, "samples.ParcelAttributes.states.rush.stops")
            XCTAssertTrue(error.problem.hasPrefix(problem), "\(error.problem)")
        }
    }

    func testAnUnknownFieldOrCaseSuggestsTheNearest() throws {
        let field = try error(samples: "        stpos: 3\n")
        XCTAssertTrue(field.problem.contains("has no field \"stpos\""), field.problem)
        XCTAssertTrue(field.problem.contains("did you mean \"stops\"?"), field.problem)
        let lane = try error(samples: "        lane: expres\n")
        XCTAssertTrue(lane.problem.contains("\"expres\" is not a case of Lane"), lane.problem)
        XCTAssertTrue(lane.problem.contains("give one of express, standard (did you mean \"express\"?)"), lane.problem)
    }

    func testGoodSamplesPassAndANumberForAStringBecomesItsText() throws {
        let (folder, configuration) = try project(samples: "        courier: 42\n        stops: 2\n        late: true\n        lane: express\n        note: null\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try SourceProject(configuration: configuration)
        let rush = try XCTUnwrap(project.activities.first?.activity.states.first { $0.name == "rush" })
        XCTAssertEqual(rush.fields["courier"], .string("42"))
        XCTAssertEqual(rush.fields["stops"], .number(2))
        XCTAssertEqual(rush.fields["lane"], .string("express"))
    }
}
