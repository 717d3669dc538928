import Foundation
import SlotFit
import SlotFitTesting
import SnapshotTesting
import Testing

/// SlotFitTesting in a Swift Testing suite: failures land on the test's own
/// line, and a render error is never recorded as a reference.
@Suite struct SlotFitSwiftTestingTests {
    static let activity = ActivityConfiguration("Cab", states: [.init(name: "arriving", fields: ["minutes": 4])]) {
        HStack {
            Text("Arriving in %lld min", arguments: ["minutes"]).font(.headline).lineLimit(1)
            Spacer()
        }.padding(16)
    } dynamicIsland: {
        DynamicIsland {
            DynamicIslandExpandedRegion(.center) { Text("Arriving in %lld min", arguments: ["minutes"]) }
        } compactLeading: {
            Image(systemName: "car.fill", width: 20, height: 20)
        } compactTrailing: {
            Text("%lld min", arguments: ["minutes"]).font(.caption2).lineLimit(1)
        } minimal: {
            Image(systemName: "car.fill", width: 20, height: 20)
        }
    }.activity

    @Test func aSnapshotMatchesItsCommittedReference() {
        assertSlotFitSnapshot(of: Self.activity, locale: "en", device: .iPhone430)
    }

    @Test func aRenderErrorFailsAtTheCallerAndRecordsNothing() throws {
        let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/SwiftTestingTests")
        let before = (try? FileManager.default.contentsOfDirectory(atPath: references.path)) ?? []
        let expectedLine = #line + 2
        withKnownIssue {
            assertSlotFitSnapshot(of: Self.activity, states: ["departed"])
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine && "\(issue)".contains("unknown state \"departed\"")
        }
        let after = (try? FileManager.default.contentsOfDirectory(atPath: references.path)) ?? []
        #expect(after == before, "no reference written for an error")
    }

    @Test func layoutErrorsFailAtTheCallersLine() {
        // The whole sentence in the 52.33 pt compact slot: truncated.
        let crowded = ActivityConfiguration("Cab", states: [.init(name: "arriving", fields: ["minutes": 4])]) {
            Text("%lld min", arguments: ["minutes"])
        } dynamicIsland: {
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("%lld min", arguments: ["minutes"]) }
            } compactLeading: {
                Image(systemName: "car.fill", width: 20, height: 20)
            } compactTrailing: {
                Text("Arriving in %lld min", arguments: ["minutes"]).lineLimit(1)
            } minimal: {
                Image(systemName: "car.fill", width: 20, height: 20)
            }
        }.activity
        let expectedLine = #line + 2
        withKnownIssue {
            assertNoLayoutErrors(crowded, locales: ["en"], devices: [.iPhone393])
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine && "\(issue)".contains("compact-truncation compactTrailing")
        }
        // Where it fits, no issue at all.
        assertNoLayoutErrors(Self.activity, locales: ["en", "ar"], devices: [.iPhone393, .iPhone430])
    }
}
