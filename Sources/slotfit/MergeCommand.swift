import ArgumentParser
import Foundation
import SlotFit
import SlotFitImport
import SlotFitText
import SlotFitStrings

/// `slotfit merge`: one verdict from sharded checks.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the JSON reports of sharded checks into one verdict and exit code."
    )

    @Argument(help: "JSON reports written by slotfit check --report json FILE.")
    var reports: [String]
    @Option(help: "Write the merged JSON report here.")
    var output: String?
    @Option(parsing: .upToNextOption, help: ArgumentHelp("github (annotations, one per cause, paths from $GITHUB_WORKSPACE or the working directory) or markdown FILE (every cause, for a job summary), from the merged report; run in the project's folder.", valueName: "kind [file]"))
    var report: [String] = []

    func run() throws {
        var documents: [GoldenReport.Document] = []
        for path in reports {
            guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("cannot read report \"\(path)\"") }
            do { documents.append(try JSONDecoder().decode(GoldenReport.Document.self, from: data)) } catch {
                throw CLIError("\"\(path)\" is not a slotfit check JSON report: \(error)")
            }
        }
        let merged = GoldenReport.merge(documents)
        if let output { try CheckCommand.write(try JSONReporter().report(merged), to: output) }
        // The shards' causes once, from the merged findings.
        let project = FileManager.default.currentDirectoryPath
        let prefix = CheckCommand.repositoryPrefix(of: project)
        var words = report[...]
        while let word = words.popFirst() {
            switch word {
            case "github":
                GitHubReporter(pathPrefix: prefix, base: project).report(merged).forEach { print($0) }
            case "markdown":
                guard let file = words.popFirst() else { throw CLIError("--report markdown needs a file, e.g. --report markdown summary.md") }
                try CheckCommand.write(MarkdownReporter(pathPrefix: prefix, base: project).report(merged), to: file)
            default:
                throw CLIError("--report \"\(word)\" is not a report merge writes; use github or markdown FILE (the merged JSON is --output FILE)")
            }
        }
        let changed = merged.files.filter { $0.status != .match }.count
        let errors = merged.files.map(\.errors.count).reduce(0, +)
        print("\(merged.files.count) goldens from \(documents.count) reports: \(changed) changed or missing, \(errors) error findings, \(merged.fontChanges.count) font changes")
        if merged.exitCode != 0 { throw ExitCode(merged.exitCode) }
    }
}
