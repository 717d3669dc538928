import ArgumentParser
import Foundation
import SlotFit
import SlotFitStrings
import SlotFitText
import SlotFitImport

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
