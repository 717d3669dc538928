// slotfit-bench: SlotFit's text engine against Pango, like with like, and
// the command's whole-process figures. `make bench` runs it as
//
//   slotfit-bench --pango-bench PATH [--rounds N] [--count N]
//
// and prints, on one corpus (Benchmarks/Corpus: 20,000 distinct strings, 29
// languages, every script of the default profile), with the same font files
// at the same size:
//   - in process, first pass (text never seen: every cache emptied before
//     the pass) and repeated pass, natural width, SlotFit (`layout`, the
//     full result; and `measure`, the same fit without runs and glyphs,
//     on one core and on all) and Pango
//     (Benchmarks/PangoBenchmark/pango-bench.c, compiled C); the same for
//     fit (width, wrap to the line limit, ellipsis) — SlotFit's scaling is
//     reported on its own, Pango has none;
//   - whole process (with `--dist-binary`, that binary's figures: the one
//     users download): `slotfit measure --batch --fields width` with TSV and
//     with JSON Lines input, on every core and pinned to one, against
//     `pango-bench batch` (single-threaded; pinned to the same core for
//     the one-core rows) on the same strings;
//   - start-up of `slotfit measure` and `slotfit layout`, and of the
//     `make dist` binary with `--dist-binary PATH` (`--startup-only`:
//     nothing else);
//   - a cold `slotfit check` of slotfit.yml, per snapshot;
//   - peak resident memory of `slotfit check` for 10, 20 and 40 locales.
// `--corpus real` runs the same passes on real translations the machine has
// (Benchmarks/Corpus/RealTextCorpus.swift: iso-codes' country, currency,
// language and script names in ~150 languages, and ICU's CLDR names and
// relative-time phrases in every language ICU has). `--corpus interface`
// runs them on interface sentences: every installed package's gettext
// catalogs (Benchmarks/Corpus/InterfaceTextCorpus.swift: GTK, GLib,
// coreutils, apt, dpkg… in ~120 languages), longer than names and with
// more distinct words, as a Live Activity's texts are.
// Each in-process pass runs `--rounds` times (default 3), fastest kept;
// each whole-process figure is the median of 5 runs. `--profile natural`,
// `natural-measure`, `fit` or `fit-measure` runs only that first pass,
// `--rounds` times, and prints its figure (for `perf record`); with
// `--cores`, on every core; with `--by-language`, each language's share;
// with `--language L[,M…]`, only those languages' strings; with
// `--repeated`, the repeated pass (after a first pass) instead.
import Foundation
import SlotFitText
import SlotFitBenchmarkCorpus

func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let arguments = CommandLine.arguments
func option(_ name: String) -> String? { arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } }
let count = option("--count").flatMap(Int.init) ?? 20_000
let rounds = option("--rounds").flatMap(Int.init) ?? 3
let pangoBench = option("--pango-bench")
let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
let slotfit = binDirectory + "/slotfit"
// The binary the whole-process figures run: `make dist`'s, the one users
// download, when `--dist-binary` names it; else the release build's.
let distBinary = option("--dist-binary").flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
let whole = distBinary ?? slotfit
let wholeLabel = distBinary == nil ? "the release build" : "make dist's binary"

