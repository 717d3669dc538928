@testable import SlotFitText
import XCTest

/// The items a range overlaps, found by binary search (a scan per line
/// made wrapping a long Hebrew paragraph quadratic): the same items a
/// scan of every item finds, for every range of a paragraph whose faces
/// alternate (Hebrew words, spaces in the primary face, Latin digits).
final class ItemLookupTests: XCTestCase {
    func testTheItemsOfARangeAreThoseAScanFinds() throws {
        let engine = try TextEngine()
        let request = TextRequest("ההזמנה בדרך 12 מגיע בעוד 7 דקות, order #42 ready", locale: "he", width: 300)
        let session = try LayoutSession(engine: engine, request: request, entry: engine.locales.entry("he"))
        let units = Array(request.text.utf16)
        let p = try session.paragraph(units, styles: [])
        XCTAssertGreaterThan(p.items.count, 5, "faces alternate: \(p.items.map(\.range))")
        for start in 0...units.count {
            for end in start...units.count {
                let range = start..<end
                let scanned = p.items.filter { $0.range.overlaps(range) || (range.isEmpty && $0.range.contains(range.lowerBound)) }.map(\.range)
                let found = p.items(overlapping: range).filter { $0.range.overlaps(range) || (range.isEmpty && $0.range.contains(range.lowerBound)) }.map(\.range)
                XCTAssertEqual(found, scanned, "\(range)")
            }
        }
    }
}
