import ArgumentParser
import Foundation
import SlotFit
import SlotFitStrings
import SlotFitText

/// `slotfit budgets pseudo --output FILE.xcstrings`: a pseudo-localization
/// of each key sized to its own budget (`BudgetPseudolocalizer`), as a
/// catalog of one table to build the app with.
struct BudgetsPseudoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Write a pseudo-localization that fills each key's own width budget (accented, then · up to the room), as an .xcstrings table.",
        discussion: "Keys with placeholders keep Xcode's accented pseudolanguage (their budget is measured with sample values). Writes a new file, atomically."
    )

    @OptionGroup var matrix: MatrixOptions
    @Option(help: "The .xcstrings file to write; it must not exist.")
    var output: String
    @Option(help: "The pseudo-locale the texts are written as.")
    var locale: String = "en-XA"
    @Option(help: "The table (when the keys shown come from several).")
    var table: String?

    func run() throws {
        guard !FileManager.default.fileExists(atPath: output) else { throw CLIError("\(output) exists; pass a new path to --output") }
        let (_, grid) = try matrix.load()
        let budgets = KeyBudgets.compute(try matrix.render(grid))
        let tables = Array(Set(budgets.map(\.table))).sorted()
        guard let chosen = table ?? (tables.count == 1 ? tables.first : nil) else {
            throw CLIError(tables.isEmpty ? "no Live Activity view shows a catalog key; nothing to pseudo-localize"
                           : "the keys come from \(tables.count) tables (\(tables.joined(separator: ", "))); pick one with --table")
        }
        guard tables.contains(chosen) else { throw CLIError("--table \"\(chosen)\": no key shown comes from it; tables: \(tables.joined(separator: ", "))") }
        let pseudo = BudgetPseudolocalizer(engine: grid.engine)
        let chosenBudgets = budgets.filter { $0.table == chosen }
        var catalog = StringCatalog(sourceLanguage: chosenBudgets.first?.developmentLanguage ?? "en")
        var filled = 0
        for budget in chosenBudgets {
            var entry = CatalogEntry(comment: "SlotFit: \(FixedPoint.string(budget.width, decimals: 1)) pt at \(budget.drawing)")
            if budget.key.contains("%") {
                entry.localizations = [locale: .translated(Pseudolocalizer(mode: .accented).transform(budget.key))]
            } else {
                let (text, _) = try pseudo.text(for: budget)
                entry.localizations = [locale: .translated(text)]
                filled += 1
            }
            catalog.entries[budget.key] = entry
        }
        try CheckCommand.write(String(decoding: catalog.xcstringsData(), as: UTF8.self), to: output, allowingOutside: matrix.allowOutsideProject)
        print("wrote \(output): \(catalog.entries.count) key\(catalog.entries.count == 1 ? "" : "s") of table \(chosen) as \(locale), \(filled) filled to their room")
    }
}
