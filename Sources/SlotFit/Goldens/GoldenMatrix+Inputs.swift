import Foundation
import SlotFitStrings
import SlotFitText

extension GoldenMatrix {
    /// An activity to render: the activity, the file it was read from, that
    /// file as errors show it, and whether it was checked as it was read.
    typealias Input = (activity: Activity, path: String, display: String, checked: Bool)

    /// The activities to render, in order: the manifests, then the
    /// activities read from Swift. Two whose goldens share a folder are
    /// refused before anything is rendered.
    func inputs() throws -> [Input] {
        let folder = (configuration.file as NSString).deletingLastPathComponent + "/"
        func shown(_ path: String) -> String { path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path }
        // A manifest is checked as it is read (with the place of every key);
        // an activity from Swift, by its renderer.
        var inputs: [Input] = []
        for path in configuration.activities {
            inputs.append((try ActivityManifest.load(contentsOf: path, displayName: shown(path), boundary: configuration.boundary), path, shown(path), true))
        }
        for imported in importedActivities {
            // The catalog found beside the sources (or given under
            // catalogs:) leads inside the project too, before it is read.
            for path in [imported.activity.catalog].compactMap({ $0 }) + imported.activity.bundles.values.sorted() {
                try configuration.boundary.resolveTree(path, what: "the catalog of \(imported.activity.name)",
                                                       at: configuration.location(configuration.catalogs.isEmpty ? "sources" : "catalogs"),
                                                       keyPath: configuration.catalogs.isEmpty ? "sources" : "catalogs")
            }
            inputs.append((imported.activity, imported.origin, shown(imported.origin), false))
        }
        try checkGoldenFolders(inputs)
        return inputs
    }

    /// Refuses two activities whose goldens share a folder: they would
    /// overwrite each other's files.
    func checkGoldenFolders(_ inputs: [Input]) throws {
        var folders: [String: String] = [:]
        for (activity, _, display, _) in inputs {
            let folder = Self.slug(activity.name)
            if let other = folders[folder] {
                throw SlotFitError(.manifest, "two activities write their goldens to \"\(folder)/\": \(other) and \(activity.name) (\(display)); their goldens would overwrite each other: give one another name", at: configuration.location("activities"), keyPath: "activities")
            }
            folders[folder] = "\(activity.name) (\(display))"
        }
    }

    /// Refuses a `stress:` entry that names no activity.
    func checkStressNames(_ activityNames: [String]) throws {
        for name in configuration.stress.keys.sorted() where !activityNames.contains(name) {
            let closest = DidYouMean.nearest(to: name, in: activityNames)
            throw SlotFitError(.manifest, "no activity is named \"\(name)\"\(DidYouMean.phrase(closest)); activities: \(activityNames.joined(separator: ", "))", at: configuration.location("stress.\(name)"), keyPath: "stress")
        }
    }
}
