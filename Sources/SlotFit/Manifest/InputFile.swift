import Foundation
import SlotFitStrings

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
        let (line, column, offset) = UTF8Position.firstInvalid(bytes)
        throw ManifestError(message: "\(name):\(line):\(column): the \(what) is not UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset \(offset)); save it as UTF-8")
    }
}
