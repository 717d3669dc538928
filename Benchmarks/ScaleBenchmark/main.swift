// slotfit-scale-bench: how `check` and `init` grow with a real app's sizes.
//
// Each row is a project generated in a temporary folder around one small
// Live Activity (six catalog keys and a value, two sample states), the
// size under study changed alone: catalog keys (100 → 100,000), `.lproj`
// tables (1 → 198), languages rendered (1 → 60), sample states, and Swift
// files in the repository (100 → 20,000, for `init`). Keys and
// translations are real interface text, read at run time from the machine's
// gettext catalogs (`InterfaceTextCorpus`); past the messages there are,
// keys repeat with a counter, said in the row. Nothing third-party is
// committed.
//
// A figure is the whole `slotfit` process as a team runs it (start-up,
// reading, layout, comparing goldens; `--no-cache` but where a row says
// cached), the median of 3 runs after goldens were recorded, and its peak resident memory (the child's VmHWM, read
// every 2 ms; the 2 ms poll adds up to 2 ms to a figure). Each
// sweep ends with its slope: log(time ratio) / log(size ratio) between its
// first and last rows (1 is linear; near 0, the size does not matter).
//
//     slotfit-scale-bench [--slotfit PATH] [--quick] [--only SWEEP]
//
// SWEEP is one of catalog, added, lproj, languages, states, mesh, init.
import Foundation
import Glibc
import SlotFitBenchmarkCorpus

let arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
let only: String? = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
/// Whether the sweep `name` runs (all of them without `--only`).
func wants(_ name: String) -> Bool { only == nil || only == name }
let binary: String = {
    if let index = arguments.firstIndex(of: "--slotfit"), index + 1 < arguments.count { return arguments[index + 1] }
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("slotfit").path
}()
guard FileManager.default.isExecutableFile(atPath: binary) else {
    FileHandle.standardError.write(Data("slotfit-scale-bench: no slotfit binary at \(binary); build it (swift build -c release) or pass --slotfit PATH\n".utf8))
    exit(2)
}

let messages = try InterfaceTextCorpus.messages(minimumLanguages: 2)
// English and German (rendered in most rows), then the languages with the most translated messages.
var languageCounts: [String: Int] = [:]
for message in messages.prefix(20_000) { for tag in message.translations.keys { languageCounts[tag, default: 0] += 1 } }
let languages = ["en", "de"] + languageCounts.filter { $0.key != "en" && $0.key != "de" && !$0.key.hasPrefix("en-") }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
// The activity's six keys: short messages translated in the most languages.
let shown = Array(messages.filter { $0.source.count <= 24 && !$0.source.contains("%") && !$0.source.contains("\\") && !$0.source.contains("\"") }.prefix(6))

/// One message per key: the corpus's, then again with a counter.
func key(_ index: Int) -> (key: String, message: InterfaceTextCorpus.Message, repeated: Bool) {
    let message = messages[index % messages.count]
    let round = index / messages.count
    return (round == 0 ? message.source : "\(message.source) (\(round + 1))", message, round > 0)
}

// MARK: Projects

struct Project {
    var keys = 0
    var languages = 4
    var rendered: [String]? = ["en", "de"]
    var lproj: Int? = nil
    var states = 2
    var swiftFiles = 0
    var devices = ["iphone-393"]
    var sizes = ["large"]
}

func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
}

func swiftLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

func stringsLiteral(_ text: String) -> String { swiftLiteral(text) }

