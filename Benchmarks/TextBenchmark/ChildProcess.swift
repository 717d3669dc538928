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
    /// `keepOutput`, else discarded (as is standard error).
    static func run(_ path: String, _ arguments: [String], keepOutput: Bool = false) -> ChildProcess {
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

    /// The median wall time (and the largest peak memory) of `times` runs.
    static func median(_ times: Int, _ path: String, _ arguments: [String]) -> (seconds: Double, peakKilobytes: Int, status: Int32) {
        let runs = (0..<times).map { _ in run(path, arguments) }
        let sorted = runs.map(\.seconds).sorted()
        return (sorted[sorted.count / 2], runs.map(\.peakKilobytes).max() ?? 0, runs.last?.status ?? -1)
    }
}
