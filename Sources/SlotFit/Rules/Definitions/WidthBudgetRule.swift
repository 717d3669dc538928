/// `width-budget`: A presentation's content is wider than the slot Apple gives it.
struct WidthBudgetRule: RuleDefinition {
    static let rule = Rule.widthBudget
    static let summary = "A presentation's content is wider than the slot Apple gives it."
    static let fix = "Shorten the content, let the text scale (minimumScaleFactor) or truncate, or drop a view in this presentation."
    static let defaultPolicy = Policy.error
    static let examples: [RuleExample] = [
        RuleExample("""
            states: { s: {} }
            dynamicIsland:
              compactTrailing: { text: "42", frame: { width: 60 } }
            """),
        RuleExample("""
            states: { s: {} }
            dynamicIsland:
              compactTrailing: { text: "42", frame: { width: 40 } }
            """, raises: false),
    ]
}
