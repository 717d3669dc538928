/// `broken-word`: A word (or a number, a timer) is wider than its line, so it is broken between letters across two lines.
struct BrokenWordRule: RuleDefinition {
    static let rule = Rule.brokenWord
    static let summary = "A word (or a number, a timer) is wider than its line, so it is broken between letters across two lines."
    static let fix = "Give the text room for its longest word, let it scale (.minimumScaleFactor), or keep it on one line (.lineLimit(1)) with a shorter string."
    static let defaultPolicy = Policy.warning
    static let examples: [RuleExample] = [
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: "Unterhaltungselektronik", frame: { width: 100 } }
            """),
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: "Unterhaltung Elektronik", frame: { width: 130 } }
            """, raises: false),
    ]
}