// Whole-process figures first, while this process is small: a child's
// peak memory (ru_maxrss) starts from its parent's size at the spawn.
let profiled = option("--profile")
// Start-up, check and memory depend on no corpus: printed by the run on
// the recombined one (make bench's first), not again with `--corpus real`.
if option("--write-corpus") == nil && profiled == nil && option("--corpus") == nil && FileManager.default.isExecutableFile(atPath: slotfit) {
    // Start-up of a binary: `measure` of one word, and `layout` of one
    // activity in every presentation when the samples are here.
    func startup(_ binary: String) -> (measure: Double, layout: Double?) {
        let measure = ChildProcess.median(11, binary, ["measure", "Pausiert", "--locale", "de", "--width", "52.33"]).seconds * 1000
        guard FileManager.default.fileExists(atPath: "Examples/Focus.yml") else { return (measure, nil) }
        let layout = ChildProcess.median(11, binary, ["layout", "Examples/Focus.yml", "--state", "running", "--locale", "de", "--device", "iphone-393"]).seconds * 1000
        return (measure, layout)
    }
    let own = startup(slotfit)
    print(String(format: "start-up, whole process, median of 11: slotfit measure %.1f ms", own.measure)
          + (own.layout.map { String(format: ", slotfit layout (one activity, every presentation) %.1f ms", $0) } ?? ""))
    // The binary users download (`make dist`: static Swift runtime, ICU and
    // libcrypto, stripped), measured the same way.
    if let dist = option("--dist-binary"), FileManager.default.isExecutableFile(atPath: dist) {
        let theirs = startup(dist)
        print(String(format: "start-up of the make dist binary, whole process, median of 11: slotfit measure %.1f ms", theirs.measure)
              + (theirs.layout.map { String(format: ", slotfit layout %.1f ms", $0) } ?? ""))
    }
    // `--startup-only`: these lines alone (docs/PERFORMANCE.md's start-up figures).
    if arguments.contains("--startup-only") { exit(0) }
    if FileManager.default.fileExists(atPath: "slotfit.yml") {
        let snapshots = ((try? FileManager.default.subpathsOfDirectory(atPath: "golden")) ?? []).filter { $0.hasSuffix(".txt") }
            .compactMap { try? String(contentsOfFile: "golden/" + $0, encoding: .utf8) }
            .map { $0.components(separatedBy: "\n=== ").count - ($0.hasPrefix("=== ") ? 0 : 1) }.reduce(0, +)
        // Cold: nothing remembered (`--no-cache`); warm: the result cache's
        // entry of an unchanged project (one run to make it, then the median).
        let check = ChildProcess.median(5, whole, ["check", "--quiet", "--no-cache"])
        print(String(format: "cold slotfit check of slotfit.yml (\(wholeLabel), --no-cache), median of 5: %.3f s, %d snapshots, %.3f ms per snapshot, %.1f MB peak (exit %d)",
                     check.seconds, snapshots, check.seconds * 1000 / Double(max(snapshots, 1)), Double(check.peakKilobytes) / 1024, check.status))
        _ = ChildProcess.run(whole, ["check", "--quiet"])
        let warm = ChildProcess.median(5, whole, ["check", "--quiet"])
        print(String(format: "warm slotfit check of slotfit.yml (the result cache, nothing changed), median of 5: %.3f s, %.1f MB peak (exit %d)",
                     warm.seconds, Double(warm.peakKilobytes) / 1024, warm.status))
        // Peak memory against the number of locales: the same activities
        // and devices, the first 10, 20 and all 34 localizations plus the
        // two pseudo-locales and four app languages (40).
        let locales = ["ar", "bn", "cs", "de", "el", "en", "es", "es-419", "fa", "fi", "fr", "fr-CA", "he", "hi", "id", "it", "ja", "ko", "nb", "nl",
                       "pl", "pt-BR", "pt-PT", "ru", "sv", "ta", "th", "tr", "uk", "ur", "vi", "zh-HK", "zh-Hans", "zh-Hant"]
        let root = FileManager.default.currentDirectoryPath
        var memory: [String] = []
        for n in [10, 20, 40] {
            let chosen = n == 40 ? locales : Array(locales.prefix(n))
            let extra = n == 40 ? "pseudoLocales: true\nlanguageCodes: [\"\", es-MX, pt, zh-TW]\n" : ""
            try """
            activities: [Examples/Meditation.yml, Examples/Focus.yml, Examples/Run.yml, Examples/Build.yml, Examples/Delivery.yml]
            locales: [\(chosen.joined(separator: ", "))]
            \(extra)devices: [iphone-393, iphone-430, ipad-1366, carplay-240x78, watch-45mm]
            systemDefault: en-US
            goldenDirectory: .build/slotfit-bench-golden-\(n)
            """.write(toFile: root + "/slotfit-bench-\(n).yml", atomically: true, encoding: .utf8)
            let run = ChildProcess.run(whole, ["check", "--quiet", "--no-cache", "--config", root + "/slotfit-bench-\(n).yml"])
            try? FileManager.default.removeItem(atPath: root + "/slotfit-bench-\(n).yml")
            memory.append(String(format: "%d locales %.1f MB", n, Double(run.peakKilobytes) / 1024))
        }
        print("peak resident memory of slotfit check (\(wholeLabel); goldens missing, everything rendered): " + memory.joined(separator: ", "))
    }
}
// `--corpus real`: real translations the machine has (iso-codes, CLDR), nothing
// recombined; the default is the recombined corpus of Benchmarks/Corpus.
let corpus: [TextRequest]
if option("--corpus") == "interface" {
    // Interface sentences: every installed package's gettext catalogs.
    let (interface, languages) = try InterfaceTextCorpus.requests(count: count)
    corpus = interface
    print("corpus (interface text): \(corpus.count) distinct translations of interface messages from the machine's gettext catalogs (/usr/share/locale/*/LC_MESSAGES/*.mo: GTK, GLib, coreutils, apt, dpkg…; iso-codes' names left out), \(languages) languages, \(corpus.map(\.text.count).reduce(0, +)) characters, \(Set(corpus.map(\.text)).count) distinct texts; 17 pt")
} else if option("--corpus") == "real" {
    let (real, languages) = try RealTextCorpus.make(count: count)
    corpus = real
    print("corpus (real text): \(corpus.count) distinct translations from iso-codes (\(RealTextCorpus.domains.joined(separator: ", "))) and ICU's CLDR data (names of languages, regions, scripts, currencies; relative-time phrases), \(languages) languages, \(corpus.map(\.text.count).reduce(0, +)) characters, \(Set(corpus.map(\.text)).count) distinct texts; 17 pt")
} else {
    let (recombined, vocabulary) = Corpus.make(count: count)
    corpus = recombined
    let tokens = corpus.map { $0.text.split(separator: " ").count }.reduce(0, +)
    print("corpus (recombined): \(corpus.count) distinct strings, \(Corpus.languages.count) languages, \(corpus.map(\.text.count).reduce(0, +)) characters, \(tokens) space-separated tokens over a vocabulary of \(vocabulary) word forms; 17 pt")
}

