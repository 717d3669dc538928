import Foundation
import SlotFitText
import XCTest

/// Bad input gets a defined answer, never a crash.
final class BadInputTests: XCTestCase {
    func testMalformedLocaleIsAnErrorThatQuotesIt() {
        for tag in ["en_US!!", "", "x", "12-34", "de-DE-", "ar--EG"] {
            XCTAssertThrowsError(try TestEngine.layout(TextRequest("Hi", locale: tag)), tag) { error in
                let message = (error as? SlotFitError)?.problem ?? ""
                XCTAssertEqual((error as? SlotFitError)?.kind, .locale)
                XCTAssertTrue(message.contains("\"\(tag)\""), message)
            }
        }
    }

    func testUnknownButWellFormedLocaleWarnsAndUsesRootRules() throws {
        let layout = try TestEngine.layout(TextRequest("Hello", locale: "zz"))
        XCTAssertEqual(layout.verdict, .fits)
        XCTAssertEqual(layout.direction, .leftToRight)
        XCTAssertTrue(layout.warnings.contains { $0.contains("\"zz\"") }, "\(layout.warnings)")
        // Underscores and case are accepted as Apple's APIs accept them.
        XCTAssertEqual(try TestEngine.layout(TextRequest("Olá", locale: "pt_BR")).locale, "pt-BR")
    }

    func testEmptyTextFitsWithOneLineOfHeight() throws {
        let layout = try TestEngine.layout(TextRequest("", width: 52.33, lineLimit: 1))
        XCTAssertEqual(layout.verdict, .fits)
        XCTAssertEqual(layout.width, 0)
        XCTAssertEqual(layout.height, 22)
        XCTAssertEqual(layout.lines.count, 1)
    }

    func testNonPositiveOrNonFiniteSizesAreErrors() {
        let bad: [TextRequest] = [
            TextRequest("Hi", width: 0), TextRequest("Hi", width: -5), TextRequest("Hi", height: 0),
            TextRequest("Hi", width: .nan), TextRequest("Hi", width: .infinity),
            TextRequest("Hi", minimumScaleFactor: 0), TextRequest("Hi", minimumScaleFactor: 1.5),
            TextRequest("Hi", font: FontSpec(size: 0)), TextRequest("Hi", tracking: .nan),
        ]
        for request in bad {
            XCTAssertThrowsError(try TestEngine.layout(request)) { error in
                XCTAssertEqual((error as? SlotFitError)?.kind, .invalidArgument, "\(error)")
            }
        }
    }

    func testUnpairedBidiControlsAreHarmless() throws {
        for text in ["abc \u{202B}def", "\u{202C}\u{202C}5:23", "\u{2067}10:00", "x\u{2069}\u{2069}", "\u{200F}\u{202E}"] {
            let layout = try TestEngine.layout(TextRequest(text, locale: "ar", width: 40, lineLimit: 1))
            XCTAssertFalse(layout.lines.isEmpty, text.debugDescription)
            XCTAssertFalse(layout.visualText.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) },
                           "controls draw nothing: \(layout.visualText.debugDescription)")
        }
    }

    func testTextNoFontCoversIsReportedNotDropped() throws {
        let layout = try TestEngine.layout(TextRequest("a\u{10FFFD}b"))
        XCTAssertTrue(layout.warnings.contains { $0.contains("U+10FFFD") }, "\(layout.warnings)")
        XCTAssertEqual(layout.visibleText, "a\u{10FFFD}b")
    }

    func testAFileThatIsNotAFontIsAnErrorNamingIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf").path
        try Data("this is not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let engine = try TextEngine(profile: FontProfile(name: "broken", faces: [.init(scripts: ["*"], files: ["*": path])]))
        XCTAssertThrowsError(try engine.layout(TextRequest("Hi"))) { error in
            XCTAssertEqual((error as? SlotFitError)?.kind, .unreadableFont)
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
        XCTAssertThrowsError(try TestEngine.shared.fontInfo(path: "/nonexistent/font.ttf")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/font.ttf"))
        }
    }

    func testAProfileThatIsNotJSONNamesTheLineAndColumn() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        for (text, expected) in [("{\n  \"name\": \"x\",\n  \"faces\": [ oops ]\n}\n", ":3:14: the font profile is not valid JSON (expected a value)"),
                                 ("{ \"name\": \"x\" ", ":1:15: the font profile is not valid JSON (expected \",\" or \"}\")"),
                                 ("{ \"name\" \"x\" }", ":1:10: the font profile is not valid JSON (expected \":\" after the key)")] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            XCTAssertThrowsError(try FontProfile.load(contentsOf: path)) { error in
                XCTAssertEqual("\(error)", path + expected + "; fix the file")
            }
        }
    }

    func testAbsurdSizesAreErrors() {
        for request in [TextRequest("Hallo", width: 1e308), TextRequest("Hallo", width: 50, height: .infinity), TextRequest("Hallo", width: -1)] {
            XCTAssertThrowsError(try TestEngine.layout(request)) { error in
                XCTAssertTrue("\(error)".contains("must be a positive number of points up to 1000000"), "\(error)")
            }
        }
    }

    func testMissingFamilyNamesItsPackage() {
        let profile = FontProfile(name: "missing", faces: [.init(scripts: ["Latn"], family: "No Such Family 9000", package: "fonts-nosuch")])
        XCTAssertThrowsError(try TextEngine(profile: profile)) { error in
            XCTAssertEqual((error as? SlotFitError)?.kind, .missingFont)
            XCTAssertTrue("\(error)".contains("apt-get install fonts-nosuch"), "\(error)")
            XCTAssertTrue("\(error)".contains("No Such Family 9000"))
        }
    }

    func testMalformedProfileNamesTheKey() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).json").path
        try Data(#"{"name": "p", "tracking": "none", "faces": [{"scripts": "Latn", "family": "Inter"}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertThrowsError(try FontProfile.load(contentsOf: path)) { error in
            XCTAssertTrue("\(error)".contains("faces[0].scripts"), "\(error)")
            XCTAssertTrue("\(error)".contains(path))
        }
    }
}
