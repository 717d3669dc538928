import Foundation

/// An Xcode localization export as `budgets` reads and writes it: an
/// `.xliff` file, or an `.xcloc` folder whose `Localized Contents/*.xliff`
/// are its translations. A pull request can commit one, so nothing in it
/// is read or written through a link: a link inside it is refused, by
/// name, and a copy is made file by file, never following one.
struct LocalizationExport {
    /// The path as given, without trailing slashes (`App.xcloc/` is
    /// `App.xcloc`).
    let path: String
    let isFolder: Bool

    /// The export at `path`; an error when nothing is there.
    init(_ given: String) throws {
        var path = given
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CLIError("\(given): no such file or folder; pass an .xliff file or an .xcloc folder from xcodebuild -exportLocalizations")
        }
        self.path = path
        self.isFolder = isFolder.boolValue
    }

    /// The XLIFF files, relative to the export (`Localized Contents/de.xliff`;
    /// empty for a bare file), each a regular file, not a link.
    func xliffs() throws -> [String] {
        guard isFolder else { return [""] }
        try Self.refuseLink(path, what: "the export")
        let contents = (path as NSString).appendingPathComponent("Localized Contents")
        try Self.refuseLink(contents, what: "its Localized Contents")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: contents)) ?? []
        let xliffs = names.filter { $0.hasSuffix(".xliff") }.sorted().map { "Localized Contents/" + $0 }
        guard !xliffs.isEmpty else {
            throw CLIError("\(path): no \"Localized Contents/*.xliff\" in it; pass an .xcloc folder from xcodebuild -exportLocalizations, or an .xliff file")
        }
        for xliff in xliffs { try Self.refuseLink(full(xliff), what: "a translation file") }
        return xliffs
    }

    /// The full path of a file of the export (`relative` from `xliffs()`).
    func full(_ relative: String) -> String {
        relative.isEmpty ? path : (path as NSString).appendingPathComponent(relative)
    }

    /// A file's text, which must be UTF-8 (Xcode writes XLIFF so).
    static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("\(path): cannot read it") }
        guard let text = String(data: data, encoding: .utf8) else { throw CLIError("\(path): not UTF-8; Xcode's XLIFF files are, so re-export it") }
        return text
    }

    /// Copies the export's folder to `destination` (which must not exist),
    /// folders made and regular files copied one by one; a link anywhere
    /// in it is refused, never followed or kept.
    func copyFolder(to destination: String) throws {
        try Self.copy(path, to: destination)
    }

    private static func copy(_ source: String, to destination: String) throws {
        let type = try FileManager.default.attributesOfItem(atPath: source)[.type] as? FileAttributeType
        switch type {
        case .typeDirectory?:
            try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: false)
            for name in try FileManager.default.contentsOfDirectory(atPath: source).sorted() {
                try copy((source as NSString).appendingPathComponent(name), to: (destination as NSString).appendingPathComponent(name))
            }
        case .typeRegular?:
            guard FileManager.default.createFile(atPath: destination, contents: FileManager.default.contents(atPath: source)) else {
                throw CLIError("cannot write \(destination); pass a folder you can write to")
            }
        case .typeSymbolicLink?:
            throw CLIError("\(source) is a symbolic link inside the export; SlotFit neither follows nor copies links in an .xcloc: remove it, or export again with xcodebuild -exportLocalizations")
        default:
            throw CLIError("\(source) is neither a file nor a folder; an .xcloc holds only those: export again with xcodebuild -exportLocalizations")
        }
    }

    /// An error when `path` is a symbolic link.
    static func refuseLink(_ path: String, what: String) throws {
        if (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink {
            throw CLIError("\(path) (\(what)) is a symbolic link; SlotFit reads no translation through a link: remove it, or export again with xcodebuild -exportLocalizations")
        }
    }
}
