import Foundation
import SlotFit
import SlotFitCore
import SlotFitImport
import SlotFitStrings
import SlotFitText

/// The parsers a user's files reach, each a libFuzzer target. The target
/// is chosen by `SLOTFIT_FUZZ_TARGET`; every input must end in a value or
/// an error — a trap, a hang or a memory blow-up is a finding libFuzzer
/// reports with the input that caused it.
enum FuzzTarget: String, CaseIterable {
    case xcstrings, strings, stringsdict, manifest, config, batch, format
    /// The XML scanner under every `.stringsdict` and `.xliff` read.
    case xml
    /// `budgets export`'s XLIFF rewriting and `budgets check`'s reading.
    case xliff
    /// `slotfit merge`'s reading of a shard's JSON report, and the reports
    /// made from it.
    case merge
    /// The Swift importer on source mutated from the fixtures' widget extensions.
    case swift
    /// The Swift importer on source generated from the bytes (`SwiftSourceGenerator`).
    case swiftgen

    static let current: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["SLOTFIT_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("SLOTFIT_FUZZ_TARGET must be one of \(allCases.map(\.rawValue).joined(separator: ", ")), not \"\(name)\"\n".utf8))
            exit(2)
        }
        return target
    }()

    /// A folder for the configuration target (relative paths resolve in it).
    static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-fuzz-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    static let engine = try! TextEngine()

    func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        switch self {
        case .xcstrings:
            guard let catalog = try? StringCatalog(xcstrings: bytes, source: "fuzz.xcstrings") else { return }
            _ = CatalogLinter().lint(catalog, file: "fuzz.xcstrings")
            _ = catalog.xcstringsData()
            for key in catalog.keys.prefix(8) {
                for locale in catalog.localizations.prefix(4) {
                    _ = try? catalog.format(key: key, localization: locale, arguments: [.int(3), .string("x"), .double(2.5)])
                }
            }
        case .strings:
            _ = try? StringsFileParser.read(bytes, source: "fuzz.strings")
        case .stringsdict:
            guard let catalog = try? StringCatalog(stringsdict: bytes, source: "fuzz.stringsdict", localization: "de") else { return }
            _ = CatalogLinter().lint(catalog, file: "fuzz.stringsdict")
            for key in catalog.keys.prefix(8) { _ = try? catalog.format(key: key, localization: "de", arguments: [.int(1)]) }
        case .manifest:
            guard let activity = try? ActivityManifest.parse(text, source: "fuzz.yml") else { return }
            // A manifest that reads is laid out too: the numbers it holds
            // reach the layout engine.
            guard let renderer = try? ActivityRenderer(engine: Self.engine, activity: activity) else { return }
            for state in activity.states.prefix(2) {
                _ = try? renderer.render(state: state.name, device: DeviceCatalog.profile("iphone-393"), languageCode: "ar")
            }
        case .config:
            _ = try? SlotFitConfiguration.parse(text, path: Self.folder + "/slotfit.yml")
        case .batch:
            _ = MeasureBatch(engine: Self.engine).run(Data(bytes.prefix(4096)))
        case .xml:
            _ = XMLScanner.scan(bytes)
        case .xliff:
            Self.exportXLIFF(text)
        case .merge:
            Self.mergeReport(Data(bytes))
        case .swift:
            Self.importAndRender(text)
        case .swiftgen:
            var generator = SwiftSourceGenerator(bytes)
            Self.importAndRender(generator.source())
        case .format:
            let format = FormatString(text)
            _ = format.rendered(percent: "%") { specifier, _ in specifier.text }
            var catalog = StringCatalog(sourceLanguage: "en")
            catalog.entries["k"] = CatalogEntry(localizations: ["ar": .translated(text)])
            _ = try? catalog.format(key: "k", localization: "ar", arguments: [.int(5), .string("y"), .double(1.5)])
            _ = CatalogLinter().lint(catalog, file: "fuzz")
        }
    }

    /// Width budgets for the keys `a`, `b` and `Hello` of table
    /// `Localizable`, as a JSON report of budgets holds them.
    static let budgets: [KeyBudget] = {
        let room = #"{"size":17,"weight":"semibold","family":"Inter","lineLimit":1,"minimumScaleFactor":0.8,"table":"Localizable","naturalWidth":40,"characters":5,"text":"Hello"}"#
        let place = #"{"activity":"A","presentation":"compactTrailing","device":"iphone-393","state":"s","dynamicTypeSize":"large","location":{"file":"A.swift","line":3}}"#
        let json = "[" + ["a", "b", "Hello"].map { key in
            #"{"key":"\#(key)","table":"Localizable","width":52.33,"place":\#(place),"room":\#(room),"places":1,"developmentLanguage":"en","developmentWidth":40,"developmentCharacters":5,"developmentText":"\#(key)","translations":[]}"#
        }.joined(separator: ",") + "]"
        do { return try JSONDecoder().decode([KeyBudget].self, from: Data(json.utf8)) } catch { fatalError("the fuzz target's budgets: \(error)") }
    }()

    /// Adds the budgets to `text` read as an XLIFF file, as `budgets
    /// export` does, and reads its translations as `budgets check` does.
    static func exportXLIFF(_ text: String) {
        let exported = XLIFFBudgets.export(text, budgets: budgets)
        _ = try? TranslationTarget.read(xliff: exported.text, file: "fuzz.xliff")
    }

    /// Decodes `data` as a shard's JSON report, checks it as the only
    /// shard given and merges it with itself, as `slotfit merge` does, then
    /// makes the reports merge writes from it.
    static func mergeReport(_ data: Data) {
        guard let document = try? JSONDecoder().decode(GoldenReport.Document.self, from: data) else { return }
        _ = try? GoldenReport.checkShards([("a.json", document), ("b.json", document)])
        let merged = GoldenReport.merge([document, document])
        let groups = FindingGroup.grouping(merged.findings ?? [])
        _ = GitHubReporter().report((merged, groups))
        _ = JUnitReporter().report(merged)
        _ = MarkdownReporter().report((merged, groups))
    }
}

extension FuzzTarget {
    /// Reads Swift source as `slotfit check` does — declarations, then each
    /// activity's views within the importer's budgets — and lays out what
    /// was read, so the numbers the source holds reach the layout engine.
    static func importAndRender(_ source: String) {
        let inventory = SourceInventory(source: source, file: "Fuzz.swift")
        let imported = inventory.importActivities()
        for activity in imported.activities.prefix(1) {
            guard let renderer = try? ActivityRenderer(engine: engine, activity: activity) else { continue }
            for state in activity.states.prefix(1) {
                _ = try? renderer.render(state: state.name, device: DeviceCatalog.profile("iphone-393"), languageCode: "ar")
            }
        }
    }
}

/// libFuzzer's driver (compiler-rt), run from this executable's entry point:
/// SwiftPM links executables with `main` defined as `<Module>_main`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// One input through the chosen target.
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { FuzzTarget.current.run([]); return 0 }
    FuzzTarget.current.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// libFuzzer's own entry, used when the target is built with
/// `-sanitize=fuzzer` alone (`FUZZ_SANITIZER=none`: libFuzzer's `main` runs
/// and calls this; the AddressSanitizer build runs `fuzzMain` below).
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data, size)
}

@_cdecl("SlotFitFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    _ = FuzzTarget.current
    return LLVMFuzzerRunDriver(&count, &arguments, { fuzzOne($0, $1) })
}
