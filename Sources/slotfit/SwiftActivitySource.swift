import Foundation
import SlotFit
import SlotFitImport
import SlotFitCore

/// `slotfit layout` of Swift source: a widget extension's file or folder
/// read as `slotfit init` and `slotfit.yml`'s `sources:` read it — its
/// catalog found beside it, with the `values:` and `samples:` of the
/// slotfit.yml above it when that file's sources hold it — without
/// writing a manifest first.
enum SwiftActivitySource {
    /// A `.swift` file or a folder (a manifest is a `.yml` or `.json` file).
    static func isSwift(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return path.hasSuffix(".swift") }
        return isFolder.boolValue || path.hasSuffix(".swift")
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// The Live Activity `path` declares: the one named (its name or
    /// attributes type), or the only one; several without a name is an
    /// error that lists them.
    static func activity(at path: String, named name: String?) throws -> Activity {
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: absolute) else {
            throw CLIError("\(path): no such file or folder; pass a manifest (.yml, .json) or a Swift file or folder of the widget extension")
        }
        let configuration = try self.configuration(for: absolute)
        let project = try CLIError.quoting(in: configuration.projectDirectory) { try SourceProject(configuration: configuration) }
        for warning in project.unresolvedNames { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        var candidates = project.activities
        guard !candidates.isEmpty else {
            throw CLIError("\(path): declares no Live Activity (no ActivityConfiguration(for:) SlotFit could read); pass the widget extension's file or folder that has one, or see slotfit import \(path)")
        }
        if let name {
            candidates = candidates.filter { $0.activity.name == name }
            guard !candidates.isEmpty else {
                let names = project.activities.map(\.activity.name)
                throw CLIError("--activity \"\(name)\": \(path) declares no Live Activity of that name; it declares \(names.joined(separator: ", "))\(DidYouMean.suffix(for: name, in: names))")
            }
        } else if candidates.count > 1 || !isFolder(absolute) {
            // A file: the activities it declares (its folder was read for
            // the declarations beside it).
            let own = candidates.filter { URL(fileURLWithPath: $0.origin, relativeTo: URL(fileURLWithPath: configuration.projectDirectory + "/")).standardizedFileURL.path == absolute }
            if !own.isEmpty { candidates = own } else if !isFolder(absolute) {
                throw CLIError("\(path): declares no Live Activity (no ActivityConfiguration(for:) SlotFit could read); the files beside it declare \(candidates.map(\.activity.name).joined(separator: ", ")): pass the file that configures one, or their folder")
            }
        }
        guard candidates.count == 1 else {
            throw CLIError("\(path) declares \(candidates.count) Live Activities (\(candidates.map(\.activity.name).joined(separator: ", "))); pick one with --activity NAME")
        }
        return candidates[0].activity
    }

    /// The slotfit.yml above `path` when its `sources:` hold it (its
    /// values, samples and catalogs apply), else one that reads `path` alone.
    private static func configuration(for path: String) throws -> SlotFitConfiguration {
        var isFolder: ObjCBool = false
        FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let folder = isFolder.boolValue ? path : (path as NSString).deletingLastPathComponent
        func standard(_ p: String) -> String { URL(fileURLWithPath: p).standardizedFileURL.path }
        if let file = SlotFitConfiguration.find(from: folder) {
            let configuration = try SlotFitConfiguration.load(file)
            let inside = configuration.sources.map(standard).contains { source in
                path == source || path.hasPrefix(source.hasSuffix("/") ? source : source + "/")
            }
            if inside { return configuration }
        }
        // Its own project: the folder it is in (a file's declarations —
        // its attributes, its sample states — are often in the files
        // beside it), its catalog found there.
        let text = "sources: [\(String(reflecting: folder))]\n"
        return try SlotFitConfiguration.parse(text, path: (folder as NSString).appendingPathComponent("slotfit.yml"))
    }
}
