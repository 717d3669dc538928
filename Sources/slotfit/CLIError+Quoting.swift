import Foundation
import SlotFit
import SlotFitImport

extension CLIError {
    /// Runs `body` for the project in `project`; a `SlotFitError` it throws
    /// becomes the error's line with its Swift line quoted under it, read
    /// from the project (files are named relative to it) and never from
    /// outside it. The command knows its project; nothing global does.
    static func quoting<T>(in project: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as SlotFitError {
            throw CLIError(SourceQuote.annotate(error, base: project, confinedTo: project))
        }
    }
}
