import SlotFitStrings
import XCTest

/// `.strings` files accepted and rejected as Core Foundation accepts and
/// rejects them, with the dictionary it builds. Each expectation comes from
/// reading swift-corelibs-foundation (commit e55e1d8, October 2024),
/// `Sources/CoreFoundation/CFOldStylePList.c`, the function named beside
/// the case; encodings from `encodingForXMLData` in `CFPropertyList.c`;
/// octal escapes from Unicode's NeXTSTEP mapping (unicode.org,
/// Public/MAPPINGS/VENDORS/NEXT/NEXTSTEP.TXT). The inputs are written here.
final class StringsFileParityTests: XCTestCase {
    /// One accepted input: the table CF builds, and the rules of the notes
    /// SlotFit adds where the device shows less than the file seems to say.
    struct Accepted {
        var input: String
        var table: [String: String]
        var notes: [String] = []
        var why: String
    }

    func read(_ text: String) throws -> StringsFileParser.Contents {
        try StringsFileParser.contents(Array(text.utf8), source: "t.strings")
    }

    func table(_ contents: StringsFileParser.Contents) -> [String: String] {
        Dictionary(uniqueKeysWithValues: contents.entries.map { ($0.key, $0.value) })
    }

    func testAcceptedInputsAndTheTablesTheyMake() throws {
        let cases: [Accepted] = [
            Accepted(input: "\"Start\" = \"Los\";;\n\"Stop\" = \"Halt\";\n", table: ["Start": "Los"], notes: ["ignored-tail"],
                     why: "parsePlistDictContent: after a ';' the next key is parsePlistString(requireObject: false), which returns NULL at a second ';' without an error; the strings-file path returns the dictionary so far"),
            Accepted(input: "\"Start\" = \"Los\";\n;\n", table: ["Start": "Los"], notes: ["ignored-tail"],
                     why: "the same stop, on a line of its own"),
            Accepted(input: "\"Start\" = \"Los\";\n\u{A0}\"Stop\" = \"Halt\";\n", table: ["Start": "Los"], notes: ["ignored-tail"],
                     why: "advanceToNonSpace skips only 0x09–0x0D, space, U+2028 and U+2029: a no-break space cannot start a key"),
            Accepted(input: "\"Start\" = \"Los\";\u{2028}\"Stop\" = \"Halt\";", table: ["Start": "Los", "Stop": "Halt"],
                     why: "advanceToNonSpace: U+2028 is space"),
            Accepted(input: "\"OK\";\n\"Cancel\" = \"Abbrechen\";", table: ["OK": "OK", "Cancel": "Abbrechen"],
                     why: "parsePlistDictContent: a ';' right after a key is the strings-file shorthand, value = key"),
            Accepted(input: "route/to.x:y-z$_1 = 2.5;", table: ["route/to.x:y-z$_1": "2.5"],
                     why: "isValidUnquotedStringCharacter: a-z A-Z 0-9 _ $ / : . - for unquoted keys and values"),
            Accepted(input: "'Start' = 'Los';", table: ["Start": "Los"],
                     why: "parsePlistString and parsePlistObject take ' as a quote as well as \""),
            Accepted(input: "/* a */ \"A\" = \"1\"; // b\n\"B\" /* c */ = // d\n \"2\";", table: ["A": "1", "B": "2"],
                     why: "advanceToNonSpace skips /* */ and // comments between any two tokens"),
            Accepted(input: "\"A\" = \"1\"; /* never closed", table: ["A": "1"], notes: ["unterminated-comment"],
                     why: "advanceToNonSpace: a /* without */ runs to the end of the file and is no error"),
            Accepted(input: "\"e\" = \"\\U00e9\\U0041\";", table: ["e": "éA"], why: "getSlashedChar: \\U reads up to four hex digits"),
            Accepted(input: "\"e\" = \"\\U41!\";", table: ["e": "A!"], why: "getSlashedChar: fewer than four hex digits end the escape"),
            Accepted(input: "\"e\" = \"\\u00e9\";", table: ["e": "u00e9"], why: "getSlashedChar has no case for lowercase u: the backslash is dropped"),
            Accepted(input: "\"smile\" = \"\\UD83D\\UDE00\";", table: ["smile": "😀"],
                     why: "the string is UTF-16 (parseQuotedPlistString appends UniChars): two \\U surrogates make one character"),
            Accepted(input: "\"o\" = \"\\101\\102\";", table: ["o": "AB"], why: "getSlashedChar: up to three octal digits, ASCII below 0x80"),
            Accepted(input: "\"o\" = \"\\0101\";", table: ["o": "\u{8}1"], why: "getSlashedChar: three digits at most (\\010), then a plain '1'"),
            Accepted(input: "\"o\" = \"\\501\";", table: ["o": "A"], why: "getSlashedChar keeps the value in a uint8_t: 0o501 = 321 wraps to 65"),
            Accepted(input: "\"o\" = \"\\200|\\201|\\244\";", table: ["o": "\u{A0}|À|\u{2044}"],
                     why: "getSlashedChar converts the byte from kCFStringEncodingNextStepLatin: NEXTSTEP.TXT maps 0x80 to U+00A0, 0x81 to U+00C0, 0xA4 to U+2044"),
            Accepted(input: "\"q\" = \"a\\qb\\\\c\\'d\\\"e\";", table: ["q": "aqb\\c'd\"e"], why: "getSlashedChar: any other character after a backslash is itself"),
            Accepted(input: "\"n\" = \"\\a\\b\\f\\n\\r\\t\\v\";", table: ["n": "\u{7}\u{8}\u{C}\n\r\t\u{B}"], why: "getSlashedChar's C escapes"),
            Accepted(input: "\"k\" = \"1\";\n\"k\" = \"2\";", table: ["k": "2"], why: "CFDictionarySetValue in file order: the last value wins"),
            Accepted(input: "{ \"Start\" = \"Los\"; }", table: ["Start": "Los"],
                     why: "__CFCreateOldStylePropertyListOrStringsFile parses one object first: a { } dictionary is the table"),
            Accepted(input: "", table: [:], why: "nothing to read: an empty table (CF refuses zero bytes, and the bundle then uses an empty table)"),
            Accepted(input: " \n/* only a comment */\n", table: [:], why: "__CFCreateOldStylePropertyListOrStringsFile: only space and comments is an empty dictionary"),
            Accepted(input: "\"list\" = (\"a\", \"b\",);\n\"data\" = <0fA1 22>;\n\"d\" = { x = y; };\n\"s\" = \"t\";",
                     table: ["s": "t"], notes: ["non-string-value", "non-string-value", "non-string-value"],
                     why: "parsePlistObject reads arrays (a trailing comma allowed), data and dictionaries as values; a lookup then returns no string"),
        ]
        for item in cases {
            let contents = try read(item.input)
            XCTAssertEqual(table(contents), item.table, "\(item.input.debugDescription): \(item.why)")
            XCTAssertEqual(contents.notes.map(\.rule), item.notes, "\(item.input.debugDescription): \(item.why)")
        }
    }

