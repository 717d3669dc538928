import Foundation
@testable import SlotFit
@testable import SlotFitImport
import SlotFitText
import XCTest

/// Swift a pull request can commit that once trapped, overflowed the stack
/// or ran without end in the importer: each is read within its budget,
/// ending in an approximation that says what was cut, or a located error —
/// never a signal. The sources are written here, each a small widget
/// extension around the pattern under test.
final class HostileSourceTests: XCTestCase {
    /// A widget extension whose Lock Screen view is `lock`, with `extra`
    /// declarations before the widget.
    static func widget(_ lock: String, extra: String = "") -> String {
        """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct ParcelAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var courier: String
                var stops: Int
                var late: Bool
            }
            var depot: String
        }

        extension ParcelAttributes.ContentState {
            static let onTheWay = ParcelAttributes.ContentState(courier: "Mo", stops: 3, late: false)
        }
        \(extra)
        struct ParcelActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParcelAttributes.self) { context in
                    \(lock)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("Parcel") }
                    } compactLeading: { Text("P") } compactTrailing: { Text("3") } minimal: { Text("P") }
                }
            }
        }
        """
    }

    /// The 1-based line and the 1-based UTF-8 column of the first `needle` in `source`.
    func place(of needle: String, in source: String) throws -> (line: Int, column: Int) {
        let range = try XCTUnwrap(source.range(of: needle), "\(needle) is in the source")
        let before = source[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { source.index(after: $0) } ?? source.startIndex
        return (line, source[lineStart..<range.lowerBound].utf8.count + 1)
    }

    func imported(_ source: String) throws -> (ImportedActivities, ActivityImport) {
        let inventory = SourceInventory(source: source, file: "Parcel.swift")
        XCTAssertEqual(inventory.refused, [], "the file is read")
        let imported = inventory.importActivities()
        return (imported, try XCTUnwrap(imported.reports.first))
    }

    /// The lock screen view of the first activity, laid out on a phone in English.
    func lockScreenTexts(_ imported: ImportedActivities) throws -> [String] {
        let activity = try XCTUnwrap(imported.activities.first)
        let renderer = try ActivityRenderer(engine: TextEngine(profile: .default), activity: activity)
        let state = try XCTUnwrap(activity.states.first?.name)
        let snapshot = try renderer.render(state: state, device: DeviceCatalog.profile("iphone-393"), languageCode: "en")
        let lock = try XCTUnwrap(snapshot.presentations.first { $0.presentation == .lockScreen })
        return lock.root.flattened.compactMap { $0.text?.visibleText }
    }

    // MARK: Getters that read themselves

    /// A getter that reads itself through a `switch` or a ternary, or
    /// through another getter that reads it (the earlier round's hang at
    /// 1.4 GB), ends at once: each such text is a stand-in, said where it
    /// is written, and the rest of the view is laid out.
    func testGettersThatReadThemselvesEndAsStandIns() throws {
        let extra = """
        extension ParcelAttributes.ContentState {
            var label: String {
                switch stops {
                case 0: return label + label
                default: return late ? label + "a" : label + "b"
                }
            }
            var ping: String { stops > 0 ? ping + pong : (late ? pong + ping : ping + ping + pong) }
            var pong: String { switch stops { case 1: return ping + pong + ping; case 2: return pong + pong; default: return late ? ping : pong } }
        }
        """
        let source = Self.widget("VStack { Text(context.state.label); Text(context.state.ping); Text(context.state.pong); Text(\"Depot\") }", extra: extra)
        let (imported, report) = try imported(source)
        XCTAssertEqual(try lockScreenTexts(imported).last, "Depot", "the rest is laid out")
        let notes = report.approximated.map { "\($0.location): \($0.construct)" }
        for needle in ["label + label", "ping + pong", "pong + pong"] {
            let at = try place(of: needle, in: source)
            XCTAssertTrue(notes.contains("Parcel.swift:\(at.line):\(at.column): \(needle)"), "\(needle) at \(at): \(notes)")
        }
    }

    /// A long literal doubled in a loop is few terms and many bytes (a
    /// 17 KB one allocated 1.6 GB): past 64 KiB the value is a stand-in,
    /// noted where it is built.
    func testAValueIsBoundedByItsBytesNotOnlyItsTerms() throws {
        let literal = String(repeating: "Lieferung unterwegs ", count: 850)
        let extra = """
        extension ParcelAttributes.ContentState {
            var banner: String {
                var text = "\(literal)"
                for _ in 0..<20 { text = text + text }
                return text
            }
        }
        """
        let source = Self.widget("VStack { Text(context.state.banner); Text(\"Depot\") }", extra: extra)
        let (imported, report) = try imported(source)
        XCTAssertEqual(try lockScreenTexts(imported).last, "Depot")
        XCTAssertTrue(report.approximated.contains { $0.assumed.contains("65536 bytes") }, report.approximated.map(\.assumed).joined(separator: "\n"))
    }

    // MARK: Numbers out of range

    /// Literal arguments Swift accepts but SlotFit cannot use: each left out
    /// with the reason (the range NumberRange states), the text still laid out.
    func testNumbersOutOfRangeAreLeftOutWithTheirReason() throws {
        let cases: [(modifier: String, quoted: String, reason: String)] = [
            (".lineLimit(1e300)", "1e300", "1e+300 is out of range; a line limit is a whole number of lines between 1 and 10000"),
            (".lineLimit(.infinity)", ".infinity", ".infinity is not a finite number; a line limit is a whole number of lines between 1 and 10000"),
            (".lineLimit(5...2)", "5...2", "5...2 is an empty range (Swift traps on it at run time); write the smaller bound first"),
            (".padding(.horizontal, 1e300)", "1e300", "1e+300 is out of range; spacing is points between -10000 and 10000"),
            (".frame(width: -4)", "-4", "-4 is out of range; sizes are points between 0 and 10000"),
            (".minimumScaleFactor(0)", "0", "0 is out of range; a scale factor is greater than 0 and at most 1"),
            (".font(.system(size: 1e9))", "1e9", "1000000000 is out of range; font sizes are points between 1 and 1000"),
        ]
        for (modifier, quoted, reason) in cases {
            let source = Self.widget("Text(context.state.courier)\(modifier)")
            let (imported, report) = try imported(source)
            let approximation = try XCTUnwrap(report.approximated.first { $0.construct == quoted }, "\(modifier): \(report.approximated)")
            XCTAssertTrue(approximation.assumed.contains(reason), "\(modifier): \(approximation.assumed)")
            let written = try place(of: modifier, in: source)
            let offset = try XCTUnwrap(modifier.range(of: quoted)).lowerBound.utf16Offset(in: modifier)
            XCTAssertEqual(approximation.location.line, written.line, modifier)
            XCTAssertEqual(approximation.location.column, written.column + offset, modifier)
            XCTAssertEqual(try lockScreenTexts(imported), ["Mo"], "\(modifier): the text is still laid out")
        }
    }

    /// `fractionLength(1e300)` and `significantDigits(1e300)` once trapped
    /// converting to `Int`: the format keeps its default precision.
    func testFormatPrecisionOutOfRangeKeepsTheDefault() throws {
        for (precision, reason) in [(".fractionLength(1e300)", "a fraction length is a whole number of digits between 0 and 15"),
                                    (".significantDigits(-1)", "significant digits are a whole number between 1 and 40")] {
            let (imported, report) = try imported(Self.widget("Text(Double(context.state.stops), format: .number.precision(\(precision)))"))
            XCTAssertTrue(report.approximated.contains { $0.assumed.contains(reason) }, "\(precision): \(report.approximated)")
            XCTAssertEqual(try lockScreenTexts(imported), ["3"], "Foundation's default for 3.0 with .number is \"3\"")
        }
    }

    /// `ForEach` over literal ranges: a small one is expanded, one past the
    /// budget or past Int's range shows its first element, noted; a
    /// reversed one shows nothing.
    func testForEachRangesAreBounded() throws {
        let (small, _) = try imported(Self.widget("HStack { ForEach(0..<3) { i in Text(\"\\(i)\") } }"))
        XCTAssertEqual(try lockScreenTexts(small), ["0", "1", "2"])
        for range in ["0..<Int.max", "-1e300..<(-1e300 + 10)", "0..<51"] {
            let (imported, report) = try imported(Self.widget("VStack { ForEach(\(range)) { i in Text(\"Row\") } }"))
            XCTAssertTrue(report.approximated.contains { $0.assumed.hasPrefix("its first element only") }, "\(range): \(report.approximated)")
            XCTAssertEqual(try lockScreenTexts(imported), ["Row"], range)
        }
    }

    // MARK: Recursion

    /// A `ViewModifier` whose body applies itself once overflowed the stack.
    func testAModifierThatAppliesItselfIsCutOnce() throws {
        let extra = """
        struct Echo: ViewModifier {
            func body(content: Content) -> some View { content.padding(2).modifier(Echo()) }
        }
        """
        let (imported, report) = try imported(Self.widget("Text(context.state.courier).modifier(Echo())", extra: extra))
        XCTAssertTrue(report.approximated.contains { $0.assumed.contains("Echo applies itself") }, "\(report.approximated)")
        XCTAssertEqual(try lockScreenTexts(imported), ["Mo"])
    }

    /// A getter that reads itself (Swift accepts it; it would recurse at
    /// run time) is found at once: no value, not 2^24 evaluations.
    func testAGetterThatReadsItselfIsNoValue() throws {
        let extra = """
        extension ParcelAttributes.ContentState {
            var headline: String { headline + " · " + headline }
            var summary: String { courier + " " + String(stops) }
        }
        """
        let started = Date()
        let (_, report) = try imported(Self.widget("VStack { Text(context.state.headline); Text(context.state.summary) }", extra: extra))
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "bounded, not exponential")
        XCTAssertTrue(report.approximated.contains { $0.construct.contains("headline") && $0.assumed.contains("not evaluated") }, "\(report.approximated)")
        XCTAssertTrue(report.derived.contains { $0.contains("courier") }, "a getter over the fields is still evaluated: \(report.derived)")
    }

