import Foundation
import XCTest

/// `Text(.currentDate, format: .timer(countingDownIn:))` and
/// `.stopwatch(startingAt:)` (SwiftUI's system formats) are timers; another
/// format of the current date is not checked. It was laid out as the word
/// "currentDate" and counted as checked.
final class SystemFormatTimerCLITests: XCTestCase {
    func testTheCurrentDateFormatsAreTimersOrNotChecked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-system-timer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct LessonAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var start: Date
                    var end: Date
                }
            }

            extension LessonAttributes.ContentState {
                // A getter that binds the clock first.
                static var running: LessonAttributes.ContentState {
                    let now = Date()
                    return LessonAttributes.ContentState(start: now.addingTimeInterval(-600), end: now.addingTimeInterval(1500))
                }
            }

            struct LessonLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: LessonAttributes.self) { context in
                        VStack {
                            Text(.currentDate, format: .timer(countingDownIn: context.state.start..<context.state.end, showsHours: false))
                            Text(.currentDate, format: .stopwatch(startingAt: context.state.start))
                            Text(.currentDate, format: .dateTime.hour())
                        }
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text("Lesson") }
                        } compactLeading: { Text("L") } compactTrailing: { Text("L") } minimal: { Text("L") }
                    }
                }
            }
            """.write(to: folder.appendingPathComponent("Lesson.swift"), atomically: true, encoding: .utf8)
        try "sources: [.]\nlocales: [en-US]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n"
            .write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        let imported = try SlotFitBinary.run(["import", "."], in: folder)
        XCTAssertTrue(imported.stdout.contains("sample states: running"), imported.stdout)
        XCTAssertTrue(imported.stdout.contains("1 approximated"), imported.stdout)
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder).status, 0)
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/lessonattributes/en-US.txt"), encoding: .utf8)
        // 25 minutes left of a 35-minute lesson; 10 minutes since it began.
        XCTAssertTrue(golden.contains("timer \"end - $now\""), golden)
        XCTAssertTrue(golden.contains("visual \"25:00\""), golden)
        XCTAssertTrue(golden.contains("reserves \"35:00\""), golden)
        XCTAssertTrue(golden.contains("visual \"10:00\""), golden)
        XCTAssertFalse(golden.contains("currentDate\" at") && golden.contains("visual \"currentDate\""), golden)
        XCTAssertTrue(golden.contains("unverified (Text(.currentDate, format: .dateTime.hour())"), golden)
    }
}
