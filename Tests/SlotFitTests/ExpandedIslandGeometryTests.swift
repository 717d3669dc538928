import Foundation
@testable import SlotFit
import SlotFitText
import XCTest

/// The expanded island as one model (`ExpandedIslandGeometry`): its numbers
/// against the derivation in docs/BUDGETS.md, no region over the camera on
/// any device, a team's content margins, and pictures that draw each
/// region's content inside the region the budget came from.
final class ExpandedIslandGeometryTests: XCTestCase {
    func geometry(_ id: String, _ overrides: [IslandContentMargins.Override] = []) throws -> ExpandedIslandGeometry {
        try XCTUnwrap(ExpandedIslandGeometry(device: DeviceCatalog.profile(id), overrides: overrides))
    }

    func testNumbersFollowTheDerivation() throws {
        // The margin: the least equal inset whose rectangle corner lies on the 44 pt arc.
        let margin = 44 * (1 - 1 / 2.0.squareRoot())
        XCTAssertEqual(margin, 12.887, accuracy: 0.001)
        for (id, width) in [("iphone-393", 371.0), ("iphone-430", 408.0)] {
            let island = try geometry(id)
            XCTAssertEqual(island.width, .apple(width))
            XCTAssertEqual(island.cornerRadius, .apple(44))
            // The housing: 230 − 2 × 52.33 = 250 − 2 × 62.33 = 125.34, as tall as the compact slots.
            XCTAssertEqual(island.camera.width, 125.34, accuracy: 1e-9)
            XCTAssertEqual(island.camera.height, 36.67)
            XCTAssertEqual(island.camera.x, (width - 125.34) / 2, accuracy: 1e-9)
            XCTAssertEqual(island.camera.y, 0)
            for edge in IslandContentMargins.Edge.allCases { XCTAssertEqual(island.margins[edge], .derived(12.89), "\(edge)") }
            XCTAssertEqual(island.besideCameraLeading, (width - 125.34) / 2 - 12.89, accuracy: 1e-9)
            XCTAssertEqual(island.besideCameraTrailing, island.besideCameraLeading, accuracy: 1e-9)
            XCTAssertEqual(island.contentWidth, width - 2 * 12.89, accuracy: 1e-9)
            XCTAssertEqual(island.contentHeight, 160 - 2 * 12.89, accuracy: 1e-9)
            XCTAssertEqual(island.centerHeight, 160 - 36.67 - 12.89, accuracy: 1e-9)
        }
        XCTAssertEqual(Points.derived(try geometry("iphone-393").besideCameraLeading).description, "109.94*")
        XCTAssertEqual(Points.derived(try geometry("iphone-430").besideCameraLeading).description, "128.44*")
    }

    /// docs/BUDGETS.md's table of the regions, row by row, against the model.
    func testTheDocumentedTableIsTheModel() throws {
        var checked = 0
        for cells in try BudgetsDocTable.rows(cellCount: 7) {
            let island = try geometry(cells[0])
            let camera = cells[1].split(whereSeparator: { !($0.isNumber || $0 == ".") }).compactMap { Double($0) }
            XCTAssertEqual(camera[0], island.camera.x, accuracy: 0.0051, cells[0])
            XCTAssertEqual(camera[1], island.camera.width, accuracy: 0.006, cells[0])
            XCTAssertEqual(camera[2], island.camera.height, accuracy: 0.006, cells[0])
            XCTAssertEqual(cells[2], Points(value: island.margins.leading.value, derived: false).description, cells[0])
            XCTAssertEqual(cells[3], Points(value: island.besideCameraLeading, derived: false).description, cells[0])
            XCTAssertEqual(cells[4], Points(value: island.camera.width, derived: false).description, cells[0])
            XCTAssertEqual(cells[5], Points(value: island.contentWidth, derived: false).description, cells[0])
            XCTAssertEqual(cells[6], "\(Points(value: island.contentHeight, derived: false)) / \(Points(value: island.centerHeight, derived: false))", cells[0])
            checked += 1
        }
        XCTAssertEqual(checked, 4, "the regions table lists iphone-393, iphone-430 and both zoomed profiles")
    }

