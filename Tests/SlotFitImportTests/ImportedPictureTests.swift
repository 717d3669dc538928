import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SlotFit
import SlotFitImport
import SlotFitText
import XCTest

/// Pictures of views read from Swift show what the source says: colours
/// as SwiftUI draws them on the Lock Screen's dark appearance, a colour
/// SlotFit cannot compute (a switch on the state, `Color(hex:)`) as a
/// marked translucent grey — never opaque white over the badge's white
/// text, as a user trial found — progress views in their tint, and the
/// constructs SlotFit lays out approximately labelled by name.
///
/// Colours: Apple's Human Interface Guidelines › Color › Specifications ›
/// System colors (iOS), dark values: red R255 G69 B58 (#FF453A), green
/// R48 G209 B88 (#30D158), purple R191 G90 B242 (#BF5AF2), orange R255 G159
/// B10 (#FF9F0A); systemGray4 dark R58 G58 B60 (#3A3A3C).
final class ImportedPictureTests: XCTestCase {
    static let declarations = """
        struct PadAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var n: Int; var done: Double }
        }
        extension PadAttributes.ContentState {
            static let s = PadAttributes.ContentState(n: 1, done: 0.25)
        }
        extension PadAttributes.ContentState {
            var statusColor: Color {
                switch n {
                case 1: return .green
                default: return .red
                }
            }
        }
        extension Color {
            init(hex: String) { self.init(red: 1, green: 0, blue: 0) }
        }
        enum Palette {
            static let accent = Color.purple
        }
        struct FlowLayout: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        """

