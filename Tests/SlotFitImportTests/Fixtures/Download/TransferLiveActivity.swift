import ActivityKit
import SwiftUI
import WidgetKit

struct TransferLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TransferAttributes.self) { context in
            TransferLockScreen(state: context.state, title: context.attributes.albumTitle)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "arrow.down.circle.fill")
                        .imageScale(.large)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    percentText(context.state)
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(value: context.state.bytesDone, total: context.state.bytesTotal)
                }
            } compactLeading: {
                Image(systemName: "arrow.down.circle.fill")
            } compactTrailing: {
                percentText(context.state)
                    .font(.caption2.monospacedDigit())
            } minimal: {
                ProgressView(value: context.state.bytesDone, total: context.state.bytesTotal)
                    .progressViewStyle(.circular)
            }
            .keylineTint(.blue)
        }
        .supplementalActivityFamilies([.small])
    }

    func percentText(_ state: TransferAttributes.ContentState) -> some View {
        Text(state.bytesDone / max(state.bytesTotal, 1), format: .percent.precision(.fractionLength(0)))
    }
}

struct TransferLockScreen: View {
    let state: TransferAttributes.ContentState
    let title: String
    @Environment(\.activityFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header
            ProgressView(value: state.bytesDone, total: state.bytesTotal)
            #if os(iOS)
            detailRow
            #else
            Text("Syncing")
            #endif
        }
        .padding(family == .small ? 8 : 16)
    }

    @ViewBuilder
    private var header: some View {
        if family == .small {
            Text(title)
                .font(.caption.bold())
                .lineLimit(1)
        } else {
            HStack {
                Text(title)
                    .font(.headline)
                    .lineLimit(1)
                Spacer()
                if #available(iOS 17.0, *) {
                    Text(state.bytesDone.formatted(.byteCount(style: .file)))
                        .font(.subheadline.monospacedDigit())
                } else {
                    Text(verbatim: "…")
                }
            }
        }
    }

    @ViewBuilder
    private var detailRow: some View {
        if state.isWaitingForWiFi {
            Label("Waiting for Wi-Fi", systemImage: "wifi.exclamationmark")
                .font(.footnote)
        } else {
            Text("\(state.filesLeft) files left")
                .font(.footnote)
        }
    }
}

#Preview("Transfer", as: .content, using: TransferAttributes(albumTitle: "Summer in Lisbon")) {
    TransferLiveActivity()
} contentStates: {
    TransferAttributes.ContentState(bytesDone: 12_400_000, bytesTotal: 48_000_000, filesLeft: 37, isWaitingForWiFi: false)
    TransferAttributes.ContentState(bytesDone: 47_100_000, bytesTotal: 48_000_000, filesLeft: 1, isWaitingForWiFi: false)
    TransferAttributes.ContentState(bytesDone: 0, bytesTotal: 48_000_000, filesLeft: 120, isWaitingForWiFi: true)
}
