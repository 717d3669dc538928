import SlotFitText

extension GoldenFile {
    /// The kind of view a golden gives a verdict for.
    public enum ViewKind: String, Sendable, Hashable, Codable {
        case text, timer
    }

    /// A text's or timer's outcome as a golden holds it: its verdict, and
    /// the width it took of the width offered, to the thousandth (none when
    /// no width was offered).
    public struct Outcome: Sendable, Hashable, CustomStringConvertible {
        /// `nil` when the golden's verdict could not be read (shown `?`).
        public var verdict: TextVerdict?
        /// The width taken and the width offered, in points.
        public var width: Double?
        public var budget: Double?

        /// Creates an outcome.
        public init(verdict: TextVerdict?, width: Double? = nil, budget: Double? = nil) {
            self.verdict = verdict; self.width = width; self.budget = budget
        }

        /// `fits (38.219/52.330 pt)`, `truncated("Arri…") (52.330/52.330 pt)`.
        public var description: String {
            let widths = width.flatMap { width in
                budget.map { " (\(FixedPoint.string(width, decimals: 3))/\(FixedPoint.string($0, decimals: 3)) pt)" }
            }
            return (verdict?.description ?? "?") + (widths ?? "")
        }
    }

    /// The verdict a golden prints as `text` (`fits`, `scaled(0.8123)`,
    /// `wrapped(2)`, `truncated("Arri…")`, `clipped(+3.250 pt)`), as a
    /// value; `nil` for anything else.
    static func verdict(printed text: Substring) -> TextVerdict? {
        if text == "fits" { return .fits }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        switch text[..<open] {
        case "scaled": return Double(inner).map(TextVerdict.scaled)
        case "wrapped": return Int(inner).map(TextVerdict.wrapped)
        case "truncated":
            guard inner.count >= 2, inner.hasPrefix("\""), inner.hasSuffix("\"") else { return nil }
            return .truncated(unescaped(inner.dropFirst().dropLast()))
        case "clipped":
            guard inner.hasPrefix("+"), inner.hasSuffix(" pt") else { return nil }
            return Double(inner.dropFirst().dropLast(3)).map(TextVerdict.clipped)
        default: return nil
        }
    }

    /// An outcome as a report of version 2 stored it (its `description`).
    static func outcome(printed text: String) -> Outcome {
        guard text.hasSuffix(" pt)"), let open = text.range(of: " (", options: .backwards),
              case let numbers = text[open.upperBound..<text.index(text.endIndex, offsetBy: -4)].split(separator: "/"),
              numbers.count == 2, let width = Double(numbers[0]), let budget = Double(numbers[1]),
              let verdict = verdict(printed: text[..<open.lowerBound]) else {
            return Outcome(verdict: verdict(printed: Substring(text)))
        }
        return Outcome(verdict: verdict, width: width, budget: budget)
    }
}
