import ActivityKit
import Foundation

struct OrderAttributes: ActivityAttributes {
    enum Stage: String, Codable, Hashable {
        case confirmed, preparing, pickedUp, nearby, delivered
    }

    struct ContentState: Codable, Hashable {
        var stage: Stage
        var courierName: String?
        var arrivesAt: Date
        var stopsAway: Int
    }

    var restaurant: String
    var orderNumber: String
}

extension OrderAttributes.ContentState {
    /// Shown in the #Preview and in the app's debug menu.
    static let preparing = OrderAttributes.ContentState(stage: .preparing, courierName: nil, arrivesAt: .now + 25 * 60, stopsAway: 0)
    static let onTheWay = OrderAttributes.ContentState(stage: .pickedUp, courierName: "Konstantinos", arrivesAt: .now + 12 * 60, stopsAway: 2)
    static let delivered = OrderAttributes.ContentState(stage: .delivered, courierName: "Mia", arrivesAt: .now, stopsAway: 0)
}
