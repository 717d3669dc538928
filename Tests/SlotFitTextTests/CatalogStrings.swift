import Foundation

/// The sample catalogs' strings (`Localizations/*.xcstrings`): real
/// translations in every localization, for tests that lay out many texts.
enum CatalogStrings {
    /// Every translated value of `Localizations/*.xcstrings`, with its locale.
    static func all() throws -> [(locale: String, text: String)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Localizations").standardized
        var found: [(String, String)] = []
        func collect(_ value: Any, locale: String) {
            if let object = value as? [String: Any] {
                if let unit = object["stringUnit"] as? [String: Any], let text = unit["value"] as? String { found.append((locale, text)) }
                for (key, child) in object where key != "stringUnit" { collect(child, locale: locale) }
            }
        }
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".xcstrings") {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(file))) as! [String: Any]
            for (_, entry) in (json["strings"] as? [String: Any] ?? [:]) {
                for (locale, value) in ((entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]) { collect(value, locale: locale) }
            }
        }
        return found.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }
}
