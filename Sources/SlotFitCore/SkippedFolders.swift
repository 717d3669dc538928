/// The folders no SlotFit walk descends into, one list for all of them
/// (the importer's discovery and inventory, the string-table search, the
/// reports' source lookups): hidden folders (`.git`, `.build`, `.swiftpm`),
/// build products and dependency managers' checkouts, and SlotFit's own
/// goldens, none of which holds an app's sources or tables.
package enum SkippedFolders {
    /// The names skipped besides hidden folders.
    package static let names: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build", "golden"]

    /// Whether a walk skips a folder named `name`.
    package static func skips(_ name: String) -> Bool {
        name.hasPrefix(".") || names.contains(name)
    }
}
