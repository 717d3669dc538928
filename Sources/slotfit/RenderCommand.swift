import ArgumentParser
import Foundation
import SlotFit
import SlotFitText

/// Options shared by `render` and `check`.
struct MatrixOptions: ParsableArguments {
    @Option(help: "The configuration (default: slotfit.yml here or in a folder above).")
    var config: String?
    @Option(name: .customLong("golden-dir"), help: "The golden directory (default: the configuration's).")
    var goldenDir: String?

    func load() throws -> (SlotFitConfiguration, GoldenMatrix) {
        do {
            guard let path = config ?? SlotFitConfiguration.find(from: FileManager.default.currentDirectoryPath) else {
                throw CLIError("no slotfit.yml here or above; create one or pass --config FILE")
            }
            var configuration = try SlotFitConfiguration.load(path)
            if let goldenDir { configuration.goldenDirectory = URL(fileURLWithPath: goldenDir).standardizedFileURL.path }
            let profile = try configuration.fontProfile.map(FontProfile.load(contentsOf:)) ?? .default
            return (configuration, GoldenMatrix(configuration: configuration, engine: try TextEngine(profile: profile)))
        } catch let error as ManifestError {
            throw CLIError(error.message)
        } catch let error as TextError {
            throw CLIError(error.message)
        }
    }

    func render(_ matrix: GoldenMatrix) throws -> [GoldenMatrix.File] {
        do { return try matrix.render() } catch let error as ManifestError { throw CLIError(error.message) }
    }
}

/// `slotfit render`: write goldens.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render every activity × locale × device × state and record goldens (atomically).",
        discussion: "With CI=true nothing is recorded unless --record is given."
    )

    @OptionGroup var matrix: MatrixOptions
    @Option(help: "missing (default), all, or failed. SLOTFIT_RECORD sets it too.")
    var record: String?
    @Flag(help: "Remove goldens of activities and locales that no longer exist.")
    var prune = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let explicit = record ?? environment["SLOTFIT_RECORD"]
        if environment["CI"] == "true" && explicit == nil {
            throw CLIError("CI=true: slotfit render records nothing unless told; run slotfit check, or pass --record missing|all|failed")
        }
        guard let mode = GoldenStore.RecordMode(rawValue: explicit ?? "missing") else {
            throw CLIError("record mode \"\(explicit ?? "")\" is not one of missing, all, failed")
        }
        let (configuration, grid) = try matrix.load()
        let files = try matrix.render(grid)
        let result = try GoldenStore.record(files, directory: configuration.goldenDirectory, mode: mode, prune: prune)
        for path in result.written { print("recorded \(path)") }
        for path in result.removed { print("removed \(path)") }
        print("\(files.count) goldens, \(result.written.count) recorded, \(result.removed.count) removed")
    }
}

/// `slotfit check`: compare with goldens; never writes.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare the rendered matrix with the goldens and run the rules; never writes.",
        discussion: "Exit 0 when clean, 1 for regressions or error findings, 2 for usage or input errors."
    )

    @OptionGroup var matrix: MatrixOptions

    func run() throws {
        let (configuration, grid) = try matrix.load()
        let report = GoldenCheck.compare(try matrix.render(grid), directory: configuration.goldenDirectory)
        print(report.text, terminator: "")
        if !report.isClean { throw ExitCode(1) }
    }
}
