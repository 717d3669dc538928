// The meditation sample (Examples/Meditation.yml) as a team writes it: a
// countdown per breathing cycle to the cycle's end Date, frozen at the
// pause (`pauseTime`), the app's language in `languageCode`, the timer
// pinned left to right, and a smaller view for CarPlay and the Smart Stack.
import ActivityKit
import SwiftUI
import WidgetKit

struct MeditationAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var endTime: Date
        var currentCycle: Int
        var totalCycles: Int?
        var isPaused: Bool
        var isCompleted: Bool
    }

    /// Seconds in a cycle.
    var timerDuration: Int
    /// The app's own language; empty follows the system.
    var languageCode: String
}

extension MeditationAttributes {
    static let preview = MeditationAttributes(timerDuration: 600, languageCode: "")
}

extension MeditationAttributes.ContentState {
    static let running = Self(endTime: .now + 323, currentCycle: 2, totalCycles: 3, isPaused: false, isCompleted: false)
    static let paused = Self(endTime: .now + 323, currentCycle: 2, totalCycles: 3, isPaused: true, isCompleted: false)
    /// The cycle's end has passed, the session is not over: 0:00.
    static let cycleEnd = Self(endTime: .now, currentCycle: 3, totalCycles: 3, isPaused: false, isCompleted: false)
    static let complete = Self(endTime: .now, currentCycle: 3, totalCycles: 3, isPaused: false, isCompleted: true)
    /// An open-ended session: no total.
    static let openEnded = Self(endTime: .now + 540, currentCycle: 4, totalCycles: nil, isPaused: false, isCompleted: false)
}

struct MeditationLiveActivity: Widget {
    @Environment(\.activityFamily) var family

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MeditationAttributes.self) { context in
            if family == .small {
                SmallMeditationView(context: context)
            } else {
                MeditationLockScreen(context: context)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                // Center and bottom are deliberately empty.
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "leaf.fill").font(.system(size: 24))
                }
                DynamicIslandExpandedRegion(.trailing) {
                    HStack {
                        if !context.state.isCompleted {
                            CycleTimer(context: context)
                                .font(.system(size: 28, weight: .semibold))
                        }
                        if context.state.isCompleted {
                            Image(systemName: "checkmark.circle.fill").font(.system(size: 28))
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: "leaf.fill").font(.system(size: 16))
            } compactTrailing: {
                HStack {
                    if !context.state.isCompleted {
                        CycleTimer(context: context)
                    }
                    if context.state.isCompleted {
                        Image(systemName: "checkmark.circle.fill").font(.system(size: 16))
                    }
                }
            } minimal: {
                Image(systemName: "leaf.fill").font(.system(size: 16))
            }
        }
        .supplementalActivityFamilies([.small])
    }
}

/// The cycle's countdown, its digits in reading order in every language.
struct CycleTimer: View {
    let context: ActivityViewContext<MeditationAttributes>

    var body: some View {
        let end = context.state.endTime
        Text(timerInterval: end.addingTimeInterval(-TimeInterval(context.attributes.timerDuration))...end,
             pauseTime: context.state.isPaused ? Date.now : nil,
             countsDown: true)
            .monospacedDigit()
            .environment(\.layoutDirection, .leftToRight)
    }
}

struct MeditationLockScreen: View {
    let context: ActivityViewContext<MeditationAttributes>

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "leaf.fill").font(.system(size: 28))
            VStack(alignment: .leading, spacing: 2) {
                if !context.state.isPaused && !context.state.isCompleted {
                    Text("Meditation").font(.headline)
                }
                if context.state.isPaused {
                    Text("Paused").font(.headline)
                }
                if context.state.isCompleted {
                    Text("Session complete")
                        .font(.headline)
                        .lineLimit(1)
                        .minimumScaleFactor(0.8)
                }
                if let total = context.state.totalCycles {
                    Text("Cycle \(context.state.currentCycle) of \(total)")
                        .font(.subheadline)
                        .lineLimit(1)
                } else {
                    Text("Cycle \(context.state.currentCycle)")
                        .font(.subheadline)
                        .lineLimit(1)
                }
            }
            Spacer()
            if !context.state.isCompleted {
                CycleTimer(context: context)
                    .font(.system(size: 34, weight: .semibold))
            }
            if context.state.isCompleted {
                Image(systemName: "checkmark.circle.fill").font(.system(size: 28))
            }
        }
        .padding(16)
    }
}

struct SmallMeditationView: View {
    let context: ActivityViewContext<MeditationAttributes>

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "leaf.fill").font(.system(size: 20))
            VStack(alignment: .leading, spacing: 0) {
                if !context.state.isCompleted {
                    if let total = context.state.totalCycles {
                        Text("Cycle \(context.state.currentCycle) of \(total)")
                            .font(.caption)
                            .lineLimit(1)
                    } else {
                        Text("Cycle \(context.state.currentCycle)")
                            .font(.caption)
                            .lineLimit(1)
                    }
                    CycleTimer(context: context)
                        .font(.system(size: 22, weight: .semibold))
                } else {
                    Text("Session complete")
                        .font(.headline)
                        .lineLimit(2)
                        .minimumScaleFactor(0.8)
                }
            }
            Spacer()
        }
        .padding(8)
    }
}

#Preview("Meditation", as: .content, using: MeditationAttributes.preview) {
    MeditationLiveActivity()
} contentStates: {
    MeditationAttributes.ContentState.running
    MeditationAttributes.ContentState.paused
    MeditationAttributes.ContentState.cycleEnd
    MeditationAttributes.ContentState.complete
    MeditationAttributes.ContentState.openEnded
}
