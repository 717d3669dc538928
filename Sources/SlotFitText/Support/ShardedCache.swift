import Synchronization

/// A bounded table shared by threads, split in shards by the key's hash,
/// each behind its own lock, so threads measuring at once rarely wait for
/// each other. A full shard is emptied (which changes no result: every
/// entry can be made again).
final class ShardedCache<Key: Hashable & Sendable & ShardedKey, Value: Sendable>: Sendable {
    static var shardCount: Int { 16 }
    private let shards: [Shard]
    private let limit: Int

    /// One shard: a table behind its own lock.
    final class Shard: Sendable {
        let table = Mutex<[Key: Value]>([:])
    }

    /// A cache holding about `limit` entries in all.
    init(limit: Int) {
        self.limit = max(1, limit / Self.shardCount)
        shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    private func shard(_ key: Key) -> Shard { shards[Int(truncatingIfNeeded: UInt(bitPattern: key.digest) >> 7) & (Self.shardCount - 1)] }

    /// The value stored for `key`.
    subscript(key: Key) -> Value? { shard(key).table.withLock { $0[key] } }

    /// Stores `value` for `key`.
    func store(_ value: Value, for key: Key) {
        let limit = self.limit
        shard(key).table.withLock { table in
            if table.count >= limit { table.removeAll(keepingCapacity: true) }
            table[key] = value
        }
    }

    /// Entries in all shards.
    var count: Int { shards.reduce(0) { total, shard in total + shard.table.withLock { $0.count } } }

    /// Empties every shard, keeping their storage.
    func removeAll() { for shard in shards { shard.table.withLock { $0.removeAll(keepingCapacity: true) } } }
}

/// A key whose hash is computed once, when it is made: it picks the shard.
protocol ShardedKey {
    var digest: Int { get }
}
