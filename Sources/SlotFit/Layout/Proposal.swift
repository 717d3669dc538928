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

    /// What a view that fills its offer takes along one axis: the offer, or
    /// 10 pt — SwiftUI's ideal length for shapes — when offered nothing or
    /// infinity.
    static func filling(_ offered: Double?) -> Double { offered.flatMap { $0.isFinite ? Swift.max(0, $0) : nil } ?? 10 }
}
