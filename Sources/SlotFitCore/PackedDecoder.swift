/// Reads a value `PackedEncoder` wrote. The string table is decoded once;
/// no coding path is kept (an error names the byte offset instead: the
/// paths cost an array for every compound read);
/// a keyed container finds a key where the last one read ended (values
/// are usually read in the order written), else by stepping over the
/// values before it. Bytes that are not a packed value — cut short, a tag
/// out of range, an index past the table, a compound longer than its file
/// — throw `PackedFormat.Problem` or `DecodingError`, never trap.
package struct PackedDecoder {
    package init() {}

    /// The `T` in `bytes`.
    package func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let reader = try Reader(bytes)
        return try reader.value(T.self, at: reader.rootOffset)
    }

    // MARK: Reading bytes

    fileprivate final class Reader {
        let bytes: [UInt8]
        var strings: [String] = []
        var rootOffset = 0
        /// Where the entry after the last one a keyed container read
        /// starts, and that container (its first entry's offset): only the
        /// same container takes it, for an offset inside a nested one is no
        /// entry of its own. One thread reads: not checked for exclusive
        /// access on each use.
        @exclusivity(unchecked) var hint = -1
        @exclusivity(unchecked) var hintOwner = -1

        init(_ bytes: [UInt8]) throws {
            self.bytes = bytes
            guard bytes.starts(with: PackedFormat.magic) else { throw PackedFormat.Problem(offset: 0, reason: "no \"SFPACK1\" header") }
            var offset = PackedFormat.magic.count
            let count = try varint(&offset)
            guard count <= UInt64(bytes.count) else { throw PackedFormat.Problem(offset: offset, reason: "\(count) strings in \(bytes.count) bytes") }
            strings.reserveCapacity(Int(count))
            for _ in 0..<count {
                let claimed = try varint(&offset)
                guard claimed <= UInt64(bytes.count - offset) else { throw PackedFormat.Problem(offset: offset, reason: "a string of \(claimed) bytes past the end") }
                let length = Int(claimed)
                strings.append(String(decoding: bytes[offset..<(offset + length)], as: UTF8.self))
                offset += length
            }
            rootOffset = offset
        }

        func byte(_ offset: Int) throws -> UInt8 {
            guard offset >= 0, offset < bytes.count else { throw PackedFormat.Problem(offset: offset, reason: "cut short") }
            return bytes[offset]
        }

        func varint(_ offset: inout Int) throws -> UInt64 {
            var value: UInt64 = 0, shift: UInt64 = 0
            while true {
                let byte = try byte(offset)
                offset += 1
                guard shift < 64 else { throw PackedFormat.Problem(offset: offset, reason: "a number longer than 10 bytes") }
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }

        func tag(_ offset: Int) throws -> PackedFormat.Tag {
            let raw = try byte(offset)
            guard let tag = PackedFormat.Tag(rawValue: raw) else { throw PackedFormat.Problem(offset: offset, reason: "unknown tag \(raw)") }
            return tag
        }

        func string(_ offset: inout Int) throws -> String {
            let index = try varint(&offset)
            guard index < UInt64(strings.count) else { throw PackedFormat.Problem(offset: offset, reason: "string \(index) of \(strings.count)") }
            return strings[Int(index)]
        }

        func fixed<Bits: FixedWidthInteger>(_ offset: Int, as type: Bits.Type) throws -> Bits {
            guard offset >= 0, offset + MemoryLayout<Bits>.size <= bytes.count else { throw PackedFormat.Problem(offset: offset, reason: "cut short") }
            var value: Bits = 0
            for index in 0..<MemoryLayout<Bits>.size { value |= Bits(bytes[offset + index]) << (8 * index) }
            return value
        }

        /// The offset just past the value at `offset`.
        func end(of offset: Int) throws -> Int {
            var at = offset + 1
            switch try tag(offset) {
            case .null, .isFalse, .isTrue: return at
            case .signed, .unsigned, .string: _ = try varint(&at); return at
            case .double: return at + 8
            case .float: return at + 4
            case .array, .keyed:
                let end = at + 4 + Int(try fixed(at, as: UInt32.self))
                guard end <= bytes.count else { throw PackedFormat.Problem(offset: offset, reason: "a compound past the end") }
                return end
            }
        }

        /// A compound's bounds: where its first item starts, its count and end.
        func compound(_ offset: Int, _ expected: PackedFormat.Tag) throws -> (first: Int, count: Int, end: Int) {
            let found = try tag(offset)
            guard found == expected else {
                throw DecodingError.typeMismatch(expected == .array ? [Any].self : [String: Any].self,
                                                 .init(codingPath: [], debugDescription: "found \(found) at byte \(offset)"))
            }
            let end = try self.end(of: offset)
            var first = offset + 5
            let count = try varint(&first)
            guard first <= end, count <= UInt64(end - first) else { throw PackedFormat.Problem(offset: offset, reason: "\(count) items in \(end - first) bytes") }
            return (first, Int(count), end)
        }

        /// The value at `offset`: a scalar read directly, anything else
        /// through its `Decodable`. The type is told by identity and the
        /// value reinterpreted as the type it is: a cast (`as? T`), or a
        /// `T?` in this unspecialized code, looks up runtime metadata for
        /// every value read.
        func value<T: Decodable>(_ type: T.Type, at offset: Int) throws -> T {
            switch ScalarKind(T.self) {
            case .string:
                guard try tag(offset) == .string else { throw mismatch(T.self, offset) }
                var at = offset + 1
                return unsafeBitCast(try string(&at), to: T.self)
            case .bool:
                switch try tag(offset) {
                case .isTrue: return unsafeBitCast(true, to: T.self)
                case .isFalse: return unsafeBitCast(false, to: T.self)
                default: throw mismatch(T.self, offset)
                }
            case .double:
                guard try tag(offset) == .double else { throw mismatch(T.self, offset) }
                return unsafeBitCast(Double(bitPattern: try fixed(offset + 1, as: UInt64.self)), to: T.self)
            case .float:
                guard try tag(offset) == .float else { throw mismatch(T.self, offset) }
                return unsafeBitCast(Float(bitPattern: try fixed(offset + 1, as: UInt32.self)), to: T.self)
            case .int: return unsafeBitCast(try integer(Int.self, at: offset), to: T.self)
            case .int64: return unsafeBitCast(try integer(Int64.self, at: offset), to: T.self)
            case .int32: return unsafeBitCast(try integer(Int32.self, at: offset), to: T.self)
            case .int16: return unsafeBitCast(try integer(Int16.self, at: offset), to: T.self)
            case .int8: return unsafeBitCast(try integer(Int8.self, at: offset), to: T.self)
            case .uint: return unsafeBitCast(try integer(UInt.self, at: offset), to: T.self)
            case .uint64: return unsafeBitCast(try integer(UInt64.self, at: offset), to: T.self)
            case .uint32: return unsafeBitCast(try integer(UInt32.self, at: offset), to: T.self)
            case .uint16: return unsafeBitCast(try integer(UInt16.self, at: offset), to: T.self)
            case .uint8: return unsafeBitCast(try integer(UInt8.self, at: offset), to: T.self)
            case .other: return try T(from: Decoding(reader: self, offset: offset))
            }
        }

        func integer<I: FixedWidthInteger>(_ type: I.Type, at offset: Int) throws -> I {
            var at = offset + 1
            let result: I?
            switch try tag(offset) {
            case .signed:
                let raw = try varint(&at)
                result = I(exactly: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
            case .unsigned: result = I(exactly: try varint(&at))
            default: throw mismatch(I.self, offset)
            }
            guard let result else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "the number at byte \(offset) does not fit \(I.self)"))
            }
            return result
        }

        func isNull(_ offset: Int) throws -> Bool { try tag(offset) == .null }

        func mismatch(_ type: Any.Type, _ offset: Int) -> DecodingError {
            let found = (try? tag(offset)).map { "\($0)" } ?? "nothing"
            return .typeMismatch(type, .init(codingPath: [], debugDescription: "expected \(type), found \(found) at byte \(offset)"))
        }
    }

    // MARK: Decoder

    private struct Decoding: Decoder {
        let reader: Reader
        let offset: Int
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            let (first, count, end) = try reader.compound(offset, .keyed)
            return KeyedDecodingContainer(Keyed<Key>(reader: reader, first: first, count: count, end: end))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let (first, count, end) = try reader.compound(offset, .array)
            return Unkeyed(reader: reader, position: first, count: count, end: end)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer {
            Single(reader: reader, offset: offset)
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let reader: Reader
        let first: Int
        let count: Int
        let end: Int
        var codingPath: [any CodingKey] { [] }

        var allKeys: [Key] {
            var keys: [Key] = []
            var at = first
            for _ in 0..<count {
                guard let name = try? reader.string(&at), let next = try? reader.end(of: at) else { break }
                if let key = Key(stringValue: name) { keys.append(key) }
                at = next
            }
            return keys
        }

        /// The offset of `key`'s value: first where the last read ended,
        /// then from the container's start.
        func find(_ key: Key) throws -> Int? {
            let name = key.stringValue
            if reader.hintOwner == first, reader.hint < end {
                var at = reader.hint
                if try reader.string(&at) == name { return at }
            }
            var at = first
            for _ in 0..<count {
                let found = try reader.string(&at) == name
                if found { return at }
                at = try reader.end(of: at)
            }
            return nil
        }

        func located(_ key: Key) throws -> Int {
            guard let offset = try find(key) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no \"\(key.stringValue)\""))
            }
            return offset
        }

        func contains(_ key: Key) -> Bool { (try? find(key)) != nil }

        func decodeNil(forKey key: Key) throws -> Bool { try reader.isNull(try located(key)) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let offset = try located(key)
            let value = try reader.value(T.self, at: offset)
            reader.hint = try reader.end(of: offset)
            reader.hintOwner = first
            return value
        }

        // The common scalars without the generic path's casts.
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(forKey: key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(forKey: key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(forKey: key) }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(forKey: key) }

        @inline(__always)
        func scalar<T: Decodable>(forKey key: Key) throws -> T {
            let offset = try located(key)
            let value = try reader.value(T.self, at: offset)
            reader.hint = try reader.end(of: offset)
            reader.hintOwner = first
            return value
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let offset = try find(key) else { return nil }
            if try reader.isNull(offset) { return nil }
            let value = try reader.value(T.self, at: offset)
            reader.hint = try reader.end(of: offset)
            reader.hintOwner = first
            return value
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try Decoding(reader: reader, offset: located(key)).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try Decoding(reader: reader, offset: located(key)).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            guard let key = Key(stringValue: "super") else {
                throw DecodingError.keyNotFound(PackedKey("super"), .init(codingPath: codingPath, debugDescription: "no \"super\""))
            }
            return try superDecoder(forKey: key)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            Decoding(reader: reader, offset: try located(key))
        }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let reader: Reader
        var position: Int
        let count: Int?
        let end: Int
        var codingPath: [any CodingKey] { [] }
        var currentIndex = 0

        init(reader: Reader, position: Int, count: Int, end: Int) {
            self.reader = reader
            self.position = position
            self.count = count
            self.end = end
        }

        var isAtEnd: Bool { currentIndex >= count! }

        /// The next item's offset, moving past it.
        mutating func next(_ type: Any.Type) throws -> Int {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "past the last of \(count!) items"))
            }
            let offset = position
            position = try reader.end(of: offset)
            guard position <= end else { throw PackedFormat.Problem(offset: offset, reason: "an item past its array's end") }
            currentIndex += 1
            return offset
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, try reader.isNull(position) else { return false }
            _ = try next(Never.self)
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try reader.value(T.self, at: try next(T.self))
        }

        mutating func decode(_ type: String.Type) throws -> String {
            try reader.value(String.self, at: try next(String.self))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try Decoding(reader: reader, offset: next([String: Any].self)).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try Decoding(reader: reader, offset: next([Any].self)).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            Decoding(reader: reader, offset: try next(Any.self))
        }
    }

    private struct Single: SingleValueDecodingContainer {
        let reader: Reader
        let offset: Int
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { (try? reader.isNull(offset)) ?? false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.value(T.self, at: offset) }
    }

    /// The types read without their `Decodable`.
    private enum ScalarKind {
        case string, bool, double, float, int, int64, int32, int16, int8, uint, uint64, uint32, uint16, uint8, other

        init(_ type: Any.Type) {
            switch ObjectIdentifier(type) {
            case ObjectIdentifier(String.self): self = .string
            case ObjectIdentifier(Int.self): self = .int
            case ObjectIdentifier(Bool.self): self = .bool
            case ObjectIdentifier(Double.self): self = .double
            case ObjectIdentifier(Float.self): self = .float
            case ObjectIdentifier(Int64.self): self = .int64
            case ObjectIdentifier(Int32.self): self = .int32
            case ObjectIdentifier(Int16.self): self = .int16
            case ObjectIdentifier(Int8.self): self = .int8
            case ObjectIdentifier(UInt.self): self = .uint
            case ObjectIdentifier(UInt64.self): self = .uint64
            case ObjectIdentifier(UInt32.self): self = .uint32
            case ObjectIdentifier(UInt16.self): self = .uint16
            case ObjectIdentifier(UInt8.self): self = .uint8
            default: self = .other
            }
        }
    }

    /// A key in an error's coding path: an array index, or `super`.
    private struct PackedKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(_ index: Int) { stringValue = "Index \(index)"; intValue = index }
        init(_ name: String) { stringValue = name; intValue = nil }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { self.init(intValue) }
    }
}
