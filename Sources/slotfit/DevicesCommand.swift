import ArgumentParser
import Foundation
import SlotFit

/// `slotfit devices`: the slot budgets SlotFit checks against.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "Print the device classes and their Live Activity slot budgets (points; * marks numbers Apple does not publish)."
    )

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func run() throws {
        if format == .json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(DeviceCatalog.all), as: UTF8.self))
            return
        }
        func cell(_ budget: SlotBudget?) -> String { budget.map(\.description) ?? "—" }
        let header = ["id", "compact leading", "compact trailing", "minimal", "expanded", "Lock Screen / surface"]
        var rows = [header]
        for device in DeviceCatalog.all {
            rows.append([device.id, cell(device.compactLeading), cell(device.compactTrailing), cell(device.minimal),
                         cell(device.expanded), cell(device.lockScreen)])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max()! }
        for row in rows {
            let line = row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }.joined(separator: "  ")
            print(String(line.reversed().drop(while: { $0 == " " }).reversed()))
        }
        print("")
        for device in DeviceCatalog.all where !device.models.isEmpty || !device.notes.isEmpty {
            if !device.models.isEmpty { print("\(device.id): \(device.models.joined(separator: ", "))") }
            for note in device.notes { print("  * \(note)") }
        }
    }
}
