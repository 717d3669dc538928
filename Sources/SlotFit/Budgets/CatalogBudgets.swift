import Foundation
import SlotFitStrings

/// Width budgets written into a `.xcstrings` catalog's comments (opt-in:
/// `slotfit budgets export Catalog.xcstrings --into-comments`), where
/// Xcode shows them to whoever translates in the catalog editor: each key a
/// Live Activity view shows gets `[SlotFit: fits 52.3 pt at 11 pt …]` after
/// its own comment (replacing the one a previous export wrote). The file is
/// written back in Xcode's serialization, so only those comments change —
/// and only when it was in Xcode's serialization to begin with.
package enum CatalogBudgets {
    /// The mark that opens the comment's SlotFit part.
    static let mark = "[SlotFit: "

    /// The catalog's bytes with the budgets of `table`'s keys in their
    /// comments, and how many keys were given one.
    ///
    /// - Throws: `SlotFitError` when the file is not in Xcode's
    ///   serialization (writing it back would change other bytes), naming
    ///   the fix.
    package static func export(_ bytes: [UInt8], path: String, table: String, budgets: [KeyBudget]) throws -> (bytes: [UInt8], annotated: Int) {
        var catalog = try StringCatalog(xcstrings: bytes, source: path)
        guard catalog.xcstringsData() == bytes else {
            throw SlotFitError(.format, "not in Xcode's serialization, so writing the budgets into its comments would change other bytes too; run slotfit strings normalize \(path) first (or open and save it in Xcode), then export again",
                               at: SourceLocation(file: path))
        }
        var annotated = 0
        for budget in budgets where budget.table == table {
            guard var entry = catalog.entries[budget.key] else { continue }
            let own = entry.comment.map { comment -> String in
                guard let range = comment.range(of: mark) else { return comment }
                return String(comment[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
            } ?? ""
            let note = mark + XLIFFBudgets.note(budget, targetLanguage: nil).replacingOccurrences(of: "SlotFit: ", with: "") + "]"
            entry.comment = own.isEmpty ? note : own + " " + note
            catalog.entries[budget.key] = entry
            annotated += 1
        }
        return (catalog.xcstringsData(), annotated)
    }
}
