import Foundation
import SlotFit
import SlotFitStrings
import SlotFitText

/// The Live Activities a `slotfit.yml` reads from Swift source: its
/// `sources:` imported, each activity given its catalog (`catalogs:`, or
/// the string tables found in the source folders, else in the folder
/// above them) and the `samples:` written for it.
public struct SourceProject: Sendable {
    /// The activities, with the Swift file each was read from.
    public var activities: [(activity: Activity, origin: String)]
    /// What the importer made of each.
    public var reports: [ActivityImport]
    /// The catalog path the activities use, if any.
    public var catalog: String?
    /// `values:` entries that name no stand-in (each located, with the
    /// nearest stand-in): a warning, not a stop.
    package var unusedValues: [SlotFitError] = []
    /// Names the views read that SlotFit finds declared nowhere in the
    /// sources (`ActivityImport.unresolvedNames`): warnings.
    package var unresolvedNames: [SlotFitError] = []
    /// Every warning of the import, in order: unresolved names, then
    /// `values:` keys that named nothing.
    package var warnings: [SlotFitError] { unresolvedNames + unusedValues }
    /// What `check` should say about the tables it reads: no project found
    /// (the nearness rule used), a listed catalog the extension does not
    /// bundle (not read). Each said once.
    package var bundleNotes: [String] = []

    /// Imports `configuration.sources`.
    ///
    /// - Throws: `SlotFitError` for a missing source path, or
    ///   for a `samples:` entry that names no activity of the sources.
    public init(configuration: SlotFitConfiguration) throws {
        try self.init(configuration: configuration, bundleReader: nil)
    }

    /// Imports `configuration.sources`, asking `bundleReader` (one that has
    /// read the project already: init's) what the extension bundles.
    package init(configuration: SlotFitConfiguration, bundleReader: ExtensionBundleReader?) throws {
        let inventory = try SourceInventory(paths: configuration.sources, relativeTo: configuration.projectDirectory)
        let samples = try Self.checkedSamples(configuration, against: inventory)
        let imported = inventory.importActivities(branches: configuration.oldestBranches ? .oldest : .newest, samples: samples)
        // A name the views read that SlotFit finds declared nowhere: a
        // warning; its texts rest on a stand-in.
        unresolvedNames = imported.reports.flatMap(\.unresolvedNames)
        // Samples name an activity, or the attributes type its configurations share.
        let names = imported.activities.map(\.name)
        let types = Set(inventory.configurations.map(\.attributes))
        for name in configuration.samples.keys.sorted() where !names.contains(name) && !types.contains(name) {
            let closest = DidYouMean.nearest(to: name, in: names)
            throw SlotFitError(.swiftSource, "the sources declare no Live Activity for \"\(name)\"\(DidYouMean.phrase(closest)); activities: \(names.joined(separator: ", "))", at: configuration.location("samples"), keyPath: "samples")
        }
        // What the widget extension's bundle holds decides the tables its
        // texts read, per file declaring a configuration.
        let root = URL(fileURLWithPath: configuration.projectDirectory).standardizedFileURL.path
        let reader = bundleReader.flatMap { $0.root == root ? $0 : nil } ?? ExtensionBundleReader(root: configuration.projectDirectory)
        var outcomes: [String: ExtensionBundleReader.Outcome] = [:]
        for file in Set(imported.reports.map(\.file)).sorted() {
            let path = file.hasPrefix("/") ? file : (configuration.projectDirectory as NSString).appendingPathComponent(file)
            outcomes[file] = reader.read(building: [path], sources: configuration.sources)
        }
        // The nearness rule reads every table beside the sources: only when
        // no project decides (and then once).
        var nearestFound: String?? = nil
        func nearest() -> String? {
            if let found = nearestFound { return found }
            let found = Self.findCatalog(near: configuration.sources, within: configuration.projectDirectory)
            nearestFound = .some(found)
            return found
        }
        // `values:`: the team's samples for what SlotFit could not compute.
        var used = Set<String>()
        var refusedDate: (key: String, text: String)?
        var notes: [String] = []
        var firstCatalog: String?
        activities = zip(imported.activities, imported.reports).map { activity, report in
            let supplied = activity.supplying(configuration.values, same: configuration.sameValues)
            if let (key, text) = supplied.refused.first { refusedDate = refusedDate ?? (key, text) }
            used.formUnion(supplied.used)
            var copy = supplied.activity
            copy.givenValues = configuration.values.filter { supplied.used.contains($0.key) }
            let choice = Self.catalog(for: outcomes[report.file], configuration: configuration, nearest: nearest())
            copy.catalog = choice.catalog
            if case .bundle(let bundle)? = outcomes[report.file] { copy.extensionBundle = bundle }
            // `Text("key", bundle: .module)` in a Swift package's target
            // reads that target's resources (Package.swift's resources:).
            if copy.bundles["module"] == nil, copy.otherTables.contains(where: { $0.bundle == "module" }),
               let module = Self.moduleFolder(of: report.file, within: configuration.projectDirectory) {
                copy.bundles["module"] = module
            }
            copy = Self.resolvingBundles(copy, within: configuration.projectDirectory)
            copy.developmentLanguages = Self.developmentLanguages(of: copy, within: configuration.projectDirectory)
            for note in choice.notes where !notes.contains(note) { notes.append(note) }
            if firstCatalog == nil { firstCatalog = choice.catalog }
            return (copy, report.file)
        }
        if let (key, text) = refusedDate {
            throw SlotFitError(.manifest, "values: \(key.debugDescription): \(text.debugDescription) is no date; give a date on the sample clock, $now + 20m (s, m, h or d), or an ISO 8601 date-time with its zone, such as 2026-06-03T09:45:00Z",
                               at: configuration.location("values.\(key)"), keyPath: "values.\(key)")
        }
        let catalog = firstCatalog
        bundleNotes = notes
        // A key that names no stand-in is said, never fatal: SlotFit may
        // now compute what it once stood in for (then the entry can go).
        unusedValues = Set(configuration.values.keys).union(configuration.sameValues).sorted().filter { !used.contains($0) }.map { key in
            let known = imported.activities.flatMap { $0.assumed.values.filter { $0.suppliedBy == nil }.map(\.expression) }
            let closest = DidYouMean.closest(to: key, in: known, count: 1).first.flatMap { candidate in
                // On the compared prefixes only, as every suggestion is (an
                // 80,000-character key compared whole took 20 s).
                let typed = Array(key.prefix(DidYouMean.comparedLength)), near = Array(candidate.prefix(DidYouMean.comparedLength))
                let allowed = max(2, typed.count / 3)
                return DidYouMean.editDistance(typed, near, bound: allowed) <= allowed ? candidate : nil
            }
            let hint = DidYouMean.phrase(closest, .sentence)
            return SlotFitError(.manifest, "\"\(key)\" names nothing SlotFit stands in for, so it is not used; \(hint)either SlotFit now computes that value (remove the entry) or write the expression as the Swift source has it (slotfit import lists them under values:), its file:line, or a field's name",
                                at: configuration.location("values.\(key)"), keyPath: "values.\(key)")
        }
        reports = imported.reports
        self.catalog = catalog
    }

