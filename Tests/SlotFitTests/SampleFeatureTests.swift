import SlotFit
import SlotFitText
import XCTest

/// What the sample activities need of the engine: spacers that take only
/// what is left, conditions on enumerations, locale-aware distances and
/// paces, minutes for plurals, and the `.small` family on CarPlay and the
/// Smart Stack.
final class SampleFeatureTests: XCTestCase {
    func render(_ yaml: String, state: String = "s", device: String = "iphone-393", locale: String = "en") throws -> ActivitySnapshot {
        let activity = try ActivityManifest.parse(yaml, source: "t.yml")
        return try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: state, device: DeviceCatalog.profile(device), languageCode: locale)
    }

    func texts(_ snapshot: ActivitySnapshot, _ presentation: Presentation = .lockScreen) -> [String] {
        snapshot.presentations.first { $0.presentation == presentation }?.root.flattened.compactMap { $0.text?.visibleText } ?? []
    }

    /// SwiftUI gives a Spacer what the other children leave: a text beside
    /// a spacer gets its whole ideal width (a Color would get half).
    func testSpacerTakesOnlyWhatIsLeft() throws {
        let yaml = """
        activity: T
        states: { s: { elapsed: 75 } }
        lockScreen:
          hstack:
            spacing: 0
            content:
              - { image: { symbol: a, size: 28 } }
              - { text: "Runde 2 von 3", lineLimit: 1 }
              - { spacer: {} }
              - { timer: { seconds: elapsed, countsDown: false }, font: { size: 34 } }
        """
        let root = try XCTUnwrap(render(yaml, locale: "de").presentations.first?.root)
        XCTAssertEqual(root.children[1].text?.verdict, .fits, root.children[1].text?.visibleText ?? "")
        XCTAssertEqual(root.children[2].width, 371 - 28 - root.children[1].width - root.children[3].width, accuracy: 0.001)

        let centered = """
        activity: T
        states: { s: {} }
        lockScreen:
          hstack:
            spacing: 0
            content: [ { spacer: {} }, { text: "Hi" }, { spacer: {} } ]
        """
        let middle = try XCTUnwrap(render(centered).presentations.first?.root)
        XCTAssertEqual(middle.children[1].x, (371 - middle.children[1].width) / 2, accuracy: 0.001, "two spacers split what is left: the text is centred")
        XCTAssertEqual(middle.children[0].width, middle.children[2].width, accuracy: 0.001)

        let squeezed = """
        activity: T
        states: { s: { label: "Meditationssitzung beendet" } }
        lockScreen:
          hstack:
            spacing: 0
            content: [ { spacer: { minLength: 30 } }, { text: "%@", arguments: [label], lineLimit: 1 }, { spacer: { minLength: 30 } } ]
          frame: { width: 150 }
        """
        let text = try XCTUnwrap(render(squeezed).presentations.first?.root.flattened.first { $0.text != nil })
        XCTAssertLessThanOrEqual(text.width, 90.001, "both spacers keep their minimum length")
        XCTAssertTrue(text.text!.visibleText.hasSuffix("…"), text.text!.visibleText)
    }

    func testConditionsCompareFieldsWithValues() throws {
        let yaml = """
        activity: T
        states:
          running: { status: inProgress, n: 2 }
          done: { status: succeeded, n: 0 }
        lockScreen:
          vstack:
            - { text: "running", if: "status == inProgress" }
            - { text: "not running", if: "status != inProgress" }
            - { text: "done and zero", if: "status == succeeded & !n" }
            - { text: "two", if: "n == 2" }
        """
        XCTAssertEqual(texts(try render(yaml, state: "running")), ["running", "two"])
        XCTAssertEqual(texts(try render(yaml, state: "done")), ["not running", "done and zero"])
        XCTAssertThrowsError(try render(yaml.replacingOccurrences(of: "status != inProgress", with: "staus != inProgress"), state: "done")) { error in
            XCTAssertTrue("\(error)".contains("\"staus\""), "\(error)")
            XCTAssertTrue("\(error)".contains("did you mean \"status\""), "\(error)")
        }
    }

    /// Road distances and paces follow CLDR's measurement system after
    /// likely subtags: "en" is en-US (miles), "en-GB" miles too, "de" km.
    func testDistanceAndPaceFollowTheLocalesMeasurementSystem() throws {
        let yaml = """
        activity: T
        states: { s: { meters: 5230, pace: 327, left: 754 } }
        lockScreen:
          vstack:
            - { text: "%@", arguments: [{ field: meters, format: distance }] }
            - { text: "%@", arguments: [{ field: meters, format: distanceValue }] }
            - { text: "%@ /km", arguments: [{ field: pace, format: pace }], if: "$metric" }
            - { text: "%@ /mi", arguments: [{ field: pace, format: pace }], if: "!$metric" }
            - { text: "%lld min left", arguments: [{ field: left, format: minutes }] }
        """
        XCTAssertEqual(texts(try render(yaml, locale: "en")), ["3.2 mi", "3.2", "8:46 /mi", "13 min left"])
        XCTAssertEqual(texts(try render(yaml, locale: "en-GB")), ["3.2 mi", "3.2", "8:46 /mi", "13 min left"])
        XCTAssertEqual(texts(try render(yaml, locale: "de")), ["5,2 km", "5,2", "5:27 /km", "13 min left"])
        XCTAssertEqual(texts(try render(yaml, locale: "ar")).prefix(2), ["٥٫٢ كم", "٥٫٢"], "Arabic digits and separator")
        XCTAssertThrowsError(try ActivityManifest.parse(yaml.replacingOccurrences(of: "format: distance }", with: "format: distanse }"), source: "t.yml")) { error in
            XCTAssertTrue("\(error)".contains("did you mean \"distance\""), "\(error)")
        }
        XCTAssertThrowsError(try render(yaml.replacingOccurrences(of: "$metric", with: "$metrik"))) { error in
            XCTAssertTrue("\(error)".contains("\"$metrik\" is not an environment value"), "\(error)")
        }
    }

    /// `text: { keyFrom: field }` and `Text(keyFrom:)`: the key is a field's value.
    func testTextKeyFromAField() throws {
        let yaml = """
        activity: T
        attributes: { title: "Morning Run" }
        states: { s: {} }
        lockScreen: { text: { keyFrom: title } }
        """
        XCTAssertEqual(texts(try render(yaml)), ["Morning Run"])
        let dsl = ActivityConfiguration("T", attributes: ["title": "Morning Run"], states: [.init(name: "s", fields: [:])]) {
            Text(keyFrom: "title")
        } dynamicIsland: {
            DynamicIsland {} compactLeading: {} compactTrailing: {} minimal: {}
        }.activity
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: dsl).render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        XCTAssertEqual(texts(snapshot), ["Morning Run"])
        XCTAssertThrowsError(try render(yaml.replacingOccurrences(of: "keyFrom: title", with: "keyFrom: titel"))) { error in
            XCTAssertTrue("\(error)".contains("did you mean \"title\""), "\(error)")
        }
        XCTAssertThrowsError(try ActivityManifest.parse(yaml.replacingOccurrences(of: "keyFrom:", with: "key:"), source: "t.yml")) { error in
            XCTAssertTrue("\(error)".contains("unknown text parameter \"key\""), "\(error)")
        }
    }

    /// With `.supplementalActivityFamilies([.small])` CarPlay and the Smart
    /// Stack show the small view; without it, the compact views side by side.
    func testSmallFamilyOnCarPlayAndWatch() throws {
        let base = """
        activity: T
        states: { s: { n: 3 } }
        lockScreen: { text: "Lock Screen" }
        dynamicIsland:
          compactLeading: { image: { symbol: a, size: 16 } }
          compactTrailing: { text: "compact" }
        """
        let fallback = try render(base, device: "carplay-240x78")
        XCTAssertEqual(fallback.presentations.map(\.presentation), [.small])
        XCTAssertEqual(texts(fallback, .small), ["compact"])
        XCTAssertEqual(fallback.presentations[0].root.width, 240, "leading and trailing at the two ends")

        let declared = try render(base + "\nsupplementalActivityFamilies: [small]\n", device: "watch-45mm")
        XCTAssertEqual(texts(declared, .small), ["Lock Screen"], "the Lock Screen view when no small view is given")
        let own = try render(base + "\nsupplementalActivityFamilies: [small]\nsmall: { text: \"Small\" }\n", device: "watch-45mm")
        XCTAssertEqual(texts(own, .small), ["Small"])
        XCTAssertTrue(try render(base + "\nsmall: { text: \"Small\" }\n", device: "iphone-393").presentations.allSatisfy { $0.presentation != .small })
        XCTAssertThrowsError(try ActivityManifest.parse(base + "\nsupplementalActivityFamilies: [large]\n", source: "t.yml")) { error in
            XCTAssertTrue("\(error)".contains("unknown activity family \"large\""), "\(error)")
        }
    }
}