    // MARK: Expansion

    /// A custom view used twice per level, 30 levels deep, is 2^30 views in
    /// SwiftUI's eyes; the importer stops at its construct budget, with a
    /// stand-in marked approximated so no finding on it is an error.
    func testAViewUsedTwicePerLevelStopsAtTheBudget() throws {
        var extra = ""
        for level in 0..<30 { extra += "struct Level\(level): View { var body: some View { VStack { Level\(level + 1)(); Level\(level + 1)() } } }\n" }
        extra += "struct Level30: View { var body: some View { Text(\"Leaf\") } }\n"
        let (imported, report) = try imported(Self.widget("Level0()", extra: extra))
        let limits = ImportLimits.standard
        // Each view interpreted is one construct of the budget and at most
        // two understood ones (the view and its stack).
        XCTAssertLessThanOrEqual(report.understood, 2 * limits.constructs, "bounded by the budget, not 2^30")
        let cutoff = try XCTUnwrap(report.approximated.first { $0.assumed.contains("more than \(limits.constructs) views and modifiers") })
        XCTAssertEqual(cutoff.location.file, "Parcel.swift")
        let activity = try XCTUnwrap(imported.activities.first)
        XCTAssertTrue(activity.lockScreen.map { Self.contains($0) { $0.approximated?.contains("stand-in from here on") == true } } ?? false)
    }

