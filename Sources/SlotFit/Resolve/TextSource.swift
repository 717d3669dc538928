import Foundation
import SlotFitStrings
import SlotFitText

/// The strings of one (activity, state, localization): catalog keys
/// formatted with the state's values, timers as the state shows them, and
/// conditions.
struct TextSource {
    let activity: Activity
    let state: Activity.State
    let catalog: StringCatalog
    /// The other tables and bundles texts name (`table:`, `bundle:`).
    let tables: [StringsTable: StringCatalog]
    /// The catalog localization in use.
    let localization: String
    /// The locale texts are laid out in (the localization's language).
    let locale: String
    /// The language asked for (the device's, the `languageCode`
    /// attribute's) when the widget has no localization in it and falls
    /// back to another: the app, with its own localizations, may still
    /// run in it and send its data in it (a tea timer's tea names), so a
    /// value given per language takes this form first.
    var appLanguage: String? = nil
    /// `@Environment(\.activityFamily)` where the views are shown.
    var family = "medium"
    /// Each table's keys by their generated symbol (`TextSource.symbolKeys`),
    /// made once per renderer; empty when no text names a symbol.
    var symbolKeys: [StringsTable: [String: String]] = [:]
    /// Each table's index (`CatalogIndex`), made once per renderer.
    var indexes: [StringsTable: CatalogIndex] = [:]

    func value(_ name: String) -> ActivityValue? {
        value(name, depth: 0)
    }

    /// A field, an environment value or a derived value (derived values
    /// reading derived values stop at a depth of 16: a cycle is `null`).
    func value(_ name: String, depth: Int) -> ActivityValue? {
        if let environment = EnvironmentValue(rawValue: name) {
            switch environment {
            case .metric: return .bool(ICUNumbers.measurementSystem(locale: locale) == .metric)
            case .now: return .number(EnvironmentValue.sampleNow)
            // A state marked stale (`Activity.withStaleVariant()`) is.
            case .isStale: return state.fields[EnvironmentValue.isStale.rawValue] ?? .bool(false)
            case .isLuminanceReduced: return .bool(false)
            case .colorScheme: return .string("light")
            case .layoutDirection: return .string(((try? TextLocale(locale))?.layoutDirection ?? .leftToRight) == .rightToLeft ? "rightToLeft" : "leftToRight")
            case .activityFamily: return .string(family)
            }
        }
        if let field = state.fields[name] ?? activity.attributes[name] {
            guard case .byLanguage(let forms) = field else { return field }
            // This localization's form; with none, a placeholder as for a
            // field no sample sets (the text is unverified: `standIn`).
            if let form = languageForm(of: field) { return form }
            return forms.values.contains { if case .string = $0 { return true } else { return false } } ? .string(name) : .null
        }
        if let expression = activity.derived[name], depth < 16 {
            return expression.evaluate { value($0, depth: depth + 1) }
        }
        return nil
    }

    /// The language of the per-language form shown among `fields` (the
    /// tag `languageForm` takes its form by), `nil` when none of them is
    /// given per language.
    func dataLanguage(among fields: [String]) -> String? {
        for field in fields {
            if let value = state.fields[field] ?? activity.attributes[field], case .byLanguage = value, let (tag, _) = chosenForm(of: value) { return tag }
        }
        return nil
    }

    /// The form of a per-language value this snapshot shows: the app
    /// language's where the widget fell back from it (`appLanguage`), else
    /// the layout locale's, else the localization's (an app language such
    /// as `es-MX` shown in `es-419`); `nil` when the value gives none.
    func languageForm(of value: ActivityValue) -> ActivityValue? {
        chosenForm(of: value)?.form
    }

    /// The form `languageForm` takes and the tag it took it by (the app
    /// language, the layout locale or the localization), each form looked
    /// up once: a field's value is read on every text that shows it.
    private func chosenForm(of value: ActivityValue) -> (tag: String, form: ActivityValue)? {
        for tag in [appLanguage, locale, localization] {
            if let tag, let form = value.form(for: tag) { return (tag, form) }
        }
        return nil
    }

    /// Whether `condition` holds in this state (an absent field is null:
    /// false, and equal to no value but `null`).
    func condition(_ condition: Condition) -> Bool {
        condition.terms.allSatisfy { term in
            guard let wanted = term.value else {
                return (value(term.field)?.isTrue ?? false) != term.negated
            }
            return (Self.comparable(value(term.field) ?? .null) == wanted) != term.negated
        }
    }

