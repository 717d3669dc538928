import ArgumentParser
import Foundation
import SlotFit
import SlotFitStrings

/// `slotfit budgets export FILE --output OUT`: an Xcode localization export
/// (a `.xcloc` folder or a bare `.xliff` file) with each key's width budget
/// added where translators see it; every other byte unchanged.
struct BudgetsExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Add each key's width budget (maxwidth, size-unit=\"pixel\", font, a note) to an Xcode localization export (.xcloc or .xliff).",
        discussion: "Run in the project's folder: the budgets come from the matrix of slotfit.yml. Writes OUT atomically; never changes FILE."
    )

    @OptionGroup var matrix: MatrixOptions
    @Argument(help: "An .xliff file or an .xcloc folder, as xcodebuild -exportLocalizations writes them.")
    var file: String
    @Option(help: "Where the annotated copy goes (a file for .xliff and .xcstrings, a folder for .xcloc); it must not exist.")
    var output: String
    @Flag(name: .customLong("into-comments"), help: "For an .xcstrings catalog: write each key's budget into its comment (after the team's own), in Xcode's serialization.")
    var intoComments = false

    func run() throws {
        let export = try LocalizationExport(file)
        let file = export.path
        try CheckCommand.confineReport((output as NSString).deletingLastPathComponent, allowingOutside: matrix.allowOutsideProject, what: "the output folder")
        guard !FileManager.default.fileExists(atPath: output) else {
            throw CLIError("\(output) exists; pass a new path to --output (the export never overwrites)")
        }
        if file.hasSuffix(".xcstrings") {
            guard intoComments else {
                throw CLIError("\(file) is a catalog: its budgets go into its keys' comments only when asked — add --into-comments (or export the .xcloc Xcode makes from it)")
            }
            guard let data = FileManager.default.contents(atPath: file) else { throw CLIError("\(file): cannot read it") }
            let (_, grid) = try matrix.load()
            let budgets = KeyBudgets.compute(try matrix.render(grid))
            let table = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            let (bytes, annotated) = try CatalogBudgets.export(Array(data), path: file, table: table, budgets: budgets)
            try CheckCommand.write(String(decoding: bytes, as: UTF8.self), to: output, allowingOutside: matrix.allowOutsideProject)
            print("wrote \(output): \(annotated) key\(annotated == 1 ? "" : "s") of table \(table) given a width budget in its comment")
            return
        }
        guard !intoComments else { throw CLIError("--into-comments is for an .xcstrings catalog; \(file) is not one") }
        let xliffs = try export.xliffs()
        let (_, grid) = try matrix.load()
        let budgets = KeyBudgets.compute(try matrix.render(grid))
        var annotated = 0, without = 0
        if export.isFolder {
            // The whole .xcloc copied beside the output, its XLIFF files
            // rewritten, then moved into place: all or nothing.
            let staging = (output as NSString).deletingLastPathComponent.isEmpty ? ".\((output as NSString).lastPathComponent).slotfit-\(UUID().uuidString)"
                : ((output as NSString).deletingLastPathComponent as NSString).appendingPathComponent(".\((output as NSString).lastPathComponent).slotfit-\(UUID().uuidString)")
            let parent = (output as NSString).deletingLastPathComponent
            try CheckCommand.confineReport(parent, allowingOutside: matrix.allowOutsideProject, what: "the output folder")
            if !parent.isEmpty { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) }
            do {
                try export.copyFolder(to: staging)
                for xliff in xliffs {
                    let exported = XLIFFBudgets.export(try LocalizationExport.read(export.full(xliff)), budgets: budgets)
                    annotated += exported.annotated; without += exported.withoutBudget
                    // Into the staged copy, which holds no link.
                    try Data(exported.text.utf8).write(to: URL(fileURLWithPath: (staging as NSString).appendingPathComponent(xliff)))
                }
                try FileManager.default.moveItem(atPath: staging, toPath: output)
            } catch {
                try? FileManager.default.removeItem(atPath: staging)
                if let error = error as? CLIError { throw error }
                throw CLIError("cannot write \(output): \(error.localizedDescription); pass a folder you can write to")
            }
        } else {
            let exported = XLIFFBudgets.export(try LocalizationExport.read(file), budgets: budgets)
            annotated = exported.annotated; without = exported.withoutBudget
            // Its folder made for it, inside the project, written atomically (as reports are).
            try CheckCommand.write(exported.text, to: output, allowingOutside: matrix.allowOutsideProject)
        }
        print("wrote \(output): \(annotated) unit\(annotated == 1 ? "" : "s") given a width budget, \(without) with none (not shown by a Live Activity view SlotFit laid out)")
    }

}
