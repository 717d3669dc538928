import Foundation
import SlotFitText
import Yams

/// The manifest's view kinds (`ActivityManifest.viewKinds`), one reading
/// each; `text:` is in `ManifestReader+Text.swift`.
extension ManifestReader {
    /// The kind `kindName` with its value, the view's own keys read.
    mutating func kind(_ kindName: String, _ value: Node, _ path: String, depth: Int, reading: inout ViewReading) throws -> ActivityView.Kind {
        let at = "\(path).\(kindName)"
        switch kindName {
        case "text": return try textKind(value, at, path, depth: depth, reading: &reading)
        case "timer": return try timerKind(value, at)
        case "image": return try imageKind(value, at)
        case "hstack", "vstack", "zstack": return try stackKind(kindName, value, at, depth: depth)
        case "spacer": return try spacerKind(value, at)
        case "color": return .shape(.color, fill: try color(value, at))
        case "rectangle", "capsule", "circle", "ellipse", "containerRelativeShape", "roundedRectangle": return try shapeKind(kindName, value, at)
        case "divider": return .divider
        case "switch": return try switchKind(value, at, depth: depth)
        case "forEach": return try forEachKind(value, at, depth: depth)
        case "group", "viewThatFits", "geometryReader": return try groupKind(kindName, value, at, depth: depth)
        case "grid": return try gridKind(value, at, depth: depth)
        case "progressView", "gauge": return try progressKind(kindName, value, at)
        default: return try labelKind(value, at, reading: &reading)
        }
    }

    func timerKind(_ value: Node, _ at: String) throws -> ActivityView.Kind {
        var spec = TimerSpec(seconds: "")
        for (k, v) in try mapping(value, at) {
            switch k.scalar?.string ?? "" {
            case "seconds": spec.seconds = try string(v, "\(at).seconds")
            case "countsDown": spec.countsDown = try bool(v, "\(at).countsDown")
            case "pausedWhen":
                do { spec.pausedWhen = try Condition(parsing: try string(v, "\(at).pausedWhen")) } catch let problem as ConditionError {
                    throw error(v, "\(at).pausedWhen", problem.message)
                }
            case "interval": spec.interval = try string(v, "\(at).interval")
            case "showsHours": spec.showsHours = try bool(v, "\(at).showsHours")
            default: throw unknownKey(k, at, known: ["seconds", "countsDown", "pausedWhen", "interval", "showsHours"], what: "timer parameter")
            }
        }
        guard !spec.seconds.isEmpty else { throw error(value, at, "needs `seconds:`, the field with the seconds left (or elapsed)") }
        return .timer(spec)
    }

    func imageKind(_ value: Node, _ at: String) throws -> ActivityView.Kind {
        var symbol = "", width = 0.0, height = 0.0
        for (k, v) in try mapping(value, at) {
            switch k.scalar?.string ?? "" {
            case "symbol": symbol = try string(v, "\(at).symbol")
            case "width": width = try number(v, "\(at).width")
            case "height": height = try number(v, "\(at).height")
            case "size": width = try number(v, "\(at).size"); height = width
            default: throw unknownKey(k, at, known: ["symbol", "width", "height", "size"], what: "image parameter")
            }
        }
        return .image(symbol: symbol, width: width, height: height)
    }

    mutating func stackKind(_ kindName: String, _ value: Node, _ at: String, depth: Int) throws -> ActivityView.Kind {
        var spacing: Double? = nil, alignmentNode: Node? = nil, content: [ActivityView] = []
        if let sequence = value.sequence {
            content = try sequence.enumerated().map { try view($0.element, "\(at)[\($0.offset)]", depth: depth + 1) }
        } else {
            for (k, v) in try mapping(value, at) {
                switch k.scalar?.string ?? "" {
                case "spacing": spacing = try number(v, "\(at).spacing", .signedSize)
                case "alignment": alignmentNode = v
                case "content":
                    guard let sequence = v.sequence else { throw error(v, "\(at).content", "should be a list of views") }
                    content = try sequence.enumerated().map { try view($0.element, "\(at).content[\($0.offset)]", depth: depth + 1) }
                default: throw unknownKey(k, at, known: ["spacing", "alignment", "content"], what: "stack parameter")
                }
            }
        }
        // Each stack takes SwiftUI's alignments for its cross axis.
        let alignmentPath = "\(at).alignment"
        switch kindName {
        case "hstack":
            let alignment = try alignmentNode.map { try choice($0, alignmentPath, what: "HStack alignment (a VerticalAlignment)", VerticalAlignment.allCases.map { ($0.rawValue, $0) }) }
            return .hstack(spacing: spacing, alignment: alignment ?? .center, content: content)
        case "vstack":
            let alignment = try alignmentNode.map { try choice($0, alignmentPath, what: "VStack alignment (a HorizontalAlignment)", HorizontalAlignment.allCases.map { ($0.rawValue, $0) }) }
            return .vstack(spacing: spacing, alignment: alignment ?? .center, content: content)
        default:
            if spacing != nil { throw error(value, "\(at).spacing", "a ZStack has no spacing; remove it") }
            let alignment = try alignmentNode.map { try choice($0, alignmentPath, what: "ZStack alignment (an Alignment)", Alignment.named.map { ($0.name, $0.alignment) }) }
            return .zstack(alignment: alignment ?? .center, content: content)
        }
    }

