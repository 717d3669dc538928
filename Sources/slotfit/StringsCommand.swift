import ArgumentParser
import Foundation
import SlotFitStrings

/// `slotfit strings`: string catalogs in CI.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Read, normalize and resolve string catalogs.",
        subcommands: [LintCommand.self, NormalizeCommand.self, ResolveCommand.self, FormatCommand.self, PseudoCommand.self]
    )
}
