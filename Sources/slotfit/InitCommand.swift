import ArgumentParser
import Foundation
import SlotFit
import SlotFitImport
import SlotFitStrings
import SlotFitText

/// `slotfit init`: in a repository with a widget extension, find the Live
/// Activities, the folders that declare their attributes, states and
/// previews (a `Shared/` beside the extension), and the string tables their
/// code reads; write a `slotfit.yml` that reads them from the Swift source
/// and a `.gitignore` for what render and check write; record the goldens,
/// and say what was found and why.
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
        try CLIError.quoting(in: root) { try initialize(root) }
    }

    /// Writes the configuration of the project in `root` and records its goldens.
    private func initialize(_ root: String) throws {
        let file = (root as NSString).appendingPathComponent("slotfit.yml")
        if FileManager.default.fileExists(atPath: file) && !force {
            throw CLIError("\(file) exists; edit it, or pass --force to write a new one (nothing was written, .gitignore neither)")
        }
        // The extensions' folders, and the folders elsewhere that declare
        // what their configurations name (a Shared/ folder, a framework).
        let discovery = try SourceDiscovery(root: root)
        guard !discovery.sources.isEmpty else {
            throw CLIError("\(root): no Swift file declares an ActivityConfiguration; run slotfit init in the repository of an app with a Live Activity, or write manifests (see Examples/)")
        }
        func relative(_ path: String) -> String { self.relative(path, root: root) }
        let sources = discovery.paths
        // The tables the activities' code reads, among the project's.
        let inventory = try SourceInventory(paths: sources, relativeTo: root)
        let imported = inventory.importActivities()
        // What the widget extension's target bundles, from the project that
        // builds it, decides over the nearness rule (which walks every table
        // of the repository: only when no project decides).
        let configurationFiles = Set(imported.reports.map { $0.file.hasPrefix("/") ? $0.file : (root as NSString).appendingPathComponent($0.file) }).sorted()
        let bundle = discovery.bundleReader.read(building: configurationFiles, sources: sources)
        let (tables, catalogLines, unknownProject) = try chooseTables(bundle, discovery: discovery, inventory: inventory, imported: imported, root: root)
        // An extension that bundles no table shows its texts as written: in
        // its one language, with nothing to pseudo-localize.
        var bundlesNoTable = false
        if case .bundle(let found) = bundle { bundlesNoTable = found.holdsNoTable }
        var text = """
        # Written by slotfit init: the Live Activities of the widget extension
        # read from their Swift source, checked in \(bundlesNoTable ? "the one language the extension shows (it\n# bundles no string table)" : "every localization of the\n# catalog") on both iPhone sizes, the Lock Screen of an iPad, CarPlay and
        # the Smart Stack. Give sample states the source lacks under samples:
        # (\(comment("slotfit import " + sources.map { Self.shellQuoted(relative($0)) }.joined(separator: " ") + " --format json"))
        # lists them under "needs").
        sources:

        """
        for source in discovery.sources {
            if !source.declaresConfiguration { text += "  # \(comment(source.reason))\n" }
            text += "  - \(relative(source.path).yamlQuoted)\n"
        }
        if !catalogLines.isEmpty {
            text += catalogLines.joined(separator: "\n") + "\n"
            // Names and folders from the repository, each comment one line:
            // a folder named with a line break cannot add a key.
            for table in tables.chosen { text += "# " + comment("reads \(table.name) (\(relative(table.home))): \(table.reason)") + "\n" }
            for table in tables.skipped { text += "# " + comment("skips \(table.name) (\(relative(table.home))): \(table.reason)") + "\n" }
            if let unknownProject { text += unknownProject + "\n" }
        }
        text += """
        locales: all
        pseudoLocales: \(bundlesNoTable ? "false  # the extension bundles no string table: nothing to pseudo-localize" : "true")
        devices: [iphone-393, iphone-430, ipad-1366, carplay-240x78, watch-45mm]
        systemDefault: en-US
        goldenDirectory: golden

        """
        // Check what was written reads back before it replaces anything.
        let configuration = try SlotFitConfiguration.parse(text, path: file)
        let project = try SourceProject(configuration: configuration, bundleReader: discovery.bundleReader)
        try write(text, to: file, configuration: configuration, root: root)
        print("sources: \(sources.map(relative).joined(separator: ", "))")
        for source in discovery.sources where !source.declaresConfiguration {
            print("  added \(relative(source.path)): \(source.reason)")
        }
        for missing in discovery.missing {
            print("  \(missing.name): declared nowhere in \(relative(root)) (ActivityConfiguration(for: \(missing.name).self) at \(missing.configuration.fileAndLine)); its fields render as placeholders: add the folder that declares it to sources:")
        }
        for error in discovery.refused {
            print("  not read: \(error.location.map { "\($0)" } ?? "a file"): \(error.problem)")
        }
        for warning in project.unresolvedNames { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        if case .bundle(let found) = bundle, found.holdsNoTable {
            print("catalog: none: the widget extension \(found.target) (\(found.location.fileAndLine)) bundles no string table, so every text shows as written in \(found.developmentLanguage)\(found.languagesShownUntranslated.isEmpty ? "" : ", in \(found.languagesShownUntranslated.joined(separator: ", ")) too; check reports unbundled-strings for each text the app's own tables translate")")
        } else {
            print("catalog: \(tables.catalog.map(relative) ?? "none found (texts are shown as written; add catalogs: to slotfit.yml)")")
        }
        for table in tables.chosen { print("  table \(table.name) (\(relative(table.home))): \(table.reason)") }
        for need in tables.missing { print("  table \(need.table): in no catalog of the project; \(need.reason)") }
        for table in tables.skipped { print("  skipped \(table.name) (\(relative(table.home))): \(table.reason)") }
        for note in tables.notes { print("  note: \(note)") }
        for report in project.reports {
            print("\(report.name) (\(report.file):\(report.line)): \(report.states.count) sample state\(report.states.count == 1 ? "" : "s") (\(report.states.joined(separator: ", "))), \(report.counts)")
            if !report.needs.isEmpty { print("  needs values for: \(report.needs.joined(separator: ", ")) (give them under values: in slotfit.yml for every state, or per state under samples:)") }
        }
        guard !noRecord else { return }
        try record(configuration, activities: project.activities, root: root)
    }

    /// The path as the project's root names it.
    private func relative(_ path: String, root: String) -> String {
        path == root ? "." : path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// A path as a shell reads it back: as it is when it holds only
    /// letters, digits and `._/-`, else in single quotes (a folder named
    /// `Widget Extension` is one argument).
    static func shellQuoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) && $0.isASCII || "._/-".unicodeScalars.contains($0) }
        return plain && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// One line of a YAML comment.
    private func comment(_ text: String) -> String { text.split(whereSeparator: \.isNewline).joined(separator: " ") }

    /// The string tables slotfit.yml names: those the extension's target
    /// bundles, when its project says; else those its code reads, found
    /// by nearness. With the `catalogs:` lines and, when no project
    /// decided, why.
    private func chooseTables(_ bundle: ExtensionBundleReader.Outcome, discovery: SourceDiscovery, inventory: SourceInventory,
                              imported: ImportedActivities, root: String) throws -> (StringTableChoice, [String], String?) {
        func relative(_ path: String) -> String { self.relative(path, root: root) }
        var tables = StringTableChoice()
        var catalogLines: [String] = []
        var unknownProject: String?
        switch bundle {
        case .bundle(let found) where found.holdsNoTable:
            catalogLines = ["catalogs: []", "# " + comment("\(found.target) (\(found.location.fileAndLine)) bundles no string table: its texts show as written in every language\(found.languagesShownUntranslated.isEmpty ? "" : "; check reports unbundled-strings for each text the app's own tables translate (the app's languages besides \(found.developmentLanguage) and its regional forms: \(found.languagesShownUntranslated.joined(separator: ", ")))")")]
        case .bundle(let found):
            let chosen = SourceProject.catalogPath(found.tables)
            tables.catalog = chosen
            // One line per table and home (`Localizable` in `Widget/`), not
            // per language file.
            var homes: [(name: String, home: String, count: Int)] = []
            for table in found.tables {
                let home = StringTables.home(of: table)
                let name = StringTableChoice.stem(table)
                if let index = homes.firstIndex(where: { $0.name == name && $0.home == home }) { homes[index].count += 1 } else { homes.append((name, home, 1)) }
            }
            tables.chosen = homes.map { entry in
                .init(name: entry.name, home: entry.home,
                      reason: "bundled by \(found.target) (\(found.location.fileAndLine))\(entry.count > 1 ? ", \(entry.count) language files" : "")")
            }
            if let chosen { catalogLines = ["catalogs: [\(relative(chosen).yamlQuoted)]"] }
        case .unknown(let reason):
            let needs = StringTableChoice.needs(references: inventory.tableReferences, activities: imported.activities)
            tables = try StringTableChoice(root: root, sources: discovery.paths, extensions: discovery.sources.filter(\.declaresConfiguration).map(\.path), needs: needs)
            if let catalog = tables.catalog { catalogLines = ["catalogs: [\(relative(catalog).yamlQuoted)]"] }
            unknownProject = "# " + comment(reason)
            tables.notes.append(reason)
        }
        return (tables, catalogLines, unknownProject)
    }

    /// Writes slotfit.yml and the lines .gitignore lacks, all or nothing,
    /// never through a link nor out of the project.
    private func write(_ text: String, to file: String, configuration: SlotFitConfiguration, root: String) throws {
        func relative(_ path: String) -> String { self.relative(path, root: root) }
        // What render and check write that is not committed, appended to
        // the team's .gitignore (never through a link, nor out of the project).
        let ignoreFile = (root as NSString).appendingPathComponent(".gitignore")
        try configuration.boundary.checkWrite(ignoreFile, what: ".gitignore")
        let existing: String?
        if FileManager.default.fileExists(atPath: ignoreFile) {
            guard let data = FileManager.default.contents(atPath: ignoreFile) else {
                throw CLIError("\(ignoreFile): cannot read it; make it readable, then run slotfit init again")
            }
            existing = String(decoding: data, as: UTF8.self)
        } else {
            existing = nil
        }
        let ignored = GitIgnore.adding(GitIgnore.entries(goldenDirectory: relative(configuration.goldenDirectory)), to: existing)
        // Atomically, all or nothing, and never through a link.
        var staged = [try AtomicFile.stage(Array(text.utf8), for: file)]
        if let ignored { staged.append(try AtomicFile.stage(Array(ignored.text.utf8), for: ignoreFile)) }
        try AtomicFile.commit(staged)
        print("wrote \(relative(file))")
        if let ignored {
            print("\(existing == nil ? "wrote" : "added to") .gitignore: \(ignored.added.map { "\($0.pattern) (\($0.reason))" }.joined(separator: ", "))")
        } else {
            print(".gitignore already ignores what render and check write")
        }
    }

    /// Records the goldens of every activity, and says what comes next.
    private func record(_ configuration: SlotFitConfiguration, activities: [(activity: Activity, origin: String)], root: String) throws {
        func relative(_ path: String) -> String { self.relative(path, root: root) }
        var matrix = GoldenMatrix(configuration: configuration, engine: try TextEngine(profile: .default))
        matrix.importedActivities = activities
        let files = try matrix.render()
        let result: GoldenStore.Recorded
        result = try GoldenStore.record(files, directory: configuration.goldenDirectory, mode: .missing, prune: false, boundary: configuration.boundary)
        let errors = files.reduce(0) { $0 + $1.findings.count { $0.severity == .error } }, warnings = files.reduce(0) { $0 + $1.findings.count { $0.severity == .warning } }
        print("recorded \(result.written.count) goldens in \(relative(configuration.goldenDirectory)); \(errors) error findings, \(warnings) warnings (slotfit check lists them)")
        // The goldens are the baseline; errors in it fail every check until
        // each is fixed, or accepted in slotfit.yml with its reason.
        if errors > 0 {
            print("next: slotfit check fails until these errors are fixed in the views or catalogs, or accepted: under ignores: in slotfit.yml, one entry per cause (- rule: text-truncation, key: \"…\", reason: \"…\"; docs/RULES.md); commit golden/ and slotfit.yml then")
        } else {
            print("next: commit golden/ and slotfit.yml; slotfit check compares every change with them")
        }
    }
}
