/// When a view shows: `field` (true), `!field` (false or absent),
/// `field == value`, `field != value`, several joined by `&` — SwiftUI's
/// `if context.state.field { … }` and `switch` cases, as data. Parsed once,
/// when the manifest (or the Swift DSL) builds the view.
public struct Condition: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// One test of a field.
    public struct Term: Sendable, Hashable {
        /// The attribute, state field or environment value (`$metric`).
        public var field: String
        /// The value compared with (`==`, `!=`); `nil` tests truth.
        public var value: String?
        /// `!field`, or `!=`.
        public var negated: Bool
        /// `false` for the cases of a `switch`, which name every value of an
        /// enum whether or not a sample state has it; an `if:` comparing with
        /// a value no state has is a typo.
        public var mustMatchASample = true

        public init(field: String, value: String? = nil, negated: Bool = false, mustMatchASample: Bool = true) {
            self.field = field; self.value = value; self.negated = negated; self.mustMatchASample = mustMatchASample
        }
    }

    /// All must hold.
    public var terms: [Term]

    public init(terms: [Term]) { self.terms = terms }

    /// Parses condition text; a malformed one (an empty term, a comparison
    /// without a field or a value) is an error saying what is wrong.
    public init(parsing text: String) throws {
        var terms: [Term] = []
        for part in text.split(separator: "&", omittingEmptySubsequences: false) {
            var found: Term? = nil
            for (op, negated) in [("==", false), ("!=", true)] {
                guard let range = part.range(of: op) else { continue }
                let field = Self.trimmed(part[..<range.lowerBound]), value = Self.trimmed(part[range.upperBound...])
                guard !field.isEmpty, !value.isEmpty else {
                    throw ConditionError(message: "\"\(part.trimmingCharacters(in: .whitespaces))\" compares nothing; write field \(op) value")
                }
                // `status == .delivered`: an enum case, which no sample
                // state need have (as a `switch` case).
                if value.hasPrefix("."), value.dropFirst().first?.isLetter == true {
                    found = Term(field: field, value: String(value.dropFirst()), negated: negated, mustMatchASample: false)
                } else {
                    found = Term(field: field, value: value, negated: negated)
                }
                break
            }
            if found == nil {
                let term = Self.trimmed(part[...])
                let field = term.hasPrefix("!") ? String(term.dropFirst()) : term
                guard !field.isEmpty, !field.contains(" ") else {
                    throw ConditionError(message: "\"\(term)\" is not a field; write field, !field, field == value or field != value, joined by &")
                }
                found = Term(field: field, negated: term.hasPrefix("!"))
            }
            terms.append(found!)
        }
        self.terms = terms
    }

    /// A condition from text in Swift code, as the DSL writes it; text that
    /// does not parse is kept as one term naming it (the checker then names
    /// the field that does not exist).
    public init(stringLiteral text: String) {
        self = (try? Condition(parsing: text)) ?? Condition(terms: [Term(field: text)])
    }

    /// Both conditions (a view inside `When` or a `Group` with its own).
    public func and(_ other: Condition) -> Condition { Condition(terms: terms + other.terms) }

    /// The text form: `isPaused&status == failed`.
    public var description: String {
        terms.map { term in
            term.value.map { "\(term.field) \(term.negated ? "!=" : "==") \(term.mustMatchASample ? "" : ".")\($0)" } ?? (term.negated ? "!" : "") + term.field
        }.joined(separator: "&")
    }

    /// `text` without the spaces around it (conditions are ASCII).
    static func trimmed(_ text: Substring) -> String {
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { $0 != 0x20 }), let last = bytes.lastIndex(where: { $0 != 0x20 }) else { return "" }
        return String(text[first...last])
    }
}

/// A condition's text that does not parse.
struct ConditionError: Error { var message: String }
