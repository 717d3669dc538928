import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SlotFit
import SlotFitText
import XCTest

/// Views and modifiers real Live Activities use beyond text and stacks:
/// shapes and colours, dividers, groups, progress views, ViewThatFits,
/// backgrounds and overlays, colours for pictures, modifiers that change
/// only pixels, and modifiers SlotFit does not know.
final class VocabularyTests: XCTestCase {
    func snapshot(_ yaml: String, states: String = "s: { done: 1, total: 4 }") throws -> ActivitySnapshot {
        let activity = try ActivityManifest.parse("activity: V\nstates: { \(states) }\nlockScreen:\n" + yaml, source: "v.yml")
        return try ActivityRenderer(engine: LayoutTests.engine, activity: activity).render(state: "s", device: DeviceCatalog.profile("iphone-393"))
    }

    func root(_ yaml: String) throws -> PlacedView { try XCTUnwrap(snapshot(yaml).presentations.first?.root) }

    /// Shapes fill what they are offered (a circle the square that fits);
    /// offered nothing, 10 × 10; offered infinity, infinity. [A Shape,
    /// ProposedViewSize; T] In a 100 × 40 row the circle is the less
    /// flexible (at most 40 wide, the rectangle unbounded): fitted first, it
    /// takes 40 of its 50 share and the rectangle the remaining 60.
    func testShapesAndColoursFillTheirOffer() throws {
        let row = try root("  hstack: { spacing: 0, content: [ { rectangle: {} }, { circle: { fill: red } } ] }\n  frame: { width: 100, height: 40 }\n")
        let shapes = row.flattened.filter { [.rectangle, .circle].contains($0.kind) }
        XCTAssertEqual(shapes.map { [$0.width, $0.height] }, [[60, 40], [40, 40]])
        XCTAssertEqual(shapes[1].fill?.hex, "#ff3b30")
        let alone = try root("  hstack: [ { capsule: {} }, { color: \"#34C759\" } ]\n  fixedSize: true\n")
        XCTAssertEqual(alone.flattened.filter { $0.kind == .capsule || $0.kind == .color }.map(\.width), [10, 10])
    }

    func testDividersCrossTheirStack() throws {
        let column = try root("  vstack: [ { image: { symbol: a, size: 20 } }, { divider: {} }, { image: { symbol: b, size: 20 } } ]\n  frame: { width: 100 }\n")
        let horizontal = try XCTUnwrap(column.flattened.first { $0.kind == .divider })
        XCTAssertEqual([horizontal.width, horizontal.height], [100, 1])
        let row = try root("  hstack: [ { image: { symbol: a, size: 20 } }, { divider: {} }, { image: { symbol: b, size: 20 } } ]\n  frame: { height: 30 }\n")
        let vertical = try XCTUnwrap(row.flattened.first { $0.kind == .divider })
        XCTAssertEqual([vertical.width, vertical.height], [1, 30])
    }

    func testAGroupJoinsTheStackAroundIt() throws {
        let row = try root("  hstack: [ { image: { symbol: a, size: 20 } }, { group: [ { image: { symbol: b, size: 20 } }, { image: { symbol: c, size: 20 } } ] } ]\n")
        // Three children 8 pt apart, as if written in the stack.
        XCTAssertEqual(row.flattened.filter { $0.kind == .image }.map(\.x), [0, 28, 56])
    }

    func testProgressViews() throws {
        let bar = try root("  progressView: { value: done, total: total }\n  frame: { width: 100 }\n")
        let linear = try XCTUnwrap(bar.flattened.first { $0.kind == .progressView })
        XCTAssertEqual([linear.width, linear.height], [100, 4])
        XCTAssertEqual(linear.label, "0.250")
        let ring = try XCTUnwrap(root("  progressView: { value: \"0.5\", style: circular }\n").flattened.first { $0.kind == .progressView })
        XCTAssertEqual([ring.width, ring.height, Double(ring.label)], [20, 20, 0.5])
        XCTAssertThrowsError(try snapshot("  progressView: { value: doen }\n")) { XCTAssertTrue("\($0)".contains("progress field \"doen\""), "\($0)") }
    }

