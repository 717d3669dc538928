import Synchronization

/// A bounded table shared by threads, split in shards by the key's hash,
/// each behind its own lock, so threads measuring at once rarely wait for
/// each other. A full shard is emptied (which changes no result: every
/// entry can be made again).
///
/// With `admitsOnSecondStore`, a key is kept only the second time it is
/// stored (a doorkeeper, as TinyLFU's): each shard remembers the digests of
/// the last keys turned away, in a small table indexed by the digest. Text
/// seen once — most of a batch over a catalog — then fills no memory, and
/// the memory its layout used is reused by the next one.
final class ShardedCache<Key: Hashable & Sendable & ShardedKey, Value: Sendable>: Sendable {
    static var shardCount: Int { 16 }
    /// Digests a shard's doorkeeper remembers.
    static var doorkeeperSlots: Int { 2048 }
    private let shards: [Shard]
    private let limit: Int
    private let admitsOnSecondStore: Bool

    /// One shard: a table behind its own lock, how often a lookup found its
    /// key (counted under the lock already taken, so threads share no
    /// counter), and the digests of keys turned away once.
    final class Shard: Sendable {
        let table: Mutex<(entries: [Key: Value], hits: Int, misses: Int, turnedAway: [Int])>

        init(doorkeeper: Bool) {
            table = Mutex(([:], 0, 0, doorkeeper ? [Int](repeating: 0, count: ShardedCache.doorkeeperSlots) : []))
        }
    }

    /// A cache holding about `limit` entries in all.
    init(limit: Int, admitsOnSecondStore: Bool = false) {
        self.limit = max(1, limit / Self.shardCount)
        self.admitsOnSecondStore = admitsOnSecondStore
        shards = (0..<Self.shardCount).map { _ in Shard(doorkeeper: admitsOnSecondStore) }
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
            if admitsOnSecondStore {
                // Slots by other bits of the digest than the shard's.
                let slot = Int(truncatingIfNeeded: UInt(bitPattern: key.digest) >> 11) & (Self.doorkeeperSlots - 1)
                guard state.turnedAway[slot] == key.digest else {
                    state.turnedAway[slot] = key.digest
                    return
                }
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
                for slot in state.turnedAway.indices { state.turnedAway[slot] = 0 }
            }
        }
    }
}

/// A key whose hash is computed once, when it is made: it picks the shard.
protocol ShardedKey {
    var digest: Int { get }
}