// The fit requests: five slot widths, one or two lines, tail ellipsis.
var fitted = corpus
for i in fitted.indices {
    fitted[i].width = 52.33 + Double(i % 5) * 40
    fitted[i].lineLimit = 1 + i % 2
}
var scaled = fitted
for i in scaled.indices where i % 3 == 0 { scaled[i].minimumScaleFactor = 0.8 }

let setup = try time { _ = try TextEngine() }
// Each first-pass round has an engine of its own, as each of Pango's rounds
// is a process of its own: no face open but those the warm-up opens, no
// fallback remembered (`freshEngine`).
nonisolated(unsafe) var engine = try TextEngine()

// The same families for Pango: each language's chain for its script, then
// Latin's. Not the emoji font: listed, Pango draws digits from it (twice as
// wide); unlisted, fontconfig still finds it for emoji.
let scripts = ["ar": "Arab", "fa": "Arab", "ur": "Arab", "he": "Hebr", "hi": "Deva", "bn": "Beng", "ta": "Taml", "th": "Thai",
               "ja": "Hani", "ko": "Hang", "zh-Hans": "Hani", "zh-Hant": "Hani", "el": "Grek", "ru": "Cyrl", "uk": "Cyrl"]
var families: [String: String] = [:]
// Each locale of the corpus: the table's script, else (real text) the
// script of its first text's first letter.
nonisolated(unsafe) var localesInCorpus: [String: String] = [:]
for request in corpus where localesInCorpus[request.locale] == nil {
    let letter = request.text.unicodeScalars.first { $0.properties.isAlphabetic }
    let detected = letter.map { Script($0).tag }.flatMap { ["Zyyy", "Zinh", "Zzzz"].contains($0) ? nil : $0 }
    localesInCorpus[request.locale] = scripts[request.locale] ?? detected ?? "Latn"
}
for (locale, script) in localesInCorpus.sorted(by: { $0.key < $1.key }) {
    var names: [String] = []
    for script in [script, "Latn"] {
        for face in (try? engine.fallbackChain(script: script, locale: locale)) ?? [] where !names.contains(face.family) && !face.family.contains("Emoji") { names.append(face.family) }
    }
    families[locale] = names.joined(separator: ", ")
}
// --write-corpus DIR: the corpus files only (for profiling), then exit.
let keep = option("--write-corpus")
let directory = keep ?? FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { if keep == nil { try? FileManager.default.removeItem(atPath: directory) } }
let pangoCorpus = directory + "/pango.tsv", slotfitCorpus = directory + "/slotfit.tsv"
try fitted.map { "\($0.locale)\t\(families[$0.locale]!)\t17\t\($0.width!)\t\($0.lineLimit!)\t\($0.text)" }.joined(separator: "\n").appending("\n")
    .write(toFile: pangoCorpus, atomically: true, encoding: .utf8)
