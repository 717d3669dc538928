import Foundation
import XCTest

/// `check`'s result cache: an unchanged project is compared and reported
/// from the rendered matrix it remembered, and prints what an uncached
/// check prints, byte for byte; any change to an input sets it aside.
final class ResultCacheCLITests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fresh cache folder.
    func cacheFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The summary line's elapsed time, the one figure that differs run to run.
    static func withoutTiming(_ text: String) -> String {
        text.replacingOccurrences(of: #" · [0-9]+\.[0-9]+ s\n"#, with: "\n", options: .regularExpression)
    }

    /// Every file and folder of `folder` modified a minute ago: settled
    /// stamps, which the cache trusts (it sets aside files changed in the
    /// last two seconds).
    static func settle(_ folder: URL) throws {
        let past = Date(timeIntervalSinceNow: -60)
        let paths = ((try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []).map { folder.appendingPathComponent($0).path } + [folder.path]
        for path in paths.sorted(by: >) { try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path) }
    }

    func testTheProjectsOwnMatrixPrintsTheSameCachedAndUncached() throws {
        let cache = try cacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["SLOTFIT_CACHE_DIR": cache.path]
        let uncached = try SlotFitBinary.run(["check", "--no-cache"], in: Self.root, environment: environment)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.appendingPathComponent("results").path), "--no-cache writes no entry")
        let first = try SlotFitBinary.run(["check"], in: Self.root, environment: environment)
        let results = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("results").path)
        XCTAssertEqual(results.count, 1, "one entry per project: \(results)")
        let cached = try SlotFitBinary.run(["check"], in: Self.root, environment: environment)
        for run in [first, cached] {
            XCTAssertEqual(run.status, uncached.status)
            XCTAssertEqual(Self.withoutTiming(run.stdout), Self.withoutTiming(uncached.stdout))
            XCTAssertEqual(run.stderr, uncached.stderr)
        }
        XCTAssertTrue(uncached.stdout.contains("7680 snapshots checked") || uncached.stdout.contains("snapshots checked"), uncached.stdout)
    }

    func testTheEntryIsUsedWhileNothingChangedAndSetAsideAfter() throws {
        let widget = """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct BoxAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var label: String }
            }

            extension BoxAttributes.ContentState {
                static let packed = BoxAttributes.ContentState(label: "Packed")
            }

            struct BoxLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: BoxAttributes.self) { context in
                        Text(verbatim: context.state.label)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text(verbatim: context.state.label) }
                        } compactLeading: { Image(systemName: "shippingbox") } compactTrailing: { Image(systemName: "shippingbox") } minimal: { Image(systemName: "shippingbox") }
                    }
                }
            }
            """
        let folder = try SlotFitBinary.project("cache", files: ["Box.swift": widget],
                                               configuration: "sources: [Box.swift]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n")
        let cache = try cacheFolder()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: cache) }
        let environment = ["SLOTFIT_CACHE_DIR": cache.path]
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder, environment: environment).status, 0)
        // Just written: not settled, so nothing is remembered.
        _ = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.appendingPathComponent("results").path))
        try Self.settle(folder)
        let clean = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertTrue(clean.stdout.contains("texts checked exactly 2/2"), clean.stdout)
        // The entry, altered: a check that shows the alteration read it.
        let results = cache.appendingPathComponent("results")
        let entryFile = results.appendingPathComponent(try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: results.path).first))
        var entry = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: entryFile)) as? [String: Any])
        var files = try XCTUnwrap(entry["files"] as? [[String: Any]])
        files[0]["texts"] = 600
        entry["files"] = files
        try JSONSerialization.data(withJSONObject: entry).write(to: entryFile)
        let remembered = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertTrue(remembered.stdout.contains("texts checked exactly 600/600"), remembered.stdout)
        XCTAssertFalse(try SlotFitBinary.run(["check", "--no-cache"], in: folder, environment: environment).stdout.contains("600"))
        // A changed source: the entry is set aside, the matrix rendered again.
        try widget.replacingOccurrences(of: "\"Packed\"", with: "\"Packed and sealed\"").write(to: folder.appendingPathComponent("Box.swift"), atomically: true, encoding: .utf8)
        try Self.settle(folder)
        let changed = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertTrue(changed.stdout.contains("texts checked exactly 2/2"), changed.stdout)
        XCTAssertTrue(changed.stdout.contains("changed boxattributes/en.txt"), changed.stdout)
    }
}
