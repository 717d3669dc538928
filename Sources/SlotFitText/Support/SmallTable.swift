/// A table for the few entries one layout call makes (a run shaped per
/// item, a sliced run per item): up to `linearLimit` entries it is a list
/// of pairs searched in order, which costs less than hashing a key (and
/// one allocation, not a dictionary's); past that, a dictionary.
struct SmallTable<Key: Hashable, Value> {
    private var entries: [(key: Key, value: Value)] = []
    private var table: [Key: Value]? = nil
    private static var linearLimit: Int { 16 }

    subscript(key: Key) -> Value? {
        get {
            if let table { return table[key] }
            for entry in entries where entry.key == key { return entry.value }
            return nil
        }
        set {
            guard let newValue else { return }
            if table != nil { table![key] = newValue; return }
            if let index = entries.firstIndex(where: { $0.key == key }) {
                entries[index].value = newValue
            } else if entries.count < Self.linearLimit {
                if entries.isEmpty { entries.reserveCapacity(4) }
                entries.append((key, newValue))
            } else {
                var grown = Dictionary(entries, uniquingKeysWith: { _, last in last })
                grown[key] = newValue
                table = grown
                entries = []
            }
        }
    }
}
