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
            throw SlotFitError(.manifest, "no such \(what); \(hint)", at: SourceLocation(file: name))
        }
        guard !isDirectory.boolValue else { throw SlotFitError(.manifest, "is a folder, not a \(what); \(hint)", at: SourceLocation(file: name)) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SlotFitError(.manifest, "cannot read the \(what) (permissions?); make it readable", at: SourceLocation(file: name))
        }
        let bytes = [UInt8](data)
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let (line, column, offset) = UTF8Position.firstInvalid(bytes)
        throw SlotFitError(.manifest, "the \(what) is not UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset \(offset)); save it as UTF-8", at: SourceLocation(file: name, line: line, column: column))
    }
}
