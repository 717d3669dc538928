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
