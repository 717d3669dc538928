import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SlotFit
import SlotFitText
import XCTest

final class LayoutTests: XCTestCase {
    static let engine: TextEngine = try! TextEngine()

    func renderer(_ yaml: String) throws -> ActivityRenderer {
        try ActivityRenderer(engine: Self.engine, activity: ActivityManifest.parse(yaml, source: "test.yml"))
    }

    func testDigitReversalIsCaughtUnpinnedAndAbsentPinned() throws {
        let base = """
        activity: Meditation
        states:
          running: { elapsed: "5:23", total: "10:00" }
        dynamicIsland:
          compactTrailing:
            text: "%@ / %@"
            arguments: [elapsed, total]
            font: caption2
            lineLimit: 1
            minimumScaleFactor: 0.5
        """
        let device = try DeviceCatalog.profile("iphone-15-pro")
        for locale in ["ar", "he"] {
            let unpinned = try renderer(base).render(state: "running", device: device, languageCode: locale)
            let finding = unpinned.findings.first { $0.rule.rawValue == "rtl-digit-order" }
            XCTAssertNotNil(finding, "\(locale): \(unpinned.text)")
            XCTAssertEqual(finding?.message, "\"5:23 / 10:00\" displays as \"10:00 / 5:23\" under right-to-left layout; pin it: .environment(\\.layoutDirection, .leftToRight), or isolate the number with U+2066…U+2069 in the translation")
            XCTAssertEqual(finding?.presentation, .compactTrailing)
            let pinned = try renderer(base + "\n    layoutDirection: leftToRight").render(state: "running", device: device, languageCode: locale)
            XCTAssertFalse(pinned.findings.contains { $0.rule.rawValue == "rtl-digit-order" }, pinned.text)
            let text = pinned.presentations[0].root.text
            XCTAssertEqual(text?.visualText, "5:23 / 10:00")
        }
        let english = try renderer(base).render(state: "running", device: device, languageCode: "en")
        XCTAssertEqual(english.findings, [])
        // An Arabic sentence with numbers in words reads right to left as it should.
        let sentence = try renderer("""
        activity: A
        states: { s: { a: 2, b: 3 } }
        lockScreen: { text: "Cycle %lld of %lld", arguments: [a, b] }
        """).render(state: "s", device: device, languageCode: "ar")
        XCTAssertFalse(sentence.findings.contains { $0.rule.rawValue == "rtl-digit-order" })
    }

    func testTimerStates() throws {
        let meditation = try ActivityRenderer(engine: Self.engine, activity: ActivityManifest.load(contentsOf: ManifestTests.fixture("Meditation.yml")))
        let device = try DeviceCatalog.profile("iphone-393")
        func trailing(_ state: String) throws -> PlacedView {
            // The timer, inside the `maxWidth: 52.33` frame that fills the slot.
            try XCTUnwrap(meditation.render(state: state, device: device, languageCode: "en").presentations.first { $0.presentation == .compactTrailing }?
                .root.flattened.first { $0.kind == .timer })
        }
        let running = try trailing("running")
        XCTAssertEqual(running.text?.visibleText, "5:23")
        XCTAssertEqual(running.reservedText, "10:00", "a running timer reserves the widest value of its interval")
        XCTAssertGreaterThan(running.measuredWidth!, running.text!.width)
        let paused = try trailing("paused")
        XCTAssertEqual(paused.text?.visibleText, "5:23")
        XCTAssertNil(paused.reservedText, "a paused timer is static text")
        XCTAssertEqual(try trailing("cycleEnd").text?.visibleText, "0:00", "past the end")
        let arabic = try meditation.render(state: "paused", device: device, languageCode: "ar-EG")
        XCTAssertEqual(arabic.presentations.first { $0.presentation == .compactTrailing }?.root.flattened.first { $0.kind == .timer }?.text?.visibleText, "٥:٢٣")
    }

