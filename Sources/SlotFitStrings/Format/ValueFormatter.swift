import CICU
import Foundation
import Synchronization

/// Formats values as Foundation does on the device, through ICU, in the
/// locale's numbering system (Arabic-Indic digits in ar-EG, Persian in fa,
/// Latin in hi and ar-MA). ICU formatters are opened once per locale and
/// options and kept (formatting is thread-safe), not per value.
public enum ValueFormatter {
    /// A value to format.
    public enum Value: Sendable, Hashable {
        case number(Double)
        case string(String)
        /// A `[String]`, for `.list`.
        case list([String])
    }

    /// The string `value` shows as, formatted by `format` in `locale`.
    ///
    /// - Throws: `SlotFitError` naming the value and the format when they
    ///   do not fit (a date that is no date, an unknown unit or currency).
    public static func format(_ value: Value, as format: ValueFormat, locale: String) throws -> String {
        switch format {
        case .number(let options):
            return try number(try numeric(value, format), skeleton: skeleton(options), locale: locale)
        case .percent(let options):
            return try number(try numeric(value, format), skeleton: "percent scale/100 " + skeleton(options), locale: locale)
        case .currency(let code, let options):
            guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw SlotFitError(.format, "currency code \"\(code)\" is not an ISO 4217 code; write three letters, e.g. EUR")
            }
            return try number(try numeric(value, format), skeleton: "currency/\(code.uppercased()) " + skeleton(options), locale: locale)
        case .measurement(let unit, let width, let usage, let options):
            var skeleton = "measure-unit/\(unit) \(widthToken(width))"
            guard let usage, let token = usageToken(usage) else {
                return try number(try numeric(value, format), skeleton: skeleton + " " + self.skeleton(options), locale: locale)
            }
            // A usage converts to the unit the locale's region prefers.
            skeleton += " usage/\(token)"
            return try number(try numeric(value, format), skeleton: skeleton + " " + self.skeleton(options), locale: unitPreferenceLocale(locale))
        case .byteCount(let style):
            return try byteCount(try numeric(value, format), style: style, locale: locale)
        case .date(let date):
            return try self.date(try dateMillis(value), date, locale: locale)
        case .relative(let style):
            return try relative(try numeric(value, format), style, locale: locale)
        case .duration(let duration):
            return try self.duration(try numeric(value, format), duration, locale: locale)
        case .list(let type, let width):
            // `[String].formatted(.list(type:width:))`: ICU's list patterns.
            let items: [String]
            switch value {
            case .list(let list): items = list
            case .string(let one): items = [one]
            case .number: throw SlotFitError(.format, "a number is not a list; give the field a list of strings")
            }
            let typeCode: Int32 = type == .and ? 0 : type == .or ? 1 : 2
            let widthCode: Int32 = width == .wide ? 0 : width == .abbreviated ? 1 : 2
            return try list(items, type: typeCode, width: widthCode, locale: locale)
        }
    }

    // MARK: Numbers

    static func skeleton(_ options: ValueFormat.NumberOptions) -> String {
        var tokens: [String] = []
        if let range = options.fractionLength {
            let low = max(0, min(range.lowerBound, 15)), high = max(low, min(range.upperBound, 15))
            tokens.append(high == 0 ? "precision-integer" : "." + String(repeating: "0", count: low) + String(repeating: "#", count: high - low))
        } else if let digits = options.significantDigits {
            tokens.append(String(repeating: "@", count: max(1, min(digits, 15))))
        }
        if !options.grouping { tokens.append("group-off") }
        if options.compact { tokens.append("compact-short") }
        return tokens.joined(separator: " ")
    }

    static func widthToken(_ width: ValueFormat.UnitWidth) -> String {
        switch width {
        case .wide: return "unit-width-full-name"
        case .abbreviated: return "unit-width-short"
        case .narrow: return "unit-width-narrow"
        }
    }

    /// ICU's usage token; `nil` for `asProvided`, which converts nothing.
    static func usageToken(_ usage: ValueFormat.MeasurementUsage) -> String? {
        switch usage {
        case .asProvided: return nil
        case .general: return "default"
        case .road: return "road"
        case .personHeight: return "person-height"
        case .weather: return "weather"
        case .food: return "food"
        case .person: return "person"
        }
    }

    static func numeric(_ value: Value, _ format: ValueFormat) throws -> Double {
        switch value {
        case .number(let number):
            guard number.isFinite, abs(number) < 1e15 else {
                throw SlotFitError(.format, "\(number) is out of range for \(format); values are finite and below 10^15")
            }
            return number
        case .string(let text):
            if let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite { return number }
            throw SlotFitError(.format, "\"\(text)\" is not a number, so it cannot be formatted as \(format); give the field a number")
        case .list:
            throw SlotFitError(.format, "a list cannot be formatted as \(format); format it as a list")
        }
    }

    /// Formats a number with an ICU skeleton through a kept formatter.
    public static func number(_ value: Double, skeleton: String, locale: String) throws -> String {
        let formatter = try numberFormatter(skeleton: skeleton.trimmingCharacters(in: .whitespaces), locale: locale)
        return try formatter.format(value).text
    }

    final class NumberHandle: @unchecked Sendable {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { sf_number_formatter_close(pointer) }

        func format(_ value: Double) throws -> ICUNumbers.Formatted {
            var capacity: Int32 = 64
            while true {
                var out = [UInt16](repeating: 0, count: Int(capacity))
                var keyword = [CChar](repeating: 0, count: 16)
                var status: Int32 = 0
                let length = sf_number_formatter_format(pointer, value, &out, capacity, &keyword, 16, &status)
                if status > 0 { throw SlotFitError(.icu, "ICU cannot format \(value): \(String(cString: sf_error_name(status)))") }
                if length > capacity { capacity = length + 1; continue }
                return ICUNumbers.Formatted(text: String(decoding: out[0..<Int(length)], as: UTF16.self),
                                            category: PluralCategory(rawValue: String(nulTerminated: keyword)) ?? .other)
            }
        }
    }

    private struct Key: Hashable { var kind: Int; var options: String; var locale: String }
    private static let numbers = Mutex<[Key: NumberHandle]>([:])
    private static let dates = Mutex<[Key: DateHandle]>([:])
    private static let relatives = Mutex<[Key: RelativeHandle]>([:])

    static func numberFormatter(skeleton: String, locale: String) throws -> NumberHandle {
        let key = Key(kind: 0, options: skeleton, locale: locale)
        if let known = numbers.withLock({ $0[key] }) { return known }
        let units = Array(skeleton.utf16)
        var status: Int32 = 0
        let opened = units.withUnsafeBufferPointer { sf_number_formatter_open(ICUNumbers.icuID(locale), $0.baseAddress, Int32($0.count), &status) }
        guard status <= 0, let opened else {
            throw SlotFitError(.format, "ICU cannot format with \"\(skeleton)\" in \"\(locale)\" (\(String(cString: sf_error_name(status)))); check the unit, currency or precision")
        }
        let handle = NumberHandle(opened)
        return numbers.withLock { table in
            if let existing = table[key] { return existing }
            if table.count > 2_000 { table.removeAll(keepingCapacity: true) }
            table[key] = handle
            return handle
        }
    }

    // MARK: Byte counts

    static func byteCount(_ bytes: Double, style: ValueFormat.ByteCountStyle, locale: String) throws -> String {
        let base = style == .file || style == .decimal ? 1000.0 : 1024.0
        let units = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"]
        var index = 0
        var scaled = abs(bytes)
        while scaled >= base && index < units.count - 1 { scaled /= base; index += 1 }
        // isAdaptive: no fraction digits for bytes and kilobytes, one for
        // megabytes, two from gigabytes.
        let digits = index <= 1 ? "precision-integer" : index == 2 ? ".#" : ".##"
        return try number(bytes < 0 ? -scaled : scaled, skeleton: "measure-unit/digital-\(units[index]) unit-width-short \(digits)", locale: locale)
    }

    // MARK: Dates

    final class DateHandle: @unchecked Sendable {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { sf_date_formatter_close(pointer) }
    }

    static func dateMillis(_ value: Value) throws -> Double {
        switch value {
        case .number(let seconds):
            guard seconds.isFinite, abs(seconds) < 1e13 else { throw SlotFitError(.format, "\(seconds) is not a date; give seconds since 1970 or an ISO 8601 date") }
            return seconds * 1000
        case .string(let text):
            let iso = ISO8601DateFormatter()
            if let date = iso.date(from: text) { return date.timeIntervalSince1970 * 1000 }
            iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            if let date = iso.date(from: text) { return date.timeIntervalSince1970 * 1000 }
            throw SlotFitError(.format, "\"\(text)\" is not an ISO 8601 date such as 2026-11-22T09:21:27Z; give the field a date")
        case .list:
            throw SlotFitError(.format, "a list is not a date; give the field an ISO 8601 date")
        }
    }

    static func date(_ millis: Double, _ format: ValueFormat.DateFormat, locale: String) throws -> String {
        let options = "\(format.skeleton ?? "")|\(format.date.icu)|\(format.time.icu)|\(format.timeZone)"
        let key = Key(kind: 1, options: options, locale: locale)
        let handle: DateHandle
        if let known = dates.withLock({ $0[key] }) {
            handle = known
        } else {
            if format.skeleton == nil && format.date == .omitted && format.time == .omitted {
                throw SlotFitError(.format, "a date format needs a skeleton (e.g. jm, yMMMd) or a date or time style")
            }
            let skeleton = Array((format.skeleton ?? "").utf16), zone = Array(format.timeZone.utf16)
            var status: Int32 = 0
            let opened = skeleton.withUnsafeBufferPointer { s in
                zone.withUnsafeBufferPointer { z in
                    sf_date_formatter_open(ICUNumbers.icuID(locale), s.baseAddress, Int32(s.count), format.date.icu, format.time.icu,
                                           z.baseAddress, Int32(z.count), &status)
                }
            }
            guard status <= 0, let opened else {
                throw SlotFitError(.format, "ICU cannot format dates as \"\(format.skeleton ?? "")\" in \"\(locale)\" (\(String(cString: sf_error_name(status)))); check the skeleton and time zone")
            }
            handle = DateHandle(opened)
            dates.withLock { $0[key] = $0[key] ?? handle }
        }
        return try utf16String { out, capacity, status in sf_date_formatter_format(handle.pointer, millis, out, capacity, &status) }
    }

    // MARK: Relative times

    final class RelativeHandle: @unchecked Sendable {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { sf_relative_formatter_close(pointer) }
    }

    /// The unit `RelativeDateTimeFormatter` shows an offset in: the
    /// largest it reaches, the count rounded to the nearest, with ICU's
    /// `URelativeDateTimeUnit` number (0 year, 2 month, 3 week, 4 day,
    /// 5 hour, 6 minute, 7 second).
    public static func relativeUnit(_ seconds: Double) -> (value: Double, unit: Int32) {
        let magnitude = abs(seconds), sign = seconds < 0 ? -1.0 : 1.0
        let steps: [(Double, Int32)] = [(365 * 86400, 0), (30 * 86400, 2), (7 * 86400, 3), (86400, 4), (3600, 5), (60, 6)]
        // The unit the offset reaches, the count rounded to the nearest
        // (Foundation's RelativeFormatStyle: 330 s is "in 6 minutes").
        for (size, unit) in steps where magnitude >= size { return (sign * (magnitude / size).rounded(.toNearestOrAwayFromZero), unit) }
        return (sign * magnitude.rounded(.toNearestOrAwayFromZero), 7)
    }

    static func relative(_ seconds: Double, _ style: ValueFormat.RelativeStyle, locale: String) throws -> String {
        let width: Int32 = style.width == .wide ? 0 : style.width == .short ? 1 : 2
        let key = Key(kind: 2, options: String(width), locale: locale)
        let handle: RelativeHandle
        if let known = relatives.withLock({ $0[key] }) {
            handle = known
        } else {
            var status: Int32 = 0
            guard let opened = sf_relative_formatter_open(ICUNumbers.icuID(locale), width, &status), status <= 0 else {
                throw SlotFitError(.icu, "ICU cannot format relative times in \"\(locale)\": \(String(cString: sf_error_name(status)))")
            }
            handle = RelativeHandle(opened)
            relatives.withLock { $0[key] = $0[key] ?? handle }
        }
        let (value, unit) = relativeUnit(seconds)
        return try utf16String { out, capacity, status in
            sf_relative_formatter_format(handle.pointer, value, unit, style.named ? 0 : 1, out, capacity, &status)
        }
    }

    // MARK: Durations

    static func duration(_ seconds: Double, _ format: ValueFormat.DurationFormat, locale: String) throws -> String {
        switch format {
        case .time(let pattern):
            guard seconds.isFinite, abs(seconds) < 1e15 else {
                throw SlotFitError(.format, "a duration of \(seconds) seconds is beyond what SlotFit formats (up to ±1e15 s); give the field a realistic value")
            }
            let total = Int(abs(seconds).rounded(.towardZero))
            let sign = seconds < 0 ? "-" : ""
            let hours = total / 3600, minutes = (total % 3600) / 60, secs = total % 60
            // Positional, in the locale's digits: minutes unpadded in front,
            // the rest two digits (Duration.TimeFormatStyle).
            func digits(_ n: Int, pad: Bool) throws -> String {
                try number(Double(n), skeleton: pad ? "integer-width/*00 group-off" : "group-off", locale: locale)
            }
            let separator = try timeSeparator(locale)
            switch pattern {
            case .minuteSecond:
                return sign + (try digits(hours * 60 + minutes, pad: false)) + separator + (try digits(secs, pad: true))
            case .hourMinute:
                // Rounded to the minute first: 1:59:45 shows 2:00, not 1:60.
                let rounded = (total + 30) / 60
                return sign + (try digits(rounded / 60, pad: false)) + separator + (try digits(rounded % 60, pad: true))
            case .hourMinuteSecond:
                return sign + (try digits(hours, pad: false)) + separator + (try digits(minutes, pad: true)) + separator + (try digits(secs, pad: true))
            }
        case .units(let allowed, let width):
            let units = ValueFormat.DurationFormat.Unit.allCases.filter(allowed.contains)
            guard let largest = units.first, let smallest = units.last else {
                throw SlotFitError(.format, "a duration's units are a list of hours, minutes and seconds, e.g. [hours, minutes]")
            }
            // Whole smallest units, then the parts that are not zero, each in
            // its unit, joined as a units list (Duration.UnitsFormatStyle
            // hides zero units).
            var remaining = (abs(seconds) / smallest.seconds).rounded() * smallest.seconds
            var parts: [String] = []
            for unit in units {
                let count = unit == smallest ? (remaining / unit.seconds).rounded() : (remaining / unit.seconds).rounded(.towardZero)
                remaining -= count * unit.seconds
                if count != 0 || (unit == smallest && parts.isEmpty) {
                    parts.append(try number(count, skeleton: "measure-unit/duration-\(unit.cldr) \(widthToken(width)) precision-integer", locale: locale))
                }
            }
            _ = largest
            let joined = try list(parts, type: 2, width: width == .wide ? 0 : width == .abbreviated ? 1 : 2, locale: locale)
            return seconds < 0 ? "-" + joined : joined
        }
    }

    /// The locale's separator between hours and minutes (":" in most, "."
    /// in id, fi, da): what CLDR's "Hm" pattern puts between its fields.
    static func timeSeparator(_ locale: String) throws -> String {
        if let known = separators.withLock({ $0[locale] }) { return known }
        let found = try findTimeSeparator(locale)
        separators.withLock { $0[locale] = found }
        return found
    }

    private static let separators = Mutex<[String: String]>([:])

    private static func findTimeSeparator(_ locale: String) throws -> String {
        let sample = try date(3_720_000, ValueFormat.DateFormat(skeleton: "Hm"), locale: locale)
        let separator = String(String.UnicodeScalarView(sample.unicodeScalars.filter {
            $0.properties.generalCategory != .decimalNumber && !["\u{200E}", "\u{200F}", "\u{061C}"].contains($0)
        })).trimmingCharacters(in: .whitespaces)
        return separator.isEmpty || separator.count > 2 ? ":" : separator
    }

    /// Joins strings as ICU's list formatter does for the locale.
    static func list(_ items: [String], type: Int32, width: Int32, locale: String) throws -> String {
        var units: [UInt16] = [], lengths: [Int32] = []
        for item in items { let u = Array(item.utf16); units += u; lengths.append(Int32(u.count)) }
        return try utf16String { out, capacity, status in
            units.withUnsafeBufferPointer { u in
                lengths.withUnsafeBufferPointer { l in
                    sf_list_format(ICUNumbers.icuID(locale), type, width, u.baseAddress, l.baseAddress, Int32(items.count), out, capacity, &status)
                }
            }
        }
    }

    /// Calls an ICU function that writes UTF-16, growing the buffer as it asks.
    /// (The shim's formatting functions report a short buffer by length
    /// alone.)
    static func utf16String(_ call: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32) throws -> String {
        try GrowingBuffer.utf16(capacity: 64, call).mapError { SlotFitError(.icu, "ICU: \(String(cString: sf_error_name($0.code)))") }.get()
    }
}
