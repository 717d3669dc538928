import SlotFitStrings
import XCTest

final class PseudoTests: XCTestCase {
    func testAccentedExpandsAndKeepsPlaceholders() {
        let accented = Pseudolocalizer(mode: .accented)
        XCTAssertEqual(accented.transform("Paused"), "[Þáûšéð one]", "6 letters + 80 %: brackets and a word")
        for text in ["%lld of %2$@ 100%% done", "Cycle %1$lld of %2$#@total@", "Build #%@ failed after %.1f min"] {
            let pseudo = accented.transform(text)
            XCTAssertEqual(FormatString(pseudo).specifiers.map(\.text), FormatString(text).specifiers.map(\.text), pseudo)
            XCTAssertEqual(FormatString(pseudo).problems, [])
            XCTAssertGreaterThanOrEqual(Double(pseudo.count), Double(text.count) * 1.3, pseudo)
        }
        XCTAssertEqual(accented.transform("%arg sessions"), "[%arg šéššîöñš one two]")
    }

    func testDoubleAndRightToLeft() {
        XCTAssertEqual(Pseudolocalizer(mode: .double).transform("Paused %@"), "Paused %1$@ Paused %1$@")
        XCTAssertEqual(Pseudolocalizer(mode: .double).transform("%@ of %lld, 100%%"), "%1$@ of %2$lld, 100%% %1$@ of %2$lld, 100%%")
        XCTAssertEqual(Pseudolocalizer(mode: .rightToLeft).transform("Cycle %lld"), "\u{202E}Cycle \u{202C}%lld\u{202E}\u{202C}")
    }

    func testPseudoLocalizationsRenderLikeRealOnes() throws {
        let catalog = try StringCatalog.read(xcstrings: Fixture.path("AllFields.xcstrings"))
        var pseudo = catalog
        for mode in Pseudolocalizer.Mode.allCases { pseudo = Pseudolocalizer(mode: mode).adding(to: pseudo) }
        XCTAssertEqual(try pseudo.format(key: "Cycle %lld of %lld", localization: "en-XA", arguments: [.int(2), .int(3)]),
                       "[Çýçļé 2 öƒ 3 one two]")
        XCTAssertEqual(try pseudo.format(key: "Cycle %lld of %lld", localization: "en-XD", arguments: [.int(2), .int(3)]),
                       "Cycle 2 of 3 Cycle 2 of 3")
        XCTAssertNil(pseudo.entries["Timer\u{2028}Paused"]?.localizations?["en-XA"], "shouldTranslate: false stays untranslated")
        let errors = CatalogLinter().lint(pseudo, file: "pseudo").filter { $0.severity == .error && ($0.locale ?? "").contains("-X") }
        XCTAssertEqual(errors.map(\.text), [], "pseudo-locales keep every placeholder")
        // The written catalog round-trips.
        XCTAssertEqual(try StringCatalog(xcstrings: pseudo.xcstringsData(), source: "pseudo"), pseudo)
    }
}
