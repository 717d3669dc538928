import Foundation
import SlotFitCore

/// An Xcode project read from its `project.pbxproj`: each target's name,
/// product type and line, the files its Sources and Resources phases build
/// (variant groups' `.lproj` children included) and the folders Xcode 16
/// synchronizes into it (with their membership exceptions), the project's
/// `developmentRegion` and `knownRegions`. Paths are absolute, resolved as
/// Xcode resolves a file reference's `sourceTree` (`<group>`: under its
/// group's folder; `SOURCE_ROOT`: under the folder holding the
/// `.xcodeproj`; `<absolute>`); references to build products and SDKs are
/// left out: they are not in the repository.
package struct XcodeProject: Sendable {
    /// A native target.
    package struct Target: Sendable, Hashable {
        package var id: String
        package var name: String
        /// `com.apple.product-type.app-extension`, `…application`, …
        package var productType: String
        /// The line of the target's `name = …` in `project.pbxproj`.
        package var line: Int
        /// Files of its Sources phases, absolute.
        package var sources: [String] = []
        /// Files of its Resources phases, absolute (a variant group is
        /// each of its children: `de.lproj/Localizable.strings`).
        package var resources: [String] = []
        /// Folders Xcode 16 keeps in sync with the target: every file below
        /// is a member except `exceptions` (absolute paths), and files of
        /// other targets' folders listed in `inclusions` are members too.
        package var synchronizedFolders: [String] = []
        package var exceptions: Set<String> = []
        package var inclusions: [String] = []
        /// Targets it depends on (by id).
        package var dependencies: [String] = []
        /// The package products it links, by name.
        package var packageProducts: [String] = []
        /// `INFOPLIST_FILE` of its build configurations, absolute.
        package var infoPlists: [String] = []
        /// It runs a script or copies files in a build phase, which may add
        /// resources SlotFit cannot see.
        package var copiesOtherwise = false

        /// Whether it builds a widget (or other app) extension.
        package var isExtension: Bool { productType.hasPrefix("com.apple.product-type.app-extension") || productType.hasPrefix("com.apple.product-type.extensionkit-extension") }
        /// Whether it builds an application.
        package var isApplication: Bool { productType == "com.apple.product-type.application" || productType.hasPrefix("com.apple.product-type.application.") }
    }

    /// The `project.pbxproj` file, absolute.
    package var file: String
    /// The folder holding the `.xcodeproj` (Xcode's `SOURCE_ROOT`).
    package var root: String
    package var developmentRegion: String?
    package var knownRegions: [String] = []
    package var targets: [Target] = []

    /// Reads the project at `file` (a `project.pbxproj`).
    package init(file: String) throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw SlotFitError(.io, "cannot read the project file; check that it exists and is readable", at: SourceLocation(file: file))
        }
        try self.init(bytes: Array(data), file: file)
    }

    /// Reads a project's `bytes`; `file` is its path (its folder's folder
    /// is `SOURCE_ROOT`).
    package init(bytes: [UInt8], file: String) throws {
        self.file = file
        let xcodeproj = (file as NSString).deletingLastPathComponent
        root = (xcodeproj as NSString).deletingLastPathComponent
        guard case .dictionary(let top) = try OldStylePropertyList.parse(bytes, file: file),
              let objects = top.dictionary("objects"), let rootID = top.string("rootObject"),
              let project = objects.dictionary(rootID) else {
            throw SlotFitError(.schema, "no objects or rootObject: this is not an Xcode project file", at: SourceLocation(file: file, line: 1))
        }
        var graph = Graph(objects: objects, root: root)
        graph.placeGroups(from: project.string("mainGroup"))
        developmentRegion = project.string("developmentRegion")
        knownRegions = project.strings("knownRegions")
        for id in project.strings("targets") {
            guard let object = objects.dictionary(id), object.string("isa") == "PBXNativeTarget" else { continue }
            targets.append(graph.target(id, object))
        }
    }

    /// Whether `target` builds `file` (absolute): in a Sources phase or
    /// under one of its synchronized folders.
    package func builds(_ target: Target, _ file: String) -> Bool {
        members(of: target).contains(file)
    }

    /// Every file the target builds or bundles: its phases' files, and the
    /// files on disk under its synchronized folders (less its exceptions),
    /// plus other folders' files it includes; absolute, sorted.
    package func members(of target: Target) -> [String] {
        var files = Set(target.sources + target.resources + target.inclusions)
        for folder in target.synchronizedFolders {
            for file in Self.files(under: folder) where !target.exceptions.contains(file) { files.insert(file) }
        }
        return files.sorted()
    }

    /// The files below `folder`, skipping hidden ones; a file inside a
    /// folder that Xcode treats as one file (`.xcassets`) is not listed.
    static func files(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name.hasPrefix(".") || ["xcassets", "xcodeproj", "bundle", "framework"].contains(url.pathExtension) { walker.skipDescendants(); continue }
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values?.isSymbolicLink == true || values?.isDirectory == true { continue }
            found.append(url.standardizedFileURL.path)
            if found.count >= 100_000 { break }
        }
        return found
    }
}

extension XcodeProject {
    /// The objects of a project, with every group's and file's path.
    struct Graph {
        let objects: OldStylePropertyList.Dictionary
        let root: String
        /// Paths by object id, for the objects under the main group.
        var paths: [String: String] = [:]

        init(objects: OldStylePropertyList.Dictionary, root: String) {
            self.objects = objects
            self.root = root
        }

        /// The path of an object placed under a group at `parent`.
        func path(of object: OldStylePropertyList.Dictionary, parent: String) -> String? {
            let own = object.string("path")
            switch object.string("sourceTree") ?? "<group>" {
            case "<group>": return own.map { Self.join(parent, $0) } ?? parent
            case "SOURCE_ROOT": return own.map { Self.join(root, $0) } ?? root
            case "<absolute>": return own
            default: return nil
            }
        }

