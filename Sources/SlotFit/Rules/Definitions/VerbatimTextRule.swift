/// `verbatim-text`: Text given a String value shows it as written, never looked up, though the table translates it in this language.
struct VerbatimTextRule: RuleDefinition {
    static let rule = Rule.verbatimText
    static let summary = "Text given a String value shows it as written, never looked up, though the table translates it in this language."
    static let fix = "Look the value up: Text(LocalizedStringKey(value)) where it is shown, or make it with String(localized:) where it is made."
    static let defaultPolicy = Policy.error
    static let examples: [RuleExample] = []
    static let exercisedBy: String? = "VerbatimTextTests (Text given a String the table translates)"
}
