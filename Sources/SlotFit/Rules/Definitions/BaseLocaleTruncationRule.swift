/// `base-locale-truncation`: A text is truncated in a locale but fits in the development language: the translation is the cause.
struct BaseLocaleTruncationRule: RuleDefinition {
    static let rule = Rule.baseLocaleTruncation
    static let summary = "A text is truncated in a locale but fits in the development language: the translation is the cause."
    static let fix = "Ask for a shorter translation, or give the text room that fits the longest locales."
    static let defaultPolicy = Policy.warning
    static let examples: [RuleExample] = [
        RuleExample("""
            catalog: Example.xcstrings
            states: { s: {} }
            lockScreen: { text: "Done", lineLimit: 1, frame: { width: 60 } }
            """, catalog: #"{"sourceLanguage":"en","version":"1.0","strings":{"Done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Abgeschlossen"}}}}}}"#,
            locale: "de"),
        RuleExample("""
            catalog: Example.xcstrings
            states: { s: {} }
            lockScreen: { text: "Done", lineLimit: 1, frame: { width: 60 } }
            """, catalog: #"{"sourceLanguage":"en","version":"1.0","strings":{"Done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Fertig"}}}}}}"#,
            locale: "de", raises: false),
    ]
}
