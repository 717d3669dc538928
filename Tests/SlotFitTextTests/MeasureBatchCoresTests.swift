import Foundation
import SlotFitText
import XCTest

/// The batch measures on every core and still answers in input order, byte
/// for byte what one core answers; errors keep their line numbers.
final class MeasureBatchCoresTests: XCTestCase {
    func testOutputIsTheSameOnOneCoreAndOnMany() throws {
        let words = ["Pausiert", "Sitzung", "beendet", "الجلسة", "اكتملت", "セッション", "完了", "12:48", "Fokuszeit", "सत्र"]
        var lines = ["locale\twidth\tlineLimit\ttext"]
        for i in 0..<600 {
            let locale = ["de", "ar", "ja", "hi"][i % 4]
            let text = (0..<(2 + i % 4)).map { words[(i * 7 + $0 * 3) % words.count] }.joined(separator: " ")
            lines.append("\(locale)\t\(40 + i % 5 * 30)\t\(1 + i % 2)\t\(text)")
        }
        lines.insert("de\tnot a number\t1\tBroken", at: 301)
        let input = Data((lines.joined(separator: "\n") + "\n").utf8)
        let batch = MeasureBatch(engine: try TextEngine())
        func run(cores: Int) -> Data {
            var out = Data()
            batch.run(input, format: .tsv, fields: [.width, .verdict, .visibleText], cores: cores) { out.append(contentsOf: $0) }
            return out
        }
        let one = run(cores: 1), many = run(cores: 4)
        XCTAssertEqual(one, many)
        let rows = String(decoding: many, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(rows.count, 601)
        XCTAssertEqual(rows[300], "error\tline 302: width \"not a number\" is not a number")
    }
}
