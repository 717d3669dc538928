import Foundation
import XCTest

/// `slotfit layout` of Swift source: a widget extension's file or folder,
/// laid out without writing a manifest, its catalog found beside it — the
/// same snapshot as the project's own check of that source.
final class LayoutSwiftCLITests: XCTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("SlotFitImportTests/Fixtures/FoodDelivery")

    func testAFileOrFolderIsLaidOutWithItsCatalog() throws {
        // Copied alone, with no slotfit.yml above it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-layout-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["OrderLiveActivity.swift", "OrderAttributes.swift", "Localizable.xcstrings", "Common.xcstrings"] {
            try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let file = try SlotFitBinary.run(["layout", "OrderLiveActivity.swift", "--state", "onTheWay", "--locale", "de"], in: folder)
        XCTAssertNotEqual(file.status, 2, file.stderr)
        // The German headline from the catalog beside the source, as the fixture's catalog has it.
        let catalog = try String(contentsOf: folder.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        XCTAssertTrue(catalog.contains("\"Unterwegs zu dir\""))
        XCTAssertTrue(file.stdout.contains("text \"On its way\" at ") && file.stdout.contains("visual \"Unterwegs zu dir\""), file.stdout)
        // The same snapshot as the golden the fixture's own check recorded for that case.
        let golden = try String(contentsOf: Self.fixture.appendingPathComponent("golden/orderattributes/de.txt"), encoding: .utf8)
        let lockScreen = try XCTUnwrap(file.stdout.split(separator: "\n").first { $0.hasPrefix("lockScreen: budget") })
        XCTAssertTrue(golden.contains(String(lockScreen)), String(lockScreen))

        // The folder gives the same; a file that declares no activity, or a
        // name that is not one, is an error naming what there is.
        let whole = try SlotFitBinary.run(["layout", ".", "--state", "onTheWay", "--locale", "de"], in: folder)
        XCTAssertEqual(whole.stdout, file.stdout)
        let attributes = try SlotFitBinary.run(["layout", "OrderAttributes.swift"], in: folder)
        XCTAssertEqual(attributes.status, 2)
        XCTAssertTrue(attributes.stderr.contains("OrderAttributes.swift: declares no Live Activity") && attributes.stderr.contains("the files beside it declare OrderAttributes"), attributes.stderr)
        let named = try SlotFitBinary.run(["layout", ".", "--activity", "OrderAttribute"], in: folder)
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(named.stderr.contains("--activity \"OrderAttribute\": . declares no Live Activity of that name; it declares OrderAttributes; did you mean \"OrderAttributes\"?"), named.stderr)
        // A picture too.
        let svg = try SlotFitBinary.run(["layout", "OrderLiveActivity.swift", "--locale", "ar", "--format", "svg"], in: folder)
        XCTAssertTrue(svg.stdout.hasPrefix("<svg") || svg.stdout.hasPrefix("<?xml"), String(svg.stdout.prefix(200)))
    }
}
