import Foundation
import SlotFitText
import XCTest

final class BatchTests: XCTestCase {
    func testLinesComeOutInOrderAndBadLinesNameTheirNumber() throws {
        var input = Data()
        input.append(Data(#"{"text":"Paused","width":52.33,"style":"caption2","lineLimit":1}"#.utf8 + [0x0A]))
        input.append(Data([0x7B, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D, 0x0A]))  // invalid UTF-8
        input.append(Data(#"{"text":"\ud800 lone"}"#.utf8 + [0x0A]))
        input.append(Data(#"{"text":"ok \ud83c\udfc3 pair","locale":"ar"}"#.utf8 + [0x0A]))
        input.append(Data(#"{"text":"x","widht":3}"#.utf8 + [0x0A]))
        input.append(Data("\n".utf8))
        input.append(Data(#"{"text":"x","width":-1}"#.utf8 + [0x0A]))
        input.append(Data(#"not json"#.utf8 + [0x0A]))
        input.append(Data(#"{"text":"5:23 / 10:00","locale":"he","pinLTR":true,"monospacedDigits":true}"#.utf8))
        let out = MeasureBatch(engine: TestEngine.shared).run(input)
        XCTAssertEqual(out.count, 8, "the blank line 6 is skipped")
        let objects = try out.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        XCTAssertEqual(objects[0]["verdict"] as? String, "fits")
        XCTAssertEqual(objects[1]["line"] as? Int, 2)
        XCTAssertTrue((objects[1]["error"] as? String)?.contains("UTF-8") ?? false)
        XCTAssertTrue((objects[2]["error"] as? String)?.contains("surrogate") ?? false, "\(objects[2])")
        XCTAssertEqual(objects[3]["visibleText"] as? String, "ok 🏃 pair")
        XCTAssertTrue((objects[4]["error"] as? String)?.contains("did you mean \"width\"") ?? false, "\(objects[4])")
        XCTAssertEqual(objects[5]["line"] as? Int, 7)
        XCTAssertTrue((objects[5]["error"] as? String)?.contains("width must be a positive") ?? false)
        XCTAssertEqual(objects[6]["line"] as? Int, 8)
        XCTAssertEqual(objects[7]["visualText"] as? String, "5:23 / 10:00")
    }

    func testJSONCarriesTheDocumentedFields() throws {
        let line = try TestEngine.layout(TextRequest("Pausiert", locale: "de", width: 40, lineLimit: 1)).jsonLine()
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
        for key in ["verdict", "width", "height", "scale", "visibleText", "visualText", "lines", "fonts", "direction"] {
            XCTAssertNotNil(object[key], key)
        }
        let font = try XCTUnwrap((object["fonts"] as? [[String: Any]])?.first)
        for key in ["family", "version", "file", "sha256"] { XCTAssertNotNil(font[key], key) }
        let run = try XCTUnwrap(((object["lines"] as? [[String: Any]])?.first?["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run["direction"] as? String, "ltr")
    }
}