    /// One rejected input: CF returns no dictionary (the bundle then shows
    /// every key as itself); SlotFit names the place.
    func testRejectedInputsNameTheirPlace() {
        let cases: [(input: String, place: String, words: String, why: String)] = [
            ("\"Start\" = \"Los\"", "t.strings:1:16", "expected ; after the value of \"Start\"", "parsePlistDictContent: 'Missing ';'' when the file ends after a value"),
            ("\"Start\" = \"Los\";\n\"Stop\" = ;", "t.strings:2:10", "unexpected \";\" where the value of \"Stop\" was expected", "parsePlistObject(requireObject: true): 'Unexpected character'"),
            ("\"Start\" \"Los\";", "t.strings:1:9", "expected = after the key \"Start\"", "parsePlistDictContent: 'Expected ';' or '=' after key'"),
            ("\"Start\" = \"Los;\n", "t.strings:1:11", "unterminated string", "parseQuotedPlistString: 'Unterminated quoted string'"),
            ("\"Start\" = \"Los\\", "t.strings:1:15", "the file ends in the middle of the escape", "parseQuotedPlistString: 'Unterminated backslash sequence'"),
            (";\"Start\" = \"Los\";", "t.strings:1:1", "unexpected \";\"", "the first parsePlistObject requires an object: ';' is none"),
            ("\"Start\"", "t.strings:1:1", "holds only the string \"Start\"", "one string and nothing after it is a CFString, not a dictionary; CFBundle drops it"),
            ("\"Start\" = ", "t.strings:1:11", "the file ends where the value of \"Start\" was expected", "parsePlistObject(requireObject: true): 'Unexpected EOF'"),
            ("Größe = \"x\";", "t.strings:1:3", "expected = after the key \"Gr\"", "isValidUnquotedStringCharacter: ASCII only, so 'ö' ends the unquoted key"),
            ("{ \"a\" = \"b\"; } \"c\" = \"d\";", "t.strings:1:16", "after the table's closing }", "__CFCreateOldStylePropertyListOrStringsFile: 'Junk after plist'"),
            ("{ \"a\" = \"b\";", "t.strings:1:13", "expected } to close the dictionary", "parsePlistDict: 'Expected terminating '}''"),
            ("(\"a\", \"b\")", "t.strings:1:1", "reads it as an array, not a table", "CFBundle: 'Top-level object was not a dictionary'"),
            ("\"d\" = <0f 1>;", "t.strings:1:11", "an odd number of hex digits", "getDataBytes: an odd digit is 'uneven length'"),
            ("\"a\" = \"b\";\r\n\"c\" = ;", "t.strings:2:7", "unexpected \";\"", "lineNumberStrings counts \\r\\n as one line break"),
        ]
        for item in cases {
            XCTAssertThrowsError(try read(item.input), item.why) { error in
                let text = "\(error)"
                XCTAssertTrue(text.hasPrefix(item.place + ": "), "\(item.input.debugDescription): \(text) — \(item.why)")
                XCTAssertTrue(text.contains(item.words), "\(item.input.debugDescription): \(text) — \(item.why)")
            }
        }
    }

