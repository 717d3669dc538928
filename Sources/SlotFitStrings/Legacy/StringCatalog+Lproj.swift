import Foundation

extension StringCatalog {
    /// Reads a table (`Localizable` by default) from every `*.lproj` folder
    /// in `directory`: `.strings` and `.stringsdict` files, into one catalog
    /// (`.stringsdict` entries win over `.strings` ones with the same key).
    /// `Base.lproj` counts as the source language.
    public static func read(lprojIn directory: String, table: String = "Localizable", sourceLanguage: String) throws -> StringCatalog {
        let folders: [String]
        do {
            folders = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".lproj") }.sorted()
        } catch {
            throw StringsError(.io, "cannot list \"\(directory)\": \(error.localizedDescription); pass the folder that holds the .lproj folders")
        }
        guard !folders.isEmpty else { throw StringsError(.io, "\"\(directory)\" has no .lproj folders") }
        var catalog = StringCatalog(sourceLanguage: sourceLanguage)
        for folder in folders {
            let localization = folder == "Base.lproj" ? sourceLanguage : String(folder.dropLast(6))
            let base = (directory as NSString).appendingPathComponent(folder)
            let stringsPath = (base as NSString).appendingPathComponent("\(table).strings")
            if let data = FileManager.default.contents(atPath: stringsPath) {
                for entry in try StringsFileParser.parse(Array(data), source: stringsPath) {
                    var item = catalog.entries[entry.key] ?? CatalogEntry(localizations: [:])
                    item.localizations![localization] = .translated(entry.value)
                    // The source language's comment is the one translators read.
                    if let comment = entry.comment, item.comment == nil || localization == sourceLanguage { item.comment = comment }
                    catalog.entries[entry.key] = item
                }
            }
            let dictPath = (base as NSString).appendingPathComponent("\(table).stringsdict")
            if let data = FileManager.default.contents(atPath: dictPath) {
                for (key, value) in try StringsDictReader.values(Array(data), source: dictPath) {
                    catalog.entries[key, default: CatalogEntry(localizations: [:])].localizations![localization] = value
                }
            }
        }
        return catalog
    }
}
