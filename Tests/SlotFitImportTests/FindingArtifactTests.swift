import Foundation
import SlotFit
import SlotFitImport
import SlotFitStrings
import SlotFitText
import XCTest

/// Findings that did not hold for the app as it runs, seen on public Live
/// Activities (issue 40), each kept as a regression: a near miss of a key
/// in the development language, punctuation taken for a misspelling, an
/// upper-case phrase taken for an acronym, and `EdgeInsets` padding read
/// as 16 pt on every edge.
final class FindingArtifactTests: XCTestCase {
    static let declarations = """
        struct PulseAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var bpm: Int }
        }

        extension PulseAttributes.ContentState {
            static let resting = PulseAttributes.ContentState(bpm: 61)
        }
        """

    func render(_ lockScreen: String, language: String, tables: [String: String]) throws -> ActivitySnapshot {
        let source = FixtureSource.activity("PulseAttributes", lockScreen: lockScreen, declarations: Self.declarations)
        let folder = try temporaryTables(tables, removedAfter: self)
        var activity = try XCTUnwrap(SourceInventory(source: source, file: "Pulse.swift").importActivities().activities.first)
        activity.catalog = folder.path
        return try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
            .render(state: "resting", device: DeviceCatalog.profile("iphone-393"), languageCode: language)
    }

