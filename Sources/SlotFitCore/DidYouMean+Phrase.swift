extension DidYouMean {
    /// How a suggestion is worded in a message.
    package enum Style: Sendable {
        /// `; did you mean "x"?`, after what was wrong.
        case clause
        /// ` (did you mean "x"?)`, after what was wrong.
        case parenthesized
        /// `did you mean "x"? `, before what to do.
        case sentence
    }

    /// `suggestion` worded in `style` for a message, or `""` when there is
    /// none: the one place the "did you mean" text is written.
    package static func phrase(_ suggestion: String?, _ style: Style = .clause) -> String {
        guard let suggestion else { return "" }
        switch style {
        case .clause: return "; did you mean \"\(suggestion)\"?"
        case .parenthesized: return " (did you mean \"\(suggestion)\"?)"
        case .sentence: return "did you mean \"\(suggestion)\"? "
        }
    }

    /// The candidate nearest `input`, worded in `style` for a message, or
    /// `""` when there are no candidates.
    package static func suffix(for input: String, in candidates: [String], _ style: Style = .clause) -> String {
        phrase(nearest(to: input, in: candidates), style)
    }
}
