import Foundation
import SlotFitText

extension PlacedView: Encodable {
    enum CodingKeys: String, CodingKey {
        case kind, label, location, x, y, width, height, proposedWidth, measuredWidth, text, reservedText, pinnedLeftToRight,
             monospacedDigits, fontDesign, children
    }

    public func encode(to encoder: Encoder) throws {
        // Points to three decimals; a non-finite number (no layout should
        // make one) is written as null rather than failing the encoder.
        func pt(_ v: Double) -> Double? { v.isFinite ? (v * 1000).rounded() / 1000 : nil }
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(label, forKey: .label)
        try c.encode(location.description, forKey: .location)
        try c.encode(pt(x), forKey: .x)
        try c.encode(pt(y), forKey: .y)
        try c.encode(pt(width), forKey: .width)
        try c.encode(pt(height), forKey: .height)
        try c.encodeIfPresent(proposedWidth.flatMap { $0.isFinite ? pt($0) : nil }, forKey: .proposedWidth)
        try c.encodeIfPresent(measuredWidth.flatMap(pt), forKey: .measuredWidth)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encodeIfPresent(reservedText, forKey: .reservedText)
        try c.encode(pinnedLeftToRight, forKey: .pinnedLeftToRight)
        if text != nil {
            try c.encode(monospacedDigits, forKey: .monospacedDigits)
            try c.encodeIfPresent(fontDesign, forKey: .fontDesign)
        }
        if !children.isEmpty { try c.encode(children, forKey: .children) }
    }
}

extension ActivitySnapshot.Laid: Encodable {
    enum CodingKeys: String, CodingKey { case presentation, budget, derived, root }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(presentation, forKey: .presentation)
        try c.encode(budget, forKey: .budget)
        try c.encode(derived, forKey: .derived)
        try c.encode(root, forKey: .root)
    }
}

extension ActivitySnapshot: Encodable {
    enum CodingKeys: String, CodingKey {
        case formatVersion, activity, state, requestedLocale, resolution, direction, device, dynamicTypeSize, fontProfile, fonts, presentations, findings
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.formatVersion, forKey: .formatVersion)
        try c.encode(activity, forKey: .activity)
        try c.encode(state, forKey: .state)
        try c.encode(requestedLocale, forKey: .requestedLocale)
        try c.encode(resolution, forKey: .resolution)
        try c.encode(direction, forKey: .direction)
        try c.encode(device.id, forKey: .device)
        try c.encode(dynamicTypeSize, forKey: .dynamicTypeSize)
        try c.encode(fontProfile, forKey: .fontProfile)
        try c.encode(fonts, forKey: .fonts)
        try c.encode(presentations, forKey: .presentations)
        try c.encode(findings, forKey: .findings)
    }

    /// The snapshot as JSON with sorted keys: the same bytes for the same
    /// inputs and fonts.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