    func spacerKind(_ value: Node, _ at: String) throws -> ActivityView.Kind {
        var minLength: Double? = nil
        if let spacerFields = value.mapping {
            for (k, v) in spacerFields {
                guard k.scalar?.string == "minLength" else { throw unknownKey(k, at, known: ["minLength"], what: "spacer parameter") }
                minLength = try number(v, "\(at).minLength", .signedSize)
            }
        }
        return .spacer(minLength: minLength)
    }

    func shapeKind(_ kindName: String, _ value: Node, _ at: String) throws -> ActivityView.Kind {
        var radius = 0.0, fill: ColorValue? = nil
        if let fields = value.mapping {
            for (k, v) in fields {
                switch k.scalar?.string ?? "" {
                case "cornerRadius" where kindName == "roundedRectangle": radius = try number(v, "\(at).cornerRadius")
                case "fill": fill = try color(v, "\(at).fill")
                default: throw unknownKey(k, at, known: kindName == "roundedRectangle" ? ["cornerRadius", "fill"] : ["fill"], what: "\(kindName) parameter")
                }
            }
        }
        let shape: ShapeKind = kindName == "rectangle" ? .rectangle : kindName == "capsule" ? .capsule : kindName == "circle" ? .circle
            : kindName == "ellipse" ? .ellipse : kindName == "containerRelativeShape" ? .containerRelativeShape : .roundedRectangle(cornerRadius: radius)
        return .shape(shape, fill: fill)
    }

    /// `switch context.state.status { case .a: … default: … }`: a group of
    /// views, each shown when the field has its case's value, the default
    /// when it has none of them.
    mutating func switchKind(_ value: Node, _ at: String, depth: Int) throws -> ActivityView.Kind {
        var field = "", cases: [(String, ActivityView)] = [], fallback: ActivityView? = nil
        for (k, v) in try mapping(value, at) {
            switch k.scalar?.string ?? "" {
            case "field": field = try string(v, "\(at).field")
            case "cases":
                for (caseKey, caseView) in try mapping(v, "\(at).cases") {
                    let name = try string(caseKey, "\(at).cases")
                    cases.append((name, try self.view(caseView, "\(at).cases.\(name)", depth: depth + 1)))
                }
            case "default": fallback = try self.view(v, "\(at).default", depth: depth + 1)
            default: throw unknownKey(k, at, known: ["field", "cases", "default"], what: "switch parameter")
            }
        }
        guard !field.isEmpty, !cases.isEmpty else { throw error(value, at, "a switch needs `field:` and `cases:` (value: view)") }
        var content = cases.map { name, caseView -> ActivityView in
            var shown = caseView
            let test = Condition(terms: [.init(field: field, value: name, mustMatchASample: false)])
            shown.condition = shown.condition.map { test.and($0) } ?? test
            return shown
        }
        if var fallback {
            let none = Condition(terms: cases.map { Condition.Term(field: field, value: $0.0, negated: true, mustMatchASample: false) })
            fallback.condition = fallback.condition.map { none.and($0) } ?? none
            content.append(fallback)
        }
        return .group(content: content)
    }

    /// `ForEach(["Mon", "Tue"], id: \.self) { Text($0) }` over a static
    /// list: the view once per item, `$item` in its text keys, symbols
    /// and labels replaced by the item.
    mutating func forEachKind(_ value: Node, _ at: String, depth: Int) throws -> ActivityView.Kind {
        var items: [String] = [], template: Node? = nil
        for (k, v) in try mapping(value, at) {
            switch k.scalar?.string ?? "" {
            case "items":
                guard let sequence = v.sequence else { throw error(v, "\(at).items", "should be a list of values, e.g. [Mon, Tue, Wed]") }
                items = try sequence.map { try string($0, "\(at).items") }
            case "content": template = v
            default: throw unknownKey(k, at, known: ["items", "content"], what: "forEach parameter")
            }
        }
        guard let template, items.count <= 100 else { throw error(value, at, "a forEach needs `items:` (at most 100) and `content:` (a view using $item)") }
        return .group(content: try items.enumerated().map { index, item in
            try self.view(Self.substituting(item, in: template), "\(at)[\(index)]", depth: depth + 1)
        })
    }

