import ArgumentParser
import SlotFitText

/// An input error: printed as "error: …" on standard error, exit code 2.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}
