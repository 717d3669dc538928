import ArgumentParser
import Foundation
import SlotFit
import SlotFitStrings
import SlotFitText
import SlotFitImport

/// `slotfit`: measure Live Activity text in every locale.
@main

struct SlotFitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slotfit",
        abstract: "Measure iOS Live Activity text with real fonts, in every locale.",
        discussion: ExitStatus.table,
        version: SlotFitVersion.string,
        subcommands: [MeasureCommand.self, FontsCommand.self, StringsCommand.self, DevicesCommand.self, LayoutCommand.self, RenderCommand.self, CheckCommand.self, BudgetsCommand.self, MergeCommand.self, ImportCommand.self, InitCommand.self]
    )

    /// Every library error is caught here, once: a `SlotFitError` (a bad
    /// file, value or locale, a failed write) or a `CLIError` (a bad option
    /// value) exits 2 with "error: …"; usage
    /// errors keep the parser's message and its code, 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as ExitCode {
            exit(withError: error)
        } catch let error as CLIError {
            fail(error.description)
        } catch let error as SlotFitError {
            // A Swift line is quoted under the message, as the compiler does.
            fail(SourceQuote.annotate(error))
        } catch {
            exit(withError: error)
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data(WorkflowOutput.untrusted("error: \(message)\n").utf8))
        Foundation.exit(ExitStatus.inputError.rawValue)
    }
}
