// slotfit-hostile-bench: the inputs that were quadratic, at growing sizes,
// so a figure shows how time grows with the input (doubling the input
// should about double the time, not quadruple it).
//
//   1. one unbroken word laid out at 50 pt (line breaking inside a word);
//   2. a .strings file of N entries, parsed and linted (line positions);
//   3. a Hebrew paragraph wrapped (items found by binary search per line);
//   4. a did-you-mean for a K-character key among 733 keys;
//   5. the Swift importer on patterns a pull request can commit: a
//      modifier chain (linear in its length), a custom view used twice per
//      level and nested ForEach (both end at the construct budget: the time
//      stops growing), a getter reading itself, 16 state-dependent
//      modifiers (8 splits, then the first branch), a file nested past the
//      syntax limit (refused at once).
//
// Wall time in ms. The word is laid out once by a new engine per size (a
// cold shape cache: text never seen before); the other two are the best of
// 3 runs after a warm-up call (they cache nothing between runs).
import Foundation
import SlotFitImport
import SlotFitStrings
import SlotFitText

func best(of runs: Int = 3, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var fastest = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return fastest
}

func row(_ label: String, _ sizes: [Int], _ measure: (Int) throws -> Double) rethrows {
    var cells: [String] = []
    var previous: Double? = nil
    for size in sizes {
        let ms = try measure(size)
        cells.append(String(format: "%d: %.1f ms%@", size, ms, previous.map { String(format: " (×%.2f)", ms / max($0, 1e-9)) } ?? ""))
        previous = ms
    }
    print("\(label.padding(toLength: 44, withPad: " ", startingAt: 0)) \(cells.joined(separator: "   "))")
}

print("hostile input, release build (× is the growth from the previous size):")
try row("unbroken word at width 50 (cold), characters", [10_000, 20_000, 40_000]) { n in
    let word = String(repeating: "a", count: n)
    let engine = try TextEngine()
    let start = DispatchTime.now().uptimeNanoseconds
    _ = try engine.layout(TextRequest(word, width: 50))
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}
try row(".strings parse + lint, entries", [10_000, 20_000, 40_000]) { n in
    var text = ""
    for i in 0..<n { text += "\"key_\(i)\" = \"Value number \(i) with %@\";\n" }
    let bytes = Array(text.utf8)
    return try best {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.keysAreSourceText = false
        for entry in try StringsFileParser.parse(bytes, source: "bench.strings") {
            catalog.entries[entry.key] = CatalogEntry(localizations: ["en": .translated(entry.value)])
        }
        _ = CatalogLinter().lint(catalog, file: "bench.strings")
    }
}
// A hostile input by construction (a long paragraph no real text is):
// Hebrew words wrapped at 300 pt, where the primary face sets the spaces
// and a Hebrew face the words, so items alternate per word.
let hebrew = ["הפעילות", "החיה", "בדרך", "אליך", "ההזמנה", "מוכנה", "לאיסוף", "הנהג", "מגיע", "בעוד", "דקות"]
try row("Hebrew paragraph wrapped at 300 pt, words", [8_000, 16_000, 32_000]) { n in
    let text = (0..<n).map { hebrew[($0 * 7) % hebrew.count] }.joined(separator: " ")
    let engine = try TextEngine()
    return try best(of: 1) { _ = try engine.layout(TextRequest(text, locale: "he", width: 300, lineLimit: 100_000)) }
}
let keys = (0..<733).map { "live_activity_key_number_\($0)_with_some_words" }
row("did-you-mean among 733 keys, key length", [750, 1_500, 3_000]) { length in
    let key = String(repeating: "live_activity_", count: length / 14 + 1).prefix(length)
    return best { _ = DidYouMean.closest(to: String(key), in: keys, count: 3) }
}

/// A widget extension around `lock` (its Lock Screen view), `extra` declared before it.
func widget(_ lock: String, extra: String = "") -> String {
    """
    import SwiftUI
    struct BenchAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var title: String; var count: Int; var flag: Bool }
    }
    extension BenchAttributes.ContentState { static let one = BenchAttributes.ContentState(title: "Bench", count: 3, flag: true) }
    \(extra)
    struct BenchActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: BenchAttributes.self) { context in
                \(lock)
            } dynamicIsland: { context in
                DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("B") } } compactLeading: { Text("B") } compactTrailing: { Text("B") } minimal: { Text("B") }
            }
        }
    }
    """
}

/// Parse and import once, in ms (best of 3 after a warm-up).
func importTime(_ source: String) -> Double {
    best { _ = SourceInventory(source: source, file: "Bench.swift").importActivities() }
}

print("")
print("Swift importer on hostile source, parse + import (× is the growth from the previous size):")
row("modifier chain, links", [100, 200, 400]) { n in
    importTime(widget("Text(context.state.title)" + String(repeating: ".padding(1)", count: n)))
}
row("custom view twice per level, levels", [8, 16, 30]) { n in
    var extra = ""
    for level in 0..<n { extra += "struct L\(level): View { var body: some View { VStack { L\(level + 1)(); L\(level + 1)() } } }\n" }
    extra += "struct L\(n): View { var body: some View { Text(\"x\") } }\n"
    return importTime(widget("L0()", extra: extra))
}
row("nested ForEach 0..<49, levels", [2, 3, 5]) { n in
    importTime(widget(String(repeating: "ForEach(0..<49) { _ in ", count: n) + "Text(\"x\")" + String(repeating: " }", count: n)))
}
row("state-dependent padding, modifiers", [4, 8, 16]) { n in
    importTime(widget("Text(context.state.title)" + (0..<n).map { ".padding(context.state.flag ? \($0) : \($0 + 1))" }.joined()))
}
row("getters read in a cycle, getters", [4, 16, 64]) { n in
    let getters = (0..<n).map { "var g\($0): String { g\(($0 + 1) % n) + g\(($0 + 1) % n) }" }.joined(separator: "\n")
    return importTime(widget("Text(context.state.g0)", extra: "extension BenchAttributes.ContentState {\n\(getters)\n}"))
}
row("chain past the syntax limit, links", [1_000, 10_000, 50_000]) { n in
    importTime(widget("Text(context.state.title)" + String(repeating: ".padding()", count: n)))
}
