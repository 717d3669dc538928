/// A view of an activity presentation: SwiftUI's vocabulary, as data.
public struct ActivityView: Sendable, Hashable {
    /// What the view is.
    public indirect enum Kind: Sendable, Hashable {
        /// `Text`: a catalog key (or a literal when the catalog lacks it)
        /// with arguments named from attributes and state fields.
        case text(key: String, arguments: [TextArgument])
        /// `Text(timerInterval:countsDown:)`, or static text while paused.
        case timer(TimerSpec)
        /// `Text + Text`: one text made of parts (texts and timers), each
        /// with its own font, weight, digits and tracking, wrapped and
        /// truncated as one paragraph; the modifiers after the `+` chain
        /// (`lineLimit`, `minimumScaleFactor`…) apply to the whole.
        case concatenated([ActivityView])
        /// `Image` or an SF Symbol stand-in with its size.
        case image(symbol: String, width: Double, height: Double)
        /// `HStack(alignment:spacing:)`.
        case hstack(spacing: Double?, alignment: VerticalAlignment, content: [ActivityView])
        /// `VStack(alignment:spacing:)`.
        case vstack(spacing: Double?, alignment: HorizontalAlignment, content: [ActivityView])
        /// `ZStack(alignment:)`.
        case zstack(alignment: Alignment, content: [ActivityView])
        /// `Grid(alignment:horizontalSpacing:verticalSpacing:)`: its rows, each
        /// a `GridRow` (a `.group` whose views are its cells, column by
        /// column) or any other view, which spans every column.
        case grid(horizontalSpacing: Double?, verticalSpacing: Double?, alignment: Alignment, rows: [ActivityView])
        /// `Spacer(minLength:)`.
        case spacer(minLength: Double?)
        /// `Label(title, systemImage:)`.
        case label(key: String, arguments: [TextArgument], symbol: String, iconSize: Double)
        /// A shape or a colour: fills what it is offered.
        case shape(ShapeKind, fill: ColorValue?)
        /// `Divider()`: a 1 pt line across its stack's axis.
        case divider
        /// `Group { … }`: its views join the stack around it (alone, they
        /// stack vertically, as a root does).
        case group(content: [ActivityView])
        /// `ProgressView`.
        case progress(ProgressSpec)
        /// `ViewThatFits(in:)`: the first child whose ideal size fits.
        case viewThatFits(horizontal: Bool, vertical: Bool, content: [ActivityView])
        /// `GeometryReader { proxy in … }`: takes the whole offer (10 pt on
        /// an axis offered nothing) and offers it to its content, placed at
        /// its top leading corner.
        case geometryReader(content: [ActivityView])
        /// SwiftUI's `ModifiedContent`: a view whose layout modifiers were
        /// written around another view's in an order one view's modifiers
        /// cannot hold (`.padding(4).frame(width: 50)`, `.background(…)
        /// .padding(8)`); it lays its content out and adds its own.
        case modified(ActivityView)
    }

    /// The view's fields, shared by its copies until one changes (copy on
    /// write): views are copied into every level of a layout's memo keys
    /// and stacks, and a view inline is over 500 bytes with a dozen
    /// references to retain.
    private var storage: SharedFields<Fields>

    struct Fields: Hashable {
        var kind: Kind
        var modifiers: ViewModifiers
        var condition: Condition?
        var location: SourceLocation
        /// `location`'s hash, kept with it: views are dictionary keys at
        /// every level of a layout and of the Resolve stage.
        var locationHash: Int
        var approximated: String? = nil
        var approximatedConstruct: ApproximatedConstruct? = nil
        var lookup: TextLookup = .localized
        var table: String? = nil
        var bundle: String? = nil
        var keyPath: String = ""
        var showsStringValue = false
    }

    private mutating func makeUnique() { SharedFields.makeUnique(&storage) }

    /// Two views are equal when their fields are (the same storage is
    /// equal without comparing them).
    public static func == (lhs: ActivityView, rhs: ActivityView) -> Bool {
        SharedFields.equal(lhs.storage, rhs.storage)
    }

