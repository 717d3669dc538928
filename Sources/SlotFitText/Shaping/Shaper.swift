import CHarfBuzz
import Foundation
import Synchronization

/// What to shape: a run of UTF-16 text in one face, direction, script and
/// language, with a little context on each side (HarfBuzz reads up to five
/// code points of context, which matters for Arabic joining).
///
/// `units` is a slice of the paragraph's own array (no copy); the hash is
/// computed once, when the key is made. The script and language are
/// HarfBuzz's own values (a tag, an interned pointer), so copying a key —
/// which a cache does on every store — retains nothing but the units.
struct ShapeKey: Hashable, @unchecked Sendable, ShardedKey {
    var faceID: Int
    /// The context and the run: `start..<start+count` (relative to the
    /// slice's first element) is shaped.
    var units: ArraySlice<UInt16>
    var start: Int
    var count: Int
    var rightToLeft: Bool
    var script: hb_script_t
    var language: ShapingLanguage
    var tabularDigits: Bool
    private(set) var digest: Int

    init(faceID: Int, units: ArraySlice<UInt16>, start: Int, count: Int, rightToLeft: Bool,
         script: hb_script_t, language: ShapingLanguage, tabularDigits: Bool) {
        self.faceID = faceID
        self.units = units
        self.start = start
        self.count = count
        self.rightToLeft = rightToLeft
        self.script = script
        self.language = language
        self.tabularDigits = tabularDigits
        // FNV-1a over the units and the small fields.
        var hash = FNV1a()
        hash.mix(units)
        hash.mix(UInt64(faceID)); hash.mix(UInt64(start)); hash.mix(UInt64(count))
        hash.mix(rightToLeft ? 1 : 2); hash.mix(tabularDigits ? 3 : 4)
        hash.mix(UInt64(script.rawValue)); hash.mix(UInt64(language.id))
        digest = hash.digest
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    static func == (a: ShapeKey, b: ShapeKey) -> Bool {
        a.digest == b.digest && a.faceID == b.faceID && a.start == b.start && a.count == b.count
            && a.rightToLeft == b.rightToLeft && a.tabularDigits == b.tabularDigits
            && a.script == b.script && a.language == b.language && a.units.count == b.units.count
            && (a.units.isEmpty || a.units.withUnsafeBufferPointer { x in b.units.withUnsafeBufferPointer { y in
                memcmp(x.baseAddress!, y.baseAddress!, x.count * 2) == 0 } })
    }
}

/// HarfBuzz shaping with two caches shared by all threads.
///
/// Fitting a text measures the same runs many times (at full size, while
/// scaling, while truncating): each distinct run is shaped once. And words
/// repeat across a catalog's strings even when the strings do not, so a run
/// is shaped word by word, each word once — as Android's Minikin and
/// Chromium do — when its context changes nothing (`contextIsIrrelevant`)
/// and, for a run of several words, the face's space takes part in no
/// lookup that could reach across it (`SpaceRole.shapesApart`): then a
/// word's glyphs are the same alone as in its run, and the run is its
/// words' glyphs side by side. Both caches are bounded (emptied when full,
/// which changes no result) and can be turned off (`cachesEnabled`), which
/// the tests use to show widths and glyphs are identical either way.
final class Shaper: Sendable {
    private let cache: ShardedCache<ShapeKey, ShapedRun>
    private let words: ShardedCache<ShapeKey, ShapedRun>
    let cachesEnabled: Bool

    init(cacheLimit: Int = 200_000, cachesEnabled: Bool = true) {
        self.cachesEnabled = cachesEnabled
        // Room, from each shard's first store, for the runs and words of a
        // first pass over a few thousand strings (see `ShardedCache`).
        cache = ShardedCache(limit: cacheLimit, initialCapacity: 512)
        words = ShardedCache(limit: cacheLimit, initialCapacity: 2048)
    }

    /// Number of cached runs.
    var cachedRuns: Int { cache.count }

    /// Words shaped and words found in the word cache since the last `clear()`.
    var wordStatistics: (hits: Int, misses: Int) { words.lookups }

    /// Empties the caches (benchmarks measure first passes this way).
    func clear() {
        cache.removeAll()
        words.removeAll()
    }

    func shape(_ key: ShapeKey, face: FontFace) -> ShapedRun {
        guard cachesEnabled else { return Shaper.shape(key, font: face.font) }
        // A run made of words comes from the word cache (putting it
        // together costs less than storing it again); the run cache keeps
        // the runs HarfBuzz shaped whole.
        if Shaper.isMadeOfWords(key, face: face) { return shapeByWords(key, face: face) }
        if let hit = cache[key] { return hit }
        let run = Shaper.shape(key, font: face.font)
        cache.store(run, for: key)
        return run
    }

