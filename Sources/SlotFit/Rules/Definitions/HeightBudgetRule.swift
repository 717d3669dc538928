/// `height-budget`: A presentation's content is taller than its budget (the Lock Screen's 160 pt); the system cuts it.
struct HeightBudgetRule: RuleDefinition {
    static let rule = Rule.heightBudget
    static let summary = "A presentation's content is taller than its budget (the Lock Screen's 160 pt); the system cuts it."
    static let fix = "Shorten the content, let the text scale (minimumScaleFactor) or truncate, or drop a view in this presentation."
    static let defaultPolicy = Policy.error
    static let examples: [RuleExample] = [
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: "Tall", frame: { height: 200 } }
            """),
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: "Short", frame: { height: 100 } }
            """, raises: false),
    ]
}
