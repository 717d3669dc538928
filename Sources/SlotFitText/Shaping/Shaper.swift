import CHarfBuzz
import Synchronization

/// What to shape: a run of UTF-16 text in one face, direction, script and
/// language, with a little context on each side (HarfBuzz reads up to five
/// code points of context, which matters for Arabic joining).
struct ShapeKey: Hashable, Sendable {
    var faceID: Int
    /// The context and the run: `units[start..<start+count]` is shaped.
    var units: [UInt16]
    var start: Int
    var count: Int
    var rightToLeft: Bool
    var script: String
    var language: String
    var tabularDigits: Bool
}

/// HarfBuzz shaping with a cache shared by all threads.
///
/// Fitting a text measures the same runs many times (at full size, while
/// scaling, while truncating): each distinct run is shaped once.
final class Shaper: Sendable {
    private let cache = Mutex<[ShapeKey: ShapedRun]>([:])
    private let limit: Int

    init(cacheLimit: Int = 200_000) { limit = cacheLimit }

    /// Number of cached runs.
    var cachedRuns: Int { cache.withLock { $0.count } }

    /// Empties the cache (benchmarks measure cold runs this way).
    func clear() { cache.withLock { $0.removeAll(keepingCapacity: true) } }

    func shape(_ key: ShapeKey, face: FontFace) -> ShapedRun {
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let run = Shaper.shape(key, font: face.font)
        cache.withLock { table in
            if table.count >= limit { table.removeAll(keepingCapacity: true) }
            table[key] = run
        }
        return run
    }

    private static let tnum = sf_hb_tag(0x74, 0x6E, 0x75, 0x6D)

    /// Shapes without the cache; `font` is a HarfBuzz font at units per em.
    static func shape(_ key: ShapeKey, font: OpaquePointer) -> ShapedRun {
        guard key.count > 0 else { return ShapedRun(glyphs: [], advance: 0, missing: 0) }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        key.units.withUnsafeBufferPointer {
            hb_buffer_add_utf16(buffer, $0.baseAddress, Int32($0.count), UInt32(key.start), Int32(key.count))
        }
        hb_buffer_set_direction(buffer, key.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_from_string(key.script, -1))
        hb_buffer_set_language(buffer, hb_language_from_string(key.language, -1))
        if key.tabularDigits {
            var feature = hb_feature_t(tag: tnum, value: 1, start: 0, end: UInt32.max)
            hb_shape(font, buffer, &feature, 1)
        } else {
            hb_shape(font, buffer, nil, 0)
        }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        var advance: Int32 = 0
        var missing = 0
        for i in 0..<Int(count) {
            let info = infos![i], position = positions![i]
            if info.codepoint == 0 { missing += 1 }
            advance += position.x_advance
            glyphs.append(ShapedGlyph(glyph: info.codepoint, cluster: Int32(info.cluster) - Int32(key.start),
                                      advance: position.x_advance, xOffset: position.x_offset, yOffset: position.y_offset))
        }
        return ShapedRun(glyphs: glyphs, advance: advance, missing: missing)
    }
}
