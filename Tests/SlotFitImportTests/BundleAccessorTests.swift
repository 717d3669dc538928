import Foundation
@testable import SlotFitImport
import SlotFit
import XCTest

/// A text's `bundle:` SlotFit has no catalog for: an accessor of a Swift
/// package's own (`.currentSPM` wrapping `#bundle`) in a package target is
/// that target's resources, found from the file the text is written in;
/// any other is approximated (its texts not checked). It refused the
/// whole project ("no bundle is named …", exit 2) on a real app.
final class BundleAccessorTests: XCTestCase {
    func testAPackagesAccessorIsItsTargetAndAnUnknownOneIsNotChecked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-bundles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = root.appendingPathComponent("Packages/Kit/Sources/Kit")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "// swift-tools-version:5.9\n".write(to: root.appendingPathComponent("Packages/Kit/Package.swift"), atomically: true, encoding: .utf8)
        var inPackage = ActivityView(.text(key: "Stamina", arguments: []), location: SourceLocation(file: "Packages/Kit/Sources/Kit/Views/Stamina.swift", line: 3))
        inPackage.bundle = "currentSPM"
        var elsewhere = ActivityView(.text(key: "Expedition", arguments: []), location: SourceLocation(file: "Widget/Expedition.swift", line: 5))
        elsewhere.bundle = "sharedResources"
        let activity = Activity(name: "Stamina", lockScreen: ActivityView(.vstack(spacing: nil, alignment: .center, content: [inPackage, elsewhere])))
        let resolved = SourceProject.resolvingBundles(activity, within: root.path)
        XCTAssertEqual(resolved.bundles["currentSPM"], sources.path)
        XCTAssertNil(resolved.bundles["sharedResources"])
        let texts = resolved.lockScreen?.children ?? []
        XCTAssertNil(texts.first?.approximated)
        XCTAssertEqual(texts.first?.bundle, "currentSPM")
        XCTAssertTrue(texts.last?.approximated?.contains("the bundle sharedResources, which SlotFit cannot find") == true, "\(texts)")
        XCTAssertNil(texts.last?.bundle, "no lookup in a bundle that is not there")
    }
}
