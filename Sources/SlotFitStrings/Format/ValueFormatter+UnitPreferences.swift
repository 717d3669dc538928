/// The region a measurement's usage follows. ICU picks the preferred unit
/// (`usage/road`: mi, ft in the US; mi, yd in the UK; km, m in Germany) by
/// the locale's region and, without one, takes CLDR's world default ("001":
/// km), so a bare `en` would show "5.2 km". Foundation reads a locale
/// without a region through its likely region (`en` is en-Latn-US, whose
/// `Locale.measurementSystem` is `.us`), so the region comes from CLDR's
/// likely subtags and reaches ICU as the `rg` keyword: it changes the
/// supplemental data (units, measurement system) and nothing else, so digits
/// and symbols stay the language's own.
extension ValueFormatter {
    /// `locale` as an ICU id whose unit preferences follow its region: the
    /// id itself when it names a region, else with `rg=<likely region>zzzz`.
    static func unitPreferenceLocale(_ locale: String) -> String {
        let id = ICUNumbers.icuID(locale)
        let base = id.split(separator: "@", maxSplits: 1).first.map(String.init) ?? id
        if region(of: base) != nil || id.contains("rg=") { return id }
        guard let likely = region(of: ICULocale.maximize(base)), likely.count == 2 else { return id }
        return id + (id.contains("@") ? ";" : "@") + "rg=\(likely.lowercased())zzzz"
    }

    /// The region subtag of an ICU id (`en_Latn_US` → `US`, `es_419` → `419`).
    static func region(of id: String) -> String? {
        for part in id.split(separator: "_").dropFirst() {
            if part.count == 2, part.allSatisfy({ $0.isASCII && $0.isUppercase }) { return String(part) }
            if part.count == 3, part.allSatisfy({ $0.isASCII && $0.isNumber }) { return String(part) }
        }
        return nil
    }
}
