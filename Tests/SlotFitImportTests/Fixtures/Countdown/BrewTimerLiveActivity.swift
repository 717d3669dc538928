import ActivityKit
import SwiftUI
import WidgetKit

enum Metrics {
    static let ring: CGFloat = 44
    static let gap: CGFloat = 12
    enum Inset {
        static let card: CGFloat = 16
    }
}

struct BrewTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BrewTimerAttributes.self) { context in
            BrewCard(context: context)
                .activityBackgroundTint(.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.teaName, systemImage: "cup.and.saucer.fill")
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    CountdownText(state: context.state)
                        .font(.title2.monospacedDigit())
                        .frame(width: 72)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Steep \(context.state.steep) of 3")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Image(systemName: "cup.and.saucer.fill")
            } compactTrailing: {
                CountdownText(state: context.state)
                    .monospacedDigit()
                    .frame(width: 44)
            } minimal: {
                Image(systemName: context.state.isPaused ? "pause.fill" : "timer")
            }
        }
    }
}

/// The time left: a running timer, or the frozen value while paused.
struct CountdownText: View {
    let state: BrewTimerAttributes.ContentState

    var body: some View {
        if state.isPaused {
            Text(verbatim: "\(state.secondsLeftWhenPaused / 60):\(String(format: "%02d", state.secondsLeftWhenPaused % 60))")
        } else {
            Text(timerInterval: state.startedAt...state.endsAt, countsDown: true)
        }
    }
}

struct BrewCard: View {
    let context: ActivityViewContext<BrewTimerAttributes>

    var body: some View {
        HStack(spacing: Metrics.gap) {
            ProgressView(timerInterval: context.state.startedAt...context.state.endsAt, countsDown: true)
                .progressViewStyle(.circular)
                .frame(width: Metrics.ring, height: Metrics.ring)
            VStack(alignment: .leading, spacing: 2) {
                Text(context.attributes.teaName)
                    .font(.headline)
                Text(context.state.isPaused ? "Paused" : "Brewing")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            CountdownText(state: context.state)
                .font(.title.monospacedDigit())
                .lineLimit(1)
                .minimumScaleFactor(0.8)
        }
        .padding(Metrics.Inset.card)
    }
}

#Preview("Brewing", as: .content, using: BrewTimerAttributes.sencha) {
    BrewTimerLiveActivity()
} contentStates: {
    BrewTimerAttributes.ContentState.brewing
    BrewTimerAttributes.ContentState.paused
}
