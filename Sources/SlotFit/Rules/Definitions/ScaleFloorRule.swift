/// `scale-floor`: A text shrinks below the scale floor to fit (minimumScaleFactor reached too far).
struct ScaleFloorRule: RuleDefinition {
    static let rule = Rule.scaleFloor
    static let summary = "A text shrinks below the scale floor to fit (minimumScaleFactor reached too far)."
    static let fix = "Raise the space for the text or shorten it; scaling below the floor makes it unreadable."
    static let defaultPolicy = Policy.warning
    static let examples: [RuleExample] = [
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: "Boarding closes in a few minutes", lineLimit: 1, minimumScaleFactor: 0.3, frame: { width: 100 } }
            """),
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: "Boarding", lineLimit: 1, minimumScaleFactor: 0.3, frame: { width: 100 } }
            """, raises: false),
    ]
}
