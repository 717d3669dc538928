/// `missing-translation`: A localization shows the development language's text for a key.
struct MissingTranslationRule: RuleDefinition {
    static let rule = Rule.missingTranslation
    static let summary = "A localization shows the development language's text for a key."
    static let fix = "Translate the key in that localization, or mark it as not to be translated."
    static let defaultPolicy = Policy.error
    static let examples: [RuleExample] = [
        RuleExample("""
            catalog: Example.xcstrings
            states: { s: {} }
            lockScreen: { text: "On time" }
            """, catalog: #"{"sourceLanguage":"en","version":"1.0","strings":{"On time":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"À l’heure"}}}},"Delayed":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Verspätet"}}}}}}"#,
            locale: "de"),
        RuleExample("""
            catalog: Example.xcstrings
            states: { s: {} }
            lockScreen: { text: "Delayed" }
            """, catalog: #"{"sourceLanguage":"en","version":"1.0","strings":{"On time":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"À l’heure"}}}},"Delayed":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Verspätet"}}}}}}"#,
            locale: "de", raises: false),
    ]
}