    /// Nested `ForEach` over literal ranges: 49⁵ elements before; now the budget.
    func testNestedForEachStopsAtTheBudget() throws {
        let nested = String(repeating: "ForEach(0..<49) { _ in ", count: 5) + "Text(\"x\")" + String(repeating: " }", count: 5)
        let (_, report) = try imported(Self.widget("VStack { \(nested) }"))
        XCTAssertLessThanOrEqual(report.understood, 2 * ImportLimits.standard.constructs, "bounded by the budget, not 49^5")
        XCTAssertTrue(report.approximated.contains { $0.assumed.contains("stand-in from here on") })
    }

    /// Each state-dependent layout modifier splits the view in two; past
    /// the budget the first branch stands for both, noted at its ternary.
    func testStateDependentModifiersSplitAtMostTheBudget() throws {
        let chain = (0..<12).map { ".padding(context.state.late ? \($0) : \($0 + 1))" }.joined()
        let source = Self.widget("Text(context.state.courier)\(chain)")
        let (imported, report) = try imported(source)
        let splits = ImportLimits.standard.splits
        let firstBranch = report.approximated.filter { $0.assumed.hasPrefix("its first branch (the activity's views were already split \(splits) times") }
        XCTAssertEqual(firstBranch.count, 12 - splits)
        XCTAssertEqual(firstBranch.first?.location.column, try place(of: "context.state.late ? \(splits) :", in: source).column)
        let activity = try XCTUnwrap(imported.activities.first)
        XCTAssertEqual(Self.count(activity.lockScreen!) { if case .text = $0.kind { return true } else { return false } }, 1 << splits,
                       "one text per combination of the splits made")
    }

    // MARK: Depth

