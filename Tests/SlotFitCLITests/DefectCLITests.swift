import Foundation
import XCTest

/// The command line as a new user meets it: exit codes that mean one
/// thing each, catalogs in any form, no trap on any input.
final class DefectCLITests: XCTestCase {
    func slotfit(_ arguments: [String], in folder: URL? = nil) throws -> SlotFitBinary.Result {
        guard let folder else { return try SlotFitBinary.run(arguments) }
        return try SlotFitBinary.run(arguments, in: folder)
    }

    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func testVersionAndTheExitStatusTable() throws {
        let version = try slotfit(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, version.stdout)
        let help = try slotfit(["--help"])
        XCTAssertTrue(help.stdout.contains("64  bad usage"), help.stdout)
        XCTAssertEqual(try slotfit(["measure", "--no-such-flag", "x"]).status, 64, "usage errors exit 64, as --help says")
        XCTAssertEqual(try slotfit(["devices", "--format", "yaml"]).status, 64)
    }

    func testLocalesThatAreNotTagsAreInputErrorsAndUndIsFine() throws {
        XCTAssertEqual(try slotfit(["measure", "Hallo", "--locale", "und"]).status, 0)
        for bad in ["en US", "../../x", ""] {
            let result = try slotfit(["measure", "Hallo", "--locale", bad])
            XCTAssertEqual(result.status, 2, "\(bad): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("error: "), result.stderr)
        }
    }

    func testAReportThatCannotBeWrittenExitsTwo() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("SlotFitTests/Fixtures")
        for name in ["Meditation.yml", "Meditation.xcstrings"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try "activities: [Meditation.yml]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\n".write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try slotfit(["render", "--no-pictures"], in: folder).status, 0)
        // A missing folder is made (as the HTML report's is); a file where
        // the folder goes cannot be written past: exit 2, saying what is there.
        try "x".write(to: folder.appendingPathComponent("taken"), atomically: true, encoding: .utf8)
        for kind in ["json", "junit"] {
            let made = try slotfit(["check", "--report", kind, "missing/\(kind)/report.out"], in: folder)
            XCTAssertEqual(made.status, 0, made.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing/\(kind)/report.out").path))
            let result = try slotfit(["check", "--report", kind, "taken/report.out"], in: folder)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(result.stderr.contains("\"taken\" is a file where its folder goes"), result.stderr)
        }
        // A file where the HTML folder should be.
        XCTAssertEqual(try slotfit(["check", "--report", "html", "taken/report"], in: folder).status, 2)
    }

    func testCatalogsInEveryFormAreLinted() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let de = folder.appendingPathComponent("de.lproj"), en = folder.appendingPathComponent("en.lproj")
        for url in [de, en] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        try "\"count\" = \"%lld left\";\n".write(to: en.appendingPathComponent("Common.strings"), atomically: true, encoding: .utf8)
        try "\"count\" = \"noch %@\";\n".write(to: de.appendingPathComponent("Common.strings"), atomically: true, encoding: .utf8)
        try "\"title\" = \"Title\";\n".write(to: en.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"title\" = \"Titel\";\n\"title\" = \"Überschrift\";\n".write(to: de.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        let all = try slotfit(["strings", "lint", folder.path])
        XCTAssertEqual(all.status, 1, all.stdout + all.stderr)
        XCTAssertTrue(all.stdout.contains("de.lproj/Common.strings:1: count [de]: error:"), all.stdout)
        XCTAssertTrue(all.stdout.contains("de.lproj/Localizable.strings:2: title [de]: error: \"title\" is defined again"), all.stdout)
        let one = try slotfit(["strings", "lint", de.path])
        XCTAssertTrue(one.stdout.contains("[duplicate-key]"), one.stdout + one.stderr)
        let file = try slotfit(["strings", "lint", de.appendingPathComponent("Localizable.strings").path])
        XCTAssertNotEqual(file.status, 2, file.stderr)
        let format = try slotfit(["strings", "format", "title", "--catalog", folder.path, "--locale", "de"])
        XCTAssertEqual(format.stdout, "Überschrift\n", format.stderr)
    }

    func testAHugeUnbrokenWordIsMeasured() throws {
        let word = String(repeating: "a", count: 40_000)
        let result = try slotfit(["measure", word, "--width", "50", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        XCTAssertEqual(object["verdict"] as? String, "wrapped")
    }
}
