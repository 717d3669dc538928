import SlotFitStrings
import SlotFitText

/// Pseudo-localization sized to each key's own room, not a flat 30–80 %:
/// the development text accented and bracketed (Xcode's pseudolanguage
/// without its flat expansion), then filled with `·` up to the widest it can be and still fit its
/// budget on a line, so a screenshot of the app in that language shows
/// where each text's room ends. A key whose accented text is already wider
/// keeps it (a screenshot then shows the cut).
package struct BudgetPseudolocalizer: Sendable {
    /// The engine the budgets were measured with.
    package var engine: TextEngine

    /// Creates a pseudolocalizer measuring with `engine`.
    package init(engine: TextEngine) { self.engine = engine }

    /// The text of `budget`'s key that fills its room, and its width.
    package func text(for budget: KeyBudget) throws -> (text: String, width: Double) {
        let base = Pseudolocalizer.accentedLetters(budget.developmentText)
        let font = FontSpec(size: budget.room.size, weight: budget.room.weight)
        func width(_ fill: Int) throws -> Double {
            try engine.layout(TextRequest(Self.filled(base, fill), locale: budget.developmentLanguage, font: font)).naturalWidth
        }
        guard try width(0) <= budget.width else { return (base, try width(0)) }
        // The most `·` that still fit: widths grow with each one, so a
        // binary search between none and an upper bound that overflows.
        var low = 0, high = 1
        while try width(high) <= budget.width, high < 4096 { low = high; high *= 2 }
        while high - low > 1 {
            let middle = (low + high) / 2
            if try width(middle) <= budget.width { low = middle } else { high = middle }
        }
        return (Self.filled(base, low), try width(low))
    }

    /// `base` with `count` `·` before its closing bracket.
    static func filled(_ base: String, _ count: Int) -> String {
        guard count > 0 else { return base }
        let fill = String(repeating: "·", count: count)
        return base.hasSuffix("]") ? String(base.dropLast()) + fill + "]" : base + fill
    }
}
