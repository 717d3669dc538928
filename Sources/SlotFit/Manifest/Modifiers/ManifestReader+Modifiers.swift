import Foundation
import SlotFitText
import Yams

/// How a manifest reads each modifier of the table (`Modifier`): one
/// case each, the longer readings in `ManifestReader+LayoutModifiers.swift`
/// and `ManifestReader+TextModifiers.swift`.
extension ManifestReader {
    /// A view's key other than its kind: a modifier of the table, a pixel
    /// modifier (kept by name), or unknown (a warning on the view, the
    /// layout unchanged; unless the view has no kind at all, then it is the
    /// kind, misspelt).
    mutating func readKey(_ name: String, _ key: Node, _ value: Node, _ path: String, depth: Int, into view: inout ViewReading) throws {
        if let modifier = Modifier(rawValue: name), modifier.manifestRole != .swiftOnly {
            try read(modifier, value, "\(path).\(name)", path, depth: depth, into: &view)
        } else if ActivityManifest.visualOnlyModifiers.contains(name) || name.hasPrefix("accessibility") {
            view.modifiers.visualOnly.append(name)
        } else {
            // A typo of a modifier SlotFit reads (`lineLimt`, `fontWieght`)
            // would silently change nothing: an error naming the modifier.
            // A modifier SlotFit does not model stays a warning.
            let known = ActivityManifest.modifierKeys
            if name.count > 3, let near = DidYouMean.nearest(to: name, in: known), near.lowercased() != name.lowercased(),
               DidYouMean.editDistance(Array(name.lowercased()), Array(near.lowercased()), bound: 2) <= 2 {
                throw unknownKey(key, path, known: known, what: "modifier")
            }
            view.unknownNodes.append(key)
            view.modifiers.unknown.append(name)
        }
    }

    /// One modifier's value at `at`, into the view being read.
    mutating func read(_ modifier: Modifier, _ value: Node, _ at: String, _ path: String, depth: Int, into view: inout ViewReading) throws {
        let name = modifier.name
        switch modifier {
        case .modifiers, .approximated, .table, .bundle, .if, .arguments:
            try readOwnKey(modifier, value, at, path, into: &view)
        case .font: try readFont(value, at, into: &view.modifiers)
        case .monospacedDigit: view.modifiers.monospacedDigit = try bool(value, at)
        case .lineLimit: try readLineLimit(value, at, into: &view.modifiers)
        case .fontWeight:
            // Applied after `font:`, wherever it is written.
            view.weightOverride = try FontWeight(name: try string(value, at)) ?? choice(value, at, what: "font weight", FontWeight.allCases.map { ($0.rawValue, $0) })
        case .bold:
            if try bool(value, at) { view.weightOverride = .bold }
        case .italic, .monospaced:
            if try bool(value, at) { view.modifiers.unmeasuredVariants.append(name) }
        case .fontWidth:
            let width = try choice(value, at, what: "font width", [("compressed", "compressed"), ("condensed", "condensed"), ("standard", "standard"), ("expanded", "expanded")])
            if width != "standard" { view.modifiers.unmeasuredVariants.append("width \(width)") }
        case .tracking, .kerning:
            let tracking = try number(value, at, .signedSize)
            guard abs(tracking) < 100 else { throw error(value, at, "\(tracking) is out of range; tracking is points between -100 and 100") }
            view.modifiers.tracking = tracking
        case .textCase, .multilineTextAlignment, .labelStyle, .imageScale, .truncationMode, .layoutDirection, .dynamicIsland:
            try readChoice(modifier, value, at, into: &view.modifiers)
        case .resizable: view.modifiers.resizable = try bool(value, at)
        case .scaledToFit, .scaledToFill:
            if try bool(value, at) {
                view.ratioLayer()
                view.modifiers.aspectRatio = AspectRatio(contentMode: modifier == .scaledToFit ? .fit : .fill)
            }
        case .aspectRatio:
            view.ratioLayer()
            view.modifiers.aspectRatio = try aspectRatio(value, at)
        case .dynamicTypeSize: view.modifiers.dynamicTypeSizes = try dynamicTypeSizes(value, at)
        case .scaledMetric:
            let styles = TextStyle.allCases.map { ($0.rawValue, $0) }
            for (k, v) in try mapping(value, at) {
                let fieldName = k.scalar?.string ?? ""
                guard let field = ScaledField(rawValue: fieldName) else {
                    throw unknownKey(k, at, known: ScaledField.allCases.map(\.rawValue), what: "scaled length")
                }
                view.modifiers.scaledFields[field] = try TextStyle(name: try string(v, "\(at).\(fieldName)")) ?? choice(v, "\(at).\(fieldName)", what: "text style", styles)
            }
        case .allowsTightening, .environment:
            // Accepted: tightening is not modelled (the width errs wide).
            view.modifiers.visualOnly.append(name)
        case .minimumScaleFactor: view.modifiers.minimumScaleFactor = try number(value, at, .factor)
        case .layoutPriority: view.modifiers.layoutPriority = try number(value, at, .priority)
        case .gridCellColumns: view.modifiers.gridCellColumns = NumberRange.columnCount.whole(try number(value, at, .columnCount))
        case .gridColumnAlignment:
            view.modifiers.gridColumnAlignment = try choice(value, at, what: "column alignment", HorizontalAlignment.allCases.map { ($0.rawValue, $0) })
        case .frame:
            view.layer(.frame)
            try readFrame(value, at, into: &view.modifiers.frame)
        case .fixedSize:
            view.layer(.fixedSize)
            try readFixedSize(value, at, into: &view.modifiers.fixedSize)
        case .offset:
            view.layer(.offset)
            try readOffset(value, at, into: &view.modifiers.offset)
        case .padding:
            view.layer(.padding)
            try readPadding(value, at, into: &view.modifiers.padding)
        case .position:
            view.layer(.position)
            var point = ViewModifiers.Position()
            try readPoint(value, at, x: &point.x, y: &point.y, what: "position parameter")
            view.modifiers.position = point
        case .alignmentGuide: try readAlignmentGuides(value, at, into: &view.modifiers)
        case .foregroundStyle, .foregroundColor, .tint, .opacity: try readPixels(modifier, value, at, into: &view.modifiers)
        case .background, .overlay: try readDecoration(modifier, value, at, depth: depth, into: &view)
        case .fontDesign, .modifier: break // Swift only: never read from a manifest
        }
    }

