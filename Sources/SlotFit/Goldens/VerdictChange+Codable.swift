import SlotFitText

extension VerdictChange: Codable {
    private enum CodingKeys: String, CodingKey {
        case locale, activity, state, device, dynamicTypeSize, presentation, kind, subject, occurrence, old, new, catalogLine
    }

    /// Decodes the values the JSON report (versions 2 and 3) stores, or the
    /// line a version 1 report stored (`slotfit merge` reads shards of all).
    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            guard let change = Self.version1(text) else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "not a verdict change of a version 1 report: \(text)")
            }
            self = change
            return
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let size = try c.decode(String.self, forKey: .dynamicTypeSize)
        guard let dynamicTypeSize = DynamicTypeSize(name: size) else {
            throw DecodingError.dataCorruptedError(forKey: .dynamicTypeSize, in: c, debugDescription: "\"\(size)\" is not a Dynamic Type size")
        }
        let presentationName = try c.decode(String.self, forKey: .presentation), kindName = try c.decode(String.self, forKey: .kind)
        guard let presentation = Presentation(rawValue: presentationName) else {
            throw DecodingError.dataCorruptedError(forKey: .presentation, in: c, debugDescription: "\(presentationName.debugDescription) is not a presentation")
        }
        guard let kind = GoldenFile.ViewKind(rawValue: kindName) else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "\(kindName.debugDescription) is not text or timer")
        }
        let occurrence = try c.decode(Int.self, forKey: .occurrence)
        guard (0..<VerdictChange.occurrenceLimit).contains(occurrence) else {
            throw DecodingError.dataCorruptedError(forKey: .occurrence, in: c, debugDescription: "\(occurrence) is not a view's occurrence (0 to \(VerdictChange.occurrenceLimit - 1))")
        }
        self.init(locale: try c.decode(String.self, forKey: .locale), activity: try c.decode(String.self, forKey: .activity),
                  state: try c.decode(String.self, forKey: .state), device: try c.decode(String.self, forKey: .device),
                  dynamicTypeSize: dynamicTypeSize, presentation: presentation, kind: kind,
                  subject: try c.decode(String.self, forKey: .subject), occurrence: occurrence,
                  old: try c.decodeIfPresent(GoldenFile.Outcome.self, forKey: .old), new: try c.decodeIfPresent(GoldenFile.Outcome.self, forKey: .new),
                  catalogLine: try c.decodeIfPresent(Int.self, forKey: .catalogLine))
    }

    /// Encodes its values, each under its name (`old` or `new` absent on
    /// the side without the view; `catalogLine` when found).
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(locale, forKey: .locale); try c.encode(activity, forKey: .activity)
        try c.encode(state, forKey: .state); try c.encode(device, forKey: .device)
        try c.encode(dynamicTypeSize.rawValue, forKey: .dynamicTypeSize); try c.encode(presentation.rawValue, forKey: .presentation)
        try c.encode(kind.rawValue, forKey: .kind); try c.encode(subject, forKey: .subject); try c.encode(occurrence, forKey: .occurrence)
        try c.encodeIfPresent(old, forKey: .old); try c.encodeIfPresent(new, forKey: .new)
        try c.encodeIfPresent(catalogLine, forKey: .catalogLine)
    }
}