    /// ViewThatFits: the first child whose ideal size fits. [A ViewThatFits]
    func testViewThatFitsPicksTheFirstThatFits() throws {
        let chosen = try root("  viewThatFits: [ { image: { symbol: wide, size: 80 } }, { image: { symbol: narrow, size: 40 } } ]\n  frame: { width: 60 }\n")
        XCTAssertEqual(chosen.flattened.filter { $0.kind == .image }.map(\.label), ["narrow"])
        let first = try root("  viewThatFits: [ { image: { symbol: wide, size: 50 } }, { image: { symbol: narrow, size: 40 } } ]\n  frame: { width: 60 }\n")
        XCTAssertEqual(first.flattened.filter { $0.kind == .image }.map(\.label), ["wide"])
    }

    /// Background and overlay are offered the decorated view's size and
    /// never change it. [A background(alignment:content:)]
    func testBackgroundAndOverlayAreSizedByTheirView() throws {
        let decorated = try root("  image: { symbol: a, size: 30 }\n  padding: 5\n  background: blue\n  overlay: { circle: { fill: red } }\n")
        XCTAssertEqual([decorated.width, decorated.height], [40, 40])
        // Decorations come after the padding (as `.padding().background(…)`):
        // they cover the padded view.
        let color = try XCTUnwrap(decorated.flattened.first { $0.kind == .color })
        XCTAssertEqual([color.width, color.height], [40, 40])
        let circle = try XCTUnwrap(decorated.flattened.first { $0.kind == .circle })
        XCTAssertEqual([circle.x, circle.y, circle.width], [0, 0, 40])
        let image = try XCTUnwrap(decorated.flattened.first { $0.kind == .image })
        XCTAssertEqual([image.x, image.y, image.width], [5, 5, 30])
    }