    /// The kind and its content.
    public var kind: Kind {
        _read { yield storage.fields.kind }
        _modify { makeUnique(); yield &storage.fields.kind }
    }
    /// The modifiers applied to it.
    public var modifiers: ViewModifiers {
        _read { yield storage.fields.modifiers }
        _modify { makeUnique(); yield &storage.fields.modifiers }
    }
    /// Shown only when this state field is true (`!field`: when false;
    /// `field == value`, `field != value` compare; `a & b` both).
    public var condition: Condition? {
        _read { yield storage.fields.condition }
        _modify { makeUnique(); yield &storage.fields.condition }
    }
    /// Where the view is written, for findings (``SourceLocation/unknown``
    /// for a view built in code without a place).
    public var location: SourceLocation {
        _read { yield storage.fields.location }
        _modify {
            makeUnique()
            defer { storage.fields.locationHash = storage.fields.location.hashValue }
            yield &storage.fields.location
        }
    }
    /// The note of an image whose asset's size the source does not give
    /// (`Image(name)` of a name SlotFit cannot read): laid out at 24 × 24 pt
    /// unless a frame fixes its size, where the asset changes nothing.
    public static let unknownAssetSize = "24 × 24 pt (an asset's size is not in the source)"

    /// For a view read from Swift source that SlotFit could not model
    /// exactly: what it assumed in its place (shown in snapshots).
    public var approximated: String? {
        _read { yield storage.fields.approximated }
        _modify { makeUnique(); yield &storage.fields.approximated }
    }
    /// For a stand-in of a construct SlotFit lays out approximately (a
    /// custom `Layout`, a view it cannot read): the construct, which
    /// pictures name on its box.
    public var approximatedConstruct: ApproximatedConstruct? {
        _read { yield storage.fields.approximatedConstruct }
        _modify { makeUnique(); yield &storage.fields.approximatedConstruct }
    }
    /// For a text: how its string is found, as SwiftUI's `Text`
    /// initializers find it.
    public var lookup: TextLookup {
        _read { yield storage.fields.lookup }
        _modify { makeUnique(); yield &storage.fields.lookup }
    }
    /// For a text: the table its key is looked up in (`Text(_:tableName:)`,
    /// `String(localized:table:)`); `nil`: the activity's.
    public var table: String? {
        _read { yield storage.fields.table }
        _modify { makeUnique(); yield &storage.fields.table }
    }
    /// For a text read from Swift: it is `Text` given a `String` value (a
    /// property, a variable, a function's result), which SwiftUI shows as
    /// written and never looks up — not `Text(verbatim:)`, which says so
    /// on purpose. The `verbatim-text` rule judges these.
    public var showsStringValue: Bool {
        _read { yield storage.fields.showsStringValue }
        _modify { makeUnique(); yield &storage.fields.showsStringValue }
    }
    /// For a text: the bundle whose catalog has its key (`Text(_:bundle:)`,
    /// a framework's `.module`), by the name the activity's `bundles` give
    /// it; `nil`: the activity's own catalog.
    public var bundle: String? {
        _read { yield storage.fields.bundle }
        _modify { makeUnique(); yield &storage.fields.bundle }
    }
    /// Where the view sits in its manifest, as one key path style for
    /// every message: `lockScreen.vstack.content[0].text`; "" when the view
    /// was built in Swift (the checker then names it by its position).
    public var keyPath: String {
        _read { yield storage.fields.keyPath }
        _modify { makeUnique(); yield &storage.fields.keyPath }
    }

    /// Where a text's key is looked up: its bundle and table.
    public var stringsTable: StringsTable { StringsTable(bundle: bundle, table: table) }
    /// For a text: the attribute or state field whose value is its catalog
    /// key (`Text(LocalizedStringKey(attributes.workoutTitle))`).
    public var keyField: String? {
        get { if case .keyFrom(let field) = lookup { return field } else { return nil } }
        set { lookup = newValue.map { .keyFrom(field: $0) } ?? .localized }
    }

    /// Creates a view.
    public init(_ kind: Kind, modifiers: ViewModifiers = ViewModifiers(), condition: Condition? = nil, location: SourceLocation = .unknown) {
        storage = SharedFields(Fields(kind: kind, modifiers: modifiers, condition: condition, location: location, locationHash: location.hashValue))
    }

    /// The names of the environment values a condition may read
    /// (`EnvironmentValue`).
    public static let environmentFields = Set(EnvironmentValue.allCases.map(\.rawValue))

    /// How many children the view has (`children.count` without the array).
    var childCount: Int {
        switch kind {
        case .hstack(_, _, let content), .vstack(_, _, let content), .zstack(_, let content),
             .group(let content), .viewThatFits(_, _, let content), .geometryReader(let content), .grid(_, _, _, let content): return content.count
        case .modified: return 1
        case .concatenated(let parts): return parts.count
        default: return 0
        }
    }

    /// The view's children.
    public var children: [ActivityView] {
        switch kind {
        case .hstack(_, _, let content), .vstack(_, _, let content), .zstack(_, let content),
             .group(let content), .viewThatFits(_, _, let content), .geometryReader(let content), .grid(_, _, _, let content): return content
        case .modified(let content): return [content]
        case .concatenated(let parts): return parts
        default: return []
        }
    }
}

