/// SwiftUI's `ProposedViewSize`: `nil` means "your ideal size", infinity
/// "as much as you like".
struct Proposal: Hashable {
    var width: Double?
    var height: Double?
}
