/// `empty-presentation`: A presentation the app leaves empty (EmptyView()): the device shows it blank.
struct EmptyPresentationRule: RuleDefinition {
    static let rule = Rule.emptyPresentation
    static let summary = "A presentation the app leaves empty (EmptyView()): the device shows it blank."
    static let fix = "Give it a view (the minimal view is what shows when two Live Activities share the island), or accept it: nothing there to lay out."
    static let defaultPolicy = Policy.note
    static let examples: [RuleExample] = []
    static let exercisedBy: String? = "FindingArtifactTests.testAnEmptyMinimalViewIsANote (a minimal: closure written empty)"
}
