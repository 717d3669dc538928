import Foundation

/// Reads a text file a user gave (a manifest, `slotfit.yml`), telling
/// apart what can go wrong: no such file, a folder, unreadable, or bytes that
/// are not UTF-8 (with the line and column of the first bad byte).
enum InputFile {
    /// The file's text; `what` names it in errors ("activity manifest").
    static func text(_ path: String, displayName: String? = nil, what: String, hint: String) throws -> String {
        let name = displayName ?? path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ManifestError(message: "\(name): no such \(what); \(hint)")
        }
        guard !isDirectory.boolValue else { throw ManifestError(message: "\(name): is a folder, not a \(what); \(hint)") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ManifestError(message: "\(name): cannot read the \(what) (permissions?); make it readable")
        }
        let bytes = [UInt8](data)
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let (line, column, offset) = firstInvalidUTF8(bytes)
        throw ManifestError(message: "\(name):\(line):\(column): the \(what) is not UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset \(offset)); save it as UTF-8")
    }

    /// The 1-based line and column (in characters) of the first byte that
    /// does not start or continue a valid UTF-8 sequence, and its offset.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (line: Int, column: Int, offset: Int) {
        var line = 1, column = 1, i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0
            guard length > 0, i + length <= bytes.count,
                  String(validating: bytes[i..<(i + length)], as: UTF8.self) != nil else { return (line, column, i) }
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
            i += length
        }
        return (line, column, max(0, bytes.count - 1))
    }
}
