import ArgumentParser
import Foundation
import SlotFitStrings

/// `slotfit strings format`.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Show a key as a device would: device variation, ICU plural, substitutions, localized digits."
    )

    @Argument(help: "The catalog key.")
    var key: String
    @Option(help: "The catalog in any form: .xcstrings, .strings, .stringsdict, an .lproj folder or a folder of them.")
    var catalog: String
    @Option(help: "The table (Xcode's tableName); default: the only one, else Localizable.")
    var table: String?
    @Option(help: "The localization (see slotfit strings resolve).")
    var locale: String
    @Option(name: .customLong("arg"), help: "An argument (repeat in order): an integer, a decimal with a dot, or a string.")
    var arguments: [String] = []
    @Option(help: "iphone, ipad, mac, applewatch, … (variations.device).")
    var device: String = "iphone"
    @Option(name: .customLong("number-locale"), help: "The locale whose digits numbers use, e.g. ar@numbers=latn (default: --locale).")
    var numberLocale: String?
    @Option(name: .customLong("source-language"), help: "The development language of .lproj folders.")
    var sourceLanguage: String = "en"

    func run() throws {
        guard let kind = DeviceKind(rawValue: device) else {
            throw CLIError("device \"\(device)\" is not one of \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let parsed = try loadCatalog(catalog, table: table, sourceLanguage: sourceLanguage)
        print(try parsed.format(key: key, localization: locale, arguments: arguments.map(FormatArgument.init(parsing:)),
                                device: kind, numberLocale: numberLocale))
    }
}
