import ActivityKit
import Foundation

struct GlucoseAttributes: ActivityAttributes {
    enum Trend: String, Codable, Hashable {
        case risingFast, rising, steady, falling, fallingFast
    }

    struct ContentState: Codable, Hashable {
        /// mg/dL, as the sensor reports it.
        var value: Int
        var delta: Int
        var trend: Trend
        var readAt: Date
        var showsMmol: Bool
    }

    var sensorName: String
}

extension GlucoseAttributes.ContentState {
    static let inRange = Self(value: 112, delta: 2, trend: .steady, readAt: .now.addingTimeInterval(-120), showsMmol: false)
    static let risingMmol = Self(value: 214, delta: 14, trend: .risingFast, readAt: .now.addingTimeInterval(-60), showsMmol: true)
    static let low = Self(value: 63, delta: -9, trend: .fallingFast, readAt: Date(timeIntervalSinceNow: -300), showsMmol: false)
}

extension GlucoseAttributes.ContentState {
    var arrow: String {
        switch trend {
        case .risingFast: return "⇈"
        case .rising: return "↗"
        case .steady: return "→"
        case .falling: return "↘"
        case .fallingFast: return "⇊"
        }
    }

    var isLow: Bool { value < 70 }
}
