/// `rtl-digit-order`: Under right-to-left layout, bidi reorders the Latin digits of an unpinned run (5:23 reads 23:5).
struct RtlDigitOrderRule: RuleDefinition {
    static let rule = Rule.rtlDigitOrder
    static let summary = "Under right-to-left layout, bidi reorders the Latin digits of an unpinned run (5:23 reads 23:5)."
    static let fix = "Pin the view: .environment(\\.layoutDirection, .leftToRight), or isolate the number with U+2066…U+2069 in the translation."
    static let defaultPolicy = Policy.error
    static let examples: [RuleExample] = [
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: { verbatim: "10:00 – 10:30" } }
            """, locale: "ar"),
        RuleExample("""
            states: { s: {} }
            lockScreen: { text: { verbatim: "10:00 – 10:30" }, layoutDirection: leftToRight }
            """, locale: "ar", raises: false),
    ]
}
