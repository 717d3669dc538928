/// `rtl-ltr-argument`: A left-to-right argument inside right-to-left text loses its edge digits or punctuation to the surrounding run.
struct RtlLTRArgumentRule: RuleDefinition {
    static let rule = Rule.rtlLTRArgument
    static let summary = "A left-to-right argument inside right-to-left text loses its edge digits or punctuation to the surrounding run."
    static let fix = "Isolate the argument with FSI U+2068 … PDI U+2069 around the placeholder, or pin the text left to right."
    static let defaultPolicy = Policy.error
    static let examples: [RuleExample] = [
        RuleExample("""
            catalog: Example.xcstrings
            states: { s: { file: "2026-annual-report-final-v3.pdf" } }
            lockScreen: { text: "Uploading %@", arguments: [file], font: caption }
            """, catalog: #"{"sourceLanguage":"en","version":"1.0","strings":{"Uploading %@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Uploading %@"}},"fa":{"stringUnit":{"state":"translated","value":"در حال بارگذاری %@"}}}},"Isolated %@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Uploading %@"}},"fa":{"stringUnit":{"state":"translated","value":"در حال بارگذاری \u2068%@\u2069"}}}}}}"#, locale: "fa"),
        // FSI … PDI around the placeholder keeps the argument in order.
        RuleExample("""
            catalog: Example.xcstrings
            states: { s: { file: "2026-annual-report-final-v3.pdf" } }
            lockScreen: { text: "Isolated %@", arguments: [file], font: caption }
            """, catalog: #"{"sourceLanguage":"en","version":"1.0","strings":{"Uploading %@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Uploading %@"}},"fa":{"stringUnit":{"state":"translated","value":"در حال بارگذاری %@"}}}},"Isolated %@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Uploading %@"}},"fa":{"stringUnit":{"state":"translated","value":"در حال بارگذاری \u2068%@\u2069"}}}}}}"#, locale: "fa", raises: false),
    ]
}
