import Foundation
import SlotFit

/// A target of a project that builds the app, whatever the project's form
/// (an Xcode project, XcodeGen's `project.yml`): its name and place, its
/// kind, which files it builds or bundles, its Info.plist files and the
/// targets it depends on.
package struct BuildTarget: Sendable, Hashable {
    package var name: String
    /// Where the project declares it.
    package var location: SourceLocation
    package var isExtension: Bool
    package var isApplication: Bool
    /// It builds a framework or library another target links.
    package var isLibrary = false
    /// Files it builds or bundles, named one by one (absolute).
    package var files: Set<String> = []
    /// Folders every file of which it builds or bundles (absolute), but
    /// `excluded` files and those matching `excludedPatterns` (globs
    /// relative to their folder).
    package var folders: [String] = []
    package var excluded: Set<String> = []
    package var excludedPatterns: [(folder: String, pattern: String)] = []
    /// Names of the targets it depends on.
    package var dependencies: [String] = []
    /// The Swift package products it links (`packageProductDependencies`'
    /// `productName`; XcodeGen's `- package: X` with its `product:`):
    /// which packages' Swift it compiles.
    package var packageProducts: [String] = []
    package var infoPlists: [String] = []
    /// The development language its project names.
    package var developmentLanguage: String?
    /// Why the files above may not be all it bundles, if they may not.
    package var uncertainty: String?

    package static func == (a: BuildTarget, b: BuildTarget) -> Bool { a.name == b.name && a.location == b.location }
    package func hash(into hasher: inout Hasher) { hasher.combine(name); hasher.combine(location) }

    /// Whether it builds or bundles `file` (absolute, standardized).
    package func contains(_ file: String) -> Bool {
        if files.contains(file) { return true }
        guard let folder = folders.first(where: { file.hasPrefix($0 + "/") }), !excluded.contains(file) else { return false }
        let relative = String(file.dropFirst(folder.count + 1))
        return !excludedPatterns.contains { $0.folder == folder && Self.matches(relative, $0.pattern) }
    }

    /// The string tables it bundles: `.xcstrings`, `.strings` and
    /// `.stringsdict` files it holds, sorted.
    package func tableFiles() -> [String] {
        var found = Set(files.filter(Self.isTable))
        for folder in folders {
            for file in XcodeProject.files(under: folder) where Self.isTable(file) && contains(file) { found.insert(file) }
        }
        return found.sorted()
    }

    static func isTable(_ path: String) -> Bool {
        path.hasSuffix(".xcstrings") || path.hasSuffix(".strings") || path.hasSuffix(".stringsdict")
    }

    /// A glob as XcodeGen's `excludes:` writes them (`*`, `**`, `?`).
    static func matches(_ path: String, _ pattern: String) -> Bool {
        if pattern.hasSuffix("/**") || !pattern.contains("*") && !pattern.contains("?") {
            let stem = pattern.hasSuffix("/**") ? String(pattern.dropLast(3)) : pattern
            return path == stem || path.hasPrefix(stem + "/")
        }
        return fnmatch(pattern.replacingOccurrences(of: "**/", with: "*"), path, 0) == 0
    }
}
