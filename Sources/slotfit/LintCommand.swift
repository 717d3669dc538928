import ArgumentParser
import Foundation
import SlotFitStrings

/// `slotfit strings lint`.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check catalogs for placeholder mismatches (they crash on device), missing translations, plural categories and bidi controls.",
        discussion: "Exit 1 when there are errors (with --strict, warnings too), 0 otherwise, 2 for unreadable input, 64 for bad usage."
    )

    @Argument(help: "Catalogs in any form: .xcstrings, .strings or .stringsdict files, .lproj folders, or folders with catalogs below them (every table is linted).")
    var files: [String]
    /// How `strings lint` reports.
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, github }
    @Option(help: "text, json or github (workflow annotations).")
    var format: Format = .text
    @Flag(help: "Warnings fail too.")
    var strict = false
    @Option(name: .customLong("source-language"), help: "The development language of .lproj folders.")
    var sourceLanguage: String = "en"


    func run() throws {
        var findings: [LintFinding] = []
        for file in files {
            let tables = try StringTables.read(file, sourceLanguage: sourceLanguage)
            guard !tables.tables.isEmpty else {
                throw CLIError("\"\(file)\" holds no catalog (.xcstrings, .strings or .stringsdict); pass a catalog or a folder that holds one")
            }
            for name in tables.tables.keys.sorted() {
                // An .xcstrings table is named by its file; a .strings table by its name.
                let shown = tables.files.first { ($0 as NSString).lastPathComponent == name + ".xcstrings" } ?? (file.hasSuffix(".xcstrings") ? file : "\(file) (table \(name))")
                findings += CatalogLinter().lint(tables.tables[name]!, file: shown)
            }
        }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
            print(String(decoding: try encoder.encode(findings), as: UTF8.self))
        case .github:
            findings.forEach { print($0.githubAnnotation) }
        default:
            findings.forEach { print($0.text) }
            let errors = findings.filter { $0.severity == .error }.count, warnings = findings.filter { $0.severity == .warning }.count
            print("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(findings.count - errors - warnings) note\(findings.count - errors - warnings == 1 ? "" : "s")")
        }
        let failing = findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        if failing { throw ExitCode(1) }
    }
}
