import Foundation
import SlotFitStrings

/// Tables that do not parse but that no activity reads. An app keeps many
/// `.strings` tables its Live Activity never opens; one of them being broken
/// says nothing about the activity, so it is a warning, never a stop. A
/// table an activity does read (its own, or one a text names with
/// `table:`) stays a located error.
extension GoldenMatrix {
    /// A table under a catalog path that does not parse and that none of
    /// `activities` reads.
    public struct UnreadBrokenTable: Sendable, Hashable, CustomStringConvertible {
        /// The table's name (`Legal` for `Legal.strings`).
        public var table: String
        /// Why it does not parse, with its file, line and column.
        public var error: SlotFitError

        /// Creates one.
        public init(table: String, error: SlotFitError) { self.table = table; self.error = error }

        /// The line `check` and `render` print after `warning:`.
        public var description: String {
            "\(error.description) — this does not stop the check: no activity reads the table \"\(table)\"; fix it before a text reads it"
        }
    }

    /// The tables under the catalogs of `activities` that do not parse and
    /// that no activity reads, by catalog path and table. `read` is the
    /// tables already read under a path (reused, not read again).
    static func unreadBrokenTables(_ activities: [Activity], read: [String: StringTables]) -> [UnreadBrokenTable] {
        var found = read
        var names: [String: Set<String>] = [:]
        func note(_ path: String, _ table: String?) {
            // The matrix read it under its development language.
            if found[path] == nil { found[path] = read.first { $0.key.hasPrefix(path + "\u{0}") }?.value }
            if found[path] == nil { found[path] = try? StringTables.read(path, sourceLanguage: "en", keepingBrokenTables: true, onDemand: true) }
            guard let tables = found[path] else { return }
            names[path, default: []].insert(tables.resolvedName(table))
        }
        for activity in activities {
            if let path = activity.catalog { note(path, activity.table) }
            for reference in activity.otherTables {
                guard let path = reference.bundle.map({ activity.bundles[$0] }) ?? activity.catalog else { continue }
                note(path, reference.table)
            }
        }
        var result: [UnreadBrokenTable] = []
        for path in names.keys.sorted() {
            guard let tables = found[path] else { continue }
            for (table, error) in tables.broken.sorted(by: { $0.key < $1.key }) where !names[path]!.contains(table) {
                result.append(UnreadBrokenTable(table: table, error: error))
            }
        }
        return result
    }
}
