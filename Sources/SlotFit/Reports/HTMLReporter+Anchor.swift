import Foundation

extension HTMLReporter {
    /// The element ids of the report's page and the links to them: made of
    /// a kind (`snap`, `diff`, `file`) and the parts of a place (activity
    /// folder, locale, device, state, size), each part spelled with ASCII
    /// letters, digits and `-` only — any other byte as `_XX` — and joined
    /// by `.`, so two places never share an id and an id needs no escaping
    /// in an `href`.
    enum Anchor {
        /// The id of `kind` at the place `parts`.
        static func id(_ kind: String, _ parts: [String]) -> String {
            ([kind] + parts.map(spelled)).joined(separator: ".")
        }

        /// A part with every byte but ASCII letters, digits and `-` as `_XX`.
        static func spelled(_ part: String) -> String {
            var out = ""
            for byte in part.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                    out.unicodeScalars.append(Unicode.Scalar(byte))
                default:
                    out += "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
            }
            return out
        }

        /// A file's path as an `src` attribute's URL: percent-encoded where
        /// a path may not hold a character (`#`, `?`, spaces), then escaped.
        static func source(_ path: String) -> String {
            (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#;"))) ?? path).xmlEscaped
        }
    }
}
