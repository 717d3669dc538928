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
        let changed = merged.files.filter { $0.status != .match }.count
        let errors = merged.files.map(\.errors.count).reduce(0, +)
        print("\(merged.files.count) goldens from \(documents.count) reports: \(changed) changed or missing, \(errors) error findings, \(merged.fontChanges.count) font changes")
        if merged.exitCode != 0 { throw ExitCode(merged.exitCode) }
    }
}
