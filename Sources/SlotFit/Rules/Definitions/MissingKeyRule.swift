/// `missing-key`: A text's key is not in the catalog: iOS shows the key itself.
struct MissingKeyRule: RuleDefinition {
    static let rule = Rule.missingKey
    static let summary = "A text's key is not in the catalog: iOS shows the key itself."
    static let fix = "Add the key to the catalog, or fix the key the view uses (the finding names the closest keys)."
    static let defaultPolicy = Policy.error
    static let examples: [RuleExample] = [
        RuleExample("""
            catalog: Example.xcstrings
            states: { s: {} }
            lockScreen: { text: "ride.eta" }
            """, catalog: #"{"sourceLanguage":"en","version":"1.0","strings":{"ride.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Your ride"}},"de":{"stringUnit":{"state":"translated","value":"Deine Fahrt"}}}}}}"#,
            locale: "de"),
        RuleExample("""
            catalog: Example.xcstrings
            states: { s: {} }
            lockScreen: { text: "ride.title" }
            """, catalog: #"{"sourceLanguage":"en","version":"1.0","strings":{"ride.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Your ride"}},"de":{"stringUnit":{"state":"translated","value":"Deine Fahrt"}}}}}}"#,
            locale: "de", raises: false),
    ]
}
