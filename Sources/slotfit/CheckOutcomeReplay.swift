import Foundation
import SlotFit
import SlotFitCore

/// What a check printed from an entry of the result cache, kept to be
/// printed again while nothing it rests on changed: the entry (its key and
/// generation), the String Catalogs' and `.lproj` tables' stamps its render
/// read, every golden's stamp, and the command line's options that shape
/// the terminal's report. An unchanged project is then checked without
/// decoding the entry, comparing or grouping anything: on the project's
/// own matrix that was most of a re-check's time. Only the elapsed
/// seconds on the summary line are new.
struct CheckOutcomeReplay: Codable, Equatable {
    /// The entry's key and generation, and the options (`variant`).
    var key: String
    /// The render's warnings and notes, in order.
    var notices: [String]
    /// The terminal's report, the summary line without its seconds.
    var text: String
    /// The exit status.
    var status: Int32
    /// Every golden, by path in the golden folder, with its settled stamp.
    var goldens: [String: String]
    /// Every string table file the render read, with its stamp.
    var tables: [String: String]

    /// The report with `seconds` on its summary line (the last).
    func text(seconds: Double) -> String {
        guard text.hasSuffix("\n") else { return text }
        return String(text.dropLast()) + " · " + String(format: "%.2f s", seconds) + "\n"
    }

    /// The string table files `entry`'s render read, with their stamps
    /// now (`current`: the check found each gives what the render read, by
    /// its stamp or its contents); `nil` when one is not settled (its stamp
    /// may not change with its next edit).
    static func tables(of entry: ResultCache.Entry, current: [String: String?]) -> [String: String]? {
        var tables: [String: String] = [:]
        for record in entry.catalogs {
            for file in record.files.map({ Array($0.keys) }) ?? [record.path] {
                guard let stamp = current[file] ?? nil else { return nil }
                tables[file] = stamp
            }
        }
        return tables
    }

    /// The stamps of the goldens at `paths` in `directory`; `nil` when one
    /// is missing, not settled, or a folder on the way is a symbolic link
    /// (a check holds goldens to the project; a replay does not read them).
    static func goldenStamps(_ paths: [String], in directory: String) -> [String: String]? {
        var folders = Set<String>()
        var stamps: [String: String] = [:]
        for path in paths {
            let full = (directory as NSString).appendingPathComponent(path)
            folders.insert((full as NSString).deletingLastPathComponent)
            guard let stamp = InputFingerprint.settledStamp(full) else { return nil }
            stamps[path] = stamp
        }
        for folder in folders.union([directory]) {
            var info = stat()
            guard lstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        }
        return stamps
    }
}
