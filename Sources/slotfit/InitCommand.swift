import ArgumentParser
import Foundation
import SlotFit
import SlotFitImport
import SlotFitStrings
import SlotFitText

/// `slotfit init`: in a repository with a widget extension, find the Live
/// Activities and their catalogs, write a `slotfit.yml` that reads them
/// from the Swift source, record the goldens, and say what was found.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Find the widget extension's Live Activities and catalogs, write slotfit.yml, record goldens and print what was found."
    )

    @Option(help: ArgumentHelp("The repository to set up (the working directory by default).", valueName: "folder"))
    var path: String?
    @Flag(help: "Replace an existing slotfit.yml.")
    var force = false
    @Flag(name: .customLong("no-record"), help: "Write slotfit.yml only; record no goldens.")
    var noRecord = false

    func run() throws {
        let root = URL(fileURLWithPath: path ?? FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let file = (root as NSString).appendingPathComponent("slotfit.yml")
        if FileManager.default.fileExists(atPath: file) && !force {
            throw CLIError("\(file) exists; edit it, or pass --force to write a new one")
        }
        let sources: [String]
        sources = try SourceProject.discover(root: root)
        guard !sources.isEmpty else {
            throw CLIError("\(root): no Swift file declares an ActivityConfiguration; run slotfit init in the repository of an app with a Live Activity, or write manifests (see Examples/)")
        }
        func relative(_ path: String) -> String { path == root ? "." : path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path }
        let catalog = SourceProject.findCatalog(near: sources)
        var text = """
        # Written by slotfit init: the Live Activities of the widget extension
        # read from their Swift source, checked in every localization of the
        # catalog on both iPhone sizes, the Lock Screen of an iPad, CarPlay and
        # the Smart Stack. Give sample states the source lacks under samples:
        # (see slotfit import --format json, "needs").
        sources:

        """
        for source in sources { text += "  - \(relative(source).yamlQuoted)\n" }
        if let catalog { text += "catalogs: [\(relative(catalog).yamlQuoted)]\n" }
        text += """
        locales: all
        pseudoLocales: true
        devices: [iphone-393, iphone-430, ipad-1366, carplay-240x78, watch-45mm]
        systemDefault: en-US
        goldenDirectory: golden

        """
        // Check what was written reads back before it replaces anything.
        let configuration = try SlotFitConfiguration.parse(text, path: file)
        ErrorBase.projectDirectory = root
        let project = try SourceProject(configuration: configuration)
        // Atomically, and never through a link where slotfit.yml goes.
        try AtomicFile.write(Array(text.utf8), to: file)
        print("wrote \(relative(file))")
        print("sources: \(sources.map(relative).joined(separator: ", "))")
        print("catalog: \(catalog.map(relative) ?? "none found (texts are shown as written; add catalogs: to slotfit.yml)")")
        for report in project.reports {
            print("\(report.name) (\(report.file):\(report.line)): \(report.states.count) sample state\(report.states.count == 1 ? "" : "s") (\(report.states.joined(separator: ", "))), \(report.understood) constructs understood, \(report.approximated.count) approximated")
            if !report.needs.isEmpty { print("  needs values for: \(report.needs.joined(separator: ", ")) (give them under samples: in slotfit.yml)") }
        }
        guard !noRecord else { return }
        var matrix = GoldenMatrix(configuration: configuration, engine: try TextEngine(profile: .default))
        matrix.importedActivities = project.activities
        let files = try matrix.render()
        let result: (written: [String], removed: [String])
        result = try GoldenStore.record(files, directory: configuration.goldenDirectory, mode: .missing, prune: false, boundary: configuration.boundary)
        let errors = files.reduce(0) { $0 + $1.errors.count }, warnings = files.reduce(0) { $0 + $1.warnings.count }
        print("recorded \(result.written.count) goldens in \(relative(configuration.goldenDirectory)); \(errors) error findings, \(warnings) warnings (slotfit check lists them)")
    }
}

extension String {
    /// The string as a YAML scalar: plain when safe, else double-quoted.
    var yamlQuoted: String {
        let plain = !isEmpty && allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) } && !hasPrefix("-")
        return plain ? self : "\"" + replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