    func testColoursVisualModifiersAndUnknownModifiers() throws {
        let shot = try snapshot("""
          vstack:
            - { text: Hello, foregroundStyle: green, opacity: 0.5, shadow: { radius: 2 }, accessibilityLabel: Greeting, widgetURL: "app://x" }
            - { image: { symbol: a, size: 10 }, matchedGeometryEffect: { id: 3 } }
        """)
        let svg = try shot.svg(engine: LayoutTests.engine)
        // On the dark Lock Screen (the picture's default), systemGreen's dark
        // value R48 G209 B88 = #30D158 (Apple HIG, Color › System colors).
        XCTAssertTrue(svg.contains("fill=\"#30d158\""), "the text is drawn in its colour")
        XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse())
        let unknown = shot.findings.filter { $0.rule.rawValue == "unknown-modifier" }
        XCTAssertEqual(unknown.count, 1, shot.text)
        XCTAssertEqual(unknown.first?.severity, .warning)
        XCTAssertTrue(unknown.first?.message.contains("\"matchedGeometryEffect\"") ?? false, "\(unknown)")
        XCTAssertTrue(unknown.first?.message.contains("it laid the view out as if it were absent") ?? false, "\(unknown)")
        XCTAssertTrue(unknown.first?.location.description.hasPrefix("v.yml:6:") ?? false, "\(unknown)")
        XCTAssertEqual(shot.findings.filter { $0.rule.rawValue != "unknown-modifier" }, [], shot.text)
        XCTAssertThrowsError(try snapshot("  text: Hi\n  foregroundStyle: gren\n")) { XCTAssertTrue("\($0)".contains("unknown colour \"gren\"; did you mean \"green\"?"), "\($0)") }
    }

    func testTheDSLSpellsTheSameViews() throws {
        let swift = ActivityConfiguration("V", states: [.init(name: "s", fields: ["done": 1, "total": 4])]) {
            VStack {
                HStack(spacing: 0) { Rectangle(); Circle() }.frame(width: 100, height: 40)
                Divider()
                ProgressView(value: "done", total: "total").foregroundStyle("green")
                ViewThatFits { Image(systemName: "wide", width: 80, height: 80); Image(systemName: "narrow", width: 40, height: 40) }.frame(width: 60)
                Group { Image(systemName: "a", width: 10, height: 10) }.opacity(0.5)
            }
        } dynamicIsland: {
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 1) { Text("Hi") }
            } compactLeading: { Color("red") } compactTrailing: { Capsule() } minimal: { Circle() }
        }.activity
        let shot = try ActivityRenderer(engine: LayoutTests.engine, activity: swift).render(state: "s", device: DeviceCatalog.profile("iphone-393"))
        let lock = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen }?.root)
        XCTAssertEqual(lock.flattened.filter { [.rectangle, .circle].contains($0.kind) }.map { [$0.width, $0.height] }, [[60, 40], [40, 40]])
        XCTAssertEqual(lock.flattened.first { $0.kind == .progressView }?.label, "0.250")
        XCTAssertEqual(lock.flattened.filter { $0.kind == .image }.map(\.label), ["narrow", "a"])
        XCTAssertEqual(swift.expandedPriorities[.leading], 1)
    }

    func firstText(_ root: PlacedView) throws -> PlacedView { try XCTUnwrap(root.flattened.first { $0.text != nil }) }

    func testTextModifiers() throws {
        // textCase in the language's rules (Unicode SpecialCasing: Turkish i → İ).
        let activity = try ActivityManifest.parse("activity: T\nstates: { s: {} }\nlockScreen: { text: \"istanbul\", textCase: uppercase }\n", source: "t.yml")
        let turkish = try ActivityRenderer(engine: LayoutTests.engine, activity: activity).render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "tr")
        XCTAssertEqual(turkish.presentations.first?.root.text?.visibleText, "İSTANBUL")
        // Tracking adds its points after every grapheme cluster.
        let plain = try firstText(root("  text: Hello\n"))
        let tracked = try firstText(root("  text: Hello\n  tracking: 2\n"))
        XCTAssertEqual(tracked.width, plain.width + 5 * 2, accuracy: 0.01)
        // fontWeight and bold measure the bold face: as the engine lays it out at that weight.
        let bold = try firstText(root("  text: Hello\n  bold: true\n"))
        let engineBold = try LayoutTests.engine.layout(TextRequest("Hello", font: FontSpec(style: .body, weight: .bold)))
        XCTAssertEqual(bold.width, engineBold.width, accuracy: 0.001)
        XCTAssertGreaterThan(bold.width, plain.width)
        XCTAssertEqual(try firstText(root("  text: Hello\n  fontWeight: bold\n  font: body\n")).width, engineBold.width, accuracy: 0.001, "after font:, wherever written")
        // A line range keeps its lower bound's height (Apple, lineLimit(_:) with a
        // range: "expands to occupy the minimum number of lines"); a plain limit
        // does only with reservesSpace.
        let reserved = try firstText(root("  text: Hi\n  lineLimit: \"2...3\"\n"))
        let line = reserved.text?.lines.first?.height ?? 0
        XCTAssertEqual(reserved.height, 2 * line, accuracy: 0.001)
        XCTAssertEqual(try firstText(root("  text: Hi\n  lineLimit: { max: 3, reservesSpace: true }\n")).height, 3 * line, accuracy: 0.001)
        XCTAssertEqual(try firstText(root("  text: Hi\n  lineLimit: 3\n")).height, line, accuracy: 0.001)
        // Variants the profile lacks are named.
        XCTAssertTrue(try snapshot("  text: Hello\n  italic: true\n").text.contains("italic (measured with the profile's regular faces)"))
        XCTAssertThrowsError(try snapshot("  text: Hi\n  lineLimit: \"3...2\"\n")) { XCTAssertTrue("\($0)".contains("is not a range of lines"), "\($0)") }
    }

    /// Symbols without a size take their font's, by `imageScale` (assumed
    /// 0.8 / 1 / 1.3); `labelStyle` picks the parts of a label.
    func testSymbolsAndLabels() throws {
        for (scale, side) in [("small", 16.0), ("medium", 20), ("large", 26)] {
            let image = try XCTUnwrap(root("  image: { symbol: bolt }\n  font: { size: 20 }\n  imageScale: \(scale)\n").flattened.first { $0.kind == .image })
            XCTAssertEqual([image.width, image.height], [side, side], scale)
        }
        let iconOnly = try root("  label: { text: Charging, symbol: bolt, iconSize: 18 }\n  labelStyle: iconOnly\n")
        XCTAssertEqual(iconOnly.flattened.filter { $0.text != nil }.count, 0)
        XCTAssertEqual(iconOnly.width, 18)
        let titleOnly = try root("  label: { text: Charging, symbol: bolt, iconSize: 18 }\n  labelStyle: titleOnly\n")
        XCTAssertEqual(titleOnly.flattened.filter { $0.kind == .image }.count, 0)
    }

    /// Resizable images and aspect ratios (Apple: `resizable()`,
    /// `aspectRatio(_:contentMode:)`): fit keeps the ratio inside the offer,
    /// fill covers it.
    func testResizableImagesAndAspectRatios() throws {
        func image(_ yaml: String) throws -> [Double] {
            let view = try XCTUnwrap(root(yaml).flattened.first { $0.kind == .image })
            return [view.width, view.height]
        }
        XCTAssertEqual(try image("  image: { symbol: logo, width: 40, height: 20 }\n  resizable: true\n  frame: { width: 100, height: 80 }\n"), [100, 80])
        XCTAssertEqual(try image("  image: { symbol: logo, width: 40, height: 20 }\n  resizable: true\n  scaledToFit: true\n  frame: { width: 100, height: 80 }\n"), [100, 50])
        XCTAssertEqual(try image("  image: { symbol: logo, width: 40, height: 20 }\n  resizable: true\n  scaledToFill: true\n  frame: { width: 100, height: 80 }\n"), [160, 80])
        XCTAssertEqual(try image("  image: { symbol: logo, width: 40, height: 20 }\n  resizable: true\n  aspectRatio: { ratio: 1, contentMode: fit }\n  frame: { width: 100, height: 80 }\n"), [80, 80])
        // On a shape: a 2:1 rounded rectangle in a 100 × 80 offer.
        let shape = try XCTUnwrap(root("  roundedRectangle: { cornerRadius: 4 }\n  aspectRatio: 2\n  frame: { width: 100, height: 80 }\n").flattened.first { $0.kind == .roundedRectangle })
        XCTAssertEqual([shape.width, shape.height], [100, 50])
    }

    /// Gauges (assumed sizes: accessory ring 44 pt, bar 6 pt tall) and
    /// timers without hours ("75:00", Apple: `Text(timerInterval:showsHours:)`).
    func testGaugesAndTimersWithoutHours() throws {
        let ring = try XCTUnwrap(root("  gauge: { value: done, total: total }\n").flattened.first { $0.kind == .gauge })
        XCTAssertEqual([ring.width, ring.height, Double(ring.label)], [44, 44, 0.25])
        let bar = try XCTUnwrap(root("  gauge: { value: done, total: total, style: accessoryLinearCapacity }\n  frame: { width: 90 }\n").flattened.first { $0.kind == .gauge })
        XCTAssertEqual([bar.width, bar.height], [90, 6])
        XCTAssertThrowsError(try snapshot("  gauge: { value: done, style: linear }\n")) { XCTAssertTrue("\($0)".contains("unknown gauge style \"linear\""), "\($0)") }
        let long = try snapshot("  timer: { seconds: left, countsDown: true, showsHours: false }\n", states: "s: { left: 4500 }")
        XCTAssertEqual(long.presentations.first?.root.text?.visibleText, "75:00")
        let hours = try snapshot("  timer: { seconds: left, countsDown: true }\n", states: "s: { left: 4500 }")
        XCTAssertEqual(hours.presentations.first?.root.text?.visibleText, "1:15:00")
    }

    /// `switch` over an enum field and `ForEach` over a static list, as
    /// data: a group of views under conditions, the view once per item.
    func testSwitchAndForEach() throws {
        let yaml = """
          vstack:
            - switch:
                field: status
                cases:
                  onTheWay: { image: { symbol: car, size: 10 } }
                  delivered: { image: { symbol: check, size: 10 } }
                  cancelled: { image: { symbol: xmark, size: 10 } }
                default: { image: { symbol: questionmark, size: 10 } }
            - hstack:
                - forEach: { items: [Mon, Tue, Wed], content: { image: { symbol: "$item", size: 10 } } }

        """
        for (status, shown) in [("onTheWay", "car"), ("delivered", "check"), ("preparing", "questionmark")] {
            let activity = try ActivityManifest.parse("activity: V\nstates: { s: { status: \(status) } }\nlockScreen:\n" + yaml, source: "v.yml")
            let laid = try ActivityRenderer(engine: LayoutTests.engine, activity: activity).render(state: "s", device: DeviceCatalog.profile("iphone-393"))
            let symbols = laid.presentations[0].root.flattened.filter { $0.kind == .image }.map(\.label)
            XCTAssertEqual(symbols, [shown, "Mon", "Tue", "Wed"], status)
        }
    }
}
