import ArgumentParser
import Foundation
import SlotFitText

/// `slotfit fonts`: which files the profile measures with, and how its Latin
/// face compares with San Francisco.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Show the font profile's files per script and its Latin width against San Francisco."
    )

    @Option(help: "The locale whose fallback chains to show (Han differs by locale).")
    var locale: String = "en"
    @Option(help: ArgumentHelp("Scripts to show, as ISO 15924 codes.", valueName: "codes"))
    var scripts: [String] = ["Latn", "Grek", "Cyrl", "Arab", "Hebr", "Deva", "Beng", "Taml", "Thai", "Hang", "Hira", "Hani", "Zsye"]
    @Option(help: ArgumentHelp("Also report the Latin width of these font files.", valueName: "file"))
    var compare: [String] = []
    @OptionGroup var profile: ProfileOption

    func run() throws {
        let engine = try profile.engine()
        print("profile \(engine.profile.name)\(engine.profile.note.map { ": \($0)" } ?? "")")
        for script in scripts {
            let chain = try engine.fallbackChain(script: script, locale: locale)
            guard let first = chain.first else { continue }
            print("  \(script.padding(toLength: 5, withPad: " ", startingAt: 0)) \(first.family) \(first.style) (\(first.version)) \(first.file)#\(first.faceIndex) sha256 \(first.sha256.prefix(16))…")
        }
        var reports = [try engine.latinWidthReport()]
        for path in compare { reports.append(try engine.latinWidthReport(path: path)) }
        print("Latin width (frequency-weighted average advance of a–z and space; San Francisco \(Int(LatinWidthReport.sanFrancisco2048))/2048 em):")
        for report in reports {
            print(String(format: "  %@ %@: %.1f/2048 em, %.3f× San Francisco", report.font.family, report.font.style,
                         report.averageAdvance2048, report.ratioToSanFrancisco))
        }
        print("Margin against San Francisco by text style (average advance per character with each one's tracking at that size; ≥ means SF draws its narrower Display cut there):")
        for margin in try engine.sanFranciscoMargins() {
            print(String(format: "  %@ %4.0f pt  %.3f pt vs SF %.3f pt  %@%.3f×", margin.style.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0),
                         margin.size, margin.profileAdvance, margin.sanFranciscoAdvance, margin.isLowerBound ? "≥" : " ", margin.ratio))
        }
    }
}
