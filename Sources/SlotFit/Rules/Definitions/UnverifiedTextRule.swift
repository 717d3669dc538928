/// `unverified-text`: A text shows a value SlotFit could not compute (or no sample sets): it is laid out with a stand-in and not checked.
struct UnverifiedTextRule: RuleDefinition {
    static let rule = Rule.unverifiedText
    static let summary = "A text shows a value SlotFit could not compute (or no sample sets): it is laid out with a stand-in and not checked."
    static let fix = "Give the value samples under values: in slotfit.yml (keyed by its Swift expression), or set it in a #Preview's contentStates."
    static let defaultPolicy = Policy.note
    static let examples: [RuleExample] = []
    static let exercisedBy: String? = "CoverageCLITests, ValuesCLITests (a value the Swift source computes at run time)"
}
