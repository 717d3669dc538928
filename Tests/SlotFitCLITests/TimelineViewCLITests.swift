import Foundation
import XCTest

/// `TimelineView`: the content its closure builds, laid out at the sample
/// clock (the closure's `timeline.date` is `$now`, 09:41 UTC), each text
/// checked; it was a 44 × 20 pt box that hid them.
final class TimelineViewCLITests: XCTestCase {
    static let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct BusAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var line: String
                var departure: Date
            }
        }

        extension BusAttributes.ContentState {
            static let soon = BusAttributes.ContentState(line: "M41", departure: Date().addingTimeInterval(300))
        }

        struct BusLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: BusAttributes.self) { context in
                    TimelineView(.periodic(from: .now, by: 60)) { timeline in
                        VStack {
                            Text("Line \\(context.state.line)")
                            Text(timeline.date, style: .time)
                        }
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(context.state.line) }
                    } compactLeading: { Text(context.state.line) } compactTrailing: {
                        TimelineView(.everyMinute) { _ in
                            Text(context.state.departure, style: .relative)
                        }
                    } minimal: { Text(context.state.line) }
                }
            }
        }
        """

    func testTheContentIsLaidOutAtTheSampleClock() throws {
        let folder = try SlotFitBinary.project("timeline", files: ["Bus.swift": Self.source],
                                               configuration: "sources: [.]\nlocales: [en-US]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try SlotFitBinary.run(["import", "."], in: folder)
        XCTAssertTrue(imported.stdout.contains("0 approximated (100 % understood), texts exact 6/6"), imported.stdout)
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder).status, 0)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/busattributes/en-US.txt"), encoding: .utf8)
        XCTAssertTrue(golden.contains("visual \"Line M41\""), golden)
        // CLDR's en short time for 09:41 (h:mm a; a narrow no-break space
        // before AM since CLDR 42).
        XCTAssertTrue(golden.contains("visual \"9:41\u{202F}AM\""), golden)
        // "5 minutes" (Text.DateStyle.relative) does not fit the compact slot: a real cut.
        let check = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertEqual(check.status, 1, check.stdout)
        XCTAssertTrue(check.stdout.contains("error compact-truncation · BusAttributes · compactTrailing \"departure - $now\""), check.stdout)
    }
}
