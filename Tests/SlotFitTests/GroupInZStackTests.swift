import SlotFit
import XCTest

/// A `Group` is transparent in a ZStack as in an H/VStack: its views are
/// the ZStack's children, each centred on its own ("Group … a layout-neutral
/// container", Apple's Group documentation), not stacked into one column.
final class GroupInZStackTests: XCTestCase {
    func testAGroupsViewsAreTheZStacksOwn() throws {
        func lock(_ yaml: String) throws -> [String] {
            let activity = try ActivityManifest.parse("activity: Z\nlockScreen:\n" + yaml, source: "z.yml")
            let shot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
                .render(state: "default", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
            return shot.presentations[0].root.flattened.filter { $0.kind == .image }.map { "\($0.label) \($0.x),\($0.y) \($0.width)×\($0.height)" }
        }
        let grouped = try lock("  zstack:\n    - group:\n      - image: { symbol: a, size: 20 }\n      - image: { symbol: b, size: 40 }\n")
        let flat = try lock("  zstack:\n    - image: { symbol: a, size: 20 }\n    - image: { symbol: b, size: 40 }\n")
        XCTAssertEqual(grouped, flat)
        // Both centred in the 40 pt square: the small one at (10, 10).
        XCTAssertEqual(flat, ["a 10.0,10.0 20.0×20.0", "b 0.0,0.0 40.0×40.0"])
    }
}
