import SlotFit
import SlotFitText
import XCTest

final class DSLTests: XCTestCase {
    /// The same activity written in Swift, as SwiftUI code reads.
    func meditation(catalog: String) -> Activity {
        ActivityConfiguration("Meditation timer", catalog: catalog,
                              attributes: ["timerDuration": 600, "languageCode": ""],
                              states: [
                                  .init(name: "running", fields: ["secondsLeft": 323, "currentCycle": 2, "totalCycles": 3, "isPaused": false, "isCompleted": false]),
                                  .init(name: "paused", fields: ["secondsLeft": 323, "currentCycle": 2, "totalCycles": 3, "isPaused": true, "isCompleted": false]),
                                  .init(name: "cycleEnd", fields: ["secondsLeft": 0, "currentCycle": 3, "totalCycles": 3, "isPaused": false, "isCompleted": false]),
                                  .init(name: "complete", fields: ["secondsLeft": 0, "currentCycle": 3, "totalCycles": 3, "isPaused": false, "isCompleted": true]),
                              ]) {
            VStack(alignment: .leading, spacing: 4) {
                When("!isCompleted") {
                    Text(timer: "secondsLeft", countsDown: true, pausedWhen: "isPaused", interval: "timerDuration")
                        .font(size: 34, weight: .semibold)
                        .monospacedDigit()
                        .environment(\.layoutDirection, .leftToRight)
                }
                When("isCompleted") {
                    Text("Session complete").font(.headline)
                }
                Text("Cycle %lld of %lld", arguments: ["currentCycle", "totalCycles"])
                    .font(.footnote)
                    .lineLimit(1)
            }
            .padding(14)
        } dynamicIsland: {
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "leaf.fill", width: 24, height: 24) }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timer: "secondsLeft", pausedWhen: "isPaused", interval: "timerDuration")
                        .font(size: 22)
                        .monospacedDigit()
                        .minimumScaleFactor(0.6)
                        .lineLimit(1)
                        .frame(minWidth: 56)
                }
            } compactLeading: {
                Image(systemName: "leaf.fill", width: 16, height: 16)
            } compactTrailing: {
                Text(timer: "secondsLeft", pausedWhen: "isPaused", interval: "timerDuration")
                    .monospacedDigit()
                    .environment(\.layoutDirection, .leftToRight)
                    .frame(maxWidth: 52.33)
            } minimal: {
                Image(systemName: "leaf.fill", width: 16, height: 16)
            }
        }.activity
    }

    func testDSLAndManifestAreOneModel() throws {
        let manifest = try ActivityManifest.load(contentsOf: ManifestTests.fixture("Meditation.yml"))
        let swift = meditation(catalog: manifest.catalog!)
        XCTAssertEqual(stripped(swift), stripped(manifest))
        // And they render the same snapshot.
        let engine = LayoutTests.engine
        let device = try DeviceCatalog.profile("iphone-393")
        for state in ["running", "paused", "complete"] {
            let a = try ActivityRenderer(engine: engine, activity: stripped(swift)).render(state: state, device: device, languageCode: "de").text
            let b = try ActivityRenderer(engine: engine, activity: stripped(manifest)).render(state: state, device: device, languageCode: "de").text
            XCTAssertEqual(a, b)
        }
    }

    func stripped(_ activity: Activity) -> Activity {
        func strip(_ view: ActivityView?) -> ActivityView? {
            guard var view else { return nil }
            view.location = .unknown
            view.keyPath = ""
            switch view.kind {
            case .hstack(let s, let a, let c): view.kind = .hstack(spacing: s, alignment: a, content: c.compactMap(strip))
            case .vstack(let s, let a, let c): view.kind = .vstack(spacing: s, alignment: a, content: c.compactMap(strip))
            case .zstack(let a, let c): view.kind = .zstack(alignment: a, content: c.compactMap(strip))
            default: break
            }
            return view
        }
        var copy = activity
        copy.lockScreen = strip(copy.lockScreen)
        copy.compactLeading = strip(copy.compactLeading)
        copy.compactTrailing = strip(copy.compactTrailing)
        copy.minimal = strip(copy.minimal)
        copy.expanded = copy.expanded.mapValues { strip($0)! }
        return copy
    }
}

extension DSLTests {
    func testSwiftActivitiesGetTheManifestChecks() {
        let activity = ActivityConfiguration("Broken", states: [.init(name: "s", fields: ["left": 3])]) {
            Text(timer: "lft")
        } dynamicIsland: {
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("x") }
            } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }.activity
        XCTAssertThrowsError(try ActivityRenderer(engine: LayoutTests.engine, activity: activity)) {
            XCTAssertTrue("\($0)".contains("timer field \"lft\" is not an attribute, and state s does not define it; did you mean \"left\"?"), "\($0)")
            XCTAssertTrue("\($0)".contains("DSLTests.swift:"), "the Swift file and line: \($0)")
        }
    }
}
