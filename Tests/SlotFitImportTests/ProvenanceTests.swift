import SlotFit
import SlotFitImport
import SlotFitStrings
import SlotFitText
import XCTest

/// Never report what SlotFit invented: keys are the ones Xcode extracts
/// from the syntax and the static types, whether or not a value is known
/// [Apple: `LocalizedStringKey.StringInterpolation` — each interpolated value
/// becomes its type's format specifier, `Int` `%lld`, `Double` `%lf`,
/// `String` and other objects `%@`; a literal `%` is written `%%`]; a text
/// showing a value SlotFit cannot compute is unverified, and no rule raises
/// an error on it.
final class ProvenanceTests: XCTestCase {
    /// A courier activity in the style of delivery apps: a fee through a
    /// currency formatter, a time window, a percentage, a zone label, and
    /// an arrival text from a `DateComponentsFormatter` SlotFit does not run.
    static let source = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct CourierAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var fee: Double
                var currencyCode: String
                var progressPercent: Int
                var pickup: Date
                var dropoff: Date
                var zone: Int
            }
            var orderNumber: String
        }

        extension CourierAttributes {
            static let preview = CourierAttributes(orderNumber: "A-1042")
        }

        extension CourierAttributes.ContentState {
            static let riding = CourierAttributes.ContentState(fee: 4.5, currencyCode: "EUR", progressPercent: 40,
                                                               pickup: .now, dropoff: .now + 900, zone: 3)

            func arrivalText() -> String {
                let formatter = DateComponentsFormatter()
                formatter.unitsStyle = .abbreviated
                return formatter.string(from: dropoff.timeIntervalSinceNow) ?? "--"
            }
        }

        struct CourierLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: CourierAttributes.self) { context in
                    VStack(alignment: .leading) {
                        Text("Fee so far: \\(context.state.fee.formatted(.currency(code: "EUR")))")
                        Text("\\(context.state.pickup, style: .time) – \\(context.state.dropoff, style: .time)")
                        Text("\\(context.state.progressPercent)%")
                        Label("Zone \\(context.state.zone)", systemImage: "map")
                        Text("Arrives \\(context.state.arrivalText())")
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.bottom) { Text("Order \\(context.attributes.orderNumber)") }
                    } compactLeading: {
                        Image(systemName: "bicycle")
                    } compactTrailing: {
                        Text(context.state.arrivalText()).frame(width: 12)
                    } minimal: {
                        Image(systemName: "bicycle")
                    }
                }
            }
        }
        """

    /// English (the development language) and German tables for the keys
    /// Xcode extracts from the source above.
    static let tables: [String: String] = [
        "en.lproj/Localizable.strings": """
            "Fee so far: %@" = "Fee so far: %@";
            "Zone %lld" = "Zone %lld";
            "Arrives %@" = "Arrives %@";
            "Order %@" = "Order %@";
            """,
        "de.lproj/Localizable.strings": """
            "Fee so far: %@" = "Bisherige Gebühr: %@";
            "Zone %lld" = "Zone %lld";
            "Arrives %@" = "Ankunft %@";
            "Order %@" = "Bestellung %@";
            """,
    ]

    func importCourier() throws -> Activity {
        let inventory = SourceInventory(source: Self.source, file: "Courier.swift")
        var activity = try XCTUnwrap(inventory.importActivities().activities.first)
        let folder = try temporaryTables(Self.tables, removedAfter: self)
        activity.catalog = folder.path
        return activity
    }

    func snapshot(_ activity: Activity, _ locale: String) throws -> ActivitySnapshot {
        try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
            .render(state: "riding", device: DeviceCatalog.profile("iphone-393"), languageCode: locale)
    }

    func testKeysAreTheOnesXcodeExtractsFromTheSyntaxAndTypes() throws {
        let activity = try importCourier()
        let lock = try snapshot(activity, "en").presentations.first { $0.presentation == .lockScreen }
        let keys = try XCTUnwrap(lock).root.flattened.filter { $0.text != nil }.map(\.label)
        // Formatted values and dates in a style are `%@`; `Int` is `%lld`; a
        // literal `%` after a value is `%%`; the unevaluated call is still `%@`.
        XCTAssertEqual(keys, ["Fee so far: %@", "%@ – %@", "%lld%%", "Zone %lld", "Arrives %@"])
        XCTAssertFalse(keys.contains { $0.contains("00") || $0.contains("\\(") }, "no key is built from a stand-in value")
    }

    func testATextOnAValueSlotFitCannotComputeIsUnverifiedNeverAnError() throws {
        let activity = try importCourier()
        for locale in ["en", "de"] {
            let shot = try snapshot(activity, locale)
            XCTAssertEqual(shot.findings.filter { $0.severity == .error }.map(\.text), [], locale)
            let unverified = shot.findings.filter { $0.rule == .unverifiedText }
            // The lock screen's "Arrives %@" and the compact trailing text.
            XCTAssertEqual(Set(unverified.compactMap(\.presentation)), [.lockScreen, .compactTrailing], "\(locale): \(unverified.map(\.text))")
            XCTAssertTrue(unverified.allSatisfy { $0.severity == .note && $0.message.contains("arrivalText()") }, "\(unverified.map(\.text))")
            // The snapshot says so beside the text.
            XCTAssertTrue(shot.text.contains("unverified (context.state.arrivalText() at Courier.swift:"), shot.text)
        }
    }

    func testTheGermanTextsAreTheTableValuesWithTheirArguments() throws {
        let shot = try snapshot(try importCourier(), "de")
        let lock = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen })
        let texts = lock.root.flattened.compactMap { $0.text?.visibleText }
        // Foundation's de currency format puts the symbol after the amount with a no-break space.
        XCTAssertEqual(texts.first, "Bisherige Gebühr: 4,50\u{A0}€")
        XCTAssertEqual(texts[2], "40%")
        XCTAssertEqual(texts[3], "Zone 3")
        XCTAssertFalse(shot.findings.contains { $0.rule == .missingKey || $0.rule == .missingTranslation }, "\(shot.findings.map(\.text))")
    }

    func testTheImportListsTheExpressionsThatNeedValues() throws {
        let inventory = SourceInventory(source: Self.source, file: "Courier.swift")
        let activity = try XCTUnwrap(inventory.importActivities().activities.first)
        XCTAssertEqual(Set(activity.assumed.values.map(\.expression)), ["context.state.arrivalText()"])
        XCTAssertTrue(activity.assumed.values.allSatisfy { $0.location.file == "Courier.swift" && $0.location.line != nil })
    }

    /// A monitor whose banner shows while `needsAttention` — declared
    /// `= true` and left out of the sample, so true there as the memberwise
    /// initializer makes it — and whose optional `sensorName` no sample sets
    /// (SlotFit assumes nil: a stand-in, said so). Two `if let`s bind the same
    /// name over two different helpers SlotFit cannot run: two stand-ins,
    /// each named by its own expression.
    static let monitor = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct MonitorAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var reading: Int
                var needsAttention: Bool = true
                var sensorName: String?
            }
        }

        extension MonitorAttributes.ContentState {
            static let sample = MonitorAttributes.ContentState(reading: 104)
            func shortDelta() -> String? { DeltaFormatter.shared.short(reading) }
            func longDelta() -> String? { DeltaFormatter.shared.long(reading) }
        }

        struct MonitorLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: MonitorAttributes.self) { context in
                    VStack {
                        if context.state.needsAttention {
                            Text("Open the app to keep readings coming")
                        }
                        Text(context.state.sensorName ?? "Sensor")
                        if let delta = context.state.longDelta() {
                            Text(delta)
                        }
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("\\(context.state.reading)") }
                    } compactLeading: {
                        Text("\\(context.state.reading)")
                    } compactTrailing: {
                        if let delta = context.state.shortDelta() {
                            Text(delta)
                        }
                    } minimal: {
                        Text("\\(context.state.reading)")
                    }
                }
            }
        }
        """

    func testDeclaredDefaultsOptionalsAndBoundNamesAreWhatTheAppHas() throws {
        let inventory = SourceInventory(source: Self.monitor, file: "Monitor.swift")
        let activity = try XCTUnwrap(inventory.importActivities().activities.first)
        // `= true` in the declaration: the sample has it, nothing assumed.
        XCTAssertEqual(activity.states.first?.fields["needsAttention"], .bool(true))
        XCTAssertNil(activity.assumed["needsAttention"])
        let shot = try snapshot(activity, "en", state: "sample")
        let lock = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen })
        XCTAssertTrue(lock.root.flattened.contains { $0.text?.visibleText == "Open the app to keep readings coming" }, shot.text)
        // The optional no sample sets is a stand-in that says it assumed nil.
        XCTAssertEqual(activity.assumed["sensorName"]?.reason, "no sample state sets it; SlotFit assumed nil")
        // Two bindings of `delta`, two helpers: two stand-ins, by expression.
        let expressions = Set(activity.assumed.values.map(\.expression))
        XCTAssertTrue(expressions.isSuperset(of: ["context.state.shortDelta()", "context.state.longDelta()"]), "\(expressions)")
    }

    func snapshot(_ activity: Activity, _ locale: String, state: String) throws -> ActivitySnapshot {
        try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
            .render(state: state, device: DeviceCatalog.profile("iphone-393"), languageCode: locale)
    }

    /// `for: X` and `.self` on two lines name X; an `Int` SlotFit cannot
    /// compute in a key is `%lld` and, unevaluated, never a format error.
    func testATypeNamedAcrossLinesAndAnUncomputedIntegerRenderWithoutError() throws {
        let source = Self.source
            .replacingOccurrences(of: "ActivityConfiguration(for: CourierAttributes.self)", with: "ActivityConfiguration(for: CourierAttributes\n            .self)")
            .replacingOccurrences(of: "func arrivalText() -> String {", with: "func stopsLeft() -> Int { RouteCache.shared.stops(after: zone) }\n    func arrivalText() -> String {")
            .replacingOccurrences(of: "Text(\"Arrives \\(context.state.arrivalText())\")", with: "Text(\"Stops left: \\(context.state.stopsLeft())\")")
        XCTAssertTrue(source.contains("Stops left"), "the fixture was edited")
        let inventory = SourceInventory(source: source, file: "Courier.swift")
        let activity = try XCTUnwrap(inventory.importActivities().activities.first)
        XCTAssertEqual(activity.name, "CourierAttributes")
        XCTAssertEqual(activity.states.map(\.name), ["riding"])
        let shot = try snapshot(activity, "en", state: "riding")
        let lock = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen })
        let stops = try XCTUnwrap(lock.root.flattened.first { $0.label == "Stops left: %lld" }, shot.text)
        XCTAssertNotNil(stops.standIn)
        XCTAssertEqual(shot.findings.filter { $0.severity == .error }.map(\.text), [])
    }
}