try ("locale\tsize\ttext\n" + corpus.map { "\($0.locale)\t17\t\($0.text)" }.joined(separator: "\n") + "\n")
    .write(toFile: slotfitCorpus, atomically: true, encoding: .utf8)
// The same requests as JSON Lines, the batch's other input.
let slotfitJSONCorpus = directory + "/slotfit.jsonl"
func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
try (corpus.map { "{\"locale\":\(jsonString($0.locale)),\"size\":17,\"text\":\(jsonString($0.text))}" }.joined(separator: "\n") + "\n")
    .write(toFile: slotfitJSONCorpus, atomically: true, encoding: .utf8)

if keep != nil {
    try ("locale\tsize\twidth\tlineLimit\ttext\n" + fitted.map { "\($0.locale)\t17\t\($0.width!)\t\($0.lineLimit!)\t\($0.text)" }.joined(separator: "\n") + "\n")
        .write(toFile: directory + "/slotfit-fit.tsv", atomically: true, encoding: .utf8)
    exit(0)
}
// Whole process, same strings: lean batch (TSV and JSON Lines input)
// against the C program, SlotFit on every core and pinned to one.
if profiled == nil && FileManager.default.isExecutableFile(atPath: slotfit) {
    let tsv = ["measure", "--batch", slotfitCorpus, "--input", "tsv", "--fields", "width"]
    let jsonl = ["measure", "--batch", slotfitJSONCorpus, "--fields", "width"]
    let theirs = pangoBench.map { ChildProcess.median(5, $0, ["batch", pangoCorpus]).seconds }
    let theirsOneCore = pangoBench.map { ChildProcess.median(5, $0, ["batch", pangoCorpus], oneCore: true).seconds }
    func line(_ label: String, _ arguments: [String], oneCore: Bool) {
        let ours = ChildProcess.median(5, whole, arguments, oneCore: oneCore).seconds
        let pango = oneCore ? theirsOneCore : theirs
        print(String(format: "  %@ %.3f s", label.padding(toLength: 44, withPad: " ", startingAt: 0), ours)
              + (pango.map { String(format: "   pango-bench batch %.3f s   Pango ÷ SlotFit %.2f×", $0, $0 / ours) } ?? ""))
    }
    print("whole process, \(corpus.count) strings, median of 5 (`slotfit measure --batch … --fields width`, \(wholeLabel); Pango's program is single-threaded):")
    let allCores = ProcessInfo.processInfo.activeProcessorCount
    line("TSV input, \(allCores) cores", tsv, oneCore: false)
    line("JSON Lines input, \(allCores) cores", jsonl, oneCore: false)
    line("TSV input, one core (Pango: the same core)", tsv, oneCore: true)
    line("JSON Lines input, one core (Pango: the same)", jsonl, oneCore: true)
    if let pangoBench {
        // How far the two agree on the same fonts.
        let a = String(decoding: ChildProcess.run(whole, tsv, keepOutput: true).output, as: UTF8.self).split(separator: "\n").compactMap { Double($0) }
        let b = String(decoding: ChildProcess.run(pangoBench, ["batch", pangoCorpus], keepOutput: true).output, as: UTF8.self).split(separator: "\n").compactMap { Double($0) }
        if a.count == b.count, !a.isEmpty {
            let close = zip(a, b).filter { abs($0 - $1) <= 0.5 }.count
            print(String(format: "  widths within 0.5 pt of Pango's: %d of %d (%.1f %%; most of the rest by a third of a point a space: SlotFit sets a space between words of another script in its primary face, as Core Text does)", close, a.count, 100 * Double(close) / Double(a.count)))
        }
    }
}
/// A new engine, warmed as Pango's program warms: each locale's faces
/// opened once outside the timings, on the same short text ("Aa 0:12", an
/// Arabic and a Japanese letter).
func freshEngine() throws -> TextEngine {
    let made = try TextEngine()
    for locale in localesInCorpus.keys.sorted() { _ = try made.layout(TextRequest("Aa 0:12 \u{0627} \u{3042}", locale: locale)) }
    return made
}
engine = try freshEngine()

