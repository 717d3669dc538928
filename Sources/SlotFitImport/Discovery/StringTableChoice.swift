import Foundation
import SlotFit
import SlotFitStrings

/// The string tables a Live Activity's code reads, chosen among every table
/// of a repository, as `slotfit init` chooses them: `Localizable` (the
/// table of `Text("key")`), and each table the sources name (`tableName:`,
/// `table:`, a generated accessor's table), in the app or its frameworks.
/// A table generated for an intent definition (`WidgetIntents.strings`,
/// keys like "gpCwrM") or for a storyboard or xib, and any other table the
/// code does not name, is skipped, each with its reason.
package struct StringTableChoice: Sendable {
    /// A table the code reads, and why.
    package struct Need: Sendable, Hashable {
        package var table: String
        package var reason: String
        /// Creates a need.
        package init(table: String, reason: String) { self.table = table; self.reason = reason }
    }

    /// One table found in the project.
    package struct Table: Sendable, Hashable {
        /// Its name (the file name without extension: Xcode's `tableName`).
        package var name: String
        /// An `.xcstrings` file, or the folder holding its `.lproj` folders; absolute.
        package var home: String
        /// Why it was chosen or skipped.
        package var reason: String
        /// Creates one.
        package init(name: String, home: String, reason: String) { self.name = name; self.home = home; self.reason = reason }
    }

    /// The tables chosen, one per needed name, in the order of the needs.
    package var chosen: [Table] = []
    /// The tables skipped, sorted by name.
    package var skipped: [Table] = []
    /// Needed tables found nowhere in the project.
    package var missing: [Need] = []
    /// The path for `catalogs:`: the smallest folder holding every chosen
    /// table (or the one chosen `.xcstrings` file), `nil` when none was found.
    package var catalog: String?
    /// What a reader of the choice should know (tables of the same name
    /// merged, no default table).
    package var notes: [String] = []

    /// The tables the activities read: `Localizable`, those the sources
    /// name by a literal, and those their texts look up (a generated
    /// accessor's table), each once, with the first place that names it.
    package static func needs(references: [SourceInventory.TableReference], activities: [Activity]) -> [Need] {
        var needs = [Need(table: "Localizable", reason: "the default table (Text(\"key\") with no tableName:)")]
        for reference in references where !needs.contains(where: { $0.table == reference.table }) {
            needs.append(Need(table: reference.table, reason: "named at \(reference.location.fileAndLine)\(reference.bundle.map { " (bundle: \($0))" } ?? "")"))
        }
        for activity in activities {
            for table in activity.otherTables.compactMap(\.table) where !needs.contains(where: { $0.table == table }) {
                needs.append(Need(table: table, reason: "looked up by \(activity.name)'s texts"))
            }
        }
        return needs
    }

    /// No table chosen.
    package init() {}

    /// Chooses among the tables under `root` those `needs` name, nearest
    /// the `sources` when a name is found in several places: one inside an
    /// extension's folder (`extensions`, the folders of the
    /// configurations) first, then one inside any source folder.
    ///
    /// - Throws: `SlotFitError` when the folder cannot be listed.
    package init(root: String, sources: [String], extensions: [String] = [], needs: [Need]) throws {
        let files = try RepositoryFiles.walk(root)
        // Every (name, home) pair, each once.
        // A set beside the list: each table looked up once, not against all
        // found so far (80,000 tables took 16 s).
        var found: [(name: String, home: String)] = [], seen = Set<String>()
        func note(_ name: String, _ home: String) { if seen.insert(name + "\u{0}" + home).inserted { found.append((name, home)) } }
        for file in files.catalogs + files.lprojTables { note(Self.stem(file), StringTables.home(of: file)) }
        let folders = sources.map { path -> String in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue ? path : (path as NSString).deletingLastPathComponent
        }
        // Nearest: inside a source folder first (a table in the extension's
        // own folder is its bundle's: what Text("key") there looks up, where
        // the app's folder above holds the app's), then most path
        // components shared with a source folder, then shallowest.
        func isInsideSources(_ home: String) -> Bool { folders.contains { RepositoryFiles.path(home, isIn: $0) } }
        func isInsideExtension(_ home: String) -> Bool { extensions.contains { RepositoryFiles.path(home, isIn: $0) } }
        func nearness(_ home: String) -> (Int, Int, Int, Int) {
            let parts = home.split(separator: "/")
            let shared = folders.map { zip($0.split(separator: "/"), parts).prefix { $0.0 == $0.1 }.count }.max() ?? 0
            return (isInsideExtension(home) ? 1 : 0, isInsideSources(home) ? 1 : 0, shared, -parts.count)
        }
        let homesByName = Dictionary(grouping: found, by: \.name).mapValues { $0.map(\.home) }
        let needed = Set(needs.map(\.table))
        for need in needs {
            let homes = (homesByName[need.table] ?? []).sorted {
                let a = nearness($0), b = nearness($1)
                return (a.0, a.1, a.2, a.3, $1) > (b.0, b.1, b.2, b.3, $0)
            }
            guard let home = homes.first else { missing.append(need); continue }
            chosen.append(Table(name: need.table, home: home, reason: need.reason))
            if nearness(home).2 <= files.root.split(separator: "/").count {
                // Only the repository in common: maybe the app's, not the extension's.
                notes.append("\(need.table) at \(files.relative(home)) shares no folder with the sources; if the extension's target does not include it, give catalogs: the extension's own")
            }
            for other in homes.dropFirst() {
                let reason = isInsideExtension(home) && !isInsideExtension(other)
                    ? "another \(need.table), outside the extension's folder, where \(files.relative(home)) is its own bundle's"
                    : isInsideSources(home) && !isInsideSources(other)
                    ? "another \(need.table), outside the sources' folders, where \(files.relative(home)) is inside them"
                    : "another \(need.table), farther from the sources than \(files.relative(home))"
                skipped.append(Table(name: need.table, home: other, reason: reason))
            }
        }
        for (name, home) in found where !needed.contains(name) {
            let reason: String
            // The file a table is generated from: the one in the table's
            // folder when several share its name.
            func origin(_ paths: [String]?) -> String? {
                paths.flatMap { list in list.first { RepositoryFiles.path($0, isIn: home) } ?? list.first }
            }
            if let definition = origin(files.intentDefinitions[name]) {
                reason = "generated for the intent definition \(files.relative(definition)); the sources do not name it"
            } else if let interface = origin(files.interfaceFiles[name]) {
                reason = "the strings of \(files.relative(interface)); the sources do not name it"
            } else if name == "InfoPlist" {
                reason = "Info.plist's strings (the app's name, permission texts); the sources do not name it"
            } else {
                reason = "not Localizable, and no tableName:/table: in the sources names it"
            }
            skipped.append(Table(name: name, home: home, reason: reason))
        }
        skipped.sort { ($0.name, $0.home) < ($1.name, $1.home) }
        guard !chosen.isEmpty else { return }

        // The smallest folder holding every chosen table.
        let containers = chosen.map { $0.home.hasSuffix(".xcstrings") ? ($0.home as NSString).deletingLastPathComponent : $0.home }
        var common = containers[0].split(separator: "/").map(String.init)
        for container in containers.dropFirst() {
            common = Array(zip(common, container.split(separator: "/").map(String.init)).prefix { $0.0 == $0.1 }.map { $0.0 })
        }
        var folder = "/" + common.joined(separator: "/")
        if !RepositoryFiles.path(folder, isIn: files.root) { folder = files.root }
        let inside = found.filter { RepositoryFiles.path($0.home, isIn: folder) }
        let names = Set(inside.map(\.name))
        if names.count > 1, !names.contains("Localizable"), chosen.count == 1, chosen[0].home.hasSuffix(".xcstrings") {
            // The folder's default table would be ambiguous: the file itself.
            catalog = chosen[0].home
        } else {
            catalog = folder
            if names.count > 1, !names.contains("Localizable") {
                notes.append("\(files.relative(folder)) has no Localizable table and several others: texts without tableName: find no table there")
            }
        }
        for table in chosen {
            for other in inside where other.name == table.name && other.home != table.home {
                notes.append("\(files.relative(folder)) also holds \(table.name) at \(files.relative(other.home)): SlotFit reads both as one table; give catalogs: a narrower folder if they differ")
            }
        }
    }

    /// `en.lproj/Localizable.strings` → `Localizable`.
    package static func stem(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Whether a table file was generated for an intent definition, a
    /// storyboard or a xib: one of that name beside its `.lproj` folder or
    /// in `Base.lproj` (where Xcode keeps them).
    static func isGenerated(_ file: String) -> Bool {
        let name = stem(file)
        guard (file as NSString).deletingLastPathComponent.hasSuffix(".lproj") || file.hasSuffix(".xcstrings") else { return false }
        let parent = file.hasSuffix(".xcstrings") ? (file as NSString).deletingLastPathComponent
            : ((file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        for folder in [parent, (parent as NSString).appendingPathComponent("Base.lproj")] {
            for ext in ["intentdefinition", "storyboard", "xib"] where FileManager.default.fileExists(atPath: "\(folder)/\(name).\(ext)") { return true }
        }
        return false
    }
}
