import ActivityKit
import Charts
import SwiftUI
import WidgetKit

struct MatchLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchAttributes.self) { context in
            MatchLockScreen(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    TeamColumn(name: context.attributes.homeTeam, score: context.state.homeScore)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    TeamColumn(name: context.attributes.awayTeam, score: context.state.awayScore)
                }
                DynamicIslandExpandedRegion(.center) {
                    periodLabel(context.state)
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if let event = context.state.lastEvent {
                        Text(event)
                            .font(.footnote)
                            .lineLimit(1)
                    }
                }
            } compactLeading: {
                Text("\(context.state.homeScore)")
                    .font(.headline.monospacedDigit())
            } compactTrailing: {
                Text("\(context.state.awayScore)")
                    .font(.headline.monospacedDigit())
            } minimal: {
                Text(verbatim: "\(context.state.homeScore)–\(context.state.awayScore)")
                    .font(.caption2.monospacedDigit())
            }
        }
    }

    @ViewBuilder
    func periodLabel(_ state: MatchAttributes.ContentState) -> some View {
        switch state.period {
        case .halfTime:
            Text("Half-time")
        case .fullTime:
            Text("Full-time")
        default:
            Text("\(state.minute)′")
                .monospacedDigit()
        }
    }
}

struct TeamColumn: View {
    let name: String
    let score: Int

    var body: some View {
        VStack(spacing: 2) {
            Text(name)
                .font(.caption)
                .lineLimit(1)
                .minimumScaleFactor(0.75)
            Text("\(score)")
                .font(.largeTitle.bold().monospacedDigit())
        }
    }
}

struct MatchLockScreen: View {
    let context: ActivityViewContext<MatchAttributes>

    private var isLive: Bool { context.state.period != .fullTime }

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Text(context.attributes.competition)
                    .font(.caption.weight(.semibold))
                Spacer()
                Text(isLive ? "LIVE" : "FINAL")
                    .font(.caption2.bold())
            }
            HStack(alignment: .center, spacing: 12) {
                TeamColumn(name: context.attributes.homeTeam, score: context.state.homeScore)
                    .frame(maxWidth: .infinity)
                Text(verbatim: "–")
                    .font(.title)
                TeamColumn(name: context.attributes.awayTeam, score: context.state.awayScore)
                    .frame(maxWidth: .infinity)
            }
            // Goals over time: drawn by Swift Charts at run time.
            Chart {
                BarMark(x: .value("Minute", context.state.minute), y: .value("Goals", context.state.homeScore))
            }
            .frame(height: 24)
        }
        .padding()
    }
}

#Preview("Match", as: .content, using: MatchPreviews.attributes) {
    MatchLiveActivity()
} contentStates: {
    MatchPreviews.kickOff
    MatchPreviews.comeback
    MatchPreviews.final
}
