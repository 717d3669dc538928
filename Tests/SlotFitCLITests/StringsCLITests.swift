import Foundation
import XCTest

final class StringsCLITests: XCTestCase {
    enum cli {
        static func slotfit(_ arguments: [String]) throws -> SlotFitBinary.Result { try SlotFitBinary.run(arguments) }
    }

    func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SlotFitStringsTests/Fixtures/\(name)").path
    }

    func testNormalizeCheckWritesNothingAndExitsOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = folder.appendingPathComponent("Clean.xcstrings").path
        let messy = folder.appendingPathComponent("Messy.xcstrings").path
        try FileManager.default.copyItem(atPath: fixture("AllFields.xcstrings"), toPath: clean)
        let compact = #"{"strings":{"b":{},"a":{"comment":"x"}},"sourceLanguage":"en","version":"1.0"}"#
        try compact.write(toFile: messy, atomically: true, encoding: .utf8)

        let check = try cli.slotfit(["strings", "normalize", "--check", clean, messy])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("Messy.xcstrings: not in Xcode's serialization"), check.stdout)
        XCTAssertFalse(check.stdout.contains("Clean.xcstrings"))
        XCTAssertEqual(try String(contentsOfFile: messy, encoding: .utf8), compact, "--check never writes")

        let write = try cli.slotfit(["strings", "normalize", clean, messy])
        XCTAssertEqual(write.status, 0, write.stderr)
        XCTAssertEqual(try String(contentsOfFile: messy, encoding: .utf8),
                       "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n      \"comment\" : \"x\"\n    },\n    \"b\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}")
        XCTAssertEqual(try cli.slotfit(["strings", "normalize", "--check", clean, messy]).status, 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [], "no temporary files left behind")
    }

    func testNormalizeReportsBrokenJSONWithPosition() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).xcstrings").path
        try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try cli.slotfit(["strings", "normalize", path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("\(path):4:1: invalid JSON"), result.stderr)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n", "nothing written")
    }

    func testResolveJSON() throws {
        let result = try cli.slotfit(["strings", "resolve", "--language-code", "pt-BR", "--available", "en,pt-PT,pt", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        XCTAssertEqual(object["localization"] as? String, "pt")
        let chain = try XCTUnwrap(object["chain"] as? [[String: Any]])
        XCTAssertEqual(chain.last?["match"] as? String, "pt")
        XCTAssertTrue((chain.last?["reason"] as? String)?.contains("likely subtags are added (pt-Latn-BR)") ?? false, "\(chain)")
    }
}

extension StringsCLITests {
    func testLintExitCodesAndFormats() throws {
        let dirty = try cli.slotfit(["strings", "lint", fixture("LintDirty.xcstrings")])
        XCTAssertEqual(dirty.status, 1)
        XCTAssertTrue(dirty.stdout.contains("[ca]: error: \"% p\" in \"% publicacions\""), dirty.stdout)
        XCTAssertTrue(dirty.stdout.hasSuffix("6 errors, 10 warnings, 2 notes\n"), dirty.stdout)
        let clean = try cli.slotfit(["strings", "lint", fixture("LintClean.xcstrings")])
        XCTAssertEqual(clean.status, 0, clean.stdout)
        let github = try cli.slotfit(["strings", "lint", "--format", "github", fixture("LintDirty.xcstrings")])
        XCTAssertTrue(github.stdout.hasPrefix("::error file="), github.stdout)
        let json = try cli.slotfit(["strings", "lint", "--format", "json", fixture("LintDirty.xcstrings")])
        let findings = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [[String: Any]]
        XCTAssertEqual(findings.count, 18)
        XCTAssertEqual(Set(findings.compactMap { $0["severity"] as? String }), ["error", "warning", "note"])
        let legacyWarningsOnly = try cli.slotfit(["strings", "lint", "--strict",
                                                  (fixture("Legacy/en.lproj") as NSString).deletingLastPathComponent])
        XCTAssertEqual(legacyWarningsOnly.status, 1, "--strict fails on warnings: \(legacyWarningsOnly.stdout)")
    }

    func testFormatAndPseudo() throws {
        let formatted = try cli.slotfit(["strings", "format", "Cycle %lld of %lld", "--catalog", fixture("AllFields.xcstrings"),
                                         "--locale", "ar", "--arg", "2", "--arg", "11"])
        XCTAssertEqual(formatted.stdout, "الدورة ٢ من ١١ دورة\n", formatted.stderr)
        let crash = try cli.slotfit(["strings", "format", "Status: %@", "--catalog", fixture("AllFields.xcstrings"), "--locale", "he", "--arg", "5"])
        XCTAssertEqual(crash.status, 2)
        XCTAssertTrue(crash.stderr.contains("needs a string"), crash.stderr)
        let pseudo = try cli.slotfit(["strings", "pseudo", fixture("AllFields.xcstrings"), "--mode", "accented", "--mode", "rtl"])
        XCTAssertEqual(pseudo.status, 0, pseudo.stderr)
        XCTAssertTrue(pseudo.stdout.contains("\"en-XA\" : {") && pseudo.stdout.contains("\"ar-XB\" : {"))
    }
}
