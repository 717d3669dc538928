import Foundation
import XCTest
@testable import SlotFit
import SlotFitCore

/// `PackedEncoder` and `PackedDecoder` against Foundation's JSON coders:
/// what one pair reads back, the other must too, over the shapes Swift's
/// synthesized `Codable` produces.
final class PackedCoderTests: XCTestCase {
    enum Shape: Codable, Equatable {
        case dot
        case circle(radius: Double)
        case label(String, size: Float?)
    }

    struct Everything: Codable, Equatable {
        var text: String
        var empty: String
        var optionalAbsent: Int?
        var optionalPresent: Int?
        var integers: [Int]
        var unsigned: [UInt64]
        var small: [Int8]
        var doubles: [Double]
        var flags: [Bool]
        var nested: [[String: [Int]]]
        var byNumber: [Int: String]
        var set: Set<String>
        var shapes: [Shape]
        var date: Date
        var data: Data
        var unicode: [String]
    }

    static let sample = Everything(
        text: "Pausiert", empty: "", optionalAbsent: nil, optionalPresent: 0,
        integers: [0, 1, -1, 63, 64, -64, -65, 300, Int.max, Int.min],
        unsigned: [0, 127, 128, UInt64.max], small: [Int8.min, -1, 0, Int8.max],
        doubles: [0, -0.0, 1.5, -2.25e-308, .greatestFiniteMagnitude, .infinity, -.infinity],
        flags: [true, false, true],
        nested: [["a": [1, 2], "b": []], [:]],
        byNumber: [1: "one", -7: "minus seven"],
        set: ["x", "y", "z"],
        shapes: [.dot, .circle(radius: 2.5), .label("Ankunft", size: 17), .label("", size: nil)],
        date: Date(timeIntervalSince1970: 1_764_400_000.125), data: Data([0, 255, 10, 13]),
        unicode: ["٣٤ دقيقة", "👩🏽‍🚀", "a\u{0}b", "ß\u{301}", String(repeating: "é", count: 300)]
    )

    func testReadsBackWhatJSONReadsBack() throws {
        let packed = try PackedDecoder().decode(Everything.self, from: PackedEncoder().encode(Self.sample))
        // JSON spells infinities as strings.
        let encoder = JSONEncoder(), decoder = JSONDecoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let json = try decoder.decode(Everything.self, from: encoder.encode(Self.sample))
        XCTAssertEqual(json, Self.sample)
        XCTAssertEqual(packed, json)
        // -0.0 == 0.0; the bit pattern is kept.
        XCTAssertEqual(packed.doubles[1].sign, .minus)
    }

    func testNotANumberKeepsItsBits() throws {
        let values: [Double] = [.nan, .signalingNaN]
        let read = try PackedDecoder().decode([Double].self, from: PackedEncoder().encode(values))
        XCTAssertEqual(read.map(\.bitPattern), values.map(\.bitPattern))
    }

    /// A type that reads its keys in another order than it writes them.
    struct Backwards: Codable, Equatable {
        var first: String, second: Int, third: [String]
        enum CodingKeys: String, CodingKey { case first, second, third }
        init(first: String, second: Int, third: [String]) { self.first = first; self.second = second; self.third = third }
        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            third = try container.decode([String].self, forKey: .third)
            first = try container.decode(String.self, forKey: .first)
            second = try container.decode(Int.self, forKey: .second)
            XCTAssertEqual(container.allKeys.map(\.stringValue), ["first", "second", "third"])
            XCTAssertTrue(container.contains(.first))
        }
    }

    func testKeysReadInAnyOrder() throws {
        let value = [Backwards(first: "a", second: 2, third: ["c"]), Backwards(first: "d", second: -5, third: [])]
        XCTAssertEqual(try PackedDecoder().decode([Backwards].self, from: PackedEncoder().encode(value)), value)
    }

    /// An outer and an inner record with the same key names; the outer
    /// reads the inner one through a nested container and stops after its
    /// first key, so the last place read is inside the inner record.
    struct Outer: Codable, Equatable {
        struct Inner: Codable, Equatable {
            var name: String, locale: String
            enum CodingKeys: String, CodingKey { case name, locale }
        }
        var inner: Inner, name: String, locale: String
        enum CodingKeys: String, CodingKey { case inner, name, locale }
        init(inner: Inner, name: String, locale: String) { self.inner = inner; self.name = name; self.locale = locale }
        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let nested = try container.nestedContainer(keyedBy: Inner.CodingKeys.self, forKey: .inner)
            let innerName = try nested.decode(String.self, forKey: .name)
            // Left off inside `inner`, before its `locale`: not the outer `locale`.
            locale = try container.decode(String.self, forKey: .locale)
            name = try container.decode(String.self, forKey: .name)
            inner = Inner(name: innerName, locale: try nested.decode(String.self, forKey: .locale))
        }
    }

    func testAKeyIsFoundInItsOwnRecordNotANestedOne() throws {
        let value = Outer(inner: .init(name: "inner", locale: "de"), name: "outer", locale: "fr")
        XCTAssertEqual(try PackedDecoder().decode(Outer.self, from: PackedEncoder().encode(value)), value)
    }

    func testARepeatedStringIsStoredOnce() throws {
        let message = "\"Calculating…\" is truncated in 52.330 pt (compactTrailing, 52.33 pt wide); give the text .minimumScaleFactor(0.9)"
        let bytes = try PackedEncoder().encode(Array(repeating: message, count: 1_000))
        XCTAssertLessThan(bytes.count, message.utf8.count + 3 * 1_000)
        XCTAssertEqual(try PackedDecoder().decode([String].self, from: bytes), Array(repeating: message, count: 1_000))
    }

    func testTheSameValueGivesTheSameBytes() throws {
        XCTAssertEqual(try PackedEncoder().encode(Self.sample.shapes), try PackedEncoder().encode(Self.sample.shapes))
    }

    func testAWrongTypeIsADecodingError() throws {
        let bytes = try PackedEncoder().encode(["a": "text"])
        XCTAssertThrowsError(try PackedDecoder().decode([String: Int].self, from: bytes)) { error in
            guard case DecodingError.typeMismatch = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try PackedDecoder().decode(Backwards.self, from: bytes)) { error in
            guard case DecodingError.keyNotFound = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try PackedDecoder().decode([Int8].self, from: PackedEncoder().encode([300])))
    }

    /// Every prefix of a packed value, and bytes changed at random, throw
    /// or read something; none traps or hangs.
    func testDamagedBytesThrowNeverTrap() throws {
        let bytes = try PackedEncoder().encode(Self.sample)
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try PackedDecoder().decode(Everything.self, from: Array(bytes.prefix(length))), "prefix \(length)")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            var damaged = bytes
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = try? PackedDecoder().decode(Everything.self, from: damaged)
        }
        XCTAssertThrowsError(try PackedDecoder().decode(Everything.self, from: Array("{\"text\": 1}".utf8))) { error in
            XCTAssertTrue("\(error)".contains("SFPACK1"), "\(error)")
        }
    }
}
