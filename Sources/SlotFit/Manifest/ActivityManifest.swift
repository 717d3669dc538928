import Foundation
import SlotFitStrings
import SlotFitText
import Yams

/// Reads an activity manifest (YAML, or JSON, which is YAML too) into an
/// `Activity`, checking it: unknown views and modifiers, negative sizes,
/// fields that no state defines, catalog keys that do not exist, views nested
/// absurdly deep. Every error names the file, line, column and key path.
public enum ActivityManifest {
    /// The view kinds a manifest can use.
    package static let viewKinds = ["text", "timer", "image", "hstack", "vstack", "zstack", "spacer", "label", "color", "rectangle",
                                   "roundedRectangle", "capsule", "circle", "containerRelativeShape", "divider", "group",
                                   "progressView", "gauge", "viewThatFits", "switch", "forEach", "ellipse", "geometryReader", "grid"]
    /// Modifiers that change only pixels: accepted, kept by name, never an
    /// error and never a change of layout (`accessibility…` ones too).
    package static let visualOnlyModifiers: Set<String> = PixelModifier.names(readBy: .manifest)
    /// The modifiers a view can carry (and its own keys: `if`, `table`…),
    /// in the modifier table's order.
    package static let modifierKeys = Modifier.allCases.filter { $0.manifestRole == .key }.map(\.name)
    static let maximumDepth = 32
    /// Views and the layers their `modifiers:` lists wrap them in, nested:
    /// the layout recurses once per level.
    static let maximumNesting = 160
    static let maximumViews = 10_000

    /// Reads and checks the manifest at `path`; a relative `catalog` is
    /// taken relative to the manifest.
    ///
    /// - Parameter displayName: how errors and snapshots name the file (a
    ///   path relative to the project, so goldens do not depend on where the
    ///   project is checked out); `path` when `nil`.
    /// - Parameter boundary: the project the manifest's `catalog:` and
    ///   `bundles:` must lead into (checked before they are read); `nil`
    ///   for a manifest given on the command line alone.
    public static func load(contentsOf path: String, displayName: String? = nil, boundary: ProjectBoundary? = nil) throws -> Activity {
        let text = try InputFile.text(path, displayName: displayName, what: "activity manifest", hint: "pass the path of a .yml or .json manifest")
        return try parse(text, source: displayName ?? path, baseDirectory: (path as NSString).deletingLastPathComponent, boundary: boundary)
    }

    /// Parses and checks manifest text; `source` names it in errors. With a
    /// `boundary`, the catalog and bundles must lead inside its project.
    public static func parse(_ text: String, source: String, baseDirectory: String? = nil, boundary: ProjectBoundary? = nil) throws -> Activity {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text, .basic) else {
                throw SlotFitError(.manifest, "the manifest is empty; start with `activity: Name`", at: SourceLocation(file: source))
            }
            root = node
        } catch let error as YamlError {
            throw SlotFitError(.manifest, "not valid YAML or JSON: \(describe(error))", at: SourceLocation(file: source))
        }
        var reader = ManifestReader(source: source)
        var activity = try reader.activity(root)
        if let catalog = activity.catalog, let baseDirectory, !catalog.hasPrefix("/") {
            activity.catalog = (baseDirectory as NSString).appendingPathComponent(catalog)
        }
        if let baseDirectory {
            activity.bundles = activity.bundles.mapValues { $0.hasPrefix("/") ? $0 : (baseDirectory as NSString).appendingPathComponent($0) }
        }
        if let boundary {
            // Before the checker reads them: a catalog through a link that
            // leads out is refused before a byte of it is read.
            if let catalog = activity.catalog {
                try boundary.resolveTree(catalog, what: "the catalog", at: reader.locations["catalog"] ?? SourceLocation(file: source), keyPath: "catalog")
            }
            for (name, path) in activity.bundles.sorted(by: { $0.key < $1.key }) {
                try boundary.resolveTree(path, what: "the catalog", at: reader.locations["bundles.\(name)"] ?? SourceLocation(file: source), keyPath: "bundles.\(name)")
            }
        }
        try ManifestChecker(source: source, activity: activity, locations: reader.locations).check()
        return activity
    }

    static func describe(_ error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return "line \(mark.line), column \(mark.column): \(problem)"
        default:
            return "\(error)"
        }
    }

    /// Where a YAML error is (1-based line and column), when the parser says.
    static func place(of error: YamlError) -> (line: Int, column: Int)? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return (mark.line, mark.column)
        default: return nil
        }
    }

    /// What a YAML error means when a tab is where the parser stopped, or
    /// indents its line: YAML indents with spaces only, and the parser's
    /// own words ("cannot start any token") do not say so.
    static func tabHint(_ error: YamlError, in text: String) -> String {
        guard let place = place(of: error) else { return "" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard place.line >= 1, place.line <= lines.count else { return "" }
        let line = lines[place.line - 1]
        let indent = line.prefix { $0 == " " || $0 == "\t" }
        guard indent.contains("\t") || line.dropFirst(max(place.column - 1, 0)).first == "\t" else { return "" }
        return "; that is a tab: YAML indents with spaces only, so replace the tab on line \(place.line) with spaces"
    }
}

/// The three keys of `catalog` nearest to `key`, quoted, for an error
/// (bounded: `DidYouMean` compares the first characters only).
func closestKeys(_ key: String, in catalog: StringCatalog) -> String {
    DidYouMean.closest(to: key, in: catalog.keys, count: 3).map { "\"\($0)\"" }.joined(separator: ", ")
}