/// A new, warmed engine before a first pass (every cache empty, only the
/// warm-up's faces open), and lets the allocator finish with what the old
/// one held before the clock starts: glibc keeps the
/// hundreds of thousands of blocks just freed in its fast lists and merges
/// them all at the next large allocation — 8 to 38 ms inside the pass, at
/// whichever string asks first, which a new process (and Pango's program,
/// a new process a round) never pays.
func emptyCaches() throws {
    engine = try freshEngine()
    _ = mallocTrim?(0)
}
/// glibc's `malloc_trim` (not in Swift's Glibc module): merges the free
/// blocks and returns what it can to the system.
let mallocTrim: (@convention(c) (Int) -> Int32)? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim")
    .map { unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self) }

nonisolated(unsafe) var sink = 0.0
/// µs per string: `layout` (the full result: lines, runs, visual order)
/// or, with `summary`, `measure` (the same fit without runs and glyphs).
func pass(_ requests: [TextRequest], firstPass: Bool, summary: Bool = false) throws -> Double {
    var fastest = Double.infinity
    for _ in 0..<rounds {
        if firstPass { try emptyCaches() }
        fastest = min(fastest, try time {
            if summary {
                for request in requests { sink += try engine.measure(request).width }
            } else {
                for request in requests { sink += try engine.layout(request).width }
            }
        })
    }
    return fastest / Double(requests.count) * 1e6
}
// The same first pass on every core (wall clock): what a batch or a check
// gets from the machine; Pango's program is single-threaded.
let cores = ProcessInfo.processInfo.activeProcessorCount
func parallelFirstPass(_ requests: [TextRequest], summary: Bool = false) throws -> Double {
    var fastest = Double.infinity
    for _ in 0..<rounds {
        try emptyCaches()
        fastest = min(fastest, time {
            DispatchQueue.concurrentPerform(iterations: cores) { worker in
                var local = 0.0
                for index in stride(from: worker, to: requests.count, by: cores) {
                    local += (try? summary ? engine.measure(requests[index]).width : engine.layout(requests[index]).width) ?? 0
                }
                if local.isNaN { print(local) }
            }
        })
    }
    return fastest / Double(requests.count) * 1e6
}
if let profiled {
    // `--cores`: the pass on every core, as the table's "cores" rows.
    // `--language L[,M…]`: only those languages' strings.
    let language = option("--language")
    let languages = language.map { Set($0.split(separator: ",").map(String.init)) }
    let requests = (profiled.hasPrefix("fit") ? fitted : corpus).filter { languages?.contains($0.locale) ?? true }
    let summary = profiled.hasSuffix("measure")
    let onEveryCore = arguments.contains("--cores")
    // `--repeated`: the repeated pass instead (after a first pass, as in the table).
    let repeated = arguments.contains("--repeated")
    if repeated { _ = try pass(requests, firstPass: true, summary: summary) }
    let figure = onEveryCore ? try parallelFirstPass(requests, summary: summary) : try pass(requests, firstPass: !repeated, summary: summary)
    let words = engine.wordCacheStatistics
    if arguments.contains("--by-language") {
        // `rounds` more first passes, each string timed alone (its fastest
        // round kept: a string the host interrupted once does not count
        // the interruption), summed by language.
        var fastest = [Double](repeating: .infinity, count: requests.count)
        for _ in 0..<rounds {
            try emptyCaches()
            for (index, request) in requests.enumerated() {
                let seconds = try time { sink += summary ? try engine.measure(request).width : try engine.layout(request).width }
                fastest[index] = min(fastest[index], seconds)
            }
        }
        var spent: [String: (time: Double, count: Int)] = [:]
        for (index, request) in requests.enumerated() {
            spent[request.locale, default: (0, 0)].time += fastest[index]
            spent[request.locale, default: (0, 0)].count += 1
        }
        let total = spent.values.reduce(0) { $0 + $1.time }
        print("language   strings   µs per string   share of the pass")
        for (locale, figure) in spent.sorted(by: { $0.value.time > $1.value.time }) {
            print(locale.padding(toLength: 10, withPad: " ", startingAt: 0)
                  + String(format: "%8d   %13.2f   %6.1f %%", figure.count, figure.time / Double(figure.count) * 1e6, 100 * figure.time / total))
        }
    }
    print("\(profiled) \(repeated ? "repeated" : "first") pass\(onEveryCore ? " on \(cores) cores" : ""): " + String(format: "%.2f µs per string, fastest of %d; words shaped %d, reused %d", figure, rounds, words.misses, words.hits))
    exit(0)
}
let naturalFirst = try pass(corpus, firstPass: true)
let wordHits = engine.wordCacheStatistics  // of the last first pass, one thread
let naturalFirstParallel = try parallelFirstPass(corpus)
let naturalRepeat = try pass(corpus, firstPass: false)
// `measure`: the same fit summed up (width, height, verdict, lines) without
// runs, glyphs and visual order — what `measure --batch --fields` uses.
let measureFirst = try pass(corpus, firstPass: true, summary: true)
let measureFirstParallel = try parallelFirstPass(corpus, summary: true)
let fitFirst = try pass(fitted, firstPass: true)
let fitRepeat = try pass(fitted, firstPass: false)
let fitMeasureFirst = try pass(fitted, firstPass: true, summary: true)
let fitMeasureFirstParallel = try parallelFirstPass(fitted, summary: true)
let scaledFirst = try pass(scaled, firstPass: true)

