/// The identity of a font file a measurement used: enough to tell a font
/// change from a layout change.
public struct FontFileInfo: Sendable, Hashable, Codable, Comparable {
    /// The typographic family (name ID 16, else 1), e.g. "Inter".
    public var family: String
    /// The subfamily or style (name ID 17, else 2), e.g. "Semi Bold".
    public var style: String
    /// The version string from the name table (name ID 5).
    public var version: String
    /// The file's path.
    public var file: String
    /// The face's index inside a collection (`.ttc`); 0 for single fonts.
    public var faceIndex: Int
    /// SHA-256 of the file's bytes, lowercase hex.
    public var sha256: String

    public static func < (a: FontFileInfo, b: FontFileInfo) -> Bool {
        (a.family, a.style, a.file, a.faceIndex) < (b.family, b.style, b.file, b.faceIndex)
    }
}
