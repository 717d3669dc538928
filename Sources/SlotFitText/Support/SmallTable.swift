/// A table for the few entries one layout call makes (a run shaped per
/// item, a sliced run per item): up to `linearLimit` entries it is a list
/// searched in order, which costs less than hashing a key; past that, a
/// dictionary.
struct SmallTable<Key: Hashable, Value> {
    private var keys: [Key] = []
    private var values: [Value] = []
    private var table: [Key: Value]? = nil
    private static var linearLimit: Int { 16 }

    subscript(key: Key) -> Value? {
        get {
            if let table { return table[key] }
            guard let index = keys.firstIndex(of: key) else { return nil }
            return values[index]
        }
        set {
            guard let newValue else { return }
            if table != nil { table![key] = newValue; return }
            if let index = keys.firstIndex(of: key) {
                values[index] = newValue
            } else if keys.count < Self.linearLimit {
                keys.append(key)
                values.append(newValue)
            } else {
                var grown = Dictionary(uniqueKeysWithValues: zip(keys, values))
                grown[key] = newValue
                table = grown
                keys = []
                values = []
            }
        }
    }
}
