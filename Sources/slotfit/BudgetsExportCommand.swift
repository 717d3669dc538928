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
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
            throw CLIError("\(file): no such file or folder; pass an .xliff file or an .xcloc folder from xcodebuild -exportLocalizations")
        }
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
        let xliffs = try Self.xliffFiles(in: file, isFolder: isFolder.boolValue)
        let (_, grid) = try matrix.load()
        let budgets = KeyBudgets.compute(try matrix.render(grid))
        var annotated = 0, without = 0
        if isFolder.boolValue {
            // The whole .xcloc copied beside the output, its XLIFF files
            // rewritten, then moved into place: all or nothing.
            let staging = (output as NSString).deletingLastPathComponent.isEmpty ? ".\((output as NSString).lastPathComponent).slotfit-\(UUID().uuidString)"
                : ((output as NSString).deletingLastPathComponent as NSString).appendingPathComponent(".\((output as NSString).lastPathComponent).slotfit-\(UUID().uuidString)")
            let parent = (output as NSString).deletingLastPathComponent
            try CheckCommand.confineReport(parent, allowingOutside: matrix.allowOutsideProject, what: "the output folder")
            if !parent.isEmpty { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) }
            do {
                try FileManager.default.copyItem(atPath: file, toPath: staging)
                for xliff in xliffs {
                    let relative = String(xliff.dropFirst(file.count))
                    let exported = XLIFFBudgets.export(try Self.read(xliff), budgets: budgets)
                    annotated += exported.annotated; without += exported.withoutBudget
                    try Data(exported.text.utf8).write(to: URL(fileURLWithPath: staging + relative))
                }
                try FileManager.default.moveItem(atPath: staging, toPath: output)
            } catch {
                try? FileManager.default.removeItem(atPath: staging)
                if let error = error as? CLIError { throw error }
                throw CLIError("cannot write \(output): \(error.localizedDescription); pass a folder you can write to")
            }
        } else {
            let exported = XLIFFBudgets.export(try Self.read(file), budgets: budgets)
            annotated = exported.annotated; without = exported.withoutBudget
            // Its folder made for it, inside the project, written atomically (as reports are).
            try CheckCommand.write(exported.text, to: output, allowingOutside: matrix.allowOutsideProject)
        }
        print("wrote \(output): \(annotated) unit\(annotated == 1 ? "" : "s") given a width budget, \(without) with none (not shown by a Live Activity view SlotFit laid out)")
    }

    /// The XLIFF files of an export: the file itself, or an .xcloc's
    /// `Localized Contents/*.xliff`.
    static func xliffFiles(in path: String, isFolder: Bool) throws -> [String] {
        guard isFolder else { return [path] }
        let contents = (path as NSString).appendingPathComponent("Localized Contents")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: contents)) ?? []
        let xliffs = names.filter { $0.hasSuffix(".xliff") }.sorted().map { (contents as NSString).appendingPathComponent($0) }
        guard !xliffs.isEmpty else {
            throw CLIError("\(path): no \"Localized Contents/*.xliff\" in it; pass an .xcloc folder from xcodebuild -exportLocalizations, or an .xliff file")
        }
        return xliffs
    }

    /// A file's text, which must be UTF-8 (Xcode writes XLIFF so).
    static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("\(path): cannot read it") }
        guard let text = String(data: data, encoding: .utf8) else { throw CLIError("\(path): not UTF-8; Xcode's XLIFF files are, so re-export it") }
        return text
    }
}
