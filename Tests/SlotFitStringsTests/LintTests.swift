import SlotFitStrings
import XCTest

final class LintTests: XCTestCase {
    func findings(_ name: String) throws -> [LintFinding] {
        CatalogLinter().lint(try StringCatalog.read(xcstrings: Fixture.path(name)), file: name)
    }

    func testCleanCatalogHasNoFindings() throws {
        XCTAssertEqual(try findings("LintClean.xcstrings").map(\.text), [])
    }

    func testEachClassIsFound() throws {
        let all = try findings("LintDirty.xcstrings")
        func has(_ severity: Severity, _ rule: String, _ key: String, _ locale: String?, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertTrue(all.contains { $0.severity == severity && $0.rule == rule && $0.key == key && $0.locale == locale },
                          "expected \(severity) \(rule) on \(key) [\(locale ?? "-")]; got:\n" + all.map(\.text).joined(separator: "\n"), file: file, line: line)
        }
        has(.error, "placeholder-type", "%lld items", "de")
        has(.error, "placeholder-count", "%lld items", "ru")
        has(.error, "lone-percent", "%@ posts", "ca")
        has(.error, "mixed-positional", "%@ of %@", "fr")
        has(.error, "invalid-conversion", "50% done", "ru")
        has(.error, "lone-percent", "50% done", "de")
        has(.warning, "missing-translation", "Paused", "fa")
        has(.warning, "translation-state", "Paused", "de")
        has(.warning, "empty-value", "Paused", "fr")
        has(.warning, "plural-missing", "%lld sessions", "ru")
        has(.warning, "plural-missing", "%lld sessions", "fr")
        has(.warning, "bidi-controls", "Paused", "ar")
        has(.warning, "bidi-controls", "I want", "fa")
        has(.warning, "stale-key", "Old title", nil)
        has(.note, "plural-unused", "%lld sessions", "de")
        has(.note, "whitespace", "Paused", "de")
        XCTAssertFalse(all.contains { $0.key == "CI/CD" }, "shouldTranslate: false is respected")
        XCTAssertFalse(all.contains { $0.key == "%lld sessions" && $0.locale == "ar" }, "a complete Arabic plural is clean")
        let lonePercent = all.first { $0.rule == "lone-percent" }!
        XCTAssertEqual(lonePercent.text, "LintDirty.xcstrings: %@ posts [ca]: error: \"% p\" in \"% publicacions\" is a lone % that happens to form a valid conversion (a dropped @ from %@?) — String(format:) reads argument 1 as pointer; write %@ or %% [lone-percent]")
    }

    func testGitHubAnnotationEscapes() {
        let finding = LintFinding(severity: .error, rule: "placeholder-type", file: "L.xcstrings", key: "a,b: c", locale: "de", path: nil, message: "100% bad\nreally")
        XCTAssertEqual(finding.githubAnnotation, "::error file=L.xcstrings,title=placeholder-type%3A a%2Cb%3A c [de]::100%25 bad%0Areally")
    }
}
