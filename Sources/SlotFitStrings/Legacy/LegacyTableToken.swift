/// An `.lproj` table as `StringTables.read` made it: the folder read, the
/// table's name and development language, and its files. A catalog that
/// carries one records its lookups in `CatalogReadLog`, and `check`'s
/// result cache reads the table again the same way to compare what a
/// render read of it.
package final class LegacyTableToken: Sendable {
    /// The path `StringTables.read` was given.
    package let root: String
    /// The table's name (`Localizable`).
    package let name: String
    /// The development language it was read under.
    package let sourceLanguage: String
    /// Its `.strings` and `.stringsdict` files, sorted.
    package let files: [String]

    package init(root: String, name: String, sourceLanguage: String, files: [String]) {
        self.root = root
        self.name = name
        self.sourceLanguage = sourceLanguage
        self.files = files
    }

    /// The table's identity in the log.
    package var id: String { "table\u{0}\(root)\u{0}\(name)\u{0}\(sourceLanguage)" }
}
