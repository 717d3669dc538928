/// A report of a check in one format, made from values — the check's
/// findings (`CheckFinding`, `FindingGroup`), its files' outcomes
/// (`GoldenCheck.FileResult`) and verdict changes (`VerdictChange`) —
/// never from text another report printed. One type per format:
/// `TerminalReporter`, `JSONReporter`, `JUnitReporter`, `GitHubReporter`,
/// `XcodeReporter`, `SARIFReporter`, `HTMLReporter`, `MarkdownReporter`.
public protocol Reporter: Sendable {
    /// What the report is made from.
    associatedtype Input
    /// What it gives: a text, lines, or files.
    associatedtype Output
    /// The report of `input`.
    func report(_ input: Input) throws -> Output
}
