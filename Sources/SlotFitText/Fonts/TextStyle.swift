/// SwiftUI's `Font.TextStyle` at the default content size (Large), with the
/// sizes and leading Apple publishes in the Human Interface Guidelines.
public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Point size at the default content size.
    public var size: Double {
        switch self {
        case .largeTitle: return 34
        case .title: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption: return 12
        case .caption2: return 11
        }
    }

    /// Line height (leading) in points at the default content size.
    public var leading: Double {
        switch self {
        case .largeTitle: return 41
        case .title: return 34
        case .title2: return 28
        case .title3: return 25
        case .headline, .body: return 22
        case .callout: return 21
        case .subheadline: return 20
        case .footnote: return 18
        case .caption: return 16
        case .caption2: return 13
        }
    }

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