    /// A value as a condition compares it with the text after `==`:
    /// strings as they are, numbers and booleans as written, `null`.
    static func comparable(_ value: ActivityValue) -> String {
        switch value {
        case .string(let s): return s
        case .null: return "null"
        case let other: return other.description
        }
    }

    /// Kilometres or miles, as the locale measures road distances.
    var distanceUnit: (meters: Double, skeleton: String) {
        ICUNumbers.measurementSystem(locale: locale) == .metric ? (1000, "measure-unit/length-kilometer") : (1609.344, "measure-unit/length-mile")
    }

    func argument(_ argument: TextArgument) throws -> FormatArgument {
        let raw = value(argument.field) ?? .null
        if var valueFormat = argument.valueFormat {
            // As the app formats it with Foundation, in the layout locale.
            guard let input = raw.formatterValue else { return .string("") }
            // A measurement carries its unit, as Foundation's does.
            if case .measurement(_, let unit) = raw, case .measurement(_, let width, let usage, let options) = valueFormat {
                valueFormat = .measurement(unit: unit, width: width, usage: usage, options)
            }
            do {
                return .string(try ValueFormatter.format(input, as: valueFormat, locale: locale))
            } catch let error as SlotFitError {
                throw error.within("argument \"\(argument.field)\"")
            }
        }
        guard let format = argument.format else {
            switch raw {
            case .number where argument.specifier == .unknown || argument.specifier == .known("%@"):
                // A value Xcode passes as an object (`%@`): its description.
                return .string(raw.shown)
            case .number(let n): return n == n.rounded() && abs(n) < 9e15 ? .int(Int(n)) : .double(n)
            case .string(let s): return .string(s)
            case .bool(let b): return .string(b ? "true" : "false")
            case .list, .byLanguage, .measurement: return .string(raw.shown)
            case .null: return .string("")
            }
        }
        let number = raw.number ?? 0
        let unit = distanceUnit
        switch format {
        case .distance:
            return .string(try ICUNumbers.format(number / unit.meters, skeleton: "\(unit.skeleton) unit-width-short .0", locale: locale).text)
        case .distanceValue:
            return .string(try ICUNumbers.format(number / unit.meters, skeleton: ".0", locale: locale).text)
        case .minutes:
            let minutes = (max(0, number) / 60).rounded(.up)
            return minutes.isFinite && minutes < 9e15 ? .int(Int(minutes)) : .double(minutes)
        case .pace:
            return .string(try TimerText.format(seconds: number * unit.meters / 1000, locale: locale, localizedDigits: true))
        case .timer:
            return .string(try TimerText.format(seconds: abs(number - EnvironmentValue.sampleNow), locale: locale, localizedDigits: true))
        case .relative:
            return .string(try ValueFormatter.relativeDuration(number - EnvironmentValue.sampleNow, locale: locale))
        }
    }

    /// A progress view's fraction, 0…1: its value over its total (each a
    /// field or a number; the total 1 when absent).
    func progress(_ spec: ProgressSpec) -> Double {
        func number(_ name: String) -> Double? { Double(name) ?? value(name)?.number }
        let total = spec.total.flatMap(number) ?? 1
        guard let done = number(spec.value), total > 0 else { return 0 }
        return max(0, min(1, done / total))
    }

    /// `Text(date, style:)` as the device shows it in this locale.
    func dateText(field: String, style: DateTextStyle, location: SourceLocation) throws -> String {
        let raw = value(field) ?? .null
        guard let input = raw.formatterValue else { return "" }
        do {
            switch style {
            case .time: return try ValueFormatter.format(input, as: .date(.init(time: .numeric)), locale: locale)
            case .date: return try ValueFormatter.format(input, as: .date(.init(date: .long)), locale: locale)
            case .relative:
                // A bare duration ("2 hours, 23 minutes"), as SwiftUI's style shows it.
                guard case .number(let seconds) = input else { throw SlotFitError(.format, "a relative date is seconds from now; give \"\(field)\" a date") }
                return try ValueFormatter.relativeDuration(seconds, locale: locale)
            case .offset:
                // "+2 hours": the offset in its largest unit, always signed.
                guard case .number(let seconds) = input else { throw SlotFitError(.format, "an offset is seconds from now; give \"\(field)\" a number") }
                let (count, unit) = ValueFormatter.relativeUnit(seconds)
                let units = ["year", "quarter", "month", "week", "day", "hour", "minute", "second"]
                return try ValueFormatter.number(count, skeleton: "measure-unit/duration-\(units[Int(unit)]) unit-width-full-name sign-always precision-integer", locale: locale)
            }
        } catch let error as SlotFitError {
            throw error.located(at: location, keyPath: "\"\(field)\"")
        }
    }

