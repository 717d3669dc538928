import Foundation
import SlotFit
import XCTest

/// The Display Zoom profiles: the zoomed screens of docs/BUDGETS.md, the
/// island scaled to its physical size, the Lock Screen laid out on the
/// zoomed screen, and a user's opt-in.
final class DisplayZoomTests: XCTestCase {
    func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    func testZoomedProfilesFollowTheDerivation() throws {
        for (id, screen) in [("iphone-393", (320.0, 693.0)), ("iphone-430", (375.0, 812.0))] {
            let base = try DeviceCatalog.profile(id)
            let zoomed = try DeviceCatalog.profile(id + "-zoomed")
            XCTAssertEqual(zoomed.kind, .iPhone)
            XCTAssertTrue(zoomed.models.isEmpty, "a zoomed profile is opt-in by its id, no model resolves to it")
            XCTAssertEqual(zoomed.screen?.maxWidth, .derived(screen.0))
            XCTAssertEqual(zoomed.screen?.maxHeight, .derived(screen.1))
            // The island keeps its physical size: unzoomed × zoomed / unzoomed width.
            let scale = screen.0 / base.screen!.maxWidth.value
            for (name, mine, theirs) in [("compactLeading", zoomed.compactLeading, base.compactLeading), ("compactTrailing", zoomed.compactTrailing, base.compactTrailing),
                                         ("minimal", zoomed.minimal, base.minimal), ("expanded", zoomed.expanded, base.expanded)] {
                let mine = try XCTUnwrap(mine), theirs = try XCTUnwrap(theirs)
                for (a, b) in [(mine.minWidth, theirs.minWidth), (mine.maxWidth, theirs.maxWidth), (mine.minHeight, theirs.minHeight), (mine.maxHeight, theirs.maxHeight)] {
                    XCTAssertEqual(a, .derived(hundredths(b.value * scale)), "\(id) \(name)")
                }
            }
            XCTAssertEqual(zoomed.islandWidth, .derived(hundredths(base.islandWidth!.value * scale)))
            XCTAssertEqual(zoomed.islandCornerRadius, .derived(hundredths(44 * scale)))
            // The Lock Screen: the zoomed screen less the 22 pt of the published rows.
            XCTAssertEqual(base.screen!.maxWidth.value - base.lockScreen!.maxWidth.value, 22)
            XCTAssertEqual(zoomed.lockScreen?.description, "\(Int(screen.0) - 22)* × 84*–160*")
            XCTAssertEqual(zoomed.lockScreenMargin?.value, 14)
            XCTAssertTrue(zoomed.notes.joined().contains("Display Zoom"))
        }
        let small = try DeviceCatalog.profile("iphone-393-zoomed")
        XCTAssertEqual(small.compactLeading?.description, "42.61* × 29.86*")
        XCTAssertEqual(small.expanded?.description, "302.09* × 68.4*–130.28*")
        XCTAssertEqual(small.islandWidth?.value, 187.28)
        let large = try DeviceCatalog.profile("iphone-430-zoomed")
        XCTAssertEqual(large.compactLeading?.description, "54.36* × 31.98*")
        XCTAssertEqual(large.expanded?.description, "355.81* × 73.26*–139.53*")
        XCTAssertEqual(try DeviceID.iPhone393Zoomed.profile.id, "iphone-393-zoomed")
        XCTAssertEqual(try DeviceID.iPhone430Zoomed.profile.id, "iphone-430-zoomed")
    }

    /// docs/BUDGETS.md's Display Zoom table is the device table.
    func testTheDocumentedTableIsTheCatalog() throws {
        var checked = 0
        for cells in try BudgetsDocTable.rows(cellCount: 8) {
            let device = try DeviceCatalog.profile(cells[0])
            func plain(_ budget: SlotBudget?) -> String { budget!.description.replacingOccurrences(of: "*", with: "") }
            XCTAssertEqual(cells[1], "\(Int(device.screen!.maxWidth.value))×\(Int(device.screen!.maxHeight.value))")
            XCTAssertEqual(cells[2], plain(device.compactLeading).replacingOccurrences(of: " × ", with: "×"))
            XCTAssertEqual(cells[3], plain(device.minimal))
            XCTAssertEqual(cells[4], Points.apple(device.islandWidth!.value).description)
            XCTAssertEqual(cells[5], Points.apple(device.islandCornerRadius!.value).description)
            XCTAssertEqual(cells[6], plain(device.expanded))
            XCTAssertEqual(cells[7], plain(device.lockScreen))
            checked += 1
        }
        XCTAssertEqual(checked, 2)
    }

    func testAUserOptsInAndATypoIsNamed() throws {
        let config = try SlotFitConfiguration.parse("""
        activities: [a.yml]
        devices: [iphone-393, iphone-393-zoomed, iphone-430-zoomed]
        """, path: "/tmp/p/slotfit.yml")
        XCTAssertEqual(config.devices, ["iphone-393", "iphone-393-zoomed", "iphone-430-zoomed"])
        XCTAssertThrowsError(try SlotFitConfiguration.parse("""
        activities: [a.yml]
        devices: [iphone-393-zoom]
        """, path: "/tmp/p/slotfit.yml")) { error in
            XCTAssertTrue("\(error)".contains("unknown device \"iphone-393-zoom\""), "\(error)")
            XCTAssertTrue("\(error)".contains("did you mean \"iphone-393-zoomed\""), "\(error)")
            XCTAssertTrue("\(error)".contains("iphone-430-zoomed"), "the valid ids: \(error)")
            XCTAssertTrue("\(error)".contains("slotfit.yml:2"), "\(error)")
        }
        XCTAssertThrowsError(try DeviceCatalog.profile("iphone-430-zoomd")) { error in
            XCTAssertTrue("\(error)".contains("did you mean \"iphone-430-zoomed\""), "\(error)")
        }
    }

    /// A zoomed phone renders: its expanded regions are the model's, scaled.
    func testAZoomedPhoneRenders() throws {
        let activity = try ActivityManifest.parse("""
        activity: Zoom
        states:
          s: {}
        lockScreen: { text: "Quartalsbericht für den Vorstand entwerfen" }
        dynamicIsland:
          compactLeading: { text: "25:00", lineLimit: 1 }
          expanded:
            leading: { text: "Quartalsbericht", lineLimit: 1 }
        """, source: "zoom.yml")
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "s", device: DeviceCatalog.profile("iphone-393-zoomed"), languageCode: "de")
        let budgets = Dictionary(uniqueKeysWithValues: snapshot.presentations.map { ($0.presentation, $0.budget.maxWidth.description) })
        XCTAssertEqual(budgets[.lockScreen], "298*")
        XCTAssertEqual(budgets[.compactLeading], "42.61*")
        let island = try XCTUnwrap(snapshot.expandedGeometry)
        // (302.09 − (187.28 − 2 × 42.61)) / 2 − 35.83 × (1 − 1/√2)
        XCTAssertEqual(island.camera.width, 187.28 - 2 * 42.61, accuracy: 1e-9)
        XCTAssertEqual(island.margins.leading, .derived(10.49))
        XCTAssertEqual(snapshot.presentations.first { $0.presentation == .expandedLeading }?.budget.maxWidth.value ?? 0,
                       (302.09 - (187.28 - 2 * 42.61)) / 2 - 10.49, accuracy: 1e-9)
        XCTAssertFalse(try snapshot.svg(engine: LayoutTests.engine).isEmpty)
    }
}
