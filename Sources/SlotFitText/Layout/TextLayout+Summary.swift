import Foundation

extension TextLayout {
    /// A few aligned lines for a terminal.
    public var summary: String {
        var out: [String] = []
        let budget = proposedWidth.map { String(format: " of %.3f", $0) } ?? ""
        out.append("verdict    \(verdict)")
        out.append(String(format: "width      %.3f pt%@ (natural %.3f pt, scale %.4f)", width, budget, naturalWidth, roundedScale(scale)))
        out.append(String(format: "height     %.3f pt, %d line%@", height, lines.count, lines.count == 1 ? "" : "s"))
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
