import Foundation
import SlotFitText

extension HTMLReporter {
    /// A text closest to its budget, once however many places show it: the
    /// activity, presentation and view (its key or text), its tightest
    /// place and headroom, and how many of its places come within
    /// `HeadroomRow.margin` of that.
    struct HeadroomRow {
        var activity: String
        /// The golden folder, for the activity filter.
        var activityFolder: String
        var presentation: String
        /// The view as goldens name it (`text "Key"`).
        var label: String
        /// The least room left, and where: locale, device, state, size.
        var headroom: Double
        var locale: String
        var device: String
        var state: String
        var size: DynamicTypeSize
        /// How many places (locale, device, state, size) show the text with
        /// a headroom, and how many of them are within `margin` of the least.
        var places: Int
        var close: Int

        /// How near another place's headroom is to the least to count as as tight.
        static let margin = 1.0

        /// One row per text (activity, presentation, view) of `files`, the
        /// tightest first (ties in the files' order), at most `limit`.
        static func rows(_ files: [GoldenMatrix.File], limit: Int = 30) -> [HeadroomRow] {
            struct Key: Hashable { var activity: String; var presentation: String; var label: String }
            var order: [Key] = []
            var values: [Key: [Double]] = [:]
            var tightest: [Key: HeadroomRow] = [:]
            for file in files {
                let (folder, locale) = GoldenMatrix.place(ofGolden: file.path)
                let golden = file.golden
                let activity = golden.activity.isEmpty ? folder : golden.activity
                for item in golden.cases {
                    for verdict in item.verdicts {
                        guard let value = verdict.headroom else { continue }
                        let key = Key(activity: activity, presentation: verdict.presentation.rawValue, label: verdict.label)
                        if values[key] == nil { order.append(key) }
                        values[key, default: []].append(value)
                        if let row = tightest[key], row.headroom <= value { continue }
                        tightest[key] = HeadroomRow(activity: activity, activityFolder: folder, presentation: verdict.presentation.rawValue, label: verdict.label,
                                                    headroom: value, locale: locale, device: item.device, state: item.state,
                                                    size: item.dynamicTypeSize, places: 0, close: 0)
                    }
                }
            }
            var rows: [HeadroomRow] = []
            for key in order {
                guard var row = tightest[key], let all = values[key] else { continue }
                row.places = all.count
                row.close = all.filter { $0 <= row.headroom + margin }.count
                rows.append(row)
            }
            // Stable: equal headrooms keep the files' order.
            let sorted = rows.enumerated().sorted { ($0.element.headroom, $0.offset) < ($1.element.headroom, $1.offset) }.map(\.element)
            return Array(sorted.prefix(limit))
        }

        /// The row as the page's table shows it, the tightest place linked
        /// to its picture when the page has it (`ids`).
        func html(ids: Set<String>) -> String {
            let place = "\(locale) · \(device) · \(state) · \(size.shortName)"
            let anchor = Anchor.id("snap", [activityFolder, locale, device, state, size.shortName])
            let shown = ids.contains(anchor) ? "<a href=\"#\(anchor)\">\(HTMLReporter.escape(place))</a>" : HTMLReporter.escape(place)
            return "<tr data-activity=\"\(HTMLReporter.escape(activityFolder))\"><td>\(String(format: "%.3f", headroom))</td><td>\(HTMLReporter.escape(activity))</td>"
                + "<td>\(HTMLReporter.escape(presentation))</td><td>\(HTMLReporter.escape(label))</td><td>\(shown)</td>"
                + "<td>\(close) of \(places)</td></tr>"
        }
    }
}
