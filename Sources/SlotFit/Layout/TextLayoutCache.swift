import Synchronization
import SlotFitText

/// The text layouts one renderer has made, by request (text, locale, font,
/// width, limits, direction): the same string at the same width in another
/// state, device or pseudo-pass is not laid out again. Bounded: it starts
/// over past `capacity` entries.
final class TextLayoutCache: Sendable {
    private let table = Mutex<[TextRequest: TextLayout]>([:])
    let capacity: Int

    init(capacity: Int = 20_000) { self.capacity = capacity }

    func layout(_ request: TextRequest, engine: TextEngine) throws -> TextLayout {
        if let known = table.withLock({ $0[request] }) { return known }
        let made = try engine.layout(request)
        table.withLock { table in
            if table.count >= capacity { table.removeAll(keepingCapacity: true) }
            table[request] = made
        }
        return made
    }
}
