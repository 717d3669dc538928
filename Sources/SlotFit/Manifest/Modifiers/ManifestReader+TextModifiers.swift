import Foundation
import SlotFitText
import Yams

/// The manifest's readings of `font`, `lineLimit` and `aspectRatio`.
extension ManifestReader {
    /// `font:` with its `design:` (SwiftUI's `.fontDesign`).
    func readFont(_ value: Node, _ at: String, into modifiers: inout ViewModifiers) throws {
        modifiers.font = try font(value, at)
        if let design = value.mapping?.first(where: { $0.key.scalar?.string == "design" })?.value {
            let chosen = try choice(design, "\(at).design", what: "font design", FontDesign.allCases.map { ($0.rawValue, $0) })
            modifiers.fontDesign = chosen == .default ? nil : chosen
        }
    }

    /// The size `name` (`xxxLarge`, `AX2`, `accessibility2`), or an error
    /// at `node` that suggests the nearest name.
    func dynamicTypeSize(named name: String, _ node: Node, _ at: String, orRange: Bool = false) throws -> DynamicTypeSize {
        if let size = DynamicTypeSize(name: name.trimmingCharacters(in: .whitespaces)) { return size }
        let closest = DidYouMean.nearest(to: name, in: DynamicTypeSize.names) ?? ""
        throw error(node, at, "\"\(name)\" is not a Dynamic Type size\(DidYouMean.phrase(closest)) Use one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ")) (or AX1–AX5)\(orRange ? ", or a range such as ...xxLarge" : "")")
    }

    /// `dynamicTypeSize: large` (one size), `"...xxLarge"`, `"large..."`,
    /// `"large...AX2"`: SwiftUI's `.dynamicTypeSize(_:)`, a size or a range.
    func dynamicTypeSizes(_ value: Node, _ at: String) throws -> DynamicTypeSizeRange {
        let text = try string(value, at).trimmingCharacters(in: .whitespaces)
        func size(_ name: String) throws -> DynamicTypeSize { try dynamicTypeSize(named: name, value, at, orRange: true) }
        guard let dots = text.range(of: "...") else { return DynamicTypeSizeRange(only: try size(text)) }
        let low = String(text[..<dots.lowerBound]), high = String(text[dots.upperBound...])
        guard !(low.isEmpty && high.isEmpty) else { throw error(value, at, "\"...\" names no size; write ...xxLarge, large... or large...AX2") }
        let lower = low.isEmpty ? DynamicTypeSize.xSmall : try size(low)
        let upper = high.isEmpty ? DynamicTypeSize.accessibility5 : try size(high)
        guard lower <= upper else { throw error(value, at, "\"\(text)\" runs backwards; write the smaller size first (\(upper.rawValue)...\(lower.rawValue))") }
        return DynamicTypeSizeRange(lower, upper)
    }

    /// `lineLimit: 2`, `lineLimit: "2...3"`, or `{ min: 2, max: 3, reservesSpace: true }`.
    func readLineLimit(_ value: Node, _ at: String, into modifiers: inout ViewModifiers) throws {
        if let text = value.scalar?.string, text.contains("...") {
            let bounds = text.components(separatedBy: "...").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard bounds.count == 2, let low = bounds[0], let high = bounds[1], low >= 1, low <= high, high <= 10_000 else {
                throw error(value, at, "\"\(text)\" is not a range of lines; write 2...3 (1 ≤ lower ≤ upper ≤ 10000)")
            }
            modifiers.lineLimit = high
            modifiers.reservedLines = low
        } else if value.mapping != nil {
            var reserves = false, low: Int? = nil
            for (k, v) in try mapping(value, at) {
                switch k.scalar?.string ?? "" {
                case "min": low = Int(try number(v, "\(at).min", .lineCount))
                case "max": modifiers.lineLimit = Int(try number(v, "\(at).max", .lineCount))
                case "reservesSpace": reserves = try bool(v, "\(at).reservesSpace")
                default: throw unknownKey(k, at, known: ["min", "max", "reservesSpace"], what: "lineLimit parameter")
                }
            }
            // A range keeps its lower bound's lines (Apple: "expands to occupy
            // the minimum number of lines"); `lineLimit(n, reservesSpace: true)` keeps n.
            modifiers.reservedLines = low ?? (reserves ? modifiers.lineLimit : nil)
        } else {
            modifiers.lineLimit = Int(try number(value, at, .lineCount))
        }
    }

    /// `aspectRatio: 1.5`, or `{ ratio: 1.5, contentMode: fit }`.
    func aspectRatio(_ value: Node, _ at: String) throws -> AspectRatio {
        if value.scalar != nil { return AspectRatio(ratio: try number(value, at, .size), contentMode: .fit) }
        var aspect = AspectRatio(contentMode: .fit)
        for (k, v) in try mapping(value, at) {
            switch k.scalar?.string ?? "" {
            case "ratio": aspect.ratio = try number(v, "\(at).ratio", .size)
            case "contentMode": aspect.contentMode = try choice(v, "\(at).contentMode", what: "content mode", AspectRatio.ContentMode.allCases.map { ($0.rawValue, $0) })
            default: throw unknownKey(k, at, known: ["ratio", "contentMode"], what: "aspectRatio parameter")
            }
        }
        return aspect
    }
}
