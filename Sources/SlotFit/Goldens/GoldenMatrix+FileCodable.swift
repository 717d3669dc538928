import Foundation

/// A rendered golden file as `check`'s result cache keeps it between runs:
/// everything a check compares and reports, the golden value read again
/// from its text. What only the rules of the render itself use (each
/// text's verdict entry, the activity's ignores) has done its work by then
/// and is not kept.
extension GoldenMatrix.File: Codable {
    private enum CodingKeys: String, CodingKey {
        case path, contents, manifest, catalog, cases, locale, sourceLanguage, pictures, findings
        case keyPlaces, textPlaces, caseSeconds, activity, localization, texts, unverifiedTexts, neverShown
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(path: try container.decode(String.self, forKey: .path), contents: try container.decode(String.self, forKey: .contents),
                  findings: try container.decode([CheckFinding].self, forKey: .findings), manifest: try container.decode(String.self, forKey: .manifest),
                  catalog: try container.decodeIfPresent(String.self, forKey: .catalog), cases: try container.decode([GoldenCase].self, forKey: .cases),
                  locale: try container.decode(String.self, forKey: .locale), sourceLanguage: try container.decode(String.self, forKey: .sourceLanguage))
        pictures = try container.decode([String: String].self, forKey: .pictures)
        keyPlaces = try container.decode([String: SourceLocation].self, forKey: .keyPlaces)
        textPlaces = try container.decode([String: SourceLocation].self, forKey: .textPlaces)
        caseSeconds = try container.decode([Double].self, forKey: .caseSeconds)
        activity = try container.decode(String.self, forKey: .activity)
        localization = try container.decode(String.self, forKey: .localization)
        texts = try container.decode(Int.self, forKey: .texts)
        unverifiedTexts = try container.decode(Int.self, forKey: .unverifiedTexts)
        neverShown = try container.decode(Set<SourceLocation>.self, forKey: .neverShown)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(contents, forKey: .contents)
        try container.encode(manifest, forKey: .manifest)
        try container.encodeIfPresent(catalog, forKey: .catalog)
        try container.encode(cases, forKey: .cases)
        try container.encode(locale, forKey: .locale)
        try container.encode(sourceLanguage, forKey: .sourceLanguage)
        try container.encode(pictures, forKey: .pictures)
        try container.encode(findings, forKey: .findings)
        try container.encode(keyPlaces, forKey: .keyPlaces)
        try container.encode(textPlaces, forKey: .textPlaces)
        try container.encode(caseSeconds, forKey: .caseSeconds)
        try container.encode(activity, forKey: .activity)
        try container.encode(localization, forKey: .localization)
        try container.encode(texts, forKey: .texts)
        try container.encode(unverifiedTexts, forKey: .unverifiedTexts)
        try container.encode(neverShown.sorted(), forKey: .neverShown)
    }
}
