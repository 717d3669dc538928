import ActivityKit
import Foundation

struct RideAttributes: ActivityAttributes {
    enum Phase: String, Codable, Hashable {
        case matching, enRoute, arrived, riding
    }

    struct ContentState: Codable, Hashable {
        var phase: Phase
        var driverName: String?
        var plate: String?
        var etaSeconds: Int
        var pickupAt: Date
    }

    var pickup: String
}

extension RideAttributes {
    static let preview = RideAttributes(pickup: "Terminal 2, Door 4")
}

extension RideAttributes.ContentState {
    static let matching = RideAttributes.ContentState(phase: .matching, driverName: nil, plate: nil, etaSeconds: 420, pickupAt: .now + 420)
    static let enRoute = RideAttributes.ContentState(phase: .enRoute, driverName: "Oluwaseun", plate: "KA-RT 3318", etaSeconds: 185, pickupAt: .now + 185)
    static let arrived = RideAttributes.ContentState(phase: .arrived, driverName: "Oluwaseun", plate: "KA-RT 3318", etaSeconds: 0, pickupAt: .now)
}
