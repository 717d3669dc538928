import CHarfBuzz
import Synchronization

/// What to shape: a run of UTF-16 text in one face, direction, script and
/// language, with a little context on each side (HarfBuzz reads up to five
/// code points of context, which matters for Arabic joining).
///
/// `units` is a slice of the paragraph's own array (no copy); the hash is
/// computed once, when the key is made.
struct ShapeKey: Hashable, @unchecked Sendable {
    var faceID: Int
    /// The context and the run: `start..<start+count` (relative to the
    /// slice's first element) is shaped.
    var units: ArraySlice<UInt16>
    var start: Int
    var count: Int
    var rightToLeft: Bool
    var script: String
    var language: String
    var tabularDigits: Bool
    private var digest: Int

    init(faceID: Int, units: ArraySlice<UInt16>, start: Int, count: Int, rightToLeft: Bool,
         script: String, language: String, tabularDigits: Bool) {
        self.faceID = faceID
        self.units = units
        self.start = start
        self.count = count
        self.rightToLeft = rightToLeft
        self.script = script
        self.language = language
        self.tabularDigits = tabularDigits
        // FNV-1a over the units and the small fields; strings by their
        // (interned, short) UTF-8.
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always) func mix(_ value: UInt64) { h = (h ^ value) &* 0x100_0000_01b3 }
        for unit in units { mix(UInt64(unit)) }
        mix(UInt64(faceID)); mix(UInt64(start)); mix(UInt64(count))
        mix(rightToLeft ? 1 : 2); mix(tabularDigits ? 3 : 4)
        for byte in script.utf8 { mix(UInt64(byte)) }
        for byte in language.utf8 { mix(UInt64(byte)) }
        digest = Int(truncatingIfNeeded: h)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    static func == (a: ShapeKey, b: ShapeKey) -> Bool {
        a.digest == b.digest && a.faceID == b.faceID && a.start == b.start && a.count == b.count
            && a.rightToLeft == b.rightToLeft && a.tabularDigits == b.tabularDigits
            && a.script == b.script && a.language == b.language && a.units.elementsEqual(b.units)
    }
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