    /// The catalog of `table` (the activity's own for its own table).
    func catalog(_ table: StringsTable) -> StringCatalog {
        tables[table] ?? catalog
    }

    /// The index of `table` (the activity's own for its own table); made
    /// here only for a source without its renderer's (a manifest's check).
    func index(_ table: StringsTable) -> CatalogIndex {
        indexes[table] ?? (tables[table] == nil ? indexes[StringsTable()] : nil) ?? CatalogIndex(catalog(table))
    }

    /// The catalog's keys closest to `key`, for a missing key's finding.
    func closestKeys(_ key: String, table: StringsTable = StringsTable()) -> [String] {
        let index = self.index(table)
        return index.closestKeys(key) { DidYouMean.closest(to: $0, in: index.keys, count: 3) }
    }

    /// The text `key` shows with `arguments`, and the string values among
    /// the arguments (for the rules on left-to-right values).
    func text(key: String, arguments: [TextArgument], table: StringsTable = StringsTable(), location: SourceLocation) throws -> (text: String, strings: [String]) {
        do {
            let values = try arguments.map(argument)
            let strings = values.compactMap { value -> String? in if case .string(let s) = value { return s } else { return nil } }
            return (try catalog(table).format(key: key, localization: localization, arguments: values), strings)
        } catch let error as SlotFitError {
            throw error.located(at: location)
        }
    }

    /// What a timer shows in this state, and (running) the widest text it
    /// reserves room for over its interval.
    func timer(_ spec: TimerSpec, location: SourceLocation) throws -> (shown: String, reserved: String?) {
        var seconds = 0.0
        switch value(spec.seconds) {
        case .number(let number)?:
            // A date on the sample clock (`$now + 240`) counts from now.
            seconds = number >= EnvironmentValue.datesFrom ? number - EnvironmentValue.sampleNow : number
        case nil, .null?:
            seconds = 0
        case let other?:
            // Never a silent 0:00: the sample is not a time SlotFit can show.
            throw SlotFitError(.manifest, "the timer \(spec.seconds.quoted) has the sample value \(other.shown.quoted), which is not a time: give its seconds (240 for 4:00, negative for a count-up's past) or a date on SlotFit's clock (\"$now + 240\")")
                .located(at: location)
        }
        let paused = spec.pausedWhen.map(condition) ?? false
        let digitsLocale = locale
        // Past the end a count-down shows 0:00; paused, the static remaining
        // value (a live timer cannot pause).
        let shown = try TimerText.format(seconds: spec.countsDown ? max(0, seconds) : seconds, locale: digitsLocale, localizedDigits: true,
                                         showsHours: spec.showsHours)
        if paused || (spec.countsDown && seconds <= 0) { return (shown, nil) }
        let interval = spec.interval.flatMap { value($0)?.number } ?? max(seconds, 0)
        return (shown, try Self.widestTimerText(upTo: max(interval, seconds), locale: digitsLocale, showsHours: spec.showsHours))
    }

    /// The text of the widest shape a timer takes on its way up to `limit`
    /// seconds: each digit position at its largest allowed digit (tens of
    /// minutes and seconds stop at 5), which with tabular digits is the widest.
    static func widestTimerText(upTo limit: Double, locale: String, showsHours: Bool = true) throws -> String {
        let total = Int(min(limit, 1e15).rounded(.up))
        if !showsHours {
            // Minutes past 59: as many digits as the largest minute count, each at its widest.
            let minuteDigits = String(total / 60).count
            let widest = Double(Int(String(repeating: "9", count: minuteDigits))! * 60 + 59)
            return try TimerText.format(seconds: min(widest, Double(max(total, 59))), locale: locale, localizedDigits: true, showsHours: false)
        }
        let hours = total / 3600
        if hours > 0 {
            let hourDigits = String(hours).count
            let widest = Double(Int(String(repeating: "9", count: hourDigits))! * 3600 + 59 * 60 + 59)
            return try TimerText.format(seconds: min(widest, Double(hours) * 3600 + 3599), locale: locale, localizedDigits: true)
        }
        let minutes = total / 60
        let widest = minutes >= 10 ? 59 * 60 + 59 : 9 * 60 + 59
        return try TimerText.format(seconds: Double(min(widest, max(total, 59))), locale: locale, localizedDigits: true)
    }
}
