import Synchronization

/// Values computed once per key, shared across threads, bounded: past
/// `capacity` entries it starts over. One mechanism for the renderer's locale
/// resolutions and text layouts and for parsed conditions.
///
/// The table is split in shards by the key's hash, each behind its own
/// lock, and the hash is computed before any lock is taken: a check's
/// renders ask for a text layout every few microseconds from every core,
/// and hashing a request's text under one lock kept the other threads
/// waiting in the kernel.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private static var shardCount: Int { 16 }
    private let shards: [Shard]
    let capacity: Int
    private let shardCapacity: Int

    /// A key with its hash, so a table hashes only an integer.
    private struct Entry: Hashable, Sendable {
        let key: Key
        let digest: Int
        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
        static func == (a: Entry, b: Entry) -> Bool { a.digest == b.digest && a.key == b.key }
    }

    private final class Shard: Sendable {
        let table = Mutex<[Entry: Value]>([:])
    }

    init(capacity: Int = 20_000) {
        self.capacity = capacity
        shardCapacity = max(1, capacity / Self.shardCount)
        shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    /// The value for `key`, made by `make` the first time.
    func value(_ key: Key, _ make: () throws -> Value) rethrows -> Value {
        let entry = Entry(key: key, digest: key.hashValue)
        let shard = shards[Int(truncatingIfNeeded: UInt(bitPattern: entry.digest) >> 11) & (Self.shardCount - 1)]
        if let known = shard.table.withLock({ $0[entry] }) { return known }
        let made = try make()
        let limit = shardCapacity
        shard.table.withLock { table in
            if table.count >= limit { table.removeAll(keepingCapacity: true) }
            table[entry] = made
        }
        return made
    }
}
