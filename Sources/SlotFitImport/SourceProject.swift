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

    /// Imports `configuration.sources`.
    ///
    /// - Throws: `ImportError` for a missing source path, or
    ///   for a `samples:` entry that names no activity of the sources.
    public init(configuration: SlotFitConfiguration) throws {
        let inventory = try SourceInventory(paths: configuration.sources, relativeTo: configuration.projectDirectory)
        let imported = inventory.importActivities(branches: configuration.oldestBranches ? .oldest : .newest, samples: configuration.samples)
        let names = imported.activities.map(\.name)
        for name in configuration.samples.keys.sorted() where !names.contains(name) {
            let closest = DidYouMean.nearest(to: name, in: names)
            throw ImportError(message: "\(configuration.location("samples")): samples: the sources declare no Live Activity for \"\(name)\"\(closest.map { "; did you mean \"\($0)\"?" } ?? ""); activities: \(names.joined(separator: ", "))")
        }
        let catalog = configuration.catalogs.first ?? Self.findCatalog(near: configuration.sources)
        activities = zip(imported.activities, imported.reports).map { activity, report in
            var copy = activity
            copy.catalog = catalog
            return (copy, report.file)
        }
        reports = imported.reports
        self.catalog = catalog
    }

    /// The first of the source folders (or the folder above the first)
    /// that holds a string table in any form.
    public static func findCatalog(near sources: [String]) -> String? {
        var folders: [String] = []
        for source in sources {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) else { continue }
            folders.append(isFolder.boolValue ? source : (source as NSString).deletingLastPathComponent)
        }
        for folder in folders + folders.map({ ($0 as NSString).deletingLastPathComponent }) {
            if let tables = try? StringTables.read(folder, sourceLanguage: "en"), !tables.tables.isEmpty { return folder }
        }
        return nil
    }
}
