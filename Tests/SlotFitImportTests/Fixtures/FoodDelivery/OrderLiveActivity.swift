import ActivityKit
import SwiftUI
import WidgetKit

private enum Palette {
    static let accent = Color.orange
}

private enum Spacing {
    static let row: CGFloat = 6
    static let card: CGFloat = 14
}

extension OrderAttributes.ContentState {
    /// The headline for each stage.
    var headline: LocalizedStringKey {
        switch stage {
        case .confirmed: return "Order confirmed"
        case .preparing: return "The kitchen is preparing your order"
        case .pickedUp, .nearby: return "On its way"
        case .delivered: return "Delivered. Enjoy!"
        }
    }

    var stepIndex: Int {
        switch stage {
        case .confirmed: return 0
        case .preparing: return 1
        case .pickedUp, .nearby: return 2
        case .delivered: return 3
        }
    }
}

struct OrderLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderAttributes.self) { context in
            VStack(alignment: .leading, spacing: Spacing.row) {
                HStack {
                    Text(context.attributes.restaurant)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    Text("Order #\(context.attributes.orderNumber)", tableName: "Common")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Text(context.state.headline)
                    .font(.title3.weight(.semibold))
                    .lineLimit(2)
                StepBar(step: context.state.stepIndex)
                if context.state.stage != .delivered {
                    HStack(spacing: 4) {
                        Text("\(context.state.courierName ?? "Your courier") arrives")
                        Text(context.state.arrivesAt, style: .relative)
                    }
                    .font(.footnote)
                    .lineLimit(1)
                }
            }
            .padding(Spacing.card)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "bag.fill")
                        .foregroundStyle(Palette.accent)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.arrivesAt, style: .time)
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.headline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    StepBar(step: context.state.stepIndex)
                }
            } compactLeading: {
                Image(systemName: "bag.fill")
            } compactTrailing: {
                Text(context.state.arrivesAt, style: .timer)
                    .monospacedDigit()
                    .frame(width: 42)
            } minimal: {
                Image(systemName: "bag.fill")
            }
        }
    }
}

/// Four steps, the ones done filled.
struct StepBar: View {
    var step: Int
    var count = 4

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<4) { index in
                Capsule()
                    .fill(index <= step ? Palette.accent : Color.gray)
                    .frame(height: 4)
            }
        }
    }
}

#Preview("Order", as: .content, using: OrderAttributes(restaurant: "Trattoria Sole", orderNumber: "4812")) {
    OrderLiveActivity()
} contentStates: {
    OrderAttributes.ContentState.preparing
    OrderAttributes.ContentState.onTheWay
    OrderAttributes.ContentState.delivered
}
