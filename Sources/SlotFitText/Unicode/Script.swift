import Foundation
import CICU

/// A Unicode script (UAX #24) as ICU numbers it, with its ISO 15924 code.
public struct Script: Sendable, Hashable, Codable, CustomStringConvertible {
    /// ICU's `UScriptCode`.
    public let code: Int32

    /// Characters shared by many scripts: punctuation, digits, spaces.
    public static let common = Script(code: 0)
    /// Combining marks that take their base's script.
    public static let inherited = Script(code: 1)
    /// Latin (`USCRIPT_LATIN`): the primary face's script.
    public static let latin = Script(code: 25)

    init(code: Int32) { self.code = code }

    /// The script of a code point (its Script property, not its extensions).
    public init(_ scalar: Unicode.Scalar) { code = sf_script(scalar.value) }

    /// `true` for Common and Inherited, which join their neighbours' runs.
    public var isShared: Bool { code <= 1 || code == 103 /* Unknown */ }

    /// The ISO 15924 code, e.g. "Arab", "Latn", "Zyyy".
    public var tag: String {
        if code >= 0, Int(code) < Script.tagTable.count, let cached = Script.tagTable[Int(code)] { return cached }
        var buffer = [CChar](repeating: 0, count: 8)
        sf_script_tag(code, &buffer, 8)
        return String(nulTerminated: buffer)
    }

    public var description: String { tag }

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

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(tag)
    }

    public init(from decoder: Decoder) throws {
        let tag = try decoder.singleValueContainer().decode(String.self)
        guard let code = Script.tags.first(where: { $0.value.caseInsensitiveCompare(tag) == .orderedSame })?.key else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "\"\(tag)\" is not an ISO 15924 script code; use one such as Latn, Arab, Hani"))
        }
        self.code = code
    }
}
