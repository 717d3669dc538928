import Foundation
import SlotFit
import SlotFitText
import XCTest

/// Bad values in manifests and slotfit.yml: each is an error with the file,
/// line, column and key path, the bad input quoted and the fix — never a
/// silent default, a trap or an error without a place.
final class InputValidationTests: XCTestCase {
    func parseError(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try ActivityManifest.parse(yaml, source: "m.yml")
            XCTFail("expected an error for:\n\(yaml)", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }

    /// Each manifest (after `activity: A`) fails with a message containing its text.
    func assertErrors(_ cases: [(yaml: String, expected: String)], file: StaticString = #filePath, line: UInt = #line) {
        for (yaml, expected) in cases {
            let message = parseError("activity: A\n" + yaml, file: file, line: line)
            XCTAssertTrue(message.contains(expected), "\(message)\nshould contain\n\(expected)", file: file, line: line)
        }
    }

    func testEveryEnumeratedValueIsCheckedWithADidYouMean() {
        let cases: [(String, String)] = [
            ("lockScreen:\n  vstack: { alignment: leadng, content: [ { text: a } ] }\n",
             "m.yml:3:24: lockScreen.vstack.alignment: unknown VStack alignment (a HorizontalAlignment) \"leadng\"; did you mean \"leading\"?"),
            ("lockScreen:\n  hstack: { alignment: leading, content: [ { text: a } ] }\n",
             "unknown HStack alignment (a VerticalAlignment) \"leading\""),
            ("lockScreen:\n  zstack: { alignment: topLeadin, content: [ { text: a } ] }\n",
             "unknown ZStack alignment (an Alignment) \"topLeadin\"; did you mean \"topLeading\"?"),
            ("lockScreen:\n  text: a\n  truncationMode: midle\n", "m.yml:4:19: lockScreen.truncationMode: unknown truncation mode \"midle\"; did you mean \"middle\"?"),
            ("lockScreen:\n  text: a\n  font: captoin\n", "unknown text style \"captoin\"; did you mean \"caption\"?"),
            ("lockScreen:\n  text: a\n  font: { size: 12, weight: semibld }\n", "unknown font weight \"semibld\"; did you mean \"semibold\"?"),
            ("lockScreen:\n  text: a\n  font: { size: 12, design: roundd }\n", "unknown font design \"roundd\"; did you mean \"rounded\"?"),
            ("lockScreen:\n  text: a\n  layoutDirection: leftToRigth\n", "unknown layout direction \"leftToRigth\"; did you mean \"leftToRight\"?"),
            ("supplementalActivityFamilies: [smal]\nlockScreen: { text: a }\n", "unknown activity family \"smal\"; did you mean \"small\"?"),
        ]
        assertErrors(cases)
    }

    func testAConditionOnAValueNoStateHasIsAnError() {
        let message = parseError("""
        activity: A
        states: { a: { status: onTheWay }, b: { status: delivered } }
        lockScreen:
          text: Driver
          if: "status == onTheWey"
        """)
        XCTAssertTrue(message.contains("m.yml:5:7: lockScreen: condition \"status == onTheWey\" compares status with \"onTheWey\", a value no sample state has"), message)
        XCTAssertTrue(message.contains("values seen: \"delivered\", \"onTheWay\"; did you mean \"onTheWay\"?"), message)
        // A value some state has is fine.
        XCTAssertNoThrow(try ActivityManifest.parse("activity: A\nstates: { a: { status: onTheWay } }\nlockScreen:\n  text: D\n  if: \"status != onTheWay\"\n", source: "m.yml"))
    }

    func testHugeAndNonFiniteNumbersAreErrorsWithTheirPlace() {
        let cases: [(String, String)] = [
            ("lockScreen:\n  text: a\n  lineLimit: 1e300\n", "m.yml:4:14: lockScreen.lineLimit: 1e300 is out of range; a line limit is a whole number of lines between 1 and 10000"),
            ("lockScreen:\n  text: a\n  lineLimit: 1.5\n", "lockScreen.lineLimit: 1.5 is not a whole number"),
            ("lockScreen:\n  vstack: { spacing: 1e308, content: [ { text: a } ] }\n", "lockScreen.vstack.spacing: 1e308 is out of range; spacing is points between -10000 and 10000"),
            ("lockScreen:\n  text: a\n  font: { size: 5000 }\n", "lockScreen.font.size: 5000 is out of range; font sizes are points between 1 and 1000"),
            ("lockScreen:\n  text: a\n  layoutPriority: 1e40\n", "lockScreen.layoutPriority: 1e40 is out of range"),
            ("states: { s: { a: true } }\nlockScreen:\n  text: a\n  if: \"a&&b\"\n", "m.yml:5:7: lockScreen.if: \"\" is not a field; write field, !field"),
            ("states: { s: { a: 1 } }\nlockScreen:\n  text: a\n  if: \"a == \"\n", "lockScreen.if: \"a ==\" compares nothing; write field == value"),
            ("states: { s: { left: 1e19 } }\nlockScreen: { timer: { seconds: left } }\n", "m.yml:2:22: states.s.left: 1e19 is beyond what SlotFit lays out (numbers up to ±1e15)"),
            ("states: { s: { left: .nan } }\nlockScreen: { timer: { seconds: left } }\n", "states.s.left: .nan is beyond what SlotFit lays out"),
        ]
        assertErrors(cases)
    }

    func testNumbersBuiltInSwiftAreCheckedToo() throws {
        // The DSL bypasses the YAML reader: the renderer's check catches it
        // instead of `Int(Double)` trapping at layout.
        let activity = Activity(name: "A", states: [.init(name: "s", fields: ["m": .number(1e308)])],
                                lockScreen: ActivityView(.text(key: "%lld min", arguments: [TextArgument(field: "m", format: .minutes)])))
        XCTAssertThrowsError(try ActivityRenderer(engine: LayoutTests.engine, activity: activity)) { error in
            XCTAssertTrue("\(error)".contains("states.s.m: 1e+308 is beyond what SlotFit lays out"), "\(error)")
        }
    }

    func testUndIsAValidTagAndOtherBadTagsAreErrors() throws {
        XCTAssertEqual(try TextLocale("und").identifier, "und")
        XCTAssertEqual(TextLocale.root.identifier, "und")
        for bad in ["en US", "../../x", "", "en_US!"] {
            XCTAssertThrowsError(try TextLocale(bad), bad)
        }
    }

    func testNotUTF8ManifestNamesTheLineAndColumn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-utf8-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad.yml").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("activity: A\nlockScreen: { text: \"caf".utf8) + Data([0xE9]) + Data("\" }\n".utf8)))
        XCTAssertThrowsError(try ActivityManifest.load(contentsOf: path, displayName: "bad.yml")) { error in
            XCTAssertEqual("\(error)", "bad.yml:2:25: the activity manifest is not UTF-8 (byte 0xE9 at offset 36); save it as UTF-8")
        }
        XCTAssertThrowsError(try ActivityManifest.load(contentsOf: folder.appendingPathComponent("none.yml").path, displayName: "none.yml")) { error in
            XCTAssertTrue("\(error)".hasPrefix("none.yml: no such activity manifest"), "\(error)")
        }
    }

    func testConfigurationLocalesAreCheckedWithTheirPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("slotfit.yml").path
        let cases: [(String, String)] = [
            ("activities: [a.yml]\nlocales: [de, jp]\n", "slotfit.yml:2:15: locales[1]: \"jp\" is not a language code (it is a country or an old code); did you mean \"ja\"?"),
            ("activities: [a.yml]\nlocales: [de, \"en US\"]\n", "slotfit.yml:2:15: locales[1]: \"en US\" is not a locale identifier"),
            ("activities: [a.yml]\nlocales: [\"../../x\"]\n", "locales[0]: \"../../x\" is not a locale identifier"),
            ("activities: [a.yml]\nsystemDefault: \"e n\"\n", "slotfit.yml:2:16: systemDefault: \"e n\" is not a locale identifier"),
            ("activities: [a.yml]\ngoldenDirectory: ../../victim\n", "slotfit.yml:2:18: goldenDirectory: "),
            ("activities: [a.yml]\npolicies: { width-budget: eror }\n", "unknown severity \"eror\"; did you mean \"error\"?"),
        ]
        for (yaml, expected) in cases {
            try yaml.write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertThrowsError(try SlotFitConfiguration.load(path)) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(error)\nshould contain\n\(expected)")
            }
        }
        // Leaving the project is the command line's to allow, never the file's.
        try "activities: [a.yml]\ngoldenDirectory: ../../victim\ngoldenDirectoryOutsideProject: true\nlocales: [und, de-CH]\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SlotFitConfiguration.load(path)) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(path):3:1: goldenDirectoryOutsideProject: is no longer read from slotfit.yml"), "\(error)")
            XCTAssertTrue("\(error)".contains("pass --allow-outside-project on the command line"), "\(error)")
        }
        try "activities: [a.yml]\ngoldenDirectory: ../../victim\nlocales: [und, de-CH]\n".write(toFile: path, atomically: true, encoding: .utf8)
        let allowed = try SlotFitConfiguration.load(path, allowingOutsideProject: true)
        XCTAssertEqual(allowed.locales, ["und", "de-CH"], "outside the project when the command line allows it; und is a tag")
        XCTAssertTrue(allowed.allowsOutsideProject)
    }

    func testTextEngineErrorsNameTheView() throws {
        // A Swift-built view with a font size no manifest would accept.
        var view = ActivityView(.text(key: "Hello", arguments: []), location: SourceLocation(file: "LiveActivity.swift", line: 42))
        view.modifiers.font = FontSpec(size: 5000)
        let activity = Activity(name: "A", states: [.init(name: "s", fields: [:])], lockScreen: view)
        XCTAssertThrowsError(try ActivityRenderer(engine: LayoutTests.engine, activity: activity).render(state: "s", device: DeviceCatalog.profile("iphone-393"))) { error in
            XCTAssertTrue("\(error)".hasPrefix("LiveActivity.swift:42: font size must be between 0 and 1000 pt (got 5000.0)"), "\(error)")
        }
    }

    /// Optional fields: a state may leave out a field other states define
    /// (Swift: `var driver: String?`), hidden or shown as nothing.
    func testAFieldMayBeAbsentWhereTheViewReadingItIsHidden() throws {
        let yaml = """
        activity: Ride
        states:
          searching: { hasDriver: false }
          assigned: { hasDriver: true, driver: "Maximilian" }
        lockScreen:
          vstack:
            - { text: "Looking for a driver" }
            - { text: "%@", arguments: [driver], if: hasDriver }
        """
        let activity = try ActivityManifest.parse(yaml, source: "r.yml")
        let renderer = try ActivityRenderer(engine: LayoutTests.engine, activity: activity)
        let searching = try renderer.render(state: "searching", device: DeviceCatalog.profile("iphone-393"))
        XCTAssertFalse(searching.text.contains("Maximilian"))
        XCTAssertTrue(try renderer.render(state: "assigned", device: DeviceCatalog.profile("iphone-393")).text.contains("Maximilian"))
        // Shown in a state that lacks it: nil there (an optional), shown as
        // nothing, as `Text(context.state.driver ?? "")` shows it.
        let unguarded = try ActivityManifest.parse(yaml.replacingOccurrences(of: ", if: hasDriver", with: ""), source: "r.yml")
        let shown = try ActivityRenderer(engine: LayoutTests.engine, activity: unguarded).render(state: "searching", device: DeviceCatalog.profile("iphone-393"))
        XCTAssertEqual(shown.presentations.first?.root.flattened.compactMap { $0.text?.visibleText }, ["Looking for a driver", ""])
        // A near spelling instead of the field is a typo, not an optional.
        let typo = parseError(yaml.replacingOccurrences(of: "searching: { hasDriver: false }", with: "searching: { hasDriver: false, drivr: Ana }")
                                  .replacingOccurrences(of: ", if: hasDriver", with: ""))
        XCTAssertTrue(typo.contains("argument \"driver\": state searching does not define it but has \"drivr\""), typo)
        // A field no state or attribute defines at all is an error.
        let nowhere = parseError(yaml.replacingOccurrences(of: "arguments: [driver]", with: "arguments: [rider]"))
        XCTAssertTrue(nowhere.contains("argument \"rider\" is not an attribute"), nowhere)
    }
}
