import ArgumentParser
import Foundation
import SlotFit
import SlotFitImport
import SlotFitText
import SlotFitStrings

/// `slotfit render`: write goldens.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render every activity × locale × device × state and record goldens (atomically).",
        discussion: "With CI=true nothing is recorded unless --record is given."
    )

    @OptionGroup var matrix: MatrixOptions
    @Option(help: "missing (default), all, or failed. SLOTFIT_RECORD sets it too.")
    var record: GoldenStore.RecordMode?
    @Flag(help: "Remove goldens of activities and locales that no longer exist.")
    var prune = false
    @Flag(name: .customLong("no-pictures"), help: "Do not draw SVG pictures (golden/svg/).")
    var noPictures = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let fromEnvironment = environment["SLOTFIT_RECORD"]
        if environment["CI"] == "true" && record == nil && fromEnvironment == nil {
            throw CLIError("CI=true: slotfit render records nothing unless told; run slotfit check, or pass --record missing|all|failed")
        }
        guard let mode = record ?? GoldenStore.RecordMode(rawValue: fromEnvironment ?? "missing") else {
            throw CLIError("SLOTFIT_RECORD=\"\(fromEnvironment ?? "")\" is not one of missing, all, failed")
        }
        var (configuration, grid) = try matrix.load()
        grid.pictures = !noPictures
        grid.progress = MatrixOptions.progressBar()
        let files = try matrix.render(grid)
        let result: GoldenStore.Recorded
        do {
            result = try GoldenStore.record(files, directory: configuration.goldenDirectory, mode: mode, prune: prune,
                                            boundary: configuration.boundary, at: configuration.goldenDirectoryLocation)
        } catch let error as SlotFitError where configuration.goldenDirectoryIsFromCommandLine {
            throw error.within("--golden-dir")
        }
        let revalued = Set(result.revalued)
        for path in result.written { print("recorded \(path)\(revalued.contains(path) ? " (its values: changed in slotfit.yml)" : "")") }
        for path in result.removed { print("removed \(path)") }
        print("\(files.count) goldens, \(result.written.count) recorded, \(result.removed.count) removed")
    }
}
