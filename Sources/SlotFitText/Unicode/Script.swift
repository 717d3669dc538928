import Foundation
import CICU

/// A Unicode script (UAX #24) as ICU numbers it, with its ISO 15924 code.
package struct Script: Sendable, Hashable, Codable, CustomStringConvertible {
    /// ICU's `UScriptCode`.
    package let code: Int32

    /// Characters shared by many scripts: punctuation, digits, spaces.
    package static let common = Script(code: 0)
    /// Combining marks that take their base's script.
    package static let inherited = Script(code: 1)
    /// Latin (`USCRIPT_LATIN`): the primary face's script.
    package static let latin = Script(code: 25)

    init(code: Int32) { self.code = code }

    /// The script of a code point (its Script property, not its extensions).
    package init(_ scalar: Unicode.Scalar) { code = sf_script(scalar.value) }

    /// `true` for Common and Inherited, which join their neighbours' runs.
    package var isShared: Bool { code <= 1 || code == 103 /* Unknown */ }

    /// The ISO 15924 code, e.g. "Arab", "Latn", "Zyyy".
    package var tag: String {
        if code >= 0, Int(code) < Script.tagTable.count, let cached = Script.tagTable[Int(code)] { return cached }
        var buffer = [CChar](repeating: 0, count: 8)
        sf_script_tag(code, &buffer, 8)
        return String(nulTerminated: buffer)
    }

    package var description: String { tag }

    private static let tagTable: [String?] = (0..<200).map { tags[Int32($0)] }

    private static let tags: [Int32: String] = {
        var table: [Int32: String] = [:]
        for code in Int32(0)..<Int32(200) {
            var buffer = [CChar](repeating: 0, count: 8)
            sf_script_tag(code, &buffer, 8)
            let tag = String(nulTerminated: buffer)
            if !tag.isEmpty { table[code] = tag }
        }
        return table
    }()

    package func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(tag)
    }

    package init(from decoder: Decoder) throws {
        let tag = try decoder.singleValueContainer().decode(String.self)
        guard let code = Script.tags.first(where: { $0.value.caseInsensitiveCompare(tag) == .orderedSame })?.key else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "\"\(tag)\" is not an ISO 15924 script code; use one such as Latn, Arab, Hani"))
        }
        self.code = code
    }
}
