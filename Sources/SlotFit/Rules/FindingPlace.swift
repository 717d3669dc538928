/// The same finding in two layouts of one case (with and without the
/// default stack spacing, at two Dynamic Type sizes): its rule,
/// presentation, place in the source and subject.
struct FindingPlace: Hashable {
    var rule: Rule
    var presentation: Presentation?
    var location: SourceLocation
    var subject: String

    init(_ finding: LayoutFinding) {
        rule = finding.rule; presentation = finding.presentation; location = finding.location; subject = finding.subject
    }
}
