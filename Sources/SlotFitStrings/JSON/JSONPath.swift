/// A key path into a JSON document, printed the way a reader finds it:
/// `strings["Cycle %lld of %lld"].localizations.ar.stringUnit.value`.
/// Components are kept as they are and only spelled out for an error.
struct JSONPath: CustomStringConvertible {
    private var components: [(name: String, bracketed: Bool)] = []

    init() {}

    /// The path to a member; names that are not simple identifiers are
    /// written in brackets.
    func member(_ name: String, bracketed: Bool = false) -> JSONPath {
        var path = self
        path.components.append((name, bracketed))
        return path
    }

    var description: String {
        guard !components.isEmpty else { return "the top level" }
        var text = ""
        for (name, bracketed) in components {
            let simple = !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
            if bracketed || !simple {
                var escaped = ""
                for c in name { escaped += c == "\\" ? "\\\\" : c == "\"" ? "\\\"" : c == "\n" ? "\\n" : String(c) }
                text += "[\"" + escaped + "\"]"
            } else {
                text += text.isEmpty ? name : "." + name
            }
        }
        return text
    }
}
