import Foundation
import SlotFit
import SlotFitStrings
import SlotFitText
import XCTest

/// The sample activities (Examples/, Localizations/) are real inputs: their
/// catalogs pass the strict lint and are in Xcode's serialization, and each
/// activity shows the behaviour it was modelled for.
final class SampleActivitiesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalogs = ["Meditation", "Focus", "Run", "Build"]
    static let required = ["ar", "he", "fa", "ur", "de", "fi", "ru", "uk", "pl", "cs", "ja", "ko", "zh-Hans", "zh-Hant", "zh-HK",
                           "hi", "bn", "ta", "th", "vi", "id", "tr", "el", "pt-BR", "pt-PT", "es", "es-419", "fr", "fr-CA", "it",
                           "nl", "sv", "nb"]

    func catalogPath(_ name: String) -> String { Self.root.appendingPathComponent("Localizations/\(name).xcstrings").path }

    func testCatalogsPassStrictLintInEveryRequiredLanguage() throws {
        for name in Self.catalogs {
            let catalog = try StringCatalog.read(xcstrings: catalogPath(name))
            XCTAssertTrue(Set(Self.required).isSubset(of: catalog.localizations), "\(name): missing \(Set(Self.required).subtracting(catalog.localizations).sorted())")
            XCTAssertGreaterThanOrEqual(catalog.localizations.count, 31, name)
            let findings = CatalogLinter().lint(catalog, file: name)
            XCTAssertEqual(findings.map(\.text), [], "\(name): --strict fails on any finding")
        }
    }

    /// Every plural variation has exactly the categories CLDR gives its
    /// language (Arabic six, Russian four, Japanese one…).
    func testPluralVariationsHaveTheLanguagesCategories() throws {
        var checked = 0
        for name in Self.catalogs {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: catalogPath(name)))) as! [String: Any]
            for (key, entry) in json["strings"] as! [String: [String: Any]] {
                for (locale, value) in entry["localizations"] as? [String: [String: Any]] ?? [:] {
                    var plurals: [[String: Any]] = []
                    if let p = (value["variations"] as? [String: Any])?["plural"] as? [String: Any] { plurals.append(p) }
                    for sub in (value["substitutions"] as? [String: [String: Any]] ?? [:]).values {
                        if let p = (sub["variations"] as? [String: Any])?["plural"] as? [String: Any] { plurals.append(p) }
                    }
                    for plural in plurals {
                        let expected = ICUNumbers.categories(locale: locale).map(\.rawValue).sorted()
                        XCTAssertEqual(plural.keys.sorted(), expected, "\(name) \(key) [\(locale)]")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 4 * 34 - 34, "plural strings in three catalogs, every language")
        XCTAssertEqual(ICUNumbers.categories(locale: "ar").count, 6)
    }

    func testCatalogsAreInXcodesSerialization() throws {
        for name in Self.catalogs {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: catalogPath(name))))
            let catalog = try StringCatalog(xcstrings: bytes, source: name)
            XCTAssertTrue(catalog.xcstringsData() == bytes, "\(name) is not normalized: run slotfit strings normalize")
        }
    }

    func render(_ activity: String, state: String, locale: String, device: String = "iphone-393") throws -> ActivitySnapshot {
        let path = Self.root.appendingPathComponent("Examples/\(activity).yml").path
        let loaded = try ActivityManifest.load(contentsOf: path, displayName: "Examples/\(activity).yml")
        return try ActivityRenderer(engine: LayoutTests.engine, activity: loaded).render(state: state, device: DeviceCatalog.profile(device), languageCode: locale)
    }

    func views(_ snapshot: ActivitySnapshot, _ presentation: Presentation) -> [PlacedView] {
        snapshot.presentations.first { $0.presentation == presentation }?.root.flattened ?? []
    }

    /// The meditation timer's compact timer is pinned: in Hebrew (Latin
    /// digits) it reads "5:23", in Arabic, Persian and Urdu in their own
    /// digits, never reordered; unpinned, the same view is flagged.
    func testMeditationTimerStaysInOrderUnderRightToLeft() throws {
        let expected = ["he": "5:23", "ar": "٥:٢٣", "fa": "۵:۲۳", "ur": "5:23"]
        for (locale, shown) in expected {
            let snapshot = try render("Meditation", state: "running", locale: locale)
            XCTAssertEqual(snapshot.direction, .rightToLeft, locale)
            let timer = try XCTUnwrap(views(snapshot, .compactTrailing).first { $0.kind == .timer })
            XCTAssertTrue(timer.pinnedLeftToRight, locale)
            XCTAssertEqual(timer.text?.visualText, shown, locale)
            XCTAssertTrue(snapshot.findings.isEmpty, "\(locale): \(snapshot.findings.map(\.text))")
        }
        // The same view without the pin: bidi puts "10:00 / 5:23" out of order in Hebrew.
        let yaml = """
        activity: Unpinned
        states: { s: { left: 323 } }
        dynamicIsland:
          compactTrailing: { text: "%lld / 10:00", arguments: [left], font: caption2 }
        """
        let unpinned = try ActivityRenderer(engine: LayoutTests.engine, activity: ActivityManifest.parse(yaml, source: "u.yml"))
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "he")
        XCTAssertTrue(unpinned.findings.map(\.rule.rawValue).contains("rtl-digit-order"), "\(unpinned.findings.map(\.text))")
    }

    func testPausedShowsTheStaticValueAndTheEndShowsZero() throws {
        let paused = try XCTUnwrap(views(try render("Meditation", state: "paused", locale: "de"), .lockScreen).first { $0.kind == .timer })
        XCTAssertEqual(paused.text?.visibleText, "5:23")
        XCTAssertNil(paused.reservedText, "a paused timer is static text: nothing to reserve")
        let running = try XCTUnwrap(views(try render("Meditation", state: "running", locale: "de"), .lockScreen).first { $0.kind == .timer })
        XCTAssertEqual(running.reservedText, "10:00")
        for (activity, state) in [("Meditation", "cycleEnd"), ("Focus", "timeUp")] {
            let timer = try XCTUnwrap(views(try render(activity, state: state, locale: "fi"), .lockScreen).first { $0.kind == .timer })
            XCTAssertEqual(timer.text?.visibleText, "0:00", activity)
        }
    }

    func testFocusTimerShrinksIntoTheCompactSlot() throws {
        for (device, width) in [("iphone-393", 52.33), ("iphone-430", 62.33)] {
            let snapshot = try render("Focus", state: "running", locale: "de", device: device)
            let timer = try XCTUnwrap(views(snapshot, .compactTrailing).first { $0.kind == .timer })
            guard case .scaled(let factor) = timer.text?.verdict else { return XCTFail("\(device): \(String(describing: timer.text?.verdict))") }
            XCTAssertGreaterThanOrEqual(factor, 0.6, device)
            XCTAssertLessThan(factor, 1, device)
            XCTAssertLessThanOrEqual(snapshot.presentations.first { $0.presentation == .compactTrailing }!.root.width, width + 0.001)
        }
    }

    /// Tabular digits: "1" is as wide as "0" in the compact distance.
    func testRunTrackerDistanceHasTabularDigitsAndLocaleUnits() throws {
        let running = try render("Run", state: "running", locale: "de")
        let compact = try XCTUnwrap(views(running, .compactTrailing).first { $0.text != nil })
        XCTAssertTrue(compact.monospacedDigits)
        XCTAssertEqual(compact.text?.visibleText, "5,2")
        let yaml = """
        activity: Digits
        states: { s: { } }
        dynamicIsland:
          compactTrailing:
            vstack:
              - { text: "11,1", monospacedDigit: true, font: { style: body, weight: semibold } }
              - { text: "00,0", monospacedDigit: true, font: { style: body, weight: semibold } }
        """
        let digits = try ActivityRenderer(engine: LayoutTests.engine, activity: ActivityManifest.parse(yaml, source: "d.yml"))
            .render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "de")
        let widths = views(digits, .compactTrailing).compactMap { $0.text?.width }
        XCTAssertEqual(widths[0], widths[1], accuracy: 0.05)
        XCTAssertTrue(views(try render("Run", state: "running", locale: "en"), .lockScreen).contains { $0.text?.visibleText == "3.2 mi" })
        XCTAssertTrue(views(running, .lockScreen).contains { $0.text?.visibleText == "5,2 km" })
    }

    /// The run's title comes from its workoutTitle attribute, used as a
    /// catalog key; a value that is no key shows as written (as iOS shows
    /// it) and is a missing-key error naming the closest keys.
    func testTitleKeyComesFromTheWorkoutTitleAttribute() throws {
        XCTAssertTrue(views(try render("Run", state: "running", locale: "de"), .lockScreen).contains { $0.text?.visibleText == "Lauf im Freien" })
        XCTAssertTrue(views(try render("Run", state: "running", locale: "ja"), .lockScreen).contains { $0.text?.visibleText == "屋外ランニング" })
        let folder = Self.root.appendingPathComponent("Examples").path
        let yaml = try String(contentsOfFile: folder + "/Run.yml", encoding: .utf8).replacingOccurrences(of: "workoutTitle: Outdoor Run", with: "workoutTitle: Outdoor Rn")
        let activity = try ActivityManifest.parse(yaml, source: "Run.yml", baseDirectory: folder)
        let snapshot = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
            .render(state: "running", device: DeviceCatalog.profile("iphone-393"), languageCode: "de")
        XCTAssertTrue(views(snapshot, .lockScreen).contains { $0.text?.visibleText == "Outdoor Rn" })
        let finding = try XCTUnwrap(snapshot.findings.first { $0.rule.rawValue == "missing-key" })
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.contains("\"Outdoor Rn\" is not a key of the catalog: iOS shows the key itself"), finding.message)
        XCTAssertTrue(finding.message.contains("closest keys: \"Outdoor Run\""), finding.message)
    }

    func testBuildStatusShowsOneStatusPerState() throws {
        let statuses = ["pending": "Status: Pending", "inProgress": "Status: In Progress", "succeeded": "Status: Succeeded", "failed": "Status: Failed"]
        for (state, key) in statuses {
            let labels = views(try render("Build", state: state, locale: "en"), .lockScreen).filter { $0.label.hasPrefix("Status:") }.map(\.label)
            XCTAssertEqual(labels, [key], state)
        }
        let watch = try render("Build", state: "inProgress", locale: "en", device: "watch-45mm")
        XCTAssertEqual(watch.presentations.map(\.presentation), [.small], "no .small family: the compact views")
    }

    /// A renderer remembers its text layouts: rendering again, after other
    /// states and devices, gives the same bytes as the first time.
    func testRenderingAgainGivesTheSameSnapshot() throws {
        let path = Self.root.appendingPathComponent("Examples/Run.yml").path
        let renderer = try ActivityRenderer(engine: LayoutTests.engine, activity: ActivityManifest.load(contentsOf: path))
        let first = try renderer.render(state: "running", device: DeviceCatalog.profile("iphone-393"), languageCode: "ta").text
        for device in ["iphone-430", "watch-45mm"] {
            for state in ["warmingUp", "finished"] { _ = try renderer.render(state: state, device: DeviceCatalog.profile(device), languageCode: "ta") }
        }
        XCTAssertEqual(try renderer.render(state: "running", device: DeviceCatalog.profile("iphone-393"), languageCode: "ta").text, first)
        let fresh = try ActivityRenderer(engine: LayoutTests.engine, activity: ActivityManifest.load(contentsOf: path))
        XCTAssertEqual(try fresh.render(state: "running", device: DeviceCatalog.profile("iphone-393"), languageCode: "ta").text, first)
    }

    /// The project's matrix: four activities in 30+ languages (and the
    /// pseudo-locales), the delivery and glucose activities in their eight,
    /// × 4+ devices × two text sizes.
    func testProjectMatrixSize() throws {
        let configuration = try SlotFitConfiguration.load(Self.root.appendingPathComponent("slotfit.yml").path)
        XCTAssertGreaterThanOrEqual(configuration.activities.count, 4)
        XCTAssertGreaterThanOrEqual(configuration.devices.count, 4)
        XCTAssertTrue(configuration.pseudoLocales)
        XCTAssertEqual(configuration.dynamicTypeSizes, [.large, .xxxLarge])
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("golden").path).filter { $0 != "svg" }
        XCTAssertEqual(goldens.sorted(), ["ci-build-status", "delivery", "focus-timer", "glucose", "glucose-before-the-fix", "meditation-timer", "run-tracker"])
        for folder in goldens {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("golden/\(folder)").path)
            XCTAssertGreaterThanOrEqual(files.count, folder == "delivery" || folder.hasPrefix("glucose") ? 14 : 32, folder)
            XCTAssertTrue(files.contains("en-XA.txt") && files.contains("ar-XB.txt"), folder)
        }
    }
}
