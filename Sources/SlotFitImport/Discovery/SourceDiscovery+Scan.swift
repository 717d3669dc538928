import Foundation
import SlotFit

extension SourceDiscovery {
    /// What `SourceDiscovery.init` gathers while it searches a repository:
    /// the files and their texts, the configurations' folders, what the
    /// extensions already read, and what each file outside them adds.
    struct Scan {
        /// Every file of the repository.
        let files: RepositoryFiles
        /// The limits every file is parsed within.
        let limits: ImportLimits
        /// The reader of the projects that build the extensions (each
        /// project file read once, for discovery, init and the import).
        let bundleReader: ExtensionBundleReader
        /// Each Swift file's text, by absolute path.
        let texts: [String: String]
        /// The folders of the configurations: each the nearest folder of
        /// one extension's configuration files.
        let configurationFolders: [String]
        /// What the extensions already read: their configurations and the
        /// types they declare.
        let own: SourceInventory
        /// Each attributes type a configuration names, with the first
        /// configuration naming it.
        let wanted: [String: SourceLocation]
        /// The wanted names, sorted.
        let names: [String]
        /// Files that mention a name but could not be read, in the order read.
        var refused: [SlotFitError]
        /// File → what it adds.
        var contributions: [String: [String]] = [:]
        /// File → the first line it adds at.
        var lines: [String: Int] = [:]
        /// The attributes types declared so far.
        var declared: Set<String>
        /// The enums declared so far.
        var declaredEnums: Set<String>
        /// The types the wanted attributes' fields use.
        var fieldTypes: Set<String>
        /// Each file parsed outside the extensions, parsed once.
        var parsed: [String: SourceInventory] = [:]
        /// Files read alone, their folder holding too many files.
        var fileOnly = Set<String>()

        /// Lists `root`, reads its Swift files and the extensions'
        /// configurations.
        ///
        /// - Throws: `SlotFitError` when the folder cannot be listed.
        init(root: String, limits: ImportLimits) throws {
            var files = try RepositoryFiles.walk(root)
            var texts: [String: String] = [:]
            // Generated files past the size a hand-written one reaches are
            // not read (eight 1 GB files aborted init), each said.
            var oversized: [SlotFitError] = []
            files.swift = files.swift.filter { file in
                let size = RepositoryFiles.size(of: file)
                guard size > RepositoryFiles.largestSwiftFile else { return true }
                oversized.append(SlotFitError(.io, "\(size) bytes, more than the \(RepositoryFiles.largestSwiftFile) a hand-written Swift file reaches: generated code, not read; if it declares the activity, move that declaration to its own file",
                                              at: SourceLocation(file: files.relative(file))))
                return false
            }
            for file in files.swift { texts[file] = RepositoryFiles.text(file) }
            var configurationFolders = Self.configurationFolders(files.swift, texts: texts)
            // With the project that builds the extension, a Swift file the
            // extension does not compile (nor a framework it links, nor a
            // package) declares nothing it sees: the app's own copy of the
            // attributes, an old sample folder.
            let reader = ExtensionBundleReader(root: files.root)
            bundleReader = reader
            let configurationFiles = files.swift.filter { texts[$0]?.containsUTF8("ActivityConfiguration(") == true }
            let targets = reader.visibleTargets(building: configurationFiles)
            if !targets.isEmpty {
                // A package's Swift only when a target it sees links one of
                // its products (not the app's other local packages).
                let products = Set(targets.flatMap(\.packageProducts))
                var manifests: [String: Bool] = [:]
                files.swift = files.swift.filter { file in
                    if targets.contains(where: { $0.contains(file) }) { return true }
                    guard let root = PackageManifest.root(containing: (file as NSString).deletingLastPathComponent, within: files.root), root != files.root else { return false }
                    if let known = manifests[root] { return known }
                    let linked = reader.isInLinkedPackage(file, products: products)
                    manifests[root] = linked
                    return linked
                }
                // An extension folder the project does not build is not one.
                configurationFolders = Self.configurationFolders(files.swift, texts: texts)
            }
            var refused: [SlotFitError] = oversized
            var own = SourceInventory.empty
            for file in files.swift where Self.path(file, isInAnyOf: configurationFolders) {
                let part = SourceInventory(source: texts[file] ?? "", file: files.relative(file), limits: limits)
                refused += part.refused
                own.merge(part)
            }
            var wanted: [String: SourceLocation] = [:]
            for configuration in own.configurations where wanted[configuration.attributes] == nil {
                wanted[configuration.attributes] = configuration.location
            }
            self.files = files
            self.limits = limits
            self.texts = texts
            self.configurationFolders = configurationFolders
            self.own = own
            self.wanted = wanted
            self.refused = refused
            declared = Set(own.attributes.map(\.name))
            declaredEnums = Set(own.enums.map(\.name))
            fieldTypes = Set(own.attributes.filter { wanted[$0.name] != nil }.flatMap { $0.fields + $0.stateFields }.map(\.type))
            names = wanted.keys.sorted()
        }

        /// The folders of the files that declare an `ActivityConfiguration`,
        /// sorted, without those inside another.
        static func configurationFolders(_ swift: [String], texts: [String: String]) -> [String] {
            var folders = Set<String>()
            for file in swift where texts[file]?.containsUTF8("ActivityConfiguration(") == true {
                folders.insert((file as NSString).deletingLastPathComponent)
            }
            let sorted = folders.sorted()
            return sorted.filter { folder in !sorted.contains { $0 != folder && RepositoryFiles.path(folder, isIn: $0) } }
        }

        /// Whether `file` is inside one of `folders`.
        static func path(_ file: String, isInAnyOf folders: [String]) -> Bool {
            folders.contains { RepositoryFiles.path(file, isIn: $0) }
        }

        /// Whether `file` is inside a configuration's folder (the extensions
        /// read it already).
        func inSources(_ file: String) -> Bool { Self.path(file, isInAnyOf: configurationFolders) }

        /// The inventory of `file`, parsed the first time it is asked for;
        /// what it refuses is added to `refused`.
        mutating func inventory(_ file: String) -> SourceInventory {
            if let known = parsed[file] { return known }
            let read = SourceInventory(source: texts[file] ?? "", file: files.relative(file), limits: limits)
            refused += read.refused
            parsed[file] = read
            return read
        }

        /// Records that `file` adds `reason`, first at `line`.
        mutating func contribute(_ file: String, _ reason: String, line: Int) {
            contributions[file, default: []].append(reason)
            lines[file] = min(lines[file] ?? Int.max, line)
        }

        /// The attributes types declared nowhere in the project.
        func missingTypes() -> [MissingType] {
            names.filter { !declared.contains($0) && !declared.contains(SourceDiscovery.simpleName($0)) }.map { MissingType(name: $0, configuration: wanted[$0]!) }
        }
    }
}
