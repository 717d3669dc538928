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
    /// The catalog localization in use.
    let localization: String
    /// The locale texts are laid out in (the localization's language).
    let locale: String

    func value(_ name: String) -> ActivityValue? { state.fields[name] ?? activity.attributes[name] }

    /// `field`, `!field`, or several joined by `&` (nested `When`s).
    func condition(_ text: String) -> Bool {
        text.split(separator: "&").allSatisfy { part in
            part.hasPrefix("!") ? !(value(String(part.dropFirst()))?.isTrue ?? false) : (value(String(part))?.isTrue ?? false)
        }
    }

    func text(key: String, arguments: [String], location: String) throws -> String {
        let values: [FormatArgument] = arguments.map { name in
            switch value(name) ?? .null {
            case .number(let n): return n == n.rounded() && abs(n) < 9e15 ? .int(Int(n)) : .double(n)
            case .string(let s): return .string(s)
            case .bool(let b): return .string(b ? "true" : "false")
            case .null: return .string("")
            }
        }
        do {
            return try catalog.format(key: key, localization: localization, arguments: values)
        } catch let error as StringsError {
            throw ManifestError(message: "\(location): \(error.message)")
        }
    }

    /// What a timer shows in this state, and (running) the widest text it
    /// reserves room for over its interval.
    func timer(_ spec: TimerSpec, location: String) throws -> (shown: String, reserved: String?) {
        let seconds = value(spec.seconds)?.number ?? 0
        let paused = spec.pausedWhen.map(condition) ?? false
        let digitsLocale = locale
        // Past the end a count-down shows 0:00; paused, the static remaining
        // value (a live timer cannot pause).
        let shown = try TimerText.format(seconds: spec.countsDown ? max(0, seconds) : seconds, locale: digitsLocale, localizedDigits: true)
        if paused || (spec.countsDown && seconds <= 0) { return (shown, nil) }
        let interval = spec.interval.flatMap { value($0)?.number } ?? max(seconds, 0)
        return (shown, try Self.widestTimerText(upTo: max(interval, seconds), locale: digitsLocale))
    }

    /// The text of the widest shape a timer takes on its way up to `limit`
    /// seconds: each digit position at its largest allowed digit (tens of
    /// minutes and seconds stop at 5), which with tabular digits is the widest.
    static func widestTimerText(upTo limit: Double, locale: String) throws -> String {
        let total = Int(limit.rounded(.up))
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
