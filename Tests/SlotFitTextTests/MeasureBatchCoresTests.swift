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

    /// One request, one line of output, whatever a request holds: a value
    /// with a line break, a tab or another control (decoded from JSON
    /// escapes) is written as its escape in the error line.
    func testAnErrorLineIsOneLineWhateverTheRequestHolds() throws {
        let requests = [
            #"{"text":"Hallo","locale":"de"}"#,
            #"{"text":"x","weight":"bold\n::error::x"}"#,
            #"{"text":"x","font":"\u2028\tbody\r"}"#,
            #"{"text":"x","truncationMode":"tail\u0085middle"}"#,
            #"{"text":"y","locale":"en"}"#,
        ]
        var out = Data()
        MeasureBatch(engine: try TextEngine()).run(Data((requests.joined(separator: "\n") + "\n").utf8), format: .jsonl, fields: [.width, .verdict], cores: 1) { out.append(contentsOf: $0) }
        let rows = String(decoding: out, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(rows.count, requests.count, "\(rows)")
        for (index, row) in rows.enumerated() where row.hasPrefix("error\t") {
            XCTAssertTrue(row.hasPrefix("error\tline \(index + 1): "), String(row))
            XCTAssertFalse(row.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\t" }, String(row))
            XCTAssertEqual(row.filter { $0 == "\t" }.count, 1, String(row))
        }
        XCTAssertTrue(rows[1].hasPrefix("error\t"), String(rows[1]))
        XCTAssertFalse(rows[4].hasPrefix("error"), String(rows[4]))
    }

}
