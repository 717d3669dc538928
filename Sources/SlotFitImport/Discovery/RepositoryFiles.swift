import Foundation
import SlotFit

/// The files of a repository `slotfit init` looks at, from one walk of the
/// project folder: Swift files, string tables in every form, and the files
/// whose names say a table is generated for something else (an intent
/// definition, a storyboard or a xib). Build products, dependencies and
/// hidden folders are skipped; nothing is read through a symbolic link that
/// leads out of the project (a link to a folder is not descended at all).
struct RepositoryFiles: Sendable {
    /// The project folder, absolute and standardized.
    var root: String
    /// Swift files, absolute, sorted.
    var swift: [String] = []
    /// `.xcstrings` catalogs, absolute, sorted.
    var catalogs: [String] = []
    /// `.strings` and `.stringsdict` files inside an `.lproj` folder, absolute, sorted.
    var lprojTables: [String] = []
    /// Base names of `.intentdefinition` files (`WidgetIntents`), with
    /// their paths in walking order.
    var intentDefinitions: [String: [String]] = [:]
    /// Base names of `.storyboard` and `.xib` files, with their paths in
    /// walking order (an app and an extension may each have a `Main`).
    var interfaceFiles: [String: [String]] = [:]

    /// Folders never walked: build products, dependencies, goldens.

    /// How many entries one walk looks at before it stops: a repository a
    /// person works in has far fewer; a hostile tree costs no more.
    static let maximumEntries = 500_000

    /// Walks `root`.
    ///
    /// - Throws: `SlotFitError` when the folder cannot be listed.
    static func walk(_ root: String) throws -> RepositoryFiles {
        let base = URL(fileURLWithPath: root).standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw SlotFitError(.swiftSource, "cannot list it; check that it exists and is readable", at: SourceLocation(file: root))
        }
        var found = RepositoryFiles(root: base.path)
        var seen = 0
        for case let url as URL in walker {
            seen += 1
            if seen > maximumEntries { break }
            let name = url.lastPathComponent
            if SkippedFolders.skips(name) { walker.skipDescendants(); continue }
            let stem = url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "swift", "xcstrings", "strings", "stringsdict":
                // A linked file that leads out of the project is not read.
                guard SourceInventory.leadsInside(url.path, base.path) else { continue }
                switch url.pathExtension {
                case "swift": found.swift.append(url.path)
                case "xcstrings": found.catalogs.append(url.path)
                default: if url.deletingLastPathComponent().pathExtension == "lproj" { found.lprojTables.append(url.path) }
                }
            case "intentdefinition": found.intentDefinitions[stem, default: []].append(url.path)
            case "storyboard", "xib": found.interfaceFiles[stem, default: []].append(url.path)
            default: continue
            }
        }
        found.swift.sort()
        found.catalogs.sort()
        found.lprojTables.sort()
        return found
    }

    /// `path` relative to the root (`.` for the root itself).
    func relative(_ path: String) -> String {
        path == root ? "." : path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// The largest Swift file `init` reads (8 MiB): generated code is
    /// larger, hand-written code never.
    static let largestSwiftFile = 8 << 20

    /// A file's size in bytes (0 when it cannot be read).
    static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// The text of a file, or `nil` when it cannot be read.
    static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `path` is `folder` or inside it (both absolute, standardized).
    static func path(_ path: String, isIn folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}
