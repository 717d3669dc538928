// The focus timer sample (Examples/Focus.yml) as a team writes it: a
// countdown to the session's end Date; paused, the seconds that were left,
// frozen; a compact timer in a 52 pt frame allowed to shrink to 60 %.
import ActivityKit
import SwiftUI
import WidgetKit

struct FocusAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var endDate: Date
        var isPaused: Bool
        var pausedRemainingSeconds: Int?
    }

    /// What the user typed when starting the session: shown as entered.
    var task: String
}

extension FocusAttributes {
    static let preview = FocusAttributes(task: "Draft the quarterly report")
}

extension FocusAttributes.ContentState {
    static let running = Self(endDate: .now + 1287, isPaused: false, pausedRemainingSeconds: nil)
    static let paused = Self(endDate: .now + 754, isPaused: true, pausedRemainingSeconds: 754)
    /// The end date has passed: the count-down shows 0:00.
    static let timeUp = Self(endDate: .now, isPaused: false, pausedRemainingSeconds: nil)

    var isTimeUp: Bool { !isPaused && endDate.timeIntervalSinceNow <= 0 }
    /// Started minutes count as whole ones.
    var pausedMinutes: Int { Int((Double(pausedRemainingSeconds ?? 0) / 60).rounded(.up)) }
}

struct FocusLiveActivity: Widget {
    @Environment(\.activityFamily) var family

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FocusAttributes.self) { context in
            if family == .small {
                SmallFocusView(context: context)
            } else {
                FocusLockScreen(context: context)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    HStack(spacing: 6) {
                        Image(systemName: "scope").font(.system(size: 22))
                        Text("\(context.attributes.task)")
                            .font(.subheadline)
                            .lineLimit(1)
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    HStack {
                        SessionTimer(state: context.state)
                            .font(.system(size: 38, weight: .semibold))
                            .lineLimit(1)
                            .minimumScaleFactor(0.6)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        if context.state.isPaused {
                            Text("Paused").font(.subheadline)
                        }
                        if context.state.isTimeUp {
                            Text("Time's up").font(.subheadline)
                        }
                    }
                }
            } compactLeading: {
                // The brand mark.
                Image(systemName: "scope").font(.system(size: 22))
            } compactTrailing: {
                HStack {
                    SessionTimer(state: context.state)
                        .font(.system(size: 22, weight: .semibold))
                        .lineLimit(1)
                        .minimumScaleFactor(0.6)
                        .frame(minWidth: 52)
                }
            } minimal: {
                Image(systemName: "scope").font(.system(size: 20))
            }
        }
        .supplementalActivityFamilies([.small])
    }
}

/// Running, a countdown to the end; paused, what was left, standing still.
struct SessionTimer: View {
    let state: FocusAttributes.ContentState

    var body: some View {
        Group {
            if !state.isPaused {
                Text(state.endDate, style: .timer)
            }
            if state.isPaused {
                Text(timerInterval: Date.now...Date.now.addingTimeInterval(TimeInterval(state.pausedRemainingSeconds ?? 0)),
                     pauseTime: state.isPaused ? Date.now : nil, countsDown: true)
            }
        }
        .monospacedDigit()
        .environment(\.layoutDirection, .leftToRight)
    }
}

struct FocusLockScreen: View {
    let context: ActivityViewContext<FocusAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 10) {
                Image(systemName: "scope").font(.system(size: 24))
                VStack(alignment: .leading, spacing: 2) {
                    Text("Focus").font(.headline)
                    Text("\(context.attributes.task)")
                        .font(.subheadline)
                        .lineLimit(1)
                }
                // Spacer() keeps 8 pt even when the row is full: that cut the
                // task name on 6.1-inch phones.
                Spacer(minLength: 0)
                SessionTimer(state: context.state)
                    .font(.system(size: 34, weight: .semibold))
            }
            if context.state.isPaused {
                HStack(spacing: 6) {
                    Text("Paused").font(.footnote)
                    Text("\(context.state.pausedMinutes) min left")
                        .font(.footnote)
                        .lineLimit(1)
                }
            }
            if context.state.isTimeUp {
                Text("Time's up").font(.footnote)
            }
        }
        .padding(16)
        // Past xxLarge the Urdu Lock Screen runs past 160 pt.
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }
}

struct SmallFocusView: View {
    let context: ActivityViewContext<FocusAttributes>

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "scope").font(.system(size: 20))
            VStack(alignment: .leading, spacing: 0) {
                Text("Focus")
                    .font(.caption)
                    .lineLimit(1)
                SessionTimer(state: context.state)
                    .font(.system(size: 24, weight: .semibold))
            }
            Spacer()
        }
        .padding(8)
    }
}

#Preview("Focus", as: .content, using: FocusAttributes.preview) {
    FocusLiveActivity()
} contentStates: {
    FocusAttributes.ContentState.running
    FocusAttributes.ContentState.paused
    FocusAttributes.ContentState.timeUp
}
