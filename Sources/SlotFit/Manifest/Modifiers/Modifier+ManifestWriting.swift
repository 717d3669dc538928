import Foundation
import Yams

/// How `ManifestWriter` writes each modifier of the table (`Modifier`).
extension Modifier {
    /// The order a view's modifiers are written: the environment first,
    /// then the layout ones in the order they apply (fixedSize, frame,
    /// padding, decorations, offset, position; alignment guides last). The rest are written by another
    /// (`monospaced` with `italic`, `kerning` as `tracking`,
    /// `foregroundColor` as `foregroundStyle`, `scaledToFit` as
    /// `aspectRatio`) or never (the view's own keys, pixel modifiers).
    static let writingOrder: [Modifier] = [
        .font, .fontWeight, .monospacedDigit, .lineLimit, .tracking, .textCase, .multilineTextAlignment, .italic, .resizable,
        .aspectRatio, .labelStyle, .imageScale, .minimumScaleFactor, .truncationMode, .layoutPriority, .layoutDirection,
        .foregroundStyle, .tint, .opacity, .dynamicTypeSize, .scaledMetric, .dynamicIsland, .fixedSize, .frame, .padding, .background,
        .overlay, .offset, .position, .alignmentGuide, .gridCellColumns, .gridColumnAlignment,
    ]

    /// This modifier's keys in `m` as a manifest writes them (none when
    /// `m` does not use it).
    func written(_ m: ViewModifiers) -> [(String, Node)] {
        typealias W = ManifestWriter
        switch self {
        case .font: return m.font.map { [(name, W.font($0, design: m.fontDesign))] } ?? []
        case .fontWeight: return m.fontWeight.map { [(name, W.word($0.rawValue))] } ?? []
        case .monospacedDigit: return m.monospacedDigit ? [(name, W.bool(true))] : []
        case .lineLimit: return m.lineLimit.map { [(name, W.lineLimit($0, reserved: m.reservedLines))] } ?? []
        case .tracking: return m.tracking.map { [(name, W.number($0))] } ?? []
        case .textCase: return m.textCase.map { [(name, W.word($0.rawValue))] } ?? []
        case .multilineTextAlignment: return m.multilineTextAlignment.map { [(name, W.word($0.rawValue))] } ?? []
        case .italic:
            // `italic` and `monospaced` in the order they were applied.
            return m.unmeasuredVariants.filter { $0 == "italic" || $0 == "monospaced" }.map { ($0, W.bool(true)) }
        case .resizable: return m.resizable ? [(name, W.bool(true))] : []
        case .aspectRatio: return m.aspectRatio.map { [(name, W.aspectRatio($0))] } ?? []
        case .labelStyle: return m.labelStyle.map { [(name, W.word($0.rawValue))] } ?? []
        case .imageScale: return m.imageScale.map { [(name, W.word($0.rawValue))] } ?? []
        case .minimumScaleFactor: return m.minimumScaleFactor.map { [(name, W.number($0))] } ?? []
        case .truncationMode: return m.truncationMode.map { [(name, W.word($0.rawValue))] } ?? []
        case .layoutPriority: return m.layoutPriority != 0 ? [(name, W.number(m.layoutPriority))] : []
        case .gridCellColumns: return m.gridCellColumns.map { [(name, W.number(Double($0)))] } ?? []
        case .gridColumnAlignment: return m.gridColumnAlignment.map { [(name, W.word($0.rawValue))] } ?? []
        case .layoutDirection: return m.layoutDirection.map { [(name, W.word($0 == .rightToLeft ? "rightToLeft" : "leftToRight"))] } ?? []
        case .foregroundStyle: return m.foreground.map { [(name, W.scalar($0.name))] } ?? []
        case .tint: return m.tint.map { [(name, W.scalar($0.name))] } ?? []
        case .opacity: return m.opacity.map { [(name, Node(String($0), Tag(.float), .plain))] } ?? []
        case .dynamicTypeSize: return m.dynamicTypeSizes.map { [(name, W.scalar($0.description))] } ?? []
        case .scaledMetric:
            guard !m.scaledFields.isEmpty else { return [] }
            return [(name, W.map(ScaledField.allCases.compactMap { field in m.scaledFields[field].map { (field.rawValue, W.word($0.rawValue)) } }))]
        case .dynamicIsland:
            return m.verticalPlacement != .default ? [(name, W.map([("verticalPlacement", W.word(m.verticalPlacement.rawValue))]))] : []
        case .fixedSize, .frame, .padding, .offset, .position: return writtenLayout(m)
        case .alignmentGuide:
            return m.alignmentGuides.isEmpty ? [] : [(name, W.map(m.alignmentGuides.map { ($0.guide.rawValue, W.scalar($0.value.description)) }))]
        case .background: return m.background.map { (name, W.view($0)) }
        case .overlay: return m.overlay.map { (name, W.view($0)) }
        default: return []
        }
    }

    /// `fixedSize`, `frame`, `padding` and `offset` when they differ from none.
    private func writtenLayout(_ m: ViewModifiers) -> [(String, Node)] {
        typealias W = ManifestWriter
        switch self {
        case .fixedSize where m.fixedSize != ViewModifiers.FixedSize():
            return [(name, W.map([("horizontal", W.bool(m.fixedSize.horizontal)), ("vertical", W.bool(m.fixedSize.vertical))]))]
        case .frame where m.frame != ViewModifiers.Frame(): return [(name, W.frame(m.frame))]
        case .padding where m.padding != ViewModifiers.EdgeInsets(): return [(name, W.padding(m.padding))]
        case .offset where m.offset != ViewModifiers.Offset(): return [(name, W.map([("x", W.number(m.offset.x)), ("y", W.number(m.offset.y))]))]
        case .position: return m.position.map { [(name, W.map([("x", W.number($0.x)), ("y", W.number($0.y))]))] } ?? []
        default: return []
        }
    }
}
