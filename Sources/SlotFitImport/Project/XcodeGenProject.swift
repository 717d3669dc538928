import Foundation
import SlotFit
import Yams

/// An XcodeGen `project.yml`: its targets with their `type:`, the
/// `sources:` each builds (XcodeGen puts every file under a source path in
/// the phase its type belongs to: a `.xcstrings` or `.lproj` table in
/// Resources; `excludes:` and `buildPhase: none` leave files out), their
/// `dependencies:` and Info.plist, and `options.developmentLanguage`.
package struct XcodeGenProject: Sendable {
    package var targets: [BuildTarget] = []

    /// Reads the `project.yml` at `file`; `display` is how places name it.
    /// A file that is not YAML or has no `targets:` mapping is not a
    /// project (`nil`); a target that is not a mapping is skipped.
    package init?(file: String, display: String) {
        guard let data = FileManager.default.contents(atPath: file), data.count < 8 << 20,
              let text = String(data: data, encoding: .utf8),
              let document = try? Yams.compose(yaml: text), let top = document.mapping,
              let targetsNode = top["targets"]?.mapping else { return nil }
        let folder = (file as NSString).deletingLastPathComponent
        let development = top["options"]?.mapping?["developmentLanguage"]?.string
        for (key, node) in targetsNode {
            guard let name = key.string, let target = node.mapping else { continue }
            let type = target["type"]?.string ?? ""
            var made = BuildTarget(name: name, location: SourceLocation(file: display, line: key.mark.map { $0.line }),
                                   isExtension: type.hasPrefix("app-extension") || type.hasPrefix("extensionkit-extension"),
                                   isApplication: type == "application" || type.hasPrefix("application."))
            made.developmentLanguage = development
            made.isLibrary = type.hasPrefix("framework") || type.hasPrefix("library")
            for entry in Self.sources(target["sources"]) + Self.sources(target["resources"]) where entry.phase != "none" {
                let path = Self.join(folder, entry.path)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue, !path.hasSuffix(".lproj") {
                    made.folders.append(path)
                    made.excludedPatterns += entry.excludes.map { (path, $0) }
                } else if isFolder.boolValue {
                    for inner in XcodeProject.files(under: path) { made.files.insert(inner) }
                } else {
                    made.files.insert(path)
                }
            }
            made.dependencies = (target["dependencies"]?.sequence ?? []).compactMap { $0.mapping?["target"]?.string }
            // `- package: Kit` links the product named as the package unless
            // `product:` names another.
            made.packageProducts = (target["dependencies"]?.sequence ?? []).compactMap { entry in
                entry.mapping.flatMap { $0["product"]?.string ?? $0["package"]?.string }
            }
            if let plist = target["info"]?.mapping?["path"]?.string ?? target["settings"]?.mapping?["INFOPLIST_FILE"]?.string
                ?? target["settings"]?.mapping?["base"]?.mapping?["INFOPLIST_FILE"]?.string {
                made.infoPlists = [Self.join(folder, plist)]
            }
            if !(target["preBuildScripts"]?.sequence ?? []).isEmpty || !(target["postCompileScripts"]?.sequence ?? []).isEmpty
                || !(target["postBuildScripts"]?.sequence ?? []).isEmpty {
                made.uncertainty = "its build runs a script, which may copy string tables SlotFit cannot see"
            }
            targets.append(made)
        }
    }

    /// A `sources:` list: paths, or mappings with `path:`, `excludes:` and
    /// `buildPhase:`.
    static func sources(_ node: Node?) -> [(path: String, excludes: [String], phase: String?)] {
        guard let node else { return [] }
        let items = node.sequence.map(Array.init) ?? [node]
        return items.compactMap { item in
            if let path = item.string { return (path, [], nil) }
            guard let mapping = item.mapping, let path = mapping["path"]?.string else { return nil }
            let excludes = (mapping["excludes"]?.sequence ?? []).compactMap(\.string)
            let phase = mapping["buildPhase"]?.string ?? mapping["buildPhase"]?.mapping?.keys.first?.string
            return (path, excludes, phase)
        }
    }

    static func join(_ folder: String, _ path: String) -> String {
        URL(fileURLWithPath: path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)).standardizedFileURL.path
    }
}
