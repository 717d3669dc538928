import CICU
import Foundation

/// ICU's locale functions over locale ids ("zh_Hant_TW").
enum ICULocale {
    /// Calls an ICU locale function with a growing buffer.
    static func call(_ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32) -> String? {
        GrowingBuffer.cString(capacity: 96, body)
    }

    /// BCP 47 or ICU input to a canonical ICU id with legacy codes replaced.
    static func canonical(_ tag: String) -> String? {
        let dashed = tag.replacingOccurrences(of: "_", with: "-")
        var parsed: Int32 = 0
        guard let id = call({ sf_locale_for_tag(dashed, $0, $1, &parsed, &$2) }), Int(parsed) == dashed.utf8.count, !id.isEmpty else { return nil }
        return call { sf_locale_canonicalize(id, $0, $1, &$2) } ?? id
    }

    static func maximize(_ id: String) -> String { call { sf_locale_add_likely(id, $0, $1, &$2) } ?? id }
    static func minimize(_ id: String) -> String { call { sf_locale_minimize(id, $0, $1, &$2) } ?? id }
    static func parent(_ id: String) -> String { call { sf_locale_parent(id, $0, $1, &$2) } ?? "" }
    static func tag(_ id: String) -> String { call { sf_locale_to_tag(id, $0, $1, &$2) } ?? id }

    static func language(_ id: String) -> String { String(id.split(separator: "_").first ?? "") }
}
