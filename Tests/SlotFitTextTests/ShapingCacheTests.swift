import Foundation
import SlotFitBenchmarkCorpus
@testable import SlotFitText
import XCTest

/// The shaping caches (whole runs, and words) change no result: every
/// string of the sample catalogs, in every localization, and strings made
/// by recombining their words (so words recur in new company, as in a
/// catalog), laid out natural and fitted, give the same widths, heights,
/// verdicts and glyphs with the caches as without them — on a first pass
/// (caches filling) and a repeated one (caches full).
final class ShapingCacheTests: XCTestCase {
    func testWidthsAreIdenticalWithAndWithoutCaches() throws {
        let strings = try CatalogStrings.all()
        XCTAssertGreaterThan(strings.count, 1_000, "the sample catalogs' strings")
        // Words recombined per locale: a deterministic shuffle.
        var byLocale: [String: [String]] = [:]
        for (locale, text) in strings { byLocale[locale, default: []] += text.split(separator: " ").map(String.init) }
        var mixed: [(String, String)] = []
        var state: UInt64 = 0x2545_F491
        for (locale, words) in byLocale.sorted(by: { $0.key < $1.key }) where words.count > 3 {
            for _ in 0..<40 {
                var picked: [String] = []
                for _ in 0..<4 {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    picked.append(words[Int(state >> 33) % words.count])
                }
                mixed.append((locale, picked.joined(separator: " ")))
            }
        }
        var requests: [TextRequest] = []
        // Digits and ASCII punctuation touching joining letters (their
        // context is letters, not a space), and Hebrew, Hindi and Thai
        // beside digits: runs whose context the caches ignore.
        let touching: [(String, String)] = [("ar", "الجلسة12"), ("ar", "12الجلسة"), ("ar", "(2/3)الدورة"), ("ar", "الدورة(2/3)"), ("ar", "متبقٍ:5د"),
                                            ("fa", "جلسه۳-تمام"), ("ur", "دوڑ10کلومیٹر"), ("he", "סבב2/3"), ("hi", "चक्र(2/3)"), ("th", "รอบ2/3")]
        for (index, (locale, text)) in (strings + mixed + touching).enumerated() {
            requests.append(TextRequest(text, locale: locale))
            requests.append(TextRequest(text, locale: locale, width: 52.33 + Double(index % 5) * 40, lineLimit: 1 + index % 2,
                                        minimumScaleFactor: index % 3 == 0 ? 0.8 : 1))
        }
        // A word split between two weights (`Text + Text`): two items of
        // one script whose letters join across the edge, so the context
        // must be kept.
        for (locale, word) in [("ar", "الجلسة"), ("ar", "التركيز"), ("fa", "تمرکز"), ("ur", "کامیاب")] {
            let units = word.utf16.count, half = units / 2
            var split = TextRequest(word, locale: locale)
            split.spans = [TextSpan(length: half, font: FontSpec(size: 17, weight: .bold)), TextSpan(length: units - half, font: FontSpec(size: 17))]
            requests.append(split)
        }
        // Glyphs too, so a run's glyphs as drawn are compared, not only widths.
        for index in requests.indices { requests[index].includesGlyphs = true }
        let cached = try TextEngine()
        let reference = try TextEngine(cachesEnabled: false)
        var wordsReused = 0
        var glyphsCompared = 0
        for pass in ["first", "repeated"] {
            var differences: [String] = []
            for request in requests {
                let a = try cached.layout(request), b = try reference.layout(request)
                // Glyphs with their positions, as a picture draws them.
                let glyphsA = a.lines.flatMap { $0.runs.flatMap { $0.glyphs.map { "\($0.id)@\($0.x),\($0.y)" } } }
                glyphsCompared += glyphsA.count
                let glyphsB = b.lines.flatMap { $0.runs.flatMap { $0.glyphs.map { "\($0.id)@\($0.x),\($0.y)" } } }
                // Each run's width (read off the words' advances, without
                // the glyphs put together) against HarfBuzz's whole run.
                let runWidthsA = a.lines.flatMap { $0.runs.map(\.width) }, runWidthsB = b.lines.flatMap { $0.runs.map(\.width) }
                if a.width != b.width || a.height != b.height || a.verdict != b.verdict || glyphsA != glyphsB || runWidthsA != runWidthsB {
                    differences.append("\(request.locale) \"\(request.text)\": \(a.width) \(a.verdict) vs \(b.width) \(b.verdict)")
                }
            }
            XCTAssertEqual(differences.count, 0, "\(pass) pass: \(differences.prefix(5).joined(separator: "; "))")
            if pass == "first" { wordsReused = cached.wordCacheStatistics.hits }
        }
        // The word cache did work on this corpus (Inter, the Arabic, Hebrew,
        // Tamil and Thai faces leave the space out of their lookups).
        XCTAssertGreaterThan(wordsReused, 1_000)
        XCTAssertEqual(reference.cachedRunCount, 0)
        XCTAssertGreaterThan(glyphsCompared, 100_000, "glyphs compared, not only widths")
    }

    /// The benchmark's corpus (`make bench`: 20,000 distinct strings in 29
    /// languages), natural and fitted as the benchmark fits it: the same
    /// width, height, verdict and line count with the caches as without,
    /// in a first pass.
    func testTheBenchmarkCorpusMeasuresTheSameWithAndWithoutCaches() throws {
        let corpus = Corpus.make(count: 20_000).requests
        XCTAssertEqual(corpus.count, 20_000)
        XCTAssertEqual(Set(corpus.map(\.locale)).count, 29)
        let cached = try TextEngine()
        let reference = try TextEngine(cachesEnabled: false)
        var differences: [String] = []
        var truncated = 0
        for (index, natural) in corpus.enumerated() {
            var fitted = natural
            fitted.width = 52.33 + Double(index % 5) * 40
            fitted.lineLimit = 1 + index % 2
            for request in [natural, fitted] {
                let a = try cached.measure(request), b = try reference.measure(request)
                if a.width != b.width || a.height != b.height || a.verdict != b.verdict || a.lineCount != b.lineCount {
                    differences.append("\(request.locale) \"\(request.text)\" at \(request.width ?? 0): \(a.width) \(a.verdict) vs \(b.width) \(b.verdict)")
                }
                if case .truncated = a.verdict { truncated += 1 }
            }
        }
        XCTAssertEqual(differences.count, 0, differences.prefix(5).joined(separator: "; "))
        XCTAssertGreaterThan(truncated, 5_000, "the fitted half truncates, as in the benchmark")
        XCTAssertGreaterThan(cached.wordCacheStatistics.hits, 50_000, "the word cache did the work")
    }
}
