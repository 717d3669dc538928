import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run to completion with its wall time and peak resident memory
/// (the kernel's `ru_maxrss` for that child alone, through `wait4`).
struct ChildProcess {
    var seconds: Double
    var peakKilobytes: Int
    var status: Int32
    var output: Data

    /// Runs `path` with `arguments`; standard output is kept when
    /// `keepOutput`, else discarded (as is standard error). With
    /// `oneCore`, the child runs on the first core alone (it inherits the
    /// spawning thread's affinity, set for the spawn and restored).
    static func run(_ path: String, _ arguments: [String], keepOutput: Bool = false, oneCore: Bool = false) -> ChildProcess {
        // A CPU mask of 1,024 bits, as glibc's cpu_set_t.
        var saved = [UInt64](repeating: 0, count: 16)
        if oneCore, let get = affinity("sched_getaffinity"), let set = affinity("sched_setaffinity") {
            _ = get(0, 128, &saved)
            var first = [UInt64](repeating: 0, count: 16)
            first[0] = 1
            _ = set(0, 128, &first)
        }
        defer { if oneCore, let set = affinity("sched_setaffinity") { _ = set(0, 128, &saved) } }
        let outputFile = keepOutput ? FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-bench-\(UUID().uuidString)").path : "/dev/null"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
            return ChildProcess(seconds: 0, peakKilobytes: 0, status: -1, output: Data())
        }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        var output = Data()
        if keepOutput {
            output = FileManager.default.contents(atPath: outputFile) ?? Data()
            try? FileManager.default.removeItem(atPath: outputFile)
        }
        return ChildProcess(seconds: seconds, peakKilobytes: usage.ru_maxrss, status: (status >> 8) & 0xFF, output: output)
    }

    /// glibc's `sched_getaffinity` or `sched_setaffinity` (behind
    /// _GNU_SOURCE, so not in Swift's Glibc module).
    static func affinity(_ name: String) -> (@convention(c) (pid_t, Int, UnsafeMutablePointer<UInt64>) -> Int32)? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: (@convention(c) (pid_t, Int, UnsafeMutablePointer<UInt64>) -> Int32).self) }
    }

    /// The median wall time (and the largest peak memory) of `times` runs.
    static func median(_ times: Int, _ path: String, _ arguments: [String], oneCore: Bool = false) -> (seconds: Double, peakKilobytes: Int, status: Int32) {
        let runs = (0..<times).map { _ in run(path, arguments, oneCore: oneCore) }
        let sorted = runs.map(\.seconds).sorted()
        return (sorted[sorted.count / 2], runs.map(\.peakKilobytes).max() ?? 0, runs.last?.status ?? -1)
    }
}
