import ArgumentParser
import Foundation
import SlotFit
import SlotFitText

/// `slotfit budgets --data`: the room each data field's text has, and which
/// of a team's values (`values: {field: {file: …}}`) do not fit it.
struct DataBudgetsReport {
    var configuration: SlotFitConfiguration
    var format: BudgetsCommand.Show.Format

    /// The values of each data file, by the field name its key names
    /// (`stop`, `context.state.stop`, `context.attributes.stop`).
    func values() throws -> [String: [String]] {
        var values: [String: [String]] = [:]
        for (key, file) in configuration.dataFiles.sorted(by: { $0.key < $1.key }) {
            var field = key.filter { !$0.isWhitespace }
            for prefix in ["context.state.", "context.attributes."] where field.hasPrefix(prefix) { field = String(field.dropFirst(prefix.count)) }
            do { values[field] = try file.values() } catch let error as SlotFitError {
                throw error.located(at: error.location ?? configuration.location("values.\(key).file"), keyPath: "values.\(key).file")
            }
        }
        return values
    }

    func run(_ files: [GoldenMatrix.File], engine: TextEngine) throws {
        let given = try values()
        let budgets = try DataBudgets.compute(files, values: given, engine: engine)
        let matched = Set(budgets.map(\.field))
        for field in given.keys.sorted() where !matched.contains(field) {
            FileHandle.standardError.write(Data("warning: values: gives a data file for \"\(field)\", but no text SlotFit laid out shows that field as it is; data fields: \(matched.sorted().joined(separator: ", "))\n".utf8))
        }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(budgets), as: UTF8.self))
        case .text, .csv:
            print(WorkflowOutput.untrusted(Self.text(budgets)), terminator: "")
        }
        if budgets.contains(where: { !$0.misfits.isEmpty }) { throw ExitCode(ExitStatus.findings.rawValue) }
    }

    /// One block per field and locale; misfits longest first (ten shown).
    static func text(_ budgets: [DataBudget]) -> String {
        var out = ""
        for budget in budgets {
            let scripts = budget.charactersPerLine.sorted { $0.key > $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            out += "\(budget.activity) \(budget.field) (\(budget.locale)): \(FixedPoint.string(budget.width, decimals: 1)) pt at \(budget.drawing) — \(budget.place.description) (\(budget.place.location)); about \(scripts) characters a line\n"
            guard budget.checked > 0 else { continue }
            let noun = budget.checked == 1 ? "value" : "values"
            out += "  \(budget.misfits.count) of \(budget.checked.formatted()) \(noun) do not fit the \(budget.place.presentation.rawValue) slot\(budget.misfits.isEmpty ? "" : ", the longest first:")\n"
            for misfit in budget.misfits.prefix(10) {
                out += "    \(misfit.value.debugDescription) \(FixedPoint.string(misfit.width, decimals: 1)) pt, \(misfit.verdict)\n"
            }
            if budget.misfits.count > 10 { out += "    … and \(budget.misfits.count - 10) more (--format json lists them all)\n" }
        }
        if budgets.isEmpty { out += "no text SlotFit laid out shows data as it is (a String field in Text(…) or an argument)\n" }
        return out
    }
}
