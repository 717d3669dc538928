import CICU
import Synchronization

/// A boundary between two segments, as a UTF-16 offset.
public struct SegmentBoundary: Sendable, Hashable {
    /// The UTF-16 offset of the boundary.
    public var offset: Int
    /// `true` for a mandatory line break (after a newline, for example).
    var isMandatory: Bool
}

/// Grapheme-cluster and line-break segmentation through ICU's break
/// iterators (UAX #29 and UAX #14, with ICU's dictionaries for Thai, Lao,
/// Khmer, Burmese and CJK).
///
/// Break iterators are expensive to open, so each kind and locale keeps a
/// small pool of them; the segmenter is safe to use from many threads.
package struct TextSegmenter: Sendable {
    /// The kind of boundaries.
    package enum Kind: Int32, Sendable, Hashable {
        /// Extended grapheme clusters: what a user sees as one character.
        case grapheme = 0
        /// Words.
        case word = 1
        /// Line-break opportunities.
        case line = 2
    }

    /// The shared segmenter.
    package static let shared = TextSegmenter()

    private let pool = BreakIteratorPool()

    /// Boundaries of `kind` in `units`, after 0 and up to `units.count`.
    package func boundaries(_ kind: Kind, in units: [UInt16], locale: String = "") throws -> [SegmentBoundary] {
        guard !units.isEmpty else { return [] }
        let breaker = try pool.take(kind, locale: locale)
        defer { pool.give(breaker, kind: kind, locale: locale) }
        var capacity = units.count + 1
        while true {
            var offsets = [Int32](repeating: 0, count: capacity)
            var hard = [UInt8](repeating: 0, count: capacity)
            var status: Int32 = 0
            let count = units.withUnsafeBufferPointer { text in
                offsets.withUnsafeMutableBufferPointer { o in
                    hard.withUnsafeMutableBufferPointer { h in
                        sf_break_boundaries(breaker.handle, text.baseAddress, Int32(text.count),
                                            o.baseAddress, h.baseAddress, Int32(capacity), &status)
                    }
                }
            }
            if ICU.failed(status) { throw SlotFitError.icu("ubrk_setText", status) }
            if Int(count) > capacity { capacity = Int(count); continue }
            return (0..<Int(count)).map { SegmentBoundary(offset: Int(offsets[$0]), isMandatory: hard[$0] != 0) }
        }
    }

    /// Grapheme-cluster boundary offsets of `units`, starting with 0.
    package func graphemeOffsets(_ units: [UInt16]) throws -> [Int] { try graphemeOffsets(units, shortcut: true) }

    /// `graphemeOffsets`, with ICU for plain text too when `shortcut` is
    /// off (the reference the shortcut is tested against).
    func graphemeOffsets(_ units: [UInt16], shortcut: Bool) throws -> [Int] {
        // Plain alphabetic text (`Paragraph.isPlainAlphabetic`): every unit
        // is a cluster (UAX #29 has no extending or joining character there).
        if shortcut && units.allSatisfy(Paragraph.isPlainAlphabetic) { return Array(0...units.count) }
        if shortcut, let offsets = TextSegmenter.scalarClusters(units) { return offsets }
        var offsets = [0]
        offsets.append(contentsOf: try boundaries(.grapheme, in: units).lazy.map(\.offset))
        return offsets
    }

    /// The offsets of every scalar when each is a grapheme cluster of its
    /// own, which UAX #29 gives when no character has a
    /// Grapheme_Cluster_Break that joins (Extend, ZWJ, SpacingMark, Prepend,
    /// Regional_Indicator, the conjoining jamo L, V, T, or CR before LF):
    /// between Other, Control, LF, LV and LVT every rule (GB4–GB999)
    /// breaks. Chinese, Japanese, Korean syllables, Arabic and Hebrew
    /// letters without marks: one property lookup a character instead of a
    /// break iterator. `nil`: segment with ICU.
    static func scalarClusters(_ units: [UInt16]) -> [Int]? {
        var offsets: [Int] = []
        offsets.reserveCapacity(units.count + 1)
        offsets.append(0)
        var i = 0
        let count = units.count
        while i < count {
            let unit = units[i]
            var value = UInt32(unit)
            var width = 1
            if (0xD800...0xDBFF).contains(unit) {
                guard i + 1 < count, (0xDC00...0xDFFF).contains(units[i + 1]) else { return nil }
                value = UTF16.codePoint(lead: unit, trail: units[i + 1])
                width = 2
            } else if (0xDC00...0xDFFF).contains(unit) {
                return nil
            }
            // Printable ASCII and Latin-1 to the combining marks are Other,
            // but for the soft hyphen (Control, which breaks as well).
            if !(value >= 0x20 && value < 0x300) {
                switch sf_grapheme_cluster_break(value) {
                case 0, 1, 5, 6, 7: break  // Other, Control, LF, LV, LVT
                default: return nil
                }
            }
            i += width
            offsets.append(i)
        }
        return offsets
    }

    /// Grapheme clusters of a string, as ICU segments them.
    package func graphemes(_ text: String) throws -> [String] {
        let units = Array(text.utf16)
        let offsets = try graphemeOffsets(units)
        return zip(offsets, offsets.dropFirst()).map { String(utf16Units: units[$0..<$1]) }
    }
}

/// An open ICU break iterator.
final class BreakIterator: @unchecked Sendable {
    let handle: OpaquePointer

    init(_ kind: TextSegmenter.Kind, locale: String) throws {
        var status: Int32 = 0
        guard let handle = sf_break_open(kind.rawValue, locale, &status), !ICU.failed(status) else {
            throw SlotFitError.icu("ubrk_open(\(kind), \"\(locale)\")", status)
        }
        self.handle = handle
    }

    deinit { sf_break_close(handle) }
}

/// Idle break iterators by kind and locale.
final class BreakIteratorPool: Sendable {
    private struct Key: Hashable { var kind: TextSegmenter.Kind; var locale: String }
    private let idle = Mutex<[Key: [BreakIterator]]>([:])

    func take(_ kind: TextSegmenter.Kind, locale: String) throws -> BreakIterator {
        let key = Key(kind: kind, locale: locale)
        if let iterator = idle.withLock({ $0[key]?.popLast() }) { return iterator }
        return try BreakIterator(kind, locale: locale)
    }

    func give(_ iterator: BreakIterator, kind: TextSegmenter.Kind, locale: String) {
        let key = Key(kind: kind, locale: locale)
        idle.withLock { pool in
            if pool[key, default: []].count < 8 { pool[key, default: []].append(iterator) }
        }
    }
}
