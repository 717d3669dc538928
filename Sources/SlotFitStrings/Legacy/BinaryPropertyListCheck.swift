/// Checks the shape of a binary property list (`bplist00`) before
/// Foundation reads it: every offset inside the file, every object one a
/// `.stringsdict` may hold (dictionaries, arrays, strings, numbers,
/// booleans), the top a dictionary, no object its own ancestor. A damaged
/// file — a set where a dictionary should be, an offset past the end —
/// becomes an error naming the object, instead of a crash inside the
/// property-list reader.
enum BinaryPropertyListCheck {
    static let magic = Array("bplist00".utf8)

    /// `true` when `bytes` start like a binary property list.
    static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: magic) }

    /// Throws a `SlotFitError` naming `source` and what is wrong.
    static func check(_ bytes: [UInt8], source: String) throws {
        func fail(_ message: String) -> SlotFitError {
            SlotFitError(.schema, "not a valid binary property list (\(message)); re-save it as XML with plutil -convert xml1, or fix the file", at: SourceLocation(file: source))
        }
        guard bytes.count >= magic.count + 32 else { throw fail("shorter than a header and a trailer") }
        let trailer = bytes.count - 32
        func integer(_ at: Int, _ size: Int) throws -> Int {
            guard size >= 1, size <= 8, at >= 0, at + size <= bytes.count else { throw fail("a \(size)-byte number at \(at) lies outside the file") }
            var value: UInt64 = 0
            for i in 0..<size { value = value << 8 | UInt64(bytes[at + i]) }
            guard value <= UInt64(Int32.max) else { throw fail("a number at \(at) is \(value), larger than any offset") }
            return Int(value)
        }
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        let count = try integer(trailer + 8, 8), top = try integer(trailer + 16, 8), tableOffset = try integer(trailer + 24, 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else { throw fail("offset size \(offsetSize) or reference size \(referenceSize) is not 1 to 8") }
        guard count >= 1, top < count, tableOffset >= magic.count, tableOffset + count * offsetSize <= trailer else {
            throw fail("\(count) objects, top object \(top), offset table at \(tableOffset) do not fit the file")
        }
        func offset(of object: Int) throws -> Int {
            let at = try integer(tableOffset + object * offsetSize, offsetSize)
            guard at >= magic.count, at < tableOffset else { throw fail("object \(object) starts at \(at), outside the object area") }
            return at
        }
        /// The count in a marker's low nibble, or the integer after it.
        func length(_ at: Int) throws -> (count: Int, start: Int) {
            let low = Int(bytes[at] & 0x0F)
            guard low == 0x0F else { return (low, at + 1) }
            guard at + 1 < tableOffset, bytes[at + 1] & 0xF0 == 0x10 else { throw fail("object at \(at) has a bad length") }
            let size = 1 << Int(bytes[at + 1] & 0x0F)
            return (try integer(at + 2, size), at + 2 + size)
        }
        var visiting = Set<Int>()
        func visit(_ object: Int, depth: Int, path: String) throws {
            guard depth < 64 else { throw fail("nested deeper than 64 at \(path)") }
            guard object < count else { throw fail("\(path) refers to object \(object) of \(count)") }
            guard visiting.insert(object).inserted else { throw fail("\(path) contains itself") }
            defer { visiting.remove(object) }
            let at = try offset(of: object)
            let marker = bytes[at]
            switch marker >> 4 {
            case 0x0:
                guard [0x00, 0x08, 0x09].contains(marker) else { throw fail("\(path) has the unknown marker 0x\(String(marker, radix: 16))") }
            case 0x1, 0x2:
                guard at + 1 + (1 << Int(marker & 0x0F)) <= tableOffset else { throw fail("the number at \(path) runs past the objects") }
            case 0x5, 0x6:
                let (n, start) = try length(at)
                guard start + n * (marker >> 4 == 0x6 ? 2 : 1) <= tableOffset else { throw fail("the string at \(path) runs past the objects") }
            case 0xA, 0xD:
                let (n, start) = try length(at)
                let references = marker >> 4 == 0xD ? 2 * n : n
                guard start + references * referenceSize <= tableOffset else { throw fail("the \(marker >> 4 == 0xD ? "dictionary" : "array") at \(path) runs past the objects") }
                for i in 0..<references {
                    let child = try integer(start + i * referenceSize, referenceSize)
                    if marker >> 4 == 0xD && i < n {
                        // Keys must be strings.
                        let keyMarker = bytes[try offset(of: child)] >> 4
                        guard keyMarker == 0x5 || keyMarker == 0x6 else { throw fail("a key of the dictionary at \(path) is not a string") }
                    }
                    try visit(child, depth: depth + 1, path: "\(path)[\(i)]")
                }
            default:
                let kinds: [UInt8: String] = [0x3: "a date", 0x4: "data", 0x8: "a UID", 0xC: "a set"]
                throw fail("\(path) is \(kinds[marker >> 4] ?? "an unknown object (marker 0x\(String(marker, radix: 16)))"), which a .stringsdict never holds")
            }
        }
        guard bytes[try offset(of: top)] >> 4 == 0xD else { throw fail("the top object is not a dictionary of keys") }
        try visit(top, depth: 0, path: "the top object")
    }
}
