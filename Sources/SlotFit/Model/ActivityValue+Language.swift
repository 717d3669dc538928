import SlotFitText

extension ActivityValue {
    /// The form of a per-language value (`byLanguage`) a localization
    /// shows: its own tag, then the tag without its last subtag
    /// (`zh-Hant-TW` → `zh-Hant` → `zh`), as a bundle falls back from a
    /// region to its language; `nil` when it has none. Any other value is
    /// the same in every language and is returned as it is.
    public func form(for localization: String) -> ActivityValue? {
        guard case .byLanguage(let forms) = self else { return self }
        var byTag: [String: ActivityValue] = [:]
        for (tag, value) in forms { byTag[Self.normalizedTag(tag)] = value }
        var tag = Self.normalizedTag(localization)
        while !tag.isEmpty {
            if let value = byTag[tag] { return value }
            guard let dash = tag.lastIndex(of: "-") else { break }
            tag = String(tag[..<dash])
        }
        return nil
    }

    /// Whether a text written as a language tag (`en`, `ar`, `pt-BR`,
    /// `zh-Hant`, `es_419`) can key a per-language value: a 2–3 letter
    /// language, then subtags of 2–8 letters or digits.
    public static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// A tag compared case-insensitively, `_` read as `-`.
    static func normalizedTag(_ tag: String) -> String {
        tag.replacingOccurrences(of: "_", with: "-").lowercased()
    }

    /// The language of a tag (`pt-BR` → `pt`), lowercased.
    static func language(of tag: String) -> String {
        String(normalizedTag(tag).prefix { $0 != "-" })
    }
}