extension ActivityView.Kind {
    /// The manifest's name for the kind: `text`, `hstack`, `label`….
    public var name: String {
        switch self {
        case .text: return "text"
        case .timer: return "timer"
        case .concatenated: return "text"
        case .image: return "image"
        case .hstack: return "hstack"
        case .vstack: return "vstack"
        case .zstack: return "zstack"
        case .grid: return "grid"
        case .spacer: return "spacer"
        case .label: return "label"
        case .shape(let shape, _): return shape.name
        case .divider: return "divider"
        case .group: return "group"
        case .progress(let spec): return spec.style.isGauge ? "gauge" : "progressView"
        case .viewThatFits: return "viewThatFits"
        case .geometryReader: return "geometryReader"
        case .modified(let content): return content.kind.name
        }
    }
}

/// A timer's content.
public struct TimerSpec: Sendable, Hashable {
    /// The field holding the seconds left until the end (count-down) or the
    /// seconds elapsed since the start (count-up).
    public var seconds: String
    /// `countsDown:`; `false` counts up.
    public var countsDown: Bool
    /// The field that says the timer is paused: then the static `seconds`
    /// value shows (a live timer cannot pause).
    public var pausedWhen: Condition?
    /// The field or attribute holding the interval's length in seconds: the
    /// running timer reserves the widest text any value in it can take.
    public var interval: String?
    /// `showsHours:`; `false` runs the minutes past 59 ("75:00").
    public var showsHours = true

    /// Creates a timer.
    public init(seconds: String, countsDown: Bool = true, pausedWhen: Condition? = nil, interval: String? = nil) {
        self.seconds = seconds
        self.countsDown = countsDown
        self.pausedWhen = pausedWhen
        self.interval = interval
    }
}

/// How a `Text` finds its string, as SwiftUI's initializers do.
public enum TextLookup: Sendable, Hashable {
    /// `Text("Arriving")`: a `LocalizedStringKey`, looked up in the table
    /// and formatted with the arguments; shown as written when the table
    /// lacks it (a `missing-key` finding).
    case localized
    /// `Text(verbatim: "4812")`: the string as written, never looked up.
    case verbatim
    /// `Text(context.state.driverName)`: a `String` value, shown as it is,
    /// never looked up.
    case value(field: String)
    /// `Text(LocalizedStringKey(attributes.workoutTitle))`: the field's
    /// value is the key.
    case keyFrom(field: String)
    /// `Text(.widgetUntilDeparture)`: a symbol Xcode generates for a string
    /// catalog key (`STRING_CATALOG_GENERATE_SYMBOLS`), looked up as the key
    /// it was made from (`widget.untilDeparture`).
    case symbol(String)
    /// `Text(date, style:)`: the field's date shown in the style
    /// (`.time`, `.date` take a date; `.relative`, `.offset` seconds from now).
    case date(field: String, style: DateTextStyle)
}

/// `Text.DateStyle`, as a Live Activity shows it.
public enum DateTextStyle: String, Sendable, Hashable, CaseIterable {
    /// "9:41 AM": the locale's short time (`DateFormatter.timeStyle = .short`).
    case time
    /// "June 3, 2026": the locale's long date.
    case date
    /// "in 5 minutes", "5 minutes ago": the largest unit reached.
    case relative
    /// "+2 hours", "-5 minutes": the offset in the largest unit, signed.
    case offset
}

/// A table of a bundle's catalog: where `Text(_:tableName:bundle:)` looks
/// its key up. Both `nil`: the activity's own catalog and table.
public struct StringsTable: Sendable, Hashable, Comparable {
    /// A name from the activity's `bundles`; `nil`: the activity's catalog.
    public var bundle: String?
    /// The table; `nil`: the activity's (`Localizable`).
    public var table: String?
    public init(bundle: String? = nil, table: String? = nil) { self.bundle = bundle; self.table = table }
    public static func < (a: StringsTable, b: StringsTable) -> Bool { (a.bundle ?? "", a.table ?? "") < (b.bundle ?? "", b.table ?? "") }
    /// "Common", "Shared/Common", "Shared".
    public var description: String { [bundle, table].compactMap { $0 }.joined(separator: "/") }
}

extension ActivityView {
    /// A shallow hash: where the view is written and how many children it
    /// has. A synthesized hash walked the whole subtree, and views are
    /// dictionary keys at every level of a layout (its memo), which made
    /// placing a tree quadratic in its depth; equality still compares whole
    /// views, so views that share a place are told apart there.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields.locationHash)
        hasher.combine(childCount)
    }
}