        static func join(_ folder: String, _ path: String) -> String {
            if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL.path }
            return URL(fileURLWithPath: folder).appendingPathComponent(path).standardizedFileURL.path
        }

        /// Walks the group tree from the main group (each object once: a
        /// forged project's cycle ends).
        mutating func placeGroups(from mainGroup: String?) {
            guard let mainGroup else { return }
            var stack: [(id: String, parent: String, depth: Int)] = [(mainGroup, root, 0)]
            while let (id, parent, depth) = stack.popLast() {
                guard paths[id] == nil, depth < 64, let object = objects.dictionary(id), let path = path(of: object, parent: parent) else { continue }
                paths[id] = path
                // A variant group's children are relative to its group's
                // folder (`de.lproj/Localizable.strings`), as a group's are.
                for child in object.strings("children").reversed() { stack.append((child, path, depth + 1)) }
            }
        }

        /// The files a build file stands for: a file, or a variant group's children.
        func files(ofBuildFile id: String) -> [String] {
            guard let build = objects.dictionary(id), let ref = build.string("fileRef"),
                  let object = objects.dictionary(ref) else { return [] }
            if object.string("isa") == "PBXVariantGroup" || object.string("isa") == "XCVersionGroup" {
                return object.strings("children").compactMap { paths[$0] }
            }
            return paths[ref].map { [$0] } ?? []
        }

        /// The files an exception set's entry names in `folder`: a path
        /// relative to it, or `/Localized/dir/Name.strings`, Xcode's form
        /// for a localized file: `dir/xx.lproj/Name.strings` in every
        /// language folder there is.
        static func files(_ folder: String, listed entry: String) -> [String] {
            guard entry.hasPrefix("/Localized/") else { return [join(folder, entry)] }
            let rest = String(entry.dropFirst("/Localized/".count))
            let directory = join(folder, (rest as NSString).deletingLastPathComponent)
            let name = (rest as NSString).lastPathComponent
            let languages = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".lproj") }.sorted()
            return languages.map { join(directory, "\($0)/\(name)") }
        }

        func target(_ id: String, _ object: OldStylePropertyList.Dictionary) -> Target {
            var target = Target(id: id, name: object.string("name") ?? id, productType: object.string("productType") ?? "",
                                line: object.lines["name"] ?? object.line)
            for phaseID in object.strings("buildPhases") {
                guard let phase = objects.dictionary(phaseID) else { continue }
                let files = phase.strings("files").flatMap(files(ofBuildFile:))
                switch phase.string("isa") {
                case "PBXSourcesBuildPhase": target.sources += files
                case "PBXResourcesBuildPhase": target.resources += files
                case "PBXShellScriptBuildPhase": target.copiesOtherwise = true
                case "PBXCopyFilesBuildPhase":
                    // 7 is the Resources folder: files copied there are resources.
                    if phase.string("dstSubfolderSpec") == "7" { target.resources += files }
                default: break
                }
            }
            let synchronized = Set(object.strings("fileSystemSynchronizedGroups"))
            for (groupID, folder) in paths where objects.dictionary(groupID)?.string("isa") == "PBXFileSystemSynchronizedRootGroup" {
                guard let group = objects.dictionary(groupID) else { continue }
                let mine = synchronized.contains(groupID)
                if mine { target.synchronizedFolders.append(folder) }
                for exceptionID in group.strings("exceptions") {
                    guard let exception = objects.dictionary(exceptionID), exception.string("target") == id,
                          exception.string("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet" else { continue }
                    let listed = exception.strings("membershipExceptions").flatMap { Self.files(folder, listed: $0) }
                    // An exception flips membership: out of a folder the
                    // target syncs, into it for a folder it does not.
                    if mine { target.exceptions.formUnion(listed) } else { target.inclusions += listed }
                }
            }
            target.synchronizedFolders.sort()
            target.dependencies = object.strings("dependencies").compactMap { objects.dictionary($0)?.string("target") }
            target.packageProducts = object.strings("packageProductDependencies").compactMap { objects.dictionary($0)?.string("productName") }
            if let list = object.string("buildConfigurationList").flatMap({ objects.dictionary($0) }) {
                for configuration in list.strings("buildConfigurations").compactMap({ objects.dictionary($0) }) {
                    guard let plist = configuration.dictionary("buildSettings")?.string("INFOPLIST_FILE"), !plist.isEmpty else { continue }
                    let path = Self.join(root, plist.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "${SRCROOT}/", with: ""))
                    if !target.infoPlists.contains(path) { target.infoPlists.append(path) }
                }
            }
            return target
        }
    }
}

extension XcodeProject {
    /// The project's targets as `BuildTarget`s; `display` is how places
    /// name the project file.
    package func buildTargets(display: String) -> [BuildTarget] {
        let names = Dictionary(targets.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        return targets.map { target in
            var made = BuildTarget(name: target.name, location: SourceLocation(file: display, line: target.line),
                                   isExtension: target.isExtension, isApplication: target.isApplication)
            made.isLibrary = target.productType.contains("framework") || target.productType.contains("library")
            made.files = Set(target.sources + target.resources + target.inclusions)
            made.folders = target.synchronizedFolders
            made.excluded = target.exceptions
            made.dependencies = target.dependencies.compactMap { names[$0] }
            made.packageProducts = target.packageProducts
            made.infoPlists = target.infoPlists
            made.developmentLanguage = developmentRegion
            if target.copiesOtherwise {
                made.uncertainty = "its build runs a script phase, which may copy string tables SlotFit cannot see"
            }
            return made
        }
    }
}
