import Synchronization

/// A bounded table shared by threads, split in shards by the key's hash,
/// each behind its own lock, so threads measuring at once rarely wait for
/// each other. A full shard is emptied (which changes no result: every
/// entry can be made again).
///
/// With `admitsOnSecondStore`, a key is kept only the second time it is
/// stored (a doorkeeper, as TinyLFU's): each shard remembers the digests of
/// the keys it turned away, up to four times as many as it holds entries
/// (then it forgets them all and starts again). Text seen once — most of a
/// batch over a catalog — then fills no memory, and the memory its layout
/// used is reused by the next one.
final class ShardedCache<Key: Hashable & Sendable & ShardedKey, Value: Sendable>: Sendable {
    static var shardCount: Int { 16 }
    private let shards: [Shard]
    private let limit: Int
    private let admitsOnSecondStore: Bool

    /// One shard: a table behind its own lock, how often a lookup found its
    /// key (counted under the lock already taken, so threads share no
    /// counter), and the digests of keys turned away once.
    final class Shard: Sendable {
        let table = Mutex<(entries: [Key: Value], hits: Int, misses: Int, turnedAway: Set<Int>)>(([:], 0, 0, []))
    }

    /// A cache holding about `limit` entries in all.
    init(limit: Int, admitsOnSecondStore: Bool = false) {
        self.limit = max(1, limit / Self.shardCount)
        self.admitsOnSecondStore = admitsOnSecondStore
        shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    private func shard(_ key: Key) -> Shard { shards[Int(truncatingIfNeeded: UInt(bitPattern: key.digest) >> 7) & (Self.shardCount - 1)] }

    /// The value stored for `key`.
    subscript(key: Key) -> Value? {
        shard(key).table.withLock { state in
            let found = state.entries[key]
            if found == nil { state.misses += 1 } else { state.hits += 1 }
            return found
        }
    }

    /// Stores `value` for `key`.
    func store(_ value: Value, for key: Key) {
        let limit = self.limit, admitsOnSecondStore = self.admitsOnSecondStore
        shard(key).table.withLock { state in
            // Digests that collide admit a key early, which changes no result.
            if admitsOnSecondStore, state.turnedAway.remove(key.digest) == nil {
                if state.turnedAway.count >= 4 * limit { state.turnedAway.removeAll(keepingCapacity: true) }
                state.turnedAway.insert(key.digest)
                return
            }
            if state.entries.count >= limit { state.entries.removeAll(keepingCapacity: true) }
            state.entries[key] = value
        }
    }

    /// Entries in all shards.
    var count: Int { shards.reduce(0) { total, shard in total + shard.table.withLock { $0.entries.count } } }

    /// Lookups that found their key, and lookups that did not, since the
    /// cache was last emptied.
    var lookups: (hits: Int, misses: Int) {
        shards.reduce((0, 0)) { total, shard in shard.table.withLock { (total.0 + $0.hits, total.1 + $0.misses) } }
    }

    /// Empties every shard, keeping their storage, and its counts.
    func removeAll() {
        for shard in shards {
            shard.table.withLock { state in
                state.entries.removeAll(keepingCapacity: true)
                state.hits = 0
                state.misses = 0
                state.turnedAway.removeAll(keepingCapacity: true)
            }
        }
    }
}

/// A key whose hash is computed once, when it is made: it picks the shard.
protocol ShardedKey {
    var digest: Int { get }
}
