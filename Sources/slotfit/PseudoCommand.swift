import ArgumentParser
import Foundation
import SlotFitStrings

/// `slotfit strings pseudo`.
struct PseudoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Add a pseudo-localization (accented and longer, double length, or right to left) to a catalog.",
        discussion: "Without --in-place the new catalog is printed; with it, the file is rewritten atomically in Xcode's serialization."
    )

    @Argument(help: "The .xcstrings catalog.")
    var file: String
    @Option(help: "accented (en-XA), double (en-XD) or rtl (ar-XB); repeat for several.")
    var mode: [String] = ["accented"]
    @Option(help: "The locale to add (default: the mode's; only with one --mode).")
    var locale: String?
    @Flag(name: .customLong("in-place"), help: "Rewrite the file.")
    var inPlace = false

    func run() throws {
        let modes = try mode.map { name -> Pseudolocalizer.Mode in
            guard let parsed = Pseudolocalizer.Mode(rawValue: name) else {
                throw CLIError("mode \"\(name)\" is not one of \(Pseudolocalizer.Mode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return parsed
        }
        if locale != nil && modes.count > 1 { throw CLIError("--locale names one pseudo-locale; give one --mode with it") }
        var catalog = try StringCatalog.read(xcstrings: file)
        for mode in modes { catalog = Pseudolocalizer(mode: mode).adding(to: catalog, locale: locale) }
        if inPlace {
            try AtomicFile.write(catalog.xcstringsData(), to: file)
        } else {
            print(String(decoding: catalog.xcstringsData(), as: UTF8.self))
        }
    }
}
