import Foundation
import SlotFit
import XCTest

/// The device table against the published numbers in
/// docs/BUDGETS.md (Apple's figures with their sources), read at test time.
final class DeviceCatalogTests: XCTestCase {
    func budgetsText() throws -> String {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/BUDGETS.md").path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            XCTFail("\(path) is missing: the repository keeps Apple's budgets in docs/BUDGETS.md")
            return ""
        }
        return text
    }

    func numbers(_ text: Substring) -> [Double] {
        text.split(whereSeparator: { !($0.isNumber || $0 == ".") }).compactMap { Double($0) }
    }

    func testIPhoneRowsEqualThePublishedTable() throws {
        let text = try budgetsText()
        var checked = 0
        for line in text.split(separator: "\n") where line.hasPrefix("| 430×932") || line.hasPrefix("| 393×852") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let screen = numbers(Substring(cells[0]))
            let device = try DeviceCatalog.profile("iphone-\(Int(screen[0]))")
            XCTAssertEqual(device.screen?.minWidth.value, screen[0])
            XCTAssertEqual(device.screen?.minHeight.value, screen[1])
            let leading = numbers(Substring(cells[1])), trailing = numbers(Substring(cells[2]))
            XCTAssertEqual([device.compactLeading!.minWidth.value, device.compactLeading!.minHeight.value], leading)
            XCTAssertEqual([device.compactTrailing!.minWidth.value, device.compactTrailing!.minHeight.value], trailing)
            XCTAssertEqual([device.minimal!.minWidth.value, device.minimal!.maxWidth.value, device.minimal!.minHeight.value], numbers(Substring(cells[3])))
            XCTAssertEqual([device.expanded!.minWidth.value, device.expanded!.minHeight.value, device.expanded!.maxHeight.value], numbers(Substring(cells[4])))
            XCTAssertEqual([device.lockScreen!.minWidth.value, device.lockScreen!.minHeight.value, device.lockScreen!.maxHeight.value], numbers(Substring(cells[5])))
            for budget in [device.compactLeading, device.minimal, device.expanded, device.lockScreen] {
                XCTAssertFalse(budget!.minWidth.derived, "published numbers are not marked derived")
            }
            checked += 1
        }
        XCTAssertEqual(checked, 2)
        for line in text.split(separator: "\n") where line.contains("| 250 | 408 |") || line.contains("| 230 | 371 |") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let values = [Double(cells[1])!, Double(cells[2])!]
            let device = try DeviceCatalog.profile(values[1] == 408 ? "iphone-430" : "iphone-393")
            XCTAssertEqual(device.islandWidth?.value, values[0])
            XCTAssertEqual(device.expanded?.minWidth.value, values[1])
            // Every model named in the row resolves to this profile.
            for model in cells[0].split(separator: ",") {
                let id = "iphone-" + model.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: " ", with: "-")
                XCTAssertEqual(try DeviceCatalog.profile(id).id, device.id, id)
            }
        }
    }

    func testOtherSurfacesEqualThePublishedTable() throws {
        let text = try budgetsText()
        let ipad = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("| iPad Lock Screen") })
        XCTAssertTrue(ipad.contains("500 × 84–160") && ipad.contains("425 × 84–160"))
        XCTAssertEqual(try DeviceCatalog.profile("ipad-1366").lockScreen?.description, "500 × 84–160")
        XCTAssertEqual(try DeviceCatalog.profile("ipad-1194").lockScreen?.description, "425 × 84–160")
        let carplay = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("| CarPlay") })
        for size in ["240×78", "240×100", "170×78"] {
            XCTAssertTrue(carplay.contains(size))
            let parts = numbers(Substring(size))
            let device = try DeviceCatalog.profile("carplay-\(size.replacingOccurrences(of: "×", with: "x"))")
            XCTAssertEqual([device.lockScreen!.minWidth.value, device.lockScreen!.minHeight.value], parts)
        }
        let watch = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("| Apple Watch") })
        let entries = watch.components(separatedBy: "·")
        XCTAssertEqual(entries.count, 5)
        for entry in entries {
            let values = numbers(Substring(entry))
            let device = try DeviceCatalog.profile("watch-\(Int(values[0]))mm")
            XCTAssertEqual([device.lockScreen!.minWidth.value, device.lockScreen!.minHeight.value], [values[1], values[2]])
        }
        XCTAssertTrue(text.contains("corner radius 44 pt") && text.contains("Lock Screen layout margin 14 pt"))
        XCTAssertEqual(try DeviceCatalog.profile("iphone-15-pro").islandCornerRadius?.value, 44)
        XCTAssertEqual(try DeviceCatalog.profile("iphone-15-pro").lockScreenMargin?.value, 14)
    }

    func testUnknownDeviceListsTheValidIds() throws {
        XCTAssertThrowsError(try DeviceCatalog.profile("iphone-394")) { error in
            XCTAssertTrue("\(error)".contains("did you mean \"iphone-393\""), "\(error)")
            XCTAssertTrue("\(error)".contains("watch-49mm"), "\(error)")
        }
        XCTAssertEqual(try DeviceCatalog.profile("iPhone-16-Pro-Max").id, "iphone-430")
        // A 402-wide phone: same budgets, marked derived.
        let derived = try DeviceCatalog.profile("iphone-16-pro")
        XCTAssertEqual(derived.compactTrailing?.minWidth, .derived(52.33))
        XCTAssertEqual(derived.lockScreen?.description, "371* × 84–160")
        XCTAssertEqual(try DeviceCatalog.profile("iphone-15-pro").compactTrailing?.minWidth, .apple(52.33))
    }
}
