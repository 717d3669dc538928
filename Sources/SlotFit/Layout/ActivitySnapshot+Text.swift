import Foundation
import SlotFitText

extension ActivitySnapshot {
    /// The snapshot format's version, first line of every text snapshot.
    public static let formatVersion = 1

    /// The deterministic text form: fixed precision, stable order, no
    /// timestamps; fonts named with version and SHA-256 so a font change
    /// reads as one.
    public var text: String {
        // One string grown in place, numbers appended straight into it: a
        // check writes thousands of these.
        var out = ""
        out.reserveCapacity(4096)
        func pt(_ value: Double) { FixedPoint.append(value, decimals: 3, to: &out) }
        out += "slotfit-snapshot \(Self.formatVersion)\n"
        out += "activity: \(activity)\n"
        out += "state: \(state)\n"
        let steps = resolution.chain.map { "\($0.candidate) (\($0.reason))" }.joined(separator: " → ")
        out += "locale: \(requestedLocale) → \(resolution.localization) [\(steps)], direction \(direction.rawValue)\n"
        out += "device: \(device.id) (\(device.name))\n"
        out += "font profile: \(fontProfile)\n"
        for font in fonts {
            out += "  font: \(font.family) \(font.style), \(font.version), \(font.file.split(separator: "/").last.map(String.init) ?? font.file)#\(font.faceIndex), sha256 \(font.sha256)\n"
        }
        for laid in presentations {
            out += "\n\(laid.presentation.rawValue): budget \(laid.budget.description)\(laid.derived ? " (derived)" : ""), content "
            pt(laid.root.width)
            out += " × "
            pt(laid.root.height)
            out += "\n"
            // Depth first, each view read where it is (no array of copies).
            func write(_ view: PlacedView) {
                // `.description` spelled out: interpolating a value finds its
                // description through dynamic casts, once per view.
                out += "  "
                out += view.kind.rawValue
                if !view.label.isEmpty { out += " "; out += view.label.quoted }
                out += " at "
                pt(view.x)
                out += ","
                pt(view.y)
                out += " size "
                pt(view.width)
                out += " × "
                pt(view.height)
                if let approximated = view.approximated { out += " approximated (\(approximated))" }
                if let text = view.text {
                    out += " visual "
                    out += text.visualText.quoted
                    out += " "
                    out += text.verdict.description
                    if let proposed = view.proposedWidth, proposed.isFinite {
                        let measured = view.measuredWidth ?? text.width
                        let headroom = proposed - measured
                        out += " width "
                        pt(measured)
                        out += "/"
                        pt(proposed)
                        if text.verdict == .fits || text.verdict.name == "wrapped" {
                            out += " headroom "
                            pt(headroom)
                            out += " pt ("
                            FixedPoint.append(proposed > 0 ? headroom / proposed * 100 : 0, decimals: 1, to: &out)
                            out += "%)"
                        }
                    }
                    if let reserved = view.reservedText { out += " reserves "; out += reserved.quoted }
                    if view.monospacedDigits { out += " tabular-digits" }
                    if view.pinnedLeftToRight { out += " pinned-ltr" }
                    if let shown = view.shownLocalization { out += " untranslated (shows \(shown))" }
                    if view.missingKey != nil { out += " not in the catalog (shows the key)" }
                    if let design = view.fontDesign { out += " design \(design.rawValue) (measured with the profile's faces)" }
                    if !view.unmeasuredVariants.isEmpty { out += " \(view.unmeasuredVariants.joined(separator: " ")) (measured with the profile's regular faces)" }
                }
                out += "\n"
                for index in view.children.indices { write(view.children[index]) }
            }
            write(laid.root)
        }
        out += "\nfindings: \(findings.isEmpty ? "none" : String(findings.count))\n"
        for finding in findings { out += "  "; out += finding.text; out += "\n" }
        return out
    }
}
