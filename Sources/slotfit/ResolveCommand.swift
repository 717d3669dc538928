import ArgumentParser
import Foundation
import SlotFitStrings

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
