/// `image-size`: An image is larger than the presentation's budget.
struct ImageSizeRule: RuleDefinition {
    static let rule = Rule.imageSize
    static let summary = "An image is larger than the presentation's budget."
    static let fix = "Give the image a frame within the presentation's budget, or a smaller asset."
    static let defaultPolicy = Policy.error
    static let examples: [RuleExample] = [
        RuleExample("""
            states: { s: {} }
            dynamicIsland:
              compactLeading: { image: { symbol: ferry, size: 60 } }
            """),
        RuleExample("""
            states: { s: {} }
            dynamicIsland:
              compactLeading: { image: { symbol: ferry, size: 20 } }
            """, raises: false),
    ]
}
