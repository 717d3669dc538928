extension String {
    /// The text with invisible controls spelled out: bidi controls (LRM,
    /// RLO, FSI…, which would reorder the message around them on a terminal
    /// or a web page) and C0/C1 controls other than tab and newline become
    /// `<U+202E>`.
    public var showingInvisibleControls: String {
        guard unicodeScalars.contains(where: Self.isInvisibleControl) else { return self }
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if Self.isInvisibleControl(scalar) {
                out.append(contentsOf: "<U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))>".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Escaped for XML and HTML text and attributes, with every character
    /// XML 1.0 forbids (C0 controls but tab, newline and return; U+FFFE,
    /// U+FFFF) spelled `<U+0001>`, so the document stays well-formed.
    public var xmlEscaped: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                let v = scalar.value
                if (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || v == 0xFFFE || v == 0xFFFF {
                    out += "&lt;U+\(String(v, radix: 16, uppercase: true).leftPadded(to: 4))&gt;"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}

extension String {
    /// The string as Swift's `debugDescription` writes it (in quotes, with
    /// `"`, `'`, `\` and controls escaped), without its per-scalar escaping
    /// when every character is printable ASCII that needs none: snapshots
    /// quote every label and text.
    var quoted: String {
        Self.needsNoEscaping(utf8) ? "\"" + self + "\"" : debugDescription
    }

    /// Printable ASCII without quotes or backslashes: what `debugDescription`
    /// writes as it is.
    static func needsNoEscaping(_ utf8: some Sequence<UInt8>) -> Bool {
        utf8.allSatisfy { (0x20...0x7E).contains($0) && $0 != 0x22 && $0 != 0x27 && $0 != 0x5C }
    }
}
