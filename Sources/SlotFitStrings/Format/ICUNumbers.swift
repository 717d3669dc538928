import CICU
import Synchronization

/// Numbers and plural categories through ICU, in the locale's numbering
/// system (Arabic-Indic digits for ar-EG, Latin for ar-MA; `@numbers=latn`
/// forces Latin).
package enum ICUNumbers {
    /// A formatted number and the plural category CLDR gives the formatted
    /// text (so "1.0" and "1" may differ).
    package struct Formatted: Sendable, Hashable {
        package var text: String
        package var category: PluralCategory
    }

    /// Formats `value` with an ICU number skeleton (`precision-integer`,
    /// `.0`, `scientific`, `integer-width/*00 group-off`, …).
    package static func format(_ value: Double, skeleton: String, locale: String) throws -> Formatted {
        let key = CacheKey(value: value, skeleton: skeleton, locale: locale)
        if let known = formatted.withLock({ $0[key] }) { return known }
        let result = try formatUncached(value, skeleton: skeleton, locale: locale)
        formatted.withLock { table in
            if table.count > 50_000 { table.removeAll(keepingCapacity: true) }
            table[key] = result
        }
        return result
    }

    private struct CacheKey: Hashable { var value: Double; var skeleton: String; var locale: String }
    /// Formatting opens an ICU formatter and plural rules: timers format the
    /// same few numbers again and again, so results are remembered.
    private static let formatted = Mutex<[CacheKey: Formatted]>([:])

    private static func formatUncached(_ value: Double, skeleton: String, locale: String) throws -> Formatted {
        // A formatter (and the locale's plural rules) kept per skeleton and
        // locale, not opened per value.
        do {
            return try ValueFormatter.numberFormatter(skeleton: skeleton, locale: locale).format(value)
        } catch let error as SlotFitError {
            throw SlotFitError(.icu, "ICU cannot format \(value) with skeleton \"\(skeleton)\" in \"\(locale)\": \(error.problem)")
        }
    }

    /// The plural categories CLDR defines for `locale`.
    package static func categories(locale: String) -> Set<PluralCategory> {
        var buffer = [CChar](repeating: 0, count: 64)
        var status: Int32 = 0
        _ = sf_plural_keywords(icuID(locale), &buffer, 64, &status)
        guard status <= 0 else { return [.other] }
        return Set(String(nulTerminated: buffer).split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) })
    }

    private static let categoryCache = Mutex<[String: Set<PluralCategory>]>([:])

    /// `categories(locale:)`, remembered per locale.
    static func cachedCategories(locale: String) -> Set<PluralCategory> {
        if let known = categoryCache.withLock({ $0[locale] }) { return known }
        let found = categories(locale: locale)
        categoryCache.withLock { $0[locale] = found }
        return found
    }

    /// CLDR's measurement system of a locale.
    package enum MeasurementSystem: String, Sendable, Hashable {
        case metric, us, uk
    }

    /// The measurement system of `locale` after likely subtags ("en" is
    /// en-Latn-US: US; "en-GB": UK; "de": metric), as
    /// `Locale.measurementSystem` gives it.
    package static func measurementSystem(locale: String) -> MeasurementSystem {
        if let known = measurementCache.withLock({ $0[locale] }) { return known }
        let id = ICULocale.maximize(icuID(locale))
        var status: Int32 = 0
        let code = sf_measurement_system(id, &status)
        let system: MeasurementSystem = status > 0 ? .metric : code == 1 ? .us : code == 2 ? .uk : .metric
        measurementCache.withLock { $0[locale] = system }
        return system
    }

    /// Conditions ask for it at every view: remembered per locale.
    private static let measurementCache = Mutex<[String: MeasurementSystem]>([:])

    /// BCP 47 (with `@numbers=latn` or `-u-nu-latn`) to an ICU locale id.
    static func icuID(_ locale: String) -> String {
        var base = locale
        var keywords = ""
        if let at = locale.firstIndex(of: "@") {
            base = String(locale[..<at])
            keywords = String(locale[at...])
        }
        return (ICULocale.canonical(base) ?? base) + keywords
    }
}
