import SlotFitCore

/// A committed golden picture as the HTML report may show it: a pull
/// request can commit any file under `golden/svg/`, so a picture is
/// rebuilt from the elements and attributes SlotFit's own pictures use
/// (`SVGCanvas`), each value escaped; scripts, event handlers, foreign
/// objects, style sheets and links out of the picture are dropped. A file
/// that is not well-formed XML is not shown at all.
package enum SVGSanitizer {
    /// The elements SlotFit draws.
    static let elements: Set<String> = ["svg", "g", "defs", "pattern", "title", "rect", "circle", "ellipse", "line", "path", "text", "use"]
    /// Their attributes.
    static let attributes: Set<String> = [
        "xmlns", "width", "height", "viewBox", "x", "y", "cx", "cy", "r", "rx", "ry", "x1", "y1", "x2", "y2", "d", "id", "class",
        "fill", "fill-opacity", "opacity", "stroke", "stroke-width", "stroke-dasharray", "stroke-linecap", "transform",
        "font-family", "font-size", "font-weight", "text-anchor", "dominant-baseline", "patternUnits", "href", "data-slotfit",
    ]

    /// `svg` rebuilt from what SlotFit draws; `nil` when it does not parse
    /// or its root is not an `svg` element.
    package static func clean(_ svg: String) -> String? {
        guard case .success(let events) = XMLScanner.scan(Array(svg.utf8)),
              case .start(let root, _, _)? = events.first, root == "svg" else { return nil }
        var out = "", skipping = 0
        for event in events {
            switch event {
            case .start(let name, let attributes, _):
                if skipping > 0 || !elements.contains(name) { skipping += 1; continue }
                out += "<" + name
                for key in attributes.keys.sorted() where allowed(key, attributes[key]!) {
                    out += " \(key)=\"\(attributes[key]!.xmlEscaped)\""
                }
                out += ">"
            case .end(let name):
                if skipping > 0 { skipping -= 1; continue }
                out += "</\(name)>"
            case .text(let text):
                if skipping == 0 { out += text.xmlEscaped }
            }
        }
        return out + "\n"
    }

    /// Whether an attribute is one SlotFit writes, with a value that stays
    /// inside the picture (`href="#id"`, `fill="url(#id)"` only).
    static func allowed(_ name: String, _ value: String) -> Bool {
        guard attributes.contains(name) else { return false }
        let lowered = value.lowercased()
        if name == "href" { return value.hasPrefix("#") }
        if lowered.contains("url(") { return lowered.hasPrefix("url(#") && !lowered.dropFirst(4).contains("(") }
        return !lowered.contains("javascript:") && !lowered.contains("data:")
    }
}