    /// The folders under `root` whose Swift files declare a Live Activity
    /// (`ActivityConfiguration(`): each the nearest folder holding all of one
    /// widget extension's configuration files, sorted. Build products,
    /// dependencies and hidden folders are skipped.
    public static func discover(root: String) throws -> [String] {
        let base = URL(fileURLWithPath: root).standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw SlotFitError(.swiftSource, "cannot list it; check that it exists and is readable", at: SourceLocation(file: root))
        }
        var folders = Set<String>()
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if SkippedFolders.skips(name) { walker.skipDescendants(); continue }
            // A linked file that leads out of the folder walked is not read.
            guard url.pathExtension == "swift", SourceInventory.leadsInside(url.path, base.path),
                  let data = FileManager.default.contents(atPath: url.path),
                  String(decoding: data, as: UTF8.self).contains("ActivityConfiguration(") else { continue }
            folders.insert(url.deletingLastPathComponent().path)
        }
        // A folder inside another found one is part of it.
        let sorted = folders.sorted()
        return sorted.filter { folder in !sorted.contains { $0 != folder && folder.hasPrefix($0 + "/") } }
    }

    /// The first of the source folders (or the folder above the first)
    /// that holds a string table the code may read (not only tables
    /// generated for an intent definition, a storyboard or a xib, whose
    /// keys no text uses); with `project`, only folders
    /// inside it after symbolic links are looked in (`sources: [.]` has a
    /// folder above it, outside the project, which is never read).
    package static func findCatalog(near sources: [String], within project: String? = nil) -> String? {
        func inside(_ folder: String) -> Bool {
            guard let project else { return true }
            return SourceInventory.leadsInside(folder, project)
        }
        var folders: [String] = []
        // Absolute and standardized: "." and "Widget/.." have folders above them too.
        for source in sources.map({ URL(fileURLWithPath: $0).standardizedFileURL.path }) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) else { continue }
            folders.append(isFolder.boolValue ? source : (source as NSString).deletingLastPathComponent)
        }
        for folder in folders + folders.map({ ($0 as NSString).deletingLastPathComponent }) where inside(folder) {
            // A broken table the activities may never read does not hide
            // the folder; a folder whose only tables were generated for an
            // intent definition, a storyboard or a xib holds no table the
            // code reads.
            guard let tables = try? StringTables.read(folder, sourceLanguage: "en", keepingBrokenTables: true, onDemand: true),
                  !tables.tables.isEmpty || !tables.broken.isEmpty else { continue }
            let generated = Set(tables.files.filter(StringTableChoice.isGenerated).map(StringTableChoice.stem))
            let names = Set(tables.tables.keys).union(tables.broken.keys)
            if names.contains("Localizable") || names.contains(where: { !generated.contains($0) }) { return folder }
        }
        return nil
    }
}