    /// The pulse activity with `lockScreen` and no catalog, laid out in
    /// English, and its Lock Screen.
    func laidOut(_ lockScreen: String) throws -> (shot: ActivitySnapshot, lock: PlacedView) {
        let source = FixtureSource.activity("PulseAttributes", lockScreen: lockScreen, declarations: Self.declarations)
        let activity = try XCTUnwrap(SourceInventory(source: source, file: "Pulse.swift").importActivities().activities.first)
        let shot = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
            .render(state: "resting", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        return (shot, try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen }?.root))
    }

    static let tables = [
        "en.lproj/Localizable.strings": "\"Uptime\" = \"Uptime\";\n\"Resting rate\" = \"Resting rate\";\n\"+%lld\" = \"+%lld\";\n",
        "de.lproj/Localizable.strings": "\"Uptime\" = \"Laufzeit\";\n\"Resting rate\" = \"Ruhepuls\";\n\"+%lld\" = \"+%lld\";\n",
    ]

    /// "Uptime:" is not the key "Uptime" misspelled: in English it shows as
    /// written (no finding); in German it is a text the table lacks
    /// (missing-translation), not a raw key.
    func testPunctuationAndSpecifiersAreNotMisspellings() throws {
        let lockScreen = """
            VStack {
                Text("Uptime:")
                Text("+\\(context.state.bpm)m")
                Text("Restin rate")
            }
            """
        let english = try render(lockScreen, language: "en", tables: Self.tables)
        XCTAssertEqual(english.findings.filter { ($0.rule == .missingKey || $0.rule == .missingTranslation) && $0.presentation == .lockScreen }.map(\.subject), [],
                       "the development language shows its keys as written: \(english.findings.map(\.text))")
        let german = try render(lockScreen, language: "de", tables: Self.tables)
        let keys = german.findings.filter { $0.rule == .missingKey }.map(\.subject)
        XCTAssertEqual(keys, ["Restin rate"], "only the real misspelling is a raw key: \(german.findings.map(\.text))")
        let untranslated = Set(german.findings.filter { $0.rule == .missingTranslation && $0.presentation == .lockScreen }.map(\.subject))
        XCTAssertEqual(untranslated, ["Uptime:", "+%lldm"], "\(german.findings.map(\.text))")
    }

    /// Only a single short all-caps token reads as an acronym (a warning);
    /// an upper-case phrase is words a translator translates (an error).
    func testAnUpperCasePhraseIsNotAnAcronym() throws {
        let lockScreen = """
            VStack {
                Text("BPM")
                Text("UPDATE IN")
                Text("UPDATED:")
                Text("↓\\(context.state.bpm)/m")
            }
            """
        let german = try render(lockScreen, language: "de", tables: Self.tables)
        let missing = german.findings.filter { $0.rule == .missingTranslation }
        XCTAssertEqual(missing.first { $0.subject == "BPM" }?.severity, .warning, "\(missing.map(\.text))")
        XCTAssertEqual(missing.first { $0.subject == "UPDATE IN" }?.severity, .error, "\(missing.map(\.text))")
        XCTAssertEqual(missing.first { $0.subject == "UPDATED:" }?.severity, .error, "\(missing.map(\.text))")
        // A unit around a value: may stay as written (a warning).
        XCTAssertEqual(missing.first { $0.subject == "↓%lld/m" }?.severity, .warning, "\(missing.map(\.text))")
    }

    /// `.padding(EdgeInsets(top:leading:bottom:trailing:))` pads each edge
    /// by its own amount [Apple: `View.padding(_ insets: EdgeInsets)`]: the
    /// same layout as the four edges padded one by one, and nothing assumed.
    func testEdgeInsetsPaddingIsReadExactly() throws {
        func laidOut(_ modifier: String) throws -> (width: Double, height: Double, approximated: Bool) {
            let source = FixtureSource.activity("PulseAttributes", lockScreen: "Text(\"Resting rate\")\(modifier)", declarations: Self.declarations)
            let imported = SourceInventory(source: source, file: "Pulse.swift").importActivities()
            let activity = try XCTUnwrap(imported.activities.first)
            let shot = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
                .render(state: "resting", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
            let root = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen }?.root)
            return (root.width, root.height, !(imported.reports.first?.approximated.isEmpty ?? true))
        }
        let insets = try laidOut(".padding(EdgeInsets(top: 2, leading: 16, bottom: 3, trailing: 16))")
        let edges = try laidOut(".padding(.top, 2).padding(.leading, 16).padding(.bottom, 3).padding(.trailing, 16)")
        let bare = try laidOut("")
        XCTAssertFalse(insets.approximated)
        XCTAssertEqual(insets.width, edges.width, accuracy: 0.001)
        XCTAssertEqual(insets.height, edges.height, accuracy: 0.001)
        XCTAssertEqual(insets.height - bare.height, 5, accuracy: 0.001)
        XCTAssertEqual(insets.width - bare.width, 32, accuracy: 0.001)
    }

    /// An asset image given a frame is the frame's size whatever the asset:
    /// exact, not "approximated (an asset's size is not in the source)".
    func testAnImageWithAnExplicitFrameIsExact() throws {
        func approximations(_ lockScreen: String) -> [String] {
            let source = FixtureSource.activity("PulseAttributes", lockScreen: lockScreen, declarations: Self.declarations)
            return SourceInventory(source: source, file: "Pulse.swift").importActivities().reports.first?.approximated.map(\.assumed) ?? ["no report"]
        }
        XCTAssertEqual(approximations("Image(\"heart\").resizable().frame(width: 24, height: 24)"), [])
        XCTAssertEqual(approximations("Image(\"heart\").frame(width: 30, height: 18)"), [])
        XCTAssertEqual(approximations("Image(\"heart\")"), ["a 24 × 24 pt image (an asset's size is not in the source)"])
        XCTAssertEqual(approximations("Image(\"heart\").frame(width: 24)"), ["a 24 × 24 pt image (an asset's size is not in the source)"])
    }

    /// The font margin over San Francisco is proportional text's: a cut
    /// monospaced text (a URL in `.monospaced()`) gets no "it may fit"
    /// hedge; the same text in the default design, cut by as little, does.
    /// The profile has no SF Mono, so the monospaced cut says it was
    /// measured with a proportional face: an estimate, never an error.
    func testMonospacedTextGetsNoProportionalHedge() throws {
        func cut(_ design: String, width: Double? = nil) throws -> (natural: Double, message: String?) {
            let frame = width.map { ".frame(width: \($0))" } ?? ""
            let (shot, lock) = try laidOut("Text(verbatim: \"pulse.example.org/live\")\(design).font(.system(size: 17)).lineLimit(1)\(frame)")
            let text = try XCTUnwrap(lock.flattened.compactMap(\.text).first)
            return (text.naturalWidth, shot.findings.first { $0.rule == .textTruncation }?.message)
        }
        let proportional = try cut("")
        let hedged = try cut("", width: (proportional.natural / 1.04).rounded(.down))
        XCTAssertTrue(hedged.message?.contains("San Francisco sets it") == true, hedged.message ?? "no finding")
        let monospaced = try cut(".monospaced()")
        let plain = try cut(".monospaced()", width: (monospaced.natural / 1.04).rounded(.down))
        XCTAssertNotNil(plain.message)
        XCTAssertFalse(plain.message?.contains("San Francisco") ?? true, plain.message ?? "")
        XCTAssertTrue(plain.message?.contains("a proportional face: .monospaced() sets it in SF Mono") == true, plain.message ?? "")
        // What it rests on caps it at a warning wherever it is cut.
        let finding = try laidOut("Text(verbatim: \"pulse.example.org/live\").monospaced().font(.system(size: 17)).lineLimit(1).frame(width: \((monospaced.natural / 1.04).rounded(.down)))")
            .shot.findings.first { $0.rule == .textTruncation }
        XCTAssertNotNil(finding?.restsOn, "\(String(describing: finding))")
    }

    /// A condition list with a clause SlotFit cannot evaluate is still
    /// decided by the clauses it can: a constant false one hides the
    /// branch, a state's comparison hides it in the states where it fails
    /// (it was "the first branch, always shown").
    func testAKnownFalseClauseDecidesAConditionList() throws {
        let source = FixtureSource.activity("PulseAttributes", lockScreen: """
            VStack {
                if false, let glyph = Symbols.current() {
                    Text("Never")
                }
                if context.state.bpm > 100, let zone = Zones.lookup(context.state.bpm) {
                    Text("Racing")
                }
                Text("Resting rate")
            }
            """, declarations: Self.declarations)
        let activity = try XCTUnwrap(SourceInventory(source: source, file: "Pulse.swift").importActivities().activities.first)
        let shot = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
            .render(state: "resting", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        let lock = try XCTUnwrap(shot.presentations.first { $0.presentation == .lockScreen })
        XCTAssertEqual(lock.root.flattened.compactMap { $0.text?.visibleText }, ["Resting rate"], shot.text)
    }

    /// An empty minimal view is said (a note), not dropped without a word:
    /// the device shows a blank pill.
    func testAnEmptyMinimalViewIsANote() throws {
        let source = FixtureSource.activity("PulseAttributes", lockScreen: "Text(\"Resting rate\")", declarations: Self.declarations)
            .replacingOccurrences(of: "minimal: { Text(\"M\") }", with: "minimal: { EmptyView() }")
        XCTAssertTrue(source.contains("minimal: { EmptyView() }"), source)
        let activity = try XCTUnwrap(SourceInventory(source: source, file: "Pulse.swift").importActivities().activities.first)
        XCTAssertNil(activity.minimal)
        let shot = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
            .render(state: "resting", device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        let notes = shot.findings.filter { $0.rule == .emptyPresentation }
        XCTAssertEqual(notes.map(\.presentation), [.minimal])
        XCTAssertEqual(notes.first?.severity, .note)
        XCTAssertTrue(notes.first?.message.contains("this one's pill is empty") == true, notes.first?.message ?? "")
        // A slot whose view SlotFit could not build (a helper of the app
        // returning an Image) is not the app leaving it blank.
        let unread = FixtureSource.activity("PulseAttributes", lockScreen: "Text(\"Resting rate\")", declarations: Self.declarations + """

            extension PulseAttributes.ContentState {
                func glyph() -> Image {
                    var name = "heart"
                    if bpm > 100 { name = "bolt.heart" }
                    return Image(systemName: name)
                }
            }
            """).replacingOccurrences(of: "minimal: { Text(\"M\") }", with: "minimal: { context.state.glyph() }")
        let unreadActivity = try XCTUnwrap(SourceInventory(source: unread, file: "Pulse.swift").importActivities().activities.first)
        XCTAssertEqual(unreadActivity.emptyPresentations, [:])
    }

    /// A count-up timer to `.distantFuture` reserves the width of its
    /// current magnitude (at most "0:59" from now), never its "largest value"
    /// 17308814:59:59, however the bound is written — `(.distantFuture)`
    /// in parentheses too.
    func testAnOpenEndedCountUpTimerReservesNoWidth() throws {
        for bound in [".distantFuture", "(.distantFuture)", "Date.distantFuture"] {
            let (shot, lock) = try laidOut("Text(timerInterval: Date.now...\(bound), countsDown: false)")
            let timer = try XCTUnwrap(lock.flattened.first { $0.kind == .timer }, shot.text)
            XCTAssertLessThanOrEqual((timer.reservedText ?? "").count, 4, "\(bound): \(shot.text)")
        }
    }

    /// A text cut in a language that has no translation of its own shows
    /// the development language's: the fix names that text, not a German
    /// one that does not exist.
    func testTheFixOfAnUntranslatedTextNamesTheTextShown() throws {
        let tables = ["en.lproj/Localizable.strings": "\"Resting rate\" = \"Resting rate\";\n",
                      "de.lproj/Localizable.strings": "\"Uptime\" = \"Laufzeit\";\n"]
        let shot = try render("Text(\"Resting rate\").lineLimit(1).frame(width: 40)", language: "de", tables: tables)
        let cut = try XCTUnwrap(shot.findings.first { $0.rule == .textTruncation }, shot.text)
        XCTAssertTrue(cut.message.contains("shorten the English text of \"Resting rate\" (German has none of its own and shows it; or translate it shorter)"), cut.message)
        XCTAssertFalse(cut.message.contains("the German text"), cut.message)
    }
}

/// A cut text made largely of digits and symbols rests on the default
/// profile's font as letters do: SlotFit has not measured San Francisco's
/// widths for them, so within the letters' margin the cut is a warning
/// that says so (an error must hold on the device); past it, an error.
final class DigitsMarginTests: XCTestCase {
    static let source = FixtureSource.activity("RateAttributes", lockScreen: #"Text("Traffic")"#, declarations: """
        struct RateAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var rate: Int }
        }

        extension RateAttributes.ContentState {
            static let busy = RateAttributes.ContentState(rate: 12)
            static let flooded = RateAttributes.ContentState(rate: 1234567)
        }
        """, compactLeading: #"Image(systemName: "antenna.radiowaves.left.and.right")"#, compactTrailing: #"Text("↓\(context.state.rate)/m")"#)

    func cut(_ state: String) throws -> (finding: LayoutFinding?, text: TextLayout?) {
        let activity = try XCTUnwrap(SourceInventory(source: Self.source, file: "Rate.swift").importActivities().activities.first)
        let shot = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
            .render(state: state, device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        let trailing = shot.presentations.first { $0.presentation == .compactTrailing }?.root.flattened.compactMap(\.text).first
        return (shot.findings.first { $0.rule == .compactTruncation }, trailing)
    }

    func testWithinTheMarginAWarningThatSaysWhy() throws {
        let (finding, text) = try cut("busy")
        let layout = try XCTUnwrap(text)
        let margin = try XCTUnwrap(FontProfile.widthMarginOverSanFrancisco(family: layout.lines[0].runs[0].family, size: layout.lines[0].runs[0].fontSize))
        let over = layout.naturalWidth / (try XCTUnwrap(layout.proposedWidth))
        // The case under test: cut, by less than the margin.
        XCTAssertGreaterThan(over, 1, "\(layout.naturalWidth)")
        XCTAssertLessThanOrEqual(over, margin)
        let found = try XCTUnwrap(finding, "the cut is found")
        XCTAssertEqual(found.severity, .warning)
        XCTAssertTrue(found.message.contains("digits and symbols, whose San Francisco widths SlotFit has not measured"), found.message)
        XCTAssertNotNil(found.restsOn)
    }

    func testPastTheMarginAnError() throws {
        let (finding, text) = try cut("flooded")
        let layout = try XCTUnwrap(text)
        let margin = try XCTUnwrap(FontProfile.widthMarginOverSanFrancisco(family: layout.lines[0].runs[0].family, size: layout.lines[0].runs[0].fontSize))
        XCTAssertGreaterThan(layout.naturalWidth / (try XCTUnwrap(layout.proposedWidth)), margin)
        let found = try XCTUnwrap(finding)
        XCTAssertEqual(found.severity, .error)
        XCTAssertFalse(found.message.contains("San Francisco"), found.message)
    }
}

extension FindingArtifactTests {
    /// An image of an asset SlotFit cannot name is laid out at 24 × 24 pt,
    /// an assumption its neighbours' findings rest on; framed on both sides
    /// where a helper that returns it is called (a tea timer's icon,
    /// `.frame(width: 28, height: 28)`), the asset changes nothing laid out,
    /// and nothing rests on it.
    func testAnUnknownAssetInAFixedFrameIsNoAssumption() throws {
        let fixture = try ImportedFixture(FixtureSource.activity("PadAttributes", lockScreen: """
            VStack {
                icon(context.state.n).frame(width: 28, height: 28)
                icon(context.state.n).frame(width: 28)
            }
            """, declarations: """
            struct PadAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var n: Int }
            }
            extension PadAttributes.ContentState {
                static let s = PadAttributes.ContentState(n: 1)
            }
            func icon(_ n: Int) -> some View {
                Image(Names.pick(n)).resizable().aspectRatio(contentMode: .fit)
            }
            """))
        let images = try fixture.root("s").flattened.filter { $0.kind == .image }
        XCTAssertEqual(images.map(\.approximated), [nil, ActivityView.unknownAssetSize], "framed on both sides, then on one")
        XCTAssertEqual(images.first.map { [$0.width, $0.height] }, [28, 28])
    }
}
