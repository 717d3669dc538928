import SlotFitText

extension GoldenFile.Outcome: Codable {
    private enum CodingKeys: String, CodingKey {
        /// `fits`, `scaled`, `wrapped`, `truncated`, `clipped`; absent when
        /// the golden's verdict could not be read.
        case verdict
        /// The verdict's value: the scale factor, the lines, the text shown,
        /// the points that overflow.
        case factor, lines, visible, overflow
        case width, budget
    }

    /// Decodes the values the JSON report (version 3) stores, or the
    /// verdict as a version 2 report printed it (`fits (38.219/52.330 pt)`).
    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let printed = try? single.decode(String.self) {
            self = GoldenFile.outcome(printed: printed)
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let verdict: TextVerdict?
        switch try c.decodeIfPresent(String.self, forKey: .verdict) {
        case nil: verdict = nil
        case "fits": verdict = .fits
        case "scaled": verdict = .scaled(try c.decode(Double.self, forKey: .factor))
        case "wrapped": verdict = .wrapped(try c.decode(Int.self, forKey: .lines))
        case "truncated": verdict = .truncated(try c.decode(String.self, forKey: .visible))
        case "clipped": verdict = .clipped(try c.decode(Double.self, forKey: .overflow))
        case let other?:
            throw DecodingError.dataCorruptedError(forKey: .verdict, in: c, debugDescription: "\(other.debugDescription) is not a verdict; one of fits, scaled, wrapped, truncated, clipped")
        }
        self.init(verdict: verdict, width: try c.decodeIfPresent(Double.self, forKey: .width), budget: try c.decodeIfPresent(Double.self, forKey: .budget))
    }

    /// Encodes the verdict's name and value, and the widths when known.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(verdict?.name, forKey: .verdict)
        switch verdict {
        case .scaled(let factor)?: try c.encode(factor, forKey: .factor)
        case .wrapped(let lines)?: try c.encode(lines, forKey: .lines)
        case .truncated(let visible)?: try c.encode(visible, forKey: .visible)
        case .clipped(let overflow)?: try c.encode(overflow, forKey: .overflow)
        case .fits?, nil: break
        }
        try c.encodeIfPresent(width, forKey: .width); try c.encodeIfPresent(budget, forKey: .budget)
    }
}
