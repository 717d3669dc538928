import SlotFitText

/// UTF-8 text written into one growing byte array, made a `String` once at
/// the end: a check writes thousands of snapshots of a few hundred short
/// pieces each, and appending each piece to a `String` (capacity, ASCII
/// flags and breadcrumbs on every append) was half of writing them.
struct TextBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends a string's UTF-8.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends a literal's UTF-8.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a decimal integer.
    mutating func append(_ number: Int) { append(String(number)) }

    /// Appends `value` with `decimals` decimals, as `%.Nf` prints it.
    mutating func append(_ value: Double, decimals: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            if let count = FixedPoint.format(value, decimals: decimals, into: buffer) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
            } else {
                append(FixedPoint.printed(value, decimals: decimals))
            }
        }
    }

    /// Appends `text` in double quotes, Swift-escaped as `debugDescription`
    /// escapes it (printable ASCII without quotes or backslashes as it is).
    mutating func appendQuoted(_ text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            guard String.needsNoEscaping(utf8) else { return false }
            bytes.append(0x22)
            bytes.append(contentsOf: utf8)
            bytes.append(0x22)
            return true
        }
        if !plain { append(text.debugDescription) }
    }

    /// The text written.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
