import Foundation

/// Measures and fits text with real fonts: the heart of SlotFit.
///
/// ```swift
/// let engine = try TextEngine()
/// let layout = try engine.layout(TextRequest("Pausiert", locale: "de", width: 52.33, lineLimit: 1))
/// print(layout.verdict)   // truncated("Pausi…") or fits, measured with Inter
/// ```
///
/// An engine is a cheap value: copies share one font cache and one shaping
/// cache, both safe to use from many threads at once.
public struct TextEngine: Sendable {
    let fonts: FontResolver
    let shaper: Shaper
    let locales = LocaleCache()
    let itemizations = ItemizationCache()

    /// The font profile in use.
    public var profile: FontProfile { fonts.profile }

    /// Creates an engine for a font profile.
    ///
    /// - Throws: `SlotFitError.missingFont` when a family of the profile is not
    ///   installed (the message names the Debian package).
    public init(profile: FontProfile = .default) throws {
        fonts = try FontResolver(profile: profile)
        shaper = Shaper()
        shortcutsEnabled = true
    }

    /// An engine without shaping caches (every run shaped whole, every
    /// time) or without the plain-text shortcuts (every text itemized and
    /// segmented in full): the references the caches and the shortcuts are
    /// tested against.
    init(profile: FontProfile = .default, cachesEnabled: Bool = true, shortcutsEnabled: Bool = true) throws {
        fonts = try FontResolver(profile: profile)
        shaper = Shaper(cachesEnabled: cachesEnabled)
        self.shortcutsEnabled = shortcutsEnabled
    }

    /// Whether plain alphabetic text skips the general itemization and ICU's
    /// grapheme segmentation (`Paragraph.isPlainAlphabetic`).
    let shortcutsEnabled: Bool

    /// Lays out a text the way SwiftUI would in the proposed frame.
    ///
    /// - Throws: `SlotFitError` for a malformed locale, a non-positive width or
    ///   height, a scale factor outside (0, 1], or an unreadable font.
    public func layout(_ request: TextRequest) throws -> TextLayout {
        try request.validate()
        let entry = try locales.entry(request.locale)
        return try LayoutSession(engine: self, request: request, entry: entry).run()
    }

    /// Fits a text as `layout` does, and sums it up without building its
    /// lines' runs, glyphs and visual order: the same verdict, widths,
    /// height and scale, for less work (what `measure --batch --fields`
    /// writes).
    ///
    /// - Throws: as `layout`.
    public func measure(_ request: TextRequest) throws -> TextMeasurement {
        try request.validate()
        let entry = try locales.entry(request.locale)
        return try LayoutSession(engine: self, request: request, entry: entry).measurement()
    }

    /// The locale of a BCP 47 tag, parsed once per tag for the engine's
    /// life (ICU's canonicalization and likely subtags).
    ///
    /// - Throws: `SlotFitError.locale` for a malformed tag.
    public func locale(_ tag: String) throws -> TextLocale { try locales.locale(tag) }

    /// Forgets every shaped run and itemized paragraph (fonts stay loaded).
    package func clearShapeCache() {
        shaper.clear()
        itemizations.clear()
    }

    /// Number of shaped runs in the cache.
    package var cachedRunCount: Int { shaper.cachedRuns }

    /// Words shaped (`misses`) and words reused from the word cache
    /// (`hits`) since the caches were last cleared.
    package var wordCacheStatistics: (hits: Int, misses: Int) { shaper.wordStatistics }

    /// The faces the profile gives `script` in `locale`, in fallback order.
    package func fallbackChain(script: String, locale: String, weight: FontWeight = .regular, size: Double = 17) throws -> [FontFileInfo] {
        try fonts.chain(script: script, locale: TextLocale(locale), weight: weight, size: size).map(\.info)
    }

    /// Loads one font file directly (for checks and tools).
    package func fontInfo(path: String, index: Int = 0) throws -> FontFileInfo {
        try fonts.load(path: path, index: index).info
    }
}
