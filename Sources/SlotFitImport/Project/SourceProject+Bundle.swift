import Foundation
import SlotFit
import SlotFitStrings

extension SourceProject {
    /// The catalog path an activity's texts read, from what its extension
    /// bundles:
    /// - `catalogs:` written: those paths (`[]`: no table), but a listed
    ///   catalog that holds none of the tables the extension bundles is not
    ///   read (the device never reads it), said in a note;
    /// - otherwise the bundle's tables (none: no catalog);
    /// - no project that builds the sources: the tables nearest them.
    static func catalog(for outcome: ExtensionBundleReader.Outcome?, configuration: SlotFitConfiguration,
                        nearest: @autoclosure () -> String?) -> (catalog: String?, notes: [String]) {
        switch outcome {
        case .bundle(let bundle)?:
            let own = catalogPath(bundle.tables)
            guard configuration.catalogsListed else { return (own, []) }
            guard let written = configuration.catalogs.first else { return (nil, []) }
            // `catalogs: [.]` is the project folder itself ("/p/." is "/p").
            let listed = URL(fileURLWithPath: written).standardizedFileURL.path
            if bundle.tables.contains(where: { RepositoryFiles.path($0, isIn: listed) }) || bundle.uncertainty != nil { return (written, []) }
            let shown = relative(listed, configuration.projectDirectory)
            return (own, ["catalogs: \(shown) holds no string table the widget extension \(bundle.target) bundles (\(bundle.location.fileAndLine)); the device never reads it, so SlotFit reads \(own.map { relative($0, configuration.projectDirectory) } ?? "no table") instead; correct catalogs: in slotfit.yml (slotfit init writes it)"])
        case .unknown(let reason)?:
            if configuration.catalogsListed { return (configuration.catalogs.first, []) }
            return (nearest(), [reason])
        case nil:
            return (configuration.catalogsListed ? configuration.catalogs.first : nearest(), [])
        }
    }

    /// The path `catalogs:` names for a bundle's tables: the one string
    /// catalog file, else the nearest folder holding them all (an
    /// `.lproj` table's home is the folder above its `.lproj`).
    package static func catalogPath(_ tables: [String]) -> String? {
        let homes = Set(tables.map { StringTables.home(of: $0) }).sorted()
        guard var common = homes.first else { return nil }
        if homes.count == 1 { return common }
        if common.hasSuffix(".xcstrings") { common = (common as NSString).deletingLastPathComponent }
        for home in homes.dropFirst() {
            while common != "/" && !RepositoryFiles.path(home, isIn: common) { common = (common as NSString).deletingLastPathComponent }
        }
        return common
    }

    /// The folder of the Swift package target `origin` is written in
    /// (`Packages/FerryKit/Sources/FerryKit`): what `bundle: .module` names
    /// there, its resources' tables below it. `nil` outside a package.
    static func moduleFolder(of origin: String, within project: String) -> String? {
        let file = URL(fileURLWithPath: origin.hasPrefix("/") ? origin : (project as NSString).appendingPathComponent(origin)).standardizedFileURL.path
        var folder = (file as NSString).deletingLastPathComponent
        while folder.hasPrefix(project) {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") {
                let parts = file.dropFirst(folder.count + 1).split(separator: "/")
                guard parts.count > 2, parts[0] == "Sources" || parts[0] == "Source" else { return nil }
                return folder + "/" + parts[0] + "/" + parts[1]
            }
            if folder == project || folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The development language of each table folder `activity` reads:
    /// its extension's (`developmentRegion`) for the tables it bundles, and
    /// a Swift package's `defaultLocalization` for a folder inside that
    /// package (SwiftPM makes it the resource bundle's development region).
    static func developmentLanguages(of activity: Activity, within project: String) -> [String: String] {
        var languages: [String: String] = [:]
        for path in [activity.catalog].compactMap({ $0 }) + activity.bundles.values.sorted() {
            let absolute = path.hasPrefix("/") ? path : (project as NSString).appendingPathComponent(path)
            if let root = PackageManifest.root(containing: absolute, within: project),
               let language = PackageManifest(folder: root)?.defaultLocalization {
                languages[path] = language
            } else if path == activity.catalog, let bundle = activity.extensionBundle {
                languages[path] = bundle.developmentLanguage
            }
        }
        return languages
    }

    static func relative(_ path: String, _ root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
