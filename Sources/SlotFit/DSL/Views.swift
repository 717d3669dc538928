import SlotFitText

/// `Text(_:)` with a catalog key (or a literal) and arguments named from the
/// attributes and state; `Text(timer:)` for `Text(timerInterval:countsDown:)`.
public func Text(_ key: String, arguments: [TextArgument] = [], file: String = #fileID, line: Int = #line) -> ActivityView {
    ActivityView(.text(key: key, arguments: arguments), location: SourceLocation(file: file, line: line))
}

/// `Text(_:tableName:)`, `Text(String(localized: key, table: table))`,
/// `NSLocalizedString(key, tableName: table, comment:)`: the key looked up
/// in `table` of the activity's catalog.
public func Text(_ key: String, tableName table: String, arguments: [TextArgument] = [], file: String = #fileID, line: Int = #line) -> ActivityView {
    var view = ActivityView(.text(key: key, arguments: arguments), location: SourceLocation(file: file, line: line))
    view.table = table
    return view
}

/// `Text(LocalizedStringKey(value))`: the catalog key is the value of an
/// attribute or state field.
public func Text(keyFrom field: String, arguments: [TextArgument] = [], file: String = #fileID, line: Int = #line) -> ActivityView {
    var view = ActivityView(.text(key: "", arguments: arguments), location: SourceLocation(file: file, line: line))
    view.keyField = field
    return view
}

/// `Text(verbatim:)`: the string as written, never looked up.
public func Text(verbatim string: String, file: String = #fileID, line: Int = #line) -> ActivityView {
    var view = ActivityView(.text(key: string, arguments: []), location: SourceLocation(file: file, line: line))
    view.lookup = .verbatim
    return view
}

/// `Text(context.state.driverName)`: a `String` value from an attribute or
/// state field, shown as it is, never looked up.
public func Text(value field: String, file: String = #fileID, line: Int = #line) -> ActivityView {
    var view = ActivityView(.text(key: "", arguments: []), location: SourceLocation(file: file, line: line))
    view.lookup = .value(field: field)
    return view
}

/// `Text(date, style:)`: the date in `field` (seconds from now for
/// `.relative` and `.offset`) in the style.
public func Text(date field: String, style: DateTextStyle, file: String = #fileID, line: Int = #line) -> ActivityView {
    var view = ActivityView(.text(key: "", arguments: []), location: SourceLocation(file: file, line: line))
    view.lookup = .date(field: field, style: style)
    return view
}

/// `Text(timerInterval:countsDown:)`: `seconds` names the field with the
/// seconds left (or elapsed); `pausedWhen` the field that pauses it;
/// `interval` the field or attribute with the interval's length.
public func Text(timer seconds: String, countsDown: Bool = true, showsHours: Bool = true, pausedWhen: Condition? = nil, interval: String? = nil,
                 file: String = #fileID, line: Int = #line) -> ActivityView {
    var spec = TimerSpec(seconds: seconds, countsDown: countsDown, pausedWhen: pausedWhen, interval: interval)
    spec.showsHours = showsHours
    return ActivityView(.timer(spec), location: SourceLocation(file: file, line: line))
}

/// `Image(systemName:)` with the size it is drawn at.
public func Image(systemName: String, width: Double, height: Double, file: String = #fileID, line: Int = #line) -> ActivityView {
    ActivityView(.image(symbol: systemName, width: width, height: height), location: SourceLocation(file: file, line: line))
}

/// `Spacer(minLength:)`.
public func Spacer(minLength: Double? = nil) -> ActivityView { ActivityView(.spacer(minLength: minLength)) }

/// `Label(_:systemImage:)`.
public func Label(_ key: String, systemImage: String, arguments: [TextArgument] = [], iconSize: Double = 17,
                  file: String = #fileID, line: Int = #line) -> ActivityView {
    ActivityView(.label(key: key, arguments: arguments, symbol: systemImage, iconSize: iconSize), location: SourceLocation(file: file, line: line))
}

/// `HStack(alignment:spacing:)`.
public func HStack(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ActivityView]) -> ActivityView {
    ActivityView(.hstack(spacing: spacing, alignment: alignment, content: content()))
}

/// `VStack(alignment:spacing:)`.
public func VStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ActivityView]) -> ActivityView {
    ActivityView(.vstack(spacing: spacing, alignment: alignment, content: content()))
}