func make(_ project: Project) throws -> String {
    let folder = NSTemporaryDirectory() + "slotfit-scale-\(UUID().uuidString)"
    let tags = Array(languages.prefix(max(1, project.lproj ?? project.languages)))
    let texts = shown.map { "                Text(\(swiftLiteral($0.source)))" }.joined(separator: "\n")
    let states = (0..<project.states).map { "    static let s\($0) = ParcelAttributes.ContentState(stop: \(swiftLiteral(shown[$0 % shown.count].translations["de"] ?? "Stop \($0)")), count: \($0 + 1))" }
    try write("""
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct ParcelAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var stop: String
                var count: Int
            }
        }

        extension ParcelAttributes.ContentState {
        \(states.joined(separator: "\n"))
        }

        struct ParcelLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParcelAttributes.self) { context in
                    VStack {
        \(texts)
                        Text(verbatim: context.state.stop)
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(\(swiftLiteral(shown[0].source))) }
                    } compactLeading: { Image(systemName: "shippingbox") } compactTrailing: { Text(verbatim: "\\(context.state.count)") } minimal: { Image(systemName: "shippingbox") }
                }
            }
        }

        """, to: folder + "/Widget/Parcel.swift")
    // The table: the activity's keys, then `keys` more.
    var entries: [(String, InterfaceTextCorpus.Message)] = shown.map { ($0.source, $0) }
    var seen = Set(entries.map(\.0))
    var index = 0
    while entries.count < shown.count + project.keys {
        let (name, message, _) = key(index)
        index += 1
        if seen.insert(name).inserted { entries.append((name, message)) }
    }
    if let count = project.lproj {
        for tag in tags.prefix(count) {
            var lines: [String] = []
            for (name, message) in entries {
                guard let value = tag == "en" ? message.source : message.translations[tag] else { continue }
                lines.append("\(stringsLiteral(name)) = \(stringsLiteral(value));")
            }
            try write(lines.joined(separator: "\n") + "\n", to: "\(folder)/Widget/\(tag.replacingOccurrences(of: "-", with: "_")).lproj/Localizable.strings")
        }
    } else {
        var strings: [String: Any] = [:]
        for (name, message) in entries {
            var localizations: [String: Any] = [:]
            for tag in tags where tag != "en" {
                if let value = message.translations[tag] { localizations[tag] = ["stringUnit": ["state": "translated", "value": value]] }
            }
            strings[name] = localizations.isEmpty ? [:] : ["localizations": localizations]
        }
        let catalog: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": strings]
        try FileManager.default.createDirectory(atPath: folder + "/Widget", withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys]).write(to: URL(fileURLWithPath: folder + "/Widget/Localizable.xcstrings"))
    }
    for file in 0..<project.swiftFiles {
        try write("""
            import Foundation

            struct Record\(file): Codable, Hashable {
                var id: Int
                var title: String
                var updated: Date
                var tags: [String] = []

                func summary(prefix: String) -> String {
                    prefix + " " + title + " #\\(id)"
                }

                var isRecent: Bool { updated.timeIntervalSinceNow > -3600 }
            }

            """, to: "\(folder)/App/Model\(file / 500)/Record\(file).swift")
    }
    let rendered = project.rendered ?? tags
    let configuration = """
        sources: [Widget]
        locales: [\(rendered.joined(separator: ", "))]
        pseudoLocales: false
        devices: [\(project.devices.joined(separator: ", "))]
        dynamicTypeSizes: [\(project.sizes.joined(separator: ", "))]

        """
    if project.swiftFiles == 0 { try write(configuration, to: folder + "/slotfit.yml") }
    return folder
}

/// Every file and folder under `folder` dated a minute back.
func settle(_ folder: String) throws {
    let past = Date(timeIntervalSinceNow: -60)
    let paths = ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).map { folder + "/" + $0 } + [folder]
    for path in paths.sorted(by: >) { try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path) }
}

// MARK: Running

struct Measured { var seconds: Double; var peakMB: Double; var status: Int32 }

/// `slotfit arguments…`, its output discarded: wall time and peak memory.
func run(_ arguments: [String]) -> Measured {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { return Measured(seconds: .nan, peakMB: .nan, status: -1) }
    // The child's own peak: VmHWM of /proc/PID/status (its memory since
    // exec), read every 2 ms until it exits — wait4's ru_maxrss would count
    // the parent's memory the spawned child shared before exec.
    var peak = 0.0
    var code: Int32 = 0
    while waitpid(pid, &code, WNOHANG) == 0 {
        if let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) {
            peak = max(peak, kilobytes)
        }
        usleep(2000)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return Measured(seconds: seconds, peakMB: peak / 1024, status: (code >> 8) & 0xff)
}

func median(_ arguments: [String], runs: Int = 3) -> Measured {
    let all = (0..<runs).map { _ in run(arguments) }.sorted { $0.seconds < $1.seconds }
    return all[all.count / 2]
}

/// A project's check, goldens recorded first.
func check(_ project: Project) throws -> (Measured, snapshots: Int) {
    let folder = try make(project)
    defer { if ProcessInfo.processInfo.environment["SLOTFIT_SCALE_KEEP"] == nil { try? FileManager.default.removeItem(atPath: folder) } else { print("  kept \(folder)") } }
    let config = folder + "/slotfit.yml"
    _ = run(["render", "--config", config, "--no-pictures"])
    let measured = median(["check", "--config", config, "--quiet", "--no-cache"])
    let locales = (project.rendered ?? Array(languages.prefix(project.lproj ?? project.languages))).count
    return (measured, locales * project.states * project.devices.count * project.sizes.count)
}

