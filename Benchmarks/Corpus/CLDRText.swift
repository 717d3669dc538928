import CICU

/// Real text from ICU's own CLDR data, in every language ICU has: the names
/// of languages, regions, scripts and currencies as each language writes
/// them, and relative-time phrases ("in 3 hours", "5 min. ago",
/// "yesterday"). Translations by CLDR's contributors, read through ICU at
/// run time, nothing committed. A name the language does not have of its
/// own (ICU falls back to the root, or writes the code) is left out.
public enum CLDRText {
    /// Codes whose names are asked: widely used languages, regions, scripts
    /// and currencies (ISO 639, 3166, 15924, 4217).
    static let languages = ["af", "am", "ar", "az", "bg", "bn", "ca", "cs", "cy", "da", "de", "el", "en", "es", "et", "eu", "fa", "fi",
                            "fil", "fr", "ga", "gl", "gu", "ha", "he", "hi", "hr", "hu", "hy", "id", "ig", "is", "it", "ja", "ka", "kk",
                            "km", "kn", "ko", "lo", "lt", "lv", "mk", "ml", "mn", "mr", "ms", "my", "nb", "ne", "nl", "pa", "pl", "pt",
                            "ro", "ru", "si", "sk", "sl", "sq", "sr", "sv", "sw", "ta", "te", "th", "tr", "uk", "ur", "uz", "vi", "yo",
                            "zh", "zu"]
    static let regions = ["AE", "AR", "AT", "AU", "BD", "BE", "BR", "CA", "CH", "CL", "CN", "CO", "CZ", "DE", "DK", "EG", "ES", "ET",
                          "FI", "FR", "GB", "GR", "HK", "HU", "ID", "IE", "IL", "IN", "IR", "IT", "JP", "KE", "KR", "MA", "MX", "MY",
                          "NG", "NL", "NO", "NZ", "PE", "PH", "PK", "PL", "PT", "RO", "RU", "SA", "SE", "SG", "TH", "TR", "TW", "UA",
                          "US", "VN", "ZA"]
    static let scripts = ["Arab", "Armn", "Beng", "Cyrl", "Deva", "Ethi", "Geor", "Grek", "Gujr", "Hang", "Hans", "Hant", "Hebr",
                          "Jpan", "Khmr", "Knda", "Latn", "Mlym", "Mymr", "Sinh", "Taml", "Telu", "Thai"]
    static let currencies = ["AED", "AUD", "BRL", "CAD", "CHF", "CNY", "CZK", "DKK", "EGP", "EUR", "GBP", "HKD", "IDR", "ILS", "INR",
                             "JPY", "KRW", "MXN", "NOK", "NZD", "PLN", "RUB", "SAR", "SEK", "SGD", "THB", "TRY", "TWD", "UAH", "USD",
                             "VND", "ZAR"]

    /// Each language ICU has data for (locale ids without a region or
    /// variant, as BCP 47 tags), with its distinct texts.
    public static func texts() -> [String: Set<String>] {
        var byLocale: [String: Set<String>] = [:]
        var english: Set<String> = []
        for index in 0..<sf_locale_count() {
            guard let raw = sf_locale_at(index) else { continue }
            let id = String(cString: raw)
            let parts = id.split(separator: "_")
            // A language, or a language and a script ("sr_Latn", "zh_Hant").
            guard parts.count == 1 || (parts.count == 2 && parts[1].count == 4) else { continue }
            let tag = parts.joined(separator: "-")
            let found = names(in: id)
            if id == "en" { english = found }
            if !found.isEmpty { byLocale[tag] = found }
        }
        // A language whose names are English's word for word is ICU
        // falling back, not a translation.
        for (tag, texts) in byLocale where tag != "en" {
            let own = texts.subtracting(english)
            byLocale[tag] = own.count >= 20 ? own : nil
        }
        return byLocale
    }

    /// The names and phrases of one locale id.
    package static func names(in locale: String) -> Set<String> {
        var texts: Set<String> = []
        var buffer = [UInt16](repeating: 0, count: 256)
        func add(_ length: Int32, _ status: Int32, code: String) {
            // Errors (> 0) and "the root's" (U_USING_DEFAULT_WARNING, -127) are not the language's own.
            guard status <= 0, status != -127, length > 0, length < 256 else { return }
            let text = String(decoding: buffer[0..<Int(length)], as: UTF16.self)
            if text != code && !text.isEmpty { texts.insert(text) }
        }
        for (kind, codes) in [(Int32(0), languages), (1, regions), (2, scripts), (3, currencies)] {
            for code in codes {
                var status: Int32 = 0
                let length = sf_display_name(kind, code, locale, &buffer, 256, &status)
                add(length, status, code: code)
            }
        }
        // Relative time, long and short: words ("yesterday") and numbers.
        for style in Int32(0)...1 {
            var status: Int32 = 0
            guard let formatter = sf_relative_formatter_open(locale, style, &status), status <= 0, status != -127 else { continue }
            defer { sf_relative_formatter_close(formatter) }
            for unit in Int32(2)...7 {
                for (offset, numeric) in [(-1.0, Int32(0)), (1, 0), (-2, 1), (3, 1), (5, 1), (-10, 1), (21, 1)] {
                    var status: Int32 = 0
                    let length = sf_relative_formatter_format(formatter, offset, unit, numeric, &buffer, 256, &status)
                    add(length, status, code: "")
                }
            }
        }
        return texts
    }
}
