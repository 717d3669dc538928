import ArgumentParser
import Foundation
import SlotFit
import SlotFitImport

/// `slotfit import PATH…`: what SlotFit finds in a widget extension's Swift
/// source — each `ActivityConfiguration(for:)` with the presentations it
/// builds, and each `ActivityAttributes` type with its fields and its
/// `ContentState`'s (the first step of reading a team's own views).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "List the Live Activities a widget extension's Swift source declares: configurations, presentations, attributes and ContentState fields."
    )

    @Argument(help: ArgumentHelp("Swift files or folders (the widget extension).", valueName: "path"))
    var paths: [String]

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, yaml }
    @Option(help: "text (what was found), json (per activity: constructs, understood, approximated; the inventory) or yaml (the equivalent manifests).")
    var format: Format = .text

    func run() throws {
        let inventory: SourceInventory
        inventory = try SourceInventory(paths: paths, relativeTo: FileManager.default.currentDirectoryPath)
        let imported = inventory.importActivities()
        for warning in imported.reports.flatMap(\.unresolvedNames) { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        switch format {
        case .yaml:
            // One manifest per activity, as YAML documents; what was
            // approximated as comments above each.
            // Searched within the folder import runs in: the folder above a
            // source of "." is outside it ("/tmp" held a stranger's tables).
            let catalog = SourceProject.findCatalog(near: paths, within: FileManager.default.currentDirectoryPath)
            for (index, (activity, report)) in zip(imported.activities, imported.reports).enumerated() {
                var manifest = activity
                manifest.catalog = catalog
                if index > 0 { print("---") }
                print("# \(report.name), read from \(report.file):\(report.line): \(report.understood) constructs understood, \(report.approximated.count) approximated")
                for approximation in report.approximated {
                    print("#   \(approximation.location): \(approximation.construct) → \(approximation.assumed)")
                }
                do {
                    print(try ManifestWriter.yaml(manifest), terminator: "")
                } catch {
                    throw CLIError("\(report.file): cannot write \(report.name) as YAML: \(error)")
                }
            }
        case .json:
            // Per activity what was understood and approximated, then the
            // inventory the views were read against.
            struct Output: Encodable {
                var activities: [ActivityImport]
                var inventory: SourceInventory
                var approximated: [Approximation]
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(Output(activities: imported.reports, inventory: inventory, approximated: imported.approximations)), as: UTF8.self))
        case .text:
            print("\(inventory.files.count) Swift file\(inventory.files.count == 1 ? "" : "s"), \(inventory.configurations.count) Live Activit\(inventory.configurations.count == 1 ? "y" : "ies")")
            for configuration in inventory.configurations {
                print("ActivityConfiguration(for: \(configuration.attributes).self) at \(configuration.location)")
                print("  presentations: \(configuration.presentations.joined(separator: ", "))")
                if !configuration.modifiers.isEmpty { print("  modifiers: \(configuration.modifiers.joined(separator: ", "))") }
                if let attributes = inventory.attributes.first(where: { $0.name == configuration.attributes }) {
                    func list(_ fields: [SourceInventory.Field]) -> String {
                        fields.map { "\($0.name): \($0.type)\($0.isOptional ? "?" : "")" }.joined(separator: ", ")
                    }
                    print("  attributes (\(attributes.location)): \(list(attributes.fields))")
                    print("  ContentState: \(list(attributes.stateFields))")
                    let samples = inventory.resolvedSamples.filter { $0.attributes == attributes.name }
                    if !samples.isEmpty {
                        print("  sample states: \(samples.map { "\($0.name) (\($0.location))" }.joined(separator: ", "))")
                    }
                } else {
                    print("  attributes: \(configuration.attributes) is not declared in these files; add the file that declares it")
                }
            }
            for report in imported.reports {
                print("\(report.name): \(report.counts)\(report.needs.isEmpty ? "" : "; needs sample values for \(report.needs.joined(separator: ", "))")")
            }
            // What SlotFit could not compute, ready to paste into slotfit.yml.
            let standIns = Dictionary(imported.activities.flatMap { $0.assumed.values }.map { ($0.expression, $0) }, uniquingKeysWith: { first, _ in first })
            // The value each placeholder holds tells the form to give.
            var placeholders: [String: ActivityValue] = [:]
            for activity in imported.activities {
                for (field, standIn) in activity.assumed where placeholders[standIn.expression] == nil {
                    placeholders[standIn.expression] = activity.states.lazy.compactMap { $0.fields[field] }.first
                }
            }
            if !standIns.isEmpty {
                print("texts on these are not checked; give them samples in slotfit.yml (one value, or a list: a variant of each state per value; the forms: docs/IMPORT.md, \"Every form a value takes\"):")
                print("values:")
                for (expression, standIn) in standIns.sorted(by: { $0.key < $1.key }) {
                    print("  \(Self.yamlKey(expression)): []   # \(standIn.location.isKnown ? "\(standIn.location): " : "")\(standIn.reason); \(standIn.form ?? Self.form(of: placeholders[expression] ?? nil))")
                }
            }
            // Constructs approximated (the count in each activity's line),
            // then the fields no sample sets (placeholders, its "needs").
            let constructs = imported.approximations.filter { !$0.isSample }, unset = imported.approximations.filter(\.isSample)
            for (title, list) in [("approximated", constructs), ("placeholders for values no sample sets", unset)] where !list.isEmpty {
                print("\(title) (\(list.count)):")
                for approximation in list {
                    print("  \(approximation.location): \(approximation.construct) → \(approximation.assumed)")
                }
            }
        }
    }

    /// A YAML mapping key for an expression: double-quoted, escaped.
    static func yamlKey(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The forms a `values:` entry takes, by the placeholder's kind.
    static func form(of placeholder: ActivityValue?) -> String {
        switch placeholder {
        case .number(let n)? where n >= EnvironmentValue.datesFrom:
            return "a date: $now + 4m, \"2026-06-03T09:45:00Z\", or a list of them"
        case .number?: return "a number, or a list: [3, 12]"
        case .bool?: return "true or false"
        case .list?: return "a list of strings: [[\"a\", \"b\"]]"
        default: return "a string, a list, {en: …, ar: …} per language, or {same: true, values: […]} for data sent unchanged"
        }
    }
}
