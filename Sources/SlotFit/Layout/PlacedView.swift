import SlotFitText

/// A view after layout: its size, its position in the presentation, and for
/// texts and timers the text engine's verdict.
public struct PlacedView: Sendable, Hashable {
    /// Everything but the view's place and size, shared by its copies
    /// until one changes (copy on write): a render's memo hands the same
    /// placed subtree to every stack that asks, and the stack then moves
    /// it, which changes only the inline place.
    private var storage: SharedFields<Fields>

    struct Fields: Hashable {
        var kind: PlacedKind
        var label: String
        var location: SourceLocation
        var proposedWidth: Double?
        var measuredWidth: Double?
        var text: TextLayout?
        var reservedText: String?
        var children: [PlacedView]
        var pinnedLeftToRight: Bool
        var fontDesign: FontDesign? = nil
        var monospacedDigits: Bool = false
        var shownLocalization: String? = nil
        var missingValue: MissingValue? = nil
        var missingKey: [String]? = nil
        var verbatimTranslation: String? = nil
        var textArguments: [String] = []
        var fill: ColorValue? = nil
        var foreground: ColorValue? = nil
        var tint: ColorValue? = nil
        var opacity: Double? = nil
        var unmeasuredVariants: [String] = []
        var multilineTextAlignment: HorizontalAlignment = .leading
        var unknownModifiers: [String] = []
        var approximated: String? = nil
        var approximatedConstruct: ApproximatedConstruct? = nil
        var shapePaint: ShapePaint? = nil
        var progressStyle: ProgressSpec.Style? = nil
        var cornerRadius: Double? = nil
        var standIn: StandIn? = nil
        var languageAssumption: String? = nil
        var dataLanguage: String? = nil
        var dataRoom: DataRoom? = nil
        var verbatimReason: String? = nil
        var isResized = false
        var clipsContent = false
        var room: TextRoom? = nil
        var textLookup: TextLookup? = nil
    }

    private mutating func makeUnique() { SharedFields.makeUnique(&storage) }

