import Foundation
import SlotFit

extension SourceDiscovery.Scan {
    /// The configurations' folders (sorted), then the folders chosen for
    /// what was added (sorted), each with its reasons.
    func sources() -> [SourceDiscovery.Source] {
        var added = addedReasons()
        var result = configurationSources()
        let addedPaths = added.keys.sorted()
        // Sorted, an enclosing folder comes first and takes what is inside it.
        for path in addedPaths {
            if let outer = addedPaths.first(where: { $0 != path && RepositoryFiles.path(path, isIn: $0) }) {
                added[outer, default: []] += added[path] ?? []
            }
        }
        for path in addedPaths where !addedPaths.contains(where: { $0 != path && RepositoryFiles.path(path, isIn: $0) }) {
            // A declaration before what extends it.
            let reasons = (added[path] ?? []).sorted { ($0.contains(": declares") ? 0 : 1, $0) < ($1.contains(": declares") ? 0 : 1, $1) }
            result.append(SourceDiscovery.Source(path: path, reason: reasons.joined(separator: "; "), declaresConfiguration: false))
        }
        return result
    }

    /// What `sources:` lists for a contributing file: its folder, or the
    /// file alone when the folder holds an extension (reading it would read
    /// the whole app) or too many files for one namespace.
    func readPath(of file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        let holdsExtension = configurationFolders.contains { RepositoryFiles.path($0, isIn: folder) }
        return holdsExtension || fileOnly.contains(file) ? file : folder
    }

    /// Reads `file` alone when its folder holds more Swift files than one
    /// namespace or view would bring in (`namespaceFolderLimit`).
    mutating func readAloneIfCrowded(_ file: String) {
        let folder = (file as NSString).deletingLastPathComponent
        if files.swift.filter({ ($0 as NSString).deletingLastPathComponent == folder }).count > SourceDiscovery.namespaceFolderLimit { fileOnly.insert(file) }
    }

    /// Each contributing file's folder, unless that folder holds an
    /// extension (then the file alone: reading the folder would read the
    /// whole app) or too many files for one namespace; with what each adds,
    /// located.
    private func addedReasons() -> [String: [String]] {
        var added: [String: [String]] = [:]
        for (file, adds) in contributions {
            added[readPath(of: file), default: []] += adds.map { "\($0) (\(files.relative(file)):\(lines[file] ?? 1))" }
        }
        return added
    }

    /// Each configuration folder, with the configurations it declares.
    private func configurationSources() -> [SourceDiscovery.Source] {
        configurationFolders.map { folder in
            let here = own.configurations.filter { RepositoryFiles.path((files.root as NSString).appendingPathComponent($0.location.file), isIn: folder) }
            return SourceDiscovery.Source(path: folder, reason: here.map { "ActivityConfiguration(for: \($0.attributes).self) (\($0.location.fileAndLine))" }.joined(separator: ", "),
                                          declaresConfiguration: true)
        }
    }
}