    /// The Lock Screen's lines of the picture of `lockScreen` (dark appearance).
    func picture(_ lockScreen: String) throws -> [String] {
        let fixture = try ImportedFixture(FixtureSource.activity("PadAttributes", lockScreen: lockScreen, declarations: Self.declarations))
        let engine = try TextEngine(profile: .default)
        let svg = try fixture.renderer.render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en").svg(engine: engine)
        XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse(), "well-formed")
        let lines = svg.split(separator: "\n").map(String.init)
        let start = try XCTUnwrap(lines.firstIndex(of: "<!-- lockScreen -->"))
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("<!-- ") && !$0.hasPrefix("</svg") })
    }

    func testFillsFollowTheView() throws {
        let lines = try picture("""
            VStack {
                Text("Delayed").padding(4).background(.red.opacity(0.5))
                Text("Status").padding(4).background(Capsule().fill(context.state.statusColor))
                Text("Brand").padding(4).background(Color(hex: "#FF0000"))
                Text("Fixed").padding(4).background(Color(red: 1, green: 0.5, blue: 0))
                Text("Grey").padding(4).background(RoundedRectangle(cornerRadius: 4).fill(Color(.systemGray4)))
                Text("Palette").padding(4).background(Palette.accent)
                Text("Pill").padding(4).background(.orange.opacity(0.3), in: Capsule())
            }
            """)
        let shapes = lines.filter { !$0.hasPrefix("<use") && !$0.hasPrefix("<text") }
        // `.background(.red.opacity(0.5))`: systemRed's dark value at half opacity.
        XCTAssertTrue(shapes.contains { $0.contains("fill=\"#ff453a\" fill-opacity=\"0.50\"") }, "\(shapes)")
        // `Color(red: 1, green: 0.5, blue: 0)`: fixed, as written.
        XCTAssertTrue(shapes.contains { $0.contains("fill=\"#ff8000\"/>") }, "\(shapes)")
        // `Color(.systemGray4)` and a static constant `Palette.accent = Color.purple`.
        XCTAssertTrue(shapes.contains { $0.contains("rx=\"4.00\" fill=\"#3a3a3c\"/>") }, "the rounded rectangle's own 4 pt corners: \(shapes)")
        XCTAssertTrue(shapes.contains { $0.contains("fill=\"#bf5af2\"/>") }, "\(shapes)")
        // `.background(_:in:)`: the shape given, in the colour (orange's dark value at 30 %).
        XCTAssertTrue(shapes.contains { $0.hasPrefix("<rect") && !$0.contains("rx=\"0.00\"") && $0.contains("fill=\"#ff9f0a\" fill-opacity=\"0.30\"") }, "\(shapes)")
        // The switch on the state and `Color(hex:)`: assumed, translucent grey, said so.
        let assumed = shapes.filter { $0.contains("<title>colour assumed: SlotFit cannot compute") }
        XCTAssertEqual(assumed.count, 2, "\(shapes)")
        XCTAssertTrue(assumed.allSatisfy { $0.contains("fill=\"#8e8e93\" fill-opacity=\"0.40\"") }, "\(assumed)")
        XCTAssertTrue(assumed.contains { $0.contains("context.state.statusColor") } && assumed.contains { $0.contains("Color(hex:") }, "\(assumed)")
        // Never an opaque white shape under the white text.
        XCTAssertEqual(shapes.filter { $0.contains("fill=\"#ffffff\"") && !$0.contains("fill-opacity") }, [])
    }

    /// Text snapshots name a colour view as they did (its label): what
    /// SlotFit computed for the picture changes no golden.
    func testSnapshotsNameColourViewsAsBefore() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("PadAttributes", lockScreen: """
            VStack {
                Color(hex: "#FF0000").frame(height: 4)
                Color(red: 1, green: 0, blue: 0).frame(height: 4)
                Color.red.frame(height: 4)
            }
            """, declarations: Self.declarations))
        let colors = try fixture.root("s").flattened.filter { $0.kind == .color }
        XCTAssertEqual(colors.map(\.label), ["", "", "red"])
    }

    func testProgressViewsTakeTheirTint() throws {
        let lines = try picture("""
            VStack {
                ProgressView(value: context.state.done).tint(Color.green)
                ProgressView(value: context.state.done).accentColor(Palette.accent)
                ProgressView(value: context.state.done).progressViewStyle(.circular).tint(.orange)
                ProgressView(value: context.state.done).progressViewStyle(CircularProgressViewStyle(tint: .red))
            }
            """)
        XCTAssertTrue(lines.contains { $0.hasPrefix("<rect") && $0.hasSuffix("fill=\"#30d158\"/>") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("<rect") && $0.hasSuffix("fill=\"#bf5af2\"/>") }, "\(lines)")
        // Circular styles are rings in their tint, a quarter drawn.
        XCTAssertTrue(lines.contains { $0.hasPrefix("<circle") && $0.contains("stroke=\"#ff9f0a\"") && $0.contains("stroke-dasharray") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("<circle") && $0.contains("stroke=\"#ff453a\"") && $0.contains("stroke-dasharray") }, "\(lines)")
        // The track is translucent (systemFill), never the tint at full strength.
        XCTAssertTrue(lines.contains { $0.contains("<title>progress 25 %, tint #30d158</title>") && $0.contains("fill-opacity") }, "\(lines)")
    }

    /// The trial's badge: `.background(statusColor)`, a property of the
    /// view that switches on the state, draws each state's own colour.
    func testAColourPropertyThatSwitchesOnTheStateDrawsEachStatesColour() throws {
        let source = FixtureSource.activity("BadgeAttributes", lockScreen: "StatusBadge(level: context.state.level)", declarations: """
            struct BadgeAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var level: Int }
            }
            extension BadgeAttributes.ContentState {
                static let calm = BadgeAttributes.ContentState(level: 0)
                static let alarm = BadgeAttributes.ContentState(level: 2)
            }
            struct StatusBadge: View {
                let level: Int
                private var statusColor: Color {
                    switch level {
                    case 0: return .green
                    case 1: return .orange
                    default: return .red
                    }
                }
                var body: some View {
                    Text("Status").padding(4).background(statusColor)
                }
            }
            """)
        let fixture = try ImportedFixture(source)
        let engine = try TextEngine(profile: .default)
        for (state, hex) in [("calm", "#30d158"), ("alarm", "#ff453a")] {
            let svg = try fixture.renderer.render(state: state, device: DeviceCatalog.profile("iphone-393"), languageCode: "en").svg(engine: engine)
            let lines = svg.split(separator: "\n").filter { !$0.hasPrefix("<use") }
            XCTAssertTrue(lines.contains { $0.hasPrefix("<rect") && $0.hasSuffix("fill=\"\(hex)\"/>") }, "\(state): \(lines)")
            XCTAssertFalse(lines.contains { $0.contains("colour assumed") }, "\(state)")
        }
        XCTAssertEqual(fixture.constructApproximations, [])
    }

    /// `ProgressView(timerInterval:)` takes its tint too, a ring when circular.
    func testATimerIntervalProgressViewTakesItsTint() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("BrewAttributes", lockScreen: """
            HStack {
                ProgressView(timerInterval: context.state.start...context.state.end, countsDown: true)
                    .progressViewStyle(.circular)
                    .tint(Color.green.opacity(0.8))
                    .frame(width: 30, height: 30)
                ProgressView(timerInterval: context.state.start...context.state.end, countsDown: false)
                    .tint(.purple)
            }
            """, declarations: """
            struct BrewAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var start: Date; var end: Date }
            }
            extension BrewAttributes.ContentState {
                static let s = BrewAttributes.ContentState(start: .now, end: Date().addingTimeInterval(180))
            }
            """))
        let svg = try fixture.renderer.render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en").svg(engine: try TextEngine(profile: .default))
        // systemGreen's dark value at 80 % on the ring; systemPurple's dark value (R191 G90 B242) on the bar.
        XCTAssertTrue(svg.split(separator: "\n").contains { $0.hasPrefix("<circle") && $0.contains("stroke=\"#30d158\" stroke-opacity=\"0.80\"") }, svg)
        XCTAssertTrue(svg.split(separator: "\n").contains { $0.hasPrefix("<rect") && $0.hasSuffix("fill=\"#bf5af2\"/>") }, svg)
    }

    func testStandInsAreLabelledWithTheirConstruct() throws {
        let lines = try picture("""
            VStack {
                GeometryReader { proxy in Text("Inside").frame(width: proxy.size.width / 2) }.frame(height: 30)
                FlowLayout { Text("A"); Text("B") }
                Chart { }
            }
            """)
        let labels = lines.filter { $0.contains("class=\"stand-in\"") }
        for name in ["GeometryReader", "custom Layout FlowLayout", "Chart"] {
            XCTAssertTrue(labels.contains { $0.hasSuffix(">\(name)</text>") }, "\(name): \(labels)")
            // In a dashed outline titled with what SlotFit assumed.
            XCTAssertTrue(lines.contains { $0.contains("stroke-dasharray=\"3 2\"><title>approximated \(name)") }, "\(name): \(lines)")
        }
        // The chart's 44 × 20 pt box is drawn as an assumed colour, not a white box.
        XCTAssertTrue(lines.contains { $0.contains("fill=\"#8e8e93\" fill-opacity=\"0.40\"") && $0.contains("cannot compute Chart") }, "\(lines)")
        XCTAssertEqual(lines.filter { !$0.hasPrefix("<use") && $0.contains("fill=\"#ffffff\"") && !$0.contains("fill-opacity") }, [])
    }
}
