extension String {
    /// A string from UTF-16 code units, transcoded straight to UTF-8 (the
    /// generic `String(decoding:as: UTF16.self)` path is several times
    /// slower on slices). Lone surrogates become U+FFFD.
    init(utf16Units units: ArraySlice<UInt16>) {
        let count = units.count
        if count == 0 { self = ""; return }
        self = units.withUnsafeBufferPointer { source in
            String(unsafeUninitializedCapacity: count * 3) { buffer in
                var out = 0
                var i = 0
                while i < count {
                    var value = UInt32(source[i])
                    i += 1
                    if value < 0x80 {
                        buffer[out] = UInt8(value); out += 1; continue
                    }
                    if (0xD800...0xDBFF).contains(value), i < count, (0xDC00...0xDFFF).contains(source[i]) {
                        value = UTF16.codePoint(lead: UInt16(value), trail: source[i])
                        i += 1
                    } else if (0xD800...0xDFFF).contains(value) {
                        value = 0xFFFD
                    }
                    if value < 0x800 {
                        buffer[out] = UInt8(0xC0 | (value >> 6))
                        buffer[out + 1] = UInt8(0x80 | (value & 0x3F))
                        out += 2
                    } else if value < 0x10000 {
                        buffer[out] = UInt8(0xE0 | (value >> 12))
                        buffer[out + 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
                        buffer[out + 2] = UInt8(0x80 | (value & 0x3F))
                        out += 3
                    } else {
                        buffer[out] = UInt8(0xF0 | (value >> 18))
                        buffer[out + 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
                        buffer[out + 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
                        buffer[out + 3] = UInt8(0x80 | (value & 0x3F))
                        out += 4
                    }
                }
                return out
            }
        }
    }

    init(utf16Units units: [UInt16]) { self.init(utf16Units: units[...]) }
}

extension String {
    /// The string's UTF-16 code units, transcoded straight from its UTF-8
    /// storage (`Array(utf16)` walks indices one at a time).
    var utf16Units: [UInt16] {
        var copy = self
        return copy.withUTF8 { bytes in
            let count = bytes.count
            return [UInt16](unsafeUninitializedCapacity: count) { out, written in
                var i = 0, o = 0
                while i < count {
                    let lead = UInt32(bytes[i])
                    if lead < 0x80 {
                        out[o] = UInt16(lead); o += 1; i += 1
                    } else if lead < 0xE0 {
                        out[o] = UInt16((lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)); o += 1; i += 2
                    } else if lead < 0xF0 {
                        out[o] = UInt16((lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)); o += 1; i += 3
                    } else {
                        let scalar = (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
                        let value = scalar - 0x10000
                        out[o] = UInt16(0xD800 + (value >> 10)); out[o + 1] = UInt16(0xDC00 + (value & 0x3FF)); o += 2; i += 4
                    }
                }
                written = o
            }
        }
    }
}
