import Foundation
import SlotFitText

extension ActivitySnapshot {
    /// The snapshot format's version, first line of every text snapshot.
    public static let formatVersion = 1

    /// The deterministic text form: fixed precision, stable order, no
    /// timestamps; fonts named with version and SHA-256 so a font change
    /// reads as one.
    public var text: String {
        // One byte buffer, numbers written straight into it: a check writes
        // thousands of these.
        var out = TextBuffer(capacity: 4096)
        func pt(_ value: Double) { out.append(value, decimals: 3) }
        out.append("slotfit-snapshot "); out.append(Self.formatVersion); out.append("\n")
        out.append("activity: "); out.append(activity); out.append("\n")
        out.append("state: "); out.append(state); out.append("\n")
        let steps = resolution.chain.map { "\($0.candidate) (\($0.reason))" }.joined(separator: " → ")
        out.append("locale: \(requestedLocale) → \(resolution.localization) [\(steps)], direction \(direction.rawValue)\n")
        out.append("device: \(device.id) (\(device.name))\n")
        out.append("dynamic type: "); out.append(dynamicTypeSize.shortName); out.append("\n")
        out.append("font profile: "); out.append(fontProfile); out.append("\n")
        for font in fonts {
            out.append("  font: "); out.append(GoldenFile.fontName(font)); out.append("\n")
        }
        for laid in presentations {
            out.append("\n"); out.append(laid.presentation.rawValue); out.append(": budget "); out.append(laid.budget.description)
            if laid.derived { out.append(" (derived)") }
            out.append(", content ")
            pt(laid.root.width)
            out.append(" × ")
            pt(laid.root.height)
            out.append("\n")
            let fitting = largestFittingSizes[laid.presentation]
            var textIndex = 0
            // Depth first, each view read where it is (no array of copies).
            func write(_ view: PlacedView) {
                // `.description` spelled out: interpolating a value finds its
                // description through dynamic casts, once per view.
                out.append("  ")
                out.append(view.kind.rawValue)
                if !view.label.isEmpty { out.append(" "); out.appendQuoted(view.label) }
                out.append(" at ")
                pt(view.x)
                out.append(",")
                pt(view.y)
                out.append(" size ")
                pt(view.width)
                out.append(" × ")
                pt(view.height)
                if let approximated = view.approximated { out.append(" approximated ("); out.append(approximated); out.append(")") }
                if view.clipsContent { out.append(" clips (what overflows it is hidden)") }
                if let text = view.text {
                    out.append(" visual ")
                    out.appendQuoted(text.visualText)
                    out.append(" ")
                    out.append(text.verdict.description)
                    if let proposed = view.proposedWidth, proposed.isFinite {
                        let measured = view.measuredWidth ?? text.width
                        let headroom = proposed - measured
                        out.append(" width ")
                        pt(measured)
                        out.append("/")
                        pt(proposed)
                        if text.verdict == .fits || text.verdict.name == "wrapped" {
                            out.append(" headroom ")
                            pt(headroom)
                            out.append(" pt (")
                            out.append(proposed > 0 ? headroom / proposed * 100 : 0, decimals: 1)
                            out.append("%)")
                        }
                    }
                    if let standIn = view.standIn { out.append(" unverified ("); out.append(standIn.description); out.append(")") }
                    if let reserved = view.reservedText { out.append(" reserves "); out.appendQuoted(reserved) }
                    if view.monospacedDigits { out.append(" tabular-digits") }
                    if view.pinnedLeftToRight { out.append(" pinned-ltr") }
                    if let shown = view.shownLocalization { out.append(" untranslated (shows "); out.append(shown); out.append(")") }
                    if view.missingKey != nil { out.append(" not in the catalog (shows the key)") }
                    if let translated = view.verbatimTranslation { out.append(" shown as written (a String; the table has "); out.appendQuoted(translated); out.append(")") }
                    if let design = view.fontDesign { out.append(" design "); out.append(design.rawValue); out.append(" (measured with the profile's faces)") }
                    if !view.unmeasuredVariants.isEmpty { out.append(" \(view.unmeasuredVariants.joined(separator: " ")) (measured with the profile's regular faces)") }
                    if view.kind == .text || view.kind == .timer {
                        if let fitting, textIndex < fitting.count {
                            if let size = fitting[textIndex] { out.append(" fits through "); out.append(size.shortName) } else { out.append(" fits at no checked size") }
                        }
                        textIndex += 1
                    }
                }
                out.append("\n")
                for index in view.children.indices { write(view.children[index]) }
            }
            write(laid.root)
        }
        out.append("\nfindings: ")
        if findings.isEmpty { out.append("none") } else { out.append(findings.count) }
        out.append("\n")
        for finding in findings { out.append("  "); out.append(finding.text); out.append("\n") }
        return out.string
    }
}