    /// The view's own keys: its condition, the importer's note, the table
    /// and bundle a text is looked up in, a text's arguments.
    mutating func readOwnKey(_ key: Modifier, _ value: Node, _ at: String, _ path: String, into view: inout ViewReading) throws {
        switch key {
        case .if:
            do { view.condition = try Condition(parsing: try string(value, at)) } catch let problem as ConditionError {
                throw error(value, at, problem.message)
            }
            locations["\(path).if"] = location(value)
        case .approximated:
            // What the importer assumed for a view it could not read
            // (`slotfit import --format yaml`): shown in snapshots.
            view.approximatedNote = try string(value, at)
        case .table:
            // `Text(_:tableName:)`: the table the key is looked up in.
            view.table = try string(value, at)
        case .bundle:
            // `Text(_:bundle:)`: a name from the activity's `bundles`.
            view.bundle = try string(value, at)
            locations["\(path).bundle"] = location(value)
        case .arguments:
            guard let sequence = value.sequence else { throw error(value, at, "should be a list of attribute or state field names") }
            view.arguments = try sequence.map { try argument($0, at) }
        default: break // `modifiers:` is read with the view's keys
        }
    }

    /// A modifier whose value is one of a fixed set of names.
    func readChoice(_ modifier: Modifier, _ value: Node, _ at: String, into modifiers: inout ViewModifiers) throws {
        switch modifier {
        case .textCase:
            modifiers.textCase = try choice(value, at, what: "text case", TextCase.allCases.map { ($0.rawValue, $0) })
        case .multilineTextAlignment:
            modifiers.multilineTextAlignment = try choice(value, at, what: "text alignment", HorizontalAlignment.allCases.map { ($0.rawValue, $0) })
        case .labelStyle:
            modifiers.labelStyle = try choice(value, at, what: "label style", LabelStyle.allCases.map { ($0.rawValue, $0) })
        case .imageScale:
            modifiers.imageScale = try choice(value, at, what: "image scale", ImageScale.allCases.map { ($0.rawValue, $0) })
        case .truncationMode:
            modifiers.truncationMode = try choice(value, at, what: "truncation mode", [("tail", .tail), ("middle", .middle), ("head", .head)])
        case .layoutDirection:
            modifiers.layoutDirection = try choice(value, at, what: "layout direction",
                                                   [("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft), ("ltr", .leftToRight), ("rtl", .rightToLeft)])
        case .dynamicIsland:
            // `.dynamicIsland(verticalPlacement: .belowIfTooWide)`.
            for (k, v) in try mapping(value, at) {
                guard k.scalar?.string == "verticalPlacement" else { throw unknownKey(k, at, known: ["verticalPlacement"], what: "dynamicIsland parameter") }
                modifiers.verticalPlacement = try choice(v, "\(at).verticalPlacement", what: "vertical placement",
                                                         ExpandedVerticalPlacement.allCases.map { ($0.rawValue, $0) })
            }
        default: break
        }
    }

    /// Colours and opacity: pixels only. `tint` and `opacity` with a value
    /// SlotFit does not draw are kept by name.
    func readPixels(_ modifier: Modifier, _ value: Node, _ at: String, into modifiers: inout ViewModifiers) throws {
        switch modifier {
        case .tint:
            if value.scalar.map({ ColorValue($0.string) != nil }) == true { modifiers.tint = try color(value, at) }
            modifiers.visualOnly.append(modifier.name)
        case .opacity:
            if value.scalar.map({ Double($0.string) != nil }) == true { modifiers.opacity = try number(value, at, .opacity) }
            modifiers.visualOnly.append(modifier.name)
        default:
            modifiers.foreground = try color(value, at)
        }
    }
}
