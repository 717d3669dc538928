/// Codes people write for a language that are a country's or an old
/// code's: `jp` for Japanese (ja), `cn` for Chinese. ICU parses them as
/// well-formed tags of languages that do not exist, so they are caught here
/// by name, with the language meant.
enum LocaleTypos {
    /// Only codes that are no ISO 639 language: `kr` (Kanuri), `se`
    /// (Northern Sami), `tw` (Twi) and `br` (Breton) are real languages, so
    /// they are left to the catalog check, which suggests the nearest
    /// localization.
    static let table: [String: String] = [
        "jp": "ja", "cn": "zh-Hans", "gr": "el", "dk": "da", "cz": "cs", "ua": "uk", "il": "he", "vn": "vi",
        "ir": "fa", "sp": "es", "us": "en-US", "gb": "en-GB", "en-UK": "en-GB", "jp-JP": "ja-JP", "dk-DK": "da-DK",
        "cz-CZ": "cs-CZ", "gr-GR": "el-GR", "ua-UA": "uk-UA",
    ]

    /// The language meant by `tag`, when it is a known mistake.
    static func suggestion(for tag: String) -> String? {
        let key = tag.replacingOccurrences(of: "_", with: "-")
        return table[key] ?? table.first { $0.key.lowercased() == key.lowercased() }?.value
    }
}