    /// Whatever the content, no region's place meets the camera housing,
    /// and every region stays inside the island, on every device.
    func testNoRegionIntersectsTheCameraOnAnyDevice() throws {
        var devices = 0
        for device in DeviceCatalog.all where device.expanded != nil {
            for overrides in [[], [IslandContentMargins.Override(length: 0, mode: .expanded)],
                              [IslandContentMargins.Override(edges: [.leading], length: 30, mode: .expanded)]] {
                let island = try XCTUnwrap(ExpandedIslandGeometry(device: device, overrides: overrides))
                let bounds = SlotRect(x: 0, y: 0, width: island.width.value, height: island.maxHeight.value * 2)
                let beside = island.besideCameraLeading
                for sideWidth in [0, 10, beside, beside + 0.5, island.contentWidth] {
                    for withCenter in [false, true] {
                        var contents: [Presentation: ExpandedIslandGeometry.RegionContent] = [
                            .expandedLeading: .init(offered: max(sideWidth, beside), width: sideWidth, height: 40),
                            .expandedTrailing: .init(offered: max(sideWidth, island.besideCameraTrailing), width: sideWidth, height: 50),
                            .expandedBottom: .init(offered: island.contentWidth, width: 100, height: 20),
                        ]
                        if withCenter { contents[.expandedCenter] = .init(offered: island.camera.width, width: 80, height: 30) }
                        let rects = island.regions(contents)
                        XCTAssertEqual(rects.count, contents.count)
                        for (presentation, rect) in rects {
                            XCTAssertFalse(rect.intersects(island.camera), "\(device.id) \(presentation) \(rect) meets the camera \(island.camera)")
                            XCTAssertTrue(bounds.contains(rect), "\(device.id) \(presentation) \(rect) leaves the island")
                            // The mirror image (a right-to-left language) keeps clear too.
                            XCTAssertFalse(rect.mirrored(in: island.width.value).intersects(island.camera))
                        }
                        XCTAssertGreaterThanOrEqual(rects[.expandedBottom]!.minY, rects.values.filter { $0 != rects[.expandedBottom] }.map(\.maxY).max() ?? 0)
                        // With the derived margins (or wider), every region's corners lie
                        // inside the island's rounded corners, the bottom region's too.
                        if island.margins.leading.value >= 12.89, island.margins.bottom.value >= 12.89 {
                            let shape = RoundedShape(x: 0, y: 0, width: island.width.value, height: island.height(around: Array(rects.values)),
                                                     radius: island.cornerRadius.value)
                            for (presentation, rect) in rects {
                                for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
                                    XCTAssertTrue(shape.contains(x: x, y: y), "\(device.id) \(presentation) \(rect): corner (\(x), \(y)) outside \(shape)")
                                }
                            }
                        }
                    }
                }
            }
            devices += 1
        }
        XCTAssertEqual(devices, 4)
    }

    func testContentMarginsMoveTheRegions() throws {
        let activity = try ActivityManifest.parse("""
        activity: Margins
        states:
          s: { task: "Quartalsbericht für den Vorstand entwerfen" }
        dynamicIsland:
          expanded:
            leading: { text: "%@", arguments: [task], lineLimit: 1 }
            bottom: { text: "Bottom" }
          contentMargins:
            - { edges: [leading, bottom], length: 8, for: expanded }
            - { edges: leading, length: 30, for: expanded }
            - { length: 4, for: compactLeading }
        """, source: "margins.yml")
        XCTAssertEqual(activity.islandContentMargins.count, 3)
        XCTAssertEqual(activity.islandContentMargins[0].edges, [.leading, .bottom])
        XCTAssertEqual(activity.islandContentMargins[2].edges, Set(IslandContentMargins.Edge.allCases))
        let device = try DeviceCatalog.profile("iphone-393")
        let island = try XCTUnwrap(ExpandedIslandGeometry(device: device, overrides: activity.islandContentMargins))
        // The first naming an edge wins (Apple: the innermost value).
        XCTAssertEqual(island.margins.leading, .apple(8))
        XCTAssertEqual(island.margins.bottom, .apple(8))
        XCTAssertEqual(island.margins.trailing, .derived(12.89))
        XCTAssertEqual(island.besideCameraLeading, 122.83 - 8, accuracy: 1e-9)
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity).render(state: "s", device: device)
        let leading = try XCTUnwrap(snapshot.presentations.first { $0.presentation == .expandedLeading })
        XCTAssertEqual(leading.budget.maxWidth.description, "114.83*")
        XCTAssertEqual(leading.region?.x, 8)
        let bottom = try XCTUnwrap(snapshot.presentations.first { $0.presentation == .expandedBottom })
        XCTAssertEqual(bottom.budget.maxWidth.value, 371 - 8 - 12.89, accuracy: 1e-9)
    }

    func testMalformedContentMarginsAreErrorsWithTheirPlace() throws {
        for (yaml, expected) in [
            ("{ length: 8 }", "needs for:"),
            ("{ for: expanded }", "needs length:"),
            ("{ length: 8, for: expandd }", "did you mean \"expanded\""),
            ("{ edges: [leadng], length: 8, for: expanded }", "did you mean \"leading\""),
            ("{ length: -3, for: expanded }", "out of range"),
            ("{ length: 8, for: expanded, edge: top }", "edge"),
            ("8", "should be a list of { edges, length, for }"),
        ] {
            XCTAssertThrowsError(try ActivityManifest.parse("""
            activity: Bad
            dynamicIsland:
              expanded: { leading: { text: "A" } }
              contentMargins: \(yaml)
            """, source: "bad.yml"), yaml) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(yaml): \(error)")
                XCTAssertTrue("\(error)".contains("bad.yml:4"), "\(yaml): \(error)")
            }
        }
    }

    /// The focus sample's failure: a long German task name in the leading
    /// region of a 393-point phone. The picture draws every region's glyphs
    /// inside the region's rectangle, and no region over the camera.
    func testThePictureDrawsEachRegionInsideItsRectangle() throws {
        let activity = try ActivityManifest.parse("""
        activity: Focus
        states:
          s: { task: "Quartalsbericht für den Vorstand entwerfen" }
        dynamicIsland:
          expanded:
            leading:
              hstack:
                spacing: 6
                content:
                  - image: { symbol: scope, size: 22 }
                  - text: "%@"
                    arguments: [task]
                    font: subheadline
                    lineLimit: 1
            trailing: { text: "24:59", font: { size: 38, weight: semibold }, lineLimit: 1 }
            center: { text: "Fokus", font: caption }
            bottom: { text: "Noch 25 Minuten bis zur Pause", font: footnote }
        """, source: "focus.yml")
        for (id, locale) in [("iphone-393", "de"), ("iphone-430", "de"), ("iphone-393-zoomed", "de"), ("iphone-393", "ar")] {
            let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
                .render(state: "s", device: DeviceCatalog.profile(id), languageCode: locale)
            let svg = try snapshot.svg(engine: LayoutTests.engine)
            let lines = svg.split(separator: "\n").map(String.init)
            let start = try XCTUnwrap(lines.firstIndex(of: "<!-- expanded -->"))
            let section = lines[(start + 1)...].prefix { !$0.hasPrefix("<!-- ") && !$0.hasPrefix("</svg") }
            func attribute(_ name: String, _ line: String) -> Double? {
                guard let range = line.range(of: " \(name)=\"") else { return nil }
                return Double(line[range.upperBound...].prefix { $0 != "\"" })
            }
            let island = try XCTUnwrap(section.first)
            let origin = (x: try XCTUnwrap(attribute("x", island)), y: try XCTUnwrap(attribute("y", island)))
            let cameraLine = try XCTUnwrap(section.first { $0.contains("fill=\"#0b0b0c\"") })
            let camera = SlotRect(x: attribute("x", cameraLine)!, y: attribute("y", cameraLine)!, width: attribute("width", cameraLine)!, height: attribute("height", cameraLine)!)
            var regions: [String: SlotRect] = [:]
            var current: String?
            var glyphs = 0
            for line in section {
                if line.hasPrefix("<rect"), let title = line.range(of: "<title>expanded") {
                    let name = String(line[title.lowerBound...].dropFirst("<title>".count).prefix { $0 != "<" && $0 != ":" })
                    let rect = SlotRect(x: attribute("x", line)!, y: attribute("y", line)!, width: attribute("width", line)!, height: attribute("height", line)!)
                    XCTAssertFalse(rect.intersects(camera), "\(id) \(locale): \(name) \(rect) is drawn over the camera \(camera)")
                    regions[name] = rect
                    current = name
                } else if line.hasPrefix("<use"), let current, let region = regions[current],
                          let open = line.range(of: "translate(") {
                    let numbers = line[open.upperBound...].prefix { $0 != ")" }.split(separator: " ").compactMap { Double($0) }
                    // A glyph's origin on its baseline, inside its region (the baseline at most at its bottom).
                    XCTAssertTrue(numbers[0] >= region.minX - 0.01 && numbers[0] <= region.maxX + 0.01
                                  && numbers[1] >= region.minY - 0.01 && numbers[1] <= region.maxY + 0.01,
                                  "\(id) \(locale): a glyph of \(current) at \(numbers) lies outside \(region)")
                    glyphs += 1
                }
            }
            XCTAssertEqual(Set(regions.keys), ["expandedLeading", "expandedTrailing", "expandedCenter", "expandedBottom"], "\(id) \(locale)")
            XCTAssertGreaterThan(glyphs, 20)
            // The rectangles are the model's, placed at the island's origin (mirrored right to left).
            let geometry = try XCTUnwrap(snapshot.expandedGeometry)
            for laid in snapshot.presentations where laid.presentation.isExpandedRegion {
                let model = try XCTUnwrap(laid.region)
                let placed = locale == "ar" ? model.mirrored(in: geometry.width.value) : model
                let drawn = try XCTUnwrap(regions[laid.presentation.rawValue])
                XCTAssertEqual(drawn.x - origin.x, placed.x, accuracy: 0.01)
                XCTAssertEqual(drawn.y - origin.y, placed.y, accuracy: 0.01)
                XCTAssertEqual(drawn.width, placed.width, accuracy: 0.01)
            }
            XCTAssertEqual(camera.x - origin.x, geometry.camera.x, accuracy: 0.01)
        }
    }

    /// Every glyph box of every expanded region — its outline's extent,
    /// not only its origin — lies inside the island's shape, the rounded
    /// rectangle of Apple's 44 pt corner radius, on every device with an
    /// island, left to right and right to left: text in the bottom region
    /// keeps clear of the bottom corners, as the content margins the
    /// budget uses keep it (the system insets content from the corners).
    func testEveryGlyphBoxLiesInsideTheIslandShapeOnEveryDevice() throws {
        let activity = try ActivityManifest.parse("""
        activity: Corners
        states:
          s: {}
        dynamicIsland:
          expanded:
            leading: { text: "Gjpq", font: title3, lineLimit: 1 }
            trailing: { text: "yqpj", font: title3, lineLimit: 1 }
            center: { text: "Ägypten", font: caption }
            bottom:
              vstack:
                spacing: 2
                content:
                  - hstack:
                      - { text: "Jgpqy gjpq", font: body, lineLimit: 1 }
                      - spacer: {}
                      - { text: "gyjpq Qj", font: body, lineLimit: 1 }
                  - { text: "Ägyptische Pyramiden und jüngere Gräber, gut zu Fuß erreichbar, täglich geöffnet", font: footnote, multilineTextAlignment: center }
                  - { text: "Jüngste Abfahrt gegen Mitternacht, Gleis 12 gegenüber dem Kiosk", font: title2, lineLimit: 1, minimumScaleFactor: 0.5 }
                  - { text: "Gjpqy", font: { size: 40 }, tracking: 4 }
        """, source: "corners.yml")
        var devices = 0
        for device in DeviceCatalog.all where device.expanded != nil {
            for (locale, size) in [("en", DynamicTypeSize.large), ("ar", .large), ("en", .xxxLarge), ("ar", .accessibility3)] {
                let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
                    .render(state: "s", device: device, languageCode: locale, dynamicTypeSize: size)
                let svg = try snapshot.svg(engine: LayoutTests.engine)
                let island = try Self.islandShape(in: svg)
                var glyphs = 0
                for box in try Self.expandedGlyphBoxes(in: svg) {
                    for (x, y) in [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)] {
                        XCTAssertTrue(island.contains(x: x, y: y), "\(device.id) \(locale) \(size): a glyph box \(box) leaves the island \(island) at (\(x), \(y))")
                    }
                    glyphs += 1
                }
                XCTAssertGreaterThan(glyphs, 40, "\(device.id) \(locale) \(size)")
            }
            devices += 1
        }
        XCTAssertEqual(devices, 4)
    }

    /// The expanded island as a picture draws it: a rounded rectangle.
    struct RoundedShape: CustomStringConvertible {
        var x: Double, y: Double, width: Double, height: Double, radius: Double

        /// Inside the rectangle and, near a corner, within the corner's arc (0.01 pt tolerance).
        func contains(x px: Double, y py: Double) -> Bool {
            let tolerance = 0.01
            guard px >= x - tolerance, px <= x + width + tolerance, py >= y - tolerance, py <= y + height + tolerance else { return false }
            let cx = min(max(px, x + radius), x + width - radius), cy = min(max(py, y + radius), y + height - radius)
            return ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot() <= radius + tolerance
        }

        var description: String { "(\(x), \(y), \(width) × \(height), r \(radius))" }
    }

    static func attribute(_ name: String, _ line: Substring) -> Double? {
        guard let range = line.range(of: " \(name)=\"") else { return nil }
        return Double(line[range.upperBound...].prefix { $0 != "\"" })
    }

    static func islandShape(in svg: String) throws -> RoundedShape {
        let lines = svg.split(separator: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: "<!-- expanded -->"))
        let line = lines[start + 1]
        return RoundedShape(x: try XCTUnwrap(attribute("x", line)), y: try XCTUnwrap(attribute("y", line)), width: try XCTUnwrap(attribute("width", line)),
                            height: try XCTUnwrap(attribute("height", line)), radius: try XCTUnwrap(attribute("rx", line)))
    }

    /// Each glyph drawn in the expanded panel: the extent of its outline's
    /// points (control points included: never smaller than the ink), placed
    /// by its `<use>`'s translate and scale.
    static func expandedGlyphBoxes(in svg: String) throws -> [SlotRect] {
        var outlines: [String: (minX: Double, minY: Double, maxX: Double, maxY: Double)] = [:]
        let number = try NSRegularExpression(pattern: "-?[0-9]+(\\.[0-9]+)?")
        for line in svg.split(separator: "\n") where line.hasPrefix("<path id=\"") {
            let id = String(line.dropFirst("<path id=\"".count).prefix { $0 != "\"" })
            guard let d = line.range(of: " d=\"") else { continue }
            let path = String(line[d.upperBound...].prefix { $0 != "\"" })
            let values = number.matches(in: path, range: NSRange(path.startIndex..., in: path)).compactMap { Range($0.range, in: path).flatMap { Double(path[$0]) } }
            guard values.count >= 2 else { continue }
            let xs = stride(from: 0, to: values.count - 1, by: 2).map { values[$0] }, ys = stride(from: 1, to: values.count, by: 2).map { values[$0] }
            outlines[id] = (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
        }
        let lines = svg.split(separator: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: "<!-- expanded -->"))
        var boxes: [SlotRect] = []
        for line in lines[(start + 1)...].prefix(while: { !$0.hasPrefix("<!-- ") && !$0.hasPrefix("</svg") }) where line.hasPrefix("<use href=\"#") {
            let id = String(line.dropFirst("<use href=\"#".count).prefix { $0 != "\"" })
            guard let outline = outlines[id], let open = line.range(of: "translate("), let scale = line.range(of: "scale(") else { continue }
            let origin = line[open.upperBound...].prefix { $0 != ")" }.split(separator: " ").compactMap { Double($0) }
            let s = try XCTUnwrap(line[scale.upperBound...].prefix { $0 != " " }.description.isEmpty ? nil : Double(line[scale.upperBound...].prefix { $0 != " " }))
            // Font units, y up, scaled by (s, −s) about the glyph's origin on its baseline.
            boxes.append(SlotRect(x: origin[0] + s * outline.minX, y: origin[1] - s * outline.maxY,
                                  width: s * (outline.maxX - outline.minX), height: s * (outline.maxY - outline.minY)))
        }
        return boxes
    }
}

/// `dynamicIsland.contentMargins` survives `ManifestWriter` and back.
final class IslandContentMarginsRoundTripTests: XCTestCase {
    func testTheWriterWritesWhatTheReaderReads() throws {
        let activity = try ActivityManifest.parse("""
        activity: Margins
        dynamicIsland:
          expanded: { leading: { text: "A" } }
          contentMargins:
            - { edges: [top, bottom, trailing], length: 8, for: expanded }
            - { length: 2.5, for: minimal }
        """, source: "margins.yml")
        let written = try ManifestWriter.yaml(activity)
        XCTAssertTrue(written.contains("contentMargins"), written)
        let again = try ActivityManifest.parse(written, source: "written.yml")
        XCTAssertEqual(again.islandContentMargins.map(\.edges), activity.islandContentMargins.map(\.edges))
        XCTAssertEqual(again.islandContentMargins.map(\.length), [8, 2.5])
        XCTAssertEqual(again.islandContentMargins.map(\.mode), [.expanded, .minimal])
    }
}
