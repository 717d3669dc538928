/// Durations as `Text(timerInterval:)` shows them: `m:ss` below an hour,
/// `h:mm:ss` from an hour, negative values as 0:00.
public enum TimerText {
    /// The timer text for `seconds` (rounded down), in `locale`'s digits when
    /// `localizedDigits` is set, Latin digits otherwise.
    /// With `showsHours` false (`Text(timerInterval:showsHours: false)`)
    /// the minutes run past 59: "75:00".
    public static func format(seconds: Double, locale: String = "en", localizedDigits: Bool = false, showsHours: Bool = true) throws -> String {
        let total = seconds.isFinite ? max(0, Int(min(seconds, 1e15).rounded(.down))) : 0
        let hours = showsHours ? total / 3600 : 0, minutes = showsHours ? (total % 3600) / 60 : total / 60, secs = total % 60
        let digitsLocale = localizedDigits ? locale : "en@numbers=latn"
        func number(_ value: Int, minimumDigits: Int) throws -> String {
            let skeleton = minimumDigits == 2 ? "integer-width/*00 group-off" : "group-off"
            return try ICUNumbers.format(Double(value), skeleton: skeleton, locale: digitsLocale).text
        }
        if hours > 0 {
            return "\(try number(hours, minimumDigits: 1)):\(try number(minutes, minimumDigits: 2)):\(try number(secs, minimumDigits: 2))"
        }
        return "\(try number(minutes, minimumDigits: 1)):\(try number(secs, minimumDigits: 2))"
    }
}
