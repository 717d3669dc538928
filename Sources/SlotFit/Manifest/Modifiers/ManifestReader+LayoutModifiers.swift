import Foundation
import SlotFitText
import Yams

/// The manifest's readings of the layout modifiers (`frame`, `fixedSize`,
/// `offset`, `padding`) and the decorations (`background`, `overlay`).
extension ManifestReader {
    /// `frame: { width: 40, maxWidth: .infinity, alignment: leading }`.
    func readFrame(_ value: Node, _ at: String, into frame: inout ViewModifiers.Frame) throws {
        let frameKeys = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]
        for (frameKey, frameValue) in try mapping(value, at) {
            let frameName = frameKey.scalar?.string ?? ""
            if frameName == "alignment" {
                frame.alignment = try choice(frameValue, "\(at).alignment", what: "frame alignment (an Alignment)", Alignment.named.map { ($0.name, $0.alignment) })
                continue
            }
            guard frameKeys.contains(frameName) else { throw unknownKey(frameKey, at, known: frameKeys, what: "frame parameter") }
            let amount = try number(frameValue, "\(at).\(frameName)", .size, allowInfinity: frameName.hasPrefix("max"))
            switch frameName {
            case "width": frame.width = amount
            case "height": frame.height = amount
            case "minWidth": frame.minWidth = amount
            case "idealWidth": frame.idealWidth = amount
            case "maxWidth": frame.maxWidth = amount
            case "minHeight": frame.minHeight = amount
            case "idealHeight": frame.idealHeight = amount
            default: frame.maxHeight = amount
            }
        }
        let f = frame
        for (low, high, axis) in [(f.minWidth, f.idealWidth ?? f.maxWidth, "width"), (f.idealWidth, f.maxWidth, "width"),
                                  (f.minHeight, f.idealHeight ?? f.maxHeight, "height"), (f.idealHeight, f.maxHeight, "height")] {
            if let low, let high, low > high {
                throw error(value, at, "the frame's \(axis)s are out of order (\(low) > \(high)); SwiftUI needs min ≤ ideal ≤ max")
            }
        }
    }

    /// `fixedSize: true`, or `{ horizontal: true, vertical: false }`.
    func readFixedSize(_ value: Node, _ at: String, into fixedSize: inout ViewModifiers.FixedSize) throws {
        if value.scalar != nil {
            let both = try bool(value, at)
            fixedSize = .init(horizontal: both, vertical: both)
            return
        }
        for (k, v) in try mapping(value, at) {
            switch k.scalar?.string ?? "" {
            case "horizontal": fixedSize.horizontal = try bool(v, "\(at).horizontal")
            case "vertical": fixedSize.vertical = try bool(v, "\(at).vertical")
            default: throw unknownKey(k, at, known: ["horizontal", "vertical"], what: "fixedSize parameter")
            }
        }
    }

    /// `offset: { x: 2, y: -1 }`.
    func readOffset(_ value: Node, _ at: String, into offset: inout ViewModifiers.Offset) throws {
        try readPoint(value, at, x: &offset.x, y: &offset.y, what: "offset parameter")
    }

    /// `{ x: 2, y: -1 }` (`offset`, `position`): either may be left out (0).
    func readPoint(_ value: Node, _ at: String, x: inout Double, y: inout Double, what: String) throws {
        for (k, v) in try mapping(value, at) {
            switch k.scalar?.string ?? "" {
            case "x": x = try number(v, "\(at).x", .signedSize)
            case "y": y = try number(v, "\(at).y", .signedSize)
            default: throw unknownKey(k, at, known: ["x", "y"], what: what)
            }
        }
    }

    /// `alignmentGuide: { leading: 10, verticalCenter: "height / 2" }`: each
    /// guide at a number or an expression of the view's `width` and
    /// `height` (`+ - * /`, parentheses, linear in the size).
    func readAlignmentGuides(_ value: Node, _ at: String, into modifiers: inout ViewModifiers) throws {
        let names = AlignmentGuide.Guide.allCases.map(\.rawValue)
        for (k, v) in try mapping(value, at) {
            let name = k.scalar?.string ?? ""
            guard let guide = AlignmentGuide.Guide(rawValue: name) else { throw unknownKey(k, at, known: names, what: "alignment guide") }
            let text = try string(v, "\(at).\(name)")
            guard let guideValue = GuideValue(parsing: text) else {
                throw error(v, "\(at).\(name)", "\"\(text)\" is not a guide value; write a number or an expression of width and height (\"width / 2\", \"height - 4\")")
            }
            modifiers.alignmentGuides.removeAll { $0.guide == guide }
            modifiers.alignmentGuides.append(AlignmentGuide(guide, guideValue))
        }
    }

    /// `padding: 8`, or `{ top: 4, horizontal: 8 }`.
    func readPadding(_ value: Node, _ at: String, into padding: inout ViewModifiers.EdgeInsets) throws {
        if value.scalar != nil {
            let all = try number(value, at, .signedSize)
            padding = .init(top: all, leading: all, bottom: all, trailing: all)
            return
        }
        for (edgeKey, edgeValue) in try mapping(value, at) {
            let edge = edgeKey.scalar?.string ?? ""
            let amount = try number(edgeValue, "\(at).\(edge)", .signedSize)
            switch edge {
            case "top": padding.top = amount
            case "bottom": padding.bottom = amount
            case "leading": padding.leading = amount
            case "trailing": padding.trailing = amount
            case "horizontal": padding.leading = amount; padding.trailing = amount
            case "vertical": padding.top = amount; padding.bottom = amount
            default: throw unknownKey(edgeKey, at, known: ["top", "bottom", "leading", "trailing", "horizontal", "vertical"], what: "edge")
            }
        }
    }

    /// `background:` or `overlay:`: a colour (`background: blue`) or a
    /// view, offered the decorated view's size.
    mutating func readDecoration(_ modifier: Modifier, _ value: Node, _ at: String, depth: Int, into view: inout ViewReading) throws {
        let decoration: ActivityView
        if value.scalar != nil {
            decoration = ActivityView(.shape(.color, fill: try color(value, at)), location: location(value))
        } else {
            decoration = try self.view(value, at, depth: depth + 1)
        }
        view.layer(.decoration)
        if modifier == .background { view.modifiers.background.append(decoration) } else { view.modifiers.overlay.append(decoration) }
    }
}