    /// `shape(key, face:).advance`: a run made of words is their advances
    /// added up, without its glyphs put together.
    func advance(_ key: ShapeKey, face: FontFace) -> Int {
        let piece = Shaper.piece(of: key)
        guard cachesEnabled, piece.count > 1, piece.contains(0x20), Shaper.isMadeOfWords(key, face: face) else {
            return shape(key, face: face).advance
        }
        var advance = 0
        forEachWord(of: key, piece: piece, face: face, fromEnd: false) { _, run in advance += run.advance }
        return advance
    }

    /// The run's glyphs are its words' (and its runs of spaces'), each
    /// shaped alone: its context changes nothing and, when it holds a
    /// space, the face's space reaches no glyph of its words.
    static func isMadeOfWords(_ key: ShapeKey, face: FontFace) -> Bool {
        let piece = Shaper.piece(of: key)
        return contextIsIrrelevant(key) && (!piece.contains(0x20) || (face.spaceRole.shapesApart(piece) && wordsStartClean(piece)))
    }

    /// The units of the key that are shaped (without the context).
    static func piece(of key: ShapeKey) -> ArraySlice<UInt16> {
        let base = key.units.startIndex + key.start
        return key.units[base..<(base + key.count)]
    }

    /// The run shapes the same without its context: HarfBuzz reads the
    /// context only to join letters (its Arabic shaper, and the Universal
    /// Shaping Engine for the scripts it joins the same way) and, with the
    /// beginning-of-text flag SlotFit never sets, to put a dotted circle
    /// before a leading mark. So it changes nothing for a script shaped
    /// without joining, or when the context is a space (U+0020) or nothing
    /// on each side (a space joins nothing and is no mark), or when the
    /// run's own character at that end is printable ASCII (digits,
    /// punctuation: Joining_Type U, which ends any joining, so the letters
    /// beyond it change nothing).
    static func contextIsIrrelevant(_ key: ShapeKey) -> Bool {
        if !joins(key.script) { return true }
        guard key.count > 0 else { return true }
        let base = key.units.startIndex + key.start
        let before = base > key.units.startIndex ? key.units[base - 1] : 0x20
        let after = base + key.count < key.units.endIndex ? key.units[base + key.count] : 0x20
        func nonJoining(_ unit: UInt16) -> Bool { (0x20...0x7E).contains(unit) }
        return (before == 0x20 || nonJoining(key.units[base])) && (after == 0x20 || nonJoining(key.units[base + key.count - 1]))
    }

    /// Whether HarfBuzz reads a run's context in `script`: only to join
    /// letters (see `contextIsIrrelevant`).
    static func joins(_ script: hb_script_t) -> Bool { joining.contains(script.rawValue) }

    /// Scripts whose letters join (HarfBuzz's `arabic_joining`, used by its
    /// Arabic shaper and by the Universal Shaping Engine): Arabic, Syriac,
    /// Mongolian, N'Ko, Phags-pa, Mandaic, Manichaean, Psalter Pahlavi,
    /// Adlam, Hanifi Rohingya, Sogdian, Chorasmian, Old Uyghur.
    private static let joining: Set<UInt32> = {
        let tags: [String] = ["Arab", "Syrc", "Mong", "Nkoo", "Phag", "Mand", "Mani", "Phlp", "Adlm", "Rohg", "Sogd", "Chrs", "Ougr"]
        return Set(tags.map { tag in hb_script_from_string(tag, -1).rawValue })
    }()

    /// No word of the run starts with a combining mark: a mark-to-mark or
    /// mark-to-base lookup could otherwise skip back over the space.
    static func wordsStartClean(_ piece: ArraySlice<UInt16>) -> Bool {
        var index = piece.startIndex
        while let space = piece[index...].firstIndex(of: 0x20) {
            index = space + 1
            guard index < piece.endIndex else { return true }
            let unit = piece[index]
            if unit >= 0x300, let scalar = Unicode.Scalar(unit) {
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark: return false
                default: break
                }
            }
            if (0xD800...0xDFFF).contains(unit) { return false }
        }
        return true
    }

