/// `payload-size`: A sample state's ContentState is over ActivityKit's 4 KB payload limit.
struct PayloadSizeRule: RuleDefinition {
    static let rule = Rule.payloadSize
    static let summary = "A sample state's ContentState is over ActivityKit's 4 KB payload limit."
    static let fix = "Send less in the ContentState: ids instead of texts, shorter strings."
    static let defaultPolicy = Policy.error
    static let examples: [RuleExample] = [
        RuleExample("""
            states: { s: { note: "\(String(repeating: "x", count: 4200))" } }
            lockScreen: { text: "Note" }
            """),
        RuleExample("""
            states: { s: { note: "short" } }
            lockScreen: { text: "Note" }
            """, raises: false),
    ]
}
