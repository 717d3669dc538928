/// What a finding rests on that SlotFit assumed rather than measured — a
/// stand-in beside the text, a font wider than San Francisco, SwiftUI's
/// spacing, a surface Apple does not document — with the place it comes
/// from when it has one (the approximated view, the unverified text).
/// A finding that rests on one is never an error; reports name it, and
/// SARIF gives its place as a related location.
public struct Assumption: Sendable, Hashable, Codable {
    /// What was assumed, as the finding's message says it.
    public var text: String
    /// Where it comes from in the source; `nil` for one about the device
    /// or the fonts.
    public var location: SourceLocation?

    /// An assumption, at `location` when it has a place.
    public init(_ text: String, at location: SourceLocation? = nil) {
        self.text = text
        self.location = location
    }
}
