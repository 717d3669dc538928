import Foundation
import SlotFit
import SlotFitStrings
import SlotFitText
import XCTest

/// Every library throws one error type, `SlotFitError`, whose place is a
/// value: a caller reads the kind, file, line, column and key path without
/// parsing the message.
final class ErrorModelTests: XCTestCase {
    /// A JSON catalog that breaks on line 3, column 15 (counted by hand: the
    /// stray comma after "en" is the 15th character of the third line).
    func testCatalogSyntaxErrorCarriesLineAndColumn() {
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : ,\n}\n"
        XCTAssertThrowsError(try StringCatalog(xcstrings: Array(text.utf8), source: "Broken.xcstrings")) { error in
            guard let error = error as? SlotFitError else { return XCTFail("\(type(of: error))") }
            XCTAssertEqual(error.kind, .syntax)
            XCTAssertEqual(error.location, SourceLocation(file: "Broken.xcstrings", line: 3, column: 15))
            XCTAssertTrue(error.description.hasPrefix("Broken.xcstrings:3:15: invalid JSON"), error.description)
        }
    }

    /// A `.strings` file missing its `=` on line 2.
    func testStringsFileErrorCarriesItsLine() {
        let text = "\"a\" = \"A\";\n\"b\" \"B\";\n"
        XCTAssertThrowsError(try StringsFileParser.parse(Array(text.utf8), source: "de.lproj/Localizable.strings")) { error in
            guard let error = error as? SlotFitError else { return XCTFail("\(type(of: error))") }
            XCTAssertEqual(error.kind, .syntax)
            XCTAssertEqual(error.location?.file, "de.lproj/Localizable.strings")
            XCTAssertEqual(error.location?.line, 2)
            XCTAssertTrue(error.problem.contains("expected = after the key \"b\""), error.problem)
        }
    }

    /// A manifest's bad value: the YAML node's line and column, and the key path.
    func testManifestErrorCarriesKeyPathAndPlace() {
        let yaml = "activity: Timer\nstates:\n  running: { remaining: 90 }\nlockScreen:\n  text: Hi\n  lineLimit: many\n"
        XCTAssertThrowsError(try ActivityManifest.parse(yaml, source: "Timer.yml")) { error in
            guard let error = error as? SlotFitError else { return XCTFail("\(type(of: error))") }
            XCTAssertEqual(error.kind, .manifest)
            XCTAssertEqual(error.location?.file, "Timer.yml")
            XCTAssertEqual(error.location?.line, 6)
            XCTAssertEqual(error.keyPath.map { $0.hasSuffix("lineLimit") }, true, "\(error)")
            XCTAssertTrue(error.problem.contains("many"), error.problem)
        }
    }

    /// An unknown device is the same type, with the nearest id suggested.
    func testUnknownDeviceIsTheSameType() {
        XCTAssertThrowsError(try DeviceCatalog.profile("iphone-339")) { error in
            XCTAssertEqual((error as? SlotFitError)?.kind, .unknownDevice)
            XCTAssertTrue("\(error)".contains("did you mean \"iphone-393\""), "\(error)")
        }
    }

    /// A stage that adds what it was doing keeps the innermost place.
    func testContextKeepsTheInnermostPlace() {
        let inner = SlotFitError(.syntax, "invalid JSON: a value was expected", at: SourceLocation(file: "L.xcstrings", line: 3, column: 15))
        let outer = inner.within("Delivery.yml: catalog")
        XCTAssertEqual(outer.location, inner.location)
        XCTAssertEqual(outer.description, "Delivery.yml: catalog: L.xcstrings:3:15: invalid JSON: a value was expected")
        // Placed at a view: a place of its own is kept, the view's goes in front.
        let placed = inner.located(at: SourceLocation(file: "Delivery.yml", line: 9, column: 5))
        XCTAssertEqual(placed.location, inner.location)
        XCTAssertEqual(placed.context, ["Delivery.yml:9:5"])
        let bare = SlotFitError(.format, "\"abc\" is not a number").located(at: SourceLocation(file: "Delivery.yml", line: 9, column: 5), keyPath: "\"eta\"")
        XCTAssertEqual(bare.description, "Delivery.yml:9:5: \"eta\": \"abc\" is not a number")
    }
}
