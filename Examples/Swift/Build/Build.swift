// The CI build sample (Examples/Build.yml) as a team writes it in its
// widget extension: the elapsed time is a count-up timer from the start,
// paused at the finish; the minutes left come from the estimated end.
import ActivityKit
import SwiftUI
import WidgetKit

struct BuildAttributes: ActivityAttributes {
    enum Status: String, Codable, Hashable {
        case pending, inProgress, succeeded, failed
    }

    struct ContentState: Codable, Hashable {
        var status: Status
        var startedAt: Date
        var finishedAt: Date?
        var estimatedCompletionTime: Date
    }

    var buildId: String
}

extension BuildAttributes {
    static let preview = BuildAttributes(buildId: "4812")
}

extension BuildAttributes.ContentState {
    static let pending = Self(status: .pending, startedAt: .now, finishedAt: .now, estimatedCompletionTime: .now + 540)
    static let inProgress = Self(status: .inProgress, startedAt: .now - 185, finishedAt: nil, estimatedCompletionTime: .now + 355)
    static let succeeded = Self(status: .succeeded, startedAt: .now - 600, finishedAt: .now - 88, estimatedCompletionTime: .now)
    static let failed = Self(status: .failed, startedAt: .now - 400, finishedAt: .now - 97, estimatedCompletionTime: .now)

    /// Started minutes count as whole ones: "About 6 min left" for 355 s.
    var minutesLeft: Int { Int((estimatedCompletionTime.timeIntervalSinceNow / 60).rounded(.up)) }
}

struct BuildLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BuildAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                // Title and build id share the first row: five rows of
                // Urdu's Nastaliq were over the 160 pt cap.
                HStack(spacing: 8) {
                    Text("CI/CD Process")
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    Text("Build ID: \(context.attributes.buildId)")
                        .font(.subheadline)
                        .lineLimit(1)
                        .minimumScaleFactor(0.8)
                }
                HStack(spacing: 6) {
                    StatusIcon(status: context.state.status, size: 16)
                    switch context.state.status {
                    case .pending: Text("Status: Pending").font(.subheadline).lineLimit(1)
                    case .inProgress: Text("Status: In Progress").font(.subheadline).lineLimit(1)
                    case .succeeded: Text("Status: Succeeded").font(.subheadline).lineLimit(1)
                    case .failed: Text("Status: Failed").font(.subheadline).lineLimit(1)
                    }
                }
                if context.state.status == .inProgress {
                    HStack(spacing: 8) {
                        ElapsedTimer(state: context.state)
                            .font(.system(size: 20, weight: .semibold))
                        Text("About \(context.state.minutesLeft) min left")
                            .font(.footnote)
                            .lineLimit(1)
                    }
                }
                if context.state.status == .pending {
                    Text("Waiting for a runner")
                        .font(.footnote)
                        .lineLimit(1)
                }
                if context.state.status != .pending && context.state.status != .inProgress {
                    Text("Process finished.")
                        .font(.footnote)
                        .lineLimit(1)
                }
            }
            .padding(16)
            // Past xxLarge the Urdu Lock Screen runs past 160 pt.
            .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ZStack { StatusIcon(status: context.state.status, size: 24) }
                }
                DynamicIslandExpandedRegion(.center) {
                    VStack(spacing: 2) {
                        switch context.state.status {
                        case .pending: Text("Pending").font(.headline).lineLimit(1)
                        case .inProgress: Text("In Progress").font(.headline).lineLimit(1)
                        case .succeeded: Text("Succeeded").font(.headline).lineLimit(1)
                        case .failed: Text("Failed").font(.headline).lineLimit(1)
                        }
                        Text("Build ID: \(context.attributes.buildId)")
                            .font(.caption)
                            .lineLimit(1)
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ElapsedTimer(state: context.state)
                        .font(.system(size: 20, weight: .semibold))
                }
            } compactLeading: {
                ZStack { StatusIcon(status: context.state.status, size: 18) }
            } compactTrailing: {
                // Counting while the build runs, frozen after.
                ElapsedTimer(state: context.state)
                    .frame(maxWidth: 52)
            } minimal: {
                ZStack { StatusIcon(status: context.state.status, size: 18) }
            }
        }
    }
}

/// The status as an SF Symbol at a size.
struct StatusIcon: View {
    let status: BuildAttributes.Status
    let size: CGFloat

    var body: some View {
        switch status {
        case .pending: Image(systemName: "clock").font(.system(size: size))
        case .inProgress: Image(systemName: "arrow.triangle.2.circlepath").font(.system(size: size))
        case .succeeded: Image(systemName: "checkmark.circle.fill").font(.system(size: size))
        case .failed: Image(systemName: "xmark.octagon.fill").font(.system(size: size))
        }
    }
}

/// Elapsed since the start, standing still once the build is over; digits
/// in reading order under right-to-left layout.
struct ElapsedTimer: View {
    let state: BuildAttributes.ContentState

    var body: some View {
        Text(timerInterval: state.startedAt...Date.distantFuture, pauseTime: state.status == .inProgress ? nil : state.finishedAt, countsDown: false)
            .monospacedDigit()
            .environment(\.layoutDirection, .leftToRight)
    }
}

#Preview("Build", as: .content, using: BuildAttributes.preview) {
    BuildLiveActivity()
} contentStates: {
    BuildAttributes.ContentState.pending
    BuildAttributes.ContentState.inProgress
    BuildAttributes.ContentState.succeeded
    BuildAttributes.ContentState.failed
}