    /// A 50,000-long modifier chain and 16,000 string concatenations once
    /// overflowed the stack: the file is refused with the place where it
    /// passes the depth limit, in bounded time.
    func testDeepExpressionsAreRefusedWithTheirPlace() throws {
        let chain = Self.widget("Text(context.state.courier)" + String(repeating: ".padding()", count: 50_000))
        let sum = Self.widget("Text(context.state.courier + " + Array(repeating: "\"a\"", count: 16_000).joined(separator: " + ") + ")")
        for (source, start) in [(chain, "Text(context.state.courier).padding()"), (sum, "context.state.courier + ")] {
            let inventory = SourceInventory(source: source, file: "Parcel.swift")
            let error = try XCTUnwrap(inventory.refused.first)
            XCTAssertEqual(error.kind, .swiftSource)
            let expected = try place(of: start, in: source)
            XCTAssertEqual(error.location, SourceLocation(file: "Parcel.swift", line: expected.line, column: expected.column))
            XCTAssertTrue(error.problem.contains("nests more than \(ImportLimits.standard.syntaxDepth) levels deep"), error.problem)
            XCTAssertEqual(inventory.importActivities().activities.count, 0, "nothing of a refused file is read")
        }
    }

    /// A chain of 300 modifiers and a sum of 300 operands parse within the
    /// syntax limit but nest deeper than the layout and the evaluation walk
    /// recursively (a 550-modifier chain overflowed `check`'s stack): the
    /// views past the view depth are a stand-in, the value past the value
    /// depth is not evaluated — each noted at the expression.
    func testViewsAndValuesNestNoDeeperThanTheirWalks() throws {
        let limits = ImportLimits.standard
        let chain = Self.widget("Text(context.state.courier)" + String(repeating: ".padding(1)", count: 300))
        let (chained, chainReport) = try imported(chain)
        XCTAssertTrue(chainReport.approximated.contains { $0.assumed.contains("views nest more than \(limits.viewDepth) levels") }, "\(chainReport.approximated)")
        XCTAssertEqual(try lockScreenTexts(chained), [], "the text sits below the cut: a stand-in box in its place")
        let sum = Self.widget("Text(context.state.courier + " + Array(repeating: "\"·\"", count: 300).joined(separator: " + ") + ")")
        let (_, sumReport) = try imported(sum)
        let note = try XCTUnwrap(sumReport.approximated.first { $0.assumed.contains("the value nests more than \(limits.valueDepth) levels") })
        XCTAssertEqual(note.location.line, try place(of: "context.state.courier + ", in: sum).line)
    }

    /// `if true { … } else { … }`: a condition with no terms, whose
    /// negation once indexed an empty list (found by the fuzzer).
    func testAConstantConditionShowsItsBranch() throws {
        let (imported, _) = try imported(Self.widget("VStack { if true { Text(\"Shown\") } else { Text(\"Hidden\") } }"))
        XCTAssertEqual(try lockScreenTexts(imported), ["Shown"])
    }

    /// SwiftParser's time doubles per nested `[`: past the bracket limit the
    /// file is refused before parsing; brackets inside strings and comments
    /// do not count.
    func testDeeplyNestedBracketsAreRefusedBeforeParsing() throws {
        let deep = Self.widget("Text(context.state.courier)", extra: "let grid = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n")
        let inventory = SourceInventory(source: deep, file: "Parcel.swift")
        let error = try XCTUnwrap(inventory.refused.first)
        let line = try place(of: "let grid", in: deep).line
        XCTAssertEqual(error.location, SourceLocation(file: "Parcel.swift", line: line, column: "let grid = ".utf8.count + ImportLimits.standard.bracketDepth + 1))
        let quoted = Self.widget("Text(context.state.courier)", extra: "let note = \"" + String(repeating: "[", count: 40) + "\" // [[[[[[[[[[[[[[[[[[[[\n")
        XCTAssertEqual(SourceInventory(source: quoted, file: "Parcel.swift").refused, [])
        // An unterminated string ends at its line (the lexer's rule): the
        // brackets below it are code and counted (found by make fuzz: they
        // were taken as the string's, and the parser ran for hours).
        let unterminated = Self.widget("Text(context.state.courier)", extra: "let label = \"open\nlet grid = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n")
        XCTAssertEqual(SourceInventory(source: unterminated, file: "Parcel.swift").refused.first?.location?.line, try place(of: "let grid", in: unterminated).line)
        // An interpolation is code: its brackets count (found by make fuzz too).
        let interpolated = Self.widget("Text(\"\\(context.state.stops" + String(repeating: "[", count: 40) + " min\")")
        let inInterpolation = try XCTUnwrap(SourceInventory(source: interpolated, file: "Parcel.swift").refused.first)
        XCTAssertEqual(inInterpolation.location?.column, try place(of: "context.state.stops[", in: interpolated).column + "context.state.stops".utf8.count + ImportLimits.standard.bracketDepth)
    }

