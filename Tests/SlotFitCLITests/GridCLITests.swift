import Foundation
import XCTest

/// `Grid` and `GridRow` laid out as Apple documents them: each column as
/// wide as its widest cell, each row as tall as its tallest, cells lined
/// up by the grid's alignment, a non-GridRow row (a `Divider`) spanning
/// every column; right to left, the columns run from the right. The
/// expected positions are sums of the cells' own widths and the written
/// spacings (12 pt between columns, 4 pt between rows).
final class GridCLITests: XCTestCase {
    static let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct MatchAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var score: Int
                var streak: Int
            }
        }

        extension MatchAttributes.ContentState {
            static let playing = MatchAttributes.ContentState(score: 1200, streak: 7)
        }

        struct MatchLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: MatchAttributes.self) { context in
                    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
                        GridRow {
                            Text("Score")
                            Text("\\(context.state.score)")
                        }
                        GridRow {
                            Text("Best streak")
                            Text("\\(context.state.streak)")
                        }
                        Divider()
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("Match") }
                    } compactLeading: { Text("M") } compactTrailing: { Text("\\(context.state.score)") } minimal: { Text("M") }
                }
            }
        }
        """

    /// The x, y and width of each laid-out line of the Lock Screen, by label.
    static func boxes(_ golden: String) -> [(label: String, x: Double, y: Double, width: Double)] {
        guard let start = golden.range(of: "lockScreen: budget") else { return [] }
        let section = golden[start.upperBound...].prefix { _ in true }.split(separator: "\n\n").first ?? ""
        return section.split(separator: "\n").dropFirst().compactMap { line in
            guard let match = line.firstMatch(of: /(?:text|divider) (?:"([^"]*)" )?at (-?[0-9.]+),(-?[0-9.]+) size ([0-9.]+) ×/) else { return nil }
            return (String(match.1 ?? "divider"), Double(match.2)!, Double(match.3)!, Double(match.4)!)
        }
    }

    func testColumnsTakeTheirWidestCellAndRowsStack() throws {
        let folder = try SlotFitBinary.project("grid", files: ["Game.swift": Self.source],
                                               configuration: "sources: [.]\nlocales: [en, ar]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try SlotFitBinary.run(["import", "."], in: folder)
        XCTAssertTrue(imported.stdout.contains("0 approximated (100 % understood), texts exact 7/7"), imported.stdout)
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder).status, 0)
        let englishGolden = try String(contentsOf: folder.appendingPathComponent("golden/matchattributes/en.txt"), encoding: .utf8)
        XCTAssertFalse(englishGolden.contains("approximated"), "every column at its ideal width: exact")
        let english = Self.boxes(englishGolden)
        XCTAssertEqual(english.count, 5, "\(english)")
        guard english.count == 5 else { return }
        let (score, value, best, streak, divider) = (english[0], english[1], english[2], english[3], english[4])
        // Column 0 is as wide as "Best streak"; column 1 starts 12 pt after it.
        XCTAssertEqual(value.x, best.width + 12, accuracy: 0.001)
        XCTAssertEqual(streak.x, value.x, accuracy: 0.001, "one column")
        XCTAssertEqual(score.x, 0, accuracy: 0.001)
        XCTAssertEqual(best.x, 0, accuracy: 0.001, "leading")
        // Rows: 22 pt lines, 4 pt apart; the divider after both, across the grid.
        XCTAssertEqual(best.y, 26, accuracy: 0.001)
        XCTAssertEqual(divider.y, 52, accuracy: 0.001)
        XCTAssertEqual(divider.width, best.width + 12 + value.width, accuracy: 0.001)
        // Right to left: the first column at the right edge, leading = right.
        let arabic = Self.boxes(try String(contentsOf: folder.appendingPathComponent("golden/matchattributes/ar.txt"), encoding: .utf8))
        guard arabic.count == 5 else { return XCTFail("\(arabic)") }
        XCTAssertEqual(arabic[2].x + arabic[2].width, divider.width, accuracy: 0.001, "\"Best streak\" ends at the right edge")
        XCTAssertEqual(arabic[1].x, 0, accuracy: 0.001, "the widest value at the left edge")
        XCTAssertEqual(arabic[3].x + arabic[3].width, arabic[1].width, accuracy: 0.001, "\"7\" at its column's right (leading) edge")
        // The manifest import writes reads back to the same layout.
        let manifest = try SlotFitBinary.run(["import", ".", "--format", "yaml"], in: folder)
        // No table in the folder: none named (the folder above it, the
        // system's temporary folder, is not the project's).
        XCTAssertFalse(manifest.stdout.contains("catalog:"), manifest.stdout)
        try manifest.stdout.write(to: folder.appendingPathComponent("Match.yml"), atomically: true, encoding: .utf8)
        let laid = try SlotFitBinary.run(["layout", "Match.yml", "--state", "playing", "--locale", "en", "--device", "iphone-393"], in: folder)
        XCTAssertEqual(laid.status, 0, laid.stderr)
        XCTAssertEqual(Self.boxes(laid.stdout).map(\.x), english.map(\.x), laid.stdout)
    }

    /// Columns whose ideal widths exceed the offer: how SwiftUI's Grid shares
    /// the width then is assumed (an HStack's), so the grid is marked
    /// approximated and a finding resting on it is at most a warning.
    func testAGridNarrowerThanItsColumnsRestsOnAnAssumption() throws {
        let long = Self.source.replacingOccurrences(of: "Text(\"Best streak\")", with: "Text(\"The best streak of correct answers in a row this season\")")
            .replacingOccurrences(of: "Text(\"\\(context.state.streak)\")", with: "Text(\"\\(context.state.streak) answers in a row, a personal record\")")
        XCTAssertNotEqual(long, Self.source)
        let folder = try SlotFitBinary.project("grid-narrow", files: ["Game.swift": long],
                                               configuration: "sources: [.]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder).status, 0)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/matchattributes/en.txt"), encoding: .utf8)
        XCTAssertTrue(golden.contains("grid at 0.000,0.000 size") && golden.contains("approximated (a Grid narrower than its columns' ideal widths"), golden)
    }
}
