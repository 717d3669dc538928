import Foundation
import XCTest

/// An app keeps many `.strings` tables; its Live Activity reads one or two.
/// A table that does not parse and that no activity reads is a warning
/// from `check`, never exit 2; the same damage in a table an activity reads
/// is a located error (exit 2), as a broken input always is.
final class UnreadTableCLITests: XCTestCase {
    /// A parcel tracker whose Lock Screen reads `Localizable`, beside a
    /// `Legal` table none of its texts names.
    func project(localizable de: String, legal: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-unread-\(UUID().uuidString)")
        let resources = folder.appendingPathComponent("Resources")
        for locale in ["en", "de"] {
            try FileManager.default.createDirectory(at: resources.appendingPathComponent("\(locale).lproj"), withIntermediateDirectories: true)
        }
        func write(_ text: String, _ path: String) throws {
            try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        try write("\"Parcel on its way\" = \"Parcel on its way\";\n", "Resources/en.lproj/Localizable.strings")
        try write(de, "Resources/de.lproj/Localizable.strings")
        try write("\"Terms\" = \"Terms\";\n\"Privacy\" = \"Privacy\";\n", "Resources/en.lproj/Legal.strings")
        try write(legal, "Resources/de.lproj/Legal.strings")
        try write("""
            activity: Parcel tracker
            catalog: Resources
            states:
              moving: { stops: 3 }
            lockScreen:
              text: "Parcel on its way"

            """, "Parcel.yml")
        try write("activities: [Parcel.yml]\nlocales: [en, de]\npseudoLocales: false\ndevices: [iphone-393]\n", "slotfit.yml")
        return folder
    }

    /// A value with no `;` after it: Core Foundation's parser stops with
    /// "Missing ';'" (parsePlistDictContent in swift-corelibs-foundation's
    /// CFOldStylePList.c), so the whole table is lost on the device.
    let brokenLegal = "\"Terms\" = \"Bedingungen\"\n\"Privacy\" = \"Datenschutz\";\n"
    let goodLocalizable = "\"Parcel on its way\" = \"Paket unterwegs\";\n"

    func testABrokenTableNoActivityReadsIsAWarning() throws {
        let folder = try project(localizable: goodLocalizable, legal: brokenLegal)
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try SlotFitBinary.run(["render", "--no-pictures"], in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        let check = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        let warning = check.stderr.split(separator: "\n").first { $0.hasPrefix("warning: ") }.map(String.init) ?? ""
        // The place: line 2, column 1, where the ";" should have come.
        XCTAssertTrue(warning.contains("Resources/de.lproj/Legal.strings:2:1: expected ; after the value of \"Terms\""), check.stderr)
        XCTAssertTrue(warning.contains("does not stop the check: no activity reads the table \"Legal\""), check.stderr)
        // The check itself ran: the German golden holds the translation.
        let golden = try String(contentsOf: folder.appendingPathComponent("golden/parcel-tracker/de.txt"), encoding: .utf8)
        XCTAssertTrue(golden.contains("Paket unterwegs"), golden)
    }

    func testTheSameDamageInTheTableAnActivityReadsIsALocatedError() throws {
        let folder = try project(localizable: "\"Parcel on its way\" = \"Paket unterwegs\"\n\"Delivered\" = \"Zugestellt\";\n",
                                 legal: "\"Terms\" = \"Bedingungen\";\n\"Privacy\" = \"Datenschutz\";\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try SlotFitBinary.run(["check"], in: folder)
        XCTAssertEqual(check.status, 2, check.stdout + check.stderr)
        XCTAssertTrue(check.stderr.hasPrefix("error: "), check.stderr)
        XCTAssertTrue(check.stderr.contains("Resources/de.lproj/Localizable.strings:2:1: expected ; after the value of \"Parcel on its way\""), check.stderr)
        XCTAssertFalse(check.stderr.contains("warning: "), check.stderr)
    }

    /// A stray second ";" is no error to Core Foundation: the table ends
    /// there (parsePlistDictContent). Even in the table the activity reads
    /// the check runs, with the entries before it.
    func testAStraySemicolonIsNoErrorAnywhere() throws {
        let folder = try project(localizable: goodLocalizable, legal: "\"Terms\" = \"Bedingungen\";;\n\"Privacy\" = \"Datenschutz\";\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try SlotFitBinary.run(["render", "--no-pictures"], in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertFalse(render.stderr.contains("warning: "), render.stderr)
        let lint = try SlotFitBinary.run(["strings", "lint", folder.appendingPathComponent("Resources").path], in: folder)
        XCTAssertTrue(lint.stdout.contains("Legal.strings:1: Terms [de]: error: column 25: iOS stops reading this table here: a second ; ends the entry before it, so Core Foundation ignores everything after it (lines 1–2); remove the extra ; [ignored-tail]"), lint.stdout + lint.stderr)
    }
}
