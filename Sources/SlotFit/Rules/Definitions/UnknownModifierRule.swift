/// `unknown-modifier`: A modifier SlotFit does not know: the view is laid out as if it were absent.
/// (A typo of one it reads, `fram`, is an error when the manifest is read.)
struct UnknownModifierRule: RuleDefinition {
    static let rule = Rule.unknownModifier
    static let summary = "A modifier SlotFit does not know: the view is laid out as if it were absent."
    static let fix = "Accept it as pixels only if it does not change the layout; otherwise give the view the frame or padding it makes."
    static let defaultPolicy = Policy.warning
    static let examples: [RuleExample] = [
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: "Hello", matchedGeometryEffect: { id: 1 } }
            """),
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: "Hello", frame: { width: 80 } }
            """, raises: false),
    ]
}