func slope(_ rows: [(size: Double, seconds: Double)]) -> String {
    guard let first = rows.first, let last = rows.last, last.size > first.size, first.seconds > 0 else { return "" }
    return String(format: "slope %.2f (time ×%.2f for size ×%.0f)", log(last.seconds / first.seconds) / log(last.size / first.size), last.seconds / first.seconds, last.size / first.size)
}

func line(_ label: String, _ measured: Measured, snapshots: Int? = nil) {
    let perSnapshot = snapshots.map { String(format: "  %7.3f ms/snapshot (%d)", measured.seconds * 1000 / Double($0), $0) } ?? ""
    let failed = measured.status > 1 ? "  EXIT \(measured.status)" : ""
    print(String(format: "  %-34@ %8.1f ms  %7.1f MB", label as NSString, measured.seconds * 1000, measured.peakMB) + perSnapshot + failed)
}

print("slotfit-scale-bench: \(binary)")
print("corpus: \(messages.count) interface messages from the machine's gettext catalogs, \(languages.count) languages; the activity's keys: \(shown.map(\.source).joined(separator: " | "))")
print("each figure: the whole process, median of 3, after render recorded the goldens; peak RSS\n")

if wants("catalog") {
// Catalog size, two locales rendered.
print("check against catalog size (4 languages in the .xcstrings, en and de rendered, 2 states):")
var rows: [(Double, Double)] = []
for keys in quick ? [100, 10_000] : [100, 1_000, 10_000, 100_000] {
    let (measured, snapshots) = try check(Project(keys: keys))
    let repeated = keys + shown.count > messages.count ? " (keys repeat past \(messages.count))" : ""
    line("\(keys) keys\(repeated)", measured, snapshots: snapshots)
    rows.append((Double(keys), measured.seconds))
}
print("  " + slope(rows))

}
if wants("added") {
print("\nwhat a 10,000-key catalog in 40 languages adds (en and de rendered, 2 states):")
// The two projects measured in turn, 9 rounds: the host's drift between
// runs (up to a fifth here) falls on both alike.
let smallProject = Project(keys: 0, languages: 40), largeProject = Project(keys: 10_000, languages: 40)
let smallFolder = try make(smallProject), largeFolder = try make(largeProject)
let keepAdded = ProcessInfo.processInfo.environment["SLOTFIT_SCALE_KEEP"] == "1"
defer {
    if keepAdded { print("  the projects: \(smallFolder) \(largeFolder)") } else {
        try? FileManager.default.removeItem(atPath: smallFolder); try? FileManager.default.removeItem(atPath: largeFolder)
    }
}
for folder in [smallFolder, largeFolder] { _ = run(["render", "--config", folder + "/slotfit.yml", "--no-pictures"]) }
var smallRuns: [Measured] = [], largeRuns: [Measured] = []
for _ in 0..<9 {
    smallRuns.append(run(["check", "--config", smallFolder + "/slotfit.yml", "--quiet", "--no-cache"]))
    largeRuns.append(run(["check", "--config", largeFolder + "/slotfit.yml", "--quiet", "--no-cache"]))
}
let small = smallRuns.sorted { $0.seconds < $1.seconds }[4], large = largeRuns.sorted { $0.seconds < $1.seconds }[4]
let largeSnapshots = 2 * largeProject.states * largeProject.devices.count * largeProject.sizes.count
line("the activity's 6 keys, 40 languages (median of 9)", small)
line("10,000 keys, 40 languages (median of 9)", large, snapshots: largeSnapshots)
print(String(format: "  adds %.1f ms", (large.seconds - small.seconds) * 1000))

}
if wants("lproj") {
print("\ncheck against .lproj tables (Localizable.strings in each, 1,000 keys; en and de rendered):")
var rows: [(Double, Double)] = []
for count in quick ? [2, 50] : [2, 10, 50, min(198, languages.count)] {
    let (measured, snapshots) = try check(Project(keys: 1_000, lproj: count))
    line("\(count) .lproj folders", measured, snapshots: snapshots)
    rows.append((Double(count), measured.seconds))
}
print("  " + slope(rows))

}
if wants("languages") {
print("\ncheck against languages rendered (1,000 keys, every language of the catalog rendered, 2 states):")
var rows: [(Double, Double)] = []
for count in quick ? [1, 20] : [1, 10, 30, 60] {
    let (measured, snapshots) = try check(Project(keys: 1_000, languages: count, rendered: nil))
    line("\(count) languages", measured, snapshots: snapshots)
    rows.append((Double(snapshots), measured.seconds))
}
print("  " + slope(rows) + " (size: snapshots)")

}
if wants("states") {
print("\ncheck against sample states (1,000 keys, en and de):")
var rows: [(Double, Double)] = []
for count in quick ? [1, 16] : [1, 4, 16, 64] {
    let (measured, snapshots) = try check(Project(keys: 1_000, states: count))
    line("\(count) states", measured, snapshots: snapshots)
    rows.append((Double(snapshots), measured.seconds))
}
print("  " + slope(rows) + " (size: snapshots)")

}
if wants("mesh") {
print("\nthe mesh-radio-sized case: 2,000 keys, 18 languages, 3 devices × 2 text sizes × 2 states:")
do {
    let project = Project(keys: 2_000, languages: 18, rendered: nil, devices: ["iphone-393", "iphone-430", "ipad-1194"], sizes: ["large", "xxxLarge"])
    let folder = try make(project)
    // SLOTFIT_SCALE_KEEP=1 leaves the project for a profiler, and says where
    // (the added sweep's too).
    let keep = ProcessInfo.processInfo.environment["SLOTFIT_SCALE_KEEP"] == "1"
    defer { if keep { print("  the project: \(folder)") } else { try? FileManager.default.removeItem(atPath: folder) } }
    let config = folder + "/slotfit.yml"
    let cache = NSTemporaryDirectory() + "slotfit-scale-cache-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: cache) }
    setenv("SLOTFIT_CACHE_DIR", cache, 1)
    _ = run(["render", "--config", config, "--no-pictures"])
    let snapshots = 18 * 2 * 3 * 2
    line("cold check (--no-cache)", median(["check", "--config", config, "--quiet", "--no-cache"]), snapshots: snapshots)
    // The result cache trusts stamps older than two seconds: the files
    // are dated a minute back, as a repository's are between two checks.
    try settle(folder)
    _ = run(["check", "--config", config, "--quiet"])
    line("re-check, nothing changed (cached)", median(["check", "--config", config, "--quiet"]), snapshots: snapshots)
    // One German translation edited, as a translator's commit does: of a
    // key the activity does not show (the entry stays in use: the render
    // read only the keys it shows, and their entries are unchanged), then
    // of one it shows (the matrix is rendered again).
    let catalog = folder + "/Widget/Localizable.xcstrings"
    let shownKeys = Set(shown.map(\.source))
    func editGerman(shown wantShown: Bool, round: Int) throws -> Bool {
        guard var root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: catalog))) as? [String: Any],
              var strings = root["strings"] as? [String: Any] else { return false }
        for key in strings.keys.sorted() where shownKeys.contains(key) == wantShown {
            guard var entry = strings[key] as? [String: Any], var localizations = entry["localizations"] as? [String: Any],
                  var german = localizations["de"] as? [String: Any], var unit = german["stringUnit"] as? [String: Any],
                  let value = unit["value"] as? String else { continue }
            unit["value"] = "Neu \(round) " + value
            german["stringUnit"] = unit
            localizations["de"] = german
            entry["localizations"] = localizations
            strings[key] = entry
            root["strings"] = strings
            try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]).write(to: URL(fileURLWithPath: catalog), options: .atomic)
            return true
        }
        return false
    }
    for (shownKey, label) in [(false, "a key the activity does not show"), (true, "a key it shows")] {
        var changed: [Measured] = []
        for round in 0..<3 {
            guard try editGerman(shown: shownKey, round: round) else { break }
            changed.append(run(["check", "--config", config, "--quiet"]))
        }
        if !changed.isEmpty { line("re-check after one German value of \(label) changed", changed.sorted { $0.seconds < $1.seconds }[changed.count / 2], snapshots: snapshots) }
    }
    unsetenv("SLOTFIT_CACHE_DIR")
}

}
if wants("init") {
print("\ninit against Swift files in the repository (100 keys, 2 languages; init writes slotfit.yml and records goldens):")
var rows: [(Double, Double)] = []
for count in quick ? [100, 2_000] : [100, 1_000, 5_000, 20_000] {
    let folder = try make(Project(keys: 100, languages: 2, swiftFiles: count))
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var runs: [Measured] = []
    for _ in 0..<3 {
        try? FileManager.default.removeItem(atPath: folder + "/slotfit.yml")
        try? FileManager.default.removeItem(atPath: folder + "/golden")
        runs.append(run(["init", "--path", folder]))
    }
    let measured = runs.sorted { $0.seconds < $1.seconds }[1]
    line("\(count) Swift files", measured)
    rows.append((Double(count), measured.seconds))
}
print("  " + slope(rows))
}
