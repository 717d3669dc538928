// slotfit-bench: measures the text engine on a mixed-script corpus.
//
//   make bench            (release build, prints µs per string)
//   slotfit-bench --corpus FILE [--corpus-only]   writes the corpus (locale TAB
//                                  text per line) for Benchmarks/pango_compare.py
//   slotfit-bench --pango-us N     prints throughput ratios against Pango's N µs
import Foundation
import SlotFitText

/// A deterministic pseudo-random generator (SplitMix64), so the corpus is
/// the same on every run and machine.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
}

/// Words of Live Activity strings in the languages SlotFit's users ship.
let vocabulary: [(locale: String, words: [String])] = [
    ("en", ["Session", "complete", "Paused", "Cycle", "of", "Focus", "Run", "Build", "succeeded", "remaining", "km", "pace"]),
    ("de", ["Sitzung", "beendet", "Pausiert", "Runde", "von", "Fokuszeit", "Lauf", "Erstellung", "erfolgreich", "verbleibend"]),
    ("fi", ["Istunto", "valmis", "Tauotettu", "Kierros", "Keskittymisaika", "Juoksu", "Koontiversio", "onnistui"]),
    ("ru", ["Сеанс", "завершён", "Пауза", "Цикл", "из", "Фокус", "Пробежка", "Сборка", "успешно"]),
    ("el", ["Συνεδρία", "ολοκληρώθηκε", "Παύση", "Κύκλος", "από", "Εστίαση", "Τρέξιμο"]),
    ("ar", ["اكتملت", "الجلسة", "متوقف", "مؤقتًا", "الدورة", "من", "التركيز", "الجري", "البناء", "نجح"]),
    ("he", ["ההפעלה", "הסתיימה", "מושהה", "סבב", "מתוך", "ריכוז", "ריצה", "הבנייה", "הצליחה"]),
    ("fa", ["جلسه", "تمام", "شد", "متوقف", "چرخه", "از", "تمرکز", "دویدن"]),
    ("ur", ["سیشن", "مکمل", "موقوف", "چکر", "میں", "سے", "دوڑ"]),
    ("hi", ["सत्र", "पूरा", "हुआ", "रोका", "गया", "चक्र", "में", "से", "दौड़"]),
    ("bn", ["সেশন", "সম্পূর্ণ", "বিরতি", "চক্র", "এর", "মধ্যে", "দৌড়"]),
    ("ta", ["அமர்வு", "முடிந்தது", "இடைநிறுத்தப்பட்டது", "சுழற்சி", "ஓட்டம்"]),
    ("th", ["เซสชัน", "เสร็จสมบูรณ์", "หยุดชั่วคราว", "รอบ", "จาก", "โฟกัส", "วิ่ง"]),
    ("ja", ["セッション", "完了", "一時停止中", "サイクル", "集中", "ランニング", "ビルド", "成功"]),
    ("ko", ["세션", "완료", "일시", "정지됨", "사이클", "집중", "달리기", "빌드", "성공"]),
    ("zh-Hans", ["冥想", "已完成", "已暂停", "第", "轮", "专注", "跑步", "构建", "成功"]),
    ("zh-Hant", ["冥想", "已完成", "已暫停", "第", "輪", "專注", "跑步", "建置", "成功"]),
]
let extras = ["5:23", "10:00", "12:48:09", "3.2", "42", "#4127", "🧘", "🏃🏽‍♀️", "✅", "(2/3)", "·", "—"]

func makeCorpus(count: Int) -> [TextRequest] {
    var random = SplitMix64(state: 0x5107_F17)
    var requests: [TextRequest] = []
    requests.reserveCapacity(count)
    for i in 0..<count {
        let language = random.pick(vocabulary)
        var words: [String] = []
        for _ in 0..<(2 + Int(random.next() % 4)) {
            words.append(random.next() % 5 == 0 ? random.pick(extras) : random.pick(language.words))
        }
        if random.next() % 7 == 0 { words.append(random.pick(vocabulary).words[0]) }  // a second script
        // Unique strings: the warm pass must not be flattered by duplicates
        // in the cold one.
        words.append(String(i % 97))
        requests.append(TextRequest(words.joined(separator: " "), locale: language.locale))
    }
    return requests
}

