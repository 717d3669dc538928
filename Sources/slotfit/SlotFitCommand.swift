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
        subcommands: [MeasureCommand.self, FontsCommand.self, StringsCommand.self, DevicesCommand.self, LayoutCommand.self, RenderCommand.self, CheckCommand.self, MergeCommand.self, ImportCommand.self, InitCommand.self]
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
            fail(SourceQuote.annotate(error, base: ErrorBase.projectDirectory ?? FileManager.default.currentDirectoryPath, confinedTo: ErrorBase.projectDirectory))
        } catch {
            exit(withError: error)
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        Foundation.exit(ExitStatus.inputError.rawValue)
    }
}

/// The exit codes of every command, in one place (`slotfit --help` prints
/// the table).
enum ExitStatus: Int32 {
    /// Clean: goldens match, no error findings.
    case success = 0
    /// Regressions or error findings (check, layout, strings lint).
    case findings = 1
    /// Bad input (a file, a value, a locale) or a failed write.
    case inputError = 2
    /// Bad usage: an unknown flag, a missing argument (sysexits' EX_USAGE,
    /// as swift-argument-parser reports it).
    case usage = 64

    static let table = """
    Exit status:
      0   clean: goldens match and no error findings
      1   regressions or error findings (check, layout, strings lint)
      2   bad input (a file, value or locale SlotFit cannot use) or a report or golden that could not be written
      64  bad usage (an unknown option, a missing argument)
    """
}
