// slotfit-import-bench: reading Live Activities from Swift source, cold.
// Each measurement is a new process that imports one folder once (parse,
// fold operators, index the module, interpret every configuration's views)
// and reports the time of that import alone, process start-up excluded;
// the driver runs each folder 7 times and prints the median per Swift file
// and per activity.
//
//     slotfit-import-bench [folder…]   (default: the test fixtures and Examples/Swift)
import Foundation
import SlotFitImport

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--once", arguments.count == 2 {
    // The measured child: one cold import.
    let start = DispatchTime.now().uptimeNanoseconds
    let inventory = try SourceInventory(paths: [arguments[1]])
    let imported = inventory.importActivities()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    let lines = inventory.files.reduce(0) { total, file in
        total + ((try? String(contentsOfFile: arguments[1].hasSuffix(".swift") ? arguments[1] : file, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false).count ?? 0)
    }
    print("\(elapsed) \(inventory.files.count) \(imported.activities.count) \(lines) \(imported.reports.reduce(0) { $0 + $1.understood }) \(imported.approximations.count)")
    exit(0)
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let folders = arguments.isEmpty
    ? ["Countdown", "FoodDelivery", "SportsScore", "Glucose", "Download", "Ride"].map { root.appendingPathComponent("Tests/SlotFitImportTests/Fixtures/\($0)").path }
        + [root.appendingPathComponent("Examples/Swift/Delivery").path]
    : arguments
let me = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL

func runOnce(_ folder: String) throws -> [Double] {
    let process = Process()
    process.executableURL = me
    process.arguments = ["--once", folder]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
}

print("import from Swift source, cold (a new process per import, start-up excluded), median of 7:")
print("folder                 files  lines  activities   ms total   ms/file   ms/activity   understood  approximated")
var totalMs = 0.0, totalFiles = 0.0, totalActivities = 0.0
for folder in folders {
    var runs: [[Double]] = []
    for _ in 0..<7 { runs.append(try runOnce(folder)) }
    let times = runs.map { $0[0] }.sorted()
    let median = times[times.count / 2]
    let sample = runs[0]
    let (files, activities, lines, understood, approximated) = (sample[1], sample[2], sample[3], sample[4], sample[5])
    totalMs += median; totalFiles += files; totalActivities += activities
    let name = (folder as NSString).lastPathComponent.padding(toLength: 22, withPad: " ", startingAt: 0)
    print("\(name) \(String(format: "%5.0f  %5.0f  %10.0f  %9.2f  %8.2f  %12.2f  %11.0f  %12.0f", files, lines, activities, median, median / files, median / max(activities, 1), understood, approximated))")
}
print(String(format: "all: %.0f files, %.0f activities: %.2f ms per file, %.2f ms per activity (medians summed)", totalFiles, totalActivities, totalMs / totalFiles, totalMs / max(totalActivities, 1)))
