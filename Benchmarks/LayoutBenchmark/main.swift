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
        VStack(alignment: "leading", spacing: 2) {
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

let renderer = try ActivityRenderer(engine: TextEngine(), activity: activity)
let device = try DeviceCatalog.profile("iphone-393")
let locale = CommandLine.arguments.dropFirst().first ?? "de"
_ = try renderer.render(state: "running", device: device, languageCode: locale)
let rounds = 2_000
var best = Double.infinity
for _ in 0..<3 {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<rounds { _ = try renderer.render(state: "running", device: device, languageCode: locale) }
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / Double(rounds) / 1000)
}
let presentations = try renderer.render(state: "running", device: device, languageCode: locale).presentations.count
print(String(format: "layout of one activity (%d presentations, %@, %@), warm: %.1f µs (best of 3 × %d)", presentations, locale, device.id, best, rounds))