    func testShrinkingTimerReportsItsScale() throws {
        let focus = try renderer("""
        activity: Focus
        attributes: { duration: 3600 }
        states: { running: { left: 1499 } }
        dynamicIsland:
          compactTrailing:
            timer: { seconds: left, interval: duration }
            font: { size: 22 }
            lineLimit: 1
            minimumScaleFactor: 0.6
            frame: { minWidth: 56, maxWidth: 56 }
        """)
        let snapshot = try focus.render(state: "running", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        let timer = snapshot.presentations[0].root
        guard case .scaled(let factor) = timer.text?.verdict else { return XCTFail(snapshot.text) }
        XCTAssertGreaterThan(factor, 0.6)
        XCTAssertLessThan(factor, 1)
        XCTAssertTrue(snapshot.text.contains("scaled(0."), snapshot.text)
        XCTAssertEqual(timer.width, 56)
        XCTAssertTrue(snapshot.findings.contains { $0.rule.rawValue == "width-budget" }, "56 pt in a 52.33 pt slot: \(snapshot.text)")
    }

    /// Apple's limit is on the image asset ("the image size must not exceed
    /// the presentation's size"); a `resizable()` image is drawn at the size
    /// it is offered, which says nothing of its asset: no image-size finding
    /// (the presentation's budget findings cover the layout).
    func testAResizedImageIsNotJudgedByItsAssetLimit() throws {
        let r = try renderer("""
        activity: Resized
        states: { s: {} }
        dynamicIsland:
          minimal: { image: { symbol: leaf, width: 50, height: 20 }, resizable: true, frame: { width: 60, height: 60 } }
        """)
        let snapshot = try r.render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        XCTAssertFalse(snapshot.findings.contains { $0.rule == .imageSize }, snapshot.text)
        XCTAssertTrue(snapshot.findings.contains { $0.rule == .widthBudget }, snapshot.text)
    }

    func testCompactTruncationHeightImageAndPayloadRules() throws {
        let long = String(repeating: "x", count: 5000)
        let r = try renderer("""
        activity: Rules
        attributes: { note: "\(long)" }
        states: { s: { label: "Meditationssitzung" } }
        lockScreen:
          vstack: [ { text: "A", font: { size: 60 } }, { text: "B", font: { size: 60 } }, { text: "C", font: { size: 60 } } ]
        dynamicIsland:
          compactTrailing: { text: "%@", arguments: [label], lineLimit: 1 }
          minimal: { image: { symbol: leaf, width: 50, height: 20 } }
        """)
        let snapshot = try r.render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "de")
        let rules = Set(snapshot.findings.map(\.rule.rawValue))
        XCTAssertEqual(rules, ["compact-truncation", "height-budget", "image-size", "width-budget", "payload-size"], snapshot.text)
    }

    func testRightToLeftMirrorsStacksButNotPinnedOnes() throws {
        let yaml = """
        activity: Run
        states: { s: {} }
        lockScreen:
          hstack:
            spacing: 10
            content: [ { image: { symbol: a, size: 20 } }, { image: { symbol: b, size: 30 } } ]
        """
        let ltr = try renderer(yaml).render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        let rtl = try renderer(yaml).render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "ar")
        XCTAssertEqual(ltr.presentations[0].root.children.map(\.x), [0, 30])
        XCTAssertEqual(rtl.presentations[0].root.children.map(\.x), [40, 0], "mirrored: the first child on the right")
        let pinned = try renderer(yaml + "\n  layoutDirection: leftToRight").render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "ar")
        XCTAssertEqual(pinned.presentations[0].root.children.map(\.x), [0, 30])
    }

    func testStackSharesSpaceByPriorityAndFlexibility() throws {
        let yaml = """
        activity: Build
        states: { s: {} }
        lockScreen:
          hstack:
            spacing: 0
            content:
              - text: "Status: In Progress with a long explanation"
                lineLimit: 1
              - spacer: {}
              - text: "12:48"
                layoutPriority: 1
        """
        let snapshot = try renderer(yaml).render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        let children = snapshot.presentations[0].root.children
        XCTAssertEqual(children.count, 3)
        XCTAssertEqual(children[2].text?.verdict, .fits, "the high-priority text gets its size first")
        XCTAssertEqual(children.map(\.width).reduce(0, +), 371, accuracy: 0.001, snapshot.text)
    }

    func testSnapshotsAreByteIdenticalAcrossRunsAndThreads() throws {
        let activity = try ActivityManifest.load(contentsOf: ManifestTests.fixture("Meditation.yml"))
        let devices = try ["iphone-393", "iphone-430", "ipad-1366"].map(DeviceCatalog.profile)
        let jobs = devices.flatMap { d in activity.states.flatMap { s in ["en", "de", "ar", "ja"].map { (d, s.name, $0) } } }
        let first = try jobs.map { try ActivityRenderer(engine: TextEngine(), activity: activity).render(state: $0.1, device: $0.0, languageCode: $0.2).text }
        let shared = try ActivityRenderer(engine: Self.engine, activity: activity)
        let results = SnapshotResults(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
            results.set(i, (try? shared.render(state: jobs[i].1, device: jobs[i].0, languageCode: jobs[i].2).text) ?? "error")
        }
        XCTAssertEqual(results.values, first)
        XCTAssertTrue(first[0].hasPrefix("slotfit-snapshot 1\nactivity: Meditation timer\n"))
    }

    func testUnknownStateAndDevice() throws {
        let r = try renderer("activity: A\nstates: { s: {} }\nlockScreen: { text: x }\n")
        XCTAssertThrowsError(try r.render(state: "pause", device: DeviceCatalog.profile("iphone-393"))) {
            XCTAssertTrue("\($0)".contains("unknown state \"pause\"; states: s"), "\($0)")
        }
        XCTAssertThrowsError(try DeviceCatalog.profile("pixel-8")) { XCTAssertTrue("\($0)".contains("Valid ids: iphone-393")) }
    }
}

