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
    @Option(parsing: .upToNextOption, help: ArgumentHelp("json FILE, junit FILE, markdown FILE (every cause, for a job summary) or github (annotations, one per cause, paths from $GITHUB_WORKSPACE or the working directory), from the merged report; run in the project's folder; repeatable.", valueName: "kind [file]"))
    var report: [String] = []

    func run() throws {
        var read: [(path: String, document: GoldenReport.Document)] = []
        for path in reports {
            guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("cannot read report \"\(path)\"") }
            do { read.append((path, try JSONDecoder().decode(GoldenReport.Document.self, from: data))) } catch {
                throw CLIError("\"\(path)\" is not a slotfit check JSON report: \(error)")
            }
        }
        // Every shard of one matrix, each once: a shard that died leaves no
        // report, and the others are not the whole.
        try GoldenReport.checkShards(read)
        let documents = read.map(\.document)
        let requests = try ReportRequest.parse(report, among: ReportFormat.all.filter { $0.fromDocument != nil },
                                               hint: " (the merged JSON is also --output FILE)")
        let merged = GoldenReport.merge(documents)
        if let output { try CheckCommand.write(try JSONReporter().report(merged), to: output) }
        // The shards' causes once, from the merged findings.
        let project = FileManager.default.currentDirectoryPath
        let prefix = CheckCommand.repositoryPrefix(of: project)
        for request in requests {
            try request.write(try request.format.fromDocument!(merged, prefix, project), allowingOutside: false)
        }
        let changed = merged.files.filter { $0.status != .match }.count
        let errors = merged.files.map { file in file.problems.count + file.findings.count { $0.severity == .error } }.reduce(0, +)
        print("\(merged.files.count) goldens from \(documents.count) reports: \(changed) changed or missing, \(errors) error findings, \(merged.fontChanges.count) font changes")
        if merged.exitCode != 0 { throw ExitCode(merged.exitCode) }
    }
}
