import Foundation
@testable import SlotFitText
import XCTest

/// `TextEngine.measure` is `layout` without drawing: for every sample
/// catalog string, natural and in slots (wrapping, scaling, truncating
/// at the head, middle and tail, right to left), it gives exactly the
/// layout's verdict, width, height, scale, natural width, line count,
/// visible text and direction.
final class TextMeasurementTests: XCTestCase {
    func testMeasurementIsTheLayoutWithoutItsRuns() throws {
        let strings = try CatalogStrings.all()
        XCTAssertGreaterThan(strings.count, 1_000, "the sample catalogs' strings")
        let engine = try TextEngine()
        var differences: [String] = []
        var verdicts = Set<String>()
        let modes: [TruncationMode] = [.tail, .head, .middle]
        for (index, (locale, text)) in strings.enumerated() {
            let requests = [
                TextRequest(text, locale: locale),
                TextRequest(text, locale: locale, width: 40 + Double(index % 6) * 30, lineLimit: 1 + index % 3,
                            minimumScaleFactor: index % 4 == 0 ? 0.7 : 1, truncationMode: modes[index % 3]),
                TextRequest(text, locale: locale, width: 60, height: 22),
            ]
            for request in requests {
                let layout = try engine.layout(request), measurement = try engine.measure(request)
                verdicts.insert(measurement.verdict.name)
                let expected = TextMeasurement(verdict: layout.verdict, width: layout.width, height: layout.height, scale: layout.scale,
                                               naturalWidth: layout.naturalWidth, lineCount: layout.lines.count,
                                               visibleText: layout.visibleText, direction: layout.direction)
                if measurement != expected { differences.append("\(locale) \"\(text)\": \(measurement) vs \(expected)") }
            }
        }
        XCTAssertEqual(differences.count, 0, differences.prefix(3).joined(separator: "\n"))
        // The corpus reaches every verdict, so every path of the fit is compared.
        XCTAssertEqual(verdicts, ["fits", "wrapped", "scaled", "truncated", "clipped"])
    }
}
