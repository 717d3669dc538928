import Foundation

/// An error message about a place in a Swift file, with the line quoted
/// and a caret under the column, as a compiler prints it:
///
///     RideLiveActivity.swift:43:13: "pickupAt": … give the field a date
///        43 |             Text(context.state.pickupAt, style: .time)
///           |             ^
public enum SourceQuote {
    /// `message` with its source line quoted, when it starts with
    /// `file.swift:line[:column]:` and the file (relative to `base`, or
    /// absolute) can be read; otherwise `message` as it is.
    public static func annotate(_ message: String, base: String = FileManager.default.currentDirectoryPath) -> String {
        let head = message.prefix { $0 != " " }
        let parts = head.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0].hasSuffix(".swift"), let line = Int(parts[1]), line > 0 else { return message }
        let column = parts.count >= 4 ? Int(parts[2]) : nil
        let file = String(parts[0])
        let path = file.hasPrefix("/") ? file : (base as NSString).appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return message }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line <= lines.count else { return message }
        let source = String(lines[line - 1]).replacingOccurrences(of: "\t", with: "    ")
        let gutter = String(line)
        let indent = column.map { max(0, $0 - 1) } ?? source.prefix { $0 == " " }.count
        let pad = String(repeating: " ", count: gutter.count)
        return message + "\n \(gutter) | \(source)\n \(pad) | " + String(repeating: " ", count: min(indent, source.count)) + "^"
    }
}
