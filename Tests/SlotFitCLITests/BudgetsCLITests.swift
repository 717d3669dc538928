import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `slotfit budgets`: the budgets printed, written into an XLIFF file as
/// Xcode exports it (nothing else changed), and a translator's too-long
/// text found before it is merged.
final class BudgetsCLITests: XCTestCase {
    /// A parcel activity: a Lock Screen row of a 24 pt icon, the status
    /// text (one line) and a spacer, 6 pt apart, on iphone-393 — the text's
    /// room is 371 − 24 − 2 × 6 − 8 (the spacer's system minimum) = 327 pt.
    func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-budgets-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Out for delivery" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "In Zustellung" } }
              }
            }
          },
          "version" : "1.0"
        }
        """.write(to: folder.appendingPathComponent("Parcel.xcstrings"), atomically: true, encoding: .utf8)
        try """
        activity: Parcel
        catalog: Parcel.xcstrings
        states: { moving: {} }
        lockScreen:
          hstack:
            spacing: 6
            content:
              - image: { symbol: shippingbox, size: 24 }
              - text: "Out for delivery"
                font: subheadline
                lineLimit: 1
              - spacer: {}
        """.write(to: folder.appendingPathComponent("parcel.yml"), atomically: true, encoding: .utf8)
        try "activities: [parcel.yml]\ndevices: [iphone-393]\npseudoLocales: false\ndynamicTypeSizes: [large]\n"
            .write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    /// An export as Xcode writes one (written for this test): a table's
    /// `<file>` with its target language, units with `xml:space`, a
    /// `<note>` and an empty `<note/>`, a key with an entity in its id.
    static let xliff = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
      <file original="Parcel/Parcel.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242d"/>
        </header>
        <body>
          <trans-unit id="Out for delivery" xml:space="preserve">
            <source>Out for delivery</source>
            <target state="translated">In Zustellung</target>
            <note>Status beside the parcel icon</note>
          </trans-unit>
          <trans-unit id="Out for delivery" xml:space="preserve" translate="no">
            <source>Out for delivery</source>
            <target>Out for delivery</target>
          </trans-unit>
          <trans-unit id="Track &amp; trace" xml:space="preserve">
            <source>Track &amp; trace</source>
            <target state="translated">Sendungsverfolgung</target>
            <note/>
          </trans-unit>
        </body>
      </file>
    </xliff>

    """

    func testExportAddsOnlyTheBudgetAndCheckFindsATooLongTranslation() throws {
        let folder = try project()
        try Self.xliff.write(to: folder.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let shown = try SlotFitBinary.run(["budgets", "--format", "csv"], in: folder)
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.contains("Out for delivery,Parcel,327.000,15.000,regular,Inter,1,1.00,Parcel,lockScreen,iphone-393,moving,large,parcel.yml:9:9,en,"), shown.stdout)

        let export = try SlotFitBinary.run(["budgets", "export", "de.xliff", "--output", "out/de.xliff"], in: folder)
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertTrue(export.stdout.contains("1 unit given a width budget, 1 with none"), export.stdout + "\n(a translate=\"no\" unit is neither)")
        let exported = try String(contentsOf: folder.appendingPathComponent("out/de.xliff"), encoding: .utf8)
        // The budget: maxwidth in pixels at the stated font (XLIFF 1.2
        // §2.3.5), Weblate's font attribute, and a note for a person.
        let attributes = #" maxwidth="327" size-unit="pixel" font="Inter;15.0;normal""#
        XCTAssertTrue(exported.contains("<trans-unit id=\"Out for delivery\" xml:space=\"preserve\"\(attributes)>"), exported)
        let note = try XCTUnwrap(exported.range(of: #"\n        <note from="SlotFit">[^<]*</note>"#, options: .regularExpression))
        XCTAssertTrue(exported[note].contains("fits 327.0 pt at 15.0 pt regular Inter, 1 line: lockScreen, iphone-393"), String(exported[note]))
        // Nothing else changed: without the additions it is the input, byte for byte.
        var stripped = exported
        stripped.removeSubrange(note)
        stripped = stripped.replacingOccurrences(of: attributes, with: "")
        XCTAssertEqual(stripped, Self.xliff)
        // It is still XLIFF an XML parser reads.
        XCTAssertTrue(XMLParser(data: Data(exported.utf8)).parse())
        // The export never overwrites.
        let again = try SlotFitBinary.run(["budgets", "export", "de.xliff", "--output", "out/de.xliff"], in: folder)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.contains("out/de.xliff exists; pass a new path to --output"), again.stderr)

        // An .xcloc folder: its XLIFF annotated the same, every other file copied as it is.
        let xcloc = folder.appendingPathComponent("Parcel.xcloc/Localized Contents")
        try FileManager.default.createDirectory(at: xcloc, withIntermediateDirectories: true)
        try Self.xliff.write(to: xcloc.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let contents = #"{"developmentRegion":"en","targetLocale":"de","toolInfo":{"toolName":"Xcode"},"version":"1.0"}"#
        try contents.write(to: folder.appendingPathComponent("Parcel.xcloc/contents.json"), atomically: true, encoding: .utf8)
        let folderExport = try SlotFitBinary.run(["budgets", "export", "Parcel.xcloc", "--output", "exports/Parcel.xcloc"], in: folder)
        XCTAssertEqual(folderExport.status, 0, folderExport.stderr)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("exports/Parcel.xcloc/Localized Contents/de.xliff"), encoding: .utf8), exported)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("exports/Parcel.xcloc/contents.json"), encoding: .utf8), contents)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("exports").path), ["Parcel.xcloc"], "no staging left")
        // The same folder spelled with a trailing slash is the same export
        // (it wrote an empty .xcloc and said it had succeeded).
        let slashed = try SlotFitBinary.run(["budgets", "export", "Parcel.xcloc/", "--output", "exports/Slashed.xcloc"], in: folder)
        XCTAssertEqual(slashed.status, 0, slashed.stderr)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("exports/Slashed.xcloc/Localized Contents/de.xliff"), encoding: .utf8), exported)
        // A link committed inside an .xcloc is neither followed nor copied:
        // the file it points at outside the project is never rewritten,
        // nor are its translations read.
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-outside-\(UUID().uuidString).xliff")
        try Self.xliff.write(to: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: outside) }
        let linked = folder.appendingPathComponent("Linked.xcloc/Localized Contents")
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: linked.appendingPathComponent("de.xliff"), withDestinationURL: outside)
        for arguments in [["budgets", "export", "Linked.xcloc", "--output", "exports/Linked.xcloc"], ["budgets", "check", "Linked.xcloc"]] {
            let refused = try SlotFitBinary.run(arguments, in: folder)
            XCTAssertEqual(refused.status, 2, arguments.joined(separator: " ") + ": " + refused.stdout + refused.stderr)
            XCTAssertTrue(refused.stderr.contains("Linked.xcloc/Localized Contents/de.xliff (a translation file) is a symbolic link"), refused.stderr)
        }
        XCTAssertEqual(try String(contentsOf: outside, encoding: .utf8), Self.xliff, "the outside file is untouched")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("exports/Linked.xcloc").path))

        // The CSV's character estimate: the budget over the text's average advance.
        let english = try XCTUnwrap(shown.stdout.split(separator: "\n").first { $0.hasPrefix("Out for delivery,") && $0.contains(",development,") })
        let columns = english.split(separator: ",", omittingEmptySubsequences: false)
        let width = try XCTUnwrap(Double(columns[15])), characters = try XCTUnwrap(Int(columns[19])), estimate = try XCTUnwrap(Int(columns[20]))
        XCTAssertEqual(characters, 16, "\"Out for delivery\"")
        XCTAssertEqual(estimate, Int((327 / (width / 16)).rounded(.down)))

        // A catalog, opt-in: the budget in the key's comment, the file in
        // Xcode's serialization otherwise unchanged.
        let plain = try SlotFitBinary.run(["budgets", "export", "Parcel.xcstrings", "--output", "out/Parcel.xcstrings"], in: folder)
        XCTAssertEqual(plain.status, 2)
        XCTAssertTrue(plain.stderr.contains("add --into-comments"), plain.stderr)
        XCTAssertEqual(try SlotFitBinary.run(["strings", "normalize", "Parcel.xcstrings"], in: folder).status, 0, "Xcode's serialization first")
        let original = try String(contentsOf: folder.appendingPathComponent("Parcel.xcstrings"), encoding: .utf8)
        let commented = try SlotFitBinary.run(["budgets", "export", "Parcel.xcstrings", "--into-comments", "--output", "out/Parcel.xcstrings"], in: folder)
        XCTAssertEqual(commented.status, 0, commented.stderr)
        let withComment = try String(contentsOf: folder.appendingPathComponent("out/Parcel.xcstrings"), encoding: .utf8)
        let commentLine = try XCTUnwrap(withComment.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains("\"comment\"") })
        XCTAssertTrue(commentLine.contains("[SlotFit: fits 327.0 pt at 15.0 pt regular Inter, 1 line: lockScreen"), String(commentLine))
        XCTAssertEqual(withComment.replacingOccurrences(of: String(commentLine) + "\n", with: ""), original, "only the comment line is new")

        // A translator makes the German status too long: found, with its line.
        XCTAssertEqual(try SlotFitBinary.run(["budgets", "check", "out/de.xliff"], in: folder).status, 0)
        let long = "Die Sendung befindet sich in der Zustellung durch unseren Fahrer"
        try exported.replacingOccurrences(of: ">In Zustellung<", with: ">\(long)<")
            .write(to: folder.appendingPathComponent("out/de.xliff"), atomically: true, encoding: .utf8)
        let check = try SlotFitBinary.run(["budgets", "check", "out/de.xliff"], in: folder)
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("out/de.xliff:8: de \"Out for delivery\": \"\(long)\" is "), check.stdout)
        XCTAssertTrue(check.stdout.contains("its budget is 327.0 pt at 15.0 pt regular Inter, 1 line (Parcel · lockScreen · iphone-393 · moving · large, parcel.yml:9:9)"), check.stdout)
        XCTAssertTrue(check.stdout.contains("1 translation measured against their budgets, 1 too wide"), check.stdout)
        let annotated = try SlotFitBinary.run(["budgets", "check", "out/de.xliff", "--github"], in: folder, environment: ["GITHUB_WORKSPACE": folder.deletingLastPathComponent().path])
        XCTAssertTrue(annotated.stdout.contains("::error file=\(folder.lastPathComponent)/out/de.xliff,line=8,title=SlotFit width budget (de)::de \"Out for delivery\""), annotated.stdout)
        // A translation with a placeholder (%lld, in Apple's printf
        // dialect) is left to slotfit check, which lays it out with values.
        try exported.replacingOccurrences(of: ">In Zustellung<", with: ">Noch %lld Stopps<")
            .write(to: folder.appendingPathComponent("out/de.xliff"), atomically: true, encoding: .utf8)
        let placeholder = try SlotFitBinary.run(["budgets", "check", "out/de.xliff"], in: folder)
        XCTAssertTrue(placeholder.stdout.contains("0 translations measured against their budgets, 0 too wide; 1 with placeholders left to slotfit check"), placeholder.stdout)
        try exported.replacingOccurrences(of: ">In Zustellung<", with: ">\(long)<")
            .write(to: folder.appendingPathComponent("out/de.xliff"), atomically: true, encoding: .utf8)

        // The same for a catalog: a too-long German value.
        let catalog = try String(contentsOf: folder.appendingPathComponent("Parcel.xcstrings"), encoding: .utf8)
            .replacingOccurrences(of: "\"In Zustellung\"", with: "\"\(long)\"")
        try catalog.write(to: folder.appendingPathComponent("Incoming.xcstrings"), atomically: true, encoding: .utf8)
        // The catalog is the project's own table (Parcel): checked as that table.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("incoming"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder.appendingPathComponent("Incoming.xcstrings"), to: folder.appendingPathComponent("incoming/Parcel.xcstrings"))
        let fromCatalog = try SlotFitBinary.run(["budgets", "check", "incoming/Parcel.xcstrings"], in: folder)
        XCTAssertEqual(fromCatalog.status, 1, fromCatalog.stdout + fromCatalog.stderr)
        XCTAssertTrue(fromCatalog.stdout.contains("incoming/Parcel.xcstrings: de \"Out for delivery\": \"\(long)\" is "), fromCatalog.stdout)
    }

    /// A text with no line limit wraps, but the presentation's height is
    /// limited: the Lock Screen's 160 pt (Apple's published maximum) less a
    /// 100 pt row leaves 60 pt, two lines of body text (17 pt on a 22 pt
    /// leading, Apple's type scale). A German text of three lines passes a
    /// width budget and is cut on the device; budgets check fails it.
    func testATextWithoutALineLimitGetsTheLinesTheHeightLeaves() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-budgets-lines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"sourceLanguage":"en","version":"1.0","strings":{"Paused":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Pausiert"}}}}}}"#
            .write(to: folder.appendingPathComponent("Pause.xcstrings"), atomically: true, encoding: .utf8)
        try """
        activity: Player
        catalog: Pause.xcstrings
        states: { s: {} }
        lockScreen:
          vstack:
            spacing: 0
            content:
              - color: gray
                frame: { height: 100 }
              - text: "Paused"
        """.write(to: folder.appendingPathComponent("player.yml"), atomically: true, encoding: .utf8)
        try "activities: [player.yml]\ndevices: [iphone-393]\npseudoLocales: false\ndynamicTypeSizes: [large]\n"
            .write(to: folder.appendingPathComponent("slotfit.yml"), atomically: true, encoding: .utf8)
        let shown = try SlotFitBinary.run(["budgets"], in: folder)
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.contains("no line limit (the height leaves 2 lines)"), shown.stdout)
        // Written here: a German sentence of about 140 characters, three lines at 371 pt.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("translated"), withIntermediateDirectories: true)
        let long = "Die Wiedergabe wurde angehalten, weil ein anderes Gerät in deinem Netzwerk gerade dieselbe Sendung abspielt; tippe hier, um fortzufahren."
        try "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"Paused\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(long)\"}}}}}}"
            .write(to: folder.appendingPathComponent("translated/Pause.xcstrings"), atomically: true, encoding: .utf8)
        let check = try SlotFitBinary.run(["budgets", "check", "translated/Pause.xcstrings"], in: folder)
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("shorten it to 2 lines of 371.0 pt (the lockScreen's height leaves no more)"), check.stdout)
        // The catalog's own "Pausiert" fits.
        let fits = try SlotFitBinary.run(["budgets", "check", "Pause.xcstrings"], in: folder)
        XCTAssertEqual(fits.status, 0, fits.stdout + fits.stderr)
    }
}
