import SlotFit

extension SourceProject {
    /// Every `bundle:` a text names resolved where SlotFit can: `.module`,
    /// or an accessor of the package's own (`.currentSPM` wrapping
    /// `#bundle`), in a Swift package target is that target's resources,
    /// found from the file the text is written in (its views may live in a
    /// package the extension links while the configuration is the
    /// extension's). A bundle SlotFit cannot find makes its texts stand-ins
    /// (approximated: not checked), never a refusal of the project.
    static func resolvingBundles(_ activity: Activity, within project: String) -> Activity {
        var copy = activity
        var unknown = Set<String>()
        func visit(_ view: ActivityView) {
            if let bundle = view.bundle, copy.bundles[bundle] == nil {
                if let module = moduleFolder(of: view.location.file, within: project) { copy.bundles[bundle] = module } else { unknown.insert(bundle) }
            }
            view.children.forEach(visit)
            (view.modifiers.background + view.modifiers.overlay).forEach(visit)
        }
        activity.presentationViews.forEach(visit)
        guard !unknown.isEmpty else { return copy }
        func mark(_ view: ActivityView) -> ActivityView {
            var marked = view.mappingChildren(mark)
            if let bundle = view.bundle, unknown.contains(bundle), marked.approximated == nil {
                marked.approximated = "its table is in the bundle \(bundle), which SlotFit cannot find (not a Swift package target's resources); name it under bundles: in a manifest, or it stays not checked"
                marked.bundle = nil
            }
            return marked
        }
        return copy.mappingViews(mark)
    }
}
