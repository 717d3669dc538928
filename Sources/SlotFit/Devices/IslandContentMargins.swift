import Foundation

/// How far the content of a Dynamic Island presentation keeps from the
/// island's edges. Apple documents that the island has default content
/// margins (`DynamicIsland.contentMargins(_:_:for:)` "overrides default
/// content margins") but not their values: SlotFit derives them from the
/// island's published 44 pt corner radius (docs/BUDGETS.md), and marks them
/// derived.
package struct IslandContentMargins: Sendable, Hashable, Codable, CustomStringConvertible {
    /// An edge of a presentation, as SwiftUI's `Edge.Set` names them.
    package enum Edge: String, Sendable, Hashable, Codable, CaseIterable {
        case leading, trailing, top, bottom
    }

    /// The presentation a margin applies to (`DynamicIslandMode`).
    package enum Mode: String, Sendable, Hashable, Codable, CaseIterable {
        case expanded, compactLeading, compactTrailing, minimal
    }

    /// `DynamicIsland.contentMargins(_ edges:, _ length:, for mode:)` as a
    /// team wrote it: the manifest's `dynamicIsland.contentMargins`.
    package struct Override: Sendable, Hashable, Codable {
        /// The edges it sets (all four by default, as `Edge.Set.all`).
        package var edges: Set<Edge>
        /// The margin, points.
        package var length: Double
        package var mode: Mode
        /// Where it is written.
        package var location: SourceLocation

        package init(edges: Set<Edge> = Set(Edge.allCases), length: Double, mode: Mode, location: SourceLocation = .unknown) {
            self.edges = edges; self.length = length; self.mode = mode; self.location = location
        }
    }

    package var leading: Points
    package var trailing: Points
    package var top: Points
    package var bottom: Points

    package init(leading: Points, trailing: Points, top: Points, bottom: Points) {
        self.leading = leading; self.trailing = trailing; self.top = top; self.bottom = bottom
    }

    /// The default margins of the expanded island, derived: the least
    /// inset, equal on both edges, that keeps a rectangle's corner inside a
    /// rounded corner of radius `cornerRadius`. The corner (m, m) lies on
    /// the arc centred at (r, r) when √2 (r − m) = r, so m = r (1 − 1/√2):
    /// 44 × 0.29289 = 12.89 pt (hundredths, as Apple publishes budgets).
    package static func standard(cornerRadius: Double) -> IslandContentMargins {
        let margin = Points.derived(((cornerRadius * (1 - 1 / 2.0.squareRoot())) * 100).rounded() / 100)
        return IslandContentMargins(leading: margin, trailing: margin, top: margin, bottom: margin)
    }

    /// The margin at `edge`.
    package subscript(edge: Edge) -> Points {
        get {
            switch edge {
            case .leading: return leading
            case .trailing: return trailing
            case .top: return top
            case .bottom: return bottom
            }
        }
        set {
            switch edge {
            case .leading: leading = newValue
            case .trailing: trailing = newValue
            case .top: top = newValue
            case .bottom: bottom = newValue
            }
        }
    }

    /// These margins with a team's `overrides` for `mode` applied. Apple:
    /// "If you repeatedly use the `contentMargins(_:_:)` modifier, the
    /// system uses the innermost specified values" — the first written of
    /// a chain, so the first override naming an edge sets it. A team's
    /// number is its own, not derived.
    package func applying(_ overrides: [Override], for mode: Mode) -> IslandContentMargins {
        var result = self
        var set: Set<Edge> = []
        for override in overrides where override.mode == mode {
            for edge in Edge.allCases where override.edges.contains(edge) && !set.contains(edge) {
                result[edge] = .apple(override.length)
                set.insert(edge)
            }
        }
        return result
    }

    package var description: String {
        "leading \(leading), trailing \(trailing), top \(top), bottom \(bottom)"
    }
}
