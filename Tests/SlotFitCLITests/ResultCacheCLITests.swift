import Foundation
import XCTest
import SlotFitCore
@testable import slotfit

/// `check`'s result cache: an unchanged project is compared and reported
/// from the rendered matrix it remembered, and prints what an uncached
/// check prints, byte for byte; any change to an input sets it aside.
final class ResultCacheCLITests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fresh cache folder.
    func cacheFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The summary line's elapsed time, the one figure that differs run to run.
    static func withoutTiming(_ text: String) -> String {
        text.replacingOccurrences(of: #" · [0-9]+\.[0-9]+ s\n"#, with: "\n", options: .regularExpression)
    }

    /// Every file and folder of `folder` modified a minute ago: settled
    /// stamps, which the cache trusts (it sets aside files changed in the
    /// last two seconds).
    static func settle(_ folder: URL) throws {
        let past = Date(timeIntervalSinceNow: -60)
        let paths = ((try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []).map { folder.appendingPathComponent($0).path } + [folder.path]
        for path in paths.sorted(by: >) { try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path) }
    }

    /// A project of `files` rendered, settled and checked once with a
    /// cache folder of its own: the folder, the cache, the environment
    /// naming it and that first check. The caller removes both folders.
    func checkedOnce(_ name: String, files: [String: String], locales: String, pseudoLocales: Bool = false) throws -> (folder: URL, cache: URL, environment: [String: String], first: SlotFitBinary.Result) {
        let source = try XCTUnwrap(files.keys.first { $0.hasSuffix(".swift") })
        let folder = try SlotFitBinary.project(name, files: files,
                                               configuration: "sources: [\(source)]\nlocales: [\(locales)]\npseudoLocales: \(pseudoLocales)\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n")
        let cache = try cacheFolder()
        let environment = ["SLOTFIT_CACHE_DIR": cache.path]
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder, environment: environment).status, 0)
        try Self.settle(folder)
        let first = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        return (folder, cache, environment, first)
    }

    /// Sets every rendered file's text count in the entry at `file` to
    /// `texts` (a check that prints the sum used the entry); the entry as
    /// it was.
    @discardableResult
    static func mark(_ file: URL, texts: Int) throws -> ResultCache.Entry {
        let entry = try PackedDecoder().decode(ResultCache.Entry.self, from: Array(Data(contentsOf: file)))
        var marked = entry
        for index in marked.files.indices { marked.files[index].texts = texts }
        try Data(PackedEncoder().encode(marked)).write(to: file)
        return entry
    }

    /// The entries of the cache folder (each with its contents file and
    /// its record of goldens known equal).
    static func entries(in cache: URL) throws -> [URL] {
        let results = cache.appendingPathComponent("results")
        return try FileManager.default.contentsOfDirectory(atPath: results.path)
            .filter { $0.hasSuffix(".entry") }.sorted().map { results.appendingPathComponent($0) }
    }

    func testTheProjectsOwnMatrixPrintsTheSameCachedAndUncached() throws {
        let cache = try cacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["SLOTFIT_CACHE_DIR": cache.path]
        let uncached = try SlotFitBinary.run(["check", "--no-cache"], in: Self.root, environment: environment)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.appendingPathComponent("results").path), "--no-cache writes no entry")
        let first = try SlotFitBinary.run(["check"], in: Self.root, environment: environment)
        let results = try Self.entries(in: cache)
        XCTAssertEqual(results.count, 1, "one entry per project: \(results)")
        let cached = try SlotFitBinary.run(["check"], in: Self.root, environment: environment)
        for run in [first, cached] {
            XCTAssertEqual(run.status, uncached.status)
            XCTAssertEqual(Self.withoutTiming(run.stdout), Self.withoutTiming(uncached.stdout))
            XCTAssertEqual(run.stderr, uncached.stderr)
        }
        XCTAssertTrue(uncached.stdout.contains("7680 snapshots checked") || uncached.stdout.contains("snapshots checked"), uncached.stdout)
    }

    /// A widget with one text, shown as written.
    static let widget = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct BoxAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var label: String }
        }

        extension BoxAttributes.ContentState {
            static let packed = BoxAttributes.ContentState(label: "Packed")
        }

        struct BoxLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: BoxAttributes.self) { context in
                    Text(verbatim: context.state.label)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(verbatim: context.state.label) }
                    } compactLeading: { Image(systemName: "shippingbox") } compactTrailing: { Image(systemName: "shippingbox") } minimal: { Image(systemName: "shippingbox") }
                }
            }
        }
        """

    func testTheEntryIsUsedWhileNothingChangedAndSetAsideAfter() throws {
        let widget = Self.widget
        let folder = try SlotFitBinary.project("cache", files: ["Box.swift": widget],
                                               configuration: "sources: [Box.swift]\nlocales: [en]\npseudoLocales: false\ndevices: [iphone-393]\ndynamicTypeSizes: [large]\n")
        let cache = try cacheFolder()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: cache) }
        let environment = ["SLOTFIT_CACHE_DIR": cache.path]
        XCTAssertEqual(try SlotFitBinary.run(["render"], in: folder, environment: environment).status, 0)
        // Just written: not settled, so nothing is remembered.
        _ = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.appendingPathComponent("results").path))
        try Self.settle(folder)
        let clean = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertTrue(clean.stdout.contains("texts checked exactly 2/2"), clean.stdout)
        // The entry, altered: a check that shows the alteration read it.
        let entryFile = try XCTUnwrap(Self.entries(in: cache).first)
        try Self.mark(entryFile, texts: 600)
        let remembered = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertTrue(remembered.stdout.contains("texts checked exactly 600/600"), remembered.stdout)
        XCTAssertFalse(try SlotFitBinary.run(["check", "--no-cache"], in: folder, environment: environment).stdout.contains("600"))
        // A changed source: the entry is set aside, the matrix rendered again.
        try widget.replacingOccurrences(of: "\"Packed\"", with: "\"Packed and sealed\"").write(to: folder.appendingPathComponent("Box.swift"), atomically: true, encoding: .utf8)
        try Self.settle(folder)
        let changed = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertTrue(changed.stdout.contains("texts checked exactly 2/2"), changed.stdout)
        XCTAssertTrue(changed.stdout.contains("changed boxattributes/en.txt"), changed.stdout)
    }

    /// A catalog for `OnDemandCatalogCLITests.widget`: the key it shows,
    /// and one no text reads.
    static func parcelCatalog(shown: String, unshown: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Delivered" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "\(unshown)" } }
              }
            },
            "Out for delivery" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "\(shown)" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
    }

    /// An edit to a catalog entry no text reads keeps the entry (the
    /// catalog's other keys are not inputs of the render); an edit to the
    /// shown one sets it aside; each prints what an uncached check prints.
    func testACatalogEditOnlyTheRenderDidNotReadKeepsTheEntry() throws {
        let (folder, cache, environment, _) = try checkedOnce("catalogcache", files: ["Parcel.swift": OnDemandCatalogCLITests.widget, "Localizable.xcstrings": Self.parcelCatalog(shown: "Wird zugestellt", unshown: "Zugestellt")],
                                                             locales: "en, de")
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: cache) }
        // The entry marked: a check that prints the mark used it.
        let entryFile = try XCTUnwrap(Self.entries(in: cache).first)
        let entry = try Self.mark(entryFile, texts: 300)
        XCTAssertEqual(entry.catalogs.map { ($0.path as NSString).lastPathComponent }, ["Localizable.xcstrings"], "the catalog the render read")
        XCTAssertEqual(entry.catalogs.first?.reads.keys, ["Out for delivery"])
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        // Another key's translation, saved atomically as editors do.
        // (Written now: a catalog's contents are compared, settled or not;
        // settling the folder would date every other file anew.)
        try Self.parcelCatalog(shown: "Wird zugestellt", unshown: "Ist angekommen").write(to: catalog, atomically: true, encoding: .utf8)
        let unread = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertTrue(unread.stdout.contains("600/600"), "an edit to a key no text reads keeps the entry: " + unread.stdout)
        // The shown key's translation: rendered again, and the golden changed.
        try Self.parcelCatalog(shown: "Kommt heute", unshown: "Ist angekommen").write(to: catalog, atomically: true, encoding: .utf8)
        let read = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        let uncached = try SlotFitBinary.run(["check", "--no-cache"], in: folder, environment: environment)
        XCTAssertFalse(read.stdout.contains("600/600"), read.stdout)
        XCTAssertTrue(read.stdout.contains("changed parcelattributes/de.txt"), read.stdout)
        XCTAssertEqual(read.status, uncached.status)
        XCTAssertEqual(Self.withoutTiming(read.stdout), Self.withoutTiming(uncached.stdout))
        // A new language is an input, even in a key no text reads: it
        // changes which localization a locale resolves to.
        let withFrench = Self.parcelCatalog(shown: "Kommt heute", unshown: "Ist angekommen")
            .replacingOccurrences(of: #""de" : { "stringUnit" : { "state" : "translated", "value" : "Ist angekommen" } }"#,
                                  with: #""de" : { "stringUnit" : { "state" : "translated", "value" : "Ist angekommen" } }, "fr" : { "stringUnit" : { "state" : "translated", "value" : "Livré" } }"#)
        XCTAssertNotEqual(withFrench, Self.parcelCatalog(shown: "Kommt heute", unshown: "Ist angekommen"))
        try Self.mark(entryFile, texts: 350)
        try withFrench.write(to: catalog, atomically: true, encoding: .utf8)
        XCTAssertFalse(try SlotFitBinary.run(["check"], in: folder, environment: environment).stdout.contains("700/700"), "a new localization sets the entry aside")
    }

    /// A catalog whose shown key has an English, a German and a French value.
    static func threeLanguageCatalog(en: String, de: String, fr: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Out for delivery" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "\(de)" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "\(en)" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "\(fr)" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
    }

    /// Sets every rendered file's case timings in the entry at `file` to
    /// `seconds`, which no render measures: a file that still has them
    /// after a check was kept from the entry, not rendered again.
    static func markTimings(_ file: URL, seconds: Double) throws {
        var entry = try PackedDecoder().decode(ResultCache.Entry.self, from: Array(Data(contentsOf: file)))
        for index in entry.files.indices { entry.files[index].caseSeconds = entry.files[index].caseSeconds.map { _ in seconds } }
        try Data(PackedEncoder().encode(entry)).write(to: file)
    }

    /// The goldens whose case timings are still `seconds` in the entry at `file`.
    static func kept(_ file: URL, seconds: Double) throws -> [String] {
        let entry = try PackedDecoder().decode(ResultCache.Entry.self, from: Array(Data(contentsOf: file)))
        return entry.files.filter { !$0.caseSeconds.isEmpty && $0.caseSeconds.allSatisfy { $0 == seconds } }.map(\.path).sorted()
    }

    /// An edit to one language's value of a key the activity shows renders
    /// again only that language's golden (the source language's comes
    /// along as the base-locale rule's reference, and is not kept from
    /// it); the others are kept, and the check prints what an uncached
    /// one does. An edit to the development language's value reaches
    /// every golden.
    func testAShownKeysEditRendersAgainOnlyTheGoldensOfItsLanguage() throws {
        let catalogText = { (de: String, fr: String, en: String) in Self.threeLanguageCatalog(en: en, de: de, fr: fr) }
        let (folder, cache, environment, _) = try checkedOnce("localizedcache", files: ["Parcel.swift": OnDemandCatalogCLITests.widget, "Localizable.xcstrings": catalogText("Wird zugestellt", "En livraison", "Out for delivery")],
                                                             locales: "en, de, fr")
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: cache) }
        let entryFile = try XCTUnwrap(Self.entries(in: cache).first)
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try Self.markTimings(entryFile, seconds: 123)
        XCTAssertEqual(try Self.kept(entryFile, seconds: 123), ["parcelattributes/de.txt", "parcelattributes/en.txt", "parcelattributes/fr.txt"])
        // German only: de rendered again, en and fr kept.
        try catalogText("Kommt heute", "En livraison", "Out for delivery").write(to: catalog, atomically: true, encoding: .utf8)
        let german = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertEqual(try Self.kept(entryFile, seconds: 123), ["parcelattributes/en.txt", "parcelattributes/fr.txt"], german.stdout)
        XCTAssertTrue(german.stdout.contains("changed parcelattributes/de.txt"), german.stdout)
        let uncached = try SlotFitBinary.run(["check", "--no-cache"], in: folder, environment: environment)
        XCTAssertEqual(german.status, uncached.status)
        XCTAssertEqual(Self.withoutTiming(german.stdout), Self.withoutTiming(uncached.stdout))
        // The kept goldens' reads are the new entry's too: a French edit
        // next renders only fr.
        try catalogText("Kommt heute", "Arrive aujourd’hui", "Out for delivery").write(to: catalog, atomically: true, encoding: .utf8)
        let french = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertEqual(try Self.kept(entryFile, seconds: 123), ["parcelattributes/en.txt"], french.stdout)
        XCTAssertEqual(Self.withoutTiming(french.stdout), Self.withoutTiming(try SlotFitBinary.run(["check", "--no-cache"], in: folder, environment: environment).stdout))
        // The development language's value: every golden.
        try catalogText("Kommt heute", "Arrive aujourd’hui", "On its way").write(to: catalog, atomically: true, encoding: .utf8)
        let english = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertEqual(try Self.kept(entryFile, seconds: 123), [], english.stdout)
        XCTAssertEqual(Self.withoutTiming(english.stdout), Self.withoutTiming(try SlotFitBinary.run(["check", "--no-cache"], in: folder, environment: environment).stdout))
    }

    /// Replaces the text of the remembered outcome in `cache` with `text`
    /// (a check that prints it printed the outcome again).
    static func markOutcome(in cache: URL, text: String) throws {
        let results = cache.appendingPathComponent("results")
        let file = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: results.path).first { $0.hasSuffix(".outcome") }
            .map { results.appendingPathComponent($0) }, "a check that used the entry remembers what it printed")
        var outcome = try PackedDecoder().decode(CheckOutcomeReplay.self, from: Array(Data(contentsOf: file)))
        outcome.text = text
        try Data(PackedEncoder().encode(outcome)).write(to: file)
    }

    /// A check that used the entry remembers what it printed; the next
    /// prints it again (with its own seconds) while no golden, no table the
    /// render read and no option of the terminal's report changed, and
    /// prints what an uncached check prints after any of them changes.
    func testWhatACheckPrintedIsPrintedAgainWhileNothingItRestsOnChanged() throws {
        let (folder, cache, environment, _) = try checkedOnce("outcomecache", files: ["Parcel.swift": OnDemandCatalogCLITests.widget, "Localizable.xcstrings": Self.parcelCatalog(shown: "Wird zugestellt", unshown: "Zugestellt")],
                                                             locales: "en, de")
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: cache) }
        let second = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        try Self.markOutcome(in: cache, text: "printed again\n")
        let replayed = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertTrue(replayed.stdout.hasPrefix("printed again · "), replayed.stdout)
        XCTAssertEqual(replayed.status, second.status)
        // Another option of the terminal's report: its own outcome.
        let quiet = try SlotFitBinary.run(["check", "--quiet"], in: folder, environment: environment)
        XCTAssertFalse(quiet.stdout.contains("printed again"), quiet.stdout)
        XCTAssertEqual(Self.withoutTiming(quiet.stdout), Self.withoutTiming(try SlotFitBinary.run(["check", "--quiet", "--no-cache"], in: folder, environment: environment).stdout))
        // A golden edited: compared again, and the change printed.
        _ = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        try Self.markOutcome(in: cache, text: "printed again\n")
        XCTAssertTrue(try SlotFitBinary.run(["check"], in: folder, environment: environment).stdout.hasPrefix("printed again · "))
        let golden = folder.appendingPathComponent("golden/parcelattributes/de.txt")
        let original = try String(contentsOf: golden, encoding: .utf8)
        try (original + "\n").write(to: golden, atomically: true, encoding: .utf8)
        try Self.settle(folder)
        let edited = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertFalse(edited.stdout.contains("printed again"), edited.stdout)
        XCTAssertTrue(edited.stdout.contains("parcelattributes/de.txt"), edited.stdout)
        XCTAssertEqual(Self.withoutTiming(edited.stdout), Self.withoutTiming(try SlotFitBinary.run(["check", "--no-cache"], in: folder, environment: environment).stdout))
        // The catalog edited where no text reads: the entry is used, the
        // report made again from it.
        try original.write(to: golden, atomically: true, encoding: .utf8)
        try Self.settle(folder)
        _ = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        _ = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        try Self.markOutcome(in: cache, text: "printed again\n")
        XCTAssertTrue(try SlotFitBinary.run(["check"], in: folder, environment: environment).stdout.hasPrefix("printed again · "))
        try Self.parcelCatalog(shown: "Wird zugestellt", unshown: "Ist angekommen").write(to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let catalogEdited = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertFalse(catalogEdited.stdout.contains("printed again"), catalogEdited.stdout)
        XCTAssertEqual(Self.withoutTiming(catalogEdited.stdout), Self.withoutTiming(second.stdout))
        // Once the edited catalog's stamp is settled, a check that used the
        // entry remembers it, and the next prints its report again.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: folder.appendingPathComponent("Localizable.xcstrings").path)
        XCTAssertEqual(Self.withoutTiming(try SlotFitBinary.run(["check"], in: folder, environment: environment).stdout), Self.withoutTiming(second.stdout))
        try Self.markOutcome(in: cache, text: "printed again\n")
        XCTAssertTrue(try SlotFitBinary.run(["check"], in: folder, environment: environment).stdout.hasPrefix("printed again · "))
    }

    /// The same for `.lproj` tables: an edit to a `.strings` value no text
    /// reads keeps the entry; one to the shown key's value sets it aside.
    func testAnLprojEditOnlyTheRenderDidNotReadKeepsTheEntry() throws {
        func german(shown: String, unshown: String) -> String { "\"Out for delivery\" = \"\(shown)\";\n\"Delivered\" = \"\(unshown)\";\n" }
        let (folder, cache, environment, _) = try checkedOnce("lprojcache", files: [
            "Parcel.swift": OnDemandCatalogCLITests.widget,
            "en.lproj/Localizable.strings": "\"Out for delivery\" = \"Out for delivery\";\n\"Delivered\" = \"Delivered\";\n",
            "de.lproj/Localizable.strings": german(shown: "Wird zugestellt", unshown: "Zugestellt"),
        ], locales: "en, de", pseudoLocales: true)
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: cache) }
        let entryFile = try XCTUnwrap(Self.entries(in: cache).first)
        let entry = try Self.mark(entryFile, texts: 300)
        // Pseudo-locales on: making them reads each entry, not the table.
        let marked = "\(300 * entry.files.count)/\(300 * entry.files.count)"
        let table = try XCTUnwrap(entry.catalogs.first { $0.table == "Localizable" }, "the table the render read: \(entry.catalogs.map(\.path))")
        XCTAssertEqual(table.files?.count, 2)
        XCTAssertTrue(table.reads.keys.contains("Out for delivery"))
        XCTAssertFalse(table.reads.keys.contains("Delivered"))
        XCTAssertFalse(table.reads.whole)
        let strings = folder.appendingPathComponent("de.lproj/Localizable.strings")
        try german(shown: "Wird zugestellt", unshown: "Ist angekommen").write(to: strings, atomically: true, encoding: .utf8)
        let unread = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertTrue(unread.stdout.contains(marked), "an edit to a key no text reads keeps the entry: " + unread.stdout)
        // The shown key's German value: de rendered again (and the
        // pseudo-locales, which the key lacks), en kept.
        try Self.markTimings(entryFile, seconds: 123)
        try german(shown: "Kommt heute", unshown: "Ist angekommen").write(to: strings, atomically: true, encoding: .utf8)
        let read = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertEqual(try Self.kept(entryFile, seconds: 123), ["parcelattributes/en.txt"], read.stdout)
        let expected = 300 + entry.files.filter { $0.path != "parcelattributes/en.txt" }.map(\.texts).reduce(0, +)
        XCTAssertTrue(read.stdout.contains("\(expected)/\(expected)"), "the kept golden is the entry's: " + read.stdout)
        XCTAssertTrue(read.stdout.contains("changed parcelattributes/de.txt"), read.stdout)
        try Self.mark(entryFile, texts: entry.files[0].texts)
        try german(shown: "Kommt bald", unshown: "Ist angekommen").write(to: strings, atomically: true, encoding: .utf8)
        let again = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        let uncached = try SlotFitBinary.run(["check", "--no-cache"], in: folder, environment: environment)
        XCTAssertEqual(again.status, uncached.status)
        XCTAssertEqual(Self.withoutTiming(again.stdout), Self.withoutTiming(uncached.stdout))
        // A table that no longer parses: never taken from the cache.
        try Self.mark(entryFile, texts: 350)
        try "\"Out for delivery\" = \"Kommt heute\"\n".write(to: strings, atomically: true, encoding: .utf8)
        XCTAssertFalse(try SlotFitBinary.run(["check"], in: folder, environment: environment).stdout.contains("\(350 * entry.files.count)/"))
    }

    func testAGoldenUnchangedOnDiskIsNotReadAgain() throws {
        let (folder, cache, environment, first) = try checkedOnce("goldens", files: ["Box.swift": Self.widget], locales: "en")
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: cache) }
        let entry = try XCTUnwrap(Self.entries(in: cache).first)
        let recorded = entry.deletingPathExtension().appendingPathExtension("goldens")
        XCTAssertTrue(FileManager.default.fileExists(atPath: recorded.path), "the goldens found equal are remembered")
        // The remembered renderings, garbled at the same length: a golden
        // unchanged on disk since it was found equal is not compared again.
        let contentsFile = entry.deletingPathExtension().appendingPathExtension("contents")
        let original = try Data(contentsOf: contentsFile)
        var garbled = original
        let header = try XCTUnwrap(original.firstIndex(of: 0x0A))
        for index in (header + 1)..<garbled.count where garbled[index] >= 0x61 && garbled[index] <= 0x7A { garbled[index] = 0x78 }
        try garbled.write(to: contentsFile)
        let unread = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertEqual(unread.status, 0, unread.stdout)
        XCTAssertEqual(Self.withoutTiming(unread.stdout), Self.withoutTiming(first.stdout))
        try original.write(to: contentsFile)
        // The golden edited at the same length, its modification time set
        // back: its change time differs, so it is compared and differs.
        let golden = folder.appendingPathComponent("golden/boxattributes/en.txt")
        let text = try String(contentsOf: golden, encoding: .utf8)
        let modified = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: golden.path)[.modificationDate] as? Date)
        try text.replacingOccurrences(of: "Packed", with: "PACKED").write(to: golden, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: golden.path)
        let edited = try SlotFitBinary.run(["check"], in: folder, environment: environment)
        XCTAssertEqual(edited.status, 1, edited.stdout)
        XCTAssertTrue(edited.stdout.contains("changed boxattributes/en.txt"), edited.stdout)
    }
}