    /// The run as its words and spaces (U+0020), each shaped alone and
    /// cached, put side by side in the order HarfBuzz gives glyphs (visual:
    /// reversed for right to left).
    private func shapeByWords(_ key: ShapeKey, face: FontFace) -> ShapedRun {
        let piece = Shaper.piece(of: key)
        guard piece.contains(0x20), piece.count > 1 else { return word(key, piece: piece, face: face) }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(piece.count)
        var advance = 0, missing = 0
        // HarfBuzz gives a right-to-left run's glyphs in visual order: the
        // last word's first, so its words are put down from the end.
        forEachWord(of: key, piece: piece, face: face, fromEnd: key.rightToLeft) { range, run in
            let offset = Int32(range.lowerBound - piece.startIndex)
            for var glyph in run.glyphs {
                glyph.cluster += offset
                glyphs.append(glyph)
            }
            advance += run.advance
            missing += run.missing
        }
        return ShapedRun(glyphs: glyphs, advance: advance, missing: missing)
    }

    /// Calls `body` with each word and each run of spaces of `piece`, in
    /// order or from the end, and its glyphs from the word cache (the
    /// run's single spaces are one word, looked up once).
    private func forEachWord(of key: ShapeKey, piece: ArraySlice<UInt16>, face: FontFace, fromEnd: Bool,
                             _ body: (Range<Int>, ShapedRun) -> Void) {
        var space: ShapedRun? = nil
        var start = fromEnd ? piece.endIndex : piece.startIndex
        while fromEnd ? start > piece.startIndex : start < piece.endIndex {
            let range: Range<Int>
            if fromEnd {
                let isSpace = piece[start - 1] == 0x20
                var first = start - 1
                while first > piece.startIndex && (piece[first - 1] == 0x20) == isSpace { first -= 1 }
                range = first..<start
                start = first
            } else {
                let isSpace = piece[start] == 0x20
                var end = start + 1
                while end < piece.endIndex && (piece[end] == 0x20) == isSpace { end += 1 }
                range = start..<end
                start = end
            }
            if range.count == 1 && piece[range.lowerBound] == 0x20 {
                if space == nil { space = word(key, piece: piece[range], face: face) }
                body(range, space!)
            } else {
                body(range, word(key, piece: piece[range], face: face))
            }
        }
    }

    /// One word (or run of spaces) shaped without context, from the word cache.
    private func word(_ key: ShapeKey, piece: ArraySlice<UInt16>, face: FontFace) -> ShapedRun {
        let wordKey = ShapeKey(faceID: key.faceID, units: piece, start: 0, count: piece.count, rightToLeft: key.rightToLeft,
                               script: key.script, language: key.language, tabularDigits: key.tabularDigits)
        // One digest and shard for the lookup and, on a miss, the store.
        return words.value(wordKey) { Shaper.shape(wordKey, font: face.font) }
    }

    private static let tnum = sf_hb_tag(0x74, 0x6E, 0x75, 0x6D)

    /// Shapes without the cache; `font` is a HarfBuzz font at units per em.
    static func shape(_ key: ShapeKey, font: OpaquePointer) -> ShapedRun {
        guard key.count > 0 else { return ShapedRun(glyphs: [], advance: 0, missing: 0) }
        // This thread's buffer, emptied (not made anew), and its plan for
        // the face and properties (looked up by integers).
        let scratch = ShapingScratch.current
        let buffer = scratch.buffer
        hb_buffer_clear_contents(buffer)
        key.units.withUnsafeBufferPointer {
            hb_buffer_add_utf16(buffer, $0.baseAddress, Int32($0.count), UInt32(key.start), Int32(key.count))
        }
        hb_buffer_set_direction(buffer, key.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, key.script)
        hb_buffer_set_language(buffer, key.language.value)
        let planKey = ShapingScratch.PlanKey(face: UInt(bitPattern: hb_font_get_face(font)), script: key.script.rawValue, language: key.language.id,
                                             rightToLeft: key.rightToLeft, tabularDigits: key.tabularDigits)
        if key.tabularDigits {
            var feature = hb_feature_t(tag: tnum, value: 1, start: 0, end: UInt32.max)
            _ = withUnsafePointer(to: &feature) { pointer in
                hb_shape_plan_execute(scratch.plan(planKey, font: font, features: pointer, count: 1), font, buffer, pointer, 1)
            }
        } else {
            _ = hb_shape_plan_execute(scratch.plan(planKey, font: font, features: nil, count: 0), font, buffer, nil, 0)
        }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        var advance = 0
        var missing = 0
        for i in 0..<Int(count) {
            let info = infos![i], position = positions![i]
            if info.codepoint == 0 { missing += 1 }
            advance += Int(position.x_advance)
            glyphs.append(ShapedGlyph(glyph: info.codepoint, cluster: Int32(info.cluster) - Int32(key.start),
                                      advance: position.x_advance, xOffset: position.x_offset, yOffset: position.y_offset,
                                      unsafeToBreak: info.mask & 1 != 0))
        }
        return ShapedRun(glyphs: glyphs, advance: advance, missing: missing)
    }
}
