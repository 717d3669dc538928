/// What itemization depends on: the text and its parts' styles, the
/// locale, the paragraph direction, and the weights and sizes that pick
/// the faces.
struct ItemizationKey: Hashable, Sendable, ShardedKey {
    var units: [UInt16]
    var unitStyles: [UInt8]
    var locale: String
    var direction: ParagraphDirection
    var fonts: [FontKey]
    /// FNV-1a over the units, computed once: the key is looked up and
    /// stored, and each would hash the whole text again.
    private(set) var digest: Int

    init(units: [UInt16], unitStyles: [UInt8], locale: String, direction: ParagraphDirection, fonts: [FontKey]) {
        self.units = units
        self.unitStyles = unitStyles
        self.locale = locale
        self.direction = direction
        self.fonts = fonts
        var hash = FNV1a()
        hash.mix(units)
        hash.mix(unitStyles)
        digest = hash.digest
    }

    /// The digest alone: keys that differ only in locale, direction or
    /// fonts share a bucket and are told apart by `==`.
    func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    static func == (a: ItemizationKey, b: ItemizationKey) -> Bool {
        a.digest == b.digest && a.locale == b.locale && a.direction == b.direction && a.fonts == b.fonts
            && a.units == b.units && a.unitStyles == b.unitStyles
    }
}

/// The weight and size that pick a fallback chain's faces.
struct FontKey: Hashable, Sendable {
    var weight: FontWeight
    var size: Double
}

/// Itemized paragraphs shared by all layouts of an engine: the same string is
/// measured at many widths, in many slots and states; its bidi levels,
/// grapheme clusters, scripts and faces are found once it has been asked
/// for twice. A string laid out once (a batch over a catalog) is not kept:
/// keeping every paragraph made a first pass over 20,000 strings 6 % slower
/// (the memory of each layout could no longer be reused by the next).
final class ItemizationCache: Sendable {
    private let table: ShardedCache<ItemizationKey, Paragraph>

    init(limit: Int = 50_000) { table = ShardedCache(limit: limit, admitsOnSecondStore: true) }

    func paragraph(for key: ItemizationKey) -> Paragraph? { table[key] }

    func store(_ paragraph: Paragraph, for key: ItemizationKey) { table.store(paragraph, for: key) }

    func clear() { table.removeAll() }
}
