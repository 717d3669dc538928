/// SwiftUI's `HorizontalAlignment`: how a `VStack` lines its children up
/// across its width (leading and trailing follow the layout direction).
public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    case leading, center, trailing
}

/// SwiftUI's `VerticalAlignment`: how an `HStack` lines its children up
/// across its height. The text baselines align the first (or last) line's
/// baseline of each child; a child without text has its bottom edge as its
/// baseline, as in SwiftUI.
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// SwiftUI's `Alignment`, a horizontal and a vertical alignment: how a
/// `ZStack` (or a frame) places its content.
public struct Alignment: Sendable, Hashable, Codable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// Every named alignment, by its SwiftUI name.
    public static let named: [(name: String, alignment: Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
        ("leadingFirstTextBaseline", .leadingFirstTextBaseline), ("centerFirstTextBaseline", .centerFirstTextBaseline),
        ("trailingFirstTextBaseline", .trailingFirstTextBaseline), ("leadingLastTextBaseline", .leadingLastTextBaseline),
        ("centerLastTextBaseline", .centerLastTextBaseline), ("trailingLastTextBaseline", .trailingLastTextBaseline),
    ]

    /// The alignment SwiftUI spells `name` (`topLeading`), if any.
    public init?(name: String) {
        guard let found = Self.named.first(where: { $0.name == name }) else { return nil }
        self = found.alignment
    }

    /// The SwiftUI name.
    public var description: String { Self.named.first { $0.alignment == self }?.name ?? "\(horizontal)-\(vertical)" }
}