    mutating func groupKind(_ kindName: String, _ value: Node, _ at: String, depth: Int) throws -> ActivityView.Kind {
        var horizontal = true, vertical = true
        let items: [Node]
        if let sequence = value.sequence { items = Array(sequence) } else {
            var found: [Node] = []
            for (k, v) in try mapping(value, at) {
                switch k.scalar?.string ?? "" {
                case "content":
                    guard let sequence = v.sequence else { throw error(v, "\(at).content", "should be a list of views") }
                    found = Array(sequence)
                case "in" where kindName == "viewThatFits":
                    // `ViewThatFits(in: .horizontal)`: the axes that must fit.
                    let axes = try choice(v, "\(at).in", what: "axis set", [("horizontal", (true, false)), ("vertical", (false, true)), ("all", (true, true))])
                    (horizontal, vertical) = axes
                default: throw unknownKey(k, at, known: kindName == "viewThatFits" ? ["in", "content"] : ["content"], what: "\(kindName) parameter")
                }
            }
            items = found
        }
        let content = try items.enumerated().map { try self.view($0.element, "\(at)[\($0.offset)]", depth: depth + 1) }
        switch kindName {
        case "group": return .group(content: content)
        case "geometryReader": return .geometryReader(content: content)
        default: return .viewThatFits(horizontal: horizontal, vertical: vertical, content: content)
        }
    }

    /// `grid: {horizontalSpacing:, verticalSpacing:, alignment:, rows: [[cell, cell], view]}`:
    /// a list in `rows` is a `GridRow` of cells; a view is a row spanning
    /// every column.
    mutating func gridKind(_ value: Node, _ at: String, depth: Int) throws -> ActivityView.Kind {
        var horizontal: Double? = nil, vertical: Double? = nil, alignment = Alignment.center, rows: [ActivityView] = []
        for (k, v) in try mapping(value, at) {
            switch k.scalar?.string ?? "" {
            case "horizontalSpacing": horizontal = try number(v, "\(at).horizontalSpacing", .signedSize)
            case "verticalSpacing": vertical = try number(v, "\(at).verticalSpacing", .signedSize)
            case "alignment": alignment = try choice(v, "\(at).alignment", what: "Grid alignment (an Alignment)", Alignment.named.map { ($0.name, $0.alignment) })
            case "rows":
                guard let sequence = v.sequence else { throw error(v, "\(at).rows", "should be a list of rows: a list of cells (a GridRow) or a view") }
                rows = try sequence.enumerated().map { index, row -> ActivityView in
                    let path = "\(at).rows[\(index)]"
                    guard let cells = row.sequence else { return try view(row, path, depth: depth + 1) }
                    let content = try cells.enumerated().map { try view($0.element, "\(path)[\($0.offset)]", depth: depth + 2) }
                    return ActivityView(.group(content: content), location: place(row))
                }
            default: throw unknownKey(k, at, known: ["horizontalSpacing", "verticalSpacing", "alignment", "rows"], what: "grid parameter")
            }
        }
        return .grid(horizontalSpacing: horizontal, verticalSpacing: vertical, alignment: alignment, rows: rows)
    }

    func progressKind(_ kindName: String, _ value: Node, _ at: String) throws -> ActivityView.Kind {
        var spec = ProgressSpec(value: "", style: kindName == "gauge" ? .accessoryCircular : .linear)
        for (k, v) in try mapping(value, at) {
            switch k.scalar?.string ?? "" {
            case "value": spec.value = try string(v, "\(at).value")
            case "total": spec.total = try string(v, "\(at).total")
            case "style":
                let styles = ProgressSpec.Style.allCases.filter { $0.isGauge == (kindName == "gauge") }
                spec.style = try choice(v, "\(at).style", what: kindName == "gauge" ? "gauge style" : "progress view style", styles.map { ($0.rawValue, $0) })
            default: throw unknownKey(k, at, known: ["value", "total", "style"], what: "\(kindName) parameter")
            }
        }
        guard !spec.value.isEmpty else { throw error(value, at, "needs `value:`, a field or a number (ProgressView(value:total:))") }
        return .progress(spec)
    }

    func labelKind(_ value: Node, _ at: String, reading: inout ViewReading) throws -> ActivityView.Kind {
        var title = "", symbol = "", iconSize = 17.0
        for (k, v) in try mapping(value, at) {
            switch k.scalar?.string ?? "" {
            case "text": title = try string(v, "\(at).text")
            // `Label(driverName, systemImage:)`: a String title, never looked up.
            case "value": reading.lookup = .value(field: try string(v, "\(at).value"))
            case "symbol": symbol = try string(v, "\(at).symbol")
            case "iconSize": iconSize = try number(v, "\(at).iconSize")
            default: throw unknownKey(k, at, known: ["text", "value", "symbol", "iconSize"], what: "label parameter")
            }
        }
        return .label(key: title, arguments: reading.arguments, symbol: symbol, iconSize: iconSize)
    }
}
