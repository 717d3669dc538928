/// `unknown-modifier`: A modifier SlotFit does not know: the view is laid out as if it were absent.
struct UnknownModifierRule: RuleDefinition {
    static let rule = Rule.unknownModifier
    static let summary = "A modifier SlotFit does not know: the view is laid out as if it were absent."
    static let fix = "Check the spelling, or accept it as pixels only if it does not change the layout."
    static let defaultPolicy = Policy.warning
    static let examples: [RuleExample] = [
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: "Hello", fram: { width: 3 } }
            """),
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: "Hello", frame: { width: 80 } }
            """, raises: false),
    ]
}
