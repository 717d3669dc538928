/// A ride-hailing Live Activity's widget extension, written for these tests
/// in the style public apps use (attributes with a nested ContentState, an
/// enum status, optionals, a Dynamic Island with every region and modifiers
/// on the configuration).
enum RideSource {
    static let attributes = """
    import ActivityKit
    import Foundation

    struct RideAttributes: ActivityAttributes {
        public struct ContentState: Codable, Hashable {
            var status: RideStatus
            var driverName: String?
            var etaSeconds: Int
            var progress: Double
            var plate: Optional<String>
            var isLate: Bool { etaSeconds > 900 }
        }

        var pickupName: String
        var orderID: String
        static let preview = RideAttributes(pickupName: "Central Station", orderID: "R-88")
    }

    enum RideStatus: String, Codable, Hashable {
        case searching, driverAssigned, arriving
        case onTrip
    }
    """

    static let widget = """
    import SwiftUI
    import WidgetKit
    import ActivityKit

    struct RideLockScreenView: View {
        let context: ActivityViewContext<RideAttributes>

        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(context.attributes.pickupName)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    if context.state.status == .arriving {
                        Text("Arriving")
                            .font(.subheadline)
                            .foregroundStyle(.green)
                    } else {
                        Text("ETA \\(context.state.etaSeconds) s")
                            .font(.subheadline)
                            .monospacedDigit()
                    }
                }
                ProgressView(value: context.state.progress)
                Text(verbatim: context.attributes.orderID)
                    .font(.caption)
                RideMap()
            }
            .padding(16)
        }
    }

    struct RideLiveActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: RideAttributes.self) { context in
                RideLockScreenView(context: context)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Image(systemName: "car.fill") }
                    DynamicIslandExpandedRegion(.trailing) { Text("\\(context.state.etaSeconds / 60) min") }
                    DynamicIslandExpandedRegion(.bottom) { Text(context.attributes.pickupName) }
                } compactLeading: {
                    Image(systemName: "car.fill")
                } compactTrailing: {
                    Text("\\(context.state.etaSeconds / 60)m")
                } minimal: {
                    Image(systemName: "car.fill")
                }
                .keylineTint(.yellow)
                .widgetURL(URL(string: "ride://current"))
            }
            .supplementalActivityFamilies([.small])
            .contentMarginsDisabled()
        }
    }
    """
}

extension RideSource {
    /// Preview states as teams write them: static members of an extension
    /// on ContentState, and a #Preview with contentStates.
    static let previews = """
    import SwiftUI
    import WidgetKit

    extension RideAttributes.ContentState {
        static let searching = RideAttributes.ContentState(status: .searching, driverName: nil, etaSeconds: 600, progress: 0, plate: nil)
        static var arriving: RideAttributes.ContentState {
            .init(status: .arriving, driverName: "Maximiliano Alessandro", etaSeconds: 150, progress: 0.85, plate: "B-RX 2041")
        }
    }

    #Preview("Lock Screen", as: .content, using: RideAttributes.preview) {
        RideLiveActivity()
    } contentStates: {
        RideAttributes.ContentState.searching
        RideAttributes.ContentState.arriving
        RideAttributes.ContentState(status: .onTrip, driverName: "Ana", etaSeconds: -30, progress: 1.0, plate: nil)
    }
    """
}
