import ActivityKit
import Foundation

struct TransferAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var bytesDone: Double
        var bytesTotal: Double
        var filesLeft: Int
        var isWaitingForWiFi: Bool
    }

    var albumTitle: String
}
