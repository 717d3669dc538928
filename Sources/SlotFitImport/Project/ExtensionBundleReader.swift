import Foundation
import SlotFitCore
import Synchronization
import SlotFit
import SlotFitStrings

/// Decides what the bundle of the widget extension that declares a Live
/// Activity holds, from the project that builds it: the target whose
/// sources include the file with the `ActivityConfiguration`, the string
/// tables that target bundles, the localizations they (and the target's
/// `CFBundleLocalizations`) give it, and the localizations of the app that
/// embeds it.
package struct ExtensionBundleReader: Sendable {
    /// The project folder (absolute, standardized): places are relative to it.
    package var root: String

    /// What reading found: the bundle, or why there is none.
    package enum Outcome: Sendable, Hashable {
        case bundle(ExtensionBundle)
        /// No project file builds the sources (a generated project, Flutter
        /// or React Native without a committed `ios/*.xcodeproj`): the
        /// reason, said once.
        case unknown(String)
    }

    /// Each project file's targets (or why it cannot be read), read once
    /// however many activities and rounds ask (init asks three times).
    private let loaded = Loaded()

    /// The memo of read projects, shared by copies of the reader.
    private final class Loaded: Sendable {
        let projects = Mutex<[String: Result<[BuildTarget], SlotFitError>]>([:])
    }

    package init(root: String) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.path
    }

    /// The targets of a project file (a `project.pbxproj` or XcodeGen
    /// `project.yml`), their folders confined to the project; `nil` for a
    /// `project.yml` that is not XcodeGen's.
    package func loadTargets(of project: String) -> Result<[BuildTarget], SlotFitError>? {
        if let known = loaded.projects.withLock({ $0[project] }) { return known }
        let display = relative(project)
        let result: Result<[BuildTarget], SlotFitError>
        if project.hasSuffix(".pbxproj") {
            do { result = .success(try XcodeProject(file: project).buildTargets(display: display).map(confined)) } catch let error as SlotFitError {
                result = .failure(error)
            } catch {
                result = .failure(SlotFitError(.syntax, "\(error)", at: SourceLocation(file: display)))
            }
        } else {
            guard let read = XcodeGenProject(file: project, display: display) else { return nil }
            result = .success(withDependencies(read.targets, of: project).map(confined))
        }
        loaded.projects.withLock { $0[project] = result }
        return result
    }

    /// An XcodeGen spec's targets with the targets they depend on that
    /// another spec defines (`dependencies: - target: OBAKitCore` in the
    /// widget's own `project.yml`, `OBAKitCore` in `OBAKitCore/project.yml`,
    /// both included by the app's spec): each found in the project's other
    /// `project.yml` files (three folders deep), followed through theirs.
    func withDependencies(_ targets: [BuildTarget], of project: String) -> [BuildTarget] {
        var all = targets
        var missing = Set(targets.flatMap(\.dependencies)).subtracting(targets.map(\.name))
        guard !missing.isEmpty else { return all }
        // Every other spec read once; then passes until nothing more is
        // found (a dependency's own dependency may be in an earlier spec).
        let others = Self.xcodeGenSpecs(under: root, depth: 3).filter { $0 != project }
            .compactMap { XcodeGenProject(file: $0, display: relative($0))?.targets }
        var found = true
        while found && !missing.isEmpty {
            found = false
            for target in others.joined() where missing.contains(target.name) {
                all.append(target)
                missing.remove(target.name)
                missing.formUnion(Set(target.dependencies).subtracting(all.map(\.name)))
                found = true
            }
        }
        return all
    }

    /// The `project.yml` files under `folder`, `depth` folders deep at most,
    /// in a stable order (hidden, dependency and build folders skipped).
    static func xcodeGenSpecs(under folder: String, depth: Int) -> [String] {
        var found: [String] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") && !SkippedFolders.skips(name) {
            let path = (folder as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if depth > 0 { found += xcodeGenSpecs(under: path, depth: depth - 1) }
            } else if name == "project.yml" {
                found.append(path)
            }
        }
        return found
    }

    /// The project files that may build `sources`: every `*.xcodeproj`'s
    /// `project.pbxproj` and XcodeGen `project.yml` in the folders from each
    /// source up to the project folder (no walk of the whole repository).
    package func projectFiles(near sources: [String]) -> [String] {
        var folders: [String] = []
        for source in sources {
            var folder = URL(fileURLWithPath: source).standardizedFileURL.path
            var isFolder: ObjCBool = false
            if !(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) {
                folder = (folder as NSString).deletingLastPathComponent
            }
            while folder.hasPrefix(root) {
                if !folders.contains(folder) { folders.append(folder) }
                if folder == root || folder == "/" { break }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        if !folders.contains(root) { folders.append(root) }
        var found: [String] = []
        for folder in folders {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(name)
                if name.hasSuffix(".xcodeproj"), name != "Pods.xcodeproj", FileManager.default.fileExists(atPath: path + "/project.pbxproj"),
                   SourceInventory.leadsInside(path + "/project.pbxproj", root) {
                    found.append(path + "/project.pbxproj")
                } else if name == "project.yml" || name == "project.yaml", SourceInventory.leadsInside(path, root) {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// The targets whose Swift the widget extension sees: the extension
    /// that builds one of `configurationFiles`, the targets it depends on
    /// and every framework or library target of its project (one it
    /// links). Empty when no project near them builds one as an extension.
    package func visibleTargets(building configurationFiles: [String]) -> [BuildTarget] {
        let targets = targets(building: configurationFiles)
        let files = configurationFiles.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let extensions = targets.filter { target in target.isExtension && files.contains(where: target.contains) }
        guard !extensions.isEmpty else { return [] }
        let dependencies = Set(extensions.flatMap(\.dependencies))
        return targets.filter { target in extensions.contains(target) || target.isLibrary || dependencies.contains(target.name) && !target.isApplication }
    }

    /// The targets of the first project near `configurationFiles` that
    /// builds one of them (empty when none does): what the app compiles.
    package func targets(building configurationFiles: [String]) -> [BuildTarget] {
        let files = configurationFiles.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        for project in projectFiles(near: configurationFiles) {
            guard case .success(let targets)? = loadTargets(of: project) else { continue }
            if targets.contains(where: { target in files.contains(where: target.contains) }) { return targets }
        }
        return []
    }

    /// Whether a Swift file is in a package the extension compiles: one
    /// declaring a product among `products` (what its targets link). A
    /// manifest SlotFit cannot read, or one declaring no product it can
    /// name, counts as linked; with `products` `nil` every package does.
    package func isInLinkedPackage(_ file: String, products: Set<String>?) -> Bool {
        guard isInPackage(file) else { return false }
        guard let products else { return true }
        guard let root = PackageManifest.root(containing: (file as NSString).deletingLastPathComponent, within: self.root),
              let manifest = PackageManifest(folder: root), !manifest.products.isEmpty else { return true }
        return manifest.products.contains(where: products.contains)
    }

    /// Whether a Swift file belongs to a Swift package (a `Package.swift`
    /// in a folder between it and the project folder): SwiftPM builds it,
    /// not a target of the Xcode project.
    package func isInPackage(_ file: String) -> Bool {
        var folder = (file as NSString).deletingLastPathComponent
        while folder.hasPrefix(root + "/") {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return true }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return false
    }

    /// The bundle of the extension that builds `configurationFiles` (the
    /// Swift files declaring the activity's `ActivityConfiguration`).
    package func read(building configurationFiles: [String], sources: [String]) -> Outcome {
        let files = configurationFiles.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let projects = projectFiles(near: sources + configurationFiles)
        guard !projects.isEmpty else {
            return .unknown("no Xcode project (*.xcodeproj) or XcodeGen project.yml beside the sources or above them, so SlotFit cannot see which string tables the widget extension bundles; it reads the tables nearest the sources")
        }
        var problems: [String] = []
        for project in projects {
            let targets: [BuildTarget]
            switch loadTargets(of: project) {
            case .success(let read)?: targets = read
            case .failure(let error)?: problems.append(error.description); continue
            case nil: continue
            }
            let building = targets.filter { target in files.contains(where: target.contains) }
            guard !building.isEmpty else { continue }
            // An extension builds it; a project where only an app does
            // (a sample that shows the views in the app) says nothing.
            let extensions = building.filter(\.isExtension)
            guard !extensions.isEmpty else { continue }
            // Several extensions (an iOS and a watchOS one): one that holds
            // tables decides, so no error rests on the other.
            let candidates = extensions.map { ($0, textTables(in: confined($0.tableFiles()))) }
            let (target, tables) = candidates.first(where: { !$0.1.isEmpty }) ?? candidates[0]
            let applications = targets.filter { $0.isApplication && $0.dependencies.contains(target.name) }
            let apps = applications.isEmpty ? targets.filter(\.isApplication) : applications
            // Each app target's tables walked once, for its languages and texts.
            let appTables = apps.map { ($0, confined($0.tableFiles())) }
            let appLocalizations = Set(appTables.flatMap { localizations(of: $0.0, tables: $0.1) }).sorted()
            let development = target.developmentLanguage.flatMap { $0.isEmpty ? nil : $0 } ?? "en"
            let own = Set(localizations(of: target, tables: confined(target.tableFiles()))).union([development]).sorted()
            var uncertainty = target.uncertainty
            if candidates.count > 1 {
                let others = candidates.map(\.0.name).filter { $0 != target.name }
                uncertainty = uncertainty ?? "the sources are also built by \(others.joined(separator: ", ")); SlotFit read \(target.name)"
            }
            var bundle = ExtensionBundle(target: target.name, location: target.location, developmentLanguage: development,
                                         localizations: own, tables: tables, appLocalizations: appLocalizations, uncertainty: uncertainty)
            bundle.appTables = Set(appTables.flatMap { textTables(in: $0.1) }).sorted()
            return .bundle(bundle)
        }
        let tried = projects.map(relative).joined(separator: ", ")
        return .unknown("no target of \(tried) builds \(files.map(relative).joined(separator: ", ")) as an app extension\(problems.isEmpty ? "" : " (\(problems.joined(separator: "; ")))"), so SlotFit cannot see which string tables the widget extension bundles; it reads the tables nearest the sources")
    }

    /// The tables of a target's (`tables`) that texts may read: every table but
    /// the Info.plist's and those generated for an intent definition, a
    /// storyboard or a xib.
    func textTables(in tables: [String]) -> [String] {
        tables.filter { file in
            let stem = StringTableChoice.stem(file)
            return stem != "InfoPlist" && !StringTableChoice.isGenerated(file)
        }
    }

    /// The localizations a target's bundle ships: the `.lproj` folders of
    /// its tables, the languages its string catalogs translate into (Xcode
    /// compiles each to an `.lproj`), and its Info.plist's
    /// `CFBundleLocalizations`.
    func localizations(of target: BuildTarget, tables: [String]) -> [String] {
        var found = Set<String>()
        for file in tables {
            let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
            if folder.hasSuffix(".lproj") {
                let language = String(folder.dropLast(6))
                if language != "Base" { found.insert(language) }
            } else if file.hasSuffix(".xcstrings"), let catalog = try? StringCatalog.index(xcstrings: file) {
                found.formUnion(catalog.localizations)
            }
        }
        for plist in confined(target.infoPlists) {
            guard let data = FileManager.default.contents(atPath: plist),
                  let object = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
            for language in object["CFBundleLocalizations"] as? [String] ?? [] { found.insert(language) }
        }
        return found.sorted()
    }

    /// The paths that lead inside the project folder after links: a
    /// project file is the pull request's, and may name `/etc/…` or a link
    /// out (docs/SECURITY.md); nothing outside is read.
    func confined(_ paths: [String]) -> [String] {
        paths.filter { SourceInventory.leadsInside($0, root) }
    }

    /// A target whose folders are those inside the project (a synchronized
    /// folder named `/` or `../..` is never walked).
    func confined(_ target: BuildTarget) -> BuildTarget {
        var inside = target
        inside.folders = confined(target.folders)
        return inside
    }

    func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