final class SnapshotResults: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String]
    init(count: Int) { storage = Array(repeating: "", count: count) }
    func set(_ i: Int, _ value: String) { lock.lock(); storage[i] = value; lock.unlock() }
    var values: [String] { lock.lock(); defer { lock.unlock() }; return storage }
}

extension LayoutTests {
    func testSVGDrawsGlyphOutlinesAndMarksOverflow() throws {
        let r = try renderer("""
        activity: Picture
        states: { s: { label: "Meditationssitzung beendet" } }
        lockScreen: { text: "Session complete", font: headline, padding: 14 }
        dynamicIsland:
          compactTrailing: { text: "%@", arguments: [label], lineLimit: 1 }
          minimal: { image: { symbol: leaf, size: 16 } }
        """)
        let snapshot = try r.render(state: "s", device: DeviceCatalog.profile("iphone-393"), languageCode: "de")
        let svg = try snapshot.svg(engine: Self.engine)
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.contains("<path id=\"g0-"), "glyph outlines from HarfBuzz in <defs>")
        XCTAssertGreaterThan(svg.components(separatedBy: "<use href=").count, 15)
        XCTAssertTrue(svg.contains("rx=\"22\""), "the Lock Screen card")
        XCTAssertTrue(svg.contains("stroke=\"#ff3b30\""), "the truncated compact text is marked red")
        XCTAssertTrue(svg.contains("stroke-dasharray=\"3 3\""), "the 14 pt margins")
        XCTAssertEqual(svg, try snapshot.svg(engine: TextEngine()), "deterministic")
        let parser = XMLParser(data: Data(svg.utf8))
        XCTAssertTrue(parser.parse(), "well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
    }
}

extension LayoutTests {
    func testTheResolvedLocalizationDrivesDirectionAndDigits() throws {
        let meditation = try ActivityRenderer(engine: Self.engine, activity: ActivityManifest.load(contentsOf: ManifestTests.fixture("Meditation.yml")))
        let device = try DeviceCatalog.profile("iphone-393")
        // No Hebrew in the catalog: the app runs in English, left to right.
        let hebrew = try meditation.render(state: "running", device: device, languageCode: "he")
        XCTAssertEqual(hebrew.resolution.localization, "en")
        XCTAssertEqual(hebrew.direction, .leftToRight)
        let arabic = try meditation.render(state: "running", device: device, languageCode: "ar-SA")
        XCTAssertEqual(arabic.resolution.localization, "ar")
        XCTAssertEqual(arabic.direction, .rightToLeft)
        let cycle = arabic.presentations.first { $0.presentation == .lockScreen }?.root.flattened.first { $0.kind == .text }
        XCTAssertEqual(cycle?.text?.visibleText, "الدورة ٢ من ٣")
        // Empty languageCode: the system default.
        let system = try meditation.render(state: "running", device: device, languageCode: "", systemDefault: "de-AT")
        XCTAssertEqual(system.resolution.localization, "de")
    }
}
