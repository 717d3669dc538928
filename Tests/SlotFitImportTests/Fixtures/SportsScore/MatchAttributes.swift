import ActivityKit
import Foundation

struct MatchAttributes: ActivityAttributes {
    enum Period: String, Codable, Hashable {
        case firstHalf, halfTime, secondHalf, extraTime, fullTime
    }

    struct ContentState: Codable, Hashable {
        var homeScore: Int
        var awayScore: Int
        var period: Period
        var minute: Int
        var lastEvent: String?
    }

    var homeTeam: String
    var awayTeam: String
    var competition: String
}

enum MatchPreviews {
    static let attributes = MatchAttributes(homeTeam: "Borussia Mönchengladbach", awayTeam: "Wolfsburg", competition: "Bundesliga")
    static let kickOff = MatchAttributes.ContentState(homeScore: 0, awayScore: 0, period: .firstHalf, minute: 3, lastEvent: nil)
    static let comeback = MatchAttributes.ContentState(homeScore: 2, awayScore: 1, period: .secondHalf, minute: 78, lastEvent: "Goal: Plea 77'")
    static let final = MatchAttributes.ContentState(homeScore: 3, awayScore: 1, period: .fullTime, minute: 90, lastEvent: nil)
}