    /// `SourceInventory(paths:)` throws the refusal, as `check` reports it.
    func testAFileTooDeepIsAnErrorFromPaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = Self.widget("Text(context.state.courier)" + String(repeating: ".bold()", count: 5_000))
        try source.write(to: folder.appendingPathComponent("Parcel.swift"), atomically: true, encoding: .utf8)
        let expected = try place(of: "Text(context.state.courier).bold()", in: source)
        XCTAssertThrowsError(try SourceInventory(paths: [folder.path], relativeTo: folder.path)) { error in
            XCTAssertEqual((error as? SlotFitError)?.location, SourceLocation(file: "Parcel.swift", line: expected.line, column: expected.column))
        }
    }

    // MARK: Links

    /// `slotfit import DIR` walks the folder it is given: a linked Swift
    /// file that leads out of it is not read (FileManager's enumerator lists
    /// links to files), and the catalog search of a project never looks
    /// above the project folder.
    func testAFolderWalkReadsNoLinkThatLeadsOut() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-links-\(UUID().uuidString)")
        let project = base.appendingPathComponent("project"), outside = base.appendingPathComponent("outside")
        for folder in [project, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: base) }
        try Self.widget("Text(context.state.courier)").write(to: project.appendingPathComponent("Parcel.swift"), atomically: true, encoding: .utf8)
        try "struct Secret { let marker = \"LINK-MARKER\" }".write(to: outside.appendingPathComponent("Secret.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("Linked.swift").path, withDestinationPath: outside.appendingPathComponent("Secret.swift").path)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("Inner.swift").path, withDestinationPath: project.appendingPathComponent("Parcel.swift").path)
        let inventory = try SourceInventory(paths: [project.path], relativeTo: project.path)
        XCTAssertEqual(inventory.files, ["Inner.swift", "Parcel.swift"], "a link inside the folder is read; one leading out is not")
        // A catalog beside the project (the folder above a source of ".") is not looked in.
        try #"{"sourceLanguage":"en","strings":{"x":{}},"version":"1.0"}"#.write(to: base.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        XCTAssertEqual(SourceProject.findCatalog(near: [project.path]), base.path, "without a project, the folder above is searched")
        XCTAssertNil(SourceProject.findCatalog(near: [project.path], within: project.path))
    }

    // MARK: Names

    /// A name the state's declaration in the sources lacks: the app
    /// compiles, so it is declared somewhere SlotFit does not see. A
    /// warning at the name, with the nearest declared field; its text is
    /// unverified, never an empty text judged, never a refusal.
    func testANameTheStateDoesNotDeclareIsAWarningAndAStandIn() throws {
        let source = Self.widget("Text(context.state.couirer)")
        let (imports, report) = try imported(source)
        let activity = try XCTUnwrap(imports.activities.first)
        let warning = try XCTUnwrap(report.unresolvedNames.first)
        let expected = try place(of: "couirer", in: source)
        XCTAssertEqual(warning.location, SourceLocation(file: "Parcel.swift", line: expected.line, column: expected.column))
        XCTAssertTrue(warning.problem.contains("SlotFit finds no field or property \"couirer\" of ParcelAttributes"), warning.problem)
        XCTAssertTrue(warning.problem.contains("did you mean \"courier\"?"), warning.problem)
        XCTAssertEqual(activity.textCoverage.exact, activity.textCoverage.texts - 1, "its text is not checked")
        // A computed property declared in an extension is a name it has.
        let computed = Self.widget("Text(context.state.label)", extra: "extension ParcelAttributes.ContentState { var label: String { courier } }")
        XCTAssertEqual(try imported(computed).1.unresolvedNames, [])
    }

    // MARK: String(format:)

    /// `String(format: "%999999999d", …)` grew `check` to 24 GB: a width past
    /// 100 is not evaluated (an unverified text), and ordinary widths are.
    func testFormatWidthsAreBounded() {
        XCTAssertNil(ValueExpression.printf("%999999999d", [.number(3)]))
        XCTAssertNil(ValueExpression.printf("%.999999f", [.number(3)]))
        XCTAssertNil(ValueExpression.printf("%d", [.number(1e300)]), "past Int64: not a value, not a trap")
        XCTAssertEqual(ValueExpression.printf("%03d", [.number(7)]), String(format: "%03d", 7))
        XCTAssertEqual(ValueExpression.printf("%6.2f", [.number(3.14159)]), String(format: "%6.2f", 3.14159))
    }

    // MARK: Helpers

    static func contains(_ view: ActivityView, _ test: (ActivityView) -> Bool) -> Bool {
        count(view, test) > 0
    }

    static func count(_ view: ActivityView, _ test: (ActivityView) -> Bool) -> Int {
        (test(view) ? 1 : 0) + view.children.reduce(0) { $0 + count($1, test) }
    }
}
