/// `.alignmentGuide(_:computeValue:)`: where one of a view's alignment
/// guides sits, measured from its leading (top) edge, as a linear function
/// of its size — `{ _ in 10 }`, `{ d in d[.trailing] }` (the width),
/// `{ d in d.width / 2 }`, `{ d in d[VerticalAlignment.center] }`.
public struct AlignmentGuide: Sendable, Hashable {
    /// The guides a stack or a `ZStack` lines its children up on.
    public enum Guide: String, Sendable, Hashable, CaseIterable {
        case leading, trailing, top, bottom, firstTextBaseline, lastTextBaseline
        /// `HorizontalAlignment.center`.
        case horizontalCenter
        /// `VerticalAlignment.center`.
        case verticalCenter

        /// The guide a stack aligned `alignment` across its axis reads.
        init(_ alignment: HorizontalAlignment) {
            switch alignment {
            case .leading: self = .leading
            case .center: self = .horizontalCenter
            case .trailing: self = .trailing
            }
        }

        /// The guide a stack aligned `alignment` across its axis reads.
        init(_ alignment: VerticalAlignment) {
            switch alignment {
            case .top: self = .top
            case .center: self = .verticalCenter
            case .bottom: self = .bottom
            case .firstTextBaseline: self = .firstTextBaseline
            case .lastTextBaseline: self = .lastTextBaseline
            }
        }
    }

    /// The guide moved.
    public var guide: Guide
    /// Where it sits.
    public var value: GuideValue

    /// A guide at `value`.
    public init(_ guide: Guide, _ value: GuideValue) {
        self.guide = guide
        self.value = value
    }
}
