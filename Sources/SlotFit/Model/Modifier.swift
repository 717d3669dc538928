/// The modifier table: every modifier SlotFit reads by name, spelt as
/// SwiftUI and a manifest spell it, once. A manifest's view keys that are
/// not SwiftUI modifiers (`if`, `table`, `bundle`, `arguments`,
/// `approximated`, `modifiers`) are here too, in the order manifests list
/// them (`ActivityManifest.modifierKeys`: errors quote that order).
///
/// Each concern has its own file: the manifest reader's reading
/// (`Manifest/Modifiers/ManifestReader+Modifiers.swift`), the writer's
/// (`Manifest/Modifiers/Modifier+ManifestWriting.swift`), the importer's
/// application of a Swift call (`SlotFitImport/Interpreter/ViewInterpreter+ModifierTable.swift`).
/// Modifiers that change only pixels and carry no value SlotFit reads are
/// `PixelModifier`s.
public enum Modifier: String, Sendable, Hashable, CaseIterable {
    /// `modifiers: [{padding: 4}, {background: red}]`: a manifest's list
    /// of modifiers in the order they apply (not a SwiftUI modifier).
    case modifiers
    /// What the importer assumed for a view it could not read.
    case approximated
    /// `Text(_:tableName:)`: the table a key is looked up in.
    case table
    /// `Text(_:bundle:)`: a name from the activity's `bundles`.
    case bundle
    case font, monospacedDigit, lineLimit, minimumScaleFactor, truncationMode, frame, padding, layoutPriority, layoutDirection
    /// `if:`: the condition the view is shown under.
    case `if`
    /// A text's format arguments.
    case arguments
    case dynamicIsland, fixedSize, offset, foregroundStyle, foregroundColor, background, overlay, fontWeight, bold, italic,
         monospaced, fontWidth, tracking, kerning, textCase, multilineTextAlignment, imageScale, allowsTightening, dynamicTypeSize,
         labelStyle, resizable, scaledToFit, scaledToFill, aspectRatio
    /// `.position(x:y:)`: the whole offer, the view's centre at the point.
    case position
    /// `.alignmentGuide(_:computeValue:)`: a guide moved, read by the stack around.
    case alignmentGuide
    /// `scaledMetric: { width: body, spacing: caption }`: the lengths the
    /// view reads from a `@ScaledMetric`, each with its text style (a
    /// manifest's spelling of the property wrapper).
    case scaledMetric
    /// `.tint(_:)`: a colour for progress views and gauges; listed among a
    /// manifest's pixel modifiers.
    case tint
    /// `.opacity(_:)`: listed among a manifest's pixel modifiers.
    case opacity
    /// `.environment(\.layoutDirection, …)` from Swift; a manifest writes
    /// `layoutDirection:` and lists `environment` among its pixel modifiers.
    case environment
    /// `.fontDesign(_:)` from Swift; a manifest writes it as `font: { design: }`.
    case fontDesign
    /// `.modifier(SomeViewModifier())` from Swift: its body, inlined.
    case modifier
    /// `.gridCellColumns(_:)`: a grid cell spanning that many columns.
    case gridCellColumns
    /// `.gridColumnAlignment(_:)`: the horizontal alignment of the grid
    /// column the cell is in.
    case gridColumnAlignment

    /// Where a manifest accepts the modifier.
    public enum ManifestRole: Sendable, Hashable {
        /// A key of a view (`ActivityManifest.modifierKeys`).
        case key
        /// Listed among the pixel modifiers (`ActivityManifest.visualOnlyModifiers`),
        /// read for its value where it has one SlotFit draws.
        case pixels
        /// Read from Swift only.
        case swiftOnly
    }

    /// What the modifier sets.
    public enum Effect: Sendable, Hashable {
        /// The view's own keys: its condition, text lookup, table, bundle,
        /// arguments, the importer's note.
        case view
        /// A text or image environment value (font, line limit, tracking…),
        /// inherited by the views below.
        case environment
        /// What only the view itself reads (an image's `resizable`,
        /// `aspectRatio`; a label's style).
        case own
        /// A layout modifier applied in the order written (frame, padding…).
        case layout
        /// Views drawn behind or above (`background`, `overlay`).
        case decoration
        /// Pixels only: the pictures draw it, the layout never changes.
        case pixels
        /// Another view's body applied to this one (`.modifier(_:)`).
        case inlined
    }

    /// The modifier's name, as SwiftUI and a manifest spell it.
    public var name: String { rawValue }

    /// Where a manifest accepts the modifier.
    public var manifestRole: ManifestRole {
        switch self {
        case .tint, .opacity, .environment: return .pixels
        case .fontDesign, .modifier: return .swiftOnly
        default: return .key
        }
    }

    /// What the modifier sets.
    public var effect: Effect {
        switch self {
        case .modifiers, .approximated, .table, .bundle, .if, .arguments: return .view
        case .frame, .padding, .fixedSize, .offset, .position, .alignmentGuide, .layoutPriority, .dynamicIsland: return .layout
        case .background, .overlay: return .decoration
        case .resizable, .scaledToFit, .scaledToFill, .aspectRatio, .labelStyle, .scaledMetric, .gridCellColumns, .gridColumnAlignment: return .own
        case .foregroundStyle, .foregroundColor, .tint, .opacity, .allowsTightening: return .pixels
        case .modifier: return .inlined
        default: return .environment
        }
    }

    /// Whether a value the state chooses (`.padding(compact ? 8 : 16)`)
    /// makes the importer lay the view out once per branch: the modifiers
    /// whose values change the layout.
    public var splitsOnState: Bool {
        switch self {
        case .font, .padding, .frame, .lineLimit, .minimumScaleFactor, .fontWeight, .tracking, .kerning, .fontDesign, .imageScale,
             .layoutPriority, .offset, .multilineTextAlignment, .truncationMode: return true
        default: return false
        }
    }
}
