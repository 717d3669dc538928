/// A structure-aware generator of Live Activity Swift source for the
/// importer's fuzz target (`swiftgen`): the fuzzer's bytes are read as a
/// sequence of choices in a small grammar of what widget extensions write —
/// stacks, custom views that may use themselves, `ViewModifier`s that may
/// apply themselves, getters that may read themselves or each other, nested
/// `ForEach` over literal ranges, state-dependent modifiers, long modifier
/// chains and `+` chains, `String(format:)` — with numbers drawn from the
/// edges that once trapped (1e300, `.infinity`, `Int.max`, negative and
/// reversed ranges, NaN). Mutating bytes explores structure, not spelling,
/// so nesting, recursion and expansion are reached that mutations of real
/// source rarely reach.
struct SwiftSourceGenerator {
    private var bytes: [UInt8]
    private var cursor = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next choice in `0..<count` (0 once the bytes run out).
    private mutating func choose(_ count: Int) -> Int {
        guard cursor < bytes.count, count > 1 else { return 0 }
        defer { cursor += 1 }
        return Int(bytes[cursor]) % count
    }

    /// The numbers modifiers and ranges are given: ordinary ones and the edges.
    private static let numbers = ["0", "1", "2", "8", "12.5", "44", "-3", "1e300", "-1e300", ".infinity", "Int.max", "Double.nan",
                                  "CGFloat.greatestFiniteMagnitude", "0.0001", "999999999", "Metrics.gap", "Metrics.gap * 1e300", "context.state.count"]

    private mutating func number() -> String { Self.numbers[choose(Self.numbers.count)] }

    private static let modifiers = ["padding", "frame", "lineLimit", "minimumScaleFactor", "layoutPriority", "opacity", "offset", "tracking",
                                    "font", "aspectRatio", "fixedSize", "modifier", "card", "monospacedDigit"]

    private mutating func modifier(depth: Int) -> String {
        switch Self.modifiers[choose(Self.modifiers.count)] {
        case "padding": return choose(2) == 0 ? ".padding(\(number()))" : ".padding(.horizontal, \(number()))"
        case "frame": return choose(2) == 0 ? ".frame(width: \(number()), height: \(number()))" : ".frame(minWidth: \(number()), maxWidth: \(number()))"
        case "lineLimit": return choose(2) == 0 ? ".lineLimit(\(number()))" : ".lineLimit(\(number())...\(number()))"
        case "minimumScaleFactor": return ".minimumScaleFactor(\(number()))"
        case "layoutPriority": return ".layoutPriority(\(number()))"
        case "opacity": return ".opacity(context.state.flag ? \(number()) : \(number()))"
        case "offset": return ".offset(x: \(number()), y: \(number()))"
        case "tracking": return ".tracking(\(number()))"
        case "font": return choose(2) == 0 ? ".font(.system(size: \(number())))" : ".font(.system(size: context.state.flag ? \(number()) : \(number())))"
        case "aspectRatio": return ".aspectRatio(\(number()), contentMode: .fit)"
        case "fixedSize": return ".fixedSize()"
        case "modifier": return ".modifier(Loop())"
        case "card": return ".card()"
        default: return ".monospacedDigit()"
        }
    }

    private mutating func text() -> String {
        switch choose(8) {
        case 0: return "Text(\"Ready\")"
        case 1: return "Text(context.state.name)"
        case 2: return "Text(\"\\(context.state.count) left\")"
        case 3: return "Text(String(format: \"%\(number())d\", context.state.count))"
        case 4: return "Text(context.state.label)"
        case 5: return "Text(context.state.name" + String(repeating: " + \"a\"", count: choose(64) * choose(64)) + ")"
        case 6: return "Text(Double(context.state.count), format: .number.precision(.fractionLength(\(number()))))"
        default: return "Text(timerInterval: Date.now...Date(timeIntervalSinceNow: \(number())), countsDown: true)"
        }
    }

    /// A view at nesting `depth` (deeper views become leaves).
    private mutating func view(depth: Int) -> String {
        var result: String
        switch depth > 12 ? 0 : choose(8) {
        case 0: result = text()
        case 1: result = "VStack(spacing: \(number())) { \(view(depth: depth + 1)); \(view(depth: depth + 1)) }"
        case 2: result = "HStack { \(view(depth: depth + 1)) }"
        case 3: result = "ForEach(\(number())..<\(number())) { i in \(view(depth: depth + 1)) }"
        case 4: result = "V\(choose(4))()"
        case 5: result = "if context.state.flag { \(view(depth: depth + 1)) } else { \(view(depth: depth + 1)) }"
        case 6: result = "Image(systemName: \"star\")"
        default: result = "Spacer(minLength: \(number()))"
        }
        for _ in 0..<choose(6) { result += modifier(depth: depth) }
        if choose(16) == 0 { result += String(repeating: ".padding()", count: choose(256) * 8) }
        return result
    }

    /// A whole widget extension in one file.
    mutating func source() -> String {
        var out = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        enum Metrics { static let gap: CGFloat = \(number()) }

        struct TripAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var name: String
                var count: Int
                var flag: Bool
            }
            var route: String
        }

        extension TripAttributes.ContentState {
            static let sample = TripAttributes.ContentState(name: "Ana", count: \(number()), flag: true)
            var label: String { \(["name", "label + label", "other", "name.uppercased()"][choose(4)]) }
            var other: String { \(["label", "name", "other + name"][choose(3)]) }
        }

        struct Loop: ViewModifier {
            func body(content: Content) -> some View { content\(["", ".modifier(Loop())", ".padding(\(number()))"][choose(3)]) }
        }

        extension View {
            func card() -> some View { self\(["", ".card()", ".padding()"][choose(3)]) }
        }

        """
        for index in 0..<4 {
            let body = choose(3) == 0 ? "VStack { V\(choose(4))(); V\(choose(4))() }" : view(depth: 6)
            out += "struct V\(index): View {\n    let context: ActivityViewContext<TripAttributes>\n    var body: some View { \(body) }\n}\n"
        }
        out += """

        struct TripActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: TripAttributes.self) { context in
                    \(view(depth: 0))
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { \(view(depth: 4)) }
                    } compactLeading: { \(view(depth: 8)) } compactTrailing: { \(view(depth: 8)) } minimal: { \(text()) }
                }
            }
        }
        """
        return out
    }
}
