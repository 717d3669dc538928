import ArgumentParser
import Foundation
import SlotFit
import SlotFitText

/// `slotfit budgets`: every catalog key's width budget in points, from the
/// matrix of slotfit.yml — the tightest place each key is shown, its font
/// there, the development language's width and each translation's.
struct BudgetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "budgets",
        abstract: "Every catalog key's width budget in points, printed, exported where translators work, or checked against their work.",
        subcommands: [Show.self, BudgetsExportCommand.self, BudgetsCheckCommand.self, BudgetsPseudoCommand.self],
        defaultSubcommand: Show.self
    )
}

extension BudgetsCommand {
    /// `slotfit budgets [show]`.
    struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print every catalog key's width budget: the room its text gets where it is tightest, in points, with its font, and each translation's width there.",
        discussion: "Renders the matrix of slotfit.yml (as check does, without comparing goldens). Exit 0, 2 for bad input, 64 for bad usage."
    )

    @OptionGroup var matrix: MatrixOptions
    /// How the budgets are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, csv }
    @Option(help: "text, json (KeyBudget values) or csv (one row per key and locale).")
    var format: Format = .text
    @Option(help: "Only this key (repeatable).")
    var key: [String] = []
    @Flag(help: "Data budgets: for each text showing data SlotFit cannot know (a station, a route, a team), the room at its tightest place per locale, the characters of each script that fit, and which values of its data file (values: {field: {file: …}}) do not fit.")
    var data = false

    func run() throws {
        let (configuration, grid) = try matrix.load()
        if data { return try DataBudgetsReport(configuration: configuration, format: format).run(try matrix.render(grid), engine: grid.engine) }
        var budgets = KeyBudgets.compute(try matrix.render(grid))
        if budgets.isEmpty {
            FileHandle.standardError.write(Data("warning: no text SlotFit laid out is a catalog key, so no key has a budget: texts showing values SlotFit could not compute, and views it stood in for, have none — slotfit import lists them (and what to give under values:)\n".utf8))
        }
        if !key.isEmpty { budgets = budgets.filter { key.contains($0.key) } }
        switch format {
        case .text: print(Self.text(budgets), terminator: "")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(budgets), as: UTF8.self))
        case .csv: print(Self.csv(budgets), terminator: "")
        }
    }

    /// One block per key: its budget and place, then each language.
    static func text(_ budgets: [KeyBudget]) -> String {
        var out = ""
        for budget in budgets {
            let others = budget.places > 1 ? "; the tightest of \(budget.places) places" : ""
            out += "\(budget.key.debugDescription) (\(budget.table)): \(FixedPoint.string(budget.width, decimals: 1)) pt at \(budget.drawing) — \(budget.place.activity) · \(budget.place.description) (\(budget.place.location))\(others)\n"
            out += "  \(budget.developmentLanguage) (development) \(FixedPoint.string(budget.developmentWidth, decimals: 1)) pt, headroom \(FixedPoint.string(budget.developmentHeadroom, decimals: 1)) pt\n"
            for translation in budget.translations {
                let mark = translation.showsAllText ? "" : "  ✗"
                out += "  \(translation.locale) \(FixedPoint.string(translation.width, decimals: 1)) pt, headroom \(FixedPoint.string(translation.headroom, decimals: 1)) pt, \(translation.verdict)\(mark)\n"
            }
        }
        out += "\(budgets.count) key\(budgets.count == 1 ? "" : "s"); \(budgets.flatMap(\.translations).filter { !$0.showsAllText }.count) translation\(budgets.flatMap(\.translations).filter { !$0.showsAllText }.count == 1 ? "" : "s") cut at their key's tightest place\n"
        return out
    }

    /// One row per key and locale (the development language first), RFC 4180 quoting.
    static func csv(_ budgets: [KeyBudget]) -> String {
        func field(_ s: String) -> String { CSVField.cell(s) }
        // For tools that count characters: the budget over the text's
        // average advance in that language — an estimate (a "W" is not an "i").
        func characters(_ width: Double, _ text: Double, _ count: Int) -> String {
            guard count > 0, text > 0 else { return "" }
            return String(Int((width / (text / Double(count))).rounded(.down)))
        }
        var rows = ["key,table,budget_pt,font_size_pt,font_weight,font_family,line_limit,minimum_scale_factor,activity,presentation,device,state,dynamic_type_size,source,locale,width_pt,headroom_pt,verdict,shows_all_text,characters,max_characters_estimate"]
        for budget in budgets {
            let head = [budget.key, budget.table, FixedPoint.string(budget.width, decimals: 3), FixedPoint.string(budget.room.size, decimals: 3),
                        budget.room.weight.rawValue, budget.room.family, budget.room.lineLimit.map(String.init) ?? "",
                        FixedPoint.string(budget.room.minimumScaleFactor, decimals: 2), budget.place.activity, budget.place.presentation.rawValue,
                        budget.place.device, budget.place.state, budget.place.dynamicTypeSize.shortName, budget.place.location.description]
            rows.append((head + [budget.developmentLanguage, FixedPoint.string(budget.developmentWidth, decimals: 3),
                                 FixedPoint.string(budget.developmentHeadroom, decimals: 3), "development", "true",
                                 String(budget.developmentCharacters), characters(budget.width, budget.developmentWidth, budget.developmentCharacters)]).map(field).joined(separator: ","))
            for translation in budget.translations {
                rows.append((head + [translation.locale, FixedPoint.string(translation.width, decimals: 3), FixedPoint.string(translation.headroom, decimals: 3),
                                     translation.verdict, translation.showsAllText ? "true" : "false",
                                     String(translation.characters), characters(budget.width, translation.width, translation.characters)]).map(field).joined(separator: ","))
            }
        }
        return rows.joined(separator: "\n") + "\n"
    }

}
}
