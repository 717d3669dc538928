@testable import SlotFitText
import XCTest

/// The shared caches: bounded, and, for itemized paragraphs, keeping a key
/// only the second time it is stored.
final class ShardedCacheTests: XCTestCase {
    private struct Key: Hashable, Sendable, ShardedKey {
        var value: Int
        var digest: Int { Int(truncatingIfNeeded: UInt64(value) &* 0x9E37_79B9_7F4A_7C15) }
    }

    func testKeepsEveryKeyByDefault() {
        let cache = ShardedCache<Key, String>(limit: 1_000)
        cache.store("a", for: Key(value: 1))
        XCTAssertEqual(cache[Key(value: 1)], "a")
        XCTAssertNil(cache[Key(value: 2)])
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(cache.lookups.hits, 1)
        XCTAssertEqual(cache.lookups.misses, 1)
    }

    func testAdmitsAKeyOnItsSecondStore() {
        let cache = ShardedCache<Key, String>(limit: 1_000, admitsOnSecondStore: true)
        cache.store("a", for: Key(value: 1))
        XCTAssertNil(cache[Key(value: 1)], "turned away the first time")
        cache.store("a", for: Key(value: 1))
        XCTAssertEqual(cache[Key(value: 1)], "a", "kept the second time")
        // Emptying forgets the keys turned away too.
        cache.store("b", for: Key(value: 2))
        cache.removeAll()
        cache.store("b", for: Key(value: 2))
        XCTAssertNil(cache[Key(value: 2)])
        XCTAssertEqual(cache.count, 0)
    }

    func testAFullShardIsEmptied() {
        // 16 shards of one entry each: a second key in a shard replaces the
        // first, and nothing grows past the limit.
        let cache = ShardedCache<Key, Int>(limit: 16)
        for value in 0..<1_000 { cache.store(value, for: Key(value: value)) }
        XCTAssertLessThanOrEqual(cache.count, 16)
        XCTAssertEqual(cache[Key(value: 999)], 999)
    }

    /// A key with a digest of its own is sharded by that digest, not by its
    /// hash value: keys of one digest share a shard of one entry.
    func testAShardedKeyPicksItsShardByItsDigest() {
        struct SameDigest: Hashable, Sendable, ShardedKey {
            var value: Int
            var digest: Int { 0 }
        }
        let cache = ShardedCache<SameDigest, Int>(limit: 16)
        for value in 0..<64 { cache.store(value, for: SameDigest(value: value)) }
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(cache[SameDigest(value: 63)], 63)
    }

    /// A text laid out once leaves no paragraph behind; laid out again, it
    /// is kept, and the layouts agree.
    func testTheEngineKeepsAParagraphFromItsSecondLayout() throws {
        let engine = try TextEngine()
        let request = TextRequest("Ankunft 12:40 · Gleis 7", locale: "de", width: 80, lineLimit: 1)
        let first = try engine.layout(request)
        let key = ItemizationKey(units: request.text.utf16Units, unitStyles: [], locale: "de", direction: .fixed(.leftToRight),
                                 fonts: [FontKey(weight: request.font.weight, size: request.font.size)])
        XCTAssertNil(engine.itemizations.paragraph(for: key))
        let second = try engine.layout(request)
        XCTAssertNotNil(engine.itemizations.paragraph(for: key))
        let third = try engine.layout(request)
        XCTAssertEqual(first.width, second.width)
        XCTAssertEqual(second.width, third.width)
        XCTAssertEqual(first.verdict, third.verdict)
    }
}
