/// SwiftUI's `ProposedViewSize`: `nil` means "your ideal size", infinity
/// "as much as you like".
struct Proposal: Hashable {
    var width: Double?
    var height: Double?

    /// The proposal's width and height where they are finite numbers
    /// (a concrete offer), `nil` otherwise.
    var finite: (width: Double?, height: Double?) {
        (width.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }, height.flatMap { $0.isFinite ? Swift.max(0, $0) : nil })
    }

    /// What a view that fills its offer takes along one axis: the offer —
    /// infinity when offered infinity, as Apple's `ProposedViewSize`
    /// documents (a view offered `.infinity` answers its maximum size, and a
    /// shape has none), which is how a stack learns a shape is as flexible
    /// as a spacer — or 10 pt, SwiftUI's ideal length for shapes, when
    /// offered nothing.
    static func filling(_ offered: Double?) -> Double {
        guard let offered else { return 10 }
        return offered.isNaN ? 10 : Swift.max(0, offered)
    }
}
