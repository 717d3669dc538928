import Foundation
import SlotFit

/// One `--report kind [path]` of `check` or `merge`: the report, found by
/// name in `ReportFormat.all`, and where it goes.
struct ReportRequest {
    var format: ReportFormat
    /// The file or folder it is written to; `nil` for standard output.
    var path: String?

    /// The requests `words` make, each of `formats`; a name that is none
    /// of them, or a path missing, is an error naming what to write.
    static func parse(_ words: [String], among formats: [ReportFormat], hint: String = "") throws -> [ReportRequest] {
        var requests: [ReportRequest] = []
        var words = words[...]
        while let word = words.popFirst() {
            guard let format = formats.first(where: { $0.name == word }) else {
                throw CLIError("--report \(word.debugDescription) is not a report here; use \(formats.map(\.usage).joined(separator: ", "))\(hint)")
            }
            guard format.takesPath else { requests.append(ReportRequest(format: format, path: nil)); continue }
            guard let path = words.popFirst() else {
                throw CLIError("--report \(format.name) needs a \(format.isFolder ? "folder" : "file"), e.g. --report \(format.usage)")
            }
            requests.append(ReportRequest(format: format, path: path))
        }
        return requests
    }

    /// Writes `output` where this request says: a file, files under a
    /// folder, or lines on standard output. A report that cannot be
    /// written is an input error (exit 2), not a finding (exit 1).
    func write(_ output: ReportFormat.Output, allowingOutside: Bool) throws {
        switch output {
        case .file(let contents): try CheckCommand.write(contents, to: path!, allowingOutside: allowingOutside)
        case .folder(let written):
            for (relative, contents) in written {
                try CheckCommand.makeReportFolders(under: path!, for: relative, allowingOutside: allowingOutside)
                try CheckCommand.write(contents, to: (path! as NSString).appendingPathComponent(relative), allowingOutside: allowingOutside)
            }
        case .lines(let lines): lines.forEach { print($0) }
        }
    }
}
