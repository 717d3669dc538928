import Synchronization

/// A bounded table shared by threads, split in shards by the key's hash,
/// each behind its own lock, so threads measuring or rendering at once
/// rarely wait for each other. The hash is computed before any lock is
/// taken (a check's renders ask for a text layout every few microseconds
/// from every core, and hashing a request's text under one lock kept the
/// other threads waiting in the kernel). A full shard is emptied, which
/// changes no result: every entry can be made again.
///
/// With `admitsOnSecondStore`, a key is kept only the second time it is
/// stored (a doorkeeper, as TinyLFU's): each shard remembers the digests of
/// the keys it turned away, up to four times as many as it holds entries
/// (then it forgets them all and starts again). Text seen once — most of a
/// batch over a catalog — then fills no memory, and the memory its layout
/// used is reused by the next one.
///
/// One mechanism for the shaper's runs, itemized paragraphs, and the
/// renderer's locale resolutions, text layouts and resolved contents.
package final class ShardedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// How many shards a cache has.
    package static var shardCount: Int { 16 }
    private let shards: [Shard]
    private let shardLimit: Int
    private let admitsOnSecondStore: Bool
    private let initialCapacity: Int
    private let digest: @Sendable (Key) -> Int

    /// A key with its digest, so a table hashes only an integer.
    private struct Entry: Hashable, Sendable {
        let key: Key
        let digest: Int
        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
        static func == (a: Entry, b: Entry) -> Bool { a.digest == b.digest && a.key == b.key }
    }

    /// One shard: a table behind its own lock, how often a lookup found its
    /// key (counted under the lock already taken, so threads share no
    /// counter), and the digests of keys turned away once.
    private final class Shard: Sendable {
        let table = Mutex<(entries: [Entry: Value], hits: Int, misses: Int, turnedAway: Set<Int>)>(([:], 0, 0, []))
    }

    /// A cache holding about `limit` entries in all, finding a key's shard
    /// by `digest`.
    ///
    /// With `initialCapacity`, a shard makes room for that many entries at
    /// its first store (nothing before): a table filled from empty — a
    /// first pass over a catalog — otherwise grows by doubling, moving
    /// every entry to new memory each time.
    package init(limit: Int, admitsOnSecondStore: Bool = false, initialCapacity: Int = 0, digest: @escaping @Sendable (Key) -> Int) {
        shardLimit = max(1, limit / Self.shardCount)
        self.admitsOnSecondStore = admitsOnSecondStore
        self.initialCapacity = min(initialCapacity, shardLimit)
        self.digest = digest
        shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    /// A cache holding about `limit` entries in all (20,000 by default),
    /// finding a key's shard by its hash value.
    package convenience init(limit: Int = 20_000, admitsOnSecondStore: Bool = false) {
        self.init(limit: limit, admitsOnSecondStore: admitsOnSecondStore, digest: { $0.hashValue })
    }

    private func entry(_ key: Key) -> (Entry, Shard) {
        let entry = Entry(key: key, digest: digest(key))
        return (entry, shards[Int(truncatingIfNeeded: UInt(bitPattern: entry.digest) >> 7) & (Self.shardCount - 1)])
    }

    /// The value stored for `key`.
    package subscript(key: Key) -> Value? {
        let (entry, shard) = self.entry(key)
        return find(entry, in: shard)
    }

    /// Stores `value` for `key`.
    package func store(_ value: Value, for key: Key) {
        let (entry, shard) = self.entry(key)
        store(value, entry, in: shard)
    }

    /// The value for `key`, made by `make` (and stored) when the cache has
    /// none. Threads that miss the same key at once each make it.
    package func value(_ key: Key, _ make: () throws -> Value) rethrows -> Value {
        let (entry, shard) = self.entry(key)
        if let known = find(entry, in: shard) { return known }
        let made = try make()
        store(made, entry, in: shard)
        return made
    }

    private func find(_ entry: Entry, in shard: Shard) -> Value? {
        shard.table.withLock { state in
            let found = state.entries[entry]
            if found == nil { state.misses += 1 } else { state.hits += 1 }
            return found
        }
    }

    private func store(_ value: Value, _ entry: Entry, in shard: Shard) {
        let limit = shardLimit, admitsOnSecondStore = self.admitsOnSecondStore, initialCapacity = self.initialCapacity
        shard.table.withLock { state in
            // Digests that collide admit a key early, which changes no result.
            if admitsOnSecondStore, state.turnedAway.remove(entry.digest) == nil {
                if state.turnedAway.count >= 4 * limit { state.turnedAway.removeAll(keepingCapacity: true) }
                state.turnedAway.insert(entry.digest)
                return
            }
            if state.entries.count >= limit { state.entries.removeAll(keepingCapacity: true) }
            if state.entries.capacity < initialCapacity { state.entries.reserveCapacity(initialCapacity) }
            state.entries[entry] = value
        }
    }

    /// Entries in all shards.
    package var count: Int { shards.reduce(0) { total, shard in total + shard.table.withLock { $0.entries.count } } }

    /// Lookups that found their key, and lookups that did not, since the
    /// cache was last emptied.
    package var lookups: (hits: Int, misses: Int) {
        shards.reduce((0, 0)) { total, shard in shard.table.withLock { (total.0 + $0.hits, total.1 + $0.misses) } }
    }

    /// Empties every shard, keeping their storage, and its counts.
    package func removeAll() {
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

extension ShardedCache where Key: ShardedKey {
    /// A cache holding about `limit` entries in all, finding a key's shard
    /// by the digest it computed when it was made.
    package convenience init(limit: Int, admitsOnSecondStore: Bool = false) {
        self.init(limit: limit, admitsOnSecondStore: admitsOnSecondStore, initialCapacity: 0, digest: { $0.digest })
    }

    /// The same, each shard making room for `initialCapacity` entries at
    /// its first store.
    package convenience init(limit: Int, initialCapacity: Int) {
        self.init(limit: limit, admitsOnSecondStore: false, initialCapacity: initialCapacity, digest: { $0.digest })
    }
}

/// A key whose hash is computed once, when it is made: it picks the shard.
package protocol ShardedKey {
    /// The key's hash, computed once.
    var digest: Int { get }
}
