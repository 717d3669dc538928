/// Writes a `Codable` value in `PackedFormat`: a table of the distinct
/// strings, then the value with each string as its index in the table.
/// The same value gives the same bytes (keys in the order encoded).
package struct PackedEncoder {
    package init() {}

    /// `value` in `PackedFormat`.
    package func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let root = Slot()
        try value.encode(to: Encoding(slot: root, codingPath: []))
        var writer = Writer()
        writer.write(root.node ?? .keyed(KeyedBox()))
        var output = PackedFormat.magic
        Writer.appendVarint(UInt64(writer.strings.count), to: &output)
        for string in writer.strings {
            var string = string
            string.withUTF8 { bytes in
                Writer.appendVarint(UInt64(bytes.count), to: &output)
                output.append(contentsOf: bytes)
            }
        }
        output.append(contentsOf: writer.body)
        return output
    }

    // MARK: The tree encoding builds

    /// A value encoded, its compounds shared with the containers that fill them.
    fileprivate enum Node {
        case null, bool(Bool), signed(Int64), unsigned(UInt64), double(Double), float(Float), string(String)
        case array(ArrayBox), keyed(KeyedBox)
    }

    fileprivate final class ArrayBox { var items: [Slot] = [] }

    fileprivate final class KeyedBox {
        var keys: [String] = []
        var values: [Slot] = []
        var positions: [String: Int] = [:]

        /// The slot for `key`, the one already there when it is encoded again.
        func slot(_ key: String) -> Slot {
            if let at = positions[key] { return values[at] }
            let slot = Slot()
            positions[key] = values.count
            keys.append(key)
            values.append(slot)
            return slot
        }
    }

    /// Where one value goes; empty until something is encoded there.
    fileprivate final class Slot {
        var node: Node?
        init(_ node: Node? = nil) { self.node = node }

        func keyed() -> KeyedBox {
            if case let .keyed(box) = node { return box }
            let box = KeyedBox()
            node = .keyed(box)
            return box
        }

        func array() -> ArrayBox {
            if case let .array(box) = node { return box }
            let box = ArrayBox()
            node = .array(box)
            return box
        }
    }

    // MARK: Serialization

    private struct Writer {
        var body: [UInt8] = []
        var strings: [String] = []
        var indexes: [String: Int] = [:]

        mutating func write(_ node: Node) {
            switch node {
            case .null: body.append(PackedFormat.Tag.null.rawValue)
            case let .bool(value): body.append((value ? PackedFormat.Tag.isTrue : .isFalse).rawValue)
            case let .signed(value):
                body.append(PackedFormat.Tag.signed.rawValue)
                Self.appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &body)
            case let .unsigned(value):
                body.append(PackedFormat.Tag.unsigned.rawValue)
                Self.appendVarint(value, to: &body)
            case let .double(value):
                body.append(PackedFormat.Tag.double.rawValue)
                withUnsafeBytes(of: value.bitPattern.littleEndian) { body.append(contentsOf: $0) }
            case let .float(value):
                body.append(PackedFormat.Tag.float.rawValue)
                withUnsafeBytes(of: value.bitPattern.littleEndian) { body.append(contentsOf: $0) }
            case let .string(value):
                body.append(PackedFormat.Tag.string.rawValue)
                Self.appendVarint(UInt64(index(value)), to: &body)
            case let .array(box):
                compound(.array, count: box.items.count) {
                    for item in box.items { $0.write(item.node ?? .null) }
                }
            case let .keyed(box):
                compound(.keyed, count: box.keys.count) {
                    for (key, value) in zip(box.keys, box.values) {
                        Self.appendVarint(UInt64($0.index(key)), to: &$0.body)
                        $0.write(value.node ?? .null)
                    }
                }
            }
        }

        /// A compound's tag, its body's length (filled in after), count and body.
        mutating func compound(_ tag: PackedFormat.Tag, count: Int, _ contents: (inout Writer) -> Void) {
            body.append(tag.rawValue)
            let lengthAt = body.count
            body.append(contentsOf: [0, 0, 0, 0])
            Self.appendVarint(UInt64(count), to: &body)
            contents(&self)
            let length = UInt32(truncatingIfNeeded: body.count - lengthAt - 4)
            withUnsafeBytes(of: length.littleEndian) { bytes in
                for offset in 0..<4 { body[lengthAt + offset] = bytes[offset] }
            }
        }

        mutating func index(_ string: String) -> Int {
            if let index = indexes[string] { return index }
            indexes[string] = strings.count
            strings.append(string)
            return strings.count - 1
        }

        static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
            var value = value
            while value >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }
    }

    // MARK: Encoder

    private struct Encoding: Encoder {
        let slot: Slot
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed<Key>(box: slot.keyed(), codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(box: slot.array(), codingPath: codingPath) }
        func singleValueContainer() -> any SingleValueEncodingContainer { Single(slot: slot, codingPath: codingPath) }
    }

    /// Encodes `value` into `slot`: scalars directly, the rest through `Encodable`.
    fileprivate static func put<T: Encodable>(_ value: T, in slot: Slot, codingPath: [any CodingKey]) throws {
        switch value {
        case let value as String: slot.node = .string(value)
        case let value as Bool: slot.node = .bool(value)
        case let value as Double: slot.node = .double(value)
        case let value as Float: slot.node = .float(value)
        case let value as Int: slot.node = .signed(Int64(value))
        case let value as Int64: slot.node = .signed(value)
        case let value as Int32: slot.node = .signed(Int64(value))
        case let value as Int16: slot.node = .signed(Int64(value))
        case let value as Int8: slot.node = .signed(Int64(value))
        case let value as UInt: slot.node = .unsigned(UInt64(value))
        case let value as UInt64: slot.node = .unsigned(value)
        case let value as UInt32: slot.node = .unsigned(UInt64(value))
        case let value as UInt16: slot.node = .unsigned(UInt64(value))
        case let value as UInt8: slot.node = .unsigned(UInt64(value))
        default: try value.encode(to: Encoding(slot: slot, codingPath: codingPath))
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: KeyedBox
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { box.slot(key.stringValue).node = .null }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try PackedEncoder.put(value, in: box.slot(key.stringValue), codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(box: box.slot(key.stringValue).keyed(), codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Unkeyed(box: box.slot(key.stringValue).array(), codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder { Encoding(slot: box.slot("super"), codingPath: codingPath) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { Encoding(slot: box.slot(key.stringValue), codingPath: codingPath + [key]) }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let box: ArrayBox
        let codingPath: [any CodingKey]
        var count: Int { box.items.count }

        private func next() -> Slot {
            let slot = Slot()
            box.items.append(slot)
            return slot
        }

        mutating func encodeNil() throws { next().node = .null }
        mutating func encode<T: Encodable>(_ value: T) throws { try PackedEncoder.put(value, in: next(), codingPath: codingPath) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(Keyed<NestedKey>(box: next().keyed(), codingPath: codingPath))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(box: next().array(), codingPath: codingPath) }
        mutating func superEncoder() -> any Encoder { Encoding(slot: next(), codingPath: codingPath) }
    }

    private struct Single: SingleValueEncodingContainer {
        let slot: Slot
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws { slot.node = .null }
        mutating func encode<T: Encodable>(_ value: T) throws { try PackedEncoder.put(value, in: slot, codingPath: codingPath) }
    }
}
