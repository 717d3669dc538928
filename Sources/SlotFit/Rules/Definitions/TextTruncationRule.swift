/// `text-truncation`: A text outside the compact presentations is truncated.
struct TextTruncationRule: RuleDefinition {
    static let rule = Rule.textTruncation
    static let summary = "A text outside the compact presentations is truncated."
    static let fix = "Allow a second line (lineLimit(2)), scale within the floor, or shorten the translation."
    static let defaultPolicy = Policy.warning
    static let examples: [RuleExample] = [
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: "Your driver is waiting at the north entrance of the terminal", lineLimit: 1, frame: { width: 120 } }
            """),
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: "Your driver is waiting", lineLimit: 1 }
            """, raises: false),
    ]
}
