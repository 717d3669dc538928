import Foundation
import SlotFitStrings
import SlotFitText
import Yams

/// An activity written as a manifest that `ActivityManifest.parse` reads
/// back to the same layout: what `slotfit import --format yaml` prints, so a
/// team can start from the manifests of its Swift views or see where
/// SlotFit misread one. Derived values get identifier names (their
/// expressions stay under `derived:`); modifiers applied in several layers
/// are written as a `modifiers:` list in the order they apply.
public enum ManifestWriter {
    /// The manifest's YAML text.
    public static func yaml(_ activity: Activity) throws -> String {
        let named = activity.withIdentifierDerivedNames()
        return try Yams.serialize(node: node(named))
    }

    static func scalar(_ text: String, quoted: Bool = true) -> Node {
        Node(text, Tag(.str), quoted ? .doubleQuoted : .plain)
    }

    static func number(_ n: Double) -> Node {
        if n == .infinity { return Node("infinity", Tag(.str), .plain) }
        return Node(n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n), Tag(.float), .plain)
    }

    static func map(_ pairs: [(String, Node)]) -> Node {
        .mapping(Node.Mapping(pairs.map { (Node($0.0, Tag(.str), .plain), $0.1) }))
    }

    static func value(_ value: ActivityValue) -> Node {
        switch value {
        case .number(let n): return number(n)
        case .string(let s): return scalar(s)
        case .bool(let b): return Node(b ? "true" : "false", Tag(.bool), .plain)
        case .list(let items): return .sequence(Node.Sequence(items.map { scalar($0) }))
        case .null: return Node("null", Tag(.null), .plain)
        case .byLanguage(let forms): return map(forms.sorted { $0.key < $1.key }.map { ($0.key, Self.value($0.value)) })
        case .measurement(let n, let unit): return map([("value", number(n)), ("unit", scalar(MeasurementUnit.symbol(of: unit)))])
        }
    }

    static func node(_ activity: Activity) -> Node {
        var pairs: [(String, Node)] = [("activity", scalar(activity.name))]
        if let catalog = activity.catalog { pairs.append(("catalog", scalar(catalog))) }
        if let table = activity.table { pairs.append(("table", scalar(table))) }
        if !activity.bundles.isEmpty {
            pairs.append(("bundles", map(activity.bundles.sorted { $0.key < $1.key }.map { ($0.key, scalar($0.value)) })))
        }
        if !activity.attributes.isEmpty {
            pairs.append(("attributes", map(activity.attributes.sorted { $0.key < $1.key }.map { ($0.key, value($0.value)) })))
        }
        if !activity.derived.isEmpty {
            pairs.append(("derived", map(activity.derived.sorted { $0.key < $1.key }.map { ($0.key, scalar($0.value.description)) })))
        }
        if !activity.assumed.isEmpty {
            // Values SlotFit stood in for: texts reading them are unverified.
            pairs.append(("assumed", map(activity.assumed.sorted { $0.key < $1.key }.map { name, standIn in
                (name, map([("expression", scalar(standIn.expression)), ("at", scalar(standIn.location.description)), ("reason", scalar(standIn.reason))]
                           + (standIn.suppliedBy.map { [("suppliedBy", scalar($0))] } ?? [])))
            })))
        }
        if !activity.states.isEmpty {
            pairs.append(("states", map(activity.states.map { state in
                (state.name, map(state.fields.sorted { $0.key < $1.key }.map { ($0.key, value($0.value)) }))
            })))
        }
        if activity.supportsSmallFamily { pairs.append(("supplementalActivityFamilies", .sequence(Node.Sequence([scalar("small", quoted: false)])))) }
        if let lock = activity.lockScreen { pairs.append(("lockScreen", view(lock))) }
        if let small = activity.small { pairs.append(("small", view(small))) }
        var island: [(String, Node)] = []
        if let v = activity.compactLeading { island.append(("compactLeading", view(v))) }
        if let v = activity.compactTrailing { island.append(("compactTrailing", view(v))) }
        if let v = activity.minimal { island.append(("minimal", view(v))) }
        if !activity.expanded.isEmpty {
            island.append(("expanded", map(Activity.ExpandedRegion.allCases.compactMap { region in
                guard let v = activity.expanded[region] else { return nil }
                var regionNode = view(v)
                if let priority = activity.expandedPriorities[region], case .mapping(var pairs) = regionNode {
                    pairs[Node("priority", Tag(.str), .plain)] = number(priority)
                    regionNode = .mapping(pairs)
                }
                return (region.rawValue, regionNode)
            })))
        }
        if !activity.islandContentMargins.isEmpty {
            island.append(("contentMargins", .sequence(Node.Sequence(activity.islandContentMargins.map { margin in
                var entry: [(String, Node)] = []
                if margin.edges != Set(IslandContentMargins.Edge.allCases) {
                    let edges = IslandContentMargins.Edge.allCases.filter { margin.edges.contains($0) }
                    entry.append(("edges", .sequence(Node.Sequence(edges.map { scalar($0.rawValue, quoted: false) }))))
                }
                entry.append(("length", number(margin.length)))
                entry.append(("for", scalar(margin.mode.rawValue, quoted: false)))
                return map(entry)
            }))))
        }
        if !island.isEmpty { pairs.append(("dynamicIsland", map(island))) }
        return map(pairs)
    }

    /// One view: its condition, its kind, then its modifiers; a view in
    /// layers (`.modified`) as its innermost kind and a `modifiers:` list.
    static func view(_ view: ActivityView) -> Node {
        var layers: [ViewModifiers] = []
        var innermost = view
        while case .modified(let inner) = innermost.kind {
            layers.insert(innermost.modifiers, at: 0)
            innermost = inner
        }
        var pairs: [(String, Node)] = []
        if let condition = view.condition { pairs.append(("if", scalar(condition.description))) }
        if let note = innermost.approximated ?? view.approximated { pairs.append(("approximated", scalar(note))) }
        pairs += kind(innermost)
        if innermost.table != nil { pairs.append(("table", scalar(innermost.table!))) }
        if let bundle = innermost.bundle { pairs.append(("bundle", scalar(bundle))) }
        if layers.isEmpty {
            pairs += modifiers(innermost.modifiers)
        } else {
            let list = ([innermost.modifiers] + layers).flatMap(modifiers).map { map([$0]) }
            pairs.append(("modifiers", .sequence(Node.Sequence(list))))
        }
        return map(pairs)
    }

    static func argument(_ argument: TextArgument) -> Node {
        if let valueFormat = argument.valueFormat { return map([("field", scalar(argument.field)), ("format", format(valueFormat))]) }
        if let format = argument.format { return map([("field", scalar(argument.field)), ("format", scalar(format.rawValue, quoted: false))]) }
        return scalar(argument.field)
    }

    /// A text: its key, or how it is looked up, and its arguments.
    static func text(_ view: ActivityView, _ key: String, _ arguments: [TextArgument]) -> [(String, Node)] {
        if let field = view.keyField { return [("text", map([("keyFrom", scalar(field))]))] + (arguments.isEmpty ? [] : [("arguments", .sequence(Node.Sequence(arguments.map(argument))))]) }
        switch view.lookup {
        case .verbatim: return [("text", map([("verbatim", scalar(key))]))]
        case .value(let field):
            // A formatted value: the key `%@` with the argument formatted.
            if let formatted = arguments.first, let valueFormat = formatted.valueFormat {
                return [("text", map([("value", scalar(field)), ("format", format(valueFormat))]))]
            }
            return [("text", map([("value", scalar(field))]))]
        case .date(let field, let style): return [("text", map([("date", scalar(field)), ("style", scalar(style.rawValue, quoted: false))]))]
        case .keyFrom(let field): return [("text", map([("keyFrom", scalar(field))]))]
        case .localized, .symbol:
            // A generated symbol is written as its name: a manifest has no
            // symbol form, and which key makes it is known only against
            // the catalog when the text is laid out.
            var pairs: [(String, Node)] = [("text", scalar(key))]
            if !arguments.isEmpty { pairs.append(("arguments", .sequence(Node.Sequence(arguments.map(argument))))) }
            return pairs
        }
    }

    static func kind(_ view: ActivityView) -> [(String, Node)] {
        switch view.kind {
        case .text(let key, let arguments):
            return text(view, key, arguments)
        case .timer(let spec):
            var pairs: [(String, Node)] = [("seconds", scalar(spec.seconds)), ("countsDown", Node(spec.countsDown ? "true" : "false", Tag(.bool), .plain))]
            if let paused = spec.pausedWhen { pairs.append(("pausedWhen", scalar(paused.description))) }
            if let interval = spec.interval { pairs.append(("interval", scalar(interval))) }
            if !spec.showsHours { pairs.append(("showsHours", Node("false", Tag(.bool), .plain))) }
            return [("timer", map(pairs))]
        case .concatenated(let parts):
            return [("text", .sequence(Node.Sequence(parts.map(self.view))))]
        case .image(let symbol, let width, let height):
            var pairs: [(String, Node)] = [("symbol", scalar(symbol))]
            if width != 0 || height != 0 { pairs += [("width", number(width)), ("height", number(height))] }
            return [("image", map(pairs))]
        case .hstack(let spacing, let alignment, let content):
            return [("hstack", stack(spacing, alignment.rawValue, alignment == .center, content))]
        case .vstack(let spacing, let alignment, let content):
            return [("vstack", stack(spacing, alignment.rawValue, alignment == .center, content))]
        case .zstack(let alignment, let content):
            let name = Alignment.named.first { $0.alignment == alignment }?.name ?? "center"
            return [("zstack", stack(nil, name, alignment == .center, content))]
        case .grid(let horizontalSpacing, let verticalSpacing, let alignment, let rows):
            var pairs: [(String, Node)] = []
            if let horizontalSpacing { pairs.append(("horizontalSpacing", number(horizontalSpacing))) }
            if let verticalSpacing { pairs.append(("verticalSpacing", number(verticalSpacing))) }
            if alignment != .center { pairs.append(("alignment", scalar(Alignment.named.first { $0.alignment == alignment }?.name ?? "center", quoted: false))) }
            // A GridRow is a list of its cells; any other row is a view.
            pairs.append(("rows", .sequence(Node.Sequence(rows.map { row -> Node in
                if case .group(let cells) = row.kind, row.modifiers == ViewModifiers(), row.condition == nil {
                    return .sequence(Node.Sequence(cells.map(self.view)))
                }
                return self.view(row)
            }))))
            return [("grid", map(pairs))]
        case .spacer(let minLength):
            return [("spacer", minLength.map { map([("minLength", number($0))]) } ?? map([]))]
        case .label(let key, let arguments, let symbol, let iconSize):
            let title: (String, Node)
            if case .value(let field) = view.lookup { title = ("value", scalar(field)) } else { title = ("text", scalar(key)) }
            var pairs: [(String, Node)] = [("label", map([title, ("symbol", scalar(symbol)), ("iconSize", number(iconSize))]))]
            if !arguments.isEmpty { pairs.append(("arguments", .sequence(Node.Sequence(arguments.map(argument))))) }
            return pairs
        case .shape(let shape, let fill):
            if shape == .color { return [("color", scalar(fill?.name ?? "clear"))] }
            var pairs: [(String, Node)] = []
            if case .roundedRectangle(let radius) = shape { pairs.append(("cornerRadius", number(radius))) }
            if let fill { pairs.append(("fill", scalar(fill.name))) }
            return [(shape.name, map(pairs))]
        case .divider:
            return [("divider", map([]))]
        case .group(let content):
            return [("group", .sequence(Node.Sequence(content.map(self.view))))]
        case .progress(let spec):
            var pairs: [(String, Node)] = [("value", scalar(spec.value))]
            if let total = spec.total { pairs.append(("total", scalar(total))) }
            pairs.append(("style", scalar(spec.style.rawValue, quoted: false)))
            return [(spec.style.isGauge ? "gauge" : "progressView", map(pairs))]
        case .viewThatFits(let horizontal, let vertical, let content):
            let axes = horizontal && vertical ? "all" : horizontal ? "horizontal" : "vertical"
            return [("viewThatFits", map([("in", scalar(axes, quoted: false)), ("content", .sequence(Node.Sequence(content.map(self.view))))]))]
        case .geometryReader(let content):
            return [("geometryReader", .sequence(Node.Sequence(content.map(self.view))))]
        case .modified(let inner):
            return kind(inner)
        }
    }

    static func stack(_ spacing: Double?, _ alignment: String, _ isCenter: Bool, _ content: [ActivityView]) -> Node {
        var pairs: [(String, Node)] = []
        if let spacing { pairs.append(("spacing", number(spacing))) }
        if !isCenter { pairs.append(("alignment", scalar(alignment, quoted: false))) }
        pairs.append(("content", .sequence(Node.Sequence(content.map(view)))))
        return map(pairs)
    }

    /// One view's modifiers, in the table's writing order
    /// (`Modifier.writingOrder`), then the pixel modifiers a manifest reads.
    static func modifiers(_ m: ViewModifiers) -> [(String, Node)] {
        Modifier.writingOrder.flatMap { $0.written(m) }
            + m.visualOnly.filter { name in
                ActivityManifest.visualOnlyModifiers.contains(name) && !(name == "tint" && m.tint != nil) && !(name == "opacity" && m.opacity != nil)
            }.map { ($0, bool(true)) }
    }

    /// A word written as it is (a style, a mode: never a key).
    static func word(_ text: String) -> Node { scalar(text, quoted: false) }

    /// `true` or `false`.
    static func bool(_ value: Bool) -> Node { Node(value ? "true" : "false", Tag(.bool), .plain) }

    /// `font:` as a style (with its weight when given) or a size and
    /// weight, with the design.
    static func font(_ font: FontSpec, design: FontDesign?) -> Node {
        var fields: [(String, Node)] = []
        if let style = font.style {
            fields.append(("style", word(style.rawValue)))
            if let weight = font.explicitWeight { fields.append(("weight", word(weight.rawValue))) }
        } else {
            fields += [("size", number(font.size)), ("weight", word(font.weight.rawValue))]
            if let style = font.scalesWith { fields.append(("relativeTo", word(style.rawValue))) }
        }
        if let design { fields.append(("design", word(design.rawValue))) }
        return map(fields)
    }

    /// `lineLimit: 2`, or `{ min: 2, max: 3 }` for a range.
    static func lineLimit(_ limit: Int, reserved: Int?) -> Node {
        guard let reserved else { return number(Double(limit)) }
        return map([("min", number(Double(reserved))), ("max", number(Double(limit)))])
    }

    /// `aspectRatio: { ratio: 1.5, contentMode: fit }`.
    static func aspectRatio(_ aspect: AspectRatio) -> Node {
        var fields: [(String, Node)] = []
        if let ratio = aspect.ratio { fields.append(("ratio", number(ratio))) }
        fields.append(("contentMode", word(aspect.contentMode.rawValue)))
        return map(fields)
    }

    /// `frame:` with the lengths given and a non-centre alignment.
    static func frame(_ f: ViewModifiers.Frame) -> Node {
        var fields: [(String, Node)] = []
        for (name, amount) in [("width", f.width), ("height", f.height), ("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                               ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight)] {
            if let amount { fields.append((name, number(amount))) }
        }
        if f.alignment != .center, let name = Alignment.named.first(where: { $0.alignment == f.alignment })?.name {
            fields.append(("alignment", word(name)))
        }
        return map(fields)
    }

    /// `padding: 8` when every edge has it, else the edges that have one.
    static func padding(_ p: ViewModifiers.EdgeInsets) -> Node {
        if p.top == p.leading && p.leading == p.bottom && p.bottom == p.trailing { return number(p.top) }
        return map([("top", p.top), ("leading", p.leading), ("bottom", p.bottom), ("trailing", p.trailing)].filter { $0.1 != 0 }.map { ($0.0, number($0.1)) })
    }

    /// A Foundation format as a manifest's `format:`.
    static func format(_ format: ValueFormat) -> Node {
        func options(_ o: ValueFormat.NumberOptions) -> [(String, Node)] {
            var pairs: [(String, Node)] = []
            if let range = o.fractionLength { pairs.append(("fractionLength", scalar(range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound)...\(range.upperBound)"))) }
            if let digits = o.significantDigits { pairs.append(("significantDigits", number(Double(digits)))) }
            if !o.grouping { pairs.append(("grouping", Node("false", Tag(.bool), .plain))) }
            if o.compact { pairs.append(("compact", Node("true", Tag(.bool), .plain))) }
            return pairs
        }
        switch format {
        case .number(let o): return map([("number", map(options(o)))])
        case .percent(let o): return map([("percent", map(options(o)))])
        case .currency(let code, let o): return map([("currency", map([("code", scalar(code, quoted: false))] + options(o)))])
        case .measurement(let unit, let width, let usage, let o):
            var pairs: [(String, Node)] = [("unit", scalar(unit, quoted: false)), ("width", scalar(width.rawValue, quoted: false))]
            if let usage { pairs.append(("usage", scalar(usage.rawValue, quoted: false))) }
            return map([("measurement", map(pairs + options(o)))])
        case .byteCount(let style): return map([("byteCount", scalar(style.rawValue, quoted: false))])
        case .date(let date):
            var pairs: [(String, Node)] = []
            if let skeleton = date.skeleton { pairs.append(("skeleton", scalar(skeleton))) }
            let timeNames: [ValueFormat.DateFormat.Style: String] = [.omitted: "omitted", .numeric: "shortened", .abbreviated: "standard", .long: "standard", .complete: "complete"]
            if date.date != .omitted { pairs.append(("date", scalar(date.date.rawValue, quoted: false))) }
            if date.time != .omitted { pairs.append(("time", scalar(timeNames[date.time] ?? "shortened", quoted: false))) }
            if date.timeZone != "UTC" { pairs.append(("timeZone", scalar(date.timeZone))) }
            return map([("date", map(pairs))])
        case .relative(let style):
            return map([("relative", map([("width", scalar(style.width.rawValue, quoted: false)), ("named", Node(style.named ? "true" : "false", Tag(.bool), .plain))]))])
        case .duration(.time(let pattern)): return map([("duration", map([("pattern", scalar(pattern.rawValue, quoted: false))]))])
        case .duration(.units(let units, let width)):
            return map([("duration", map([("units", .sequence(Node.Sequence(units.map { scalar($0.rawValue, quoted: false) }))), ("width", scalar(width.rawValue, quoted: false))]))])
        case .list(let type, let width): return map([("list", map([("type", scalar(type.rawValue, quoted: false)), ("width", scalar(width.rawValue, quoted: false))]))])
        }
    }
}

extension Activity {
    /// The activity with each derived value named by an identifier made
    /// from its expression (`Int(etaSeconds / 60)` → `Int_etaSeconds_60`),
    /// every reference renamed: names a manifest's conditions can hold.
    package func withIdentifierDerivedNames() -> Activity {
        withIdentifierNames()
    }

    /// Whether `name` is a Swift identifier (a field a manifest can name as it is).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    private func withIdentifierNames() -> Activity {
        var renamed: [String: String] = [:]
        var used = Set(attributes.keys).union(states.flatMap { $0.fields.keys })
        // Derived values and stand-ins named by their Swift expressions.
        for name in Set(derived.keys).union(assumed.keys.filter { !Self.isIdentifier($0) }).sorted() {
            var identifier = name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
            while identifier.contains("__") { identifier = identifier.replacingOccurrences(of: "__", with: "_") }
            identifier = identifier.trimmingCharacters(in: ["_"])
            if identifier.isEmpty || identifier.first!.isNumber { identifier = "value_" + identifier }
            var unique = identifier, index = 2
            while used.contains(unique) { unique = "\(identifier)_\(index)"; index += 1 }
            used.insert(unique)
            renamed[name] = unique
        }
        guard !renamed.isEmpty else { return self }
        func rename(_ field: String) -> String { renamed[field] ?? field }
        func condition(_ c: Condition?) -> Condition? {
            c.map { Condition(terms: $0.terms.map { var t = $0; t.field = rename(t.field); return t }) }
        }
        func walk(_ view: ActivityView) -> ActivityView {
            var copy = view.mappingChildren(walk)
            copy.condition = condition(view.condition)
            copy.modifiers.background = view.modifiers.background.map(walk)
            copy.modifiers.overlay = view.modifiers.overlay.map(walk)
            switch copy.kind {
            case .text(let key, let arguments):
                copy.kind = .text(key: key, arguments: arguments.map { var a = $0; a.field = rename(a.field); return a })
            case .label(let key, let arguments, let symbol, let size):
                copy.kind = .label(key: key, arguments: arguments.map { var a = $0; a.field = rename(a.field); return a }, symbol: symbol, iconSize: size)
            case .timer(var spec):
                spec.seconds = rename(spec.seconds)
                spec.interval = spec.interval.map(rename)
                spec.pausedWhen = condition(spec.pausedWhen)
                copy.kind = .timer(spec)
            case .progress(var spec):
                spec.value = rename(spec.value)
                spec.total = spec.total.map(rename)
                copy.kind = .progress(spec)
            default: break
            }
            switch view.lookup {
            case .value(let field): copy.lookup = .value(field: rename(field))
            case .keyFrom(let field): copy.lookup = .keyFrom(field: rename(field))
            case .date(let field, let style): copy.lookup = .date(field: rename(field), style: style)
            default: break
            }
            return copy
        }
        var copy = mappingViews(walk)
        copy.assumed = Dictionary(uniqueKeysWithValues: assumed.map { (rename($0.key), $0.value) })
        for index in copy.states.indices {
            copy.states[index].fields = Dictionary(uniqueKeysWithValues: copy.states[index].fields.map { (rename($0.key), $0.value) })
        }
        copy.derived = Dictionary(uniqueKeysWithValues: derived.map { name, expression in
            (rename(name), expression.replacingFields { renamed[$0].map(ValueExpression.field) })
        })
        return copy
    }
}
