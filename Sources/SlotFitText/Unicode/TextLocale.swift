import CICU

/// A locale as the text engine needs it: canonical tag, script and direction,
/// resolved through ICU with CLDR likely subtags.
public struct TextLocale: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The canonical BCP 47 tag of the input, e.g. "zh-Hant-HK".
    public let identifier: String
    /// ICU's locale id for the tag, e.g. "zh_Hant_HK".
    let icuIdentifier: String
    /// The language subtag, e.g. "zh".
    public let language: String
    /// The script, given or likely, e.g. "Hant".
    public let script: String
    /// The region, given or likely, e.g. "HK".
    public let region: String
    /// `false` when CLDR knows nothing of the language: SlotFit then lays the
    /// text out with the root locale's rules.
    public let isKnown: Bool

    /// Parses a BCP 47 tag (or an ICU locale id such as "pt_BR").
    ///
    /// - Throws: `SlotFitError.locale` when the input is not well formed.
    public init(_ tag: String) throws {
        let trimmed = tag.trimmingWhitespace
        let bcp47 = trimmed.replacingUnderscores
        guard !bcp47.isEmpty, bcp47.utf8.count < 128,
              bcp47.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") })
        else {
            throw SlotFitError(.locale, "\"\(tag)\" is not a locale identifier; use a BCP 47 tag such as \"en\", \"de-CH\", \"zh-Hant-HK\" or \"ar-EG\"")
        }
        var parsed: Int32 = 0
        // `und` (and `und-…` with only a script or region) is BCP 47's
        // undetermined language: ICU's root locale, whose id is empty.
        let undetermined = bcp47.lowercased() == "und" || bcp47.lowercased().hasPrefix("und-")
        guard let icu = ICU.string({ sf_locale_for_tag(bcp47, $0, $1, &parsed, &$2) }),
              Int(parsed) == bcp47.utf8.count, !icu.isEmpty || undetermined
        else {
            throw SlotFitError(.locale, "\"\(tag)\" is not a well-formed BCP 47 tag (ICU read only \"\(bcp47.prefix(Int(max(parsed, 0))))\"); use a tag such as \"en\", \"pt-BR\" or \"sr-Latn\"")
        }
        if icu.isEmpty || icu.hasPrefix("_") {
            // The root locale (with a script or region at most): no language rules.
            self.identifier = "und"; self.icuIdentifier = ""; self.language = "und"
            self.script = ""; self.region = ""; self.isKnown = false
            self.isRightToLeft = false
            return
        }
        let maximized = ICU.string { sf_locale_add_likely(icu, $0, $1, &$2) } ?? icu
        let parts = maximized.split(separator: "@").first.map(String.init)?.split(separator: "_").map(String.init) ?? []
        self.icuIdentifier = icu
        self.identifier = ICU.string { sf_locale_to_tag(icu, $0, $1, &$2) } ?? bcp47
        self.language = parts.first ?? "und"
        self.script = parts.count > 1 && parts[1].count == 4 ? parts[1] : ""
        self.region = parts.dropFirst().first(where: { $0.count == 2 || $0.count == 3 && $0.allSatisfy(\.isNumber) }) ?? ""
        self.isKnown = !script.isEmpty
        self.isRightToLeft = sf_locale_is_rtl(icu) != 0
    }

    /// The root locale: no language rules.
    public static let root = TextLocale(rootLocale: ())

    /// The ICU locale line breaking uses: Japanese with ICU's `lb=strict`
    /// tailoring — no line starts with a small kana (ぁ ゃ っ ァ ャ ッ…), the
    /// prolonged sound mark ー or an iteration mark, the kinsoku rule of
    /// Japanese typesetting (W3C JLReq §3.1.7, JIS X 4051) that Apple's
    /// Japanese text follows — and every other language with its own
    /// default rules (UAX #14 with ICU's tailorings and dictionaries: Thai,
    /// Lao, Khmer and Burmese break between dictionary words). **Assumed**:
    /// Apple documents no line-break strictness; Chinese keeps ICU's
    /// `normal` default, whose rules already keep closing punctuation off
    /// line starts.
    var lineBreakIdentifier: String {
        guard language == "ja", !icuIdentifier.contains("@") else { return icuIdentifier }
        return icuIdentifier + "@lb=strict"
    }

    private init(rootLocale: Void) {
        identifier = "und"; icuIdentifier = ""; language = "und"; script = ""; region = ""; isKnown = false
        isRightToLeft = false
    }

    /// `true` when the locale's script is written right to left
    /// (ar, he, fa, ur, ps, yi, dv, ckb, syr, …): ICU's answer, asked once
    /// (every layout reads it, and ICU looks the likely script up again).
    package let isRightToLeft: Bool

    /// The layout direction a view in this locale gets by default.
    public var layoutDirection: LayoutDirection { isRightToLeft ? .rightToLeft : .leftToRight }

    public var description: String { identifier }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    public init(from decoder: Decoder) throws {
        try self.init(try decoder.singleValueContainer().decode(String.self))
    }
}

extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    var replacingUnderscores: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "_" ? "-" : $0 }))
    }
}
