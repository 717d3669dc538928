/// Writes JSON the way Xcode writes a String Catalog, byte for byte: two-space
/// indent, `"key" : value`, keys in Finder order, slashes and non-ASCII
/// written raw (U+2028 and U+2029 escaped), an empty object as `{` blank line
/// `}`, and no newline at the end.
enum XcodeJSONWriter {
    /// The serialized bytes of `value`.
    package static func data(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        write(value, indent: 0, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        switch value {
        case .string(let text): writeString(text, into: &out)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            out.append(0x0A)
            for (i, element) in elements.enumerated() {
                pad(indent + 2, &out)
                write(element, indent: indent + 2, into: &out)
                if i < elements.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(0x0A)
            }
            if elements.isEmpty { out.append(0x0A) }
            pad(indent, &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            out.append(0x0A)
            let order = FinderOrder.shared.sorted(members.map(\.key))
            var byKey: [String: JSONValue] = [:]
            for member in members { byKey[member.key] = member.value }
            for (i, key) in order.enumerated() {
                pad(indent + 2, &out)
                writeString(key, into: &out)
                out.append(contentsOf: " : ".utf8)
                write(byKey[key]!, indent: indent + 2, into: &out)
                if i < order.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(0x0A)
            }
            if members.isEmpty { out.append(0x0A) }
            pad(indent, &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func pad(_ count: Int, _ out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(0x20, count: count))
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    private static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".utf8)
            case "\\": out.append(contentsOf: "\\\\".utf8)
            case "\n": out.append(contentsOf: "\\n".utf8)
            case "\r": out.append(contentsOf: "\\r".utf8)
            case "\t": out.append(contentsOf: "\\t".utf8)
            case "\u{8}": out.append(contentsOf: "\\b".utf8)
            case "\u{C}": out.append(contentsOf: "\\f".utf8)
            case "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}":
                let v = scalar.value
                out.append(contentsOf: "\\u".utf8)
                out.append(hex[Int(v >> 12) & 0xF]); out.append(hex[Int(v >> 8) & 0xF])
                out.append(hex[Int(v >> 4) & 0xF]); out.append(hex[Int(v) & 0xF])
            default:
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
