import CHarfBuzz

/// What the space (U+0020) does in a face's default OpenType lookups, which
/// decides whether a run of words can be shaped word by word (each word
/// once, from the word cache) and give the glyphs of the whole run.
///
/// Chromium shapes word by word only in a face whose space takes part in
/// no lookup. Many UI faces use the space as *context* only: Inter's `calt`
/// lifts hyphens, colons, brackets and arrows next to capitals and digits,
/// and looks at the space to do it. Such a lookup changes only the glyphs
/// it applies to (its input), so words that can never hold one of those
/// glyphs — checked with HarfBuzz's substitution closure over every other
/// character of the face — shape the same alone as beside a space.
enum SpaceRole: Sendable {
    /// The space is in no default lookup, and the font has no legacy
    /// `kern`, `morx` or `kerx` table: every word shapes the same alone.
    case isolated
    /// The space is only context (backtrack or lookahead) of some default
    /// lookups. `sensitive` holds the UTF-16 units of the characters whose
    /// glyph such a lookup applies to (and the lead surrogate of any such
    /// character beyond the BMP): a word with none of them shapes the same
    /// alone; one with any is shaped in its run.
    case contextOnly(sensitive: UnitSet)
    /// The space is substituted, positioned or made by a lookup (a kerning
    /// pair with the space, a ligature through it), or the face has a
    /// legacy layout table: runs are shaped whole.
    case involved

    /// Whether a run's words, each shaped alone, give the run's glyphs.
    func shapesApart(_ units: ArraySlice<UInt16>) -> Bool {
        switch self {
        case .isolated: return true
        case .contextOnly(let sensitive): return !units.contains(where: sensitive.contains)
        case .involved: return false
        }
    }

    /// The features HarfBuzz applies without being asked, for every script
    /// shaper (common, horizontal, Arabic, Indic and USE), and `tnum`.
    private static let defaultFeatures = [
        "abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "rvrn", "calt", "clig", "curs", "dist", "kern", "liga", "rclt",
        "isol", "fina", "fin2", "fin3", "medi", "med2", "init", "stch", "mset", "nukt", "akhn", "rphf", "rkrf", "pref", "blwf",
        "abvf", "half", "pstf", "vatu", "cjct", "pres", "abvs", "blws", "psts", "haln", "ljmo", "vjmo", "tjmo", "tnum",
    ]

    /// The face's space role, from its lookups (HarfBuzz's
    /// `hb_ot_layout_collect_lookups` with the default features, nested
    /// lookups included, and `hb_ot_layout_lookup_collect_glyphs`, with
    /// the class-0 positions it misses read by `ClassZeroScan`).
    init(face: OpaquePointer, font: OpaquePointer) {
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { self = .involved; return }
        for legacy in [sf_hb_tag(0x6B, 0x65, 0x72, 0x6E), sf_hb_tag(0x6D, 0x6F, 0x72, 0x78), sf_hb_tag(0x6B, 0x65, 0x72, 0x78)] {
            let table = hb_face_reference_table(face, legacy)
            defer { hb_blob_destroy(table) }
            if hb_blob_get_length(table) > 0 { self = .involved; return }
        }
        // Only the lookups of features HarfBuzz turns on by itself (for any
        // script), and `tnum`: a space in a stylistic set or `case` is never
        // applied by SlotFit.
        let tags: [hb_tag_t] = SpaceRole.defaultFeatures.map { name -> hb_tag_t in
            let c = Array(name.utf8).map { CChar(bitPattern: $0) }
            return sf_hb_tag(c[0], c[1], c[2], c[3])
        } + [0]
        let gsub = sf_hb_tag(0x47, 0x53, 0x55, 0x42), gpos = sf_hb_tag(0x47, 0x50, 0x4F, 0x53)
        let before = hb_set_create(), input = hb_set_create(), after = hb_set_create(), output = hb_set_create()
        let lookups = hb_set_create(), substitutions = hb_set_create(), contextInputs = hb_set_create()
        defer { for set in [before, input, after, output, lookups, substitutions, contextInputs] { hb_set_destroy(set) } }
        for table in [gsub, gpos] {
            hb_set_clear(lookups)
            tags.withUnsafeBufferPointer { hb_ot_layout_collect_lookups(face, table, nil, nil, $0.baseAddress, lookups) }
            if table == gsub { hb_set_union(substitutions, lookups) }
            var indices: [Int] = []
            var lookup = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: start
            while hb_set_next(lookups, &lookup) != 0 { indices.append(Int(lookup)) }
            // HarfBuzz's sets leave out a space that a class-based rule
            // takes as class 0 ("any other glyph"): read those rules here.
            let classZero = ClassZeroScan(face: face, table: table, lookups: indices, glyph: space)
            if classZero.malformed { self = .involved; return }
            for index in indices {
                for set in [before, input, after, output] { hb_set_clear(set) }
                hb_ot_layout_lookup_collect_glyphs(face, table, UInt32(index), before, input, after, output)
                if hb_set_has(input, space) != 0 || hb_set_has(output, space) != 0 || classZero.input.contains(index) { self = .involved; return }
                if hb_set_has(before, space) != 0 || hb_set_has(after, space) != 0 || classZero.context.contains(index) {
                    // What it changes must be listed to keep words apart.
                    if classZero.anyGlyphInput.contains(index) { self = .involved; return }
                    hb_set_union(contextInputs, input)
                }
            }
        }
        if hb_set_is_empty(contextInputs) != 0 { self = .isolated; return }
        // The characters whose own glyph such a lookup applies to; then
        // every other character's glyph and all that substitutions can make
        // of them (ligatures, alternates) must stay out of those inputs.
        let characters = hb_set_create(), plain = hb_set_create()
        defer { hb_set_destroy(characters); hb_set_destroy(plain) }
        hb_face_collect_unicodes(face, characters)
        var sensitive = UnitSet()
        var character = hb_codepoint_t.max
        while hb_set_next(characters, &character) != 0 {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, character, &glyph) != 0 else { continue }
            if hb_set_has(contextInputs, glyph) != 0 {
                sensitive.insert(character > 0xFFFF ? UInt16(0xD800 + ((character - 0x10000) >> 10)) : UInt16(character))
            } else {
                hb_set_add(plain, glyph)
            }
        }
        hb_ot_layout_lookups_substitute_closure(face, substitutions, plain)
        hb_set_intersect(plain, contextInputs)
        self = hb_set_is_empty(plain) != 0 ? .contextOnly(sensitive: sensitive) : .involved
    }
}

/// A set of UTF-16 units as a 64 Kib bitmap: membership is one load.
struct UnitSet: Sendable {
    private var words = [UInt64](repeating: 0, count: 1024)

    mutating func insert(_ unit: UInt16) { words[Int(unit >> 6)] |= 1 << UInt64(unit & 63) }

    func contains(_ unit: UInt16) -> Bool { words[Int(unit >> 6)] & (1 << UInt64(unit & 63)) != 0 }
}
