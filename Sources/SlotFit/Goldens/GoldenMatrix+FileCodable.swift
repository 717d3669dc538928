import Foundation

/// A rendered golden file as `check`'s result cache keeps it between runs:
/// everything a check compares and reports, the golden value read again
/// from its text. What only the rules of the render itself use (each
/// text's verdict entry, the activity's ignores) has done its work by then
/// and is not kept; the cases and places go in columns
/// (`GoldenMatrix+FileColumns.swift`).
extension GoldenMatrix.File: Codable {
    private enum CodingKeys: String, CodingKey {
        case path, contents, manifest, catalog, cases, locale, sourceLanguage, pictures, findings
        case keyPlaces, textPlaces, caseSeconds, activity, localization, texts, unverifiedTexts, neverShown
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var findings = try container.nestedUnkeyedContainer(forKey: .findings)
        var seconds = try container.nestedUnkeyedContainer(forKey: .caseSeconds)
        self.init(path: try container.decode(String.self, forKey: .path), contents: try container.decode(String.self, forKey: .contents),
                  findings: try Self.items(CheckFinding.self, in: &findings), manifest: try container.decode(String.self, forKey: .manifest),
                  catalog: try container.decodeIfPresent(String.self, forKey: .catalog), cases: try container.decode(CaseColumns.self, forKey: .cases).cases(),
                  locale: try container.decode(String.self, forKey: .locale), sourceLanguage: try container.decode(String.self, forKey: .sourceLanguage))
        pictures = try container.decode([String: String].self, forKey: .pictures)
        keyPlaces = try container.decode(PlaceColumns.self, forKey: .keyPlaces).dictionary()
        textPlaces = try container.decode(PlaceColumns.self, forKey: .textPlaces).dictionary()
        caseSeconds = try Self.items(Double.self, in: &seconds)
        activity = try container.decode(String.self, forKey: .activity)
        localization = try container.decode(String.self, forKey: .localization)
        texts = try container.decode(Int.self, forKey: .texts)
        unverifiedTexts = try container.decode(Int.self, forKey: .unverifiedTexts)
        neverShown = Set(try container.decode(PlaceColumns.self, forKey: .neverShown).places().map(\.1))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(contents, forKey: .contents)
        try container.encode(manifest, forKey: .manifest)
        try container.encodeIfPresent(catalog, forKey: .catalog)
        try container.encode(CaseColumns(cases), forKey: .cases)
        try container.encode(locale, forKey: .locale)
        try container.encode(sourceLanguage, forKey: .sourceLanguage)
        try container.encode(pictures, forKey: .pictures)
        try container.encode(findings, forKey: .findings)
        try container.encode(PlaceColumns(keyPlaces.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }), forKey: .keyPlaces)
        try container.encode(PlaceColumns(textPlaces.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }), forKey: .textPlaces)
        try container.encode(caseSeconds, forKey: .caseSeconds)
        try container.encode(activity, forKey: .activity)
        try container.encode(localization, forKey: .localization)
        try container.encode(texts, forKey: .texts)
        try container.encode(unverifiedTexts, forKey: .unverifiedTexts)
        try container.encode(PlaceColumns(neverShown.sorted().map { ("", $0) }), forKey: .neverShown)
    }
}
