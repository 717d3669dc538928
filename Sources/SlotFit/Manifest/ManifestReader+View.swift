import Foundation
import SlotFitText
import Yams

extension ManifestReader {
    /// A view: its keys read in the order written (its kind, its
    /// modifiers, its own keys), then its kind, then the view built in the
    /// layers its modifiers need.
    mutating func view(_ node: Node, _ path: String, depth: Int) throws -> ActivityView {
        guard depth < ActivityManifest.maximumDepth else {
            throw error(node, path, "views nested deeper than \(ActivityManifest.maximumDepth) levels; a Live Activity view is never this deep")
        }
        viewCount += 1
        guard viewCount <= ActivityManifest.maximumViews else {
            throw error(node, path, "more than \(ActivityManifest.maximumViews) views (YAML aliases expanding?); simplify the manifest")
        }
        let entries = try entries(node, path)
        // Each `modifiers:` item may wrap the view in a layer: with the
        // views around it, they nest as deep as the layout recurses.
        let layers = try mapping(node, path).first { $0.0.scalar?.string == "modifiers" }?.1.sequence?.count ?? 0
        guard depth + layerNesting + layers < ActivityManifest.maximumNesting else {
            throw error(node, "\(path).modifiers", "\(layers) modifiers in layers, inside \(depth) views and \(layerNesting) layers around them, nest deeper than \(ActivityManifest.maximumNesting) levels; a Live Activity view is never this deep: merge repeated frames and paddings into one")
        }
        layerNesting += layers
        defer { layerNesting -= layers }
        var reading = ViewReading()
        for (key, value) in entries {
            let name = key.scalar?.string ?? ""
            if ActivityManifest.viewKinds.contains(name) {
                if let existing = reading.kindKey {
                    throw error(key, path, "a view has one kind, but this one has both \"\(existing.0.scalar?.string ?? "")\" and \"\(name)\"; nest them in a stack")
                }
                reading.kindKey = (key, value)
                continue
            }
            try readKey(name, key, value, path, depth: depth, into: &reading)
        }
        if let weightOverride = reading.weightOverride { reading.modifiers.fontWeight = weightOverride }
        guard let (key, value) = reading.kindKey else {
            if let misspelt = reading.unknownNodes.first {
                throw unknownKey(misspelt, path, known: ActivityManifest.viewKinds + ActivityManifest.modifierKeys, what: "view or modifier")
            }
            throw error(node, path, "no view: give one of \(ActivityManifest.viewKinds.joined(separator: ", "))")
        }
        for (index, unknown) in reading.unknownNodes.enumerated() {
            locations["\(path).\(reading.modifiers.unknown[index])"] = location(unknown)
        }
        let kind = try self.kind(key.scalar!.string, value, path, depth: depth, reading: &reading)
        let location = location(node)
        locations[path] = location
        return Self.built(kind, reading, path, location: location)
    }

    /// A view's keys in the order they apply; `modifiers:` is a list of
    /// one-key mappings for what a mapping cannot repeat
    /// (`[{padding: 4}, {background: red}, {padding: 8}]`).
    func entries(_ node: Node, _ path: String) throws -> [(Node, Node)] {
        var entries: [(Node, Node)] = []
        for (key, value) in try mapping(node, path) {
            guard key.scalar?.string == "modifiers" else { entries.append((key, value)); continue }
            guard let list = value.sequence else {
                throw error(value, "\(path).modifiers", "should be a list of one-key mappings, e.g. [{padding: 4}, {background: red}, {padding: 8}]")
            }
            for (index, item) in list.enumerated() {
                let pairs = try mapping(item, "\(path).modifiers[\(index)]")
                guard pairs.count == 1, let pair = pairs.first else {
                    throw error(item, "\(path).modifiers[\(index)]", "should hold one modifier (found \(pairs.count)); write each as its own item")
                }
                if let name = pair.key.scalar?.string, ActivityManifest.viewKinds.contains(name) || name == "modifiers" {
                    throw error(pair.key, "\(path).modifiers[\(index)]", "\"\(name)\" is not a modifier; give the view's kind beside `modifiers:`")
                }
                entries.append((pair.key, pair.value))
            }
        }
        return entries
    }

    /// The kind with its innermost layout layer and what only the view
    /// itself reads (an image's `resizable`, `aspectRatio`); each further
    /// layer wraps it; the outermost holds the rest (the environment,
    /// the condition, the layout priority, what a stack reads).
    static func built(_ kind: ActivityView.Kind, _ reading: ViewReading, _ path: String, location: SourceLocation) -> ActivityView {
        let modifiers = reading.modifiers
        var built: ActivityView
        if let innermost = reading.layers.first {
            var own = innermost
            own.resizable = modifiers.resizable
            // The ratio on the layer it was written around (0: the view's own).
            let ratioAt = reading.aspectRatioWraps
            own.aspectRatio = ratioAt == 0 ? modifiers.aspectRatio : nil
            built = ActivityView(kind, modifiers: own, location: location)
            built.keyField = reading.keyField
            if reading.keyField == nil { built.lookup = reading.lookup }
            built.table = reading.table
            built.bundle = reading.bundle
            built.keyPath = path
            for (index, layer) in reading.layers.dropFirst().enumerated() {
                var wrapper = layer
                if ratioAt == index + 1 { wrapper.aspectRatio = modifiers.aspectRatio }
                built = ActivityView(.modified(built), modifiers: wrapper, location: location)
                built.keyPath = path
            }
            var outer = modifiers
            outer.resizable = false
            outer.aspectRatio = ratioAt > 0 && ratioAt == reading.layers.count ? modifiers.aspectRatio : nil
            built = ActivityView(.modified(built), modifiers: outer, location: location)
            built.condition = reading.condition
        } else {
            built = ActivityView(kind, modifiers: modifiers, condition: reading.condition, location: location)
            built.keyField = reading.keyField
            if reading.keyField == nil { built.lookup = reading.lookup }
            built.table = reading.table
            built.bundle = reading.bundle
        }
        built.keyPath = path
        if let approximatedNote = reading.approximatedNote {
            // A stand-in written from Swift source: the note on the view and
            // on the view inside its layers, as the importer sets it.
            built.approximated = approximatedNote
            if case .modified(var inner) = built.kind, inner.approximated == nil {
                inner.approximated = approximatedNote
                built.kind = .modified(inner)
            }
        }
        return built
    }
}
