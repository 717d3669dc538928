import ArgumentParser
import Foundation

/// `slotfit`: measure Live Activity text in every locale.
@main
struct SlotFitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slotfit",
        abstract: "Measure iOS Live Activity text with real fonts, in every locale.",
        subcommands: [MeasureCommand.self, FontsCommand.self, StringsCommand.self, DevicesCommand.self, LayoutCommand.self, RenderCommand.self, CheckCommand.self, MergeCommand.self]
    )

    /// Input errors exit 2 with "error: …" (usage errors keep the parser's
    /// message and code).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as ExitCode {
            exit(withError: error)
        } catch let error as CLIError {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            Foundation.exit(2)
        } catch {
            exit(withError: error)
        }
    }
}
