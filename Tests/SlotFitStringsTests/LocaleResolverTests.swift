import SlotFitStrings
import XCTest

final class LocaleResolverTests: XCTestCase {
    struct Case {
        var languageCode: String
        var available: [String]
        var development: String? = "en"
        var system = "en-US"
        var expected: String
        var line: UInt = #line
    }

    let cases: [Case] = [
        Case(languageCode: "de", available: ["en", "de", "fr"], expected: "de"),
        Case(languageCode: "de-AT", available: ["en", "de"], expected: "de"),
        Case(languageCode: "de-CH", available: ["en", "de-CH", "de"], expected: "de-CH"),
        Case(languageCode: "pt-BR", available: ["en", "pt-BR", "pt-PT", "pt"], expected: "pt-BR"),
        Case(languageCode: "pt-BR", available: ["en", "pt-PT", "pt"], expected: "pt"),
        Case(languageCode: "pt-PT", available: ["en", "pt-BR", "pt-PT"], expected: "pt-PT"),
        Case(languageCode: "es-MX", available: ["en", "es-419", "es"], expected: "es-419"),
        Case(languageCode: "es-MX", available: ["en", "es"], expected: "es"),
        Case(languageCode: "es-AR", available: ["en", "es-MX", "es"], expected: "es"),
        Case(languageCode: "en-IN", available: ["en", "en-GB"], expected: "en-GB"),
        Case(languageCode: "en-AU", available: ["en-GB", "en"], expected: "en-GB"),
        Case(languageCode: "en-US", available: ["en-GB", "en"], expected: "en"),
        Case(languageCode: "en", available: ["en-GB", "fr"], development: "fr", expected: "en-GB"),
        Case(languageCode: "zh-TW", available: ["en", "zh-Hans", "zh-Hant"], expected: "zh-Hant"),
        Case(languageCode: "zh-HK", available: ["en", "zh-Hans", "zh-Hant", "zh-HK"], expected: "zh-HK"),
        Case(languageCode: "zh-HK", available: ["en", "zh-Hans", "zh-Hant"], expected: "zh-Hant"),
        Case(languageCode: "zh-Hant-TW", available: ["en", "zh-TW"], expected: "zh-TW"),
        Case(languageCode: "zh", available: ["en", "zh-Hans", "zh-Hant"], expected: "zh-Hans"),
        Case(languageCode: "zh-Hans", available: ["en", "zh-Hant"], expected: "en"),
        Case(languageCode: "iw", available: ["en", "he"], expected: "he"),
        Case(languageCode: "he-IL", available: ["iw", "en"], expected: "iw"),
        Case(languageCode: "in", available: ["en", "id"], expected: "id"),
        Case(languageCode: "ji", available: ["en", "yi"], expected: "yi"),
        Case(languageCode: "nb", available: ["en", "no"], expected: "no"),
        Case(languageCode: "no", available: ["en", "nb"], expected: "nb"),
        Case(languageCode: "no-NO", available: ["en", "nb-NO"], expected: "nb-NO"),
        Case(languageCode: "nn", available: ["en", "nb"], expected: "nb"),
        Case(languageCode: "ars", available: ["en", "ar"], expected: "ar"),
        Case(languageCode: "yue", available: ["en", "zh-Hans", "zh-Hant"], expected: "zh-Hant"),
        Case(languageCode: "wuu", available: ["en", "zh-Hans", "zh-Hant"], expected: "zh-Hans"),
        Case(languageCode: "fr", available: ["English", "French", "German"], development: "English", expected: "French"),
        Case(languageCode: "fr-CA", available: ["en", "fr"], expected: "fr"),
        Case(languageCode: "fr-CA", available: ["en", "fr-CA", "fr"], expected: "fr-CA"),
        Case(languageCode: "it", available: ["it-CH", "it-IT", "en"], expected: "it-IT"),
        Case(languageCode: "ar-EG", available: ["ar", "en"], expected: "ar"),
        Case(languageCode: "sr-Latn", available: ["sr", "en"], expected: "en"),
        Case(languageCode: "", available: ["en", "de"], system: "de", expected: "de"),
        Case(languageCode: "", available: ["en", "fr"], system: "de-DE", expected: "en"),
        Case(languageCode: "xx-invalid!!", available: ["en", "de"], expected: "en"),
        Case(languageCode: "ja", available: ["en", "de"], development: "de", expected: "de"),
        Case(languageCode: "ja", available: ["fr", "it"], development: nil, expected: "fr"),
        Case(languageCode: "ko", available: ["fr", "en-US"], development: nil, expected: "en-US"),
    ]

    func testTableOfCases() {
        XCTAssertGreaterThanOrEqual(cases.count, 30)
        for c in cases {
            let result = LocaleResolver.resolve(languageCode: c.languageCode, available: c.available,
                                                developmentLanguage: c.development, systemDefault: c.system)
            XCTAssertEqual(result.localization, c.expected,
                           "\(c.languageCode) in \(c.available): \(result.chain.map { "\($0.candidate) (\($0.reason))" }.joined(separator: " → "))",
                           line: c.line)
            XCTAssertEqual(result.chain.last?.match, result.localization, line: c.line)
        }
    }

    /// A match is not a fallback; the development language, en-US or the
    /// first localization taken because nothing matched is.
    func testFallbackIsToldApart() {
        let available = ["en", "de", "es-419", "pt-BR"]
        for code in ["es-MX", "de-AT", "pt", "en-GB", "de"] {
            XCTAssertFalse(LocaleResolver.resolve(languageCode: code, available: available, developmentLanguage: "en", systemDefault: "en-US").isFallback, code)
        }
        for code in ["ja", "xx", "zh-Hant"] {
            XCTAssertTrue(LocaleResolver.resolve(languageCode: code, available: available, developmentLanguage: "en", systemDefault: "en-US").isFallback, code)
        }
        XCTAssertTrue(LocaleResolver.resolve(languageCode: "ja", available: ["fr", "it"], developmentLanguage: nil, systemDefault: "en-US").isFallback)
    }

    func testChainExplainsEachStep() {
        let result = LocaleResolver.resolve(languageCode: "en-IN", available: ["en", "fr"], developmentLanguage: "en", systemDefault: "en")
        XCTAssertEqual(result.chain.map(\.candidate), ["en-IN", "en-GB", "en-001", "en"])
        XCTAssertEqual(result.chain.last?.reason, "CLDR parent of en-IN")
        let empty = LocaleResolver.resolve(languageCode: "", available: ["en"], developmentLanguage: "en", systemDefault: "en")
        XCTAssertEqual(empty.chain.first?.reason, "languageCode is empty: the system default language")
    }
}
