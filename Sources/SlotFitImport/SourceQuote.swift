import Foundation
import SlotFit

/// The Swift line an error points at, quoted with a caret under the column,
/// as a compiler prints it:
///
///     RideLiveActivity.swift:43:13: "pickupAt": … give the field a date
///        43 |             Text(context.state.pickupAt, style: .time)
///           |             ^
public enum SourceQuote {
    /// The two lines quoting `location` (a `.swift` file with a line; its
    /// path relative to `base`, or absolute), or `nil` when there is no
    /// such line to quote.
    public static func excerpt(at location: SourceLocation, base: String = FileManager.default.currentDirectoryPath) -> String? {
        guard location.file.hasSuffix(".swift"), let line = location.line, line > 0 else { return nil }
        let path = location.file.hasPrefix("/") ? location.file : (base as NSString).appendingPathComponent(location.file)
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line <= lines.count else { return nil }
        let source = String(lines[line - 1]).replacingOccurrences(of: "\t", with: "    ")
        let gutter = String(line)
        let indent = location.column.map { max(0, $0 - 1) } ?? source.prefix { $0 == " " }.count
        let pad = String(repeating: " ", count: gutter.count)
        return " \(gutter) | \(source)\n \(pad) | " + String(repeating: " ", count: min(indent, source.count)) + "^"
    }

    /// The error's one line, followed by its Swift line quoted when it has one.
    public static func annotate(_ error: SlotFitError, base: String = FileManager.default.currentDirectoryPath) -> String {
        guard let location = error.location, let quoted = excerpt(at: location, base: base) else { return error.description }
        return error.description + "\n" + quoted
    }
}
