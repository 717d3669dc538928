/// SwiftUI's `Font.TextStyle` at the default content size (Large), with the
/// sizes and leading Apple publishes in the Human Interface Guidelines.
public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Point size at the default content size (Large).
    public var size: Double { size(at: .large) }

    /// Line height (leading) in points at the default content size (Large).
    public var leading: Double { leading(at: .large) }

    /// The style's own weight: semibold for `headline`, regular otherwise.
    var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

    /// Parses "body", "title1" (an alias of `title`), "caption1" and so on.
    public init?(name: String) {
        let lowered = name.lowercased()
        switch lowered {
        case "title1": self = .title
        case "caption1": self = .caption
        default:
            guard let style = TextStyle.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
            self = style
        }
    }
}
