extension ValueFormatter {
    /// `Text(date, style: .relative)`: the time to or since the date as a
    /// bare duration in its two largest units, full names joined by the
    /// locale's unit list ("2 hours, 23 minutes", "1 year, 1 month": the
    /// examples of Apple's `Text.DateStyle.relative`), never "in" or "ago".
    /// A month is 30 days and a year 365 (SlotFit has no calendar
    /// position for the sample clock's dates); each unit counts whole
    /// units, the smaller the remainder after the larger.
    public static func relativeDuration(_ seconds: Double, locale: String) throws -> String {
        guard seconds.isFinite, abs(seconds) < 1e15 else {
            throw SlotFitError(.format, "a date \(seconds) seconds from now is beyond what SlotFit formats (up to ±1e15 s); give the field a realistic value")
        }
        let units: [(size: Double, unit: String)] = [(365 * 86400, "year"), (30 * 86400, "month"), (86400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
        var remainder = abs(seconds).rounded(.down)
        var parts: [(count: Double, unit: String)] = []
        for (size, unit) in units {
            let count = (remainder / size).rounded(.down)
            // The largest unit reached, then the one after it (if nonzero).
            if parts.isEmpty {
                guard count > 0 || size == 1 else { continue }
                parts.append((count, unit))
            } else {
                if count > 0 { parts.append((count, unit)) }
                break
            }
            remainder -= count * size
        }
        let texts = try parts.map { part in
            try number(part.count, skeleton: "measure-unit/duration-\(part.unit) unit-width-full-name precision-integer", locale: locale)
        }
        return texts.count == 1 ? texts[0] : try list(texts, type: 2, width: 0, locale: locale)
    }
}
