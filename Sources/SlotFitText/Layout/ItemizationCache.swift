import Synchronization

/// What itemization depends on: the text and its parts' styles, the
/// locale, the paragraph direction, and the weights and sizes that pick
/// the faces.
struct ItemizationKey: Hashable, Sendable {
    var units: [UInt16]
    var unitStyles: [UInt8]
    var locale: String
    var direction: ParagraphDirection
    var fonts: [FontKey]
}

/// The weight and size that pick a fallback chain's faces.
struct FontKey: Hashable, Sendable {
    var weight: FontWeight
    var size: Double
}

/// Itemized paragraphs shared by all layouts of an engine: the same string is
/// measured at many widths, in many slots and states; its bidi levels,
/// grapheme clusters, scripts and faces are found once.
final class ItemizationCache: Sendable {
    private let table = Mutex<[ItemizationKey: Paragraph]>([:])
    private let limit: Int

    init(limit: Int = 50_000) { self.limit = limit }

    func paragraph(for key: ItemizationKey) -> Paragraph? { table.withLock { $0[key] } }

    func store(_ paragraph: Paragraph, for key: ItemizationKey) {
        table.withLock { table in
            if table.count >= limit { table.removeAll(keepingCapacity: true) }
            table[key] = paragraph
        }
    }

    func clear() { table.withLock { $0.removeAll() } }
}
