/// `missing-glyph`: No installed font has a glyph for a character of the text.
struct MissingGlyphRule: RuleDefinition {
    static let rule = Rule.missingGlyph
    static let summary = "No installed font has a glyph for a character of the text."
    static let fix = "Install or bundle a font that covers the script, or name it in the font profile."
    static let defaultPolicy = Policy.error
    static let examples: [RuleExample] = [
        // U+0378, unassigned: no face of the default profile draws it.
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: { verbatim: "Gate \u{0378}" } }
            """),
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: { verbatim: "Gate 7" } }
            """, raises: false),
    ]
}