    /// The stray semicolon's note says where iOS stops and what is lost.
    func testTheStopIsLocatedAndExplained() throws {
        let contents = try read("\"Start\" = \"Los\";\n\"Pause\" = \"Pause\";;\n\"Stop\" = \"Halt\";\n\"Weiter\" = \"Weiter\";\n")
        XCTAssertEqual(table(contents), ["Start": "Los", "Pause": "Pause"])
        let note = try XCTUnwrap(contents.notes.first)
        XCTAssertEqual(note.location, SourceLocation(file: "t.strings", line: 2, column: 19))
        XCTAssertEqual(note.key, "Pause", "the entry whose ; is doubled")
        XCTAssertTrue(note.message.contains("(lines 2–4)"), note.message)
        XCTAssertTrue(note.message.contains("a second ; ends the entry before it"), note.message)
        XCTAssertTrue(note.message.contains("remove the extra ;"), note.message)
    }

    /// `encodingForXMLData`: UTF-8 with or without a BOM, UTF-16 and UTF-32
    /// with a BOM in either byte order; UTF-16 without one is refused (CF
    /// would skip its first two bytes).
    func testEncodings() throws {
        let text = "\"Größe\" = \"😀\";"
        let expected = ["Größe": "😀"]
        let utf16 = Array(text.utf16)
        let le: [UInt8] = [0xFF, 0xFE] + utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let be: [UInt8] = [0xFE, 0xFF] + utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let utf32: [UInt8] = [0x00, 0x00, 0xFE, 0xFF] + text.unicodeScalars.flatMap { s -> [UInt8] in
            let v = s.value
            return [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
        }
        for (name, bytes) in [("UTF-8", Array(text.utf8)), ("UTF-8 BOM", [0xEF, 0xBB, 0xBF] + Array(text.utf8)), ("UTF-16LE", le), ("UTF-16BE", be), ("UTF-32BE", utf32)] {
            XCTAssertEqual(table(try StringsFileParser.contents(bytes, source: "e.strings")), expected, name)
        }
        XCTAssertThrowsError(try StringsFileParser.contents(Array(be.dropFirst(2)), source: "e.strings")) {
            XCTAssertTrue("\($0)".contains("UTF-16 without a byte order mark"), "\($0)")
        }
    }
}
