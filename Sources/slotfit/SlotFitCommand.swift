import ArgumentParser

/// `slotfit`: measure Live Activity text in every locale.
@main
struct SlotFitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slotfit",
        abstract: "Measure iOS Live Activity text with real fonts, in every locale.",
        subcommands: [MeasureCommand.self, FontsCommand.self]
    )
}
