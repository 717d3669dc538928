import Foundation

/// Fixed precision for everything SlotFit prints: 1/1000 pt.
func roundedPoints(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

/// Scales are rounded down to 1/10000, so a printed scale never claims more
/// room than the text had.
func roundedScale(_ value: Double) -> Double { (value * 10000 + 1e-7).rounded(.down) / 10000 }

extension TextLayout.Run: Encodable {
    enum CodingKeys: String, CodingKey { case text, family, font, direction, script, width, utf16Start, utf16End }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(family, forKey: .family)
        try c.encode(font, forKey: .font)
        try c.encode(direction, forKey: .direction)
        try c.encode(script, forKey: .script)
        try c.encode(roundedPoints(width), forKey: .width)
        try c.encode(range.lowerBound, forKey: .utf16Start)
        try c.encode(range.upperBound, forKey: .utf16End)
    }
}

extension TextLayout.Line: Encodable {
    enum CodingKeys: String, CodingKey { case text, visualText, width, height, ascent, descent, runs }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(visualText, forKey: .visualText)
        try c.encode(roundedPoints(width), forKey: .width)
        try c.encode(roundedPoints(height), forKey: .height)
        try c.encode(roundedPoints(ascent), forKey: .ascent)
        try c.encode(roundedPoints(descent), forKey: .descent)
        try c.encode(runs, forKey: .runs)
    }
}

extension TextLayout: Encodable {
    enum CodingKeys: String, CodingKey {
        case verdict, width, height, ascent, descent, scale, overflow, lineCount, naturalWidth, proposedWidth
        case visibleText, visualText, direction, locale, lines, fonts, warnings
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(verdict.name, forKey: .verdict)
        try c.encode(roundedPoints(width), forKey: .width)
        try c.encode(roundedPoints(height), forKey: .height)
        try c.encode(roundedPoints(ascent), forKey: .ascent)
        try c.encode(roundedPoints(descent), forKey: .descent)
        try c.encode(roundedScale(scale), forKey: .scale)
        if case .clipped(let overflow) = verdict { try c.encode(roundedPoints(overflow), forKey: .overflow) }
        try c.encode(lines.count, forKey: .lineCount)
        try c.encode(roundedPoints(naturalWidth), forKey: .naturalWidth)
        try c.encodeIfPresent(proposedWidth.map(roundedPoints), forKey: .proposedWidth)
        try c.encode(visibleText, forKey: .visibleText)
        try c.encode(visualText, forKey: .visualText)
        try c.encode(direction, forKey: .direction)
        try c.encode(locale, forKey: .locale)
        try c.encode(lines, forKey: .lines)
        try c.encode(fonts, forKey: .fonts)
        try c.encode(warnings, forKey: .warnings)
    }

    /// The layout as one line of JSON with sorted keys: the same bytes for
    /// the same inputs and fonts.
    public func jsonLine() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

extension TextVerdict {
    /// The verdict with its numbers as `description` prints them (a scale
    /// rounded down to 1/10000, an overflow to 1/1000): what a golden read
    /// back holds, made without printing and parsing.
    package var printedValue: TextVerdict {
        switch self {
        case .scaled(let factor): return .scaled(roundedScale(factor))
        case .clipped(let overflow): return .clipped(roundedPoints(overflow))
        case .fits, .wrapped, .truncated: return self
        }
    }
}

extension TextVerdict: CustomStringConvertible {
    /// "fits", "scaled(0.8123)", "wrapped(2)", "truncated(\"Pausi…\")",
    /// "clipped(+3.250 pt)".
    public var description: String {
        switch self {
        case .fits: return "fits"
        case .scaled(let factor): return "scaled(\(String(format: "%.4f", roundedScale(factor))))"
        case .wrapped(let lines): return "wrapped(\(lines))"
        // Swift-escaped, so a quote or a newline in the text cannot end the
        // verdict early when a golden is read back.
        case .truncated(let visible): return "truncated(\(visible.debugDescription))"
        case .clipped(let overflow): return "clipped(+\(String(format: "%.3f", roundedPoints(overflow))) pt)"
        }
    }
}