/// `ZStack(alignment:)`.
public func ZStack(alignment: Alignment = .center, @ViewBuilder content: () -> [ActivityView]) -> ActivityView {
    ActivityView(.zstack(alignment: alignment, content: content()))
}

/// Content shown only in states where `field` is true (`"!field"`: false) —
/// the data form of `if context.state.field { … }`.
public struct When: ActivityContent {
    public var views: [ActivityView]
    public init(_ field: String, @ViewBuilder content: () -> [ActivityView]) {
        views = content().map { view in
            var copy = view
            let outer = Condition(stringLiteral: field)
            copy.condition = copy.condition.map { outer.and($0) } ?? outer
            return copy
        }
    }
}

/// `Color.red` as a view (`Color("red")`, or `"#34C759"`): fills what it is offered.
public func Color(_ name: String, file: String = #fileID, line: Int = #line) -> ActivityView {
    ActivityView(.shape(.color, fill: ColorValue(name)), location: SourceLocation(file: file, line: line))
}

/// `Rectangle()`.
public func Rectangle(file: String = #fileID, line: Int = #line) -> ActivityView { ActivityView(.shape(.rectangle, fill: nil), location: SourceLocation(file: file, line: line)) }
/// `RoundedRectangle(cornerRadius:)`.
public func RoundedRectangle(cornerRadius: Double, file: String = #fileID, line: Int = #line) -> ActivityView {
    ActivityView(.shape(.roundedRectangle(cornerRadius: cornerRadius), fill: nil), location: SourceLocation(file: file, line: line))
}
/// `Capsule()`.
public func Capsule(file: String = #fileID, line: Int = #line) -> ActivityView { ActivityView(.shape(.capsule, fill: nil), location: SourceLocation(file: file, line: line)) }
/// `Circle()`.
public func Circle(file: String = #fileID, line: Int = #line) -> ActivityView { ActivityView(.shape(.circle, fill: nil), location: SourceLocation(file: file, line: line)) }
/// `Ellipse()`: fills the whole offer.
public func Ellipse(file: String = #fileID, line: Int = #line) -> ActivityView { ActivityView(.shape(.ellipse, fill: nil), location: SourceLocation(file: file, line: line)) }
/// `ContainerRelativeShape()`.
public func ContainerRelativeShape(file: String = #fileID, line: Int = #line) -> ActivityView {
    ActivityView(.shape(.containerRelativeShape, fill: nil), location: SourceLocation(file: file, line: line))
}
/// `Divider()`.
public func Divider(file: String = #fileID, line: Int = #line) -> ActivityView { ActivityView(.divider, location: SourceLocation(file: file, line: line)) }

/// `Group { … }`: its views join the stack around it.
public func Group(@ViewBuilder content: () -> [ActivityView]) -> ActivityView { ActivityView(.group(content: content())) }

/// `ProgressView(value:total:)`: `value` and `total` name fields (or are numbers).
public func ProgressView(value: String, total: String? = nil, style: ProgressSpec.Style = .linear,
                         file: String = #fileID, line: Int = #line) -> ActivityView {
    ActivityView(.progress(ProgressSpec(value: value, total: total, style: style)), location: SourceLocation(file: file, line: line))
}

/// The axes `ViewThatFits(in:)` checks.
public enum FitAxes: Sendable { case horizontal, vertical, all }

/// `ViewThatFits(in:) { … }`: the first child whose ideal size fits.
public func ViewThatFits(in axes: FitAxes = .all, @ViewBuilder content: () -> [ActivityView]) -> ActivityView {
    ActivityView(.viewThatFits(horizontal: axes != .vertical, vertical: axes != .horizontal, content: content()))
}

/// `GeometryReader { _ in … }`: takes the whole offer and offers it to its
/// content, placed at the top leading corner.
public func GeometryReader(file: String = #fileID, line: Int = #line, @ViewBuilder content: () -> [ActivityView]) -> ActivityView {
    ActivityView(.geometryReader(content: content()), location: SourceLocation(file: file, line: line))
}

/// `Gauge(value:in:)` with an accessory style (`.accessoryCircular` …).
public func Gauge(value: String, total: String? = nil, style: ProgressSpec.Style = .accessoryCircular,
                  file: String = #fileID, line: Int = #line) -> ActivityView {
    ActivityView(.progress(ProgressSpec(value: value, total: total, style: style)), location: SourceLocation(file: file, line: line))
}
