import Foundation

/// A key path into a JSON document, printed the way a reader finds it:
/// `strings["Cycle %lld of %lld"].localizations.ar.stringUnit.value`.
struct JSONPath: CustomStringConvertible {
    private var text: String

    init(_ root: String = "") { text = root }

    /// The path to a member; names that are not simple identifiers are
    /// written in brackets.
    func member(_ name: String, bracketed: Bool = false) -> JSONPath {
        let simple = !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
        if bracketed || !simple {
            let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n")
            return JSONPath(text + "[\"" + escaped + "\"]")
        }
        return JSONPath(text.isEmpty ? name : text + "." + name)
    }

    var description: String { text.isEmpty ? "the top level" : text }
}
