/// A construct SlotFit lays out approximately, by name: pictures label its
/// box with it (small text in a dashed outline), so a reviewer knows what
/// they see there is SlotFit's stand-in, not the app's drawing.
public enum ApproximatedConstruct: Sendable, Hashable {
    /// `GeometryReader { proxy in … }`: the whole offer, its content at the
    /// top leading corner; what the content reads from the proxy is
    /// known only at run time.
    case geometryReader
    /// A custom `Layout` (or a `_VariadicView` root) SlotFit cannot run,
    /// laid out as the stack it most resembles.
    case customLayout(name: String)
    /// A view SlotFit cannot read (`Chart`, `Canvas`, `Map`, a
    /// view not in the files): a 44 × 20 pt box, and how many texts it
    /// holds that no snapshot lays out (counted as not checked).
    case unreadView(name: String, texts: Int = 0)

    /// The label a picture writes on the stand-in: "GeometryReader",
    /// "custom Layout FlowLayout", "Chart".
    public var title: String {
        switch self {
        case .geometryReader: return "GeometryReader"
        case .customLayout(let name): return "custom Layout \(name)"
        case .unreadView(let name, _): return name
        }
    }
}
