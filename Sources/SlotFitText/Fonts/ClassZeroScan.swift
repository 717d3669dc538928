import CHarfBuzz

/// Where a glyph takes part in a face's contextual lookups through class 0
/// of a class definition — what HarfBuzz's `hb_ot_layout_lookup_collect_glyphs`
/// leaves out.
///
/// A class-based (format 2) context or chained-context subtable gives every
/// glyph its class definition does not list class 0, and a rule may ask for
/// class 0 at any position: "any other glyph". HarfBuzz collects a class's
/// glyphs from the ranges that name it, so a glyph that is class 0 only by
/// being unlisted (the space, in most fonts) is missing from the sets it
/// reports, although such a rule matches it. `SpaceRole` reads these
/// subtables itself (OpenType's GSUB and GPOS: Lookup, ContextFormat2,
/// ChainContextFormat2, ClassDef formats 1 and 2, Extension).
struct ClassZeroScan {
    /// Lookups where the glyph may be context (backtrack or lookahead) by
    /// class 0.
    var context: Set<Int> = []
    /// Lookups where the glyph may be part of the input sequence by class 0
    /// (a position after the first: the first is a coverage HarfBuzz reads).
    var input: Set<Int> = []
    /// Chained lookups whose input sequence may hold any glyph after its
    /// first (class 0 there): HarfBuzz's input set is then incomplete, so
    /// what such a lookup changes cannot be listed.
    var anyGlyphInput: Set<Int> = []
    /// The table could not be read where it should be: treat the glyph as
    /// taking part.
    var malformed = false

    /// Scans `lookups` (indices into the table's LookupList) of `table`
    /// (GSUB or GPOS) for class-0 positions that take `glyph`.
    init(face: OpaquePointer, table: hb_tag_t, lookups: [Int], glyph: UInt32) {
        let blob = hb_face_reference_table(face, table)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let base = hb_blob_get_data(blob, &length), length >= 10 else { return }
        let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(base), count: Int(length))
        let isGSUB = table == sf_hb_tag(0x47, 0x53, 0x55, 0x42)
        var reader = TableReader(bytes: bytes)
        let lookupList = reader.u16(8)
        let lookupCount = reader.u16(lookupList)
        for index in lookups where index < lookupCount {
            let lookup = lookupList + reader.u16(lookupList + 2 + 2 * index)
            let type = reader.u16(lookup)
            for subtable in 0..<reader.u16(lookup + 4) {
                var offset = lookup + reader.u16(lookup + 6 + 2 * subtable)
                var kind = type
                if kind == (isGSUB ? 7 : 9) {  // Extension: the real type and a 32-bit offset
                    kind = reader.u16(offset + 2)
                    offset += reader.u32(offset + 4)
                }
                guard reader.u16(offset) == 2 else { continue }  // formats 1 and 3 list their glyphs
                if kind == (isGSUB ? 5 : 7) {
                    if contextTakes(glyph, at: offset, reader: &reader) { input.insert(index) }
                } else if kind == (isGSUB ? 6 : 8) {
                    let found = chainContextTakes(glyph, at: offset, reader: &reader)
                    if found.context { context.insert(index) }
                    if found.input { input.insert(index) }
                    if found.anyGlyph { anyGlyphInput.insert(index) }
                }
            }
        }
        malformed = reader.outOfBounds
    }

    /// ContextFormat2: format, coverage, classDef, ruleSetCount, ruleSets;
    /// a rule: glyphCount, seqLookupCount, inputClasses[glyphCount - 1], ….
    private func contextTakes(_ glyph: UInt32, at subtable: Int, reader: inout TableReader) -> Bool {
        let spaceClass = reader.glyphClass(glyph, classDef: subtable + reader.u16(subtable + 4))
        var found = false
        ClassZeroScan.forEachRule(of: subtable, setsAt: subtable + 6, reader: &reader) { start, reader in
            let count = reader.u16(start)
            for position in 1..<max(count, 1) where reader.u16(start + 4 + 2 * (position - 1)) == spaceClass { found = true }
            return found
        }
        return found || reader.outOfBounds
    }

    /// Calls `body` with the offset of every rule of a format 2 subtable
    /// whose rule-set count is at `sets` (the offsets follow it, from the
    /// subtable's start), until `body` says it has seen enough or a read
    /// leaves the table.
    private static func forEachRule(of subtable: Int, setsAt sets: Int, reader: inout TableReader,
                                    _ body: (Int, inout TableReader) -> Bool) {
        for set in 0..<reader.u16(sets) {
            let setOffset = reader.u16(sets + 2 + 2 * set)
            guard setOffset != 0 else { continue }
            let ruleSet = subtable + setOffset
            for rule in 0..<reader.u16(ruleSet) {
                if body(ruleSet + reader.u16(ruleSet + 2 + 2 * rule), &reader) || reader.outOfBounds { return }
            }
        }
    }

    /// ChainContextFormat2: format, coverage, backtrackClassDef,
    /// inputClassDef, lookaheadClassDef, ruleSetCount, ruleSets; a rule:
    /// backtrackCount, classes, inputCount, classes[inputCount - 1],
    /// lookaheadCount, classes, ….
    private func chainContextTakes(_ glyph: UInt32, at subtable: Int, reader: inout TableReader) -> (context: Bool, input: Bool, anyGlyph: Bool) {
        let backtrackClass = reader.glyphClass(glyph, classDef: subtable + reader.u16(subtable + 4))
        let inputClass = reader.glyphClass(glyph, classDef: subtable + reader.u16(subtable + 6))
        let lookaheadClass = reader.glyphClass(glyph, classDef: subtable + reader.u16(subtable + 8))
        var asContext = false, asInput = false, anyGlyph = false
        ClassZeroScan.forEachRule(of: subtable, setsAt: subtable + 10, reader: &reader) { start, reader in
            var at = start
            let backtrack = reader.u16(at)
            for i in 0..<backtrack where reader.u16(at + 2 + 2 * i) == backtrackClass { asContext = true }
            at += 2 + 2 * backtrack
            let inputs = reader.u16(at)
            for i in 0..<max(inputs - 1, 0) {
                let inputClassHere = reader.u16(at + 2 + 2 * i)
                if inputClassHere == inputClass { asInput = true }
                if inputClassHere == 0 { anyGlyph = true }
            }
            at += 2 + 2 * max(inputs - 1, 0)
            let lookahead = reader.u16(at)
            for i in 0..<lookahead where reader.u16(at + 2 + 2 * i) == lookaheadClass { asContext = true }
            return asContext && asInput && anyGlyph
        }
        if reader.outOfBounds { return (true, true, true) }
        return (asContext, asInput, anyGlyph)
    }
}
