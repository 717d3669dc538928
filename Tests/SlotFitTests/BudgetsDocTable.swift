import Foundation

/// The rows of docs/BUDGETS.md's tables whose first cell is an iPhone id,
/// split into cells: what the device and geometry tests compare with the
/// code, row by row.
enum BudgetsDocTable {
    static func rows(cellCount: Int) throws -> [[String]] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/BUDGETS.md").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n").filter { $0.hasPrefix("| iphone-") }
            .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
            .filter { $0.count == cellCount }
    }
}