func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let arguments = CommandLine.arguments
let count = arguments.firstIndex(of: "--count").flatMap { Int(arguments[$0 + 1]) } ?? 20_000
let corpus = makeCorpus(count: count)
if let index = arguments.firstIndex(of: "--corpus") {
    let text = corpus.map { "\($0.locale)\t\($0.text)" }.joined(separator: "\n") + "\n"
    try text.write(toFile: arguments[index + 1], atomically: true, encoding: .utf8)
    if arguments.contains("--corpus-only") { exit(0) }
}
// Pango's µs per string on the same corpus (Benchmarks/pango_compare.py), for the ratio column.
let pango = arguments.firstIndex(of: "--pango-us").flatMap { Double(arguments[$0 + 1]) }
let distinct = Set(corpus.map(\.text)).count
let characters = corpus.map(\.text.count).reduce(0, +)
print("corpus: \(corpus.count) strings (\(distinct) distinct), \(characters) characters, \(vocabulary.count) languages, \(Set(corpus.map(\.locale)).count) locales")

let setupSeconds = try time {
    _ = try TextEngine()
}
let engine = try TextEngine()
// Load every face once, outside the timings (a process does this once).
for language in vocabulary { _ = try engine.layout(TextRequest(language.words.joined(separator: " ") + " " + extras.joined(separator: " "), locale: language.locale)) }
engine.clearShapeCache()

var sink = 0.0
var fitted = corpus
for i in fitted.indices {
    fitted[i].width = 52.33 + Double(i % 5) * 40
    fitted[i].lineLimit = 1 + i % 2
    fitted[i].minimumScaleFactor = i % 3 == 0 ? 0.8 : 1
}
// --profile-warm N / --profile-fit N: only that pass, N times (for perf).
for (flag, requests) in [("--profile-warm", corpus), ("--profile-fit", fitted)] {
    if let repeats = arguments.firstIndex(of: flag).flatMap({ Int(arguments[$0 + 1]) }) {
        for _ in 0..<repeats { for request in requests { sink += try engine.layout(request).width } }
        exit(0)
    }
}
// Each pass runs `rounds` times; the fastest round is reported (the others
// are lost to whatever else the machine does).
let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 3
func best(_ body: () throws -> Void, before: () -> Void = {}) rethrows -> Double {
    var fastest = Double.infinity
    for _ in 0..<rounds {
        before()
        fastest = min(fastest, try time(body))
    }
    return fastest
}
let cold = try best({ for request in corpus { sink += try engine.layout(request).width } }, before: { engine.clearShapeCache() })
let warm = try best { for request in corpus { sink += try engine.layout(request).width } }
let fitWarm = try best { for request in fitted { sink += try engine.layout(request).width } }

// All cores, the way `slotfit render` will use them.
let cores = ProcessInfo.processInfo.activeProcessorCount
let parallel = best {
    DispatchQueue.concurrentPerform(iterations: cores) { worker in
        var local = 0.0
        for index in stride(from: worker, to: corpus.count, by: cores) { local += (try? engine.layout(corpus[index]).width) ?? 0 }
        _ = local
    }
}

func row(_ name: String, _ seconds: Double) {
    let micro = seconds / Double(corpus.count) * 1e6
    let ratio = pango.map { String(format: "  %5.2f× Pango's throughput", $0 / micro) } ?? ""
    print(String(format: "%-46@ %8.2f µs/string  %9.0f strings/s", name as NSString, micro, Double(corpus.count) / seconds) + ratio)
}
print(String(format: "engine setup (fontconfig, profile): %.1f ms", setupSeconds * 1000))
print("best of \(rounds) rounds each")
row("measure, cold (empty shape cache)", cold)
row("measure, warm", warm)
row("fit in a slot (scale/wrap/truncate), warm", fitWarm)
row("measure, warm, \(cores) threads (wall clock)", parallel)
print("shape cache: \(engine.cachedRunCount) runs")
if sink.isNaN { print(sink) }
