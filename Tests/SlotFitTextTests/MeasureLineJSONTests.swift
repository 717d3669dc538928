import Foundation
@testable import SlotFitText
import XCTest

/// The batch's JSON Lines reader (`MeasureLine+JSON.swift`) against
/// independent JSON parsers: whatever Foundation's JSONSerialization reads
/// as an object of the batch's keys reads to the same values, and what
/// Python's json module (strict RFC 8259) rejects is an error naming the
/// line and column. The syntax cases follow RFC 8259's grammar (section 6
/// numbers, 7 strings).
final class MeasureLineJSONTests: XCTestCase {
    private func read(_ text: String, number: Int = 3) throws -> MeasureLine {
        try Array(text.utf8).withUnsafeBufferPointer { try MeasureLine(jsonLine: $0, number: number) }
    }

    private func message(_ text: String) -> String {
        do { _ = try read(text); return "" } catch { return "\(error)" }
    }

    func testValuesReadAsJSONSerializationReadsThem() throws {
        let lines = [
            #"{"text":"Pausiert","locale":"de","width":52.33,"lineLimit":1}"#,
            #"  { "text" : "a\"b\\c\/d\b\f\n\r\t" , "size" : 1.7e1 , "tracking" : -0.5E-1 }  "#,
            #"{"text":"\u00e9\u0915\ud83c\udfc3 ok","minimumScaleFactor":0.8,"pinLTR":true,"monospacedDigits":false}"#,
            #"{"text":"5:23","locale":null,"style":"caption2","weight":"bold","truncation":"middle","layoutDirection":"rtl","height":0}"#,
            #"{"width":2E+2,"text":"שלום 12","lineLimit":2.0}"#,
            #"{"text":"日本語のテキスト"}"#,
        ]
        for line in lines {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], line)
            let read = try self.read(line)
            XCTAssertEqual(read.text, object["text"] as? String, line)
            XCTAssertEqual(read.locale, object["locale"] as? String, line)
            XCTAssertEqual(read.style, object["style"] as? String, line)
            XCTAssertEqual(read.weight, object["weight"] as? String, line)
            XCTAssertEqual(read.truncation, object["truncation"] as? String, line)
            XCTAssertEqual(read.layoutDirection, object["layoutDirection"] as? String, line)
            for (key, value) in [("size", read.size), ("tracking", read.tracking), ("width", read.width), ("height", read.height),
                                 ("minimumScaleFactor", read.minimumScaleFactor)] {
                XCTAssertEqual(value, (object[key] as? NSNumber)?.doubleValue, "\(key) of \(line)")
            }
            XCTAssertEqual(read.lineLimit, (object["lineLimit"] as? NSNumber)?.intValue, line)
            XCTAssertEqual(read.pinLTR, (object["pinLTR"] as? NSNumber)?.boolValue, line)
            XCTAssertEqual(read.monospacedDigits, (object["monospacedDigits"] as? NSNumber)?.boolValue, line)
        }
    }

    func testWhatIsNotJSONIsAnErrorWithItsColumn() {
        // Each is invalid under RFC 8259 (and JSONSerialization rejects it).
        let cases: [(String, String)] = [
            (#"{"text":"x",}"#, "expected a key in double quotes at column 13"),
            (#"{"text":'x'}"#, "expected a value at column 9"),
            (#"{"text":"x" "width":3}"#, "expected \",\" or \"}\" at column 13"),
            (#"{"text" "x"}"#, "expected \":\" after the key at column 9"),
            (#"{"text":"x","width":01}"#, "expected \",\" or \"}\" at column 22"),
            (#"{"text":"x","width":.5}"#, "expected a value at column 21"),
            (#"{"text":"x","width":1.}"#, "expected a digit after the decimal point at column 23"),
            (#"{"text":"x","width":1e}"#, "expected a digit in the exponent at column 23"),
            (#"{"text":"x\q"}"#, "expected an escape"),
            (#"{"text":"x\u12"}"#, "expected four hexadecimal digits after \\u"),
            (#"{"text":"x"} {"#, "expected the end of the line after the object at column 14"),
            (#"{"text":"x"#, "expected a closing quote at the end of the line"),
            ("{\"text\":\"a\u{01}b\"}", "a control character in a string"),
            (#"not json"#, "expected a JSON object at column 1"),
            (#"{"text":"x","pinLTR":tru}"#, "expected a value at column 22"),
        ]
        let rejected = pythonRejects(cases.map(\.0))
        XCTAssertEqual(rejected, [Bool](repeating: true, count: cases.count), "Python's json module takes one of these")
        for (line, expected) in cases {
            let text = message(line)
            XCTAssertTrue(text.hasPrefix("line 3 is not valid JSON: "), text)
            XCTAssertTrue(text.contains(expected), "\(line): \(text)")
            XCTAssertTrue(text.hasSuffix(#"write one object per line, e.g. {"text":"Hello","width":52.33}"#), text)
        }
    }

    /// For each line, whether Python's `json.loads` refuses it.
    private func pythonRejects(_ lines: [String]) -> [Bool] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", """
            import json, sys
            for line in sys.stdin.buffer.read().split(b"\\n"):
                try:
                    json.loads(line); print("ok")
                except ValueError:
                    print("rejected")
            """]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        guard (try? process.run()) != nil else { XCTFail("python3 is missing: make test installs it"); return [] }
        input.fileHandleForWriting.write(Data(lines.joined(separator: "\n").utf8))
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0 == "rejected" }
    }

    func testErrorsSayWhatToFix() {
        XCTAssertTrue(message(#"[1,2]"#).contains("line 3 is not a JSON object"))
        XCTAssertTrue(message(#""text""#).contains("line 3 is not a JSON object"))
        XCTAssertTrue(message(#"{"text":"x","widht":3}"#).contains(#"unknown key "widht"; did you mean "width"?"#), message(#"{"text":"x","widht":3}"#))
        // An unknown key's value is stepped over whatever it holds.
        XCTAssertTrue(message(#"{"text":"x","extra":{"a":[1,{"b":null}]}}"#).contains(#"unknown key "extra""#))
        XCTAssertEqual(message(#"{"text":"x","width":"52"}"#), #"line 3: width should be a number or null, not "52""#)
        XCTAssertEqual(message(#"{"text":5}"#), "line 3: text should be a string, not 5")
        XCTAssertEqual(message(#"{"text":"x","pinLTR":1}"#), "line 3: pinLTR should be true, false or null, not 1")
        XCTAssertEqual(message(#"{"text":"x","lineLimit":1.5}"#), "line 3: lineLimit should be a whole number, not 1.5")
        XCTAssertTrue(message(#"{"text":"x","width":1e999}"#).contains("beyond the largest number"))
        XCTAssertTrue(message(#"{"text":"x","text":"y"}"#).contains(#"the key "text" appears twice"#))
        XCTAssertTrue(message(#"{"width":3}"#).contains(#"missing key "text""#))
        XCTAssertTrue(message(#"{"text":"\ud800 x"}"#).contains(#""\ud800" is a lone UTF-16 surrogate"#))
        XCTAssertTrue(message(#"{"text":"\udc00"}"#).contains("lone UTF-16 surrogate"))
        // Bytes that are not UTF-8, in a string or outside one.
        for bytes in [[0x7B, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D] as [UInt8], [0x7B, 0xC3, 0x7D]] {
            let text: String
            do { _ = try bytes.withUnsafeBufferPointer { try MeasureLine(jsonLine: $0, number: 3) }; text = "" } catch { text = "\(error)" }
            XCTAssertEqual(text, "line 3 is not valid UTF-8; save the input as UTF-8")
        }
    }

    func testDeepNestingIsRefusedNotRecursedInto() {
        let line = #"{"text":"x","deep":"# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
        XCTAssertTrue(message(line).contains("less nesting"), message(line))
    }
}
