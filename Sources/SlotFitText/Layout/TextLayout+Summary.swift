import Foundation

extension TextLayout {
    /// A few aligned lines for a terminal.
    public var summary: String {
        var out: [String] = []
        // FixedPoint prints as "%.3f" does, without String(format:)'s
        // dynamic casts of its arguments (a first cast scans every protocol
        // conformance of the binary: start-up).
        func fixed(_ value: Double, _ decimals: Int) -> String { FixedPoint.string(value, decimals: decimals) }
        let budget = proposedWidth.map { " of " + fixed($0, 3) } ?? ""
        out.append("verdict    \(verdict)")
        out.append("width      \(fixed(width, 3)) pt\(budget) (natural \(fixed(naturalWidth, 3)) pt, scale \(fixed(roundedScale(scale), 4)))")
        out.append("height     \(fixed(height, 3)) pt, \(lines.count) line\(lines.count == 1 ? "" : "s")")
        out.append("direction  \(direction.rawValue), locale \(locale)")
        out.append("visible    \(visibleText)")
        out.append("visual     \(visualText.replacingOccurrences(of: "\n", with: " ⏎ "))")
        for (index, font) in fonts.enumerated() {
            out.append("font \(index)     \(font.family) \(font.style), \(font.version), \(font.file), sha256 \(font.sha256.prefix(12))…")
        }
        for warning in warnings { out.append("warning    \(warning)") }
        return out.joined(separator: "\n")
    }
}