// Pango, in process, compiled C: fastest of `rounds` processes.
func pango(_ mode: String) -> (first: Double, repeat: Double)? {
    guard let pangoBench else { return nil }
    var best: (Double, Double)? = nil
    for _ in 0..<rounds {
        let run = ChildProcess.run(pangoBench, [mode, pangoCorpus], keepOutput: true)
        let words = String(decoding: run.output, as: UTF8.self).split(separator: " ")
        guard run.status == 0, words.count > 3, let first = Double(words[1]), let again = Double(words[3]) else { return nil }
        best = best.map { (min($0.0, first), min($0.1, again)) } ?? (first, again)
    }
    return best
}
let pangoNatural = pango("natural"), pangoFit = pango("fit")

func row(_ name: String, _ slotfit: Double, _ pango: Double?) {
    let ratio = pango.map { String(format: "%8.2f µs   %5.2f×", $0, $0 / slotfit) } ?? "       —"
    print("  " + name.padding(toLength: 52, withPad: " ", startingAt: 0) + String(format: "%8.2f µs  ", slotfit) + ratio)
}
print(String(format: "engine setup in process (fontconfig, profile): %.1f ms", setup * 1000))
print("in process, µs per string, fastest of \(rounds) rounds".padding(toLength: 54, withPad: " ", startingAt: 0) + "   SlotFit        Pango   Pango ÷ SlotFit")
row("natural width, first pass (caches emptied)", naturalFirst, pangoNatural?.first)
row("natural width, repeated pass", naturalRepeat, pangoNatural?.repeat)
row("natural, first pass, \(cores) cores (Pango: 1)", naturalFirstParallel, pangoNatural?.first)
row("natural, measure (no runs), first pass", measureFirst, pangoNatural?.first)
row("natural, measure, first pass, \(cores) cores (Pango: 1)", measureFirstParallel, pangoNatural?.first)
row("fit (wrap, ellipsis), first pass", fitFirst, pangoFit?.first)
row("fit (wrap, ellipsis), repeated pass", fitRepeat, pangoFit?.repeat)
row("fit, measure (no runs), first pass", fitMeasureFirst, pangoFit?.first)
row("fit, measure, first pass, \(cores) cores (Pango: 1)", fitMeasureFirstParallel, pangoFit?.first)
row("fit with minimumScaleFactor 0.8 on a third, first", scaledFirst, nil)
print(String(format: "  word cache on the natural first pass: %d words shaped, %d reused (%.0f %%)", wordHits.misses, wordHits.hits,
             100 * Double(wordHits.hits) / Double(max(1, wordHits.hits + wordHits.misses))))

if sink.isNaN { print(sink) }
