// slotfit-strings-bench: parse and lint a large String Catalog.
//
//   slotfit-strings-bench --generate FILE   writes a catalog of 5,000 keys × 30 languages with plurals
//   slotfit-strings-bench FILE              reads and lints it, printing seconds and peak memory
//
// `make bench` runs both, the second in a fresh process so its peak memory is
// its own.
import Foundation
import SlotFitStrings

let languages = ["ar", "bn", "cs", "de", "el", "es", "es-419", "fa", "fi", "fr", "fr-CA", "he", "hi", "id", "it", "ja", "ko",
                 "nb", "nl", "pl", "pt-BR", "pt-PT", "ru", "sv", "ta", "th", "tr", "uk", "ur", "zh-Hans"]

func generate(_ path: String) throws {
    var catalog = StringCatalog(sourceLanguage: "en", version: "1.1")
    for i in 0..<5_000 {
        var localizations: [String: LocalizedValue] = [:]
        let plural = i % 4 == 0
        let key = plural ? "%lld remaining items in group \(i)" : "Status message number \(i): %@"
        for language in ["en"] + languages {
            if plural {
                var forms: [PluralCategory: LocalizedValue] = [:]
                for category in ICUNumbers.categories(locale: language).union([.other]) {
                    forms[category] = .translated("%lld \(language) \(category.rawValue) item \(i)")
                }
                localizations[language] = LocalizedValue(variations: Variations(plural: forms))
            } else {
                localizations[language] = .translated("\(language) status \(i): %@")
            }
        }
        catalog.entries[key] = CatalogEntry(comment: "Generated entry \(i)", localizations: localizations)
    }
    try AtomicFile.write(catalog.xcstringsData(), to: path)
}

func peakMemoryKB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return Int(line.split(whereSeparator: { !$0.isNumber }).first ?? "0") ?? 0
}

let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--generate") {
    try generate(arguments[index + 1])
    exit(0)
}
guard arguments.count > 1 else {
    print("usage: slotfit-strings-bench --generate FILE | slotfit-strings-bench FILE")
    exit(2)
}
let path = arguments[1]
let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
let baseline = peakMemoryKB()
let start = DispatchTime.now().uptimeNanoseconds
let catalog = try StringCatalog.read(xcstrings: path)
let parsed = DispatchTime.now().uptimeNanoseconds
let findings = CatalogLinter().lint(catalog, file: path)
let linted = DispatchTime.now().uptimeNanoseconds
let peak = peakMemoryKB()
print(String(format: "catalog: %d keys × %d localizations, %.1f MB", catalog.entries.count, catalog.localizations.count, Double(size) / 1e6))
print(String(format: "parse %.3f s, lint %.3f s (%d findings), total %.3f s", Double(parsed - start) / 1e9, Double(linted - parsed) / 1e9,
             findings.count, Double(linted - start) / 1e9))
print(String(format: "peak memory %.1f MB (%.1f MB above the process at start) = %.1f× the file", Double(peak) / 1024,
             Double(peak - baseline) / 1024, Double((peak - baseline) * 1024) / Double(max(size, 1))))

// What `check` does instead (StringCatalog.index): read the bytes, check
// the whole file as JSON, index its keys and localizations, and decode
// only the entries asked for (here 6, as a small activity shows).
var bestIndex = Double.infinity, bestDecode = Double.infinity
for _ in 0..<3 {
    let begin = DispatchTime.now().uptimeNanoseconds
    guard let bytes = FileBytes.read(path), let index = XCStringsIndex(bytes: bytes, source: path) else { fatalError("the catalog does not index") }
    let indexed = DispatchTime.now().uptimeNanoseconds
    let entries = LazyCatalogEntries(index)
    for key in index.members.keys.sorted().prefix(6) { precondition(entries.entry(key) != nil) }
    bestIndex = min(bestIndex, Double(indexed - begin) / 1e9)
    bestDecode = min(bestDecode, Double(DispatchTime.now().uptimeNanoseconds - indexed) / 1e9)
}
print(String(format: "read on demand (check's way): read and index %.3f s (%.0f MB/s), then 6 entries %.3f ms; best of 3", bestIndex, Double(size) / 1e6 / bestIndex, bestDecode * 1000))

// Formatting throughput per formatter kind: 20,000 values in each of ten
// locales (ICU formatters are kept per locale and options, so this is the
// per-value cost after the first).
let formatLocales = ["en-US", "de", "fr", "ar", "fa", "hi", "ja", "pt-BR", "he", "th"]
let kinds: [(String, ValueFormat, (Int) -> ValueFormatter.Value)] = [
    ("number", .number(.init(fractionLength: 0...2)), { .number(Double($0) * 1.37) }),
    ("percent", .percent(.init()), { .number(Double($0 % 1000) / 1000) }),
    ("currency", .currency(code: "EUR", .init()), { .number(Double($0) / 7) }),
    ("measurement (road)", .measurement(unit: "length-meter", width: .abbreviated, usage: .road, .init()), { .number(Double($0 * 13)) }),
    ("byte count", .byteCount(.file), { .number(Double($0) * 10_007) }),
    ("date (jm)", .date(.init(skeleton: "jm")), { .number(1_795_000_000 + Double($0) * 61) }),
    ("relative", .relative(.init()), { .number(Double($0 % 7200) - 3600) }),
    ("duration (m:ss)", .duration(.time(.minuteSecond)), { .number(Double($0 % 7200)) }),
]
for (name, format, value) in kinds {
    var best = Double.infinity
    for _ in 0..<3 {
        let begin = DispatchTime.now().uptimeNanoseconds
        for locale in formatLocales {
            for i in 0..<2_000 { _ = try ValueFormatter.format(value(i), as: format, locale: locale) }
        }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e3 / 20_000)
    }
    print(String(format: "format %@: %.2f µs per value (best of 3 × 20,000 values in %d locales)", name, best, formatLocales.count))
}
