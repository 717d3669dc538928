/// `compact-truncation`: A text in the compact or minimal presentation is truncated.
struct CompactTruncationRule: RuleDefinition {
    static let rule = Rule.compactTruncation
    static let summary = "A text in the compact or minimal presentation is truncated."
    static let fix = "Use a shorter string for the compact slot (a short key or a number), or .minimumScaleFactor within the floor."
    static let defaultPolicy = Policy.error
    static let examples: [RuleExample] = [
        RuleExample("""
            states: { s: {} }
            dynamicIsland:
              compactTrailing: { text: "Boarding closes soon", lineLimit: 1 }
            """),
        RuleExample("""
            states: { s: {} }
            dynamicIsland:
              compactTrailing: { text: "On", lineLimit: 1 }
            """, raises: false),
    ]
}
