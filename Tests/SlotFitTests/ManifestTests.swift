import Foundation
import SlotFit
import SlotFitText
import XCTest

final class ManifestTests: XCTestCase {
    static func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures")!.path
    }

    func testMeditationManifestReadsEveryViewAndModifier() throws {
        let activity = try ActivityManifest.load(contentsOf: Self.fixture("Meditation.yml"))
        XCTAssertEqual(activity.name, "Meditation timer")
        XCTAssertEqual(activity.attributes["timerDuration"], .number(600))
        XCTAssertEqual(activity.languageCode, "")
        XCTAssertEqual(activity.states.map(\.name), ["running", "paused", "cycleEnd", "complete"])
        XCTAssertEqual(activity.states[1].fields["isPaused"], .bool(true))
        XCTAssertTrue(activity.catalog?.hasSuffix("Fixtures/Meditation.xcstrings") ?? false)

        let lock = try XCTUnwrap(activity.lockScreen)
        XCTAssertEqual(lock.modifiers.padding, .init(top: 14, leading: 14, bottom: 14, trailing: 14))
        guard case .vstack(let spacing, let alignment, let content) = lock.kind else { return XCTFail("\(lock.kind)") }
        XCTAssertEqual(spacing, 4)
        XCTAssertEqual(alignment, .leading)
        XCTAssertEqual(content.count, 3)
        XCTAssertEqual(content[0].kind, .timer(TimerSpec(seconds: "secondsLeft", countsDown: true, pausedWhen: "isPaused", interval: "timerDuration")))
        XCTAssertEqual(content[0].modifiers.font, FontSpec(size: 34, weight: .semibold))
        XCTAssertTrue(content[0].modifiers.monospacedDigit)
        XCTAssertEqual(content[0].modifiers.layoutDirection, .leftToRight)
        XCTAssertEqual(content[0].condition, "!isCompleted")
        XCTAssertEqual(content[1].modifiers.font, FontSpec(style: .headline))
        XCTAssertEqual(content[2].kind, .text(key: "Cycle %lld of %lld", arguments: ["currentCycle", "totalCycles"]))
        XCTAssertEqual(content[2].modifiers.lineLimit, 1)
        XCTAssertTrue(content[2].location.description.hasSuffix("Meditation.yml:25:9"), content[2].location.description)

        XCTAssertEqual(activity.compactLeading?.kind, .image(symbol: "leaf.fill", width: 16, height: 16))
        XCTAssertEqual(activity.compactTrailing?.modifiers.frame.maxWidth, 52.33)
        let trailing = try XCTUnwrap(activity.expanded[.trailing])
        XCTAssertEqual(trailing.modifiers.minimumScaleFactor, 0.6)
        XCTAssertEqual(trailing.modifiers.frame.minWidth, 56)
        XCTAssertNil(activity.expanded[.bottom], "center and bottom deliberately empty")
    }

    func testJSONManifestsAreTheSameModel() throws {
        let json = #"{"activity": "Focus", "states": {"running": {"left": 60}}, "dynamicIsland": {"compactTrailing": {"timer": {"seconds": "left"}, "frame": {"minWidth": 56}, "lineLimit": 1, "minimumScaleFactor": 0.6, "font": {"size": 22}}}}"#
        let activity = try ActivityManifest.parse(json, source: "focus.json")
        XCTAssertEqual(activity.compactTrailing?.modifiers.frame.minWidth, 56)
        XCTAssertEqual(activity.compactTrailing?.kind, .timer(TimerSpec(seconds: "left")))
    }

    func assertError(_ yaml: String, contains expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try ActivityManifest.parse(yaml, source: "bad.yml", baseDirectory: (Self.fixture("Meditation.yml") as NSString).deletingLastPathComponent),
                             file: file, line: line) { error in
            for part in expected { XCTAssertTrue("\(error)".contains(part), "\(error) should contain \(part)", file: file, line: line) }
        }
    }

    func testBadManifestsNameFileLineAndKeyPath() {
        assertError("activity: A\nlockScreen:\n  textt: Hello\n", contains: ["bad.yml:3:3: lockScreen: unknown view or modifier \"textt\"; did you mean \"text\"?"])
        // An unknown modifier on a view is a warning at render (issue 11), not an error that forces an edit.
        // A modifier SlotFit does not model is kept by name (a warning when
        // laid out); a typo of one it reads is an error at its line.
        XCTAssertEqual(try ActivityManifest.parse("activity: A\nlockScreen:\n  text: Hello\n  matchedGeometryEffect: { id: 3 }\n", source: "bad.yml").lockScreen?.modifiers.unknown, ["matchedGeometryEffect"])
        assertError("activity: A\nlockScreen:\n  text: Hello\n  fram: { width: 3 }\n", contains: ["4:3: lockScreen: unknown modifier \"fram\"; did you mean \"frame\"?"])
        assertError("activity: A\nlockScreen:\n  text: Hello\n  frame: { width: -3 }\n", contains: ["bad.yml:4:19: lockScreen.frame.width: -3 is out of range; sizes are points between 0 and 10000"])
        assertError("activity: A\nlockScreen:\n  text: Hello\n  minimumScaleFactor: 1.5\n", contains: ["bad.yml:4:23: lockScreen.minimumScaleFactor: 1.5 is out of range; a scale factor is greater than 0 and at most 1"])
        assertError("activity: A\nstates:\n  running: { left: 3 }\n  paused: { lft: 3 }\nlockScreen:\n  timer: { seconds: left }\n",
                    contains: ["timer field \"left\": state paused does not define it but has \"lft\""])
        assertError("activity: A\nlockScreen:\n  text: Hi\n  image: { size: 3 }\n", contains: ["has both \"text\" and \"image\""])
        assertError("activity: A\nlockScreen: [1, 2\n", contains: ["bad.yml: not valid YAML or JSON: line"])
        assertError("activity: A\ndynamicIsland:\n  compact: { text: x }\n", contains: ["unknown presentation \"compact\"", "compactLeading"])
        let deep = "{\"activity\": \"A\", \"lockScreen\": " + String(repeating: "{\"hstack\": [", count: 40) + "{\"text\": \"x\"}"
            + String(repeating: "]}", count: 40) + "}"
        assertError(deep, contains: ["views nested deeper than 32 levels"])
    }

    /// A thousand `modifiers:` items each wrap the view in a layer the
    /// layout recurses through (it overflowed the stack): refused at the
    /// list, with the count and what to do. Views nested within the view
    /// limit, each with a few layers, add up the same way.
    func testModifierLayersNestWithinALimit() throws {
        let frames = String(repeating: "    - frame: { maxWidth: infinity }\n", count: 1_000)
        assertError("activity: A\nstates: { s: {} }\nlockScreen:\n  text: x\n  modifiers:\n" + frames,
                    contains: ["lockScreen.modifiers: 1000 modifiers in layers", "nest deeper than 160 levels", "merge repeated frames"])
        // 30 views, each with 5 layers: 30 + 150 levels.
        var nested = "{\"text\": \"x\"}"
        for _ in 0..<30 {
            nested = "{\"vstack\": [" + nested + "], \"modifiers\": [" + Array(repeating: "{\"padding\": 1}", count: 5).joined(separator: ", ") + "]}"
        }
        assertError("{\"activity\": \"A\", \"states\": {\"s\": {}}, \"lockScreen\": " + nested + "}", contains: ["nest deeper than 160 levels"])
        // A view of ordinary depth with a few layers reads.
        XCTAssertNoThrow(try ActivityManifest.parse("activity: A\nstates: { s: {} }\nlockScreen:\n  text: x\n  modifiers:\n" + String(frames.prefix(36 * 3)), source: "a.yml"))
    }


    /// The same oracle as the Swift import's (ImportedLayoutTests, measured
    /// on SwiftUI): `frame(width: 100, height: 50)` then `aspectRatio(1,
    /// contentMode: .fit)` in 200 × 200 stays 100 × 50 — the ratio proposes
    /// to the fixed frame, which ignores it. A manifest's `modifiers:` list
    /// (and its keys written in that order) applied the ratio inside the
    /// frame (50 × 50); before a frame, the ratio is the view's own.
    func testAnAspectRatioWrittenAfterAFrameProposesToIt() throws {
        func color(_ modifiers: String) throws -> (Double, Double) {
            let yaml = "activity: Pad\nstates: { s: {} }\nlockScreen:\n  zstack:\n    - color: red\n\(modifiers)  frame: { width: 200, height: 200 }\n"
            let activity = try ActivityManifest.parse(yaml, source: "pad.yml")
            let shot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
                .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
            let placed = try XCTUnwrap(shot.presentations.first?.root.flattened.first { $0.kind == .color })
            return (placed.width, placed.height)
        }
        let listed = try color("      modifiers:\n        - frame: { width: 100, height: 50 }\n        - aspectRatio: { ratio: 1, contentMode: fit }\n")
        XCTAssertEqual([listed.0, listed.1], [100, 50])
        let keyed = try color("      frame: { width: 100, height: 50 }\n      aspectRatio: { ratio: 1, contentMode: fit }\n")
        XCTAssertEqual([keyed.0, keyed.1], [100, 50])
        // Written before the frame, the ratio sizes the colour inside it.
        let before = try color("      modifiers:\n        - aspectRatio: { ratio: 1, contentMode: fit }\n        - frame: { width: 100, height: 50 }\n")
        XCTAssertEqual([before.0, before.1], [50, 50])
    }
}
