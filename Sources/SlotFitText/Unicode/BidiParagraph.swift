import CICU
import Synchronization

/// The direction a paragraph is laid out in.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// SwiftUI's `.leftToRight`.
    case leftToRight = "ltr"
    /// SwiftUI's `.rightToLeft`.
    case rightToLeft = "rtl"

    /// `true` for right to left.
    package var isRightToLeft: Bool { self == .rightToLeft }
}

/// How a paragraph's base level is chosen (UAX #9, P2–P3 or given).
package enum ParagraphDirection: Sendable, Hashable, Equatable {
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
final class BidiParagraph: @unchecked Sendable {
    /// ICU's line object inside the handle is reused by every line call.
    private let lineLock = Mutex<Void>(())
    /// `nil` for left-to-right text that nothing can reorder (no ICU call).
    private let handle: OpaquePointer?
    /// Resolved paragraph level: 0 LTR, 1 RTL.
    let paragraphLevel: UInt8
    /// Resolved embedding level per UTF-16 unit.
    let levels: [UInt8]

    init(units: [UInt16], direction: ParagraphDirection) throws {
        if direction == .fixed(.leftToRight) && !units.contains(where: BidiParagraph.mayReorder) {
            handle = nil
            paragraphLevel = 0
            levels = [UInt8](repeating: 0, count: units.count)
            return
        }
        var status: Int32 = 0
        guard let created = units.withUnsafeBufferPointer({
            sf_bidi_create($0.baseAddress, Int32($0.count), direction.icuLevel, &status)
        }), !ICU.failed(status) else {
            throw SlotFitError.icu("ubidi_setPara", status)
        }
        self.handle = created
        self.paragraphLevel = sf_bidi_paragraph_level(created)
        var levels = [UInt8](repeating: 0, count: units.count)
        if !units.isEmpty {
            levels.withUnsafeMutableBufferPointer { sf_bidi_levels(created, $0.baseAddress, &status) }
            if ICU.failed(status) { sf_bidi_destroy(created); throw SlotFitError.icu("ubidi_getLevels", status) }
        }
        self.levels = levels
    }

    deinit { if let handle { sf_bidi_destroy(handle) } }

    /// Units that can put anything above level 0 in a left-to-right
    /// paragraph: right-to-left letters (R, AL), Arabic digits (AN),
    /// explicit formatting characters, and the lead surrogates of the
    /// supplementary planes' right-to-left blocks (U+10800–U+10FFF and
    /// U+1E800–U+1EFFF, where DerivedBidiClass gives even unassigned code
    /// points R or AL; emoji and CJK Extension B lie outside). Without any,
    /// UBA resolves every character to level 0.
    static func mayReorder(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0xD802, 0xD803, 0xD83A, 0xD83B,
             0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
            return true
        default:
            return false
        }
    }

    /// `true` when every unit resolves to level 0: nothing to reorder.
    var isPureLeftToRight: Bool { handle == nil || (paragraphLevel == 0 && levels.allSatisfy { $0 == 0 }) }

    /// Visual-to-logical map of the line `range` (rules L1–L2), as
    /// absolute offsets.
    func visualOrder(line range: Range<Int>) throws -> [Int] {
        guard !range.isEmpty else { return [] }
        guard let handle, !isPureLeftToRight else { return Array(range) }
        var map = [Int32](repeating: 0, count: range.count)
        var status: Int32 = 0
        lineLock.withLock { _ in
            map.withUnsafeMutableBufferPointer {
                sf_bidi_line_visual_map(handle, Int32(range.lowerBound), Int32(range.upperBound), $0.baseAddress, &status)
            }
        }
        if ICU.failed(status) { throw SlotFitError.icu("ubidi_getVisualMap", status) }
        return map.map { Int($0) + range.lowerBound }
    }

    /// Levels of the line `range` after rule L1.
    func lineLevels(_ range: Range<Int>) throws -> [UInt8] {
        guard !range.isEmpty else { return [] }
        guard let handle, !isPureLeftToRight else { return Array(levels[range]) }
        var out = [UInt8](repeating: 0, count: range.count)
        var status: Int32 = 0
        lineLock.withLock { _ in
            out.withUnsafeMutableBufferPointer {
                sf_bidi_line_levels(handle, Int32(range.lowerBound), Int32(range.upperBound), $0.baseAddress, &status)
            }
        }
        if ICU.failed(status) { throw SlotFitError.icu("ubidi_setLine", status) }
        return out
    }
}
