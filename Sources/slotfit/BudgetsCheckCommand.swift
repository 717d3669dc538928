import ArgumentParser
import Foundation
import SlotFit
import SlotFitStrings
import SlotFitText

/// `slotfit budgets check FILE`: a translator's work measured against each
/// key's budget before it is merged — every target of an `.xliff`, an
/// `.xcloc` or an `.xcstrings` laid out in its language, with the font,
/// line limit and scale floor of its key's tightest place, in its room.
struct BudgetsCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Measure every translation in an .xliff, .xcloc or .xcstrings against its key's width budget; exit 1 when one does not fit.",
        discussion: "Run in the project's folder: the budgets come from the matrix of slotfit.yml. A text with placeholders (%@, %lld) is measured by slotfit check with the sample values instead, and counted here as not measured."
    )

    @OptionGroup var matrix: MatrixOptions
    @Argument(help: "An .xliff file, an .xcloc folder or an .xcstrings catalog with translations.")
    var file: String
    @Flag(help: "Also print each too-wide translation as a GitHub annotation on its unit's line (paths from $GITHUB_WORKSPACE).")
    var github = false

    func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
            throw CLIError("\(file): no such file or folder; pass an .xliff file, an .xcloc folder or an .xcstrings catalog")
        }
        var targets: [TranslationTarget] = []
        if file.hasSuffix(".xcstrings") {
            targets = try TranslationTarget.read(xcstrings: file)
        } else {
            let export = try LocalizationExport(file)
            for xliff in try export.xliffs() {
                targets += try TranslationTarget.read(xliff: try LocalizationExport.read(export.full(xliff)), file: export.full(xliff))
            }
        }
        let (_, grid) = try matrix.load()
        let budgets = KeyBudgets.compute(try matrix.render(grid))
        var byKey: [String: KeyBudget] = [:]
        for budget in budgets { byKey[budget.table + "\u{0}" + budget.key] = budget }
        var checked = 0, placeholders = 0, failures: [String] = [], annotations: [GitHubAnnotation] = []
        let prefix = CheckCommand.repositoryPrefix(of: FileManager.default.currentDirectoryPath)
        for target in targets {
            guard let budget = byKey[target.table + "\u{0}" + target.key], !target.text.isEmpty else { continue }
            // A translation with a placeholder is laid out with its values
            // by check, not here (Apple's printf dialect: SlotFitStrings).
            if !FormatString(target.text).specifiers.isEmpty {
                placeholders += 1; continue
            }
            checked += 1
            let room = budget.room
            let layout: TextLayout
            do {
                layout = try grid.engine.layout(TextRequest(target.text, locale: target.locale, font: FontSpec(size: room.size, weight: room.weight),
                                                            width: budget.width, lineLimit: room.lineLimit ?? room.heightLines, minimumScaleFactor: room.minimumScaleFactor))
            } catch let error as SlotFitError {
                // The key and the place its budget comes from, not only the
                // engine's words (a frame of width 0 offers no width).
                throw CLIError("\(target.file)\(target.line.map { ":\($0)" } ?? ""): \(target.locale) \(target.key.debugDescription): cannot be laid out in its budget of \(FixedPoint.string(budget.width, decimals: 1)) pt from \(budget.place.activity) · \(budget.place.description) (\(budget.place.location)): \(error.problem); give that view a width a text can be laid out in, or ignore the key")
            }
            guard !layout.verdict.showsAllText else { continue }
            let place = "\(target.file)\(target.line.map { ":\($0)" } ?? "")"
            // With no line limit, what cuts it is the presentation's height.
            let fix = room.lineLimit == nil && room.heightLines != nil
                ? "shorten it to \(room.heightLines!) line\(room.heightLines! == 1 ? "" : "s") of \(FixedPoint.string(budget.width, decimals: 1)) pt (the \(budget.place.presentation.rawValue)'s height leaves no more)"
                : "shorten it to fit \(FixedPoint.string(budget.width, decimals: 1)) pt"
            let message = "\(target.locale) \(target.key.debugDescription): \(target.text.debugDescription) is \(FixedPoint.string(layout.naturalWidth, decimals: 1)) pt on one line; its budget is \(FixedPoint.string(budget.width, decimals: 1)) pt at \(budget.drawing) (\(budget.place.activity) · \(budget.place.description), \(budget.place.location)): \(layout.verdict) — \(fix)"
            failures.append("\(place): " + message)
            let shown = target.file.hasPrefix("/") || prefix.isEmpty ? target.file : prefix + "/" + target.file
            annotations.append(GitHubAnnotation(level: .error, file: shown, line: target.line, title: "SlotFit width budget (\(target.locale))", message: message))
        }
        // Nothing measured is not a pass: say why.
        if budgets.isEmpty {
            throw CLIError("no key of the project has a width budget (no text SlotFit laid out is a catalog key), so \(file) cannot be checked; slotfit budgets and slotfit import say why")
        }
        if checked == 0, placeholders == 0, !targets.isEmpty {
            FileHandle.standardError.write(Data("warning: none of the \(targets.count) translations in \(file) is of a key with a budget (\(budgets.count) keys have one: slotfit budgets lists them); check the file is this project's\n".utf8))
        }
        print(WorkflowOutput.untrusted(failures.map { $0 + "\n" }.joined()), terminator: "")
        if github { annotations.forEach { print($0.command) } }
        print("\(checked) translation\(checked == 1 ? "" : "s") measured against their budgets, \(failures.count) too wide\(placeholders > 0 ? "; \(placeholders) with placeholders left to slotfit check" : ""); \(targets.count - checked - placeholders) without a budget (no Live Activity view SlotFit laid out shows them)")
        if !failures.isEmpty { throw ExitCode(ExitStatus.findings.rawValue) }
    }
}
