import ActivityKit
import SwiftUI
import WidgetKit

enum RideUI {
    static let padding: CGFloat = 16
    static let plateWidth: CGFloat = 96
}

struct RideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    Text(L10n.Common.pickup)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text(context.attributes.pickup)
                        .font(.caption.weight(.semibold))
                        .lineLimit(1)
                }
                RideHeadline(state: context.state)
                    .font(.title3.bold())
                if let driver = context.state.driverName, let plate = context.state.plate {
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            Text(driver)
                            Spacer()
                            PlateView(plate: plate)
                        }
                        Text(driver)
                    }
                    .font(.subheadline)
                }
            }
            .padding(RideUI.padding)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "car.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.pickupAt, style: .time)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    RideHeadline(state: context.state)
                        .lineLimit(1)
                }
            } compactLeading: {
                Image(systemName: "car.fill")
            } compactTrailing: {
                Text("\(context.state.etaSeconds / 60) min")
                    .monospacedDigit()
            } minimal: {
                Text("\(context.state.etaSeconds / 60)")
            }
        }
    }
}

struct RideHeadline: View {
    let state: RideAttributes.ContentState

    var body: some View {
        switch state.phase {
        case .matching:
            Text(L10n.Ride.matching)
        case .enRoute, .riding:
            Text(L10n.Ride.arriving(max(state.etaSeconds / 60, 1)))
        case .arrived:
            Text(L10n.Ride.arrived)
        }
    }
}

struct PlateView: View {
    let plate: String

    var body: some View {
        Text(plate)
            .font(.system(.footnote, design: .monospaced))
            .padding(.horizontal, 6)
            .frame(width: RideUI.plateWidth)
            .background(RoundedRectangle(cornerRadius: 4).stroke(.secondary))
    }
}

#Preview("Ride", as: .content, using: RideAttributes.preview) {
    RideLiveActivity()
} contentStates: {
    RideAttributes.ContentState.matching
    RideAttributes.ContentState.enRoute
    RideAttributes.ContentState.arrived
}
