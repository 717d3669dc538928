import ActivityKit
import Foundation

/// A tea-brewing countdown: started from the app, paused from the Lock Screen.
struct BrewTimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var startedAt: Date
        var endsAt: Date
        var isPaused: Bool
        var secondsLeftWhenPaused: Int
        var steep: Int
    }

    var teaName: String
}

extension BrewTimerAttributes {
    static let sencha = BrewTimerAttributes(teaName: "Sencha")
}

extension BrewTimerAttributes.ContentState {
    static let brewing = BrewTimerAttributes.ContentState(
        startedAt: .now, endsAt: Date().addingTimeInterval(3 * 60), isPaused: false, secondsLeftWhenPaused: 0, steep: 1)
    static let paused = BrewTimerAttributes.ContentState(
        startedAt: .now, endsAt: Date().addingTimeInterval(95), isPaused: true, secondsLeftWhenPaused: 95, steep: 2)
}
