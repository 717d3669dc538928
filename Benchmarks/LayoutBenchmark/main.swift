// slotfit-layout-bench: one activity, every presentation, one locale and
// device, laid out again and again; prints µs per layout.
import Foundation
import SlotFit
import SlotFitText

let activity = ActivityConfiguration(
    "Focus timer", attributes: ["task": "Write the quarterly report", "duration": 1500],
    states: [.init(name: "running", fields: ["left": 1499, "isPaused": false, "pausedLeft": 0])]) {
    HStack(spacing: 12) {
        Image(systemName: "timer", width: 28, height: 28)
        VStack(alignment: .leading, spacing: 2) {
            Text("%@", arguments: ["task"]).font(.headline).lineLimit(1)
            Text(timer: "left", pausedWhen: "isPaused", interval: "duration").font(size: 28, weight: .semibold).monospacedDigit()
        }
        Spacer()
    }
    .padding(14)
} dynamicIsland: {
    DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
            Label("%@", systemImage: "timer", arguments: ["task"]).lineLimit(1)
        }
        DynamicIslandExpandedRegion(.trailing) {
            Text(timer: "left", interval: "duration").font(size: 38).monospacedDigit().minimumScaleFactor(0.6).lineLimit(1)
        }
        DynamicIslandExpandedRegion(.bottom) {
            When("isPaused") { Text("Paused") }
        }
    } compactLeading: {
        Image(systemName: "timer", width: 22, height: 22)
    } compactTrailing: {
        Text(timer: "left", interval: "duration").font(size: 22).monospacedDigit().lineLimit(1).minimumScaleFactor(0.6).frame(minWidth: 56)
    } minimal: {
        Image(systemName: "timer", width: 20, height: 20)
    }
}.activity

let engine = try TextEngine()
let renderer = try ActivityRenderer(engine: engine, activity: activity)
let device = try DeviceCatalog.profile("iphone-393")
let locale = CommandLine.arguments.dropFirst().first ?? "de"
_ = try renderer.render(state: "running", device: device, languageCode: locale)
let rounds = 2_000

/// Best of three rounds, in µs per render.
func best(_ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<rounds { try body() }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / Double(rounds) / 1000)
    }
    return best
}

// The same renderer again and again, as `slotfit check` renders every state
// and device of a locale: it remembers the text layouts it made.
let same = try best { _ = try renderer.render(state: "running", device: device, languageCode: locale) }
// A new renderer each time (its set-up included: the manifest checks and the
// payload sizes): only the engine's shape and itemization caches are warm,
// every text is laid out again.
let fresh = try best { _ = try ActivityRenderer(engine: engine, activity: activity).render(state: "running", device: device, languageCode: locale) }
let presentations = try renderer.render(state: "running", device: device, languageCode: locale).presentations.count
print(String(format: "layout of one activity (%d presentations, %@, %@), warm: %.1f µs with the renderer's text layouts remembered, %.1f µs with a new renderer each time (best of 3 × %d)",
             presentations, locale, device.id, same, fresh, rounds))

// The sample activities (Examples/*.yml, when run from the repository root,
// as `make bench` does): each in its first state, every presentation.
let examples = (try? FileManager.default.contentsOfDirectory(atPath: "Examples"))?.filter { $0.hasSuffix(".yml") && $0 != "timer-total.yml" }.sorted() ?? []
for name in examples {
    let sample = try ActivityManifest.load(contentsOf: "Examples/" + name, displayName: name)
    let sampleRenderer = try ActivityRenderer(engine: engine, activity: sample)
    let state = sample.states.first?.name ?? "default"
    _ = try sampleRenderer.render(state: state, device: device, languageCode: locale)
    let warm = try best { _ = try sampleRenderer.render(state: state, device: device, languageCode: locale) }
    let new = try best { _ = try ActivityRenderer(engine: engine, activity: sample).render(state: state, device: device, languageCode: locale) }
    let count = try sampleRenderer.render(state: state, device: device, languageCode: locale).presentations.count
    print(String(format: "  %@ (%@, %d presentations): %.1f µs warm, %.1f µs with a new renderer", name, state, count, warm, new))
}
