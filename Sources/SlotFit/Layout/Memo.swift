import Synchronization

/// Values computed once per key, shared across threads, bounded: past
/// `capacity` entries it starts over. One mechanism for the renderer's locale
/// resolutions and text layouts and for parsed conditions.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let table = Mutex<[Key: Value]>([:])
    let capacity: Int

    init(capacity: Int = 20_000) { self.capacity = capacity }

    /// The value for `key`, made by `make` the first time.
    func value(_ key: Key, _ make: () throws -> Value) rethrows -> Value {
        if let known = table.withLock({ $0[key] }) { return known }
        let made = try make()
        table.withLock { table in
            if table.count >= capacity { table.removeAll(keepingCapacity: true) }
            table[key] = made
        }
        return made
    }
}
