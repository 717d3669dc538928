import ArgumentParser
import Foundation
import SlotFitStrings

/// `slotfit strings`: string catalogs in CI.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Read, normalize and resolve string catalogs.",
        subcommands: [LintCommand.self, NormalizeCommand.self, ResolveCommand.self, FormatCommand.self, PseudoCommand.self]
    )
}

/// `slotfit strings normalize`: rewrite catalogs in Xcode's serialization.
struct NormalizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "normalize",
        abstract: "Rewrite .xcstrings files exactly as Xcode writes them (no whole-file churn on the next build).",
        discussion: "With --check nothing is written; the exit code is 1 when a file would change."
    )

    @Argument(help: "The .xcstrings files.")
    var files: [String]
    @Flag(help: "Write nothing; exit 1 if a file is not normalized.")
    var check = false

    func run() throws {
        var changed: [String] = []
        for file in files {
            guard let original = FileManager.default.contents(atPath: file) else {
                throw SlotFitError(.io, "cannot read \"\(file)\": no such file; pass .xcstrings files")
            }
            let catalog = try StringCatalog(xcstrings: Array(original), source: file)
            let normalized = catalog.xcstringsData()
            guard normalized != Array(original) else { continue }
            changed.append(file)
            if check {
                print("\(file): not in Xcode's serialization; run slotfit strings normalize \(file)")
            } else {
                try AtomicFile.write(normalized, to: file)
                print("\(file): normalized")
            }
        }
        if check && !changed.isEmpty { throw ExitCode(1) }
    }
}

/// `slotfit strings resolve`: which localization a languageCode gets.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Choose the localization for an activity's languageCode, as Apple's bundles do, and show why."
    )

    @Option(name: .customLong("language-code"), help: "The attributes' languageCode (empty: the system default).")
    var languageCode: String = ""
    @Option(help: "Take the localizations from this .xcstrings catalog.")
    var catalog: String?
    @Option(help: "Comma-separated localizations, e.g. en,de,pt-BR.")
    var available: String?
    @Option(name: .customLong("development-language"), help: "The development language (default: the catalog's source language).")
    var developmentLanguage: String?
    @Option(name: .customLong("system-default"), help: "The device language used when languageCode is empty.")
    var systemDefault: String = "en-US"
    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        guard (catalog == nil) != (available == nil) else { throw ValidationError("give either --catalog FILE or --available a,b,c") }
    }

    func run() throws {
        var localizations: [String] = []
        var development = developmentLanguage
        if let catalog {
            let parsed = try StringCatalog.load(catalog)
            localizations = parsed.localizations
            development = development ?? parsed.sourceLanguage
        } else if let available {
            localizations = available.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let result = LocaleResolver.resolve(languageCode: languageCode, available: localizations,
                                            developmentLanguage: development, systemDefault: systemDefault)
        if format == .json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        } else {
            print(result.localization)
            for step in result.chain {
                print("  \(step.candidate): \(step.reason)\(step.match.map { " → \($0)" } ?? "")")
            }
        }
    }
}
