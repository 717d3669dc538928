import ArgumentParser
import Foundation
import SlotFitStrings

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
