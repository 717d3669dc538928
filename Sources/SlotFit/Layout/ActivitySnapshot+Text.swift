import Foundation
import SlotFitText

extension ActivitySnapshot {
    /// The snapshot format's version, first line of every text snapshot.
    public static let formatVersion = 1

    /// The deterministic text form: fixed precision, stable order, no
    /// timestamps; fonts named with version and SHA-256 so a font change
    /// reads as one.
    public var text: String {
        func pt(_ value: Double) -> String { FixedPoint.string(value, decimals: 3) }
        var out: [String] = []
        out.append("slotfit-snapshot \(Self.formatVersion)")
        out.append("activity: \(activity)")
        out.append("state: \(state)")
        let steps = resolution.chain.map { "\($0.candidate) (\($0.reason))" }.joined(separator: " → ")
        out.append("locale: \(requestedLocale) → \(resolution.localization) [\(steps)], direction \(direction.rawValue)")
        out.append("device: \(device.id) (\(device.name))")
        out.append("font profile: \(fontProfile)")
        for font in fonts {
            out.append("  font: \(font.family) \(font.style), \(font.version), \(font.file.split(separator: "/").last.map(String.init) ?? font.file)#\(font.faceIndex), sha256 \(font.sha256)")
        }
        for laid in presentations {
            out.append("")
            out.append("\(laid.presentation.rawValue): budget \(laid.budget.description)\(laid.derived ? " (derived)" : ""), content \(pt(laid.root.width)) × \(pt(laid.root.height))")
            for view in laid.root.flattened {
                // `.description` spelled out: interpolating a value finds its
                // description through dynamic casts, once per view.
                var line = "  " + view.kind.rawValue
                if !view.label.isEmpty { line += " \(view.label.quoted)" }
                line += " at \(pt(view.x)),\(pt(view.y)) size \(pt(view.width)) × \(pt(view.height))"
                if let approximated = view.approximated { line += " approximated (\(approximated))" }
                if let text = view.text {
                    line += " visual \(text.visualText.quoted) " + text.verdict.description
                    if let proposed = view.proposedWidth, proposed.isFinite {
                        let measured = view.measuredWidth ?? text.width
                        let headroom = proposed - measured
                        line += " width \(pt(measured))/\(pt(proposed))"
                        if text.verdict == .fits || text.verdict.name == "wrapped" {
                            line += " headroom \(pt(headroom)) pt (\(FixedPoint.string(proposed > 0 ? headroom / proposed * 100 : 0, decimals: 1))%)"
                        }
                    }
                    if let reserved = view.reservedText { line += " reserves \(reserved.quoted)" }
                    if view.monospacedDigits { line += " tabular-digits" }
                    if view.pinnedLeftToRight { line += " pinned-ltr" }
                    if let shown = view.shownLocalization { line += " untranslated (shows \(shown))" }
                    if view.missingKey != nil { line += " not in the catalog (shows the key)" }
                    if let design = view.fontDesign { line += " design \(design.rawValue) (measured with the profile's faces)" }
                    if !view.unmeasuredVariants.isEmpty { line += " \(view.unmeasuredVariants.joined(separator: " ")) (measured with the profile's regular faces)" }
                }
                out.append(line)
            }
        }
        out.append("")
        out.append("findings: \(findings.isEmpty ? "none" : String(findings.count))")
        for finding in findings { out.append("  " + finding.text) }
        return out.joined(separator: "\n") + "\n"
    }
}
