import Foundation

/// A scratch repository laid out as many apps lay out a Live Activity: the
/// attributes, their `ContentState`, sample states and a `#Preview` in
/// `Shared/` (compiled into the app and the extension), the
/// `ActivityConfiguration` in `WidgetExtension/`, the app's strings in
/// `ChargeApp/*.lproj`, an intent definition with its generated table in
/// the extension, and a `LiveActivity` catalog the views name with
/// `table:`. Written for these tests (an EV charging session).
struct ChargingRepository: ScratchRepository {
    let root: URL

    static let attributes = """
    import ActivityKit
    import Foundation

    enum ChargeStatus: String, Codable, Hashable {
        case charging, balancing, complete
    }

    struct ChargingAttributes: ActivityAttributes {
        public struct ContentState: Codable, Hashable {
            var percent: Int
            var minutesLeft: Int
            var status: ChargeStatus
        }

        var stationName: String
    }

    """

    static let samples = """
    import ActivityKit
    import SwiftUI
    import WidgetKit

    extension ChargingAttributes {
        static var preview: ChargingAttributes {
            ChargingAttributes(stationName: "Harbor Garage, Level 2")
        }
    }

    extension ChargingAttributes.ContentState {
        static let filling = ChargingAttributes.ContentState(percent: 42, minutesLeft: 35, status: .charging)
        static let topOff = ChargingAttributes.ContentState(percent: 96, minutesLeft: 4, status: .balancing)
    }

    #Preview("Notification", as: .content, using: ChargingAttributes.preview) {
        ChargingLiveActivity()
    } contentStates: {
        ChargingAttributes.ContentState.filling
        ChargingAttributes.ContentState.topOff
    }

    """

    static let widget = """
    import ActivityKit
    import SwiftUI
    import WidgetKit

    struct ChargingLiveActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: ChargingAttributes.self) { context in
                VStack(alignment: .leading, spacing: 6) {
                    Text(context.attributes.stationName)
                        .font(.headline)
                    Text(String(localized: "charge.level \\(context.state.percent)", table: "LiveActivity"))
                    Text("Ready in \\(context.state.minutesLeft) min")
                        .font(.subheadline)
                }
                .padding(16)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) {
                        Image(systemName: "bolt.car")
                    }
                    DynamicIslandExpandedRegion(.bottom) {
                        Text("Ready in \\(context.state.minutesLeft) min")
                    }
                } compactLeading: {
                    Image(systemName: "bolt.fill")
                } compactTrailing: {
                    Text("\\(context.state.percent)%")
                        .monospacedDigit()
                } minimal: {
                    Image(systemName: "bolt.fill")
                }
            }
        }
    }

    """

    /// A `.strings` file's text.
    static func strings(_ pairs: [(String, String)]) -> String {
        pairs.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined()
    }

    /// An `.xcstrings` catalog with English and German values of `entries`.
    static func catalog(_ entries: [(key: String, en: String, de: String)]) -> String {
        let strings = entries.map { entry in
            """
            "\(entry.key)" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "\(entry.de)" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "\(entry.en)" } }
            } }
            """
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + strings.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    /// Writes the sources; with `tables`, the app's and the extension's string tables too.
    init(tables: Bool = false) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-charging-\(UUID().uuidString)")
        try write(Self.attributes, to: "Shared/ChargingAttributes.swift")
        try write(Self.samples, to: "Shared/ChargingAttributes+Samples.swift")
        try write(Self.widget, to: "WidgetExtension/ChargingLiveActivity.swift")
        try write("import WidgetKit\nimport SwiftUI\n\n@main\nstruct ChargingWidgets: WidgetBundle {\n    var body: some Widget { ChargingLiveActivity() }\n}\n",
                  to: "WidgetExtension/ChargingWidgets.swift")
        // The app, which starts the activity: it names the type, adds nothing to it.
        try write("import ActivityKit\n\nfunc startCharging() throws {\n    let attributes = ChargingAttributes(stationName: \"Home\")\n    _ = attributes\n}\n",
                  to: "ChargeApp/ChargingController.swift")
        // Build products and dependencies are never searched.
        try write("struct ChargingAttributes {}\n", to: ".build/checkouts/Old/ChargingAttributes.swift")
        try write("extension ChargingAttributes.ContentState { static let stale = ChargingAttributes.ContentState(percent: 1, minutesLeft: 1, status: .charging) }\n",
                  to: "Pods/Vendor/Stale.swift")
        guard tables else { return }
        try write(Self.strings([("Ready in %lld min", "Ready in %lld min")]), to: "ChargeApp/en.lproj/Localizable.strings")
        try write(Self.strings([("Ready in %lld min", "Fertig in %lld Min.")]), to: "ChargeApp/de.lproj/Localizable.strings")
        try write(Self.catalog([(key: "charge.level %lld", en: "Battery at %lld%%", de: "Akku bei %lld %%")]), to: "Shared/LiveActivity.xcstrings")
        // An intent definition and the table Xcode generates for it.
        try write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n", to: "WidgetExtension/ChargerIntents.intentdefinition")
        try write(Self.strings([("gpCwrM", "Charger"), ("Kq9tVb", "Select a charger")]), to: "WidgetExtension/en.lproj/ChargerIntents.strings")
        try write(Self.strings([("gpCwrM", "Ladesäule"), ("Kq9tVb", "Ladesäule wählen")]), to: "WidgetExtension/de.lproj/ChargerIntents.strings")
        // A storyboard's table in the app.
        try write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document/>\n", to: "ChargeApp/Base.lproj/LaunchScreen.storyboard")
        try write(Self.strings([("Ab1-cd-Ef2.text", "Laden")]), to: "ChargeApp/de.lproj/LaunchScreen.strings")
    }

}
