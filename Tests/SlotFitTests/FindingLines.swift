@testable import SlotFit

/// The findings of a file as the terminal prints them, one line each:
/// what the tests search with `contains`.
extension GoldenMatrix.File {
    var errorLines: [String] { findings.filter { $0.severity == .error }.map(\.line) }
    var warningLines: [String] { findings.filter { $0.severity == .warning }.map(\.line) }
}

extension GoldenCheck.FileResult {
    var errorLines: [String] { findings.filter { $0.severity == .error }.map(\.line) + problems.map(\.line) }
}

/// A document's reports with its findings grouped here, as the registry
/// groups a merged document's: what the reporter tests pass.
extension GitHubReporter {
    func report(_ document: GoldenReport.Document) -> [String] { report((document, FindingGroup.grouping(document.findings ?? []))) }
}

extension MarkdownReporter {
    func report(_ document: GoldenReport.Document) -> String { report((document, FindingGroup.grouping(document.findings ?? []))) }
}
