import CICU

/// The direction a paragraph is laid out in.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// SwiftUI's `.leftToRight`.
    case leftToRight = "ltr"
    /// SwiftUI's `.rightToLeft`.
    case rightToLeft = "rtl"

    /// `true` for right to left.
    public var isRightToLeft: Bool { self == .rightToLeft }
}

/// How a paragraph's base level is chosen (UAX #9, P2–P3 or given).
public enum ParagraphDirection: Sendable, Hashable {
    /// A given direction (HL1): the layout direction of the view.
    case fixed(LayoutDirection)
    /// The first strong character decides; `fallback` when there is none.
    case firstStrong(fallback: LayoutDirection)

    var icuLevel: UInt8 {
        switch self {
        case .fixed(let direction): return direction.isRightToLeft ? 1 : 0
        case .firstStrong(let fallback): return fallback.isRightToLeft ? 0xFF : 0xFE
        }
    }
}

/// A paragraph resolved by ICU's implementation of the Unicode Bidirectional
/// Algorithm. Indices are UTF-16 offsets.
final class BidiParagraph {
    private let handle: OpaquePointer
    let length: Int
    /// Resolved paragraph level: 0 LTR, 1 RTL.
    let paragraphLevel: UInt8
    /// Resolved embedding level per UTF-16 unit.
    let levels: [UInt8]

    init(units: [UInt16], direction: ParagraphDirection) throws {
        var status: Int32 = 0
        guard let handle = units.withUnsafeBufferPointer({
            sf_bidi_create($0.baseAddress, Int32($0.count), direction.icuLevel, &status)
        }), !ICU.failed(status) else {
            throw TextError.icu("ubidi_setPara", status)
        }
        self.handle = handle
        self.length = units.count
        self.paragraphLevel = sf_bidi_paragraph_level(handle)
        var levels = [UInt8](repeating: 0, count: units.count)
        if !units.isEmpty {
            levels.withUnsafeMutableBufferPointer { sf_bidi_levels(handle, $0.baseAddress, &status) }
            if ICU.failed(status) { sf_bidi_destroy(handle); throw TextError.icu("ubidi_getLevels", status) }
        }
        self.levels = levels
    }

    deinit { sf_bidi_destroy(handle) }

    /// `true` when every unit resolves to level 0: nothing to reorder.
    var isPureLeftToRight: Bool { paragraphLevel == 0 && levels.allSatisfy { $0 == 0 } }

    /// Visual-to-logical map of the line `range` (rules L1–L2), as
    /// absolute offsets.
    func visualOrder(line range: Range<Int>) throws -> [Int] {
        guard !range.isEmpty else { return [] }
        if isPureLeftToRight { return Array(range) }
        var map = [Int32](repeating: 0, count: range.count)
        var status: Int32 = 0
        map.withUnsafeMutableBufferPointer {
            sf_bidi_line_visual_map(handle, Int32(range.lowerBound), Int32(range.upperBound), $0.baseAddress, &status)
        }
        if ICU.failed(status) { throw TextError.icu("ubidi_getVisualMap", status) }
        return map.map { Int($0) + range.lowerBound }
    }

    /// Levels of the line `range` after rule L1.
    func lineLevels(_ range: Range<Int>) throws -> [UInt8] {
        guard !range.isEmpty else { return [] }
        if isPureLeftToRight { return Array(levels[range]) }
        var out = [UInt8](repeating: 0, count: range.count)
        var status: Int32 = 0
        out.withUnsafeMutableBufferPointer {
            sf_bidi_line_levels(handle, Int32(range.lowerBound), Int32(range.upperBound), $0.baseAddress, &status)
        }
        if ICU.failed(status) { throw TextError.icu("ubidi_setLine", status) }
        return out
    }
}
