import SlotFit
import XCTest

/// Derived values: the text form parses with Swift's precedence and
/// evaluates with Swift's semantics (expected values are what the Swift
/// expressions give, by The Swift Programming Language's operator
/// declarations: multiplicative over additive over nil-coalescing over
/// comparison over && over || over ?:).
final class ValueExpressionTests: XCTestCase {
    let fields: [String: ActivityValue] = [
        "eta": .number(150), "name": .null, "driver": .string("Ana"), "done": .bool(false),
        "progress": .number(0.85), "stops": .list(["A", "B", "C"]),
    ]

    func evaluate(_ text: String) throws -> ActivityValue {
        try ValueExpression(parsing: text).evaluate { self.fields[$0] }
    }

    func testPrecedenceAndAssociativityAreSwifts() throws {
        XCTAssertEqual(try evaluate("1 + 2 * 3"), .number(7))
        XCTAssertEqual(try evaluate("(1 + 2) * 3"), .number(9))
        XCTAssertEqual(try evaluate("10 - 4 - 3"), .number(3))          // left-associative
        XCTAssertEqual(try evaluate("Int(eta / 60)"), .number(2))        // Swift's Int division of 150 by 60
        XCTAssertEqual(try evaluate("eta % 60"), .number(30))
        XCTAssertEqual(try evaluate("eta > 100 && !done"), .bool(true))
        XCTAssertEqual(try evaluate("done || eta < 100"), .bool(false))
        XCTAssertEqual(try evaluate("eta > 900 ? \"Late\" : \"On time\""), .string("On time"))
        XCTAssertEqual(try evaluate("name ?? driver"), .string("Ana"))
        XCTAssertEqual(try evaluate("name ?? \"Your driver\""), .string("Your driver"))
        XCTAssertEqual(try evaluate("Int(progress * 100)"), .number(85))
        XCTAssertEqual(try evaluate("stops.count"), .number(3))
        XCTAssertEqual(try evaluate("stops.first"), .string("A"))
        XCTAssertEqual(try evaluate("driver.uppercased()"), .string("ANA"))
        XCTAssertEqual(try evaluate("max(eta - 200, 0)"), .number(0))
        XCTAssertEqual(try evaluate("\"ETA \" + String(Int(eta / 60))"), .string("ETA 2"))
        // Division by zero is null (the app would show nothing), never a crash.
        XCTAssertEqual(try evaluate("eta / 0"), .null)
    }

    func testTheTextFormRoundTrips() throws {
        for text in ["Int(eta / 60)", "name ?? \"Your driver\"", "eta > 900 ? \"Late\" : \"On time\"", "(1 + 2) * 3", "10 - (4 - 3)",
                     "!done && eta > 1", "a ?? b ?? c", "$now - start"] {
            XCTAssertEqual(try ValueExpression(parsing: text).description, text)
        }
    }

    func testMalformedTextIsAnErrorSayingWhere() {
        XCTAssertThrowsError(try ValueExpression(parsing: "eta / ")) { error in
            XCTAssertEqual("\(error)", "\"eta / \" at character 7: an expression ends early")
        }
        XCTAssertThrowsError(try ValueExpression(parsing: "sqrt(eta)")) { error in
            XCTAssertTrue("\(error)".contains("\"sqrt(…)\" is not a function SlotFit evaluates"), "\(error)")
        }
        XCTAssertThrowsError(try ValueExpression(parsing: "done ? 1")) { error in
            XCTAssertTrue("\(error)".contains("a ? without its :"), "\(error)")
        }
    }

    /// A manifest's `derived:` values are read by views like fields and
    /// computed per state.
    func testAManifestReadsDerivedValues() throws {
        let yaml = """
        activity: Derived
        derived:
          minutes: "Int(etaSeconds / 60)"
          who: "driverName ?? \\"Your driver\\""
        states:
          soon: { etaSeconds: 150 }
          named: { etaSeconds: 600, driverName: Ana }
        lockScreen:
          vstack:
            - text: "\\\\(who) in \\\\(minutes) min"
        """
        let activity = try ActivityManifest.parse(yaml, source: "derived.yml")
        let renderer = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
        func shown(_ state: String) throws -> [String] {
            try renderer.render(state: state, device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
                .presentations[0].root.flattened.compactMap { $0.text?.visibleText }
        }
        XCTAssertEqual(try shown("soon"), ["Your driver in 2 min"])
        XCTAssertEqual(try shown("named"), ["Ana in 10 min"])
        XCTAssertThrowsError(try ActivityManifest.parse("activity: X\nderived:\n  m: \"eta /\"\n", source: "bad.yml")) { error in
            XCTAssertTrue("\(error)".hasPrefix("bad.yml:3:6: derived.m:"), "\(error)")
        }
    }
}