    init(kind: PlacedKind, label: String, location: SourceLocation, x: Double, y: Double, width: Double, height: Double,
         proposedWidth: Double?, measuredWidth: Double?, text: TextLayout?, reservedText: String?, children: [PlacedView],
         pinnedLeftToRight: Bool) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        storage = SharedFields(Fields(kind: kind, label: label, location: location, proposedWidth: proposedWidth, measuredWidth: measuredWidth,
                                 text: text, reservedText: reservedText, children: children, pinnedLeftToRight: pinnedLeftToRight))
    }

    /// Equal places, sizes and fields (the same storage is equal without
    /// comparing them).
    public static func == (lhs: PlacedView, rhs: PlacedView) -> Bool {
        lhs.x == rhs.x && lhs.y == rhs.y && lhs.width == rhs.width && lhs.height == rhs.height
            && SharedFields.equal(lhs.storage, rhs.storage)
    }

    /// Hashes the place, size and fields.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x)
        hasher.combine(y)
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(storage.fields)
    }

    /// What the view is (its raw value names it in snapshots).
    public var kind: PlacedKind {
        _read { yield storage.fields.kind }
        _modify { makeUnique(); yield &storage.fields.kind }
    }
    /// A short description: the key, the symbol, the timer's field.
    public var label: String {
        _read { yield storage.fields.label }
        _modify { makeUnique(); yield &storage.fields.label }
    }
    /// Where the view is written (manifest file:line).
    public var location: SourceLocation {
        _read { yield storage.fields.location }
        _modify { makeUnique(); yield &storage.fields.location }
    }
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// The width proposed to the view, if any.
    public var proposedWidth: Double? {
        _read { yield storage.fields.proposedWidth }
        _modify { makeUnique(); yield &storage.fields.proposedWidth }
    }
    /// For texts and timers: the width the text itself takes (a running
    /// timer: the reserved text's), before frames and padding.
    package var measuredWidth: Double? {
        _read { yield storage.fields.measuredWidth }
        _modify { makeUnique(); yield &storage.fields.measuredWidth }
    }
    /// For texts and timers: the layout of the text shown.
    public var text: TextLayout? {
        _read { yield storage.fields.text }
        _modify { makeUnique(); yield &storage.fields.text }
    }
    /// For timers: the text the running timer reserves room for.
    package var reservedText: String? {
        _read { yield storage.fields.reservedText }
        _modify { makeUnique(); yield &storage.fields.reservedText }
    }
    /// Laid out children, in logical order.
    public var children: [PlacedView] {
        _read { yield storage.fields.children }
        _modify { makeUnique(); yield &storage.fields.children }
    }
    /// `true` under a pinned left-to-right environment.
    public var pinnedLeftToRight: Bool {
        _read { yield storage.fields.pinnedLeftToRight }
        _modify { makeUnique(); yield &storage.fields.pinnedLeftToRight }
    }
    /// The font design asked for (`rounded`…), when not the default.
    public var fontDesign: FontDesign? {
        _read { yield storage.fields.fontDesign }
        _modify { makeUnique(); yield &storage.fields.fontDesign }
    }
    /// `monospacedDigit()`: measured with tabular figures.
    public var monospacedDigits: Bool {
        _read { yield storage.fields.monospacedDigits }
        _modify { makeUnique(); yield &storage.fields.monospacedDigits }
    }
    /// For a text whose key has no value in the localization: the
    /// localization whose text shows instead (the development language).
    public var shownLocalization: String? {
        _read { yield storage.fields.shownLocalization }
        _modify { makeUnique(); yield &storage.fields.shownLocalization }
    }
    /// What the table lacks where `shownLocalization` is set: the
    /// localization's value, or the key in every language.
    public var missingValue: MissingValue? {
        _read { yield storage.fields.missingValue }
        _modify { makeUnique(); yield &storage.fields.missingValue }
    }
    /// For `Text` given a `String` value: the translation the table has
    /// for it in this localization, which the person does not see.
    package var verbatimTranslation: String? {
        _read { yield storage.fields.verbatimTranslation }
        _modify { makeUnique(); yield &storage.fields.verbatimTranslation }
    }
    /// For a text whose key the catalog lacks (iOS shows the key itself):
    /// the catalog's closest keys.
    package var missingKey: [String]? {
        _read { yield storage.fields.missingKey }
        _modify { makeUnique(); yield &storage.fields.missingKey }
    }
    /// For a text: the string values of its arguments, as formatted.
    public var textArguments: [String] {
        _read { yield storage.fields.textArguments }
        _modify { makeUnique(); yield &storage.fields.textArguments }
    }
    /// A catalog text's font, line limit, scale floor and table: what its
    /// width budget says (`KeyBudgets`); `nil` for other views.
    package var room: TextRoom? {
        _read { yield storage.fields.room }
        _modify { makeUnique(); yield &storage.fields.room }
    }
    /// For a shape or colour: its fill, for pictures.
    public var fill: ColorValue? {
        _read { yield storage.fields.fill }
        _modify { makeUnique(); yield &storage.fields.fill }
    }
    /// The text colour (`foregroundStyle`), for pictures.
    package var foreground: ColorValue? {
        _read { yield storage.fields.foreground }
        _modify { makeUnique(); yield &storage.fields.foreground }
    }
    /// The tint of progress views and gauges (`.tint`, inherited), for pictures.
    public var tint: ColorValue? {
        _read { yield storage.fields.tint }
        _modify { makeUnique(); yield &storage.fields.tint }
    }
    /// `.opacity(_:)` on this view, for pictures.
    public var opacity: Double? {
        _read { yield storage.fields.opacity }
        _modify { makeUnique(); yield &storage.fields.opacity }
    }
    /// Text variants measured with the profile's regular faces.
    public var unmeasuredVariants: [String] {
        _read { yield storage.fields.unmeasuredVariants }
        _modify { makeUnique(); yield &storage.fields.unmeasuredVariants }
    }
    /// Where a text's lines sit in its box (pictures).
    public var multilineTextAlignment: HorizontalAlignment {
        _read { yield storage.fields.multilineTextAlignment }
        _modify { makeUnique(); yield &storage.fields.multilineTextAlignment }
    }
    /// Modifiers of the view SlotFit does not know (laid out as if absent).
    public var unknownModifiers: [String] {
        _read { yield storage.fields.unknownModifiers }
        _modify { makeUnique(); yield &storage.fields.unknownModifiers }
    }
    /// For a stand-in of a view read from Swift source that SlotFit could
    /// not model: what it assumed.
    public var approximated: String? {
        _read { yield storage.fields.approximated }
        _modify { makeUnique(); yield &storage.fields.approximated }
    }

    /// The construct a stand-in approximates (`GeometryReader`, a custom
    /// `Layout`, a view SlotFit cannot read): pictures label its box.
    public var approximatedConstruct: ApproximatedConstruct? {
        _read { yield storage.fields.approximatedConstruct }
        _modify { makeUnique(); yield &storage.fields.approximatedConstruct }
    }

    /// For a shape: `.fill(_:)` or `.stroke(_:lineWidth:)`, for pictures.
    public var shapePaint: ShapePaint? {
        _read { yield storage.fields.shapePaint }
        _modify { makeUnique(); yield &storage.fields.shapePaint }
    }

    /// For a `RoundedRectangle(cornerRadius:)`: its radius, for pictures.
    public var cornerRadius: Double? {
        _read { yield storage.fields.cornerRadius }
        _modify { makeUnique(); yield &storage.fields.cornerRadius }
    }

    /// For a progress view or gauge: its style (a bar or a ring), for pictures.
    public var progressStyle: ProgressSpec.Style? {
        _read { yield storage.fields.progressStyle }
        _modify { makeUnique(); yield &storage.fields.progressStyle }
    }

    /// For a text: where its string comes from (a catalog key, a value of
    /// the app's data, a literal, a date): whether shortening it is a
    /// translator's work.
    package var textLookup: TextLookup? {
        _read { yield storage.fields.textLookup }
        _modify { makeUnique(); yield &storage.fields.textLookup }
    }
    /// Why an untranslated text may rightly read the same in this language
    /// (kept verbatim in another, an acronym): its finding is a warning.
    public var verbatimReason: String? {
        _read { yield storage.fields.verbatimReason }
        _modify { makeUnique(); yield &storage.fields.verbatimReason }
    }

    /// An image drawn at the size it was offered (`resizable()`): its laid-out
    /// size says nothing of its asset's.
    public var isResized: Bool {
        _read { yield storage.fields.isResized }
        _modify { makeUnique(); yield &storage.fields.isResized }
    }

    /// `.clipped()` or `.clipShape(_:)` on the view: what its content draws
    /// outside its box is hidden (a text cut by it is a finding).
    public var clipsContent: Bool {
        _read { yield storage.fields.clipsContent }
        _modify { makeUnique(); yield &storage.fields.clipsContent }
    }

    /// The stand-in the text rests on (`StandIn`): the text is unverified,
    /// and no rule raises an error on it.
    package var standIn: StandIn? {
        _read { yield storage.fields.standIn }
        _modify { makeUnique(); yield &storage.fields.standIn }
    }

    /// When the text shows a string given once for every language, in
    /// another language: what a finding on it rests on (at most a warning).
    /// `ResolvedText.dataLanguage`: the language of the per-language
    /// value it shows, whose fix names that language's form.
    package var dataLanguage: String? {
        _read { yield storage.fields.dataLanguage }
        _modify { makeUnique(); yield &storage.fields.dataLanguage }
    }
    package var languageAssumption: String? {
        _read { yield storage.fields.languageAssumption }
        _modify { makeUnique(); yield &storage.fields.languageAssumption }
    }

    /// For a text showing data as it is: the fields, their shown values and
    /// how the text is drawn (`budgets --data`).
    package var dataRoom: DataRoom? {
        _read { yield storage.fields.dataRoom }
        _modify { makeUnique(); yield &storage.fields.dataRoom }
    }

    /// Every view of the subtree, depth first (into one array: building one
    /// per level copied each view once for every level above it).
    public var flattened: [PlacedView] {
        var all: [PlacedView] = []
        func visit(_ view: PlacedView) {
            all.append(view)
            for child in view.children { visit(child) }
        }
        visit(self)
        return all
    }

    /// The first (or last) text baseline, from the view's top: a text's
    /// first (last) line's baseline, a container's first (last) child's
    /// that has text; a view without text has its bottom edge as its
    /// baseline, as SwiftUI's default alignment guide does.
    public func baseline(first: Bool) -> Double { baseline(first: first, childrenRelative: false) }

    /// The baseline, with the children's places read relative to this
    /// view's origin (as they are during layout) or in the presentation.
    func baseline(first: Bool, childrenRelative: Bool) -> Double {
        if let text, let line = first ? text.lines.first : text.lines.last {
            let above = first ? 0 : text.lines.dropLast().map(\.height).reduce(0, +)
            // The line box centres the glyphs' ascent and descent.
            return (height - text.height) / 2 + above + (line.height - line.ascent - line.descent) / 2 + line.ascent
        }
        let ordered = first ? children : children.reversed()
        if let child = ordered.first(where: { $0.containsText }) {
            return child.y - (childrenRelative ? 0 : y) + child.baseline(first: first, childrenRelative: childrenRelative)
        }
        return height
    }

    /// `true` when the view or one below it shows text.
    var containsText: Bool { text != nil || children.contains { $0.containsText } }

    /// Moves the view; during layout its children's places are relative to
    /// it, so they move with it (a view placed once in a memo is moved by
    /// every stack that holds it: moving the whole subtree each time copied
    /// it).
    mutating func offset(dx: Double, dy: Double) {
        x += dx
        y += dy
    }

    /// The view with its own and every descendant's place made absolute
    /// (in the presentation) from places relative to their parents, as
    /// layout leaves them.
    func absolute(originX: Double = 0, originY: Double = 0) -> PlacedView {
        var view = self
        view.x += originX
        view.y += originY
        for index in view.children.indices {
            view.children[index] = view.children[index].absolute(originX: view.x, originY: view.y)
        }
        return view
    }
}
