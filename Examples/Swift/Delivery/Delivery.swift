// The food delivery sample (Examples/Delivery.yml) as a team writes it in
// its widget extension: SlotFit reads this file (`sources:` in slotfit.yml,
// or `slotfit import`) and renders the same snapshots as the manifest.
import ActivityKit
import SwiftUI
import WidgetKit

struct Delivery: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        /// The courier's name as the service sends it: shown as it is.
        var courier: String
        /// Seconds until the arrival.
        var etaSeconds: Int
        var distanceMeters: Double
        /// 0–1.
        var progress: Double
    }

    var orderNumber: String
}

extension Delivery {
    static let preview = Delivery(orderNumber: "A-1042")
}

extension Delivery.ContentState {
    static let onTheWay = Delivery.ContentState(courier: "Ana María", etaSeconds: 720, distanceMeters: 2400, progress: 0.65)
    static let nearby = Delivery.ContentState(courier: "Maximiliano Alessandro", etaSeconds: 150, distanceMeters: 350, progress: 0.95)

    /// The arrival as a date, for RelativeDateTimeFormatter.
    var arrival: Date { Date.now.addingTimeInterval(TimeInterval(etaSeconds)) }
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: Delivery.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(context.state.courier)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    ArrivalText(state: context.state)
                        .font(.subheadline)
                        .lineLimit(1)
                        .minimumScaleFactor(0.8)
                }
                ProgressView(value: context.state.progress)
                HStack {
                    Text("\(Measurement(value: context.state.distanceMeters, unit: UnitLength.meters).formatted(.measurement(width: .abbreviated, usage: .road))) away")
                        .font(.footnote)
                        .lineLimit(1)
                    Spacer()
                    Text("\(context.state.progress, format: .percent) done")
                        .font(.footnote)
                        .monospacedDigit()
                        .lineLimit(1)
                }
            }
            .padding(16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.state.courier)
                        .font(.subheadline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.progress, format: .percent)")
                        .font(.subheadline)
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 4) {
                        ArrivalText(state: context.state)
                            .font(.footnote)
                            .lineLimit(1)
                        Text("Order \(context.attributes.orderNumber)")
                            .font(.caption)
                    }
                }
            } compactLeading: {
                Image(systemName: "bag.fill")
                    .font(.system(size: 18))
            } compactTrailing: {
                // Minutes left: a relative time ("dentro de 12 min") is
                // truncated in the compact slot in Spanish even at 60 %.
                Text("\(Duration.seconds(context.state.etaSeconds).formatted(.units(allowed: [.minutes], width: .abbreviated)))")
                    .font(.caption)
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
            } minimal: {
                Image(systemName: "bag.fill")
                    .font(.system(size: 18))
            }
        }
    }
}

/// "Arriving in 12 minutes", in the locale's words and digits.
struct ArrivalText: View {
    let state: Delivery.ContentState

    var body: some View {
        Text("Arriving \(state.arrival.formatted(.relative(presentation: .numeric)))")
    }
}

#Preview("Delivery", as: .content, using: Delivery.preview) {
    DeliveryLiveActivity()
} contentStates: {
    Delivery.ContentState.onTheWay
    Delivery.ContentState.nearby
}
