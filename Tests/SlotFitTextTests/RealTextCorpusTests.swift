import Foundation
import SlotFitBenchmarkCorpus
import XCTest

/// The real-text corpus reads GNU gettext `.mo` files as the GNU gettext
/// manual lays them out ("The Format of GNU MO Files": magic 0x950412de,
/// revision, count N, offsets of the original and translation tables of
/// (length, offset) pairs, NUL-terminated strings), and names each locale
/// folder by its BCP 47 tag.
final class RealTextCorpusTests: XCTestCase {
    /// A `.mo` file built here byte by byte from the manual's layout.
    static func mo(_ pairs: [(String, String)], littleEndian: Bool = true) -> [UInt8] {
        func word(_ v: Int) -> [UInt8] {
            let b = [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)]
            return littleEndian ? b : b.reversed()
        }
        let n = pairs.count, header = 28
        let originals = header, translations = originals + 8 * n, strings = translations + 8 * n
        var table1: [UInt8] = [], table2: [UInt8] = [], data: [UInt8] = []
        for (source, _) in pairs { table1 += word(source.utf8.count) + word(strings + data.count); data += Array(source.utf8) + [0] }
        for (_, target) in pairs { table2 += word(target.utf8.count) + word(strings + data.count); data += Array(target.utf8) + [0] }
        return word(0x9504_12DE) + word(0) + word(n) + word(originals) + word(translations) + word(0) + word(0) + table1 + table2 + data
    }

    func testMessagesAreReadInEitherByteOrder() {
        let pairs = [("", "Content-Type: text/plain; charset=UTF-8\n"), ("Germany", "Deutschland"), ("Japan", "日本")]
        for little in [true, false] {
            let read = RealTextCorpus.messages(Self.mo(pairs, littleEndian: little))
            XCTAssertEqual(read.map(\.0), ["Germany", "Japan"], "the header (empty msgid) is skipped")
            XCTAssertEqual(read.map(\.1), ["Deutschland", "日本"])
        }
        XCTAssertEqual(RealTextCorpus.messages(Array("not a catalog at all, 32 bytes..".utf8)).count, 0)
        XCTAssertEqual(RealTextCorpus.messages(Array(Self.mo(pairs).prefix(40))).count, 0, "truncated: nothing past the end")
    }

    func testLocaleFoldersNameTheirTags() {
        XCTAssertEqual(RealTextCorpus.tag("de"), "de")
        XCTAssertEqual(RealTextCorpus.tag("pt_BR"), "pt-BR")
        XCTAssertEqual(RealTextCorpus.tag("sr@latin"), "sr-Latn")
        XCTAssertEqual(RealTextCorpus.tag("ast"), "ast")
        XCTAssertNil(RealTextCorpus.tag("C"))
        XCTAssertNil(RealTextCorpus.tag("en@quot"))
    }

    /// CLDR's names, through ICU: the values are CLDR's own (common/main/de.xml
    /// territories JP "Japan", fr.xml languages de "allemand", ja.xml
    /// currencies EUR "ユーロ", ar.xml scripts Arab "العربية").
    func testCLDRNamesAreTheLanguagesOwn() {
        XCTAssertTrue(CLDRText.names(in: "de").contains("Japan"))
        XCTAssertTrue(CLDRText.names(in: "fr").contains("allemand"))
        XCTAssertTrue(CLDRText.names(in: "ja").contains("ユーロ"))
        XCTAssertTrue(CLDRText.names(in: "ar").contains("العربية"))
        // A name the language has not of its own (the root's code) is left out.
        XCTAssertFalse(CLDRText.names(in: "de").contains("JP"))
        let all = CLDRText.texts()
        XCTAssertGreaterThan(all.count, 150, "ICU's languages")
        XCTAssertNotNil(all["en"])
        // ICU falls back to English word for word where a language has no
        // names of its own: such a language is left out, not mislabelled.
        for (tag, texts) in all where tag != "en" { XCTAssertTrue(texts.isDisjoint(with: all["en"]!), tag) }
    }
}
