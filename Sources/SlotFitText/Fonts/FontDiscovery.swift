import CHarfBuzz
import Synchronization

/// A font file fontconfig knows, with what it says of it.
struct InstalledFont: Sendable, Hashable {
    var file: String
    var index: Int
    /// OpenType weight class.
    var weight: Int
    /// `true` for upright (not italic or oblique).
    var isUpright: Bool
}

/// Finds installed font files by family through fontconfig.
enum FontDiscovery {
    private static let lock = Mutex<Void>(())
    private nonisolated(unsafe) static var initialized = false

    /// Every installed face of `family` (matched against all of a face's
    /// family names, case-insensitively), in a stable order: remembered on
    /// disk (`FontconfigCache`) while fontconfig's configuration, caches and
    /// the fonts' folders are unchanged, so start-up need not load
    /// fontconfig at all.
    static func faces(family: String) -> [InstalledFont] {
        if let remembered = FontconfigCache.shared.faces(family: family) { return remembered }
        let found = query(family: family)
        FontconfigCache.shared.remember(family: family, faces: found)
        return found
    }

    private static func query(family: String) -> [InstalledFont] {
        lock.withLock { _ in
            if !initialized { _ = FcInit(); initialized = true }
            guard let pattern = FcPatternCreate() else { return [] }
            defer { FcPatternDestroy(pattern) }
            _ = FcPatternAddString(pattern, FC_FAMILY, family)
            guard let objects = FcObjectSetCreate() else { return [] }
            defer { FcObjectSetDestroy(objects) }
            for name in [FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT, FC_FAMILY] { _ = FcObjectSetAdd(objects, name) }
            guard let list = FcFontList(nil, pattern, objects) else { return [] }
            defer { FcFontSetDestroy(list) }
            var found: [InstalledFont] = []
            for i in 0..<Int(list.pointee.nfont) {
                guard let font = list.pointee.fonts[i] else { continue }
                var file: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
                var index: Int32 = 0
                _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
                var weight: Int32 = Int32(FC_WEIGHT_REGULAR)
                _ = FcPatternGetInteger(font, FC_WEIGHT, 0, &weight)
                var slant: Int32 = 0
                _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
                found.append(InstalledFont(
                    file: String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)),
                    index: Int(index),
                    weight: Int(FcWeightToOpenType(weight)),
                    isUpright: slant == 0))
            }
            return found.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
        }
    }

    /// The installed face fontconfig prefers for `scalar` at `weight` among
    /// those that have a glyph for it (its sorted fallback list, upright
    /// first; a sans-serif face before a serif one), or `nil` when no
    /// installed font has one.
    ///
    /// fontconfig ranks fonts by a score whose every element but the
    /// character set's is the same whatever the character (format, family,
    /// language, weight, slant): among the fonts that have a character,
    /// `FcFontSort` orders them as it orders them for the same pattern
    /// without it, so the first of them is the same either way. The
    /// installed fonts are therefore sorted once per weight (`FcFontSort`
    /// costs a sort of every installed font, 0.3 ms here) and each
    /// character walks that list, asking each font's character set.
    static func face(covering scalar: Unicode.Scalar, weight: Int) -> InstalledFont? {
        let ranked = lock.withLock { _ in rankedFonts(weight: weight) }
        var serif: InstalledFont?
        for candidate in ranked where FcCharSetHasChar(candidate.charset, scalar.value) != 0 {
            if !candidate.isSerif { return candidate.font }
            if serif == nil { serif = candidate.font }
        }
        return serif
    }

    /// An installed font in fontconfig's order for the system's sans-serif
    /// at one weight, with its character set (owned by the font set kept in
    /// `ranked`).
    private struct RankedFont: @unchecked Sendable {
        var font: InstalledFont
        var charset: OpaquePointer
        var isSerif: Bool
    }
    /// fontconfig's sorted fonts per weight, kept for the process (at most
    /// one list per weight asked): the font set owns the character sets.
    private nonisolated(unsafe) static var ranked: [Int: (set: UnsafeMutablePointer<FcFontSet>, fonts: [RankedFont])] = [:]

    /// Called with `lock` held.
    private static func rankedFonts(weight: Int) -> [RankedFont] {
        if let known = ranked[weight] { return known.fonts }
        if !initialized { _ = FcInit(); initialized = true }
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
        _ = FcPatternAddInteger(pattern, FC_SLANT, Int32(FC_SLANT_ROMAN))
        _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(nil, pattern, 0, nil, &result) else { return [] }
        var fonts: [RankedFont] = []
        for i in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[i] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            let familyName = FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch && family != nil
                ? String(cString: UnsafeRawPointer(family!).assumingMemoryBound(to: CChar.self)) : ""
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            var fcWeight: Int32 = Int32(FC_WEIGHT_REGULAR)
            _ = FcPatternGetInteger(font, FC_WEIGHT, 0, &fcWeight)
            fonts.append(RankedFont(
                font: InstalledFont(file: String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)),
                                    index: Int(index), weight: Int(FcWeightToOpenType(fcWeight)), isUpright: true),
                charset: charset,
                isSerif: familyName.contains("Serif") && !familyName.contains("Sans")))
        }
        ranked[weight] = (sorted, fonts)
        return fonts
    }

    /// The upright face of `family` nearest to `weight` (CSS font matching:
    /// for 400 and below prefer lighter, above prefer heavier), or `nil`.
    static func face(family: String, weight: Int) -> InstalledFont? {
        let all = faces(family: family)
        let candidates = all.contains(where: \.isUpright) ? all.filter(\.isUpright) : all
        return candidates.min { a, b in
            let da = abs(a.weight - weight), db = abs(b.weight - weight)
            if da != db { return da < db }
            let preferHeavier = weight > 400
            if a.weight != b.weight { return preferHeavier ? a.weight > b.weight : a.weight < b.weight }
            return (a.file, a.index) < (b.file, b.index)
        }
    }
}
