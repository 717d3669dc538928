import ActivityKit
import SwiftUI
import WidgetKit

enum GlucoseStyle {
    static let reading: CGFloat = 34
    static let compactReading: CGFloat = 15
}

struct GlucoseLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GlucoseAttributes.self) { context in
            HStack(alignment: .firstTextBaseline) {
                ReadingView(state: context.state, size: GlucoseStyle.reading)
                VStack(alignment: .leading, spacing: 2) {
                    DeltaText(delta: context.state.delta)
                    Text(context.state.readAt, style: .relative)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                if context.state.isLow {
                    Label("Low", systemImage: "exclamationmark.triangle.fill")
                        .font(.headline)
                        .foregroundStyle(.red)
                }
            }
            .padding(.horizontal, 18)
            .padding(.vertical, 12)
            .opacity(context.isStale ? 0.5 : 1)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ReadingView(state: context.state, size: GlucoseStyle.reading)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    DeltaText(delta: context.state.delta)
                        .font(.title3)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Sensor: \(context.attributes.sensorName)")
                        .font(.caption)
                }
            } compactLeading: {
                ReadingView(state: context.state, size: GlucoseStyle.compactReading)
            } compactTrailing: {
                Text(context.state.arrow)
            } minimal: {
                Text("\(context.state.value)")
                    .font(.caption2.bold())
                    .minimumScaleFactor(0.6)
            }
        }
    }
}

/// The reading in the unit the user chose, with its trend arrow.
struct ReadingView: View {
    let state: GlucoseAttributes.ContentState
    let size: CGFloat

    var body: some View {
        HStack(spacing: 2) {
            if state.showsMmol {
                Text(Double(state.value) / 18.0, format: .number.precision(.fractionLength(1)))
            } else {
                Text(verbatim: "\(state.value)")
            }
            Text(state.arrow)
        }
        .font(.system(size: size, weight: .bold, design: .rounded))
        .monospacedDigit()
    }
}

struct DeltaText: View {
    let delta: Int

    var body: some View {
        Text(verbatim: delta >= 0 ? "+\(delta)" : "\(delta)")
            .font(.subheadline.weight(.medium))
    }
}
